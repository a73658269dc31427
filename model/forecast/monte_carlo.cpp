#include "forecast/monte_carlo.h"

#include "core/core_tr.h"
#include "forecast/rollout_schedule.h"
#include "forecast/snapshot_simulation.h"
#include "sim/percentile.h"
#include "sim/simulator.h"

#include <QThread>

#include <algorithm>
#include <atomic>
#include <exception>
#include <limits>
#include <mutex>
#include <thread>

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

PerUserRuntimeModel::PerUserRuntimeModel(std::shared_ptr<const LimitRatioRuntimeModel> cluster,
                                         QHash<qint64, std::shared_ptr<const LimitRatioRuntimeModel>> byJob)
    : m_cluster(std::move(cluster)), m_byJob(std::move(byJob))
{
  QSet<const LimitRatioRuntimeModel *> users;
  for (const auto &m : std::as_const(m_byJob))
    users.insert(m.get());
  m_users = int(users.size());
}

std::shared_ptr<const PerUserRuntimeModel> PerUserRuntimeModel::fromHistory(const JobHistory *history,
                                                                            const ClusterSnapshot &snapshot, int least)
{
  std::vector<double> ratios = history ? history->recentRuntimeRatios(snapshot.time, 2000) : std::vector<double>{};
  if (ratios.size() < 20)
    ratios = defaultRuntimeRatios();
  auto cluster = std::make_shared<const LimitRatioRuntimeModel>(std::move(ratios));
  QHash<qint64, std::shared_ptr<const LimitRatioRuntimeModel>> byJob;
  if (history && least >= 0) {
    QHash<QString, std::shared_ptr<const LimitRatioRuntimeModel>> byUser;
    for (const Job &j : snapshot.jobs) {
      if (j.user.isEmpty() || (j.state != JobState::Running && j.state != JobState::Pending))
        continue;
      auto it = byUser.find(j.user);
      if (it == byUser.end()) {
        std::vector<double> own = history->recentRuntimeRatios(snapshot.time, 200, j.user);
        it = byUser.insert(j.user, int(own.size()) >= least
                                       ? std::make_shared<const LimitRatioRuntimeModel>(std::move(own))
                                       : nullptr);
      }
      if (*it)
        byJob.insert(j.id, *it);
    }
  }
  return std::make_shared<const PerUserRuntimeModel>(std::move(cluster), std::move(byJob));
}

