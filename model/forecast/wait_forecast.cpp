#include "forecast/wait_forecast.h"

#include "sim/percentile.h"

#include <algorithm>
#include <cmath>

namespace mirage {

double logWait(double waitSeconds)
{
  return std::log(std::max(0.0, waitSeconds) + 60.0);
}

double waitFromLog(double logValue)
{
  return std::max(0.0, std::exp(logValue) - 60.0);
}

const std::vector<double> &WaitForecast::standardLevels()
{
  static const std::vector<double> levels{0.05, 0.1, 0.25, 0.5, 0.75, 0.9, 0.95};
  return levels;
}

double WaitForecast::quantile(double level) const
{
  if (!isValid())
    return 0;
  if (seconds.front() == seconds.back()) // a point forecast has no tails
    return seconds.front();
  if (level <= atOnce)
    return 0;
  if (level <= levels.front()) {
    // Linear in log space between (0 or atOnce, log 60) and the first level.
    const double from = std::max(0.0, atOnce);
    const double f = std::clamp((level - from) / (levels.front() - from), 0.0, 1.0);
    return waitFromLog(logWait(0) + f * (logWait(seconds.front()) - logWait(0)));
  }
  if (level >= levels.back()) {
    const double f = std::clamp((level - levels.back()) / (1.0 - levels.back()), 0.0, 1.0);
    const double top = logWait(seconds.back() * 4.0);
    return waitFromLog(logWait(seconds.back()) + f * (top - logWait(seconds.back())));
  }
  const auto upper = std::upper_bound(levels.begin(), levels.end(), level);
  const auto i = static_cast<std::size_t>(upper - levels.begin());
  const double from = std::max(levels[i - 1], atOnce); // atOnce above a level: that level's quantile is 0 s
  const double f = (level - from) / (levels[i] - from);
  return waitFromLog(logWait(seconds[i - 1]) + f * (logWait(seconds[i]) - logWait(seconds[i - 1])));
}

double WaitForecast::cdf(double waitSeconds) const
{
  if (!isValid() || waitSeconds < 0)
    return 0;
  // Invert quantile() by bisection: it is monotone in the level.
  double lo = 0, hi = 1;
  if (quantile(1.0) <= waitSeconds)
    return 1;
  for (int i = 0; i < 40; ++i) {
    const double mid = 0.5 * (lo + hi);
    (quantile(mid) <= waitSeconds ? lo : hi) = mid;
  }
  return lo;
}

WaitForecast WaitForecast::fromSamples(const QString &method, std::vector<double> waits)
{
  WaitForecast f;
  f.method = method;
  std::sort(waits.begin(), waits.end());
  f.levels = standardLevels();
  for (double level : f.levels)
    f.seconds.push_back(waits.empty() ? 0.0 : std::max(0.0, sim::percentile(waits, level)));
  return f;
}

WaitForecast WaitForecast::point(const QString &method, double waitSeconds)
{
  WaitForecast f;
  f.method = method;
  f.levels = standardLevels();
  f.seconds.assign(f.levels.size(), std::max(0.0, waitSeconds));
  return f;
}

} // namespace mirage
