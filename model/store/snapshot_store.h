#pragma once

#include "core/cluster_snapshot.h"
#include "core/result.h"

namespace mirage {

class Database;

// Stores a snapshot (as Mirage snapshot JSON) under its cluster, creating the cluster on first use.
// Returns the snapshot's row id.
Result<qint64> saveSnapshot(Database &db, const ClusterSnapshot &snapshot);
// The newest stored snapshot of a cluster.
Result<ClusterSnapshot> latestSnapshot(Database &db, const QString &cluster);

} // namespace mirage
