#pragma once

#include "core/cluster_snapshot.h"
#include "core/result.h"
#include "core/trace_job.h"
#include "store/snapshot_store.h"

#include <vector>

namespace mirage {

class Database;

// The built-in demo cluster: a synthetic workload (traces/workload_generator) on three GPU
// partitions modelled on TACC Lonestar6, scheduled by the simulator (EASY backfill) up to `now`.
struct DemoCluster {
  ClusterSnapshot current;       // running and pending jobs at `now`
  std::vector<TraceJob> history; // jobs that ended before `now`
  QList<SnapshotPoint> hourly;   // the last week, one point an hour
};

// Deterministic for a given `now` (the workload's seed is fixed); `historyDays` of workload.
DemoCluster buildDemoCluster(EpochSeconds now, int historyDays = 90);
// Just the current state (a few weeks simulated: fast).
Result<ClusterSnapshot> loadDemoCluster(EpochSeconds now);
// Stores the demo as cluster "demo": its history and hourly points the first time, and the current
// snapshot every time.
Result<void> storeDemoCluster(Database &db, const DemoCluster &demo);

} // namespace mirage
