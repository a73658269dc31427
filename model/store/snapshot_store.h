#pragma once

#include "core/cluster_snapshot.h"
#include "core/result.h"

namespace mirage {

class Database;

// Stores a snapshot (as Mirage snapshot JSON) under its cluster, creating the cluster on first use.
// Returns the snapshot's row id.
Result<qint64> saveSnapshot(Database &db, const ClusterSnapshot &snapshot);
// One point of a cluster's history, for plots.
struct SnapshotPoint {
  EpochSeconds time = 0;
  int running = 0;
  int pending = 0;
  int gpusInUse = 0;
  int gpusTotal = 0;
  double pendingGpuHours = 0;
};
// What the history chart shows of a snapshot (what saveSnapshot stores beside it).
SnapshotPoint snapshotPoint(const ClusterSnapshot &snapshot);
// The stored snapshots of a cluster from `since` on, oldest first.
QList<SnapshotPoint> snapshotHistory(Database &db, const QString &cluster, EpochSeconds since = 0);
// GPU-hours the pending jobs ask for (nodes x GPUs per node x time limit).
double pendingGpuHours(const ClusterSnapshot &snapshot);

// The snapshot of a cluster stored last: what the cluster looks like now, even when the clock went
// back between two snapshots and an earlier one carries a later time.
Result<ClusterSnapshot> latestSnapshot(Database &db, const QString &cluster);

} // namespace mirage
