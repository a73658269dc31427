#pragma once
// An imported cluster as the window shows it: the cluster as its stored jobs say it was at a time
// (its last submission unless told otherwise) and, for the history chart, one point an hour over
// the days before, replayed from those jobs (an imported trace has no stored snapshots).
#include "core/cluster_snapshot.h"
#include "core/result.h"
#include "core/trace_job.h"
#include "store/snapshot_store.h"

#include <vector>

namespace mirage::services {

struct HistoryView {
  ClusterSnapshot current;
  QList<SnapshotPoint> hourly; // oldest first, ending at current.time
};

// `jobs` as storedJobs reads them (on the store's thread); the replay runs where this is called.
// An error names the cluster when no job of it has started.
Result<HistoryView> historyView(std::vector<TraceJob> jobs, const QString &cluster, const QString &timeZone,
                                EpochSeconds at = 0, int days = 7);

} // namespace mirage::services
