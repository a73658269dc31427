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
  };

  explicit RolloutSchedule(std::size_t nodes = 0) : m_holds(nodes) {}
  std::size_t nodes() const { return m_holds.size(); }
  // Records a hold (any order; holds of one node do not overlap).
  void hold(int node, Hold h);
  // Sorts each node's holds by start; call once after the holds are recorded.
  void finish();

  // Holds laid over the schedule without copying it (jobs placed for one question only).
  using Overlay = std::vector<std::pair<int, Hold>>;

  // The earliest time ≥ from at which `count` of `candidates` are free for `duration` seconds,
  // leaving out holds of arrivals submitted after `rankedAt`, with the holds of `overlay` too; -1
  // when there is none. The nodes chosen (those of the candidates free then whose free time ends
  // first) go to *chosen.
  sim::SimTime earliestFit(const std::vector<int> &candidates, int count, std::int64_t duration, sim::SimTime from,
                           sim::SimTime rankedAt, std::vector<int> *chosen = nullptr,
                           const Overlay *overlay = nullptr) const;

private:
  std::vector<std::vector<Hold>> m_holds; // [node], sorted by start after finish()
};

} // namespace mirage
