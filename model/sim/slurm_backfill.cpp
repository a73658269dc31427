// Slurm's sched/backfill pass (SchedulingPolicy::Slurm): every bf_interval, when something changed,
// the queue is walked in priority order (up to bf_max_job_test jobs); each job that cannot start
// now is planned on the nodes at its earliest start within bf_window, from the running jobs' time
// limits and the plans made so far in this pass (times on the bf_resolution grid), and a job that
// fits now starts only on nodes no planned job needs before its limit ends. Plans are made afresh
// each pass, as Slurm does, and only once a later job could start now (nothing else needs them).
#include "sim/simulator.h"

#include <algorithm>
#include <limits>

namespace mirage::sim {
namespace {

using Interval = std::pair<SimTime, SimTime>;

// One pass's map of when each node is taken: by its running job until that job's limit, and by
// the plans made in the pass (Slurm's node_space). Nodes without plans are also kept, per
// partition, as a sorted list of the times they become free, so a plan needs to look at the
// planned nodes only.
class NodeSpace {
public:
  NodeSpace(std::size_t nodes, const std::vector<SimPartition> &partitions)
      : freeAt(nodes, 0), planned(nodes), firstPlanned(nodes, std::numeric_limits<SimTime>::max()),
        m_partitions(partitions), m_simple(partitions.size()), m_simpleBuilt(partitions.size(), 0)
  {
  }

  bool freeOver(int node, SimTime from, SimTime to) const
  {
    const auto n = static_cast<std::size_t>(node);
    if (freeAt[n] > from)
      return false;
    for (const auto &[a, b] : planned[n])
      if (a < to && from < b)
        return false;
    return true;
  }

  // The nodes of partition p without plans, by the time they become free.
  const std::vector<SimTime> &simple(std::size_t p)
  {
    if (!m_simpleBuilt[p]) {
      m_simpleBuilt[p] = 1;
      for (int n : m_partitions[p].nodes)
        if (planned[static_cast<std::size_t>(n)].empty())
          m_simple[p].push_back(freeAt[static_cast<std::size_t>(n)]);
      std::sort(m_simple[p].begin(), m_simple[p].end());
    }
    return m_simple[p];
  }

  void setFreeAt(int node, SimTime t, const std::vector<int> &partitionsOfNode)
  {
    const auto n = static_cast<std::size_t>(node);
    if (planned[n].empty())
      for (int p : partitionsOfNode)
        if (m_simpleBuilt[static_cast<std::size_t>(p)]) {
          auto &list = m_simple[static_cast<std::size_t>(p)];
          list.erase(std::lower_bound(list.begin(), list.end(), freeAt[n]));
          list.insert(std::upper_bound(list.begin(), list.end(), t), t);
        }
    freeAt[n] = t;
  }

  void plan(int node, Interval interval, const std::vector<int> &partitionsOfNode)
  {
    const auto n = static_cast<std::size_t>(node);
    if (planned[n].empty())
      for (int p : partitionsOfNode)
        if (m_simpleBuilt[static_cast<std::size_t>(p)]) {
          auto &list = m_simple[static_cast<std::size_t>(p)];
          list.erase(std::lower_bound(list.begin(), list.end(), freeAt[n]));
        }
    planned[n].insert(std::upper_bound(planned[n].begin(), planned[n].end(), interval,
                                       [](const Interval &a, const Interval &b) { return a.first < b.first; }),
                      interval);
    firstPlanned[n] = std::min(firstPlanned[n], interval.first);
  }

