#pragma once
// The map one pass of Slurm's backfill keeps of when each node is taken (slurm_backfill.cpp).
// Internal to model/sim.

#include "sim/sim_config.h"

#include <algorithm>
#include <limits>
#include <utility>
#include <vector>

namespace mirage::sim {

// One pass's map of when each node is taken: by its running job until that job's limit, and by
// the plans made in the pass (Slurm's node_space). A node is free for good from its tail (the end
// of what holds it last); before that it may have gaps between what holds it. Per partition the
// tails are kept sorted and the gaps sorted by length, so that a plan need not look at each node:
// a gap [s, e) lets a job of limit L start in [s, e - L) when it is longer than L, so the gaps a
// job can use are a prefix of that list, and their windows close in the order of their ends.
class NodeSpace {
public:
  using Interval = std::pair<SimTime, SimTime>; // [start, end) of a plan
  struct Tail {
    SimTime at;   // the node is free for good from then
    int position; // of the node in the partition
    bool operator==(const Tail &) const = default;
  };
  struct Gap {
    SimTime start, end; // free in [start, end), taken again from end
    int position;       // of the node in the partition
    bool operator==(const Gap &) const = default;
  };

  // Starts a pass with every node free at freeAt (the vectors keep their memory between passes).
  // busyByEnd: per partition, (limit end, position) of the nodes busy now, sorted; a node's
  // freeAt is now when free and never earlier than its limit end's minute when busy.
  void reset(const std::vector<SimPartition> &partitions, const std::vector<std::vector<int>> &positions,
             const std::vector<std::vector<int>> &partitionsOfNode,
             const std::vector<std::vector<std::pair<SimTime, int>>> &busyByEnd, SimTime now)
  {
    m_busyByEnd = &busyByEnd;
    m_now = now;
    m_anyPlan = false;
    const std::size_t nodes = freeAt.size();
    m_partitions = &partitions;
    m_positions = &positions;
    m_partitionsOfNode = &partitionsOfNode;
    planned.resize(nodes);
    for (auto &list : planned)
      list.clear();
    firstPlanned.assign(nodes, std::numeric_limits<SimTime>::max());
    m_tail = freeAt;
    m_lists.resize(partitions.size());
    for (Lists &lists : m_lists) {
      lists.built = false;
      lists.tails.clear();
      lists.gaps.clear();
    }
  }

  bool freeOver(int node, SimTime from, SimTime to) const
  {
    const auto n = static_cast<std::size_t>(node);
    if (freeAt[n] > from)
      return false;
    for (const auto &[a, b] : planned[n]) { // sorted by start
      if (a > to)
        break;
      if (from < b) // a plan starting right at `to` counts, as in Slurm's map
        return false;
    }
    return true;
  }

  // The tails of partition p's nodes, sorted.
  const std::vector<Tail> &tails(std::size_t p) { return lists(p).tails; }
  // The gaps of partition p's nodes, the longest first.
  const std::vector<Gap> &gapsByLength(std::size_t p) { return lists(p).gaps; }

  // A job started now on the node: it is held until t.
  void setFreeAt(int node, SimTime t)
  {
    const auto n = static_cast<std::size_t>(node);
    const Before before = remember(n);
    freeAt[n] = t;
    relist(n, before);
  }

  void plan(int node, Interval interval)
  {
    const auto n = static_cast<std::size_t>(node);
    Change change;
    if (planKnown(n, interval, change)) {
      relist(change);
      return;
    }
    const Before before = remember(n);
    insertPlan(n, interval);
    relist(n, before);
  }
  // The same plan on several nodes (one job's): the lists are updated once for all of them.
  void plan(const std::vector<int> &nodes, Interval interval)
  {
    if (nodes.size() < 3) {
      for (int n : nodes)
        plan(n, interval);
      return;
    }
    m_changes.clear();
    for (int node : nodes) {
      const auto n = static_cast<std::size_t>(node);
      if (Change change; planKnown(n, interval, change)) {
        m_changes.push_back(change);
      } else {
        const Before before = remember(n);
        insertPlan(n, interval);
        relist(n, before);
      }
    }
    relist(m_changes);
  }

