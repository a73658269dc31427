#include "services/calibration_tracker.h"

#include "store/calibration_store.h"
#include "store/history_store.h"

#include <QJsonArray>

#include <set>

namespace mirage::services {
namespace {

QString jobKey(const Job &j)
{
  return j.arrayId.isEmpty() ? QString::number(j.id) : j.arrayId;
}

JobRequest requestOf(const Job &j)
{
  JobRequest r;
  r.partition = j.partition;
  r.nodes = std::max(1, j.nodes);
  r.gpusPerNode = j.gpusPerNode;
  r.timeLimitSeconds = std::max<qint64>(60, j.timeLimitSeconds);
  r.user = j.user;
  return r;
}

// A job gone from the queue: its start as the sacct history recorded it; 0: not known yet; -1: it
// never started (cancelled while waiting: sacct writes the cancellation as its start and end).
EpochSeconds storedStart(Database &db, qint64 clusterId, const QString &job)
{
  Statement s = db.prepare(QStringLiteral(
      "SELECT start, end, state FROM jobs WHERE cluster_id = ? AND job_id = ? ORDER BY submit DESC LIMIT 1"));
  s.bind(1, clusterId).bind(2, job);
  if (!s.step() || s.isNull(0))
    return 0;
  const EpochSeconds start = s.int64(0);
  if (s.text(2).startsWith(QLatin1String("CANCELLED")) && !s.isNull(1) && s.int64(1) == start)
    return -1;
  return start;
}

// An open forecast in the store: the job, when it was first seen waiting (the forecast is of the
// wait from then), its groups, each level's issued quantile and the levels learned so far.
struct Open {
  QString job;
  EpochSeconds seen = 0;
  AdaptiveCalibration::Issued issued;
  int learnedLevels = 0; // bit l: level l learned

