#include "services/forecast_scoring.h"
#include "core/core_tr.h"
#include "core/local_time.h"
#include "forecast/forecast_features.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QTimeZone>
#include <QJsonArray>
#include <QSaveFile>
#include <QTextStream>

#include <algorithm>
#include <tuple>

namespace mirage::services {
bool ForecastScoring::anyMethodFailed() const
{
  return std::any_of(evaluation.methods.begin(), evaluation.methods.end(),
                     [](const MethodEvaluation &m) { return !m.error.isEmpty(); });
}

QJsonObject ForecastScoring::json(const ForecastScoringOptions &options) const
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
    methods.append(o);
  }
  QJsonArray shape;
  for (const Partition &p : partitions)
    shape.append(QJsonObject{{QStringLiteral("name"), p.name}, {QStringLiteral("nodes"), p.nodes}});
  return {{QStringLiteral("trace"), options.trace},
          {QStringLiteral("train_until"), isoUtc(options.evaluation.trainUntil)},
          {QStringLiteral("embargo_h"), double(options.evaluation.embargoSeconds) / 3600.0},
          {QStringLiteral("train_examples"), evaluation.trainExamples},
          {QStringLiteral("censored_train_examples"), evaluation.censoredExamples},
          {QStringLiteral("test_jobs"), evaluation.testJobs},
          {QStringLiteral("test_jobs_in_window"), evaluation.testJobsInWindow},
          {QStringLiteral("partitions"), shape},
          {QStringLiteral("wall_s"), wallS},
          {QStringLiteral("methods"), methods}};
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
  ForecastScoring out{std::move(evaluated).value(), replay.partitions(), 0};
  out.wallS = double(wall.elapsed()) / 1000.0;
  return out;
}

} // namespace mirage::services
