#pragma once
// History as a forecaster would have seen it: a trace's jobs replayed with their real start and
// end times, a snapshot of the cluster every ten minutes (pending: submitted, not yet started;
// running: started, not yet ended), and each job's request paired with the last snapshot before
// its submission and the wait it really had. Training and evaluation both read history this way.
// A job whose start equals its end after a wait was cancelled in the queue (sacct writes the
// cancellation as both): it is pending until then, but it is not a case, having had no wait.

#include "core/cluster_snapshot.h"
#include "forecast/job_request.h"
#include "core/trace_job.h"

#include <functional>
#include <vector>

namespace mirage {

struct ReplayCase {
  std::size_t job = 0; // index into TraceReplay::jobs()
  EpochSeconds submit = 0;
  double wait = 0; // seconds, what really happened
  JobRequest request;
};

struct ReplayOptions {
  qint64 tickSeconds = 600;
  QString partition = QStringLiteral("batch"); // for jobs whose trace names no partition
  // Nodes of each partition; 0: the most nodes its jobs ever had busy at once (at least the
  // largest job). Set only for a trace of one partition.
  int nodes = 0;
  int gpusPerNode = 0; // 0: the most any job asked for
  // Partition sizes (nodes, GPUs per node) from the jobs that started before this time only (0:
  // the whole trace): an evaluation sizes the cluster from its training window, never from the
  // test period. A partition first seen later is as large as its largest job.
  EpochSeconds shapeUntil = 0;
  QString timeZone; // the cluster's zone for time-of-day features; empty: UTC
};

class TraceReplay {
public:
  // Jobs without a submit or start time are dropped; the rest are sorted by submission.
  TraceReplay(std::vector<TraceJob> jobs, ReplayOptions options);

  const std::vector<TraceJob> &jobs() const { return m_jobs; }
  // Partitions with their node counts and GPUs per node, by name.
  const QList<Partition> &partitions() const { return m_partitions; }
  const ReplayOptions &options() const { return m_options; }
  EpochSeconds lastSubmit() const;
  // The earliest start: before it the trace misses the jobs that ran (a trace cut by start time
  // lists jobs submitted weeks before its first day), so snapshots are incomplete.
  EpochSeconds firstStart() const;

  // The cluster at `at`: jobs submitted by then and not ended, running once started. Jobs keep
  // their trace ids (Job::id); an id that is not a number is kept in Job::arrayId.
  ClusterSnapshot snapshotAt(EpochSeconds at) const;

  // Calls `visit` once per tick at which jobs submitted in [from, to) have their last snapshot,
  // in time order; returning false stops the replay.
  using Visitor = std::function<bool(const ClusterSnapshot &, const std::vector<ReplayCase> &)>;
  void run(EpochSeconds from, EpochSeconds to, const Visitor &visit) const;

private:
  static bool hasEnded(const TraceJob &job, EpochSeconds at);
  ClusterSnapshot makeSnapshot(EpochSeconds at, const std::vector<std::size_t> &active) const;
  void assignJobIds();
  std::vector<TraceJob> m_jobs;
  std::vector<qint64> m_ids; // Job::id of each job in a snapshot: the trace's id where it has one
  ReplayOptions m_options;
  QList<Partition> m_partitions;
};

} // namespace mirage
