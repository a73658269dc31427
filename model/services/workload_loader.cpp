#include "services/workload_loader.h"

#include "core/core_tr.h"
#include "services/demo_cluster.h"
#include "store/forecast_model_store.h"
#include "store/snapshot_store.h"

namespace mirage::services {

Result<whatif::Workload> loadWorkload(const whatif::ScenarioBase &base, Database *db, EpochSeconds now)
{
  using R = Result<whatif::Workload>;
  if (base.kind == whatif::ScenarioBase::Kind::Trace)
    return whatif::loadTraceWorkload(base);
  if (base.kind == whatif::ScenarioBase::Kind::Cluster) {
    if (!db)
      return R::failure(CoreTr::tr("cluster '%1': no store is open").arg(base.cluster));
    // A polled cluster's shape is its newest snapshot's; an imported trace has none, and its
    // partitions are as large as its history shows them busy (as for forecasts from history).
    auto snapshot = latestSnapshot(*db, base.cluster);
    if (!snapshot.ok())
      if (auto fromHistory = historySnapshot(*db, base.cluster); fromHistory.ok())
        snapshot = std::move(fromHistory);
    if (!snapshot.ok())
      return R::failure(snapshot.error());
    if (snapshot.value().partitions.isEmpty())
      return R::failure(CoreTr::tr("cluster '%1' has no partition in its newest snapshot").arg(base.cluster));
    const auto jobs = storedJobs(*db, base.cluster);
    if (!jobs.ok())
      return R::failure(jobs.error());
    return whatif::workloadFromHistory(snapshot.value(), jobs.value(), base,
                                       CoreTr::tr("cluster %1").arg(base.cluster));
  }
  const DemoCluster demo = buildDemoCluster(now);
  return whatif::workloadFromHistory(demo.current, demo.history, base, QStringLiteral("demo"));
}

} // namespace mirage::services
