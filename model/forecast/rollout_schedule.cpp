#include "forecast/rollout_schedule.h"

#include <algorithm>
#include <limits>
#include <queue>

namespace mirage {

namespace {
bool byNodeThenStart(const std::pair<int, RolloutSchedule::Hold> &a, const std::pair<int, RolloutSchedule::Hold> &b)
{
  return a.first != b.first ? a.first < b.first : a.second.start < b.second.start;
}
} // namespace

void RolloutSchedule::hold(int node, const Hold &h)
{
  if (m_distinct.empty()) {
    m_distinct.push_back(h);
  } else if (const Hold &last = m_distinct.back(); last.start != h.start || last.end != h.end ||
                                                   last.arrival != h.arrival || last.place != h.place ||
                                                   last.job != h.job) {
    m_distinct.push_back(h);
  }
  m_recorded.emplace_back(node, static_cast<std::uint32_t>(m_distinct.size() - 1));
}

void RolloutSchedule::finish()
{
  // One flat array, node by node (a few allocations for a machine of thousands of nodes): a
  // counting sort by node of the recorded holds' indices keeps the order of recording, then each
  // node's holds (those filed before, then those recorded) are copied in one pass. Holds recorded
  // in start order (as a rollout records them) need no sorting; any other node's are sorted.
  const std::size_t nodeCount = nodes();
  std::vector<std::size_t> recordedFrom(nodeCount + 1, 0);
  for (const auto &[node, h] : m_recorded)
    ++recordedFrom[static_cast<std::size_t>(node) + 1];
  for (std::size_t n = 0; n < nodeCount; ++n)
    recordedFrom[n + 1] += recordedFrom[n];
  std::vector<std::uint32_t> byNode(m_recorded.size());
  {
    std::vector<std::size_t> next(recordedFrom.begin(), recordedFrom.end() - 1);
    for (const auto &[node, h] : m_recorded)
      byNode[next[static_cast<std::size_t>(node)]++] = h;
  }
  std::vector<Hold> filed;
  filed.reserve(m_holds.size() + m_recorded.size());
  std::vector<std::size_t> offsets(nodeCount + 1, 0);
  const auto byStart = [](const Hold &a, const Hold &b) { return a.start < b.start; };
  for (std::size_t n = 0; n < nodeCount; ++n) {
    filed.insert(filed.end(), m_holds.begin() + static_cast<std::ptrdiff_t>(m_offsets[n]),
                 m_holds.begin() + static_cast<std::ptrdiff_t>(m_offsets[n + 1]));
    for (std::size_t k = recordedFrom[n]; k < recordedFrom[n + 1]; ++k)
      filed.push_back(m_distinct[byNode[k]]);
    offsets[n + 1] = filed.size();
    const auto first = filed.begin() + static_cast<std::ptrdiff_t>(offsets[n]);
    if (!std::is_sorted(first, filed.end(), byStart))
      std::stable_sort(first, filed.end(), byStart);
  }
  m_holds = std::move(filed);
  m_offsets = std::move(offsets);
  std::vector<std::pair<int, std::uint32_t>>().swap(m_recorded);
  std::vector<Hold>().swap(m_distinct);
}

void RolloutSchedule::hold(const std::vector<int> &nodes, const Hold &h)
{
  if (nodes.empty())
    return;
  hold(nodes.front(), h);
  const std::uint32_t index = m_recorded.back().second;
  for (auto it = nodes.begin() + 1; it != nodes.end(); ++it)
    m_recorded.emplace_back(*it, index);
}

sim::SimTime RolloutSchedule::earliestFit(const std::vector<int> &candidates, int count, std::int64_t duration,
                                          sim::SimTime from, const Standing &standing, std::vector<int> *chosen,
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
  windows.reserve(candidates.size() * 2);
  Overlay extra = overlay ? *overlay : Overlay{};
  std::sort(extra.begin(), extra.end(), byNodeThenStart);
  std::vector<Hold> merged;
  for (int node : candidates) {
    // A node's holds do not overlap, so their ends are in order too: skip those over by `from`.
    const Hold *last = m_holds.data() + m_offsets[static_cast<std::size_t>(node) + 1];
    const Hold *first = std::partition_point(m_holds.data() + m_offsets[static_cast<std::size_t>(node)], last,
                                             [&](const Hold &h) { return h.end <= from; });
    const auto own = std::equal_range(extra.begin(), extra.end(), std::pair<int, Hold>{node, Hold{}},
                                      [](const auto &a, const auto &b) { return a.first < b.first; });
    if (own.first != own.second) {
      merged.assign(first, last);
      for (auto it = own.first; it != own.second; ++it)
        merged.push_back(it->second);
      std::sort(merged.begin(), merged.end(), [](const Hold &a, const Hold &b) { return a.start < b.start; });
      first = merged.data();
      last = merged.data() + merged.size();
    }
    sim::SimTime freeFrom = from;
    const auto add = [&](sim::SimTime freeUntil) {
      if (freeUntil == kNever)
        windows.push_back({freeFrom, kNever, node});
      else if (freeUntil - freeFrom >= duration)
        windows.push_back({freeFrom, freeUntil - duration, node});
    };
    for (const Hold *hold = first; hold != last; ++hold) {
      const Hold &h = *hold;
      if (h.end <= freeFrom || !standing.counts(h))
        continue; // over, or ranks below the request
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
