#include "forecast/interruption_risk.h"

#include <algorithm>
#include <random>

namespace mirage {
namespace {

std::vector<qint64> defaultLeads(qint64 untilLimitEnd)
{
  static const qint64 grid[] = {0,         300,        600,        900,       1800,      2700,      3600,
                                5400,      7200,       3 * 3600,   4 * 3600,  6 * 3600,  8 * 3600,  10 * 3600,
                                12 * 3600, 16 * 3600,  20 * 3600,  24 * 3600, 36 * 3600, 48 * 3600, 72 * 3600,
                                96 * 3600, 120 * 3600, 144 * 3600, 168 * 3600};
  std::vector<qint64> leads;
  for (qint64 l : grid) {
    leads.push_back(l);
    if (l >= untilLimitEnd) // S would be submitted now: longer leads change nothing
      break;
  }
  return leads;
}

// A runtime of a job that has run `elapsed` of `limit`: a ratio from history that is at least as
// long, else the limit.
double drawRuntime(const std::vector<double> &sortedRatios, double limit, double elapsed, std::mt19937_64 &rng)
{
  if (sortedRatios.empty() || limit <= 0)
    return limit;
  const auto first = std::lower_bound(sortedRatios.begin(), sortedRatios.end(), elapsed / limit);
  if (first == sortedRatios.end())
    return limit;
  const auto count = std::size_t(sortedRatios.end() - first);
  const double ratio = *(first + std::ptrdiff_t(std::uniform_int_distribution<std::size_t>(0, count - 1)(rng)));
  return std::max(elapsed, ratio * limit);
}

} // namespace

RiskCurve interruptionRisk(const ChainPredecessor &p, const WaitForecast &successorWait, int successorGpus,
                           EpochSeconds now, const RiskOptions &options)
{
  return interruptionRisk(
      p, [&successorWait](EpochSeconds) { return successorWait; }, successorGpus, now, options);
}

RiskCurve interruptionRisk(const ChainPredecessor &p, const SuccessorWaitAt &successorWaitAt, int successorGpus,
                           EpochSeconds now, const RiskOptions &options)
{
  RiskCurve curve;
  const double limit = double(std::max<qint64>(1, p.limitSeconds));
  const double pendingStart = p.running ? double(p.start) : double(now) + p.wait.p50();
  curve.limitEnd = EpochSeconds(pendingStart + limit);
  std::vector<double> ratios = options.runtimeRatios;
  for (double &r : ratios)
    r = std::clamp(r, 0.0, 1.0);
  std::sort(ratios.begin(), ratios.end());

  // Draws shared by every lead time: P's end and S's wait.
  const int n = std::max(1, options.samples);
  std::mt19937_64 rng(options.seed);
  std::uniform_real_distribution<double> unit(0.0, 1.0);
  std::vector<double> ends(static_cast<std::size_t>(n)), levels(static_cast<std::size_t>(n)),
      waits(static_cast<std::size_t>(n));
  double endSum = 0;
  for (std::size_t i = 0; i < ends.size(); ++i) {
    const double start = p.running ? double(p.start) : double(now) + p.wait.quantile(unit(rng));
    const double elapsed = std::max(0.0, double(now) - start);
    const double runtime = options.runsToLimit ? limit : drawRuntime(ratios, limit, elapsed, rng);
    ends[i] = std::max(double(now), start + runtime);
    levels[i] = unit(rng);
    endSum += ends[i];
  }
  curve.expectedEnd = EpochSeconds(endSum / n);

  const double gpus = std::max(1, successorGpus);
  const double weight = std::clamp(options.interruptionWeight, 0.0, kMaxInterruptionWeight);
  const qint64 untilLimitEnd = std::max<qint64>(0, curve.limitEnd - now);
  std::vector<qint64> leads = options.leadTimes.empty() ? defaultLeads(untilLimitEnd) : options.leadTimes;
  std::sort(leads.begin(), leads.end());
  for (qint64 lead : leads) {
    RiskPoint point;
    point.leadSeconds = lead;
    point.submitAt = std::max<EpochSeconds>(now, curve.limitEnd - lead);
    const WaitForecast successorWait = successorWaitAt(point.submitAt);
    for (std::size_t i = 0; i < waits.size(); ++i)
      waits[i] = successorWait.quantile(levels[i]);
    point.successorP50 = successorWait.p50();
    point.successorP90 = successorWait.p90();
    double interrupted = 0, gap = 0, overlap = 0;
    for (std::size_t i = 0; i < ends.size(); ++i) {
      const double start = double(point.submitAt) + waits[i];
      if (start > ends[i]) {
        interrupted += 1;
        gap += start - ends[i];
      } else {
        overlap += ends[i] - start;
      }
    }
    point.interruptionProbability = interrupted / n;
    point.expectedGapHours = gap / n / 3600.0;
    point.expectedOverlapHours = overlap / n / 3600.0;
    point.expectedOverlapGpuHours = point.expectedOverlapHours * gpus;
    point.cost = handoverCost(point.expectedGapHours, point.expectedOverlapHours, gpus, weight);
    curve.points.push_back(point);
  }
  for (std::size_t i = 1; i < curve.points.size(); ++i)
    if (curve.points[i].cost < curve.points[curve.best].cost - 1e-12)
      curve.best = i;
  return curve;
}

} // namespace mirage
