#pragma once
// The numbers a learned forecaster sees: the paper's per-snapshot summary (pending and running
// counts, node totals, percentiles of limits, waits and elapsed times; paper-notes §4.1) and what
// the paper lacks: the request itself, free nodes and GPUs, the work queued ahead of the job, when
// the running jobs' limits free enough nodes, where a plan of every job at its limit would start
// the request, the waits of the jobs that started recently, and the time of day and week. Seconds
// enter as log(s + 60) and node counts also as shares of the partition, so that the scale of a
// cluster matters little.

#include "core/cluster_snapshot.h"
#include "forecast/job_request.h"

#include <QStringList>

#include <vector>

namespace mirage {

// Feature names, in the order of extractFeatures()'s output.
const QStringList &forecastFeatureNames();

// `at` is the time of the forecast (the snapshot may be a few minutes older). The request's
// partition must exist in the snapshot; jobs of other partitions are ignored.
std::vector<float> extractFeatures(const ClusterSnapshot &snapshot, const JobRequest &request, EpochSeconds at);

// Where the request would start, in seconds after the snapshot, if every job ran to its limit and
// the queue (in priority order, then the request last) were planned like Slurm's backfill plans
// it: each job at the earliest time enough nodes are free for its whole limit. Nodes only; the
// first `maxPlanned` pending jobs are planned. -1 when the partition can never hold the request.
qint64 limitPlanStart(const ClusterSnapshot &snapshot, const JobRequest &request, int maxPlanned = 1000);

// Usable nodes of a partition (not down or drained) and how many of them are free for a job of
// `gpusPerNode` GPUs now.
struct PartitionCapacity {
  int nodes = 0;
  int freeNodes = 0;
  int freeGpus = 0;
};
PartitionCapacity partitionCapacity(const ClusterSnapshot &snapshot, const QString &partition, int gpusPerNode);

} // namespace mirage
