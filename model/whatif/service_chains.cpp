#include "whatif/service_chains.h"

#include <algorithm>

namespace mirage::whatif {

ServiceChains::ServiceChains(const ChainPopulation &population, const QString &policyName, int partition,
                             EpochSeconds from, EpochSeconds until)
    : m_population(population), m_partition(partition)
{
  const qint64 chainSpan = qint64(population.links) * population.limitMinutes * 60;
  const qint64 room = std::max<qint64>(0, until - from - chainSpan);
  for (int c = 0; c < population.count; ++c) {
    Service s;
    s.firstSubmit = from + (population.count > 1 ? room * c / (population.count - 1) : room / 2);
    s.policy = policy::makeBaselinePolicy(policyName);
    if (!s.policy)
      s.policy = std::make_unique<policy::ReactivePolicy>();
    m_services.push_back(std::move(s));
  }
}

int ServiceChains::submitLink(sim::Simulator &simulator, Service &service)
{
  sim::SimJob j;
  j.id = 1000000000000LL + qint64(&service - m_services.data()) * 100000 + service.submitted;
  j.submit = simulator.now();
  j.partition = m_partition;
  j.nodes = m_population.nodes;
  j.limit = m_population.limitMinutes * 60;
  j.runtime = j.limit; // a service runs until its limit stops it
  const int index = simulator.submit(j);
  if (index >= 0) {
    if (m_isChain.size() <= std::size_t(index))
      m_isChain.resize(std::size_t(index) + 1, 0);
    m_isChain[std::size_t(index)] = 1;
  }
  ++service.submitted;
  service.policy->reset();
  return index;
}

void ServiceChains::step(sim::Simulator &simulator)
{
  const EpochSeconds now = simulator.now();
  for (Service &s : m_services) {
    if (s.submitted == 0) {
      if (now >= s.firstSubmit)
        s.current = submitLink(simulator, s);
      continue;
    }
    if (s.submitted >= m_population.links || s.current < 0)
      continue;
    const sim::SimJob &p = simulator.job(s.current);
    policy::ChainState state;
    state.now = now;
    state.predecessorSubmit = p.submit;
    state.predecessorStart = p.start;
    state.limitSeconds = p.limit;
    state.chainNodes = p.nodes;
    state.recentWaits = [&simulator](std::size_t n, EpochSeconds until) {
      // The waits of the jobs running now, newest start first (what squeue shows a user).
      std::vector<std::pair<EpochSeconds, double>> started;
      for (int i : simulator.running())
        if (simulator.job(i).start <= until)
          started.emplace_back(simulator.job(i).start, double(simulator.job(i).start - simulator.job(i).submit));
      std::sort(started.begin(), started.end(), [](const auto &a, const auto &b) { return a.first > b.first; });
      std::vector<double> waits;
      for (std::size_t k = 0; k < std::min(n, started.size()); ++k)
        waits.push_back(started[k].second);
      return waits;
    };
    const bool ended = p.start >= 0 && now >= p.start + p.limit;
    if (ended || s.policy->submitNow(state)) {
      const int predecessor = s.current;
      s.current = submitLink(simulator, s);
      if (s.current >= 0)
        m_pairs.emplace_back(predecessor, s.current);
    }
  }
}

bool ServiceChains::active() const
{
  return std::any_of(m_services.begin(), m_services.end(), [&](const Service &s) {
    return s.submitted < m_population.links && (s.submitted == 0 || s.current >= 0);
  });
}

EpochSeconds ServiceChains::nextDeadline(const sim::Simulator &simulator) const
{
  EpochSeconds next = -1;
  const auto consider = [&](EpochSeconds t) { next = next < 0 ? t : std::min(next, t); };
  for (const Service &s : m_services) {
    if (s.submitted == 0)
      consider(s.firstSubmit);
    else if (s.submitted < m_population.links && s.current >= 0 && simulator.job(s.current).start >= 0)
      consider(simulator.job(s.current).start + simulator.job(s.current).limit);
  }
  return next;
}

bool ServiceChains::isChainJob(int index) const
{
  return index >= 0 && std::size_t(index) < m_isChain.size() && m_isChain[std::size_t(index)];
}

ChainOutcome ServiceChains::outcome(const sim::Simulator &simulator) const
{
  ChainOutcome out;
  double interruption = 0, overlap = 0;
  int zero = 0;
  for (const auto &[p, s] : m_pairs) {
    const sim::SimJob &pj = simulator.job(p), &sj = simulator.job(s);
    if (pj.start < 0 || sj.start < 0)
      continue;
    const double d = double(sj.start - (pj.start + pj.limit)) / 3600.0;
    interruption += std::max(0.0, d);
    overlap += std::max(0.0, -d);
    zero += d <= 0;
    ++out.transitions;
  }
  if (out.transitions > 0) {
    out.meanInterruptionH = interruption / out.transitions;
    out.meanOverlapH = overlap / out.transitions;
    out.zeroInterruptionShare = double(zero) / out.transitions;
  }
  return out;
}

} // namespace mirage::whatif
