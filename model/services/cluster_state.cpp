#include "services/cluster_state.h"

#include "core/core_tr.h"
#include "core/snapshot_json.h"
#include "forecast/job_history.h"
#include "services/demo_cluster.h"
#include "slurm/snapshot_source.h"
#include "store/database.h"
#include "store/forecast_model_store.h"
#include "store/snapshot_store.h"

#include <QFile>
#include <QFileInfo>

namespace mirage::services {
namespace {

Result<ClusterSnapshot> storedSnapshot(const ClusterStateRequest &request)
{
  if (!QFileInfo::exists(request.databasePath))
    return failure(CoreTr::tr("there is no store at %1 (import a trace first: mirage-cli import FILE, or give --db)")
                       .arg(request.databasePath));
  Database db;
  if (const auto e = db.open(request.databasePath); !e.ok())
    return failure(e.error());
  if (request.at)
    return historySnapshot(db, request.cluster, *request.at);
  auto latest = latestSnapshot(db, request.cluster);
  if (latest.ok())
    return latest;
  auto fromHistory = historySnapshot(db, request.cluster);
  return fromHistory.ok() ? fromHistory : latest;
}

Result<ClusterSnapshot> fileSnapshot(const ClusterStateRequest &request)
{
  QFile f(request.file);
  if (!f.open(QIODevice::ReadOnly))
    return failure(CoreTr::tr("cannot read %1").arg(request.file));
  return parseSnapshotJson(f.readAll(), request.file, request.now);
}

// What the store holds for forecasting `cluster` (nothing when there is no store or it cannot be
// opened: a reading command never creates one).
ForecastContext storedContext(const QString &databasePath, const QString &cluster)
{
  Database db;
  if (QFileInfo::exists(databasePath) && db.open(databasePath).ok())
    return loadForecastContext(db, cluster);
  return {};
}

} // namespace

Result<ClusterState> loadClusterState(const ClusterStateRequest &request)
{
  ClusterState state;
  std::vector<TraceJob> demoHistory;
  std::shared_ptr<CommandRunner> live;
  switch (request.from) {
  case ClusterStateRequest::From::Demo: {
    DemoCluster demo = buildDemoCluster(request.now);
    state.snapshot = std::move(demo.current);
    demoHistory = std::move(demo.history);
    break;
  }
  case ClusterStateRequest::From::File: {
    auto snapshot = fileSnapshot(request);
    if (!snapshot.ok())
      return failure(snapshot.error());
    state.snapshot = std::move(snapshot.value());
    break;
  }
  case ClusterStateRequest::From::Stored: {
    auto snapshot = storedSnapshot(request);
    if (!snapshot.ok())
      return failure(snapshot.error());
    state.snapshot = std::move(snapshot.value());
    break;
  }
  case ClusterStateRequest::From::Live: {
    auto runner = makeRunner(request.source, request.sshConfig);
    if (!runner)
      return failure(runner.error());
    live = std::move(runner).value();
    auto snapshot = takeSnapshot(*live, {});
    if (!snapshot.ok())
      return failure(snapshot.error());
    state.snapshot = std::move(snapshot.value());
    break;
  }
  }
  state.context = storedContext(request.databasePath, state.snapshot.cluster);
  if (!state.context.history && !demoHistory.empty())
    state.context.history = std::make_shared<JobHistory>(demoHistory);
  state.context.rollouts = request.rollouts;
  state.context.slurm = live; // slurm-estimate asks a live cluster's Slurm (sbatch --test-only)
  return state;
}

} // namespace mirage::services
