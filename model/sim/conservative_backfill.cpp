// Conservative backfill with schedule compression (SchedulingPolicy::Conservative).
#include "sim/simulator.h"

#include <algorithm>

namespace mirage::sim {

void Simulator::scheduleConservative()
{
  // Classic conservative backfill with compression: the profile of free nodes over time holds the
  // running jobs (until their limits) and every reservation made so far. Each waiting job, in
  // priority order, takes its own reservation out, finds the earliest start from which it has its
  // nodes for its whole limit (never later than before: that slot is still free for it), and puts
  // it back; a job whose start is now starts. Jobs of lower priority keep their reservations
  // while higher ones move, so nobody takes what was promised to another.
  struct Profile {
    bool built = false;
    int freeNow = 0;
    std::vector<std::pair<SimTime, int>> deltas;
    int tested = 0;
  };
  std::vector<Profile> profiles(m_partitions.size());
  const int depth =
      m_config.backfillDepth > 0 ? std::min(m_config.backfillDepth, kConservativeDepth) : kConservativeDepth;
  const auto build = [this, depth](std::size_t p, Profile &prof) {
    prof.built = true;
    prof.freeNow = freeInPartition(p);
    for (int n : m_partitions[p].nodes) {
      const int running = m_nodeJob[static_cast<std::size_t>(n)];
      if (running >= 0) {
        const SimJob &r = m_jobs[static_cast<std::size_t>(running)];
        prof.deltas.emplace_back(std::max(m_now, r.start + r.limit), 1);
      }
    }
    int seen = 0;
    for (int index : m_queue) {
      const SimJob &q = m_jobs[static_cast<std::size_t>(index)];
      if (static_cast<std::size_t>(q.partition) != p || seen++ >= depth || q.plannedStart < 0)
        continue;
      const SimTime at = std::max(m_now, q.plannedStart);
      prof.deltas.emplace_back(at, -q.nodes);
      prof.deltas.emplace_back(at + q.limit, q.nodes);
    }
  };
  std::vector<int> still;
  still.reserve(m_queue.size());
  std::vector<std::pair<SimTime, int>> steps; // (time, free nodes from then on), reused
  for (int index : m_queue) {
    SimJob &j = m_jobs[static_cast<std::size_t>(index)];
    const auto p = static_cast<std::size_t>(j.partition);
    Profile &prof = profiles[p];
    if (!prof.built)
      build(p, prof);
    if (prof.tested >= depth) {
      still.push_back(index);
      continue;
    }
    ++prof.tested;
    if (j.plannedStart >= 0) { // take the job's own reservation out while it looks again
      const SimTime at = std::max(m_now, j.plannedStart);
      prof.deltas.emplace_back(at, j.nodes);
      prof.deltas.emplace_back(at + j.limit, -j.nodes);
    }
    std::sort(prof.deltas.begin(), prof.deltas.end());
    steps.clear();
    steps.emplace_back(m_now, prof.freeNow);
    for (const auto &[when, delta] : prof.deltas) {
      if (when == steps.back().first)
        steps.back().second += delta;
      else
        steps.emplace_back(when, steps.back().second + delta);
    }
    SimTime startAt = -1;
    for (std::size_t c = 0; c < steps.size() && startAt < 0; ++c) {
      bool enough = true;
      for (std::size_t k = c; k < steps.size() && steps[k].first < steps[c].first + j.limit; ++k)
        if (steps[k].second < j.nodes) {
          enough = false;
          break;
        }
      if (enough)
        startAt = steps[c].first;
    }
    if (startAt < 0) { // cannot happen while the partition can hold the job; keep it waiting
      still.push_back(index);
      continue;
    }
    prof.deltas.emplace_back(startAt, -j.nodes);
    prof.deltas.emplace_back(startAt + j.limit, j.nodes);
    if (startAt == m_now && fitsNow(j)) {
      start(index, freeFittingNodes(j), !still.empty());
      continue;
    }
    j.plannedStart = startAt;
    if (j.firstReservation < 0)
      j.firstReservation = startAt;
    still.push_back(index);
  }
  m_queue.swap(still);
}

} // namespace mirage::sim
