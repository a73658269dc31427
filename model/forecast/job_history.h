#pragma once
// What a cluster's past tells a forecaster: the queue waits and runtimes of jobs, each known only
// from the moment it happened (a wait once the job started, a runtime once it ended), so that a
// forecast at time t never sees the future.

#include "core/cluster_snapshot.h"
#include "core/trace_job.h"
#include "forecast/queue_ranks.h"

#include <QHash>
#include <QString>

#include <vector>

namespace mirage {

struct JobOutcome {
  EpochSeconds submit = 0;
  EpochSeconds start = 0;
  EpochSeconds end = 0; // -1 while running
  qint64 limit = 0;     // seconds
  int nodes = 1;
  int gpusPerNode = 0;
  QString partition;
  QString user; // empty when the source does not say
  qint64 wait() const { return start - submit; }
};

// Jobs of "similar" shape share a class: partition, node count (1, 2-4, 5-16, more) and time
// limit (up to 1 h, 6 h, 24 h, more).
QString similarityClass(const QString &partition, int nodes, qint64 limitSeconds);

class JobHistory {
public:
  JobHistory() = default;
  // Jobs without a start are ignored; the rest are indexed by start and by end.
  explicit JobHistory(const std::vector<TraceJob> &jobs);
  explicit JobHistory(std::vector<JobOutcome> outcomes);

  bool isEmpty() const { return m_byStart.empty(); }
  std::size_t size() const { return m_byStart.size(); }
  // Outcomes in order of start time.
  const std::vector<JobOutcome> &byStart() const { return m_byStart; }
  // How many jobs had started by `t` (their waits are known at t).
  std::size_t startedBy(EpochSeconds t) const;
  // The waits (seconds) of the last `count` jobs of `cls` that started before `t`, oldest first,
  // and no older than `maxAgeSeconds`. Strictly before: a forecast made at a job's submission must
  // not read that job's own wait when it started in the same second.
  std::vector<double> recentWaits(const QString &cls, EpochSeconds t, std::size_t count, qint64 maxAgeSeconds) const;
  // The same over all classes.
  std::vector<double> recentWaits(EpochSeconds t, std::size_t count, qint64 maxAgeSeconds) const;
  // Jobs submitted in [from, to), in order of submission.
  std::vector<const JobOutcome *> submittedBetween(EpochSeconds from, EpochSeconds to) const;
  // runtime / limit of the last `count` jobs that ended by `t`.
  std::vector<double> recentRuntimeRatios(EpochSeconds t, std::size_t count) const;
  // How the last `count` jobs of `cls` that started before `t` stood in their queues (of all jobs
  // when the class has fewer than 50).
  std::vector<QueueRank> recentRanks(const QString &cls, EpochSeconds t, std::size_t count) const;
  // The same for one user's jobs.
  std::vector<double> recentRuntimeRatios(EpochSeconds t, std::size_t count, const QString &user) const;

private:
  void index();
  std::vector<JobOutcome> m_byStart;
  std::vector<EpochSeconds> m_starts;                    // m_byStart's starts, for binary search
  std::vector<std::pair<EpochSeconds, double>> m_ratios; // (end, runtime/limit) by end
  QHash<QString, std::vector<std::pair<EpochSeconds, double>>> m_ratiosByUser;
  std::vector<QueueRank> m_ranks;                     // of m_byStart
  QHash<QString, std::vector<std::size_t>> m_byClass; // indices into m_byStart, by start
  std::vector<std::size_t> m_bySubmit;                // indices into m_byStart, by submit
};

} // namespace mirage
