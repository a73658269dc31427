#pragma once
// The options that say which cluster state a forecasting command starts from (--source, --cluster,
// --snapshot, --demo), shared by forecast and risk.

#include "cli/cli_options.h"
#include "core/cluster_snapshot.h"
#include "core/result.h"
#include "forecast/forecaster_factory.h"
#include "services/cluster_state.h"

namespace mirage::cli {

struct SnapshotOptions {
  SnapshotOptions();
  QList<QCommandLineOption> all() const { return {source, sshConfig, cluster, at, file, demo}; }
  QCommandLineOption source, sshConfig, cluster, at, file, demo;
};

// The cluster state the options name (a live source unless --demo, --snapshot or --cluster), for
// services::loadClusterState; an error is a usage error.
Result<services::ClusterStateRequest> clusterStateRequest(const QCommandLineParser &parser,
                                                          const SnapshotOptions &options);

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
} // namespace mirage::cli
