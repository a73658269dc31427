#include "forecast/adaptive_calibration.h"

#include "forecast/forecast_metrics.h"

#include <QJsonArray>

#include <algorithm>
#include <cmath>

namespace mirage {
namespace {
const QString kAll = QStringLiteral("*");

// Most specific first: partition and class, class, everything.
QString key(const QString &partition, const QString &waitClass)
{
  return partition + QLatin1Char('|') + waitClass;
}
} // namespace

std::vector<QString> AdaptiveCalibration::groupsOf(const WaitForecast &raw, const QString &partition) const
{
  const QString waitClass = waitBucketName(waitBucket(raw.p50()));
  return {key(partition, waitClass), key(kAll, waitClass), key(kAll, kAll)};
}

void LiveScore::add(const WaitForecast &issued, double wait)
{
  ++jobs;
  absLogSum += std::abs(logWait(issued.p50()) - logWait(wait));
  covered += wait >= issued.p10() && wait <= issued.p90() ? 1 : 0;
}

QJsonObject LiveScore::toJson() const
{
  return {
      {QStringLiteral("jobs"), jobs}, {QStringLiteral("abs_log_sum"), absLogSum}, {QStringLiteral("covered"), covered}};
}

LiveScore LiveScore::fromJson(const QJsonObject &json)
{
  LiveScore s;
  s.jobs = json.value(QLatin1String("jobs")).toInteger();
  s.absLogSum = json.value(QLatin1String("abs_log_sum")).toDouble();
  s.covered = json.value(QLatin1String("covered")).toInteger();
  return s;
}

AdaptiveCalibration::Issued AdaptiveCalibration::issue(const WaitForecast &raw, const QString &partition) const
{
  Issued out{raw, groupsOf(raw, partition)};
  if (!raw.isValid())
    return out;
  const std::vector<double> &levels = WaitForecast::standardLevels();
  if (raw.levels != levels) { // issued at the standard levels, whatever the forecaster gave
    out.forecast.levels = levels;
    out.forecast.seconds.clear();
    for (const double level : levels)
      out.forecast.seconds.push_back(raw.quantile(level));
  }
  const Group *group = nullptr;
  for (const QString &k : out.groups) {
    const auto it = m_groups.find(k);
    if (it != m_groups.end() && it->second.n >= m_settings.minObservations) {
      group = &it->second;
      break;
    }
  }
  if (!group)
    return out;
  out.forecast.levels = levels;
  out.forecast.seconds.clear();
  double floor = 0;
  for (std::size_t l = 0; l < levels.size(); ++l) {
    floor = std::max(floor, waitFromLog(logWait(raw.quantile(levels[l])) + group->shift[l]));
    out.forecast.seconds.push_back(floor);
  }
  return out;
}

void AdaptiveCalibration::learn(const Issued &issued, std::size_t level, bool missed)
{
  const std::vector<double> &levels = WaitForecast::standardLevels();
  if (level >= levels.size())
    return;
  for (const QString &k : issued.groups) {
    Group &g = m_groups[k];
    g.shift.resize(levels.size(), 0.0);
    g.n += level == 0 ? 1 : 0;
    g.shift[level] += m_settings.rate * ((missed ? 1.0 : 0.0) - (1.0 - levels[level]));
  }
}

void AdaptiveCalibration::observe(const WaitForecast &raw, const QString &partition, double trueWait)
{
  if (!raw.isValid())
    return;
  const Issued issued = issue(raw, partition);
  const std::vector<double> &levels = WaitForecast::standardLevels();
  for (std::size_t l = 0; l < levels.size(); ++l) {
    const double quantile = issued.forecast.quantile(levels[l]);
    if (informative(quantile, trueWait))
      learn(issued, l, trueWait > quantile);
  }
}

qint64 AdaptiveCalibration::observations() const
{
  const auto all = m_groups.find(key(kAll, kAll));
  return all == m_groups.end() ? 0 : all->second.n;
}

QJsonObject AdaptiveCalibration::toJson() const
{
  QJsonObject groups;
  for (const auto &[k, g] : m_groups) {
    QJsonArray shift;
    for (const double s : g.shift)
      shift.append(s);
    groups.insert(k, QJsonObject{{QStringLiteral("n"), g.n}, {QStringLiteral("shift"), shift}});
  }
  return {{QStringLiteral("rate"), m_settings.rate},
          {QStringLiteral("min_observations"), m_settings.minObservations},
          {QStringLiteral("groups"), groups}};
}

AdaptiveCalibration AdaptiveCalibration::fromJson(const QJsonObject &json)
{
  Settings settings;
  settings.rate = json.value(QLatin1String("rate")).toDouble(settings.rate);
  settings.minObservations = json.value(QLatin1String("min_observations")).toInt(settings.minObservations);
  AdaptiveCalibration out(settings);
  const QJsonObject groups = json.value(QLatin1String("groups")).toObject();
  const std::size_t levels = WaitForecast::standardLevels().size();
  for (auto it = groups.begin(); it != groups.end(); ++it) {
    const QJsonObject g = it.value().toObject();
    const QJsonArray shift = g.value(QLatin1String("shift")).toArray();
    if (std::size_t(shift.size()) != levels)
      continue; // another set of levels: start that group afresh
    Group group;
    group.n = g.value(QLatin1String("n")).toInteger();
    for (const QJsonValue &s : shift)
      group.shift.push_back(s.toDouble());
    out.m_groups[it.key()] = group;
  }
  return out;
}

bool AdaptiveCalibration::operator==(const AdaptiveCalibration &other) const
{
  if (m_settings.rate != other.m_settings.rate || m_settings.minObservations != other.m_settings.minObservations ||
      m_groups.size() != other.m_groups.size())
    return false;
  for (const auto &[k, g] : m_groups) {
    const auto it = other.m_groups.find(k);
    if (it == other.m_groups.end() || it->second.n != g.n || it->second.shift != g.shift)
      return false;
  }
  return true;
}

} // namespace mirage
