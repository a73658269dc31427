#pragma once
// One Monte-Carlo rollout's future, node by node: when each node is held and by whom. A request
// that ranks below every job of the rollout starts at the earliest time enough of its nodes are
// free for its whole time limit (Slurm's backfill plans every job it tests on the nodes and times
// their limits leave, so a lower job may not delay any of them), read off the schedule without
// simulating again. A rollout can so answer many requests and submission times.

#include "sim/sim_config.h"

#include <cstdint>
#include <utility>
#include <vector>

namespace mirage {

class RolloutSchedule {
public:
  struct Hold {
    sim::SimTime start = 0;
    sim::SimTime end = 0;
    // For a job that had not been submitted at the snapshot (a replayed arrival): its submission.
    // Arrivals submitted after a request rank below it, so their holds do not count for it.
    sim::SimTime arrival = -1;
    // A job queued at the snapshot: its place in the queue, 0 (first) to 1. An arrival: a draw
    // uniform in [0, 1) that says whether it outranks a request submitted before it. -1: a job
    // that was running at the snapshot, or one placed for one question.
    double place = -1;
    // The job's index in the rollout's simulation (-1: one placed for one question).
    int job = -1;
  };

  // Where a request stands: submitted at `at`, ahead of the queued jobs whose place is at least
  // 1 − overtakes (those not started by `at`), and behind the arrivals submitted after it whose
  // draw is below overtakenBy (besides all those submitted before it).
  struct Standing {
    sim::SimTime at = 0;
    double overtakes = 0;
    double overtakenBy = 0;
    // Jobs of the snapshot that a later one no longer shows (ended, cancelled, or the request
    // itself), by index: their holds do not count. Null: none.
    const std::vector<char> *gone = nullptr;
    bool counts(const Hold &h) const;
  };

  explicit RolloutSchedule(std::size_t nodes = 0) : m_offsets(nodes + 1, 0) {}
  std::size_t nodes() const { return m_offsets.size() - 1; }
  void reserve(std::size_t holds) { m_recorded.reserve(holds); }
  // Records a hold (any order; holds of one node do not overlap). A job's holds on its nodes,
  // recorded one after the other, are kept once.
  void hold(int node, const Hold &h);
  // The same hold on each of a job's nodes.
  void hold(const std::vector<int> &nodes, const Hold &h);
  // Files the holds recorded node by node, each node's by start; call after recording.
  void finish();

  // Holds laid over the schedule without copying it (jobs placed for one question only).
  using Overlay = std::vector<std::pair<int, Hold>>;

  // The earliest time ≥ from at which `count` of `candidates` are free for `duration` seconds,
  // counting only the holds of jobs that rank above `standing`, and those of `overlay`; -1 when
  // there is none. The nodes chosen (those of the candidates free then whose free time ends first)
  // go to *chosen.
  sim::SimTime earliestFit(const std::vector<int> &candidates, int count, std::int64_t duration, sim::SimTime from,
                           const Standing &standing, std::vector<int> *chosen = nullptr,
                           const Overlay *overlay = nullptr) const;

private:
  // Holds being recorded: a job's hold on its nodes is kept once (m_distinct) and each node
  // records its index (a rollout of a big machine records millions of holds); finish() files a
  // copy on each node, so that a walk along a node's holds reads them in order.
  std::vector<Hold> m_distinct;
  std::vector<std::pair<int, std::uint32_t>> m_recorded; // (node, index into m_distinct) not filed yet
  std::vector<Hold> m_holds;                             // node by node, each node's by start
  std::vector<std::size_t> m_offsets;                    // [node]: its first hold in m_holds; [nodes]: the end
};

inline bool RolloutSchedule::Standing::counts(const Hold &h) const
{
  if (gone && h.job >= 0 && static_cast<std::size_t>(h.job) < gone->size() && (*gone)[static_cast<std::size_t>(h.job)])
    return false;
  if (h.arrival >= 0) // an arrival: above the request when submitted first or drawn to outrank it
    return h.arrival <= at || (h.place >= 0 && h.place < overtakenBy);
  if (h.place >= 0) // queued at the snapshot: below the request when overtaken before it started
    return h.start < at || h.place < 1 - overtakes;
  return true;
}

} // namespace mirage
