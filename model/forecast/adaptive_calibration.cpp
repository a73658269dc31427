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
  const QString waitClass = raw.p50() <= 0 ? QStringLiteral("at_once") : waitBucketName(waitBucket(raw.p50()));
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
  Issued out{raw, groupsOf(raw, partition), {}};
  if (!raw.isValid())
    return out;
  const std::vector<double> &levels = WaitForecast::standardLevels();
  for (const double level : levels)
    out.zeroShift.push_back(logWait(0) - logWait(raw.quantile(level)));
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
  if (group) {
    out.forecast.levels = levels;
    out.forecast.seconds.clear();
    out.forecast.atOnce = 0;
    double floor = 0;
    for (std::size_t l = 0; l < levels.size(); ++l) {
      floor = std::max(floor, waitFromLog(logWait(raw.quantile(levels[l])) + group->shift[l]));
      out.forecast.seconds.push_back(floor);
    }
  }
  // The levels whose quantile is 0 s come first: the chance of starting at once lies past them.
  const auto c = std::size_t(
      std::count_if(out.forecast.seconds.begin(), out.forecast.seconds.end(), [](double q) { return q <= 0; }));
  out.atOnceCell = int(c);
  if (group && c < levels.size() && c < group->atOnceJobs.size() && group->atOnceJobs[c] >= kAtOnceMinJobs) {
    const double from = c > 0 ? levels[c - 1] : 0.0;
    const double share = group->atOnceShare[c];
    if (share > from) // strictly below the next level, whose quantile is above 0 s
      out.forecast.atOnce = std::min(share, from + 0.999 * (levels[c] - from));
  }
  return out;
}

double AdaptiveCalibration::missShare(const WaitForecast &issued, std::size_t level, double wait)
{
  const std::vector<double> &levels = WaitForecast::standardLevels();
  const double quantile = issued.quantile(levels[level]);
  if (wait > quantile)
    return 1;
  if (quantile > 0 || wait > 0)
    return 0;
  const double atOnce = issued.cdf(0); // ≥ the level, as its quantile is 0 s
  return atOnce > 0 ? std::max(0.0, 1.0 - levels[level] / atOnce) : 0.0;
}

void AdaptiveCalibration::learn(const Issued &issued, std::size_t level, double miss)
{
  const std::vector<double> &levels = WaitForecast::standardLevels();
  if (level >= levels.size())
    return;
  const bool tieAtZero = miss < 1 && issued.forecast.quantile(levels[level]) <= 0;
  if (tieAtZero && issued.zeroShift.size() != levels.size())
    return; // stored before zero shifts were: as it was then, a tie at 0 s teaches nothing
  const double step = m_settings.rate * (miss - (1.0 - levels[level]));
  for (const QString &k : issued.groups) {
    Group &g = m_groups[k];
    g.shift.resize(levels.size(), 0.0);
    g.n += level == 0 ? 1 : 0;
    double &shift = g.shift[level];
    shift = tieAtZero ? std::max(shift + step, std::min(shift, issued.zeroShift[level] - kZeroMargin)) : shift + step;
  }
}

void AdaptiveCalibration::learnAtOnce(const Issued &issued, bool startedAtOnce)
{
  const std::size_t cells = WaitForecast::standardLevels().size() + 1;
  if (issued.atOnceCell < 0 || std::size_t(issued.atOnceCell) >= cells)
    return;
  const auto c = std::size_t(issued.atOnceCell);
  for (const QString &k : issued.groups) {
    Group &g = m_groups[k];
    g.atOnceShare.resize(cells, 0.0);
    g.atOnceJobs.resize(cells, 0);
    const qint64 n = ++g.atOnceJobs[c];
    g.atOnceShare[c] += ((startedAtOnce ? 1.0 : 0.0) - g.atOnceShare[c]) / double(std::min(n, kAtOnceWindow));
  }
}

void AdaptiveCalibration::observe(const WaitForecast &raw, const QString &partition, double trueWait)
{
  if (!raw.isValid())
    return;
  const Issued issued = issue(raw, partition);
  for (std::size_t l = 0; l < WaitForecast::standardLevels().size(); ++l)
    learn(issued, l, missShare(issued.forecast, l, trueWait));
  learnAtOnce(issued, trueWait <= 0);
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
    QJsonArray shift, atOnceShare, atOnceJobs;
    for (const double s : g.shift)
      shift.append(s);
    for (const double s : g.atOnceShare)
      atOnceShare.append(s);
    for (const qint64 n : g.atOnceJobs)
      atOnceJobs.append(n);
    groups.insert(k, QJsonObject{{QStringLiteral("n"), g.n},
                                 {QStringLiteral("shift"), shift},
                                 {QStringLiteral("at_once_share"), atOnceShare},
                                 {QStringLiteral("at_once_jobs"), atOnceJobs}});
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
    const QJsonArray share = g.value(QLatin1String("at_once_share")).toArray();
    const QJsonArray jobs = g.value(QLatin1String("at_once_jobs")).toArray();
    if (std::size_t(share.size()) == levels + 1 && jobs.size() == share.size()) // else learned afresh
      for (qsizetype c = 0; c < share.size(); ++c) {
        group.atOnceShare.push_back(share[c].toDouble());
        group.atOnceJobs.push_back(jobs[c].toInteger());
      }
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
    if (it == other.m_groups.end() || it->second.n != g.n || it->second.shift != g.shift ||
        it->second.atOnceShare != g.atOnceShare || it->second.atOnceJobs != g.atOnceJobs)
      return false;
  }
  return true;
}

} // namespace mirage
