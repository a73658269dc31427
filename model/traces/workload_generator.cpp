#include "traces/workload_generator.h"

#include <QDateTime>

#include <algorithm>
#include <cmath>
#include <map>
#include <random>

namespace mirage {
namespace {

// Arrival-rate factor at an hour of the week (0 = Monday 00:00 UTC): a cosine over the day with
// its peak at 15:00, scaled down on weekends. Its mean over a week is normalised to 1 by the caller.
double cycleFactor(const WorkloadModel &m, EpochSeconds t)
{
  const qint64 hourOfWeek = ((t / 3600) + 72) % 168; // the epoch began on a Thursday
  const double hour = double(hourOfWeek % 24);
  const bool weekend = hourOfWeek >= 120;
  const double daily = 1.0 + m.dailyAmplitude * std::cos((hour - 15.0) / 24.0 * 2.0 * M_PI);
  return daily * (weekend ? m.weekendFactor : 1.0);
}

double meanCycleFactor(const WorkloadModel &m)
{
  double sum = 0;
  for (int h = 0; h < 168; ++h)
    sum += cycleFactor(m, EpochSeconds(h - 72) * 3600);
  return sum / 168.0;
}

template <typename T> T pick(const std::vector<std::pair<T, double>> &weights, std::mt19937_64 &rng)
{
  double total = 0;
  for (const auto &w : weights)
    total += w.second;
  double u = std::uniform_real_distribution<double>(0, total)(rng);
  for (const auto &w : weights) {
    if (u < w.second)
      return w.first;
    u -= w.second;
  }
  return weights.back().first;
}

} // namespace

WorkloadModel demoWorkloadModel()
{
  WorkloadModel m;
  m.partitions = {{QStringLiteral("gpu-a100"), 72, 3, QStringLiteral("a100"), 48 * 3600, 0.78, 45},
                  {QStringLiteral("gpu-h100"), 16, 4, QStringLiteral("h100"), 24 * 3600, 0.17, 12},
                  {QStringLiteral("debug"), 4, 2, QStringLiteral("a100"), 2 * 3600, 0.05, 3}};
  m.jobsPerHour = 6.0; // more than the nodes can take: a queue, which the users keep in bounds
  return m;
}

std::vector<TraceJob> generateWorkload(const WorkloadModel &m, EpochSeconds from, EpochSeconds to)
{
  std::vector<TraceJob> jobs;
  if (m.partitions.isEmpty() || to <= from)
    return jobs;
  std::mt19937_64 rng(m.seed);
  std::uniform_real_distribution<double> unit(0.0, 1.0);
  // Non-homogeneous Poisson arrivals by thinning against the peak rate.
  const double mean = meanCycleFactor(m);
  double peak = 0;
  for (int h = 0; h < 168; ++h)
    peak = std::max(peak, cycleFactor(m, EpochSeconds(h - 72) * 3600) / mean);
  const double peakPerSecond = m.jobsPerHour * peak / 3600.0;
  std::exponential_distribution<double> gap(peakPerSecond);
  std::vector<std::pair<int, double>> partitionWeights;
  for (int i = 0; i < m.partitions.size(); ++i)
    partitionWeights.emplace_back(i, m.partitions[i].share);
  // Users: a few heavy ones (Zipf-like).
  std::vector<std::pair<int, double>> userWeights;
  for (int u = 0; u < m.users; ++u)
    userWeights.emplace_back(u, 1.0 / (u + 1));
  static const char *const kNames[] = {"train", "finetune", "eval", "sweep", "md-sim", "infer", "preprocess", "render"};
  qint64 nextId = 100000;
  double t = double(from);
  while (true) {
    t += gap(rng);
    if (t >= double(to))
      break;
    const EpochSeconds at = EpochSeconds(t);
    if (unit(rng) > cycleFactor(m, at) / mean / peak)
      continue; // thinned
    const auto &p = m.partitions[pick(partitionWeights, rng)];
    TraceJob j;
    j.jobId = QString::number(nextId++);
    j.partition = p.name;
    j.submit = at;
    j.nodes = std::min(pick(m.nodeCounts, rng), std::max(1, p.nodes / 2));
    j.gpus = j.nodes * p.gpusPerNode;
    j.timeLimit = pick(m.limitsS, rng);
    if (p.maxTimeS > 0)
      j.timeLimit = std::min(j.timeLimit, p.maxTimeS);
    const int user = pick(userWeights, rng);
    j.user = QStringLiteral("user%1").arg(user, 2, 10, QLatin1Char('0'));
    j.account = QStringLiteral("lab%1").arg(user % 8);
    j.name = QString::fromLatin1(kNames[(user + nextId) % 8]);
    // Runtime: a share runs into the limit; the rest ends early, most of them well before it.
    const double u = unit(rng);
    const qint64 runtime =
        unit(rng) < m.runsToLimit ? j.timeLimit : std::max<qint64>(60, qint64(double(j.timeLimit) * u * u));
    j.start = -1;
    j.runtime = runtime;
    j.state = runtime >= j.timeLimit ? QStringLiteral("TIMEOUT") : QStringLiteral("COMPLETED");
    jobs.push_back(j);
  }
  // Chained services: one 48-h (or partition-maximum) job after another, each submitted when the
  // previous one is expected to end, on the first partition.
  const auto &main = m.partitions.first();
  const qint64 chainLimit = main.maxTimeS > 0 ? std::min<qint64>(main.maxTimeS, 48 * 3600) : 48 * 3600;
  for (int c = 0; c < m.chainedServices; ++c) {
    EpochSeconds at = from + EpochSeconds(unit(rng) * double(chainLimit));
    for (int link = 0; at < to; ++link, at += chainLimit) {
      TraceJob j;
      j.jobId = QString::number(nextId++);
      j.partition = main.name;
      j.submit = at;
      j.nodes = 1;
      j.gpus = main.gpusPerNode;
      j.timeLimit = chainLimit;
      j.user = QStringLiteral("service%1").arg(c);
      j.account = QStringLiteral("services");
      j.name = QStringLiteral("llm-serve-%1").arg(c);
      j.runtime = chainLimit; // runs to its limit
      j.state = QStringLiteral("TIMEOUT");
      jobs.push_back(j);
    }
  }
  std::stable_sort(jobs.begin(), jobs.end(), [](const TraceJob &a, const TraceJob &b) { return a.submit < b.submit; });
  return jobs;
}

WorkloadModel fitWorkloadModel(const std::vector<TraceJob> &jobs, WorkloadModel base)
{
  if (jobs.size() < 10)
    return base;
  EpochSeconds first = jobs.front().submit, last = jobs.front().submit;
  std::map<int, double> nodes;
  std::map<qint64, double> limits;
  double toLimit = 0, counted = 0, weekday = 0, weekend = 0;
  double hourCounts[24] = {};
  for (const TraceJob &j : jobs) {
    first = std::min(first, j.submit);
    last = std::max(last, j.submit);
    if (j.nodes > 0)
      nodes[j.nodes] += 1;
    if (j.timeLimit > 0)
      limits[j.timeLimit] += 1;
    if (j.timeLimit > 0 && j.start >= 0 && j.end >= j.start) {
      counted += 1;
      toLimit += (j.end - j.start) >= j.timeLimit - 60;
    }
    const qint64 hourOfWeek = ((j.submit / 3600) + 72) % 168;
    (hourOfWeek >= 120 ? weekend : weekday) += 1;
    hourCounts[hourOfWeek % 24] += 1;
  }
  const double hours = std::max(1.0, double(last - first) / 3600.0);
  base.jobsPerHour = double(jobs.size()) / hours;
  base.weekendFactor = weekday > 0 ? std::clamp((weekend / 2.0) / (weekday / 5.0), 0.05, 2.0) : base.weekendFactor;
  const double maxHour = *std::max_element(hourCounts, hourCounts + 24);
  const double minHour = *std::min_element(hourCounts, hourCounts + 24);
  base.dailyAmplitude = maxHour + minHour > 0 ? std::clamp((maxHour - minHour) / (maxHour + minHour), 0.0, 0.95) : 0.0;
  base.nodeCounts.clear();
  for (const auto &[n, c] : nodes)
    base.nodeCounts.emplace_back(n, c);
  // The most common limits (up to 8), as they are.
  std::vector<std::pair<qint64, double>> byCount(limits.begin(), limits.end());
  std::sort(byCount.begin(), byCount.end(), [](const auto &a, const auto &b) { return a.second > b.second; });
  byCount.resize(std::min<std::size_t>(byCount.size(), 8));
  if (!byCount.empty())
    base.limitsS = byCount;
  if (counted > 0)
    base.runsToLimit = toLimit / counted;
  return base;
}

} // namespace mirage
