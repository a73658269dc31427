#pragma once
// `mirage-cli snapshot`: a series of snapshots of a live cluster, each stored as it is taken.
// (The window's continuous polling, with history and back-off, is services/cluster_poller.)
#include "core/cluster_snapshot.h"
#include "core/result.h"
#include "slurm/snapshot_source.h"

#include <functional>

namespace mirage {
class CommandRunner;
class Database;
} // namespace mirage

namespace mirage::services {

struct SnapshotSeriesOptions {
  int count = 1;      // snapshots to take
  int intervalS = 60; // between them
  SnapshotOptions snapshot;
};

// One look at the cluster: its snapshot and the id it was stored under (0: not stored), or why
// the cluster could not be read.
struct TakenSnapshot {
  int index = 0;
  Result<ClusterSnapshot> snapshot = failure(QString());
  qint64 storedId = 0;
};

struct SnapshotSeries {
  int taken = 0;
  int failed = 0;
};

// Takes `options.count` snapshots through `runner`, `intervalS` apart, and stores each in `db` when
// it is given (an open store). `onEach` sees every look; `keepGoing` is asked after each look and
// every 100 ms of the wait, and false stops the series. A cluster that cannot be read counts as a
// failed look and the series goes on; a store that cannot be written ends it with that error.
Result<SnapshotSeries> takeSnapshotSeries(CommandRunner &runner, Database *db, const SnapshotSeriesOptions &options,
                                          const std::function<void(const TakenSnapshot &)> &onEach,
                                          const std::function<bool()> &keepGoing = {});

} // namespace mirage::services
