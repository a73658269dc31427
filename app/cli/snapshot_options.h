#pragma once
// The options that say which cluster state a forecasting command starts from (--source, --cluster,
// --snapshot, --demo), shared by forecast and risk.

#include "cli/cli_options.h"
#include "core/cluster_snapshot.h"
#include "core/result.h"
#include "forecast/forecaster_factory.h"

namespace mirage::cli {

struct SnapshotOptions {
  SnapshotOptions();
  QList<QCommandLineOption> all() const { return {source, sshConfig, cluster, at, file, demo}; }
  QCommandLineOption source, sshConfig, cluster, at, file, demo;
};

Result<ClusterSnapshot> snapshotFor(const QCommandLineParser &parser, const SnapshotOptions &options);

// What forecast and risk share: the cluster state, the method (--method) and Monte-Carlo's
// --rollouts, turned into a snapshot and a forecaster.
struct ForecastOptions {
  ForecastOptions();
  QList<QCommandLineOption> all() const { return from.all() + QList<QCommandLineOption>{method, rollouts}; }
  SnapshotOptions from;
  QCommandLineOption method, rollouts;
};
struct ForecastSetup {
  ClusterSnapshot snapshot;
  ForecastContext context;
  QString method;
  std::shared_ptr<const Forecaster> forecaster;
};
// An error is a usage error (exit 2) when *usage is set, else a failure (exit 1).
Result<ForecastSetup> forecastSetup(const QCommandLineParser &parser, const ForecastOptions &options, bool *usage);
// Whether the state comes from a live cluster (--source), not the demo, a file or the store.
bool isLiveSource(const QCommandLineParser &parser, const SnapshotOptions &options);
// What the store (--db) holds for forecasting `cluster` (history, trained models; nothing when the
// store cannot be opened), and for a live source its Slurm, which slurm-estimate then asks.
ForecastContext forecastContextFor(const QCommandLineParser &parser, const SnapshotOptions &options,
                                   const QString &cluster);

} // namespace mirage::cli
