// The queue's order: FCFS, Slurm's multifactor priority (with classic fair-share from decayed
// usage), or priorities given by the caller.
#include "sim/simulator.h"

#include <algorithm>
#include <cmath>

namespace mirage::sim {

bool Simulator::higherPriority(int a, int b) const
{
  const SimJob &x = m_jobs[static_cast<std::size_t>(a)], &y = m_jobs[static_cast<std::size_t>(b)];
  if (m_config.priority.type == PriorityType::Fcfs) {
    if (x.submit != y.submit)
      return x.submit < y.submit;
  } else if (x.priority != y.priority) {
    return x.priority > y.priority;
  }
  return x.id < y.id;
}

void Simulator::enqueue(const std::vector<int> &submitted)
{
  const bool fcfs = m_config.priority.type == PriorityType::Fcfs;
  if (m_config.priority.type == PriorityType::Multifactor && m_config.priority.weightFairShare != 0)
    updateUsage(); // a new job's fair-share uses the usage as of now
  for (int index : submitted) {
    SimJob &j = m_jobs[static_cast<std::size_t>(index)];
    if (m_config.priority.type == PriorityType::Multifactor)
      j.priority = computePriority(j);
    // FCFS: everything queued was submitted before now, so a new job goes at the end, in id order
    // among those submitted at the same time; otherwise it goes where its priority puts it.
    const auto from = fcfs ? std::lower_bound(m_queue.begin(), m_queue.end(), j.submit,
                                              [this](int q, SimTime t) {
                                                return m_jobs[static_cast<std::size_t>(q)].submit < t;
                                              })
                           : m_queue.begin();
    const auto at = std::upper_bound(from, m_queue.end(), index, [this](int a, int b) { return higherPriority(a, b); });
    m_queue.insert(at, index);
  }
}

void Simulator::noteUser(int user)
{
  if (user < 0)
    return;
  const auto u = static_cast<std::size_t>(user);
  if (u >= m_userSeen.size()) {
    m_userSeen.resize(u + 1, 0);
    m_usage.resize(u + 1, 0.0);
  }
  if (!m_userSeen[u]) {
    m_userSeen[u] = 1;
    ++m_users;
  }
}

void Simulator::accrueUsage(const SimJob &job, int nodes, SimTime until)
{
  // The part of the job's run not yet counted: from its start or the last decay, whichever is later.
  if (job.user < 0 || job.start < 0)
    return;
  const SimTime from = std::max(job.start, m_lastDecay);
  if (until > from) {
    const double added = double(nodes) * double(until - from);
    m_usage[static_cast<std::size_t>(job.user)] += added;
    m_usageTotal += added;
  }
}

void Simulator::updateUsage()
{
  // Slurm's decay thread: usage decays by 2^(-elapsed/half-life), then the running jobs' usage
  // since the last calculation is added.
  const PriorityParameters &pp = m_config.priority;
  if (m_lastDecay >= 0 && pp.decayHalfLife > 0) {
    const double decay = std::exp2(-double(m_now - m_lastDecay) / double(pp.decayHalfLife));
    for (double &u : m_usage)
      u *= decay;
    m_usageTotal *= decay;
  }
  for (int running : m_nodeJob) // node by node: each node of a running job adds its time
    if (running >= 0)
      accrueUsage(m_jobs[static_cast<std::size_t>(running)], 1, m_now);
  m_lastDecay = m_now;
}

void Simulator::recalculatePriorities()
{
  updateUsage();
  for (int index : m_queue)
    m_jobs[static_cast<std::size_t>(index)].priority = computePriority(m_jobs[static_cast<std::size_t>(index)]);
  std::stable_sort(m_queue.begin(), m_queue.end(), [this](int a, int b) { return higherPriority(a, b); });
}

double Simulator::usage(int user) const
{
  return user >= 0 && static_cast<std::size_t>(user) < m_usage.size() ? m_usage[static_cast<std::size_t>(user)] : 0.0;
}

double Simulator::fairShareFactor(int user) const
{
  // Classic fair-share with equal shares: F = 2^(-U/S), U the user's share of all (decayed)
  // usage, S = 1 / the number of users.
  if (m_usageTotal <= 0 || m_users == 0)
    return 1.0;
  const double share = 1.0 / double(m_users);
  return std::exp2(-(usage(user) / m_usageTotal) / share);
}

double Simulator::computePriority(const SimJob &job) const
{
  const PriorityParameters &pp = m_config.priority;
  const double age =
      pp.maxAge > 0 ? double(std::min<SimTime>(std::max<SimTime>(0, m_now - job.submit), pp.maxAge)) / double(pp.maxAge)
                    : 0.0;
  const double size = double(job.nodes) / double(std::max<std::size_t>(1, m_nodes.size()));
  const double jobSize = pp.favorSmall ? 1.0 - size : size;
  const double partition =
      double(m_partitions[static_cast<std::size_t>(job.partition)].priorityJobFactor) / m_partitionFactorMax;
  double qos = 0;
  if (m_qosMax > 0 && job.qos >= 0 && static_cast<std::size_t>(job.qos) < pp.qosPriority.size())
    qos = pp.qosPriority[static_cast<std::size_t>(job.qos)] / m_qosMax;
  const double fairShare = pp.weightFairShare != 0 ? fairShareFactor(job.user) : 0.0;
  return pp.weightAge * age + pp.weightJobSize * jobSize + pp.weightFairShare * fairShare +
         pp.weightPartition * partition + pp.weightQos * qos;
}

} // namespace mirage::sim
