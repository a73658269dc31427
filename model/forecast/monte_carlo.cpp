#include "forecast/monte_carlo.h"

#include "core/core_tr.h"
#include "forecast/rollout_schedule.h"
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

namespace {

// Rollout r's seed, mixed (splitmix64) so that two seeds give independent sets of rollouts, not
// the same ones shifted by one.
std::uint64_t mixSeed(std::uint64_t seed, std::uint64_t r)
{
  std::uint64_t z = seed * 0x9E3779B97F4A7C15ull + r + 1;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

std::size_t machineHash(const ClusterSnapshot &snapshot)
{
  std::size_t h = qHash(snapshot.cluster);
  const auto mix = [&h](std::size_t v) { h ^= v + 0x9E3779B97F4A7C15ull + (h << 6) + (h >> 2); };
  for (const Partition &p : snapshot.partitions) {
    mix(qHash(p.name));
    mix(std::size_t(p.nodes) * 31 + std::size_t(p.nodesDown) * 7 + std::size_t(p.gpusPerNode));
  }
  for (const Node &n : snapshot.nodes) {
    mix(qHash(n.name));
    mix(qHash(n.state));
    mix(std::size_t(n.gpus));
    for (const QString &p : n.partitions)
      mix(qHash(p));
  }
  return h;
}

bool simulated(const Job &j)
{
  // As simulationFromSnapshot: running jobs and pending ones not waiting on a dependency.
  return j.state == JobState::Running ||
         (j.state == JobState::Pending && (j.dependency.isEmpty() || j.dependency.contains(QLatin1String("(null)"))));
}

} // namespace

Result<MonteCarloRollouts> MonteCarloRollouts::simulate(const ClusterSnapshot &snapshot,
                                                        const MonteCarloOptions &options, EpochSeconds arrivalsUntil)
{
  using R = Result<MonteCarloRollouts>;
  MonteCarloRollouts out;
  out.m_time = snapshot.time;
  out.m_arrivalsUntil = std::max(arrivalsUntil, snapshot.time);
  out.m_horizon = options.horizonSeconds;
  out.m_runtimes = options.config.runtimeModel;
  out.m_machine = machineHash(snapshot);
  for (const Job &j : snapshot.jobs)
    if (simulated(j))
      out.m_jobs.insert(j.id);
  const sim::SimTime giveUp = snapshot.time + options.horizonSeconds;
  const int rollouts = std::max(1, options.rollouts);
  for (int r = 0; r < rollouts; ++r) {
    // Each rollout builds its own simulation from the snapshot with its own seed, so that the
    // running jobs' runtimes (drawn when they are put on their nodes) differ between rollouts too.
    sim::SimConfig config = options.config;
    config.seed = mixSeed(options.seed, std::uint64_t(r));
    out.m_seeds.push_back(config.seed);
    auto built = simulationFromSnapshot(snapshot, config);
    if (!built.ok())
      return R::failure(built.error());
    sim::Simulator rollout = std::move(built.value().simulator);
    rollout.setKeepJobNodes(true);
    if (r == 0) {
      out.m_nodes = rollout.nodes();
      for (const sim::SimPartition &p : rollout.partitions())
        out.m_partitionNodes.insert(QString::fromStdString(p.name), p.nodes);
    }
    const std::size_t known = rollout.jobs().size();
    sim::SimTime lastArrival = snapshot.time;
    if (options.arrivals && out.m_arrivalsUntil > snapshot.time) {
      // The same hours one to four weeks back, shifted forward; they queue behind the snapshot's
      // jobs in the order they come.
      constexpr qint64 kWeek = 7 * 86400;
      const qint64 shift = kWeek * (1 + r % 4);
      double priority = 0;
      for (int index : rollout.pending())
        priority = std::min(priority, rollout.job(index).priority);
      for (const JobOutcome *o :
           options.arrivals->submittedBetween(snapshot.time - shift + 1, out.m_arrivalsUntil - shift)) {
        sim::SimJob a;
        a.partition = -1;
        for (std::size_t p = 0; p < rollout.partitions().size(); ++p)
          if (rollout.partitions()[p].name == o->partition.toStdString())
            a.partition = int(p);
        if (a.partition < 0)
          continue; // a partition the cluster no longer has
        a.id = -1 - std::int64_t(rollout.jobs().size());
        a.submit = o->submit + shift;
        a.nodes = o->nodes;
        a.gpusPerNode = o->gpusPerNode;
        a.limit = std::max<qint64>(60, o->limit);
        // A runtime that is not over yet at the snapshot is not known then: the limit stands in.
        a.runtime = o->end >= o->start && o->end <= snapshot.time ? std::min<std::int64_t>(a.limit, o->end - o->start)
                                                                  : a.limit;
        a.priority = (priority -= 1);
        if (rollout.submit(a) >= 0) // a job no partition here can run is dropped
          lastArrival = std::max(lastArrival, a.submit);
      }
    }
    while ((rollout.waiting() > 0 || rollout.now() <= lastArrival) && rollout.now() <= giveUp && rollout.step()) {
    }
    auto schedule = std::make_shared<RolloutSchedule>(rollout.nodes().size());
    for (std::size_t i = 0; i < rollout.jobs().size(); ++i) {
      const sim::SimJob &j = rollout.jobs()[i];
      if (j.start < 0)
        continue;
      const sim::SimTime arrival = i >= known ? j.submit : -1;
      for (int n : rollout.jobNodes(int(i)))
        schedule->hold(n, {j.start, j.end, arrival});
    }
    schedule->finish();
    out.m_rollouts.push_back(std::move(schedule));
  }
  return out;
}

bool MonteCarloRollouts::sameMachine(const ClusterSnapshot &snapshot) const
{
  return machineHash(snapshot) == m_machine;
}

QList<Job> MonteCarloRollouts::newJobs(const ClusterSnapshot &snapshot) const
{
  QList<Job> out;
  for (const Job &j : snapshot.jobs)
    if (simulated(j) && !m_jobs.contains(j.id))
      out << j;
  // Running ones first (they hold their nodes already), then the queue in priority order.
  std::stable_sort(out.begin(), out.end(), [](const Job &a, const Job &b) {
    if ((a.state == JobState::Running) != (b.state == JobState::Running))
      return a.state == JobState::Running;
    return a.priority > b.priority;
  });
  return out;
}

Result<WaitDistribution> MonteCarloRollouts::wait(const JobRequest &request, EpochSeconds at, const QList<Job> &ahead,
                                                  EpochSeconds now) const
{
  using R = Result<WaitDistribution>;
  at = std::max(at, m_time);
  now = std::max(now, m_time);
  const auto fitting = [this](const QString &partition, int gpus) {
    std::vector<int> out;
    for (int n : m_partitionNodes.value(partition))
      if (m_nodes[std::size_t(n)].gpus >= gpus)
        out.push_back(n);
    return out;
  };
  if (!m_partitionNodes.contains(request.partition))
    return R::failure(CoreTr::tr("the cluster has no partition '%1'").arg(request.partition));
  const int nodes = std::max(1, request.nodes);
  const std::vector<int> candidates = fitting(request.partition, std::max(0, request.gpusPerNode));
  if (int(candidates.size()) < nodes)
    return R::failure(CoreTr::tr("partition %1 can never run %2 nodes with %3 GPUs each")
                          .arg(request.partition)
                          .arg(nodes)
                          .arg(std::max(0, request.gpusPerNode)));
  // The jobs ahead, each with the nodes it may use.
  struct Ahead {
    sim::SimJob job;
    std::int64_t elapsed;
    std::vector<int> candidates;
  };
  std::vector<Ahead> placed;
  for (const Job &j : ahead) {
    Ahead a;
    a.job.id = j.id;
    a.job.nodes = std::max(1, j.nodes);
    a.job.gpusPerNode = std::max(0, j.gpusPerNode);
    a.job.limit = j.timeLimitSeconds > 0 ? j.timeLimitSeconds : 365 * 86400;
    a.job.runtime = a.job.limit;
    a.elapsed = j.state == JobState::Running ? std::max<qint64>(0, now - j.startTime) : 0;
    a.candidates = fitting(j.partition, a.job.gpusPerNode);
    if (int(a.candidates.size()) >= a.job.nodes)
      placed.push_back(std::move(a));
  }
  const std::int64_t limit = std::max<qint64>(1, request.timeLimitSeconds);
  WaitDistribution out;
  out.waits.reserve(m_rollouts.size());
  RolloutSchedule::Overlay overlay;
  std::vector<int> chosen;
  for (std::size_t r = 0; r < m_rollouts.size(); ++r) {
    const RolloutSchedule &schedule = *m_rollouts[r];
    overlay.clear();
    std::mt19937_64 rng(mixSeed(m_seeds[r], 0x5EEDull));
    for (const Ahead &a : placed) {
      const std::int64_t remaining = a.job.limit - a.elapsed;
      const sim::SimTime t = schedule.earliestFit(a.candidates, a.job.nodes, std::max<std::int64_t>(1, remaining), now,
                                                  at, &chosen, &overlay);
      if (t < 0)
        continue;
      const std::int64_t runtime =
          m_runtimes ? std::max(a.elapsed, m_runtimes->runtime(a.job, a.elapsed, rng)) : a.job.limit;
      for (int n : chosen)
        overlay.push_back({n, {t, t + std::max<std::int64_t>(1, runtime - a.elapsed), -1}});
    }
    const sim::SimTime start = schedule.earliestFit(candidates, nodes, limit, at, at, nullptr, &overlay);
    out.waits.push_back(start < 0 || start - at > m_horizon ? double(m_horizon) : double(start - at));
  }
  std::sort(out.waits.begin(), out.waits.end());
  return out;
}

Result<WaitDistribution> monteCarloWait(const ClusterSnapshot &snapshot, const JobRequest &request,
                                        const MonteCarloOptions &options, EpochSeconds at)
{
  if (at < snapshot.time)
    at = snapshot.time;
  if (const auto e = checkRequest(snapshot, request); !e.ok())
    return Result<WaitDistribution>::failure(e.error());
  const auto rollouts = MonteCarloRollouts::simulate(snapshot, options, at);
  if (!rollouts.ok())
    return Result<WaitDistribution>::failure(rollouts.error());
  return rollouts->wait(request, at);
}

MonteCarloForecaster::MonteCarloForecaster(std::shared_ptr<const JobHistory> history, MonteCarloOptions options)
    : m_history(std::move(history)), m_options(std::move(options))
{
}

Result<std::shared_ptr<const MonteCarloRollouts>> MonteCarloForecaster::rollouts(const ClusterSnapshot &snapshot,
                                                                                 EpochSeconds at) const
{
  {
    const std::lock_guard lock(m_mutex);
    if (m_last && m_lastCluster == snapshot.cluster && m_last->time() <= snapshot.time &&
        snapshot.time - m_last->time() <= m_options.reuseSeconds && at <= m_last->arrivalsUntil() &&
        m_last->sameMachine(snapshot))
      return m_last;
  }
  // Arrivals up to the submission time asked for, rounded up to 1, 2, 4, … hours ahead, so that
  // the leads of one risk curve share a few sets of rollouts (without history there are none).
  EpochSeconds until = snapshot.time + 3600;
  for (qint64 ahead = 7200; until < at; ahead *= 2)
    until = snapshot.time + ahead;
  if (!m_history)
    until = std::numeric_limits<EpochSeconds>::max();
  MonteCarloOptions options = m_options;
  std::vector<double> ratios = m_history ? m_history->recentRuntimeRatios(snapshot.time, 2000) : std::vector<double>{};
  if (ratios.size() < 20)
    ratios = defaultRuntimeRatios();
  options.config.runtimeModel = std::make_shared<LimitRatioRuntimeModel>(std::move(ratios));
  options.arrivals = m_history;
  auto built = MonteCarloRollouts::simulate(snapshot, options, until);
  if (!built.ok())
    return Result<std::shared_ptr<const MonteCarloRollouts>>::failure(built.error());
  auto shared = std::make_shared<const MonteCarloRollouts>(std::move(built).value());
  const std::lock_guard lock(m_mutex);
  m_last = shared;
  m_lastCluster = snapshot.cluster;
  ++m_simulations;
  return shared;
}

int MonteCarloForecaster::simulations() const
{
  const std::lock_guard lock(m_mutex);
  return m_simulations;
}

Result<WaitForecast> MonteCarloForecaster::forecast(const ClusterSnapshot &snapshot, const JobRequest &request,
                                                    EpochSeconds at) const
{
  at = std::max(at, snapshot.time);
  if (const auto e = checkRequest(snapshot, request); !e.ok())
    return Result<WaitForecast>::failure(e.error());
  const auto rollouts = this->rollouts(snapshot, at);
  if (!rollouts.ok())
    return Result<WaitForecast>::failure(rollouts.error());
  const MonteCarloRollouts &set = *rollouts.value();
  const QList<Job> ahead = set.time() < snapshot.time ? set.newJobs(snapshot) : QList<Job>{};
  const auto waits = set.wait(request, at, ahead, snapshot.time);
  if (!waits.ok())
    return Result<WaitForecast>::failure(waits.error());
  return WaitForecast::fromSamples(method(), waits->waits);
}

} // namespace mirage
