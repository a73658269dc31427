#include "forecast/forecast_metrics.h"

#include <QJsonArray>

#include <algorithm>
#include <cmath>

namespace mirage {
namespace {

double pinball(double truth, double predicted, double level)
{
  const double diff = truth - predicted;
  return std::max(level * diff, (level - 1) * diff);
}

// Twice the mean pinball loss at the levels (k − ½)/100, in log(wait + 60).
double crpsLog(const WaitForecast &forecast, double truthLog)
{
  constexpr int kLevels = 100;
  double sum = 0;
  for (int k = 0; k < kLevels; ++k) {
    const double level = (k + 0.5) / kLevels;
    sum += pinball(truthLog, logWait(forecast.quantile(level)), level);
  }
  return 2.0 * sum / kLevels;
}

double median(std::vector<double> values)
{
  if (values.empty())
    return 0;
  const auto mid = values.begin() + std::ptrdiff_t(values.size() / 2);
  std::nth_element(values.begin(), mid, values.end());
  if (values.size() % 2 == 1)
    return *mid;
  return 0.5 * (*mid + *std::max_element(values.begin(), mid));
}

} // namespace

std::vector<std::pair<double, double>> calibrationFromJson(const QJsonObject &scores)
{
  std::vector<std::pair<double, double>> curve;
  for (const QJsonValue &point : scores.value(QLatin1String("calibration")).toArray()) {
    const double level = point[QLatin1String("level")].toDouble(-1),
                 observed = point[QLatin1String("observed")].toDouble(-1);
    if (level > 0 && level < 1 && observed >= 0 && observed <= 1)
      curve.emplace_back(level, observed);
  }
  return curve;
}

int waitBucket(double w)
{
  return w < 600 ? 0 : w < 7200 ? 1 : w < 43200 ? 2 : 3;
}

QString waitBucketName(int bucket)
{
  static const char *names[kWaitBuckets] = {"lt_10min", "10min_2h", "2h_12h", "gt_12h"};
  return QLatin1String(names[std::clamp(bucket, 0, kWaitBuckets - 1)]);
}

QJsonObject ForecastScore::toJson() const
{
  return {{QStringLiteral("jobs"), jobs},
          {QStringLiteral("mae_log_wait"), maeLogWait},
          {QStringLiteral("within_2x"), within2x},
          {QStringLiteral("jobs_over_10min"), jobsOver10Min},
          {QStringLiteral("within_10min"), within10Min},
          {QStringLiteral("coverage_p10_p90"), coverageP10P90},
          {QStringLiteral("coverage_p10_p90_pit"), coverageP10P90Pit},
          {QStringLiteral("pinball_loss"), pinballLoss},
          {QStringLiteral("crps"), crps},
          {QStringLiteral("sharpness_p90_p10"), sharpnessP90P10},
          {QStringLiteral("calibration"), calibrationJson()},
          {QStringLiteral("forecasts_per_s"), forecastsPerSecond}};
}

QJsonArray ForecastScore::calibrationJson() const
{
  QJsonArray points;
  for (const auto &[level, observed] : calibration)
    points.append(QJsonObject{{QStringLiteral("level"), level}, {QStringLiteral("observed"), observed}});
  return points;
}

double pitCoverage(const WaitForecast &forecast, double trueWait)
{
  if (trueWait > 0)
    return trueWait >= forecast.p10() && trueWait <= forecast.p90() ? 1.0 : 0.0;
  const double atOnce = forecast.cdf(0); // the forecast's probability of starting at once
  if (atOnce <= 0)
    return 0.0; // the PIT is 0: below P10
  return std::max(0.0, std::min(atOnce, 0.9) - 0.1) / atOnce;
}

void ScoreAccumulator::add(const WaitForecast &forecast, double trueWait)
{
  const double p10 = forecast.p10(), p50 = forecast.p50(), p90 = forecast.p90();
  const double truth = logWait(trueWait);
  const double crps = crpsLog(forecast, truth);
  const double spread = (p90 + 60.0) / (p10 + 60.0);
  const double coveredPit = pitCoverage(forecast, trueWait);
  const std::vector<double> &levels = WaitForecast::standardLevels();
  for (Sums *s : {&m_all, &m_buckets[std::size_t(waitBucket(trueWait))]}) {
    s->atOrBelow.resize(levels.size(), 0);
    for (std::size_t l = 0; l < levels.size(); ++l)
      s->atOrBelow[l] += trueWait <= forecast.quantile(levels[l]) ? 1 : 0;
    s->crps += crps;
    s->spread.push_back(spread);
    ++s->n;
    s->absLog += std::abs(logWait(p50) - truth);
    if (trueWait > 600) {
      ++s->over10;
      s->within2x += p50 >= trueWait / 2 && p50 <= trueWait * 2 ? 1 : 0;
    }
    s->within10 += std::abs(p50 - trueWait) <= 600 ? 1 : 0;
    s->covered += trueWait >= p10 && trueWait <= p90 ? 1 : 0;
    s->coveredPit += coveredPit;
    s->pinball +=
        (pinball(truth, logWait(p10), 0.1) + pinball(truth, logWait(p50), 0.5) + pinball(truth, logWait(p90), 0.9)) /
        3.0;
  }
}

ForecastScore ScoreAccumulator::result(const Sums &s) const
{
  ForecastScore r;
  r.jobs = s.n;
  r.jobsOver10Min = s.over10;
  if (s.n > 0) {
    r.maeLogWait = s.absLog / double(s.n);
    r.within10Min = double(s.within10) / double(s.n);
    r.coverageP10P90 = double(s.covered) / double(s.n);
    r.coverageP10P90Pit = s.coveredPit / double(s.n);
    r.pinballLoss = s.pinball / double(s.n);
    r.crps = s.crps / double(s.n);
    r.sharpnessP90P10 = median(s.spread);
    const std::vector<double> &levels = WaitForecast::standardLevels();
    for (std::size_t l = 0; l < levels.size() && l < s.atOrBelow.size(); ++l)
      r.calibration.emplace_back(levels[l], double(s.atOrBelow[l]) / double(s.n));
  }
  r.within2x = s.over10 > 0 ? double(s.within2x) / double(s.over10) : 0;
  r.forecastsPerSecond = m_seconds > 0 ? double(m_all.n) / m_seconds : 0;
  return r;
}

QJsonObject ScoreAccumulator::toJson() const
{
  QJsonObject o = total().toJson();
  QJsonObject buckets;
  for (int b = 0; b < kWaitBuckets; ++b) {
    QJsonObject bucketJson = bucket(b).toJson();
    bucketJson.remove(QStringLiteral("forecasts_per_s"));
    buckets.insert(waitBucketName(b), bucketJson);
  }
  o.insert(QStringLiteral("by_wait"), buckets);
  return o;
}

} // namespace mirage