  QJsonObject toJson() const
  {
    QJsonArray groups, seconds, zeroShift;
    for (const QString &g : issued.groups)
      groups.append(g);
    for (const double q : issued.forecast.seconds)
      seconds.append(q);
    for (const double z : issued.zeroShift)
      zeroShift.append(z);
    return {{QStringLiteral("job"), job},
            {QStringLiteral("seen"), seen},
            {QStringLiteral("groups"), groups},
            {QStringLiteral("quantiles"), seconds},
            {QStringLiteral("zero_shift"), zeroShift},
            {QStringLiteral("at_once"), issued.forecast.atOnce},
            {QStringLiteral("at_once_cell"), issued.atOnceCell},
            {QStringLiteral("learned"), learnedLevels}};
  }
  static Open fromJson(const QJsonObject &o)
  {
    Open r;
    r.job = o.value(QLatin1String("job")).toString();
    r.seen = o.value(QLatin1String("seen")).toInteger();
    r.learnedLevels = o.value(QLatin1String("learned")).toInt();
    for (const QJsonValue &g : o.value(QLatin1String("groups")).toArray())
      r.issued.groups.push_back(g.toString());
    r.issued.forecast.levels = WaitForecast::standardLevels();
    for (const QJsonValue &q : o.value(QLatin1String("quantiles")).toArray())
      r.issued.forecast.seconds.push_back(q.toDouble());
    for (const QJsonValue &z : o.value(QLatin1String("zero_shift")).toArray())
      r.issued.zeroShift.push_back(z.toDouble());
    r.issued.forecast.atOnce = o.value(QLatin1String("at_once")).toDouble();
    r.issued.atOnceCell = o.value(QLatin1String("at_once_cell")).toInt(-1);
    return r;
  }
};

constexpr qint64 kForgetAfter = 7 * 86400; // an open forecast whose job left no trace by then
} // namespace

QStringList calibratedMethods(const ForecastContext &context)
{
  QStringList methods{kSqueueEstimate, QStringLiteral("slurm-estimate")};
  if (context.history)
    methods << QStringLiteral("hist-median") << QStringLiteral("qbets") << QStringLiteral("monte-carlo");
  for (const auto &[method, model] : context.learned)
    methods << method;
  return methods;
}

Result<CalibrationWork> beginCalibrationStep(Database &db, const ClusterSnapshot &snapshot,
                                             const ForecastContext &context)
{
  const auto clusterId = storedClusterId(db, snapshot.cluster);
  if (!clusterId)
    return failure(noClusterError(db, snapshot.cluster));
  CalibrationWork work;
  work.cluster = snapshot.cluster;
  work.time = snapshot.time;
  std::map<QString, CalibrationRecord> stored = loadCalibration(db, snapshot.cluster);
  std::map<QString, const Job *> jobs;
  for (const Job &j : snapshot.jobs)
    jobs[jobKey(j)] = &j;
  const std::vector<double> &levels = WaitForecast::standardLevels();
  for (const QString &method : calibratedMethods(context)) {
    CalibrationRecord &record = work.records[method];
    record = stored[method];
    // What the open forecasts learned since the last poll.
    QJsonArray stillOpen;
    std::set<QString> &known = work.known[method];
    for (const QJsonValue &value : std::as_const(record.pending)) {
      Open open = Open::fromJson(value.toObject());
      if (open.issued.forecast.seconds.size() != levels.size())
        continue;
      known.insert(open.job);
      const auto it = jobs.find(open.job);
      const bool waiting = it != jobs.end() && it->second->state == JobState::Pending;
      EpochSeconds start = 0;
      if (it != jobs.end() && !waiting) // running, or already completing
        start = it->second->startTime > 0 ? it->second->startTime : snapshot.time;
      else if (it == jobs.end())
        start = storedStart(db, *clusterId, open.job);
      if (start < 0)
        continue; // cancelled while waiting: it has no wait to learn from
      const double waited = double((start > 0 ? start : snapshot.time) - open.seen);
      for (std::size_t l = 0; l < levels.size(); ++l) {
        if (open.learnedLevels & (1 << l))
          continue;
        const double quantile = open.issued.forecast.seconds[l];
        const bool missed = waited > quantile;
        if (start > 0 || (waiting && missed)) {
          record.state.learn(open.issued, l,
                             AdaptiveCalibration::missShare(open.issued.forecast, l, std::max(0.0, waited)));
          open.learnedLevels |= 1 << l;
          ++work.step.learned;
        }
      }
      // Open until the start is known (a long wait's levels may all be learned before it): the
      // live scores count every job that started, the long waits too.
      if (start > 0) {
        record.live.add(open.issued.forecast, std::max(0.0, waited));
        record.state.learnAtOnce(open.issued, waited <= 0);
      }
      const bool forgotten = start == 0 && !waiting && snapshot.time - open.seen > kForgetAfter;
      if (start == 0 && !forgotten)
        stillOpen.append(open.toJson());
    }
    record.pending = stillOpen;
  }
  return work;
}

void issueForecasts(CalibrationWork &work, const ClusterSnapshot &snapshot, const ForecastContext &context,
                    int maxNewJobs, const std::atomic_bool *cancel)
{
  for (auto &[method, record] : work.records) {
    // New waiting jobs get a forecast, from the queue as it is without them (Slurm's own estimate:
    // the start squeue reports for the job). Monte-Carlo's rollouts cost the most: a few a poll.
    const bool squeue = method == kSqueueEstimate;
    const auto forecaster =
        squeue ? Result<std::shared_ptr<const Forecaster>>(failure(QString())) : makeRawForecaster(method, context);
    const int cap = method == QLatin1String("monte-carlo") ? std::min(maxNewJobs, kMonteCarloPerPoll) : maxNewJobs;
    const std::set<QString> &known = work.known[method];
    int issued = 0;
    // One copy of the queue per method: each new job is taken out for its own forecast and put back
    // (a copy per job would cost the queue's size squared on a busy cluster's first poll).
    ClusterSnapshot without = snapshot;
    for (qsizetype i = 0; i < snapshot.jobs.size(); ++i) {
      const Job &j = snapshot.jobs[i];
      if ((!squeue && !forecaster.ok()) || issued >= cap || (cancel && cancel->load()))
        break;
      if (j.state != JobState::Pending || known.count(jobKey(j)) || (squeue && j.estimatedStart <= 0))
        continue;
      Result<WaitForecast> raw = failure(QString());
      if (squeue) {
        raw = WaitForecast::point(method, double(std::max<EpochSeconds>(0, j.estimatedStart - snapshot.time)));
      } else {
        Job taken = without.jobs.takeAt(i);
        raw = forecaster.value()->forecast(without, requestOf(j), snapshot.time);
        without.jobs.insert(i, std::move(taken));
      }
      if (!raw.ok())
        continue; // a request this method cannot forecast teaches it nothing
      Open open;
      open.job = jobKey(j);
      open.seen = snapshot.time;
      open.issued = record.state.issue(*raw, j.partition);
      record.pending.append(open.toJson());
      ++issued;
    }
    work.step.issued += issued;
  }
}

Result<CalibrationStep> finishCalibrationStep(Database &db, CalibrationWork &work)
{
  for (auto &[method, record] : work.records) {
    work.step.open += int(record.pending.size());
    record.updated = work.time;
    if (const auto saved = saveCalibration(db, work.cluster, method, record); !saved.ok())
      return failure(saved.error());
  }
  return work.step;
}

Result<CalibrationStep> trackCalibration(Database &db, const ClusterSnapshot &snapshot, const ForecastContext &context,
                                         int maxNewJobs)
{
  auto work = beginCalibrationStep(db, snapshot, context);
  if (!work.ok())
    return failure(work.error());
  CalibrationWork w = std::move(work).value();
  issueForecasts(w, snapshot, context, maxNewJobs);
  return finishCalibrationStep(db, w);
}

} // namespace mirage::services
