#include "services/forecast_scoring.h"
#include "core/core_tr.h"
#include "core/local_time.h"
#include "forecast/forecast_features.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QSaveFile>
#include <QTextStream>
#include <QTimeZone>

#include <algorithm>
#include <tuple>

namespace mirage::services {
namespace {
bool anyFailed(const Evaluation &evaluation)
{
  return std::any_of(evaluation.methods.begin(), evaluation.methods.end(),
                     [](const MethodEvaluation &m) { return !m.error.isEmpty(); });
}

QJsonArray methodsJson(const Evaluation &evaluation)
{
  QJsonArray methods;
  for (const MethodEvaluation &m : evaluation.methods) {
    QJsonObject o = m.error.isEmpty() ? m.scores.toJson() : QJsonObject();
    o.insert(QStringLiteral("name"), m.method);
    if (m.trainSeconds > 0)
      o.insert(QStringLiteral("train_s"), m.trainSeconds);
    if (!m.device.isEmpty())
      o.insert(QStringLiteral("device"), m.device);
    if (!m.error.isEmpty())
      o.insert(QStringLiteral("error"), m.error);
    if (m.error.isEmpty() && m.adaptiveScores.total().jobs > 0)
      o.insert(QStringLiteral("adaptive"), m.adaptiveScores.toJson());
    methods.append(o);
  }
  return methods;
}

QJsonArray shapeJson(const QList<Partition> &partitions)
{
  QJsonArray shape;
  for (const Partition &p : partitions)
    shape.append(QJsonObject{{QStringLiteral("name"), p.name}, {QStringLiteral("nodes"), p.nodes}});
  return shape;
}

// Per method over the months: how many were scored, how many had enough jobs for their coverage
// to count, how many of those landed in the band, and the lowest and highest such coverage.
QJsonArray rollingSummaryJson(const std::vector<MonthEvaluation> &months)
{
  QJsonArray summary;
  if (months.empty())
    return summary;
  // Each method as it forecasts, then with adaptive calibration ("xgboost+adaptive").
  for (const bool adaptive : {false, true})
    for (std::size_t m = 0; m < months.front().evaluation.methods.size(); ++m) {
      int scored = 0, counted = 0, inBand = 0, inBandPit = 0;
      double lowest = 1, highest = 0, lowestPit = 1, highestPit = 0, maeSum = 0;
      for (const MonthEvaluation &month : months) {
        const MethodEvaluation &e = month.evaluation.methods[m];
        const ForecastScore s = (adaptive ? e.adaptiveScores : e.scores).total();
        if (!e.error.isEmpty() || s.jobs == 0)
          continue;
        ++scored;
        maeSum += s.maeLogWait;
        if (s.jobs < kMinJobsForCoverage)
          continue;
        ++counted;
        inBand += s.coverageP10P90 >= kCoverageBandLow && s.coverageP10P90 <= kCoverageBandHigh ? 1 : 0;
        lowest = std::min(lowest, s.coverageP10P90);
        highest = std::max(highest, s.coverageP10P90);
        inBandPit += s.coverageP10P90Pit >= kCoverageBandLow && s.coverageP10P90Pit <= kCoverageBandHigh ? 1 : 0;
        lowestPit = std::min(lowestPit, s.coverageP10P90Pit);
        highestPit = std::max(highestPit, s.coverageP10P90Pit);
      }
      if (scored == 0 && adaptive)
        continue;
      const QString name = months.front().evaluation.methods[m].method;
      QJsonObject o{{QStringLiteral("name"), adaptive ? name + QStringLiteral("+adaptive") : name},
                    {QStringLiteral("months_scored"), scored},
                    {QStringLiteral("months_counted"), counted},
                    {QStringLiteral("months_in_band"), inBand},
                    {QStringLiteral("months_in_band_pit"), inBandPit},
                    {QStringLiteral("mean_mae_log_wait"), scored > 0 ? maeSum / scored : 0.0}};
      if (counted > 0) {
        o.insert(QStringLiteral("lowest_coverage"), lowest);
        o.insert(QStringLiteral("highest_coverage"), highest);
        o.insert(QStringLiteral("lowest_coverage_pit"), lowestPit);
        o.insert(QStringLiteral("highest_coverage_pit"), highestPit);
      }
      summary.append(o);
    }
  return summary;
}
} // namespace

bool ForecastScoring::anyMethodFailed() const
{
  return anyFailed(evaluation) ||
         std::any_of(months.begin(), months.end(), [](const MonthEvaluation &m) { return anyFailed(m.evaluation); });
}

QJsonObject ForecastScoring::json(const ForecastScoringOptions &options) const
{
  if (options.rollingMonths > 0) {
    QJsonArray monthList;
    for (const MonthEvaluation &m : months)
      monthList.append(
          QJsonObject{{QStringLiteral("month"),
                       QDateTime::fromSecsSinceEpoch(m.from, QTimeZone::utc()).toString(QStringLiteral("yyyy-MM"))},
                      {QStringLiteral("train_until"), isoUtc(m.from)},
                      {QStringLiteral("test_to"), isoUtc(m.to)},
                      {QStringLiteral("train_examples"), m.evaluation.trainExamples},
                      {QStringLiteral("censored_train_examples"), m.evaluation.censoredExamples},
                      {QStringLiteral("test_jobs"), m.evaluation.testJobs},
                      {QStringLiteral("test_jobs_in_window"), m.evaluation.testJobsInWindow},
                      {QStringLiteral("partitions"), shapeJson(m.partitions)},
                      {QStringLiteral("methods"), methodsJson(m.evaluation)}});
    return {{QStringLiteral("trace"), options.trace},
            {QStringLiteral("rolling_months"), options.rollingMonths},
            {QStringLiteral("embargo_h"), double(options.evaluation.embargoSeconds) / 3600.0},
            {QStringLiteral("coverage_band"), QJsonArray{kCoverageBandLow, kCoverageBandHigh}},
            {QStringLiteral("min_jobs_for_coverage"), kMinJobsForCoverage},
            {QStringLiteral("months"), monthList},
            {QStringLiteral("summary"), rollingSummaryJson(months)},
            {QStringLiteral("wall_s"), wallS}};
  }
  return {{QStringLiteral("trace"), options.trace},
          {QStringLiteral("train_until"), isoUtc(options.evaluation.trainUntil)},
          {QStringLiteral("embargo_h"), double(options.evaluation.embargoSeconds) / 3600.0},
          {QStringLiteral("train_examples"), evaluation.trainExamples},
          {QStringLiteral("censored_train_examples"), evaluation.censoredExamples},
          {QStringLiteral("test_jobs"), evaluation.testJobs},
          {QStringLiteral("test_jobs_in_window"), evaluation.testJobsInWindow},
          {QStringLiteral("partitions"), shapeJson(partitions)},
          {QStringLiteral("wall_s"), wallS},
          {QStringLiteral("methods"), methodsJson(evaluation)}};
}

Result<void> writeFeaturesCsv(const QString &path, const TraceReplay &replay, const EvaluationOptions &options)
{
  QSaveFile file(path);
  if (!file.open(QIODevice::WriteOnly))
    return failure(CoreTr::tr("cannot write %1: %2").arg(path, file.errorString()));
  QTextStream out(&file);
  out << "set,submit,wait_s," << forecastFeatureNames().join(QLatin1Char(',')) << '\n';
  const EpochSeconds trainFrom = options.trainFrom > 0 ? options.trainFrom : replay.firstStart() + 2 * 86400;
  const EpochSeconds testFrom = options.testFrom > 0 ? options.testFrom : options.trainUntil;
  const EpochSeconds testTo = options.testTo > 0 ? options.testTo : replay.lastSubmit() + 1;
  for (const auto &[name, from, to, knownBy] :
       {std::tuple{"train", trainFrom, options.trainUntil - options.embargoSeconds, options.trainUntil},
        std::tuple{"test", testFrom, testTo, EpochSeconds(0)}}) {
    const TrainingSet set = collectTrainingSet(replay, from, to, {}, knownBy);
    for (std::size_t r = 0; r < set.size(); ++r) {
      out << name << ',' << set.submits[r] << ',' << set.waits[r];
      for (std::size_t c = 0; c < set.x.cols; ++c)
        out << ',' << set.x.at(r, c);
      out << '\n';
    }
  }
  out.flush();
  if (!file.commit())
    return failure(CoreTr::tr("cannot write %1: %2").arg(path, file.errorString()));
  return {};
}

Result<ForecastScoring> scoreForecasts(const ForecastScoringOptions &options, const EvaluationProgress &progress)
{
  QElapsedTimer wall;
  wall.start();
  auto read = readTraceJobs(options.trace, options.traceOptions);
  if (!read.ok())
    return failure(read.error());
  if (options.rollingMonths > 0) {
    auto months = evaluateRolling(read.value(), options.replay, options.evaluation, options.rollingMonths, progress);
    if (!months.ok())
      return failure(months.error());
    ForecastScoring out;
    out.months = std::move(months).value();
    out.wallS = double(wall.elapsed()) / 1000.0;
    return out;
  }
  ReplayOptions replayOptions = options.replay;
  replayOptions.shapeUntil = options.evaluation.trainUntil; // the cluster's shape from the training window alone
  const TraceReplay replay(std::move(read).value(), replayOptions);
  if (replay.jobs().empty())
    return failure(CoreTr::tr("%1 has no job with a start time").arg(options.trace));
  if (!options.featuresCsv.isEmpty())
    if (const auto written = writeFeaturesCsv(options.featuresCsv, replay, options.evaluation); !written.ok())
      return failure(written.error());
  auto evaluated = evaluateForecasters(replay, options.evaluation, progress);
  if (!evaluated.ok())
    return failure(evaluated.error());
  ForecastScoring out{std::move(evaluated).value(), {}, replay.partitions(), 0};
  out.wallS = double(wall.elapsed()) / 1000.0;
  return out;
}

} // namespace mirage::services
