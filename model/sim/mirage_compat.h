#pragma once
// The scheduling semantics of the Mirage paper authors' own Python simulator (see
// ../shared/docs/paper-notes.md §3), so results can be set beside theirs on the same episodes:
// one-minute steps (submit times rounded down to the minute); homogeneous whole nodes, no
// partitions or GPUs; priority 100 * nodes / N plus 7000 * wait / 7 days, not capped; every step
// a main pass in priority order that stops at the first job that does not fit; every 10 steps a
// backfill pass over a 2880-minute timeline of 10-minute slots built from the running jobs' limits,
// in which up to 3000 waiting jobs each reserve their earliest window and those whose window
// starts now start. Priorities are kept as the Python code keeps them, in floating point: each
// waiting job's grows by 7000 * 60 / 7 days at every step, and the queue is sorted again (stably,
// ties in their order so far, arrivals last by submit time, then id) only when jobs arrive. So
// jobs whose priorities are equal in exact arithmetic (on 72 nodes one more node is worth exactly
// two minutes of waiting) are ordered as rounding orders them there. Differences from the Python
// code that we know of: none intended.

#include "sim/simulator.h"

#include <vector>

namespace mirage::sim {

class MirageCompatSimulator {
public:
  explicit MirageCompatSimulator(int nodes);

  // Adds a job (nodes, limit and runtime in seconds; submit rounded down to the minute). Returns
  // its index, or -1 when it asks for more nodes than the cluster has.
  int submit(SimJob job);
  // The first step's time (rounded down to the minute): the authors' simulator steps from the
  // episode's start, t0, whether or not a job arrives then, and its backfill passes come every 10
  // steps from there. Without it the first step is the first arrival's. Before the first step only.
  void startAt(SimTime t);
  // Runs minute by minute until time t (inclusive).
  void runUntil(SimTime t);
  // Runs until every submitted job has ended.
  void runToEnd();

  // The first submission (rounded down to the minute) after time t, -1 when none is to come.
  SimTime nextArrivalAfter(SimTime t) const;
  // The time of the last step taken.
  SimTime now() const { return m_next - kStep; }
  const std::vector<SimJob> &jobs() const { return m_jobs; }
  const SimJob &job(int index) const { return m_jobs[static_cast<std::size_t>(index)]; }
  int freeNodes() const { return m_free; }
  // Indices of the jobs waiting (arrived, not started) and running after the last step.
  const std::vector<int> &waitingJobs() const { return m_pending; }
  const std::vector<int> &runningJobs() const { return m_running; }
  // Every job started so far, in the order it started (within a step: the main pass's priority
  // order, then the backfill pass's), as the authors' simulator lists them.
  const std::vector<int> &startOrder() const { return m_started; }

  static constexpr SimTime kStep = 60;
  static constexpr int kBackfillEvery = 10; // steps
  static constexpr SimTime kSlot = 600;     // bf_resolution
  static constexpr int kSlots = 288;        // bf_window 2880 min
  static constexpr int kMaxJobTest = 3000;  // bf_max_job_test

private:
  void stepOnce();
  void start(int index, bool backfilled);
  void backfill();

  int m_nodes;
  int m_free;
  SimTime m_now = -1;  // the step being taken
  SimTime m_next = -1; // the next step's time (-1: not started)
  long m_steps = 0;
  std::vector<SimJob> m_jobs;
  std::vector<int> m_arrivals; // indices not yet submitted, by submit time
  std::size_t m_nextArrival = 0;
  std::vector<int> m_pending; // waiting, in priority order up to m_sortedUpTo
  std::size_t m_sortedUpTo = 0;
  std::vector<double> m_priority; // per job, while it waits
  std::vector<int> m_running;
  std::vector<int> m_started;
};

} // namespace mirage::sim
