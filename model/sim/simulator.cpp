#include "sim/simulator.h"

#include <algorithm>
#include <limits>
#include <span>
#include <stdexcept>

namespace mirage::sim {

Simulator::Simulator(std::vector<SimNode> nodes, std::vector<SimPartition> partitions, SimConfig config)
    : m_nodes(std::move(nodes)), m_partitions(std::move(partitions)), m_config(config), m_nodeJob(m_nodes.size(), -1),
      m_nodeLimitEnd(m_nodes.size(), 0)
{
  m_inPartition.assign(m_partitions.size(), std::vector<char>(m_nodes.size(), 0));
  auto nodePartitions = std::make_shared<std::vector<std::vector<int>>>(m_nodes.size());
  m_free.clear();
  m_posInPartition.assign(m_partitions.size(), std::vector<int>(m_nodes.size(), -1));
  m_freeNodes = int(m_nodes.size());
  m_minGpus.assign(m_partitions.size(), std::numeric_limits<int>::max());
  for (std::size_t p = 0; p < m_partitions.size(); ++p)
    for (int n : m_partitions[p].nodes)
      if (n >= 0 && static_cast<std::size_t>(n) < m_nodes.size())
        m_minGpus[p] = std::min(m_minGpus[p], m_nodes[static_cast<std::size_t>(n)].gpus);
  for (std::size_t p = 0; p < m_partitions.size(); ++p)
    for (int n : m_partitions[p].nodes) {
      if (n < 0 || static_cast<std::size_t>(n) >= m_nodes.size())
        throw std::invalid_argument("partition " + m_partitions[p].name + " names node " + std::to_string(n) +
                                    ", which does not exist");
      m_inPartition[p][static_cast<std::size_t>(n)] = 1;
      (*nodePartitions)[static_cast<std::size_t>(n)].push_back(static_cast<int>(p));
    }
  m_nodePartitions = std::move(nodePartitions);
  for (std::size_t p = 0; p < m_partitions.size(); ++p) {
    m_free.emplace_back(m_partitions[p].nodes.size());
    for (std::size_t pos = 0; pos < m_partitions[p].nodes.size(); ++pos) {
      m_posInPartition[p][static_cast<std::size_t>(m_partitions[p].nodes[pos])] = static_cast<int>(pos);
      m_free[p].insert(pos);
    }
  }
  m_limitEnds.assign(m_partitions.size(), {});
  m_busyByEnd.assign(m_partitions.size(), {});
  m_sortedGpus.assign(m_partitions.size(), {});
  for (std::size_t p = 0; p < m_partitions.size(); ++p) {
    for (int n : m_partitions[p].nodes)
      m_sortedGpus[p].push_back(m_nodes[static_cast<std::size_t>(n)].gpus);
    std::sort(m_sortedGpus[p].begin(), m_sortedGpus[p].end());
  }
  for (const SimPartition &part : m_partitions)
    m_partitionFactorMax = std::max(m_partitionFactorMax, double(part.priorityJobFactor));
  for (double q : m_config.priority.qosPriority)
    m_qosMax = std::max(m_qosMax, q);
  m_rng.seed(m_config.seed);
}

void Simulator::setStartTime(SimTime t)
{
  if (!m_jobs.empty() || t < m_now)
    throw std::logic_error("setStartTime: the simulation has already begun");
  m_now = t;
}

void Simulator::setNodeJob(int node, int job)
{
  const auto n = static_cast<std::size_t>(node);
  const bool wasFree = m_nodeJob[n] < 0, nowFree = job < 0;
  // The node's partitions; with one partition in all, without looking up the node's list (a start
  // on a big machine sets thousands of nodes).
  static constexpr int kFirstPartition[1] = {0};
  const std::span<const int> partitions = m_partitions.size() != 1      ? std::span<const int>((*m_nodePartitions)[n])
                                          : m_posInPartition[0][n] >= 0 ? std::span<const int>(kFirstPartition)
                                                                        : std::span<const int>();
  if (m_config.policy == SchedulingPolicy::Slurm) // the busy nodes by limit end
    for (int p : partitions) {
      auto &busy = m_busyByEnd[static_cast<std::size_t>(p)];
      const int pos = m_posInPartition[static_cast<std::size_t>(p)][n];
      if (!wasFree)
        busy.erase(std::lower_bound(busy.begin(), busy.end(), std::pair{m_nodeLimitEnd[n], pos}));
      if (!nowFree) {
        const SimJob &j = m_jobs[static_cast<std::size_t>(job)];
        const std::pair entry{j.start + j.limit, pos};
        busy.insert(std::lower_bound(busy.begin(), busy.end(), entry), entry);
      }
    }
  m_nodeJob[n] = job;
  if (!nowFree)
    m_nodeLimitEnd[n] = m_jobs[static_cast<std::size_t>(job)].start + m_jobs[static_cast<std::size_t>(job)].limit;
  if (wasFree == nowFree)
    return;
  m_freeNodes += nowFree ? 1 : -1;
  for (int p : partitions) {
    const auto pos = static_cast<std::size_t>(m_posInPartition[static_cast<std::size_t>(p)][n]);
    if (nowFree)
      m_free[static_cast<std::size_t>(p)].insert(pos);
    else
      m_free[static_cast<std::size_t>(p)].erase(pos);
  }
}

void Simulator::setNodesJob(const std::vector<int> &nodes, int job)
{
  if (m_config.policy == SchedulingPolicy::Slurm || m_partitions.size() != 1) {
    for (int n : nodes)
      setNodeJob(n, job);
    return;
  }
  // One partition and no list of busy nodes to keep: as setNodeJob, in one loop (a start or an
  // end on a big machine sets thousands of nodes).
  const bool nowFree = job < 0;
  const SimTime limitEnd =
      nowFree ? 0 : m_jobs[static_cast<std::size_t>(job)].start + m_jobs[static_cast<std::size_t>(job)].limit;
  const std::vector<int> &positions = m_posInPartition[0];
  NodeBitset &free = m_free[0];
  for (int node : nodes) {
    const auto n = static_cast<std::size_t>(node);
    const bool wasFree = m_nodeJob[n] < 0;
    m_nodeJob[n] = job;
    if (!nowFree)
      m_nodeLimitEnd[n] = limitEnd;
    if (wasFree == nowFree)
      continue;
    m_freeNodes += nowFree ? 1 : -1;
    if (const int pos = positions[n]; pos >= 0) {
      if (nowFree)
        free.insert(static_cast<std::size_t>(pos));
      else
        free.erase(static_cast<std::size_t>(pos));
    }
  }
}

int Simulator::submit(SimJob job)
{
  if (job.partition < 0 || static_cast<std::size_t>(job.partition) >= m_partitions.size())
    throw std::invalid_argument("job " + std::to_string(job.id) + ": no partition " + std::to_string(job.partition));
  if (job.nodes < 1 || job.limit < 0 || job.runtime < 0)
    throw std::invalid_argument("job " + std::to_string(job.id) + ": nodes must be >= 1, limit and runtime >= 0");
  if (job.submit < m_now)
    job.submit = m_now;
  // A job no set of nodes of its partition can ever hold is refused, as Slurm refuses it.
  const auto &gpus = m_sortedGpus[static_cast<std::size_t>(job.partition)];
  const auto capable = gpus.end() - std::lower_bound(gpus.begin(), gpus.end(), job.gpusPerNode);
  if (capable < job.nodes) {
    ++m_rejected;
    return -1;
  }
  job.start = job.end = -1;
  const int index = static_cast<int>(m_jobs.size());
  m_jobs.push_back(job);
  m_jobNodes.emplace_back();
  m_events.push(job.submit, EventKind::JobSubmit, index);
  noteUser(job.user);
  return index;
}

bool Simulator::addRunning(SimJob job, SimTime startTime, const std::vector<int> &onNodes)
{
  if (job.partition < 0 || static_cast<std::size_t>(job.partition) >= m_partitions.size() || job.nodes < 1)
    throw std::invalid_argument("job " + std::to_string(job.id) + ": bad partition or node count");
  std::vector<int> free;
  const bool given = !onNodes.empty() && std::all_of(onNodes.begin(), onNodes.end(), [this](int n) {
    return n >= 0 && static_cast<std::size_t>(n) < m_nodes.size() && m_nodeJob[static_cast<std::size_t>(n)] < 0;
  });
  if (given) {
    free = onNodes;
    job.nodes = static_cast<int>(free.size());
  } else {
    free = freeFittingNodes(job);
    if (static_cast<int>(free.size()) < job.nodes)
      return false;
  }
  const int index = static_cast<int>(m_jobs.size());
  m_jobs.push_back(job);
  m_jobNodes.emplace_back();
  SimJob &j = m_jobs.back();
  j.start = startTime;
  setNodesJob(free, index);
  m_jobNodes[static_cast<std::size_t>(index)] = free;
  if (m_config.runtimeModel) {
    const std::int64_t elapsed = std::max<SimTime>(0, m_now - startTime);
    j.runtime = std::max(elapsed, m_config.runtimeModel->runtime(j, elapsed, m_rng));
  }
  j.end = startTime + j.effectiveRuntime();
  trackLimitEnd(index, 1);
  noteUser(j.user);
  m_events.push(std::max(j.end, m_now), EventKind::JobEnd, index);
  return true;
}

void Simulator::redrawRunning(std::uint64_t seed)
{
  m_rng.seed(seed);
  m_config.seed = seed;
  if (!m_config.runtimeModel)
    return;
  // The build pushed each running job's end, in job order, before any other event: push them again
  // with the new ends, then the rest in their order.
  std::vector<Event> others;
  while (const auto e = m_events.pop())
    if (e->kind != EventKind::JobEnd)
      others.push_back(*e);
  for (std::size_t i = 0; i < m_jobs.size(); ++i) {
    SimJob &j = m_jobs[i];
    if (j.start < 0)
      continue;
    const std::int64_t elapsed = std::max<SimTime>(0, m_now - j.start);
    j.runtime = std::max(elapsed, m_config.runtimeModel->runtime(j, elapsed, m_rng));
    j.end = j.start + j.effectiveRuntime();
    m_events.push(std::max(j.end, m_now), EventKind::JobEnd, static_cast<std::int64_t>(i));
  }
  for (const Event &e : others)
    m_events.push(e.time, e.kind, e.subject);
}

bool Simulator::fitsNow(const SimJob &job) const
{
  const auto p = static_cast<std::size_t>(job.partition);
  if (freeInPartition(p) < job.nodes)
    return false;
  if (job.gpusPerNode <= m_minGpus[p])
    return true; // every free node of the partition fits
  int count = 0;
  m_free[p].forEach([&](std::size_t pos) {
    if (m_nodes[static_cast<std::size_t>(m_partitions[p].nodes[pos])].gpus >= job.gpusPerNode)
      ++count;
    return count < job.nodes;
  });
  return count >= job.nodes;
}

std::vector<int> Simulator::freeFittingNodes(const SimJob &job, int atMost) const
{
  // The free nodes of the partition, in the partition's order, that have the GPUs it asks for.
  std::vector<int> out;
  const auto p = static_cast<std::size_t>(job.partition);
  if (freeInPartition(p) < job.nodes)
    return out;
  const int wanted = atMost > 0 ? atMost : job.nodes;
  out.reserve(static_cast<std::size_t>(std::min(wanted, freeInPartition(p))));
  m_free[p].forEach([&](std::size_t pos) {
    const int n = m_partitions[p].nodes[pos];
    if (m_nodes[static_cast<std::size_t>(n)].gpus >= job.gpusPerNode)
      out.push_back(n);
    return static_cast<int>(out.size()) < wanted;
  });
  return out;
}

void Simulator::start(int index, const std::vector<int> &nodes, bool backfilled)
{
  SimJob &j = m_jobs[static_cast<std::size_t>(index)];
  j.start = m_now;
  if (m_config.runtimeModel)
    j.runtime = std::max<std::int64_t>(0, m_config.runtimeModel->runtime(j, 0, m_rng));
  j.end = m_now + j.effectiveRuntime();
  j.backfilled = backfilled;
  setNodesJob(nodes, index);
  m_jobNodes[static_cast<std::size_t>(index)] = nodes;
  trackLimitEnd(index, 1);
  m_events.push(j.end, EventKind::JobEnd, index);
}

void Simulator::trackLimitEnd(int index, int delta)
{
  if (m_config.policy != SchedulingPolicy::Easy) // only EASY's reservations read it
    return;
  const SimJob &j = m_jobs[static_cast<std::size_t>(index)];
  const SimTime at = j.start + j.limit;
  const std::vector<int> &nodes = m_jobNodes[static_cast<std::size_t>(index)];
  thread_local std::vector<int> perPartition; // scratch, so that a start or an end does not allocate
  perPartition.assign(m_partitions.size(), 0);
  if (m_partitions.size() == 1)
    perPartition[0] = static_cast<int>(nodes.size());
  else
    for (int n : nodes)
      for (int p : (*m_nodePartitions)[static_cast<std::size_t>(n)])
        ++perPartition[static_cast<std::size_t>(p)];
  for (std::size_t p = 0; p < perPartition.size(); ++p) {
    if (perPartition[p] == 0)
      continue;
    const auto it = m_limitEnds[p].try_emplace(at, 0).first;
    it->second += delta * perPartition[p];
    if (it->second == 0)
      m_limitEnds[p].erase(it);
  }
}

void Simulator::finish(int index)
{
  if (m_config.priority.type == PriorityType::Multifactor) {
    const SimJob &j = m_jobs[static_cast<std::size_t>(index)];
    accrueUsage(j, j.nodes, m_now);
  }
  trackLimitEnd(index, -1);
  setNodesJob(m_jobNodes[static_cast<std::size_t>(index)], -1);
  if (!m_keepJobNodes)
    std::vector<int>().swap(m_jobNodes[static_cast<std::size_t>(index)]); // a finished job holds no memory
}

void Simulator::reservation(const SimJob &job, SimTime &shadow, int &extraNodes) const
{
  const auto p = static_cast<std::size_t>(job.partition);
  if (job.gpusPerNode <= m_minGpus[p]) {
    // Every node of the partition fits: count nodes by when they become free, in time order.
    int available = freeInPartition(p);
    shadow = available >= job.nodes ? m_now : std::numeric_limits<SimTime>::max();
    for (const auto &[end, count] : m_limitEnds[p]) {
      const SimTime at = std::max(m_now, end);
      if (available >= job.nodes && at > shadow)
        break;
      available += count;
      if (available >= job.nodes && shadow == std::numeric_limits<SimTime>::max())
        shadow = at;
    }
    extraNodes = available >= job.nodes ? available - job.nodes : 0;
    return;
  }
  // Nodes of the partition the job fits on, by the time they become free (running jobs' limits).
  std::vector<SimTime> freeAt;
  for (int n : m_partitions[static_cast<std::size_t>(job.partition)].nodes) {
    if (m_nodes[static_cast<std::size_t>(n)].gpus < job.gpusPerNode)
      continue;
    const int running = m_nodeJob[static_cast<std::size_t>(n)];
    if (running < 0) {
      freeAt.push_back(m_now);
    } else {
      const SimJob &r = m_jobs[static_cast<std::size_t>(running)];
      freeAt.push_back(std::max(m_now, r.start + r.limit));
    }
  }
  std::sort(freeAt.begin(), freeAt.end());
  if (static_cast<int>(freeAt.size()) < job.nodes) {
    shadow = std::numeric_limits<SimTime>::max(); // can never run here
    extraNodes = 0;
    return;
  }
  shadow = freeAt[static_cast<std::size_t>(job.nodes - 1)];
  const auto availableThen = std::upper_bound(freeAt.begin(), freeAt.end(), shadow) - freeAt.begin();
  extraNodes = static_cast<int>(availableThen) - job.nodes;
}

void Simulator::schedule()
{
  if (m_queue.empty())
    return;
  switch (m_config.policy) {
  case SchedulingPolicy::Fcfs:
  case SchedulingPolicy::Slurm:
    mainPass();
    break;
  case SchedulingPolicy::Easy:
    scheduleEasy();
    break;
  case SchedulingPolicy::Conservative:
    scheduleConservative();
    break;
  }
}

void Simulator::dropStarted(std::size_t scanned)
{
  // Started jobs leave the queue; only the part a pass looked at can hold any.
  const auto end = m_queue.begin() + static_cast<std::ptrdiff_t>(scanned);
  m_queue.erase(std::remove_if(m_queue.begin(), end,
                               [this](int index) { return m_jobs[static_cast<std::size_t>(index)].start >= 0; }),
                end);
}

void Simulator::mainPass()
{
  // In priority order, start what fits. When a job does not fit, its partition takes no more
  // jobs in this pass, and neither do its nodes for jobs of other partitions (Slurm's main
  // scheduler: the failed partition's nodes leave the available set). The pass ends when no node
  // is free or every partition is blocked.
  std::vector<char> blocked(m_partitions.size(), 0);
  std::vector<char> masked; // [node], set once some partition has failed
  std::vector<int> nodes;
  std::size_t blockedCount = 0, k = 0;
  for (; k < m_queue.size() && m_freeNodes > 0 && blockedCount < m_partitions.size(); ++k) {
    const int index = m_queue[k];
    const SimJob &j = m_jobs[static_cast<std::size_t>(index)];
    const auto p = static_cast<std::size_t>(j.partition);
    if (blocked[p])
      continue;
    if (masked.empty()) {
      if (fitsNow(j)) {
        start(index, freeFittingNodes(j), false);
        continue;
      }
    } else if (fitsNow(j)) {
      nodes.clear();
      for (int n : freeFittingNodes(j, static_cast<int>(m_nodes.size())))
        if (!masked[static_cast<std::size_t>(n)] && static_cast<int>(nodes.size()) < j.nodes)
          nodes.push_back(n);
      if (static_cast<int>(nodes.size()) == j.nodes) {
        start(index, nodes, false);
        continue;
      }
    }
    blocked[p] = 1;
    ++blockedCount;
    if (masked.empty())
      masked.assign(m_nodes.size(), 0);
    for (int n : m_partitions[p].nodes)
      masked[static_cast<std::size_t>(n)] = 1;
  }
  dropStarted(k);
}

void Simulator::scheduleEasy()
{
  std::vector<int> blocker(m_partitions.size(), -1); // the first blocked job of each partition
  std::vector<char> planned(m_partitions.size(), 0);
  std::vector<SimTime> shadow(m_partitions.size(), 0);
  std::vector<int> extra(m_partitions.size(), 0);
  std::vector<int> tested(m_partitions.size(), 0);
  std::size_t k = 0, started = 0;
  for (; k < m_queue.size() && m_freeNodes > 0; ++k) { // with no node free nothing can start
    const int index = m_queue[k];
    const SimJob &j = m_jobs[static_cast<std::size_t>(index)];
    const auto p = static_cast<std::size_t>(j.partition);
    if (blocker[p] < 0) {
      if (fitsNow(j)) {
        start(index, freeFittingNodes(j), false);
        ++started;
      } else {
        blocker[p] = index;
      }
      continue;
    }
    // The partition is blocked: a later job may start if it cannot delay the reservation of the
    // blocked one; the pass looks at backfillDepth jobs per partition.
    if ((m_config.backfillDepth <= 0 || tested[p]++ < m_config.backfillDepth) && fitsNow(j)) {
      if (!planned[p]) { // the reservation is planned only when a candidate could use it
        SimJob &head = m_jobs[static_cast<std::size_t>(blocker[p])];
        reservation(head, shadow[p], extra[p]);
        planned[p] = 1;
        if (head.firstReservation < 0 && shadow[p] != std::numeric_limits<SimTime>::max())
          head.firstReservation = shadow[p];
      }
      const bool endsBeforeShadow = m_now + j.limit <= shadow[p];
      if (endsBeforeShadow || j.nodes <= extra[p]) {
        if (!endsBeforeShadow)
          extra[p] -= j.nodes;
        start(index, freeFittingNodes(j), true);
        ++started;
      }
    }
  }
  if (started > 0)
    dropStarted(k);
}

bool Simulator::step()
{
  const auto next = m_events.nextTime();
  if (!next)
    return false;
  m_now = std::max(m_now, *next);
  std::vector<int> submitted;
  bool changed = false, backfillNow = false, recalcNow = false;
  for (const Event &e : m_events.popSimultaneous()) {
    const int index = static_cast<int>(e.subject);
    switch (e.kind) {
    case EventKind::JobEnd:
      if (m_config.nodeReleaseDelay > 0) { // the job has ended; its nodes are still completing
        m_events.push(m_now + m_config.nodeReleaseDelay, EventKind::NodeRelease, index);
        break;
      }
      finish(index);
      changed = true;
      break;
    case EventKind::NodeRelease:
      finish(index);
      changed = true;
      break;
    case EventKind::JobSubmit:
      submitted.push_back(index);
      changed = true;
      break;
    case EventKind::SchedulerPass:
      m_backfillPending = false;
      backfillNow = true;
      break;
    case EventKind::PriorityRecalc:
      m_recalcPending = false;
      recalcNow = true;
      break;
    case EventKind::Probe:
      break;
    }
  }
  const bool multifactor = m_config.priority.type == PriorityType::Multifactor;
  if (recalcNow && multifactor) {
    recalculatePriorities();
    changed = true;
  }
  if (!submitted.empty())
    enqueue(submitted);
  if (changed)
    schedule();
  if (m_config.policy == SchedulingPolicy::Slurm) {
    if (backfillNow)
      backfillSlurm();
    if (changed)
      requestBackfill();
  }
  // Multifactor: priorities and usage are recalculated every calcPeriod while anything runs or waits.
  if (multifactor && !m_recalcPending && (!m_queue.empty() || m_freeNodes < int(m_nodes.size()))) {
    const std::int64_t period = std::max<std::int64_t>(1, m_config.priority.calcPeriod);
    m_events.push((m_now / period + 1) * period, EventKind::PriorityRecalc);
    m_recalcPending = true;
  }
  return true;
}

void Simulator::runUntil(SimTime t)
{
  while (true) {
    const auto next = m_events.nextTime();
    if (!next || *next > t)
      break;
    step();
  }
  m_now = std::max(m_now, t);
}

void Simulator::runToEnd()
{
  while (step()) {
  }
}

std::vector<int> Simulator::running() const
{
  std::vector<int> out;
  for (std::size_t i = 0; i < m_jobs.size(); ++i)
    if (m_jobs[i].start >= 0 && m_jobs[i].start <= m_now && m_jobs[i].end > m_now)
      out.push_back(static_cast<int>(i));
  return out;
}

std::vector<int> Simulator::pending() const
{
  return m_queue;
}

} // namespace mirage::sim
