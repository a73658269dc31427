#include "forecast/conformal.h"

#include "sim/percentile.h"

#include <QJsonArray>

#include <algorithm>
#include <cmath>

namespace mirage {

ConformalCalibration ConformalCalibration::fit(const std::vector<WaitForecast> &forecasts,
                                               const std::vector<double> &trueWaits, int bins)
{
  ConformalCalibration c;
  const std::size_t n = std::min(forecasts.size(), trueWaits.size());
  if (n == 0)
    return c;
  bins = std::clamp(int(n / 100), 1, std::max(1, bins));
  std::vector<double> medians(n);
  for (std::size_t i = 0; i < n; ++i)
    medians[i] = logWait(forecasts[i].p50());
  std::vector<double> sorted = medians;
  std::sort(sorted.begin(), sorted.end());
  for (int b = 1; b < bins; ++b)
    c.m_edges.push_back(sim::percentileSorted(sorted, double(b) / bins));
  // Equal medians can make empty bins; drop repeated edges.
  c.m_edges.erase(std::unique(c.m_edges.begin(), c.m_edges.end()), c.m_edges.end());
  const auto binOf = [&](double logMedian) {
    return std::size_t(std::upper_bound(c.m_edges.begin(), c.m_edges.end(), logMedian) - c.m_edges.begin());
  };
  const auto &levels = WaitForecast::standardLevels();
  std::vector<std::vector<std::vector<double>>> residuals(c.m_edges.size() + 1,
                                                          std::vector<std::vector<double>>(levels.size()));
  for (std::size_t i = 0; i < n; ++i) {
    auto &bin = residuals[binOf(medians[i])];
    for (std::size_t l = 0; l < levels.size(); ++l)
      bin[l].push_back(logWait(trueWaits[i]) - logWait(forecasts[i].quantile(levels[l])));
  }
  for (auto &bin : residuals) {
    std::vector<double> shifts;
    for (std::size_t l = 0; l < levels.size(); ++l) {
      std::sort(bin[l].begin(), bin[l].end());
      // The median is left as the model put it (as in conformalised quantile regression): a shift
      // learned on a window whose load differs from today's moves every forecast the wrong way.
      const bool median = levels[l] == 0.5;
      shifts.push_back(bin[l].empty() || median ? 0.0 : conformalShift(bin[l], levels[l]));
    }
    c.m_shifts.push_back(std::move(shifts));
  }
  return c;
}

double ConformalCalibration::conformalShift(const std::vector<double> &sortedScores, double level)
{
  // Split conformal's finite-sample order statistic: with n exchangeable scores, the k-th smallest
  // with k = ⌈(n + 1)·level⌉ bounds a new score from above with probability ≥ level; for a lower
  // quantile, k = ⌊(n + 1)·level⌋ bounds it from below with probability ≥ 1 − level. Past the
  // ends (too few scores for the level) the extreme score is the best there is.
  const std::size_t n = sortedScores.size();
  if (n == 0)
    return 0;
  const double position = double(n + 1) * level;
  const double k = level > 0.5 ? std::ceil(position - 1e-9) : std::floor(position + 1e-9);
  const std::size_t index = std::size_t(std::clamp(k, 1.0, double(n))) - 1;
  return sortedScores[index];
}

WaitForecast ConformalCalibration::apply(const WaitForecast &raw) const
{
  if (isEmpty())
    return raw;
  const std::size_t bin =
      std::min(m_shifts.size() - 1,
               std::size_t(std::upper_bound(m_edges.begin(), m_edges.end(), logWait(raw.p50())) - m_edges.begin()));
  WaitForecast out;
  out.method = raw.method;
  out.levels = WaitForecast::standardLevels();
  for (std::size_t l = 0; l < out.levels.size(); ++l)
    out.seconds.push_back(waitFromLog(logWait(raw.quantile(out.levels[l])) + m_shifts[bin][l]));
  std::sort(out.seconds.begin(), out.seconds.end()); // shifts may cross neighbouring quantiles
  return out;
}

QJsonObject ConformalCalibration::toJson() const
{
  QJsonArray edges, shifts;
  for (double e : m_edges)
    edges.append(e);
  for (const auto &bin : m_shifts) {
    QJsonArray row;
    for (double s : bin)
      row.append(s);
    shifts.append(row);
  }
  return {{QStringLiteral("edges"), edges}, {QStringLiteral("shifts"), shifts}};
}

ConformalCalibration ConformalCalibration::fromJson(const QJsonObject &json)
{
  ConformalCalibration c;
  for (const auto &e : json.value(QStringLiteral("edges")).toArray())
    c.m_edges.push_back(e.toDouble());
  const std::size_t levels = WaitForecast::standardLevels().size();
  for (const auto &row : json.value(QStringLiteral("shifts")).toArray()) {
    std::vector<double> bin;
    for (const auto &s : row.toArray())
      bin.push_back(s.toDouble());
    if (bin.size() != levels)
      return {};
    c.m_shifts.push_back(std::move(bin));
  }
  if (!c.m_shifts.empty() && c.m_shifts.size() != c.m_edges.size() + 1)
    return {};
  return c;
}

} // namespace mirage
