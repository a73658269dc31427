#pragma once
// The paper's state for its predictors and agents (../shared/docs/paper-notes.md §4.1): a snapshot
// every 10 minutes, the last 144 of them (24 h), each 42 numbers — the waiting queue (count, nodes,
// percentiles 0/25/50/75/100 of limit in minutes, time waited so far in seconds, runtime: 0), the
// running jobs (count, nodes, percentiles of limit, the wait they had, elapsed time), the
// predecessor (limit, nodes, wait, elapsed) and the successor (limit, nodes, 0, 0). Raw units, as
// the authors used them; snapshots before the predecessor's submission carry zeros for it.
#include "sim/mirage_compat.h"

#include <array>
#include <deque>
#include <vector>

namespace mirage::policy {

inline constexpr int kPaperSnapshotValues = 42;
inline constexpr int kPaperHistory = 144;
inline constexpr int kPaperStateSize = kPaperSnapshotValues * kPaperHistory;

class PaperStateRecorder {
public:
  // Records the cluster as it is after the simulator's last step, as the snapshot of time `t`.
  void record(const sim::MirageCompatSimulator &s, sim::SimTime t);
  // The 144 × 42 state (oldest snapshot first, missing ones zero) for a chain whose predecessor
  // (index `predecessor` in `s`) has limit `limit` and `nodes` nodes.
  std::vector<float> state(const sim::MirageCompatSimulator &s, int predecessor, std::int64_t limit, int nodes) const;
  std::size_t size() const { return m_ticks.size(); }

private:
  struct Tick {
    sim::SimTime time = 0;
    std::array<float, 34> queue{}; // waiting 17, running 17
  };
  std::deque<Tick> m_ticks;
};

} // namespace mirage::policy
