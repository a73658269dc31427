// Slurm's sched/backfill pass (SchedulingPolicy::Slurm): every bf_interval, when something changed,
// the queue is walked in priority order (up to bf_max_job_test jobs); each job that cannot start
// now is planned on the nodes at its earliest start within bf_window, from the running jobs' time
// limits and the plans made so far in this pass (times on the bf_resolution grid), and a job that
// fits now starts only on nodes no planned job needs before its limit ends. A plan on nodes that
// running jobs hold starts when Slurm's will-run test lets them end (in batches, see batchEndOf).
// Plans are made afresh each pass, as Slurm does, and only once a later job could start now
// (nothing else needs them). docs/SIMULATOR.md says how each rule was checked against Slurm.
#include "sim/node_space.h"
#include "sim/simulator.h"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <limits>

namespace mirage::sim {
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
  // Slurm keeps its map on the bf_resolution grid, rounding times down (a running job's end, a
  // plan's start and end); never before now.
  const auto onGrid = [this, resolution](SimTime t) { return std::max(m_now, t / resolution * resolution); };
  // The pass's scratch memory is kept per thread, so that passes do not allocate.
  thread_local NodeSpace space;
  thread_local std::vector<int> freeNow, chosen, waiting;
  thread_local std::vector<std::uint64_t> candidates; // a bit per position in the partition
  thread_local std::vector<std::pair<SimTime, int>> windows;
  // For a plan on a partition whose every node fits the job: its gaps longer than the job's
  // limit, by start (where they open a window) and by end (the window closes a limit before).
  thread_local std::vector<NodeSpace::Gap> opening, closing;
  thread_local std::vector<std::int64_t> shortestFrom;
  space.freeAt.assign(m_nodes.size(), m_now);
  freeNow.clear();
  for (std::size_t n = 0; n < m_nodes.size(); ++n) {
    if (m_nodeJob[n] >= 0) {
      space.freeAt[n] = onGrid(std::max(m_now, m_nodeLimitEnd[n]));
    } else {
      freeNow.push_back(static_cast<int>(n));
    }
  }
  space.reset(m_partitions, m_posInPartition, *m_nodePartitions, m_busyByEnd, m_now);
  const auto take = [&](int n, const SimJob &j, SimTime from) {
    if (m_nodes[static_cast<std::size_t>(n)].gpus < j.gpusPerNode || !space.freeOver(n, from, from + j.limit))
      return false;
    chosen.push_back(n);
    return static_cast<int>(chosen.size()) == j.nodes;
  };
  // The first nodes of the job's partition (in its order) free over [from, from + limit). When
  // every node fits the job, the candidates are the nodes whose tail is by then and those with a
  // gap that holds the job from then; otherwise every node is looked at.
  const auto choose = [&](const SimJob &j, SimTime from) {
    chosen.clear();
    const auto p = static_cast<std::size_t>(j.partition);
    if (j.gpusPerNode > m_minGpus[p]) {
      for (int n : m_partitions[p].nodes)
        if (take(n, j, from))
          return true;
      return false;
    }
    // A node is a candidate by its tail or by one gap, never both (a gap ends before the tail).
    const auto &tails = space.tails(p);
    const auto &nodes = m_partitions[p].nodes;
    if (j.nodes == 1) { // the first candidate in the partition's order
      int first = std::numeric_limits<int>::max();
      for (auto it = tails.begin(); it != tails.end() && it->at <= from; ++it)
        first = std::min(first, it->position);
      for (const NodeSpace::Gap &gap : opening) // by length: look at all
        if (gap.start <= from && gap.end - j.limit > from)
          first = std::min(first, gap.position);
      if (first == std::numeric_limits<int>::max())
        return false;
      chosen.push_back(nodes[static_cast<std::size_t>(first)]);
      return true;
    }
    candidates.assign((nodes.size() + 63) / 64, 0);
    int count = 0;
    const auto mark = [&](int position) {
      candidates[static_cast<std::size_t>(position) / 64] |= std::uint64_t(1) << (position % 64);
      ++count;
    };
    for (auto it = tails.begin(); it != tails.end() && it->at <= from; ++it)
      mark(it->position);
    // The gaps longer than the job's limit, by start.
    for (const NodeSpace::Gap &gap : opening)
      if (gap.start <= from && gap.end - j.limit > from) // it must end before the node is taken again
        mark(gap.position);
      else if (gap.start > from)
        break;
    if (count < j.nodes)
      return false;
    for (std::size_t w = 0; w < candidates.size() && static_cast<int>(chosen.size()) < j.nodes; ++w)
      for (std::uint64_t bits = candidates[w]; bits != 0 && static_cast<int>(chosen.size()) < j.nodes; bits &= bits - 1)
        chosen.push_back(nodes[w * 64 + static_cast<std::size_t>(std::countr_zero(bits))]);
    return true;
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
  // A job's plan: each fitting node can start it from its tail on, or in a gap between what holds
  // it (the running job until its limit, the plans so far) that lasts the job's limit; a sweep over
  // those windows (+1 where one opens, -1 past its last start) finds the earliest time enough nodes
  // can. When every node of the partition fits the job, the windows come from the partition's
  // sorted tails and gaps; otherwise from each fitting node (addWindows) sorted.
  const auto addWindows = [&](int n, const SimJob &j) {
    SimTime from = space.freeAt[static_cast<std::size_t>(n)];
    for (const auto &[a, b] : space.planned[static_cast<std::size_t>(n)]) {
      if (a - j.limit > from) { // the job must end before the next plan begins
        windows.emplace_back(from, 1);
        windows.emplace_back(a - j.limit, -1);
      }
      from = std::max(from, b);
    }
    windows.emplace_back(from, 1);
  };
  static const std::vector<NodeSpace::Tail> noTails;
  // When Slurm's will-run test finds a start on nodes that running jobs hold, the start is not the
  // end of each such job: it takes the running jobs of the partition by limit end and lets them
  // end in batches — the first job with every job ending within 30 s of the first 30 s boundary
  // after it, then windows doubling — and a job fitting after a batch starts at the batch's last
  // end (cons_tres' _will_run_test). batchLast[p][position]: that time for the job on the node
  // at that position of partition p (from m_busyByEnd). A pass takes them from the jobs running
  // when it first asks about partition p (a job the pass starts later counts as ending at once).
  thread_local std::vector<std::vector<SimTime>> batchLast;
  thread_local std::vector<std::size_t> startedBefore; // [partition] startedNodes then, +1; 0: not yet
  thread_local std::vector<int> startedNodes;          // nodes of the jobs this pass started
  thread_local std::vector<int> startedAt;             // [node] its index in startedNodes, -1: none
  batchLast.resize(m_partitions.size());
  startedBefore.assign(m_partitions.size(), 0);
  for (int n : startedNodes) // the last pass's, on this thread (it had at least as many nodes listed)
    startedAt[static_cast<std::size_t>(n)] = -1;
  startedNodes.clear();
  if (startedAt.size() < m_nodes.size())
    startedAt.resize(m_nodes.size(), -1);
  const auto batchEndOf = [&](std::size_t p, int node) {
    if (startedBefore[p] == 0) {
      startedBefore[p] = startedNodes.size() + 1;
      const auto &e = m_busyByEnd[p]; // (limit end, position), sorted
      batchLast[p].resize(m_partitions[p].nodes.size());
      constexpr SimTime kFirstWindow = 30;
      SimTime window = kFirstWindow;
      const SimTime base = e.empty() ? 0 : e.front().first + (kFirstWindow - e.front().first % kFirstWindow);
      for (std::size_t i = 0; i < e.size();) {
        const std::size_t first = i++;
        while (i < e.size() && e[i].first <= base + window)
          ++i;
        for (std::size_t k = first; k < i; ++k)
          batchLast[p][static_cast<std::size_t>(e[k].second)] = e[i - 1].first;
        do
          window *= 2;
        while (i < e.size() && e[i].first > base + window);
      }
    }
    if (const int at = startedAt[static_cast<std::size_t>(node)]; at >= 0 && std::size_t(at) >= startedBefore[p] - 1)
      return SimTime(0);
    return batchLast[p][static_cast<std::size_t>(m_posInPartition[p][static_cast<std::size_t>(node)])];
  };
  // The gaps that can hold the job, or the windows of every fitting node when not all nodes of
  // the partition fit the job.
  const auto gatherWindows = [&](const SimJob &j) {
    const auto p = static_cast<std::size_t>(j.partition);
    windows.clear();
    opening.clear();
    closing.clear();
    if (j.gpusPerNode <= m_minGpus[p]) {
      for (const NodeSpace::Gap &gap : space.gapsByLength(p)) {
        if (gap.end - gap.start <= j.limit)
          break;
        opening.push_back(gap);
      }
      if (j.nodes == 1) // earliest() and choose() take the first window of all
        return;
      closing = opening;
      std::sort(opening.begin(), opening.end(), [](const auto &a, const auto &b) { return a.start < b.start; });
      std::sort(closing.begin(), closing.end(), [](const auto &a, const auto &b) { return a.end < b.end; });
      return;
    }
    for (int n : m_partitions[p].nodes)
      if (m_nodes[static_cast<std::size_t>(n)].gpus >= j.gpusPerNode)
        addWindows(n, j);
    std::sort(windows.begin(), windows.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
  };
  // The earliest time from `from` on at which enough fitting nodes can hold the job for its limit
  // (after gatherWindows). Merges the sorted sequences that open and close windows: the tails
  // (+1), the gaps longer than the limit by start (+1) and by end less the limit (-1), and the
  // gathered windows; at each time (never before `from`) every change applies before counting.
  const auto earliest = [&](const SimJob &j, SimTime from) -> SimTime {
    const auto p = static_cast<std::size_t>(j.partition);
    const bool uniform = j.gpusPerNode <= m_minGpus[p];
    const std::vector<NodeSpace::Tail> &tails = uniform ? space.tails(p) : noTails;
    const SimTime limit = j.limit;
    constexpr SimTime kNever = std::numeric_limits<SimTime>::max();
    if (uniform && j.nodes == 1) { // the first time from `from` on that any window is open
      SimTime first = tails.empty() ? kNever : std::max(tails.front().at, from);
      for (const NodeSpace::Gap &gap : opening)
        if (const SimTime t = std::max(gap.start, from); gap.end - limit > t)
          first = std::min(first, t);
      return first == kNever || first > horizon ? -1 : first;
    }
    int open = 0;
    std::size_t w = 0, s = 0, o = 0, c = 0;
    for (;;) {
      SimTime next = kNever;
      if (w < windows.size())
        next = windows[w].first;
      if (s < tails.size())
        next = std::min(next, tails[s].at);
      if (o < opening.size())
        next = std::min(next, opening[o].start);
      if (c < closing.size())
        next = std::min(next, closing[c].end - limit);
      if (next == kNever)
        return -1;
      const SimTime t = std::max(next, from);
      if (t > horizon)
        return -1;
      for (; w < windows.size() && windows[w].first <= t; ++w)
        open += windows[w].second;
      for (; s < tails.size() && tails[s].at <= t; ++s)
        ++open;
      for (; o < opening.size() && opening[o].start <= t; ++o)
        ++open;
      for (; c < closing.size() && closing[c].end - limit <= t; ++c)
        --open;
      if (open >= j.nodes)
        return t;
    }
  };
  // Jobs found to have no start within the window since the map last changed: a job of the same
  // partition asking for at least as many nodes, GPUs and seconds has none either.
  struct Shape {
    int partition, nodes, gpus;
    std::int64_t limit;
  };
  thread_local std::vector<Shape> unplannable;
  unplannable.clear();
  const auto plan = [&](int index) {
    SimJob &j = m_jobs[static_cast<std::size_t>(index)];
    const auto p = static_cast<std::size_t>(j.partition);
    for (const Shape &u : unplannable)
      if (u.partition == j.partition && j.nodes >= u.nodes && j.gpusPerNode >= u.gpus && j.limit >= u.limit) {
        j.plannedStart = -1;
        return;
      }
    SimTime from = m_now;
    gatherWindows(j);
    for (int round = 0; round < 16; ++round) {
      const SimTime t = earliest(j, from);
      if (t < 0) {
        // No fitting nodes within the window even before running jobs' batches are counted: a job
        // asking for more finds none either (as long as the map stays as it is).
        if (round == 0 && unplannable.size() < 8)
          unplannable.push_back({j.partition, j.nodes, j.gpusPerNode, j.limit});
        break;
      }
      choose(j, t);
      SimTime start = t; // when Slurm's will-run test lets the chosen nodes' running jobs end
      for (int n : chosen)
        if (m_nodeJob[static_cast<std::size_t>(n)] >= 0)
          start = std::max(start, batchEndOf(p, n));
      if (start > horizon) // Slurm makes no plan for a start after bf_window
        break;
      if (onGrid(start) > t) { // look again from there: the nodes free then may differ
        from = onGrid(start);
        continue;
      }
      const NodeSpace::Interval taken{onGrid(start), onGrid(start + j.limit)};
      space.plan(chosen, taken);
      unplannable.clear();
      j.plannedStart = start;
      if (j.firstReservation < 0)
        j.firstReservation = start;
      return;
    }
    j.plannedStart = -1; // nothing within the window: no plan, later jobs may take its nodes
  };
  // The pass can stop once no node free now stays free for as long as the shortest limit among
  // the jobs still to be tested: nothing further could start now, and plans die with the pass.
  const std::size_t depth =
      bf.maxJobTest > 0 ? std::min<std::size_t>(std::size_t(bf.maxJobTest), m_queue.size()) : m_queue.size();
  shortestFrom.assign(depth + 1, std::numeric_limits<std::int64_t>::max());
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

  waiting.clear();             // jobs looked at that did not start, in priority order
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
        for (int n : nodes) {
          startedAt[static_cast<std::size_t>(n)] = static_cast<int>(startedNodes.size());
          startedNodes.push_back(n);
        }
        longestCached = -1;
        for (int n : nodes)
          space.setFreeAt(n, onGrid(m_now + j.limit));
        unplannable.clear();
        continue;
      }
    }
    waiting.push_back(index);
  }
  dropStarted(k);
}

} // namespace mirage::sim