  std::vector<SimTime> freeAt;
  std::vector<std::vector<Interval>> planned; // per node, sorted by start
  std::vector<SimTime> firstPlanned;          // per node, the earliest planned start
  std::vector<int> plannedNodes;              // nodes with plans (in the order they got them)

private:
  const std::vector<SimPartition> &m_partitions;
  std::vector<std::vector<SimTime>> m_simple;
  std::vector<char> m_simpleBuilt;
};

} // namespace

void Simulator::requestBackfill()
{
  if (m_backfillPending || m_queue.empty())
    return;
  const std::int64_t interval = std::max<std::int64_t>(1, m_config.backfill.interval);
  m_events.push((m_now / interval + 1) * interval, EventKind::SchedulerPass);
  m_backfillPending = true;
}

void Simulator::backfillSlurm()
{
  if (m_queue.empty() || m_freeNodes == 0)
    return;
  const BackfillParameters &bf = m_config.backfill;
  const SimTime resolution = std::max<SimTime>(1, bf.resolution);
  const SimTime horizon = m_now + std::max<SimTime>(0, bf.window);
  const auto onGrid = [this, resolution](SimTime t) {
    return t <= m_now ? m_now : (t + resolution - 1) / resolution * resolution;
  };
  NodeSpace space(m_nodes.size(), m_partitions);
  std::vector<int> freeNow;
  for (std::size_t n = 0; n < m_nodes.size(); ++n) {
    if (const int r = m_nodeJob[n]; r >= 0) {
      const SimJob &running = m_jobs[static_cast<std::size_t>(r)];
      space.freeAt[n] = onGrid(std::max(m_now, running.start + running.limit));
    } else {
      space.freeAt[n] = m_now;
      freeNow.push_back(static_cast<int>(n));
    }
  }
  std::vector<int> chosen;
  const auto take = [&](int n, const SimJob &j, SimTime from) {
    if (m_nodes[static_cast<std::size_t>(n)].gpus < j.gpusPerNode || !space.freeOver(n, from, from + j.limit))
      return false;
    chosen.push_back(n);
    return static_cast<int>(chosen.size()) == j.nodes;
  };
  // The first nodes of the job's partition free over [from, from + limit).
  const auto choose = [&](const SimJob &j, SimTime from) {
    chosen.clear();
    for (int n : m_partitions[static_cast<std::size_t>(j.partition)].nodes)
      if (take(n, j, from))
        return true;
    return false;
  };
  // The nodes free now that the job can have until its limit.
  const auto chooseNow = [&](const SimJob &j) {
    chosen.clear();
    const auto p = static_cast<std::size_t>(j.partition);
    for (int n : freeNow)
      if (m_nodeJob[static_cast<std::size_t>(n)] < 0 && m_inPartition[p][static_cast<std::size_t>(n)] &&
          take(n, j, m_now))
        return true;
    return false;
  };
  // A job's plan: each fitting node can start it in the gaps between what holds it (the running
  // job until its limit, the plans so far) that last the job's limit; a sweep over those windows
  // (+1 where one opens, -1 past its last start) finds the earliest time enough nodes can. Nodes
  // without plans open once and stay open: when every node of the partition fits the job, they
  // come from the partition's sorted list instead of being looked at one by one.
  std::vector<std::pair<SimTime, int>> windows;
  const auto addWindows = [&](int n, const SimJob &j) {
    SimTime from = space.freeAt[static_cast<std::size_t>(n)];
    for (const auto &[a, b] : space.planned[static_cast<std::size_t>(n)]) {
      if (a - j.limit >= from) {
        windows.emplace_back(from, 1);
        windows.emplace_back(a - j.limit + 1, -1);
      }
      from = std::max(from, b);
    }
    windows.emplace_back(from, 1);
  };
  const auto plan = [&](int index) {
    SimJob &j = m_jobs[static_cast<std::size_t>(index)];
    const auto p = static_cast<std::size_t>(j.partition);
    const bool uniform = j.gpusPerNode <= m_minGpus[p];
    windows.clear();
    if (uniform) {
      for (int n : space.plannedNodes)
        if (m_inPartition[p][static_cast<std::size_t>(n)])
          addWindows(n, j);
    } else {
      for (int n : m_partitions[p].nodes)
        if (m_nodes[static_cast<std::size_t>(n)].gpus >= j.gpusPerNode)
          addWindows(n, j);
    }
    std::sort(windows.begin(), windows.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    static const std::vector<SimTime> none;
    const std::vector<SimTime> &simple = uniform ? space.simple(p) : none;
    // Merge the two sorted sequences; at each time apply every change before counting.
    int open = 0;
    std::size_t w = 0, s = 0;
    while (w < windows.size() || s < simple.size()) {
      const SimTime t =
          s < simple.size() && (w >= windows.size() || simple[s] <= windows[w].first) ? simple[s] : windows[w].first;
      if (t > horizon)
        break;
      for (; w < windows.size() && windows[w].first == t; ++w)
        open += windows[w].second;
      for (; s < simple.size() && simple[s] == t; ++s)
        ++open;
      if (open < j.nodes)
        continue;
      choose(j, t);
      const Interval taken{t, onGrid(t + j.limit)};
      for (int n : chosen) {
        if (space.planned[static_cast<std::size_t>(n)].empty())
          space.plannedNodes.push_back(n);
        space.plan(n, taken, m_nodePartitions[static_cast<std::size_t>(n)]);
      }
      j.plannedStart = t;
      if (j.firstReservation < 0)
        j.firstReservation = t;
      return;
    }
    j.plannedStart = -1; // nothing within the window: no plan, later jobs may take its nodes
  };
  // The pass can stop once no node free now stays free for as long as the shortest limit among
  // the jobs still to be tested: nothing further could start now, and plans die with the pass.
  const std::size_t depth =
      bf.maxJobTest > 0 ? std::min<std::size_t>(std::size_t(bf.maxJobTest), m_queue.size()) : m_queue.size();
  std::vector<std::int64_t> shortestFrom(depth + 1, std::numeric_limits<std::int64_t>::max());
  for (std::size_t k = depth; k-- > 0;)
    shortestFrom[k] = std::min(shortestFrom[k + 1], m_jobs[static_cast<std::size_t>(m_queue[k])].limit);
  SimTime longestCached = -1; // -1: to be computed again (after a plan or a start)
  const auto longestFreeSpan = [&] {
    if (longestCached < 0) {
      longestCached = 0;
      for (int n : freeNow)
        if (m_nodeJob[static_cast<std::size_t>(n)] < 0)
          longestCached = std::max(longestCached, space.firstPlanned[static_cast<std::size_t>(n)] - m_now);
    }
    return longestCached;
  };

  std::vector<int> waiting;    // jobs looked at that did not start, in priority order
  std::size_t plannedUpTo = 0; // those before this have been planned
  std::size_t k = 0;
  for (; k < m_queue.size(); ++k) {
    const int index = m_queue[k];
    if (m_freeNodes == 0 || k >= depth || longestFreeSpan() < shortestFrom[k])
      break;
    const SimJob &j = m_jobs[static_cast<std::size_t>(index)];
    // Plans only ever take nodes away, so a job that cannot start with the plans made so far
    // cannot start once the jobs before it are planned too: they are planned only for a job
    // that still could.
    if (fitsNow(j) && chooseNow(j)) {
      for (; plannedUpTo < waiting.size(); ++plannedUpTo)
        plan(waiting[plannedUpTo]);
      longestCached = -1;
      if (chooseNow(j)) {
        const std::vector<int> nodes = chosen;
        start(index, nodes, true);
        longestCached = -1;
        for (int n : nodes)
          space.setFreeAt(n, onGrid(m_now + j.limit), m_nodePartitions[static_cast<std::size_t>(n)]);
        continue;
      }
    }
    waiting.push_back(index);
  }
  dropStarted(k);
}

} // namespace mirage::sim
