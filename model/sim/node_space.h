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
// of what holds it last); before that it may have gaps between plans. Nodes without gaps are also
// kept, per partition, sorted by tail, so a plan looks one by one only at the nodes with gaps.
class NodeSpace {
public:
  using Interval = std::pair<SimTime, SimTime>; // [start, end) of a plan
  using Tail = std::pair<SimTime, int>;         // (tail, position of the node in the partition)

  // Starts a pass with every node free at freeAt (the vectors keep their memory between passes).
  void reset(const std::vector<SimPartition> &partitions, const std::vector<std::vector<int>> &positions,
             const std::vector<std::vector<int>> &partitionsOfNode)
  {
    const std::size_t nodes = freeAt.size();
    m_partitions = &partitions;
    m_positions = &positions;
    m_partitionsOfNode = &partitionsOfNode;
    planned.resize(nodes);
    for (auto &list : planned)
      list.clear();
    firstPlanned.assign(nodes, std::numeric_limits<SimTime>::max());
    m_tail = freeAt;
    m_gappy.assign(nodes, 0);
    m_gappyNodes.clear();
    m_tails.resize(partitions.size());
    for (auto &list : m_tails)
      list.clear();
    m_built.assign(partitions.size(), 0);
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
  SimTime tail(int node) const { return m_tail[static_cast<std::size_t>(node)]; }
  bool gappy(int node) const { return m_gappy[static_cast<std::size_t>(node)] != 0; }
  const std::vector<int> &gappyNodes() const { return m_gappyNodes; }

  // The nodes of partition p without gaps, by tail.
  const std::vector<Tail> &tails(std::size_t p)
  {
    if (!m_built[p]) {
      m_built[p] = 1;
      const auto &nodes = (*m_partitions)[p].nodes;
      for (std::size_t pos = 0; pos < nodes.size(); ++pos)
        if (!gappy(nodes[pos]))
          m_tails[p].emplace_back(tail(nodes[pos]), static_cast<int>(pos));
      std::sort(m_tails[p].begin(), m_tails[p].end());
    }
    return m_tails[p];
  }

  // A job started now on the node: it is held until t.
  void setFreeAt(int node, SimTime t)
  {
    const auto n = static_cast<std::size_t>(node);
    unlist(node);
    freeAt[n] = t;
    refresh(node);
  }

  void plan(int node, Interval interval)
  {
    const auto n = static_cast<std::size_t>(node);
    unlist(node);
    planned[n].insert(std::upper_bound(planned[n].begin(), planned[n].end(), interval,
                                       [](const Interval &a, const Interval &b) { return a.first < b.first; }),
                      interval);
    firstPlanned[n] = std::min(firstPlanned[n], interval.first);
    refresh(node);
  }

  std::vector<SimTime> freeAt;
  std::vector<std::vector<Interval>> planned; // per node, sorted by start
  std::vector<SimTime> firstPlanned;          // per node, the earliest planned start

private:
  // Takes the node out of the sorted lists (before its tail changes).
  void unlist(int node)
  {
    if (gappy(node))
      return;
    for (int p : (*m_partitionsOfNode)[static_cast<std::size_t>(node)]) {
      const auto pi = static_cast<std::size_t>(p);
      if (!m_built[pi])
        continue;
      const Tail entry{tail(node), (*m_positions)[pi][static_cast<std::size_t>(node)]};
      auto &list = m_tails[pi];
      list.erase(std::lower_bound(list.begin(), list.end(), entry));
    }
  }
  // Recomputes the node's tail and gaps, and lists it again when it has no gap.
  void refresh(int node)
  {
    const auto n = static_cast<std::size_t>(node);
    SimTime end = freeAt[n];
    bool gaps = false;
    for (const auto &[a, b] : planned[n]) {
      gaps = gaps || a > end;
      end = std::max(end, b);
    }
    m_tail[n] = end;
    if (gaps && !m_gappy[n]) {
      m_gappy[n] = 1;
      m_gappyNodes.push_back(node);
    }
    if (gaps)
      return;
    for (int p : (*m_partitionsOfNode)[n]) {
      const auto pi = static_cast<std::size_t>(p);
      if (!m_built[pi])
        continue;
      const Tail entry{end, (*m_positions)[pi][n]};
      auto &list = m_tails[pi];
      list.insert(std::upper_bound(list.begin(), list.end(), entry), entry);
    }
  }

  std::vector<SimTime> m_tail;
  std::vector<char> m_gappy; // a node once with gaps stays in m_gappyNodes (gaps only split)
  std::vector<int> m_gappyNodes;
  const std::vector<SimPartition> *m_partitions = nullptr;
  const std::vector<std::vector<int>> *m_positions = nullptr;        // [partition][node]
  const std::vector<std::vector<int>> *m_partitionsOfNode = nullptr; // [node]
  std::vector<std::vector<Tail>> m_tails;
  std::vector<char> m_built;
};

} // namespace mirage::sim
