#include "forecast/rollout_schedule.h"

#include <algorithm>
#include <limits>
#include <queue>

namespace mirage {

void RolloutSchedule::hold(int node, Hold h)
{
  m_holds[static_cast<std::size_t>(node)].push_back(h);
}

void RolloutSchedule::finish()
{
  for (auto &holds : m_holds)
    std::sort(holds.begin(), holds.end(), [](const Hold &a, const Hold &b) { return a.start < b.start; });
}

sim::SimTime RolloutSchedule::earliestFit(const std::vector<int> &candidates, int count, std::int64_t duration,
                                          sim::SimTime from, sim::SimTime rankedAt, std::vector<int> *chosen,
                                          const Overlay *overlay) const
{
  constexpr sim::SimTime kNever = std::numeric_limits<sim::SimTime>::max();
  // Each node's free stretches long enough for the request, as the range of start times that
  // keep it free for `duration`: [first, last].
  struct Window {
    sim::SimTime first, last;
    int node;
  };
  std::vector<Window> windows;
  std::vector<Hold> merged;
  for (int node : candidates) {
    const std::vector<Hold> *holds = &m_holds[static_cast<std::size_t>(node)];
    if (overlay && std::any_of(overlay->begin(), overlay->end(), [&](const auto &o) { return o.first == node; })) {
      merged = *holds;
      for (const auto &[n, h] : *overlay)
        if (n == node)
          merged.push_back(h);
      std::sort(merged.begin(), merged.end(), [](const Hold &a, const Hold &b) { return a.start < b.start; });
      holds = &merged;
    }
    sim::SimTime freeFrom = from;
    const auto add = [&](sim::SimTime freeUntil) {
      if (freeUntil == kNever)
        windows.push_back({freeFrom, kNever, node});
      else if (freeUntil - freeFrom >= duration)
        windows.push_back({freeFrom, freeUntil - duration, node});
    };
    for (const Hold &h : *holds) {
      if (h.arrival >= 0 && h.arrival > rankedAt)
        continue; // ranks below the request
      if (h.end <= freeFrom)
        continue;
      if (h.start > freeFrom)
        add(h.start);
      freeFrom = std::max(freeFrom, h.end);
    }
    add(kNever);
  }
  std::sort(windows.begin(), windows.end(), [](const Window &a, const Window &b) { return a.first < b.first; });
  // Sweep the start times in order, keeping the windows open there by when they close.
  const auto closesLater = [](const Window &a, const Window &b) { return a.last > b.last; };
  std::priority_queue<Window, std::vector<Window>, decltype(closesLater)> open(closesLater);
  for (std::size_t i = 0; i < windows.size();) {
    const sim::SimTime t = windows[i].first;
    while (!open.empty() && open.top().last < t)
      open.pop();
    for (; i < windows.size() && windows[i].first == t; ++i)
      open.push(windows[i]);
    if (static_cast<int>(open.size()) < count)
      continue;
    if (chosen) {
      chosen->clear();
      for (int k = 0; k < count; ++k, open.pop())
        chosen->push_back(open.top().node);
    }
    return t;
  }
  return -1;
}

} // namespace mirage
