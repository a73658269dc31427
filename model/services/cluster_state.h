#pragma once
// Where a forecast starts from: the cluster's state (a live cluster's snapshot, the demo, a
// snapshot file, or a stored cluster now or at a time of its history) and what the store knows
// for forecasting it (history, trained models; a live cluster's Slurm for slurm-estimate). Shared
// by `mirage-cli forecast` and `risk`.
#include "core/cluster_snapshot.h"
#include "core/result.h"
#include "forecast/forecaster_factory.h"

#include <optional>

namespace mirage::services {

struct ClusterStateRequest {
  enum class From { Live, Demo, File, Stored };
  From from = From::Live;
  QString source = QStringLiteral("local"); // Live: local or ssh://[user@]host[:port]
  QString sshConfig;                        // Live: an ssh_config file for ssh -F
  QString file;                             // File: Mirage snapshot JSON
  QString cluster;                          // Stored: the cluster's name in the store
  std::optional<EpochSeconds> at;           // Stored: the cluster as its history shows it then
  QString databasePath;                     // read for history and models; never created
  int rollouts = 200;                       // Monte-Carlo's
  EpochSeconds now = 0;                     // the demo's and a snapshot file's "now"
};

struct ClusterState {
  ClusterSnapshot snapshot;
  ForecastContext context;
};

// The snapshot and its forecast context. The demo brings its own history (what the window stores
// on first open), so that the historical methods work on it without a store. Errors name the file,
// the store or the cluster.
Result<ClusterState> loadClusterState(const ClusterStateRequest &request);

} // namespace mirage::services
