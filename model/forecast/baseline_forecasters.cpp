#include "forecast/baseline_forecasters.h"

#include "core/core_tr.h"
#include "forecast/forecast_features.h"

#include <algorithm>
#include <cmath>

namespace mirage {
namespace {

constexpr qint64 kHistoryAge = 30 * 86400;
constexpr std::size_t kSimilarJobs = 200;
constexpr std::size_t kFewestSimilar = 20;

std::vector<double> similarWaits(const JobHistory &history, const JobRequest &request, EpochSeconds at,
                                 std::size_t count, qint64 maxAge)
{
  auto waits = history.recentWaits(similarityClass(request.partition, request.nodes, request.timeLimitSeconds), at,
                                   count, maxAge);
  if (waits.size() < kFewestSimilar)
    waits = history.recentWaits(at, count, maxAge);
  return waits;
}

// log P(Binomial(n, p) = i).
double logBinomialPmf(std::size_t i, std::size_t n, double p)
{
  return std::lgamma(double(n) + 1) - std::lgamma(double(i) + 1) - std::lgamma(double(n - i) + 1) +
         double(i) * std::log(p) + double(n - i) * std::log1p(-p);
}

} // namespace

Result<WaitForecast> SlurmEstimateForecaster::forecast(const ClusterSnapshot &snapshot, const JobRequest &request,
                                                       EpochSeconds at) const
{
  if (const auto e = checkRequest(snapshot, request); !e.ok())
    return Result<WaitForecast>::failure(e.error());
  const qint64 start = limitPlanStart(snapshot, request);
  if (start < 0)
    return Result<WaitForecast>::failure(CoreTr::tr("partition %1 can never run the request").arg(request.partition));
  return WaitForecast::point(method(), double(std::max<qint64>(0, start - (at - snapshot.time))));
}

HistoricalMedianForecaster::HistoricalMedianForecaster(std::shared_ptr<const JobHistory> history)
    : m_history(std::move(history))
{
}

Result<WaitForecast> HistoricalMedianForecaster::forecast(const ClusterSnapshot &snapshot, const JobRequest &request,
                                                          EpochSeconds at) const
{
  if (const auto e = checkRequest(snapshot, request); !e.ok())
    return Result<WaitForecast>::failure(e.error());
  auto waits = m_history ? similarWaits(*m_history, request, at, kSimilarJobs, kHistoryAge) : std::vector<double>{};
  if (waits.empty())
    return Result<WaitForecast>::failure(
        CoreTr::tr("no job of %1 started in the 30 days before the forecast: import its history first (mirage-cli "
                   "import)")
            .arg(snapshot.cluster));
  return WaitForecast::fromSamples(method(), std::move(waits));
}

QbetsForecaster::QbetsForecaster(std::shared_ptr<const JobHistory> history, double confidence)
    : m_history(std::move(history)), m_confidence(confidence)
{
}

std::size_t QbetsForecaster::boundIndex(std::size_t n, double level, double confidence)
{
  if (n == 0)
    return 0;
  if (level == 0.5)
    return (n - 1) / 2;
  if (level > 0.5) {
    // The smallest k with P(Bin(n, level) <= k - 1) >= confidence: the k-th smallest value (index
    // k - 1) lies above the quantile with that confidence. Too few values: the largest.
    double cdf = 0; // P(Bin(n, level) <= k - 1)
    for (std::size_t k = 1; k <= n; ++k) {
      cdf += std::exp(logBinomialPmf(k - 1, n, level));
      if (cdf >= confidence)
        return k - 1;
    }
    return n - 1;
  }
  // Mirror image: bound the (1 - level) quantile of the negated values from above.
  return n - 1 - boundIndex(n, 1.0 - level, confidence);
}

std::vector<double> QbetsForecaster::trimAtChangePoint(std::vector<double> waits, double confidence)
{
  if (waits.size() < 2 * kFewestSimilar)
    return waits;
  // Online, oldest first: a wait above the 95 % upper bound of the waits since the last change
  // point happens with probability 0.05; three in a row by chance with 0.05^3, so they start a
  // new regime.
  constexpr int kRun = 3;
  std::vector<double> sorted(waits.begin(), waits.begin() + std::ptrdiff_t(kFewestSimilar));
  std::sort(sorted.begin(), sorted.end());
  std::size_t cut = 0;
  int run = 0;
  const auto add = [&](double w) { sorted.insert(std::upper_bound(sorted.begin(), sorted.end(), w), w); };
  // boundIndex by sample size: for the usual confidence from a table made once (thread-safe).
  static const std::vector<std::size_t> usual = [] {
    std::vector<std::size_t> t(1025, 0);
    for (std::size_t n = 1; n < t.size(); ++n)
      t[n] = boundIndex(n, 0.95, 0.95);
    return t;
  }();
  const auto boundOf = [&](std::size_t n) {
    return confidence == 0.95 && n < usual.size() ? usual[n] : boundIndex(n, 0.95, confidence);
  };
  for (std::size_t i = kFewestSimilar; i < waits.size(); ++i) {
    const double bound = sorted[boundOf(sorted.size())];
    if (waits[i] <= bound) {
      // The run (held out of the reference while it lasted) was chance: it joins the regime.
      for (std::size_t k = i - std::size_t(run); k <= i; ++k)
        add(waits[k]);
      run = 0;
      continue;
    }
    if (++run == kRun && waits.size() - (i + 1 - kRun) >= kFewestSimilar) {
      cut = i + 1 - kRun;
      run = 0;
      sorted.assign(waits.begin() + std::ptrdiff_t(cut), waits.begin() + std::ptrdiff_t(i + 1));
      std::sort(sorted.begin(), sorted.end());
    }
  }
  waits.erase(waits.begin(), waits.begin() + std::ptrdiff_t(cut));
  return waits;
}

Result<WaitForecast> QbetsForecaster::forecast(const ClusterSnapshot &snapshot, const JobRequest &request,
                                               EpochSeconds at) const
{
  if (const auto e = checkRequest(snapshot, request); !e.ok())
    return Result<WaitForecast>::failure(e.error());
  auto waits = m_history ? similarWaits(*m_history, request, at, 1000, 3 * kHistoryAge) : std::vector<double>{};
  if (waits.empty())
    return Result<WaitForecast>::failure(
        CoreTr::tr("no job of %1 started in the 90 days before the forecast: import its history first (mirage-cli "
                   "import)")
            .arg(snapshot.cluster));
  waits = trimAtChangePoint(std::move(waits), m_confidence);
  std::sort(waits.begin(), waits.end());
  WaitForecast f;
  f.method = method();
  f.levels = WaitForecast::standardLevels();
  for (double level : f.levels)
    f.seconds.push_back(waits[boundIndex(waits.size(), level, m_confidence)]);
  return f;
}

} // namespace mirage
