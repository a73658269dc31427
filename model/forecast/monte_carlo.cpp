#include "forecast/monte_carlo.h"

#include "core/core_tr.h"
#include "forecast/snapshot_simulation.h"
#include "sim/percentile.h"
#include "sim/simulator.h"

#include <algorithm>
#include <limits>

namespace mirage {

double WaitDistribution::quantile(double q) const
{
  return sim::percentile(waits, q);
}

double WaitDistribution::cdf(double seconds) const
{
  if (waits.empty())
    return 0;
  const auto atMost = std::upper_bound(waits.begin(), waits.end(), seconds) - waits.begin();
  return double(atMost) / double(waits.size());
}

LimitRatioRuntimeModel::LimitRatioRuntimeModel(std::vector<double> ratios) : m_ratios(std::move(ratios))
{
  for (double &r : m_ratios)
    r = std::clamp(r, 0.0, 1.0);
  std::sort(m_ratios.begin(), m_ratios.end());
}

std::int64_t LimitRatioRuntimeModel::runtime(const sim::SimJob &job, std::int64_t elapsed, std::mt19937_64 &rng) const
{
  if (m_ratios.empty() || job.limit <= 0)
    return job.limit;
  // Only ratios that leave the job running at least `elapsed` seconds are possible.
  const double least = double(elapsed) / double(job.limit);
  const auto first = std::lower_bound(m_ratios.begin(), m_ratios.end(), least);
  if (first == m_ratios.end())
    return job.limit;
  const auto count = static_cast<std::size_t>(m_ratios.end() - first);
  const double ratio =
      *(first + static_cast<std::ptrdiff_t>(std::uniform_int_distribution<std::size_t>(0, count - 1)(rng)));
  return std::max(elapsed, static_cast<std::int64_t>(ratio * double(job.limit)));
}

std::vector<double> defaultRuntimeRatios()
{
  return {0.05, 0.1, 0.2, 0.3, 0.5, 0.7, 0.9, 1.0, 1.0};
}

Result<WaitDistribution> monteCarloWait(const ClusterSnapshot &snapshot, const JobRequest &request,
                                        const MonteCarloOptions &options, EpochSeconds at)
{
  if (at < snapshot.time)
    at = snapshot.time;
  if (const auto e = checkRequest(snapshot, request); !e.ok())
    return Result<WaitDistribution>::failure(e.error());
  // Each rollout builds its own simulation from the snapshot with its own seed, so that the running
  // jobs' runtimes (drawn when they are put on their nodes) differ between rollouts too.
  const auto build = [&](std::uint64_t seed) {
    sim::SimConfig config = options.config;
    config.seed = seed;
    return simulationFromSnapshot(snapshot, config);
  };
  // Rollout r's seed, mixed (splitmix64) so that two seeds give independent sets of rollouts, not
  // the same ones shifted by one.
  const auto rolloutSeed = [&](int r) {
    std::uint64_t z = options.seed * 0x9E3779B97F4A7C15ull + std::uint64_t(r) + 1;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  };
  auto first = build(rolloutSeed(0));
  if (!first.ok())
    return Result<WaitDistribution>::failure(first.error());
  const sim::Simulator &probe = first->simulator;
  int partition = -1;
  for (std::size_t p = 0; p < probe.partitions().size(); ++p)
    if (probe.partitions()[p].name == request.partition.toStdString())
      partition = int(p);
  if (partition < 0)
    return Result<WaitDistribution>::failure(
        CoreTr::tr("%1 has no partition '%2'").arg(snapshot.cluster, request.partition));
  // The request comes last among the jobs waiting now (Slurm's priority/basic would rank it so;
  // with multifactor priorities the simulator computes its place).
  double lowest = 0;
  for (int index : probe.pending())
    lowest = std::min(lowest, probe.job(index).priority);
  sim::SimJob job;
  job.id = std::numeric_limits<std::int64_t>::max();
  job.submit = at;
  job.partition = partition;
  job.nodes = std::max(1, request.nodes);
  job.gpusPerNode = std::max(0, request.gpusPerNode);
  job.limit = std::max<qint64>(1, request.timeLimitSeconds);
  job.runtime = job.limit;
  job.priority = lowest - 1;

  WaitDistribution out;
  const sim::SimTime giveUp = at + options.horizonSeconds;
  for (int r = 0; r < std::max(1, options.rollouts); ++r) {
    sim::Simulator rollout = r == 0 ? first->simulator : build(rolloutSeed(r))->simulator;
    const int index = rollout.submit(job);
    if (index >= 0 && options.arrivals) {
      // The same hours one to four weeks back, shifted forward; they queue behind the request.
      constexpr qint64 kWeek = 7 * 86400;
      const qint64 shift = kWeek * (1 + r % 4);
      double priority = job.priority;
      for (const JobOutcome *o :
           options.arrivals->submittedBetween(at - shift, at - shift + options.arrivalWindowSeconds)) {
        if (o->submit + shift <= at)
          continue;
        sim::SimJob a;
        a.id = -1 - std::int64_t(out.waits.size());
        a.submit = o->submit + shift;
        a.partition = partition;
        for (std::size_t p = 0; p < probe.partitions().size(); ++p)
          if (probe.partitions()[p].name == o->partition.toStdString())
            a.partition = int(p);
        a.nodes = o->nodes;
        a.gpusPerNode = o->gpusPerNode;
        a.limit = std::max<qint64>(60, o->limit);
        // A runtime that is not over yet at `at` is not known then: the limit stands in.
        a.runtime = o->end >= o->start && o->end <= at ? std::min<std::int64_t>(a.limit, o->end - o->start) : a.limit;
        a.priority = (priority -= 1);
        rollout.submit(a); // a job no partition here can run is dropped
      }
    }
    if (index < 0)
      return Result<WaitDistribution>::failure(CoreTr::tr("partition %1 can never run %2 nodes with %3 GPUs each")
                                                   .arg(request.partition)
                                                   .arg(job.nodes)
                                                   .arg(job.gpusPerNode));
    while (rollout.job(index).start < 0 && rollout.now() <= giveUp && rollout.step()) {
    }
    const sim::SimTime start = rollout.job(index).start;
    out.waits.push_back(double(start >= 0 ? start - at : options.horizonSeconds));
  }
  std::sort(out.waits.begin(), out.waits.end());
  return out;
}

MonteCarloForecaster::MonteCarloForecaster(std::shared_ptr<const JobHistory> history, MonteCarloOptions options)
    : m_history(std::move(history)), m_options(std::move(options))
{
}

Result<WaitForecast> MonteCarloForecaster::forecast(const ClusterSnapshot &snapshot, const JobRequest &request,
                                                    EpochSeconds at) const
{
  MonteCarloOptions options = m_options;
  std::vector<double> ratios = m_history ? m_history->recentRuntimeRatios(at, 2000) : std::vector<double>{};
  if (ratios.size() < 20)
    ratios = defaultRuntimeRatios();
  options.config.runtimeModel = std::make_shared<LimitRatioRuntimeModel>(std::move(ratios));
  options.arrivals = m_history;
  const auto waits = monteCarloWait(snapshot, request, options, at);
  if (!waits.ok())
    return Result<WaitForecast>::failure(waits.error());
  return WaitForecast::fromSamples(method(), waits->waits);
}

} // namespace mirage