  std::vector<SimTime> freeAt;
  std::vector<std::vector<Interval>> planned; // per node, sorted by start
  std::vector<SimTime> firstPlanned;          // per node, the earliest planned start

private:
  struct Lists {
    bool built = false;
    std::vector<Tail> tails;
    std::vector<Gap> gaps; // by length, longest first
  };
  // Orders (function objects, so that the sorts inline them).
  static constexpr auto byLength = [](const Gap &a, const Gap &b) {
    const SimTime la = a.end - a.start, lb = b.end - b.start;
    return la > lb || (la == lb && (a.start < b.start || (a.start == b.start && a.position < b.position)));
  };
  static constexpr auto byTail = [](const Tail &a, const Tail &b) {
    return a.at < b.at || (a.at == b.at && a.position < b.position);
  };
  // Calls f(start, end) for each gap of the node, in order.
  template <typename F> void forEachGap(std::size_t n, F &&f) const
  {
    SimTime from = freeAt[n];
    for (const auto &[a, b] : planned[n]) {
      if (a > from)
        f(from, a);
      from = std::max(from, b);
    }
  }
  Lists &lists(std::size_t p)
  {
    Lists &l = m_lists[p];
    if (!l.built) {
      l.built = true;
      const auto &nodes = (*m_partitions)[p].nodes;
      if (!m_anyPlan) {
        // No gaps yet. The nodes free from now come in the partition's order, then the busy
        // ones by limit end (the minutes keep that order; a minute's nodes are sorted after).
        for (std::size_t pos = 0; pos < nodes.size(); ++pos)
          if (m_tail[static_cast<std::size_t>(nodes[pos])] == m_now)
            l.tails.push_back({m_tail[static_cast<std::size_t>(nodes[pos])], static_cast<int>(pos)});
        const std::size_t first = l.tails.size();
        for (const auto &[end, pos] : (*m_busyByEnd)[p])
          if (const SimTime tail = m_tail[static_cast<std::size_t>(nodes[static_cast<std::size_t>(pos)])]; tail > m_now)
            l.tails.push_back({tail, pos});
        for (std::size_t i = first + 1; i < l.tails.size(); ++i)
          for (std::size_t k = i; k > first && byTail(l.tails[k], l.tails[k - 1]); --k)
            std::swap(l.tails[k], l.tails[k - 1]);
        return l;
      }
      for (std::size_t pos = 0; pos < nodes.size(); ++pos) {
        const auto n = static_cast<std::size_t>(nodes[pos]);
        l.tails.push_back({m_tail[n], static_cast<int>(pos)});
        forEachGap(n, [&](SimTime a, SimTime b) { l.gaps.push_back({a, b, static_cast<int>(pos)}); });
      }
      std::sort(l.tails.begin(), l.tails.end(), byTail);
      std::sort(l.gaps.begin(), l.gaps.end(), byLength);
    }
    return l;
  }
  void insertPlan(std::size_t n, Interval interval)
  {
    m_anyPlan = true;
    planned[n].insert(std::upper_bound(planned[n].begin(), planned[n].end(), interval,
                                       [](const Interval &x, const Interval &y) { return x.first < y.first; }),
                      interval);
    firstPlanned[n] = std::min(firstPlanned[n], interval.first);
  }
  static constexpr Interval kNoGap{-1, -1};
  // A plan's change to a node: its tail was oldTail (m_tail holds the new one), the gaps `added`
  // and `addedToo` came and `removed` went (kNoGap: none).
  struct Change {
    std::size_t node = 0;
    SimTime oldTail = 0;
    Interval added = kNoGap, addedToo = kNoGap, removed = kNoGap;
  };
  // The common cases change the lists by one or two entries: a plan from the tail on (a gap
  // before it, the tail after it), or one inside a gap (which it splits). Makes such a plan and
  // says what it changes; false (nothing done) for any other.
  bool planKnown(std::size_t n, Interval interval, Change &change)
  {
    const SimTime a = interval.first, b = interval.second;
    change.node = n;
    change.oldTail = m_tail[n];
    if (a >= m_tail[n]) {
      insertPlan(n, interval);
      m_tail[n] = std::max(m_tail[n], b);
      change.added = a > change.oldTail ? Interval{change.oldTail, a} : kNoGap;
      return true;
    }
    SimTime gapStart = -1, gapEnd = -1;
    forEachGap(n, [&](SimTime s, SimTime e) {
      if (s <= a && b <= e)
        gapStart = s, gapEnd = e;
    });
    if (gapEnd < 0)
      return false;
    insertPlan(n, interval);
    change.added = a > gapStart ? Interval{gapStart, a} : kNoGap;
    change.addedToo = gapEnd > b ? Interval{b, gapEnd} : kNoGap;
    change.removed = {gapStart, gapEnd};
    return true;
  }
  void relist(const Change &change)
  {
    const std::size_t n = change.node;
    for (int p : (*m_partitionsOfNode)[n]) {
      Lists &l = m_lists[static_cast<std::size_t>(p)];
      if (!l.built)
        continue;
      const int pos = (*m_positions)[static_cast<std::size_t>(p)][n];
      if (change.oldTail != m_tail[n])
        move(l.tails, Tail{change.oldTail, pos}, Tail{m_tail[n], pos}, byTail);
      if (change.removed != kNoGap) {
        const Gap gap{change.removed.first, change.removed.second, pos};
        l.gaps.erase(std::lower_bound(l.gaps.begin(), l.gaps.end(), gap, byLength));
      }
      for (const Interval &interval : {change.added, change.addedToo})
        if (interval != kNoGap) {
          const Gap gap{interval.first, interval.second, pos};
          l.gaps.insert(std::upper_bound(l.gaps.begin(), l.gaps.end(), gap, byLength), gap);
        }
    }
  }
  // Several nodes' changes at once: each list is merged once with what leaves and what enters.
  void relist(const std::vector<Change> &changes)
  {
    for (std::size_t p = 0; p < m_lists.size(); ++p) {
      Lists &l = m_lists[p];
      if (!l.built)
        continue;
      m_tailsOut.clear();
      m_tailsIn.clear();
      m_gapsOut.clear();
      m_gapsIn.clear();
      for (const Change &change : changes) {
        const int pos = (*m_positions)[p][change.node];
        if (pos < 0)
          continue;
        if (change.oldTail != m_tail[change.node]) {
          m_tailsOut.push_back({change.oldTail, pos});
          m_tailsIn.push_back({m_tail[change.node], pos});
        }
        if (change.removed != kNoGap)
          m_gapsOut.push_back({change.removed.first, change.removed.second, pos});
        for (const Interval &interval : {change.added, change.addedToo})
          if (interval != kNoGap)
            m_gapsIn.push_back({interval.first, interval.second, pos});
      }
      exchange(l.tails, m_tailsOut, m_tailsIn, m_tailsMerged, byTail);
      exchange(l.gaps, m_gapsOut, m_gapsIn, m_gapsMerged, byLength);
    }
  }
  // Takes the entries `out` (each in the sorted list) out of it and puts those of `in` into it.
  template <typename T, typename Less>
  static void exchange(std::vector<T> &list, std::vector<T> &out, std::vector<T> &in, std::vector<T> &merged, Less less)
  {
    if (out.empty() && in.empty())
      return;
    std::sort(out.begin(), out.end(), less);
    std::sort(in.begin(), in.end(), less);
    merged.resize(list.size() - out.size() + in.size());
    T *to = merged.data();
    std::size_t o = 0, i = 0;
    for (const T &entry : list) {
      if (o < out.size() && entry == out[o]) {
        ++o;
        continue;
      }
      for (; i < in.size() && less(in[i], entry); ++i)
        *to++ = in[i];
      *to++ = entry;
    }
    std::copy(in.begin() + std::ptrdiff_t(i), in.end(), to);
    list.swap(merged);
  }
  // A node's tail and gaps before a change that planKnown() does not cover (a job started now).
  struct Before {
    SimTime tail;
  };
  Before remember(std::size_t n)
  {
    m_oldGaps.clear();
    forEachGap(n, [this](SimTime a, SimTime b) { m_oldGaps.emplace_back(a, b); });
    return {m_tail[n]};
  }
  // Moves the entry `from` of a sorted vector to where `to` belongs, shifting those between.
  template <typename T, typename Less> static void move(std::vector<T> &list, const T &from, const T &to, Less less)
  {
    const auto at = std::lower_bound(list.begin(), list.end(), from, less);
    if (less(from, to)) {
      const auto into = std::lower_bound(at + 1, list.end(), to, less);
      std::copy(at + 1, into, at);
      *(into - 1) = to;
    } else {
      const auto into = std::lower_bound(list.begin(), at, to, less);
      std::copy_backward(into, at, at + 1);
      *into = to;
    }
  }
  // Updates the sorted lists of the node's partitions after what holds it changed.
  void relist(std::size_t n, const Before &before)
  {
    SimTime end = freeAt[n];
    for (const auto &interval : planned[n])
      end = std::max(end, interval.second);
    m_tail[n] = end;
    m_newGaps.clear();
    forEachGap(n, [this](SimTime a, SimTime b) { m_newGaps.emplace_back(a, b); });
    for (int p : (*m_partitionsOfNode)[n]) {
      Lists &l = m_lists[static_cast<std::size_t>(p)];
      if (!l.built)
        continue;
      const int pos = (*m_positions)[static_cast<std::size_t>(p)][n];
      if (before.tail != end)
        move(l.tails, Tail{before.tail, pos}, Tail{end, pos}, byTail);
      for (const auto &[a, b] : m_oldGaps)
        l.gaps.erase(std::lower_bound(l.gaps.begin(), l.gaps.end(), Gap{a, b, pos}, byLength));
      for (const auto &[a, b] : m_newGaps)
        l.gaps.insert(std::upper_bound(l.gaps.begin(), l.gaps.end(), Gap{a, b, pos}, byLength), Gap{a, b, pos});
    }
  }

  std::vector<SimTime> m_tail;
  const std::vector<SimPartition> *m_partitions = nullptr;
  const std::vector<std::vector<int>> *m_positions = nullptr;        // [partition][node]
  const std::vector<std::vector<int>> *m_partitionsOfNode = nullptr; // [node]
  std::vector<Lists> m_lists;                                        // [partition]
  const std::vector<std::vector<std::pair<SimTime, int>>> *m_busyByEnd = nullptr;
  SimTime m_now = 0;
  bool m_anyPlan = false;                     // a plan was made in this pass
  std::vector<Interval> m_oldGaps, m_newGaps; // scratch of relist()
  std::vector<Change> m_changes;              // scratch of plan(nodes)
  std::vector<Tail> m_tailsOut, m_tailsIn, m_tailsMerged;
  std::vector<Gap> m_gapsOut, m_gapsIn, m_gapsMerged;
};

} // namespace mirage::sim
