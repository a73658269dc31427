#include "sim/mirage_compat.h"

#include <algorithm>

namespace mirage::sim {

MirageCompatSimulator::MirageCompatSimulator(int nodes) : m_nodes(nodes), m_free(nodes) {}

int MirageCompatSimulator::submit(SimJob job)
{
  if (job.nodes < 1 || job.nodes > m_nodes)
    return -1;
  job.submit = job.submit / kStep * kStep;
  job.start = job.end = -1;
  const int index = static_cast<int>(m_jobs.size());
  m_jobs.push_back(job);
  m_priority.push_back(100.0 * (double(job.nodes) / double(m_nodes)));
  // Keep the arrivals ordered by submit time (then id); traces come in order, so this is cheap.
  auto pos = std::upper_bound(m_arrivals.begin() + static_cast<std::ptrdiff_t>(m_nextArrival), m_arrivals.end(), index,
                              [this](int a, int b) {
                                const SimJob &x = m_jobs[std::size_t(a)], &y = m_jobs[std::size_t(b)];
                                return x.submit != y.submit ? x.submit < y.submit : x.id < y.id;
                              });
  m_arrivals.insert(pos, index);
  return index;
}

namespace {
// The authors' priority as their code computes it: 100 * (nodes / N) on arrival, then 7000 * 60 /
// (7 * 24 * 60 * 60) added at every step the job waits.
constexpr double kAgeStep = 7000.0 * 60.0 / (7.0 * 24 * 60 * 60);
} // namespace

void MirageCompatSimulator::start(int index, bool backfilled)
{
  SimJob &j = m_jobs[std::size_t(index)];
  j.start = m_now;
  j.end = m_now + j.effectiveRuntime();
  j.backfilled = backfilled;
  m_free -= j.nodes;
  m_running.push_back(index);
  m_started.push_back(index);
}

void MirageCompatSimulator::backfill()
{
  // Free nodes per 10-minute slot from the running jobs' limits.
  std::vector<int> free(kSlots, m_nodes);
  for (int r : m_running) {
    const SimJob &j = m_jobs[std::size_t(r)];
    const SimTime limitEnd = j.start + j.limit;
    for (int s = 0; s < kSlots && m_now + SimTime(s) * kSlot < limitEnd; ++s)
      free[std::size_t(s)] -= j.nodes;
  }
  std::vector<int> still;
  int tested = 0;
  for (std::size_t k = 0; k < m_pending.size(); ++k) {
    const int index = m_pending[k];
    if (tested++ >= kMaxJobTest) {
      still.insert(still.end(), m_pending.begin() + std::ptrdiff_t(k), m_pending.end());
      break;
    }
    const SimJob &j = m_jobs[std::size_t(index)];
    const int width = int((j.limit + kSlot - 1) / kSlot);
    // The first slot that starts `width` slots in a row with enough free nodes (a window running
    // past the timeline's end needs only the slots there are).
    int found = -1, run = 0;
    for (int s = 0; s < kSlots && found < 0; ++s) {
      run = free[std::size_t(s)] >= j.nodes ? run + 1 : 0;
      if (run >= width || (run > 0 && s == kSlots - 1))
        found = s - run + 1;
    }
    if (found < 0) {
      still.push_back(index);
      continue;
    }
    for (int w = found; w < std::min(kSlots, found + width); ++w)
      free[std::size_t(w)] -= j.nodes;
    if (found == 0 && j.nodes <= m_free)
      start(index, k > 0);
    else
      still.push_back(index);
  }
  m_pending.swap(still);
}

void MirageCompatSimulator::stepOnce()
{
  // Ends, then arrivals, then the main pass; every 10 steps the backfill pass.
  for (std::size_t i = 0; i < m_running.size();) {
    SimJob &j = m_jobs[std::size_t(m_running[i])];
    if (j.end <= m_now) {
      m_free += j.nodes;
      m_running[i] = m_running.back();
      m_running.pop_back();
    } else {
      ++i;
    }
  }
  while (m_nextArrival < m_arrivals.size() && m_jobs[std::size_t(m_arrivals[m_nextArrival])].submit <= m_now)
    m_pending.push_back(m_arrivals[m_nextArrival++]);
  // Sorted again only when jobs arrive: stably, the queue so far first (adding the same step to
  // every priority never inverts two of them: rounding is monotone, so it is still in order), the
  // arrivals after it in their order.
  if (m_sortedUpTo < m_pending.size()) {
    const auto byPriority = [this](int a, int b) { return m_priority[std::size_t(a)] > m_priority[std::size_t(b)]; };
    const auto firstNew = m_pending.begin() + std::ptrdiff_t(m_sortedUpTo);
    std::stable_sort(firstNew, m_pending.end(), byPriority);
    std::inplace_merge(m_pending.begin(), firstNew, m_pending.end(), byPriority);
  }
  std::size_t started = 0;
  while (started < m_pending.size() && m_jobs[std::size_t(m_pending[started])].nodes <= m_free)
    start(m_pending[started++], false);
  m_pending.erase(m_pending.begin(), m_pending.begin() + std::ptrdiff_t(started));
  if (m_steps % kBackfillEvery == 0 && !m_pending.empty())
    backfill();
  for (const int w : m_pending)
    m_priority[std::size_t(w)] += kAgeStep;
  m_sortedUpTo = m_pending.size();
  ++m_steps;
}

SimTime MirageCompatSimulator::nextArrivalAfter(SimTime t) const
{
  const auto it = std::upper_bound(m_arrivals.begin(), m_arrivals.end(), t, [this](SimTime time, int index) {
    return time < m_jobs[std::size_t(index)].submit;
  });
  return it == m_arrivals.end() ? -1 : m_jobs[std::size_t(*it)].submit;
}

void MirageCompatSimulator::startAt(SimTime t)
{
  if (m_next < 0)
    m_next = t / kStep * kStep;
}

void MirageCompatSimulator::runUntil(SimTime t)
{
  if (m_next < 0) {
    if (m_arrivals.empty())
      return;
    m_next = m_jobs[std::size_t(m_arrivals.front())].submit;
  }
  while (m_next <= t) {
    m_now = m_next;
    stepOnce();
    m_next += kStep;
  }
}

void MirageCompatSimulator::runToEnd()
{
  if (m_next < 0) {
    if (m_arrivals.empty())
      return;
    m_next = m_jobs[std::size_t(m_arrivals.front())].submit;
  }
  while (m_nextArrival < m_arrivals.size() || !m_pending.empty() || !m_running.empty()) {
    m_now = m_next;
    stepOnce();
    m_next += kStep;
  }
}

} // namespace mirage::sim