std::int64_t PerUserRuntimeModel::runtime(const sim::SimJob &job, std::int64_t elapsed, std::mt19937_64 &rng) const
{
  if (job.id < 0 && job.runtime < job.limit)
    return job.runtime; // an arrival whose runtime was known
  const auto it = m_byJob.constFind(job.id);
  return (it != m_byJob.cend() ? *it : m_cluster)->runtime(job, elapsed, rng);
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
    mix(nodeIsUsable(n) ? 1 : 0); // busy or idle changes every poll; usable or not changes the machine
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

// Rollout r from the snapshot's simulation `base`, with its own seed: the simulation runs until
// every job has started (and the arrivals up to arrivalsUntil have come), and its schedule is kept.
std::shared_ptr<const RolloutSchedule> simulateRollout(const sim::Simulator &base, const MonteCarloOptions &options,
                                                       EpochSeconds snapshotTime, EpochSeconds arrivalsUntil, int r,
                                                       std::uint64_t seed)
{
  const sim::SimTime giveUp = snapshotTime + options.horizonSeconds;
  sim::Simulator rollout = base;
  rollout.redrawRunning(seed);
  rollout.setKeepJobNodes(true);
  const std::size_t known = rollout.jobs().size();
  sim::SimTime lastArrival = snapshotTime;
  if (options.arrivals && arrivalsUntil > snapshotTime) {
    // The same hours one to four weeks back, shifted forward; they queue behind the snapshot's
    // jobs in the order they come.
    constexpr qint64 kWeek = 7 * 86400;
    const qint64 shift = kWeek * (1 + r % 4);
    double priority = 0;
    for (int index : rollout.pending())
      priority = std::min(priority, rollout.job(index).priority);
    for (const JobOutcome *o : options.arrivals->submittedBetween(snapshotTime - shift + 1, arrivalsUntil - shift)) {
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
      a.runtime =
          o->end >= o->start && o->end <= snapshotTime ? std::min<std::int64_t>(a.limit, o->end - o->start) : a.limit;
      a.priority = (priority -= 1);
      if (rollout.submit(a) >= 0) // a job no partition here can run is dropped
        lastArrival = std::max(lastArrival, a.submit);
    }
  }
  // Each queued job's place in the queue, 0 to 1; each arrival's draw against later requests.
  std::vector<double> place(rollout.jobs().size(), -1);
  std::vector<std::size_t> queued;
  for (std::size_t i = 0; i < known; ++i)
    if (rollout.jobs()[i].start < 0)
      queued.push_back(i);
  std::stable_sort(queued.begin(), queued.end(), [&](std::size_t a, std::size_t b) {
    return rollout.jobs()[a].priority > rollout.jobs()[b].priority;
  });
  for (std::size_t k = 0; k < queued.size(); ++k)
    place[queued[k]] = double(k) / double(queued.size());
  std::mt19937_64 draws(mixSeed(seed, 0xA771ull));
  for (std::size_t i = known; i < place.size(); ++i)
    place[i] = std::uniform_real_distribution<double>(0, 1)(draws);
  while ((rollout.waiting() > 0 || rollout.now() <= lastArrival) && rollout.now() <= giveUp && rollout.step()) {
  }
  auto schedule = std::make_shared<RolloutSchedule>(rollout.nodes().size());
  schedule->reserve(rollout.jobs().size() * 2);
  // Recorded in start order, so that each node's holds are filed in order without sorting.
  std::vector<std::size_t> started;
  started.reserve(rollout.jobs().size());
  for (std::size_t i = 0; i < rollout.jobs().size(); ++i)
    if (rollout.jobs()[i].start >= 0)
      started.push_back(i);
  std::stable_sort(started.begin(), started.end(),
                   [&](std::size_t a, std::size_t b) { return rollout.jobs()[a].start < rollout.jobs()[b].start; });
  for (const std::size_t i : started) {
    const sim::SimJob &j = rollout.jobs()[i];
    const sim::SimTime arrival = i >= known ? j.submit : -1;
    schedule->hold(rollout.jobNodes(int(i)), {j.start, j.end, arrival, place[i], int(i)});
  }
  schedule->finish();
  return schedule;
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
  const int rollouts = std::max(1, options.rollouts);
  // One build from the snapshot; each rollout forks it with the running jobs' runtimes drawn again
  // from its own seed (the same state as a build with that seed).
  auto built = simulationFromSnapshot(snapshot, options.config);
  if (!built.ok())
    return R::failure(built.error());
  const sim::Simulator &base = built->simulator;
  out.m_jobs = built->jobIndex;
  out.m_nodes = base.nodes();
  for (const sim::SimPartition &p : base.partitions())
    out.m_partitionNodes.insert(QString::fromStdString(p.name), p.nodes);
  out.m_seeds.resize(std::size_t(rollouts));
  for (int r = 0; r < rollouts; ++r)
    out.m_seeds[std::size_t(r)] = mixSeed(options.seed, std::uint64_t(r));
  // The rollouts are independent (each its own seed, filed by its number): they run on every core,
  // and come out the same on any number of them.
  out.m_rollouts.resize(std::size_t(rollouts));
  std::atomic<int> next{0};
  std::exception_ptr failed;
  std::mutex failing;
  const auto work = [&] {
    for (int r; (r = next++) < rollouts;) {
      try {
        out.m_rollouts[std::size_t(r)] =
            simulateRollout(base, options, snapshot.time, out.m_arrivalsUntil, r, out.m_seeds[std::size_t(r)]);
      } catch (...) {
        const std::lock_guard lock(failing);
        failed = std::current_exception();
        next = rollouts;
      }
    }
  };
  const int threads = std::clamp(options.threads > 0 ? options.threads : QThread::idealThreadCount(), 1, rollouts);
  std::vector<std::thread> helpers;
  for (int t = 1; t < threads; ++t)
    helpers.emplace_back(work);
  work();
  for (std::thread &t : helpers)
    t.join();
  if (failed)
    std::rethrow_exception(failed);
  return out;
}

bool MonteCarloRollouts::sameMachine(const ClusterSnapshot &snapshot) const
{
  return machineHash(snapshot) == m_machine;
}

Result<WaitDistribution> MonteCarloRollouts::wait(const JobRequest &request, EpochSeconds at,
                                                  const ClusterSnapshot *later,
                                                  const std::vector<QueueRank> &ranks) const
{
  using R = Result<WaitDistribution>;
  at = std::max(at, m_time);
  const EpochSeconds now = later ? std::max(later->time, m_time) : m_time;
  // What the later snapshot changed: jobs it shows that the rollouts do not know (running ones
  // first, then the queue in priority order), and jobs of the rollouts it no longer shows.
  QList<Job> ahead;
  std::vector<char> gone;
  if (later) {
    int last = -1;
    for (const int index : m_jobs)
      last = std::max(last, index);
    gone.assign(std::size_t(last + 1), 0);
    for (const int index : m_jobs)
      gone[std::size_t(index)] = 1;
    for (const Job &j : later->jobs) {
      if (!simulated(j))
        continue;
      if (const auto it = m_jobs.constFind(j.id); it != m_jobs.cend())
        gone[std::size_t(*it)] = 0;
      else
        ahead << j;
    }
    std::stable_sort(ahead.begin(), ahead.end(), [](const Job &a, const Job &b) {
      if ((a.state == JobState::Running) != (b.state == JobState::Running))
        return a.state == JobState::Running;
      return a.priority > b.priority;
    });
  }
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
    // The request's standing in this rollout: that of a recent job of its kind.
    RolloutSchedule::Standing standing{at, 0, 0, later ? &gone : nullptr};
    if (!ranks.empty()) {
      const QueueRank &rank = ranks[std::uniform_int_distribution<std::size_t>(0, ranks.size() - 1)(rng)];
      standing.overtakes = std::max(0.0, rank.overtook);
      standing.overtakenBy = std::max(0.0, rank.overtakenBy);
    }
    const RolloutSchedule::Standing above{at, 0, 0, standing.gone}; // the jobs queued since rank above it
    for (const Ahead &a : placed) {
      const std::int64_t remaining = a.job.limit - a.elapsed;
      const sim::SimTime t = schedule.earliestFit(a.candidates, a.job.nodes, std::max<std::int64_t>(1, remaining), now,
                                                  above, &chosen, &overlay);
      if (t < 0)
        continue;
      const std::int64_t runtime =
          m_runtimes ? std::max(a.elapsed, m_runtimes->runtime(a.job, a.elapsed, rng)) : a.job.limit;
      for (int n : chosen)
        overlay.push_back({n, {t, t + std::max<std::int64_t>(1, runtime - a.elapsed), -1}});
    }
    const sim::SimTime start = schedule.earliestFit(candidates, nodes, limit, at, standing, nullptr, &overlay);
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
  options.config.runtimeModel =
      PerUserRuntimeModel::fromHistory(m_history.get(), snapshot, m_options.perUserRuntimes ? 20 : -1);
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
  const std::vector<QueueRank> ranks =
      m_history ? m_history->recentRanks(similarityClass(request.partition, request.nodes, request.timeLimitSeconds),
                                         snapshot.time, 500)
                : std::vector<QueueRank>{};
  const auto waits = set.wait(request, at, &snapshot, ranks);
  if (!waits.ok())
    return Result<WaitForecast>::failure(waits.error());
  return WaitForecast::fromSamples(method(), waits->waits);
}

} // namespace mirage
