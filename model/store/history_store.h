#pragma once
// What the store holds of each cluster's history: the clusters with their job counts, the stored
// jobs with filters, and the error for a cluster name that is not there (it lists those that are).

#include "core/cluster_snapshot.h"
#include "core/result.h"
#include "core/trace_job.h"

#include <limits>
#include <optional>
#include <vector>

namespace mirage {

class Database;
class Statement;

struct StoredCluster {
  QString name;
  QString source;
  QString timeZone;
  qint64 jobs = 0;
  EpochSeconds firstSubmit = -1; // -1: no job stored
  EpochSeconds lastSubmit = -1;
};

// Every cluster of the store, by name.
QList<StoredCluster> storedClusters(Database &db);
// The row id of a cluster, if the store has one of that name.
std::optional<qint64> storedClusterId(Database &db, const QString &cluster);
// "no cluster 'ls6' in /x/mirage.sqlite (it has: demo, ls6-a100)".
QString noClusterError(Database &db, const QString &cluster);

// The columns of a stored job, in the order storedJobFromRow reads them: "SELECT " +
// kStoredJobColumns + " FROM jobs …".
inline constexpr char kStoredJobColumns[] =
    "job_id, name, user, partition, state, submit, start, end, time_limit, nodes, cpus, gpus";
// A stored job from a row of kStoredJobColumns (-1 for what is not stored).
TraceJob storedJobFromRow(const Statement &row);

struct StoredJobQuery {
  EpochSeconds since = std::numeric_limits<qint64>::min(); // submitted at or after
  QString state;                                           // empty: any
  qint64 limit = 0;                                        // 0: all
};
struct StoredJobPage {
  std::vector<TraceJob> jobs; // oldest submission first
  bool more = false;          // jobs beyond the limit match too
};
Result<StoredJobPage> storedJobPage(Database &db, const QString &cluster, const StoredJobQuery &query);

// The newest end of a stored job of the cluster; -1 when it has none.
EpochSeconds newestJobEnd(Database &db, const QString &cluster);

struct SnapshotPoint;
// A generated cluster's history (the demo): its jobs and hourly points, stored in one transaction
// the first time only (when the cluster has no job yet); the current snapshot is saved each time.
Result<void> storeGeneratedHistory(Database &db, const ClusterSnapshot &current, const std::vector<TraceJob> &history,
                                   const QList<SnapshotPoint> &hourly);

} // namespace mirage
