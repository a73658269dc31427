#include "whatif/whatif_run.h"

#include "core/background_pool.h"
#include "core/core_tr.h"
#include "sim/percentile.h"
#include "sim/simulator.h"
#include "whatif/service_chains.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QtConcurrent>

#include <atomic>
#include <numeric>
#include <set>

namespace mirage::whatif {
namespace {

constexpr qint64 kDecisionInterval = 600; // chain policies are asked every 10 minutes
constexpr int kSeriesPoints = 400;
constexpr int kQuantiles = 50;

sim::SimConfig configFor(const Scenario &s)
{
  sim::SimConfig c;
  c.policy = s.policy == QLatin1String("fcfs")           ? sim::SchedulingPolicy::Fcfs
             : s.policy == QLatin1String("conservative") ? sim::SchedulingPolicy::Conservative
             : s.policy == QLatin1String("slurm")        ? sim::SchedulingPolicy::Slurm
                                                         : sim::SchedulingPolicy::Easy;
  if (s.weightAge > 0 || s.weightJobSize > 0 || s.weightFairShare > 0) {
    c.priority.type = sim::PriorityType::Multifactor;
    c.priority.weightAge = s.weightAge;
    c.priority.weightJobSize = s.weightJobSize;
    c.priority.weightFairShare = s.weightFairShare;
  }
  return c;
}

int nodesInPartitions(const Workload &w)
{
  std::set<int> used;
  for (const auto &p : w.partitions)
    used.insert(p.nodes.begin(), p.nodes.end());
  return int(used.size());
}

double busyNodes(const sim::Simulator &simulator)
{
  double busy = 0;
  for (int i : simulator.running())
    busy += simulator.job(i).nodes;
  return busy;
}

} // namespace

WhatIfResult runScenario(const Workload &base, const Scenario &scenario, const std::function<bool()> &cancelled)
{
  QElapsedTimer timer;
  timer.start();
  WhatIfResult r;
  r.scenario = scenario.name;
  r.chainPolicy = scenario.chains.count > 0 ? scenario.chainPolicy : QString();
  const auto changed = applyChanges(base, scenario);
  if (!changed.ok()) {
    r.error = changed.error();
    return r;
  }
  const Workload &w = changed.value();
  r.nodes = nodesInPartitions(w);
  sim::Simulator simulator(w.nodes, w.partitions, configFor(scenario));
  const EpochSeconds from = w.jobs.front().submit;
  const EpochSeconds until = w.jobs.back().submit;
  simulator.setStartTime(from);
  std::vector<int> index;
  index.reserve(w.jobs.size());
  for (const sim::SimJob &j : w.jobs) {
    index.push_back(simulator.submit(j));
    r.rejected += index.back() < 0;
  }
  int chainPartition = 0;
  for (std::size_t p = 0; p < w.partitions.size(); ++p)
    if (QString::fromStdString(w.partitions[p].name) == scenario.chains.partition)
      chainPartition = int(p);
  ServiceChains chains(scenario.chains, scenario.chainPolicy, chainPartition, from, until);
  // Step through the window: chain decisions every 10 minutes (while services run), the series
  // at about 400 points.
  const qint64 sampleStep = std::max<qint64>(60, (until - from) / kSeriesPoints);
  EpochSeconds nextSample = from;
  const bool withChains = scenario.chains.count > 0;
  for (EpochSeconds t = from;;) {
    if (cancelled && cancelled()) {
      r.error = CoreTr::tr("cancelled");
      return r;
    }
    simulator.runUntil(t);
    if (withChains)
      chains.step(simulator);
    if (t >= nextSample && t <= until) {
      r.series.push_back({t, r.nodes > 0 ? busyNodes(simulator) / r.nodes : 0.0, int(simulator.pending().size())});
      nextSample += sampleStep;
    }
    const bool chainsRunning = withChains && chains.active();
    if (t >= until && !chainsRunning)
      break;
    EpochSeconds next = t < until ? std::min(nextSample, until) : t + kDecisionInterval;
    if (chainsRunning) {
      next = std::min(next, t + kDecisionInterval);
      if (const EpochSeconds deadline = chains.nextDeadline(simulator); deadline > t)
        next = std::min(next, deadline);
    }
    t = std::max(t + 1, next);
  }
  simulator.runToEnd();

  std::vector<double> waits;
  waits.reserve(index.size());
  double nodeSeconds = 0;
  EpochSeconds last = from;
  for (int i : index) {
    if (i < 0)
      continue;
    const sim::SimJob &j = simulator.job(i);
    waits.push_back(double(j.start - j.submit) / 3600.0);
    nodeSeconds += double(j.nodes) * double(j.end - j.start);
    last = std::max<EpochSeconds>(last, j.end);
  }
  for (std::size_t i = 0; i < simulator.jobs().size(); ++i)
    if (chains.isChainJob(int(i))) {
      const sim::SimJob &j = simulator.job(int(i));
      if (j.start >= 0)
        nodeSeconds += double(j.nodes) * double(j.end - j.start);
    }
  r.jobs = int(waits.size());
  if (!waits.empty()) {
    std::sort(waits.begin(), waits.end());
    r.meanWaitH = std::accumulate(waits.begin(), waits.end(), 0.0) / double(waits.size());
    r.medianWaitH = sim::percentileSorted(waits, 0.5);
    r.p90WaitH = sim::percentileSorted(waits, 0.9);
    for (int q = 0; q <= kQuantiles; ++q)
      r.waitQuantilesH.push_back(sim::percentileSorted(waits, double(q) / kQuantiles));
  }
  const double span = double(std::max<EpochSeconds>(1, last - from));
  r.utilisation = r.nodes > 0 ? nodeSeconds / (span * r.nodes) : 0;
  r.chains = chains.outcome(simulator);
  r.seconds = double(timer.nsecsElapsed()) / 1e9;
  return r;
}

std::vector<WhatIfResult> runScenarios(const Workload &base, const QList<Scenario> &scenarios,
                                       const std::function<bool(int, int)> &progress)
{
  std::atomic<bool> stop{false};
  std::atomic<int> done{0};
  QMutex progressLock;
  const int total = int(scenarios.size());
  const auto one = [&](const Scenario &s) {
    if (stop.load()) {
      WhatIfResult r;
      r.scenario = s.name;
      r.error = CoreTr::tr("cancelled");
      return r;
    }
    WhatIfResult r = runScenario(base, s, [&] { return stop.load(); });
    const int finished = ++done;
    if (progress) {
      QMutexLocker lock(&progressLock);
      if (!progress(finished, total))
        stop = true;
    }
    return r;
  };
  return QtConcurrent::blockingMapped<std::vector<WhatIfResult>>(backgroundPool(), scenarios, one);
}

Result<std::vector<WhatIfResult>> runScenariosOnBases(const QList<Scenario> &scenarios, const BaseLoader &load,
                                                      const std::function<bool(int, int)> &progress)
{
  std::vector<WhatIfResult> results(std::size_t(scenarios.size()));
  QList<ScenarioBase> bases;
  for (const Scenario &s : scenarios)
    if (!bases.contains(s.base))
      bases << s.base;
  int done = 0;
  for (const ScenarioBase &b : std::as_const(bases)) {
    const auto workload = load(b);
    if (!workload.ok())
      return Result<std::vector<WhatIfResult>>::failure(workload.error());
    QList<Scenario> group;
    QList<qsizetype> at;
    for (qsizetype i = 0; i < scenarios.size(); ++i)
      if (scenarios[i].base == b) {
        group << scenarios[i];
        at << i;
      }
    const int before = done;
    const auto part = runScenarios(
        workload.value(), group, [&](int n, int) { return !progress || progress(before + n, int(scenarios.size())); });
    for (qsizetype k = 0; k < at.size(); ++k)
      results[std::size_t(at[k])] = part[std::size_t(k)];
    done += int(group.size());
  }
  return results;
}

Result<SweepResult> runSweep(const Workload &base, const Scenario &scenario, const QString &parameter,
                             const QList<double> &values, const std::function<bool(int, int)> &progress)
{
  QList<Scenario> points;
  for (double v : values) {
    auto s = withParameter(scenario, parameter, v);
    if (!s.ok())
      return Result<SweepResult>::failure(s.error());
    points << s.value();
  }
  SweepResult out;
  out.parameter = parameter;
  out.values = values;
  out.results = runScenarios(base, points, progress);
  return out;
}

QJsonObject WhatIfResult::toJson() const
{
  QJsonArray quantiles, t, utilisationSeries, queued;
  for (double q : waitQuantilesH)
    quantiles.append(q);
  for (const SeriesPoint &p : series) {
    t.append(p.t);
    utilisationSeries.append(p.utilisation);
    queued.append(p.queued);
  }
  QJsonObject o{{QStringLiteral("scenario"), scenario},
                {QStringLiteral("jobs"), jobs},
                {QStringLiteral("rejected"), rejected},
                {QStringLiteral("nodes"), nodes},
                {QStringLiteral("mean_wait_h"), meanWaitH},
                {QStringLiteral("median_wait_h"), medianWaitH},
                {QStringLiteral("p90_wait_h"), p90WaitH},
                {QStringLiteral("utilisation"), utilisation},
                {QStringLiteral("wait_quantiles_h"), quantiles},
                {QStringLiteral("series"), QJsonObject{{QStringLiteral("t"), t},
                                                       {QStringLiteral("utilisation"), utilisationSeries},
                                                       {QStringLiteral("queued"), queued}}},
                {QStringLiteral("seconds"), seconds}};
  if (!error.isEmpty())
    o.insert(QStringLiteral("error"), error);
  if (!chainPolicy.isEmpty())
    o.insert(QStringLiteral("chains"),
             QJsonObject{{QStringLiteral("policy"), chainPolicy},
                         {QStringLiteral("transitions"), chains.transitions},
                         {QStringLiteral("mean_interruption_h"), chains.meanInterruptionH},
                         {QStringLiteral("mean_overlap_h"), chains.meanOverlapH},
                         {QStringLiteral("zero_interruption_share"), chains.zeroInterruptionShare}});
  return o;
}

WhatIfResult WhatIfResult::fromJson(const QJsonObject &o)
{
  WhatIfResult r;
  r.scenario = o[QLatin1String("scenario")].toString();
  r.error = o[QLatin1String("error")].toString();
  r.jobs = o[QLatin1String("jobs")].toInt();
  r.rejected = o[QLatin1String("rejected")].toInt();
  r.nodes = o[QLatin1String("nodes")].toInt();
  r.meanWaitH = o[QLatin1String("mean_wait_h")].toDouble();
  r.medianWaitH = o[QLatin1String("median_wait_h")].toDouble();
  r.p90WaitH = o[QLatin1String("p90_wait_h")].toDouble();
  r.utilisation = o[QLatin1String("utilisation")].toDouble();
  for (const QJsonValue &q : o[QLatin1String("wait_quantiles_h")].toArray())
    r.waitQuantilesH.push_back(q.toDouble());
  const QJsonObject s = o[QLatin1String("series")].toObject();
  const QJsonArray t = s[QLatin1String("t")].toArray(), u = s[QLatin1String("utilisation")].toArray(),
                   q = s[QLatin1String("queued")].toArray();
  for (qsizetype i = 0; i < t.size() && i < u.size() && i < q.size(); ++i)
    r.series.push_back({qint64(t[i].toDouble()), u[i].toDouble(), q[i].toInt()});
  const QJsonObject c = o[QLatin1String("chains")].toObject();
  r.chainPolicy = c[QLatin1String("policy")].toString();
  r.chains.transitions = c[QLatin1String("transitions")].toInt();
  r.chains.meanInterruptionH = c[QLatin1String("mean_interruption_h")].toDouble();
  r.chains.meanOverlapH = c[QLatin1String("mean_overlap_h")].toDouble();
  r.chains.zeroInterruptionShare = c[QLatin1String("zero_interruption_share")].toDouble();
  r.seconds = o[QLatin1String("seconds")].toDouble();
  return r;
}

QJsonObject SweepResult::toJson() const
{
  QJsonArray v, items;
  for (double x : values)
    v.append(x);
  for (const WhatIfResult &r : results)
    items.append(r.toJson());
  return {{QStringLiteral("parameter"), parameter}, {QStringLiteral("values"), v}, {QStringLiteral("results"), items}};
}

ResultCurves resultCurves(const WhatIfResult &result)
{
  ResultCurves c;
  const std::size_t n = result.waitQuantilesH.size();
  for (std::size_t i = 0; i < n; ++i) {
    c.waitH.push_back(result.waitQuantilesH[i]);
    c.waitShare.push_back(double(i) / double(std::max<std::size_t>(1, n - 1)));
  }
  for (const SeriesPoint &p : result.series) {
    c.time.push_back(double(p.t));
    c.utilisation.push_back(p.utilisation);
    c.queued.push_back(p.queued);
  }
  return c;
}

} // namespace mirage::whatif
