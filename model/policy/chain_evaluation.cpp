#include "policy/chain_evaluation.h"

#include "forecast/snapshot_simulation.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QThread>
#include <QThreadPool>
#include <QtConcurrent>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <exception>
#include <limits>
#include <memory>
#include <mutex>
#include <optional>
#include <random>
#include <thread>

namespace mirage::policy {
namespace {
using sim::MirageCompatSimulator;
constexpr sim::SimTime kStep = MirageCompatSimulator::kStep;

// The cluster as a user sees it before the step at `now`: jobs submitted earlier, running ones
// with their start, pending ones; no runtimes, no future arrivals.
ClusterSnapshot snapshotOf(const MirageCompatSimulator &s, sim::SimTime now, const ProtocolOptions &options)
{
  ClusterSnapshot snap;
  snap.cluster = QStringLiteral("episode");
  snap.source = QStringLiteral("simulation");
  snap.time = now;
  Partition p;
  p.name = QStringLiteral("batch");
  p.isDefault = true;
  p.nodes = options.nodes;
  const sim::SimTime seen = now - kStep; // the last step taken
  int busy = 0;
  for (const sim::SimJob &j : s.jobs()) {
    if (j.submit > seen)
      continue;
    const bool running = j.start >= 0 && j.start <= seen;
    if (running && j.end <= seen)
      continue; // ended
    Job job = queuedJob(j, running ? JobState::Running : JobState::Pending, p.name);
    if (running)
      busy += j.nodes;
    else
      job.reason = QStringLiteral("Priority");
    snap.jobs.append(job);
  }
  p.nodesAllocated = std::min(busy, p.nodes);
  p.nodesIdle = p.nodes - p.nodesAllocated;
  snap.partitions = {p};
  return snap;
}

// The last n jobs started at or before `until` (and before `now`: what has happened), in the
// order they started (the authors' list: within a minute, the last started last).
std::vector<double> recentWaitsOf(const MirageCompatSimulator &s, sim::SimTime now, sim::SimTime until, std::size_t n)
{
  std::vector<double> waits;
  const std::vector<int> &order = s.startOrder();
  for (auto it = order.rbegin(); it != order.rend() && waits.size() < n; ++it) {
    const sim::SimJob &j = s.job(*it);
    if (j.start < now && j.start <= until)
      waits.push_back(double(j.start - j.submit));
  }
  return waits;
}

struct Stats {
  double meanInterruption = 0, meanOverlap = 0, reduction = 0;
  bool hasReduction = false;
};

Stats statsOf(const std::vector<double> &d, const std::vector<double> &reactive, const std::vector<std::size_t> &idx)
{
  Stats s;
  double interruption = 0, overlap = 0, reactiveInterruption = 0;
  for (std::size_t i : idx) {
    interruption += std::max(0.0, d[i]);
    overlap += std::max(0.0, -d[i]);
    reactiveInterruption += std::max(0.0, reactive[i]);
  }
  const double n = double(std::max<std::size_t>(1, idx.size()));
  s.meanInterruption = interruption / n / 3600.0;
  s.meanOverlap = overlap / n / 3600.0;
  s.hasReduction = reactiveInterruption > 0;
  s.reduction = s.hasReduction ? 1.0 - interruption / reactiveInterruption : 0.0;
  return s;
}

// Mean cost over `idx`; with the oracle's costs, the mean regret (cost − the oracle's) and the
// ratio of the mean costs (none when the oracle's is 0).
struct CostStats {
  double mean = 0, regret = 0, ratio = 0;
  bool hasRatio = false;
};

CostStats costStatsOf(const std::vector<double> &cost, const std::vector<double> &oracle,
                      const std::vector<std::size_t> &idx)
{
  CostStats s;
  double sum = 0, oracleSum = 0;
  for (std::size_t i : idx) {
    sum += cost[i];
    oracleSum += oracle.empty() ? 0.0 : oracle[i];
  }
  const double n = double(std::max<std::size_t>(1, idx.size()));
  s.mean = sum / n;
  s.regret = (sum - oracleSum) / n;
  s.hasRatio = !oracle.empty() && oracleSum > 0;
  s.ratio = s.hasRatio ? sum / oracleSum : 0.0;
  return s;
}

QJsonArray interval(std::vector<double> values)
{
  if (values.empty())
    return {};
  std::sort(values.begin(), values.end());
  const auto at = [&](double q) { return values[std::size_t(q * double(values.size() - 1) + 0.5)]; };
  return QJsonArray{at(0.025), at(0.975)};
}

} // namespace

QString loadBucket(double reactiveD)
{
  const double hours = std::max(0.0, reactiveD) / 3600.0;
  return hours <= 2 ? QStringLiteral("low") : hours <= 12 ? QStringLiteral("medium") : QStringLiteral("heavy");
}

namespace {
// S, identical to P, submitted at t; its index (-1: the cluster is too small for it).
int submitSuccessor(MirageCompatSimulator &s, sim::SimTime t, const ProtocolOptions &options)
{
  sim::SimJob successor;
  successor.id = -1;
  successor.submit = t;
  successor.nodes = options.chainNodes;
  successor.limit = options.chainLimit;
  successor.runtime = options.chainLimit;
  return s.submit(successor);
}
} // namespace

double outcomeAfterSubmitting(MirageCompatSimulator &s, int predecessor, sim::SimTime t, const ProtocolOptions &options)
{
  const int index = submitSuccessor(s, t, options);
  if (index < 0)
    return 0;
  while (s.job(index).start < 0 || s.job(predecessor).start < 0)
    s.runUntil(std::max(s.now(), t) + options.decisionInterval);
  return double(s.job(index).start - (s.job(predecessor).start + options.chainLimit));
}

double outcomeIfSubmittedAt(const EpisodeSimulation &prepared, sim::SimTime submitAt, const ProtocolOptions &options)
{
  MirageCompatSimulator s = prepared.sim;
  s.runUntil(submitAt - kStep);
  return outcomeAfterSubmitting(s, prepared.predecessor, submitAt, options);
}

double runEpisode(const EpisodeSimulation &prepared, const Episode &episode, SubmissionPolicy &policy,
                  const ProtocolOptions &options, qint64 *decisions, double *policySeconds, EpisodeRun *run)
{
  MirageCompatSimulator s = prepared.sim;
  PaperStateRecorder history = prepared.history;
  const int p = prepared.predecessor;
  policy.reset();
  ChainState state;
  state.predecessorSubmit = episode.predecessorSubmit;
  state.limitSeconds = options.chainLimit;
  state.chainNodes = options.chainNodes;
  state.gpusPerNode = options.gpusPerNode;
  state.snapshot = [&] { return snapshotOf(s, state.now, options); };
  state.recentWaits = [&](std::size_t n, sim::SimTime until) { return recentWaitsOf(s, state.now, until, n); };
  state.averageWaitWindowEnd = [&](sim::SimTime start) {
    const sim::SimTime next = s.nextArrivalAfter(start);
    return next < 0 ? start : next - kStep;
  };
  state.paperState = [&] { return history.state(s, p, options.chainLimit, options.chainNodes); };
  sim::SimTime t = episode.predecessorSubmit;
  QElapsedTimer timer;
  while (true) {
    s.runUntil(t - kStep);
    if ((t - episode.predecessorSubmit) % options.decisionInterval == 0)
      history.record(s, t);
    const sim::SimJob &pj = s.job(p);
    state.now = t;
    state.predecessorStart = pj.start >= 0 && pj.start < t ? pj.start : -1;
    const sim::SimTime end = state.predecessorEnd();
    if (end >= 0 && t >= end)
      break; // P has ended: S now, whatever the policy says
    timer.start();
    const bool submit = policy.submitNow(state);
    if (policySeconds)
      *policySeconds += double(timer.nsecsElapsed()) / 1e9;
    if (decisions)
      ++*decisions;
    if (submit)
      break;
    sim::SimTime next = t + options.decisionInterval;
    if (const sim::SimTime planned = policy.plannedSubmission(); planned > t && planned < next)
      next = planned; // a time between decisions the policy asked for (average-wait's exact lead)
    if (end >= 0 && next > end)
      next = end;
    t = next;
  }
  const double d = outcomeAfterSubmitting(s, p, t, options);
  if (run)
    *run = EpisodeRun{t, s.job(p).start};
  return d;
}

std::vector<sim::SimTime> oracleCandidates(const EpisodeSimulation &prepared, const Episode &episode,
                                           const ProtocolOptions &options)
{
  // P's end from a run of P alone: S is submitted after P and never delays its start.
  const int p = prepared.predecessor;
  MirageCompatSimulator alone = prepared.sim;
  while (alone.job(p).start < 0)
    alone.runUntil(alone.now() + options.decisionInterval);
  const sim::SimTime end = alone.job(p).start + options.chainLimit;
  const sim::SimTime interval = std::max<sim::SimTime>(kStep, options.decisionInterval);
  std::vector<sim::SimTime> candidates;
  for (sim::SimTime t = episode.predecessorSubmit; t < end; t += interval)
    candidates.push_back(t);
  candidates.push_back(end);
  return candidates;
}

double outcomeCost(double d, double interruptionWeight)
{
  return handoverCostOfD(d, 1.0, interruptionWeight);
}

bool betterOutcome(double d, double than, double interruptionWeight)
{
  return outcomeCost(d, interruptionWeight) < outcomeCost(than, interruptionWeight) - 1e-12;
}

sim::SimTime oracleCutoff(sim::SimTime end, double bestD, double interruptionWeight)
{
  constexpr double kFar = double(std::numeric_limits<sim::SimTime>::max() / 4);
  if (interruptionWeight <= 0)
    return std::numeric_limits<sim::SimTime>::max();
  // S starting at τ > end costs at least λ·(τ − end): hopeless from end + c/λ on. In whole steps:
  // the simulation never stops between two.
  const double slack = std::min(kFar, outcomeCost(bestD, interruptionWeight) * 3600.0 / interruptionWeight);
  return end + kStep * sim::SimTime(std::ceil(slack / double(kStep)));
}

namespace {
struct OracleChoice {
  double d = 0;
  sim::SimTime submitted = -1;
};
OracleChoice oracleSearch(const EpisodeSimulation &prepared, const Episode &episode, const ProtocolOptions &options,
                          const std::atomic<bool> *stop);
} // namespace

double oracleOutcome(const EpisodeSimulation &prepared, const Episode &episode, const ProtocolOptions &options)
{
  return oracleSearch(prepared, episode, options, nullptr).d;
}

namespace {
OracleChoice oracleSearch(const EpisodeSimulation &prepared, const Episode &episode, const ProtocolOptions &options,
                          const std::atomic<bool> *stop)
{
  // Every time a policy could submit at (P's submission, every decision interval while P runs,
  // P's end), each tried in a fork of one simulation advanced from candidate to candidate: an
  // exhaustive search, no assumption on how d varies with the submission time. A fork stops as
  // soon as it cannot beat the least cost so far c (S not started by P's end + c/λ: its gap alone
  // would cost more): the same optimum, fewer simulated minutes. Ties keep the earlier time.
  const int p = prepared.predecessor;
  const std::vector<sim::SimTime> candidates = oracleCandidates(prepared, episode, options);
  const sim::SimTime end = candidates.back();
  const double weight = std::clamp(options.interruptionWeight, 0.0, kMaxInterruptionWeight);
  constexpr sim::SimTime kNever = std::numeric_limits<sim::SimTime>::max();
  MirageCompatSimulator base = prepared.sim;
  std::optional<double> best;
  sim::SimTime bestAt = -1;
  for (const sim::SimTime t : candidates) {
    if (stop && stop->load())
      return {};
    base.runUntil(t - kStep);
    MirageCompatSimulator s = base;
    const int index = submitSuccessor(s, t, options);
    if (index < 0)
      return {0, t}; // S cannot run at all: as outcomeAfterSubmitting says
    const sim::SimTime cap = best ? oracleCutoff(end, *best, weight) : kNever;
    while ((s.job(index).start < 0 || s.job(p).start < 0) && s.now() < cap) {
      const sim::SimTime before = s.now();
      s.runUntil(
          std::min<sim::SimTime>(cap, std::max(s.now(), t) + std::max<sim::SimTime>(kStep, options.decisionInterval)));
      if (s.now() == before)
        break; // no step left before the cut-off
    }
    if (s.job(index).start < 0 || s.job(p).start < 0)
      continue; // cannot beat the best
    const double d = double(s.job(index).start - (s.job(p).start + options.chainLimit));
    if (!best || betterOutcome(d, *best, weight)) {
      best = d;
      bestAt = t;
    }
  }
  return {best.value_or(0.0), bestAt};
}
} // namespace

ChainEvaluation evaluateChains(const std::vector<sim::SimJob> &jobs, const std::vector<Episode> &episodes,
                               std::vector<std::unique_ptr<SubmissionPolicy>> policies, bool withOracle,
                               const ProtocolOptions &options, const std::function<bool(int, int)> &progress)
{
  QElapsedTimer wall;
  wall.start();
  ChainEvaluation out;
  out.options = options;
  const bool hasReactive = std::any_of(policies.begin(), policies.end(),
                                       [](const auto &p) { return p->name() == QLatin1String("reactive"); });
  if (!hasReactive)
    policies.insert(policies.begin(), std::make_unique<ReactivePolicy>());
  std::stable_partition(policies.begin(), policies.end(),
                        [](const auto &p) { return p->name() == QLatin1String("reactive"); });
  for (const auto &p : policies)
    out.methods.push_back({p->name(), {}, {}, 0, 0});
  if (withOracle)
    out.methods.push_back({QStringLiteral("oracle"), {}, {}, 0, 0});
  // The oracle (many forks per episode, the costliest method under heavy load) runs on a pool of
  // its own beside the policies, which play each episode in turn.
  QThreadPool oraclePool;
  oraclePool.setMaxThreadCount(std::max(1, QThread::idealThreadCount() - 1));
  std::vector<QFuture<OracleChoice>> oracle;
  auto stop = std::make_shared<std::atomic<bool>>(false);
  const int policyThreads = std::max(1, QThread::idealThreadCount());
  int done = 0;
  bool cancelled = false;
  for (const Episode &e : episodes) {
    const EpisodeSimulation prepared = prepareEpisode(jobs, e, options);
    // The oracle prepares its own copy when its turn comes: a queue of waiting oracle episodes
    // (it is the slower side under load) holds only their start, not a simulation each.
    if (withOracle)
      oracle.push_back(QtConcurrent::run(&oraclePool, [&jobs, e, options, stop]() -> OracleChoice {
        if (stop->load())
          return {};
        return oracleSearch(prepareEpisode(jobs, e, options), e, options, stop.get());
      }));
    // The policies are independent of one another: they play the episode on the cores at once,
    // each on one thread, each meeting the episodes in order as before.
    std::vector<EpisodeRun> runs(policies.size());
    std::vector<double> ds(policies.size());
    std::atomic<std::size_t> nextPolicy{0};
    std::exception_ptr failed;
    std::mutex failing;
    const auto play = [&] {
      for (std::size_t m; (m = nextPolicy++) < policies.size();) {
        try {
          MethodOutcomes &outcomes = out.methods[m];
          policies[m]->seedEpisode(std::uint64_t(e.start));
          ds[m] =
              runEpisode(prepared, e, *policies[m], options, &outcomes.decisions, &outcomes.decisionSeconds, &runs[m]);
        } catch (...) {
          const std::lock_guard lock(failing);
          failed = std::current_exception();
        }
      }
    };
    std::vector<std::thread> players;
    for (int t = 1; t < std::min(policyThreads, int(policies.size())); ++t)
      players.emplace_back(play);
    play();
    for (std::thread &t : players)
      t.join();
    if (failed) {
      stop->store(true);
      oraclePool.clear();
      oraclePool.waitForDone();
      std::rethrow_exception(failed);
    }
    EpisodeDetail detail;
    for (std::size_t m = 0; m < policies.size(); ++m) {
      MethodOutcomes &outcomes = out.methods[m];
      const EpisodeRun &run = runs[m];
      outcomes.d.push_back(ds[m]);
      outcomes.submitted.push_back(run.submitted);
      detail.predecessorStart = std::max(detail.predecessorStart, run.predecessorStart);
      if (const RiskCurve *curve = policies[m]->curveAtPredecessorStart(); curve && detail.risk.empty()) {
        detail.risk = curve->points;
        for (const RiskPoint &point : curve->points) // the longest lead is submitted now
          detail.riskAt = detail.riskAt < 0 ? point.submitAt : std::min<sim::SimTime>(detail.riskAt, point.submitAt);
      }
    }
    out.episodes.push_back(e);
    out.details.push_back(std::move(detail));
    if (progress && !progress(++done, int(episodes.size()))) {
      cancelled = true;
      break;
    }
  }
  if (withOracle) {
    if (cancelled) { // no oracle rather than part of one: stop it now
      stop->store(true);
      oraclePool.clear();
      oraclePool.waitForDone();
      out.methods.pop_back();
    } else {
      for (QFuture<OracleChoice> &f : oracle) {
        out.methods.back().d.push_back(f.result().d);
        out.methods.back().submitted.push_back(f.result().submitted);
      }
    }
  }
  out.wallSeconds = double(wall.elapsed()) / 1000.0;
  return out;
}

QJsonObject chainEvaluationJson(const ChainEvaluation &evaluation, std::uint64_t bootstrapSeed, int bootstrapSamples)
{
  const auto iso = [](sim::SimTime t) { return QDateTime::fromSecsSinceEpoch(t, Qt::UTC).toString(Qt::ISODate); };
  const std::vector<double> &reactive = evaluation.methods.front().d;
  const std::size_t n = reactive.size();
  std::map<QString, std::vector<std::size_t>> buckets{{QStringLiteral("low"), {}},
                                                      {QStringLiteral("medium"), {}},
                                                      {QStringLiteral("heavy"), {}},
                                                      {QStringLiteral("all"), {}}};
  for (std::size_t i = 0; i < n; ++i) {
    buckets[loadBucket(reactive[i])].push_back(i);
    buckets[QStringLiteral("all")].push_back(i);
  }
  const double gpuFactor = chainGpus(evaluation.options.chainNodes, evaluation.options.gpusPerNode);
  const double weight = evaluation.options.interruptionWeight;
  const auto costsOf = [&](const std::vector<double> &d) {
    std::vector<double> c(d.size());
    for (std::size_t i = 0; i < d.size(); ++i)
      c[i] = handoverCostOfD(d[i], gpuFactor, weight);
    return c;
  };
  const auto oracle = std::find_if(evaluation.methods.begin(), evaluation.methods.end(), [n](const MethodOutcomes &m) {
    return m.name == QLatin1String("oracle") && m.d.size() == n;
  });
  const std::vector<double> oracleCost =
      oracle != evaluation.methods.end() ? costsOf(oracle->d) : std::vector<double>{};
  QJsonArray methods, perEpisode;
  for (const MethodOutcomes &m : evaluation.methods) {
    const std::vector<double> cost = costsOf(m.d);
    QJsonObject byBucket;
    for (const auto &[bucket, idx] : buckets) {
      QJsonObject b{{QStringLiteral("n"), qint64(idx.size())}};
      if (!idx.empty() && m.d.size() == n) {
        const Stats s = statsOf(m.d, reactive, idx);
        std::vector<double> ds;
        int zero = 0;
        for (std::size_t i : idx) {
          ds.push_back(m.d[i]);
          zero += m.d[i] <= 0 ? 1 : 0;
        }
        std::nth_element(ds.begin(), ds.begin() + std::ptrdiff_t(ds.size() / 2), ds.end());
        // Paired bootstrap over the bucket's episodes.
        std::mt19937_64 rng(bootstrapSeed);
        std::uniform_int_distribution<std::size_t> pick(0, idx.size() - 1);
        std::vector<double> interruptions, overlaps, reductions, costs, regrets, ratios;
        std::vector<std::size_t> sample(idx.size());
        const CostStats cs = costStatsOf(cost, oracleCost, idx);
        for (int r = 0; r < bootstrapSamples; ++r) {
          for (std::size_t &k : sample)
            k = idx[pick(rng)];
          const Stats bs = statsOf(m.d, reactive, sample);
          interruptions.push_back(bs.meanInterruption);
          overlaps.push_back(bs.meanOverlap);
          if (bs.hasReduction)
            reductions.push_back(bs.reduction);
          const CostStats bc = costStatsOf(cost, oracleCost, sample);
          costs.push_back(bc.mean);
          regrets.push_back(bc.regret);
          if (bc.hasRatio)
            ratios.push_back(bc.ratio);
        }
        std::vector<double> overlapGpu = overlaps;
        for (double &v : overlapGpu)
          v *= gpuFactor;
        b.insert(QStringLiteral("mean_interruption_h"), s.meanInterruption);
        b.insert(QStringLiteral("mean_interruption_h_ci"), interval(interruptions));
        b.insert(QStringLiteral("median_d_h"), ds[ds.size() / 2] / 3600.0);
        b.insert(QStringLiteral("zero_interruption_share"), double(zero) / double(idx.size()));
        b.insert(QStringLiteral("mean_overlap_h"), s.meanOverlap);
        b.insert(QStringLiteral("mean_overlap_h_ci"), interval(overlaps));
        b.insert(QStringLiteral("overlap_gpu_h"), s.meanOverlap * gpuFactor);
        b.insert(QStringLiteral("overlap_gpu_h_ci"), interval(overlapGpu));
        b.insert(QStringLiteral("mean_cost_gpu_h"), cs.mean);
        b.insert(QStringLiteral("mean_cost_gpu_h_ci"), interval(costs));
        if (!oracleCost.empty()) {
          b.insert(QStringLiteral("regret_gpu_h"), cs.regret);
          b.insert(QStringLiteral("regret_gpu_h_ci"), interval(regrets));
          b.insert(QStringLiteral("cost_over_oracle"), cs.hasRatio ? QJsonValue(cs.ratio) : QJsonValue());
          b.insert(QStringLiteral("cost_over_oracle_ci"), interval(ratios));
        }
        if (s.hasReduction) {
          b.insert(QStringLiteral("interruption_reduction_vs_reactive"), s.reduction);
          b.insert(QStringLiteral("interruption_reduction_vs_reactive_ci"), interval(reductions));
        } else {
          b.insert(QStringLiteral("interruption_reduction_vs_reactive"), QJsonValue());
        }
      }
      byBucket.insert(bucket, b);
    }
    QJsonObject method{{QStringLiteral("name"), m.name}, {QStringLiteral("buckets"), byBucket}};
    if (m.decisions > 0)
      method.insert(QStringLiteral("decisions_per_s"),
                    m.decisionSeconds > 0 ? double(m.decisions) / m.decisionSeconds : 0.0);
    methods.append(method);
    for (std::size_t i = 0; i < m.d.size() && i < evaluation.episodes.size(); ++i) {
      QJsonObject row{{QStringLiteral("start"), iso(evaluation.episodes[i].start)},
                      {QStringLiteral("method"), m.name},
                      {QStringLiteral("d_h"), m.d[i] / 3600.0},
                      {QStringLiteral("cost_gpu_h"), cost[i]}};
      if (i < m.submitted.size() && m.submitted[i] >= 0)
        row.insert(QStringLiteral("submitted"), iso(m.submitted[i]));
      perEpisode.append(row);
    }
  }
  QJsonArray details;
  for (std::size_t i = 0; i < evaluation.details.size() && i < evaluation.episodes.size(); ++i) {
    const Episode &e = evaluation.episodes[i];
    const EpisodeDetail &detail = evaluation.details[i];
    QJsonObject row{{QStringLiteral("start"), iso(e.start)},
                    {QStringLiteral("predecessor_submit"), iso(e.predecessorSubmit)}};
    if (detail.predecessorStart >= 0) {
      row.insert(QStringLiteral("predecessor_start"), iso(detail.predecessorStart));
      row.insert(QStringLiteral("predecessor_end"), iso(detail.predecessorStart + evaluation.options.chainLimit));
    }
    if (!detail.risk.empty()) {
      row.insert(QStringLiteral("risk_at"), iso(detail.riskAt));
      QJsonArray points;
      for (const RiskPoint &p : detail.risk)
        points.append(QJsonObject{{QStringLiteral("submit"), iso(p.submitAt)},
                                  {QStringLiteral("p_interruption"), p.interruptionProbability},
                                  {QStringLiteral("cost"), p.cost}});
      row.insert(QStringLiteral("risk"), points);
    }
    details.append(row);
  }
  const ProtocolOptions &o = evaluation.options;
  return QJsonObject{{QStringLiteral("episodes"), qint64(evaluation.episodes.size())},
                     {QStringLiteral("nodes"), o.nodes},
                     {QStringLiteral("gpus_per_node"), o.gpusPerNode},
                     {QStringLiteral("load_scale"), o.loadScale},
                     {QStringLiteral("chain_nodes"), o.chainNodes},
                     {QStringLiteral("chain_limit_min"), o.chainLimit / 60},
                     {QStringLiteral("interruption_weight"), o.interruptionWeight},
                     {QStringLiteral("cost_unit"), QStringLiteral("GPU-h")},
                     {QStringLiteral("wall_s"), evaluation.wallSeconds},
                     {QStringLiteral("methods"), methods},
                     {QStringLiteral("per_episode"), perEpisode},
                     {QStringLiteral("episode_details"), details}};
}

} // namespace mirage::policy
