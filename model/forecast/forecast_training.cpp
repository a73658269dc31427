#include "forecast/forecast_training.h"
#include "core/local_time.h"

#include "core/core_tr.h"

#include <QDateTime>
#include <QElapsedTimer>

#include <algorithm>

namespace mirage {

Result<ForecastTraining> trainForecastModels(const TraceReplay &replay, const ForecastTrainingOptions &options,
                                             const EvaluationProgress &progress)
{
  using R = Result<ForecastTraining>;
  const QStringList methods = options.methods.isEmpty() ? learnedForecastMethods() : options.methods;
  for (const QString &m : methods)
    if (!isLearnedMethod(m))
      return R::failure(
          CoreTr::tr("'%1' is not a learned method (learned: xgboost, random-forest, torch-quantile)").arg(m));
  if (replay.jobs().empty())
    return R::failure(CoreTr::tr("there is no job with a start time to learn from"));
  ForecastTraining out;
  out.dataFrom = options.from > 0 ? options.from : replay.firstStart() + 2 * 86400;
  out.dataTo = options.until > 0 ? std::min(options.until, replay.lastSubmit() + 1) : replay.lastSubmit() + 1;
  if (out.dataTo - out.dataFrom < 2 * 86400)
    return R::failure(CoreTr::tr("the history from %1 to %2 is too short to learn from (at least two days after "
                                 "a two-day warm-up)")
                          .arg(isoUtc(out.dataFrom), isoUtc(out.dataTo)));
  const double share = std::clamp(options.validationShare, 0.05, 0.5);
  out.validateFrom = out.dataFrom + EpochSeconds(double(out.dataTo - out.dataFrom) * (1.0 - share));

  // Validation: trained on the older part, scored on the newest, beside the historical median.
  EvaluationOptions validation;
  validation.trainFrom = out.dataFrom;
  validation.trainUntil = out.validateFrom;
  validation.testFrom = out.validateFrom;
  validation.testTo = out.dataTo;
  validation.methods = methods;
  validation.methods << QStringLiteral("hist-median");
  validation.learned = options.learned;
  validation.adaptive = false; // the stored scores are the model's own; the poller calibrates it live
  bool cancelled = false;
  const auto report = [&](const QString &stage, double fraction) {
    if (progress && !progress(stage, fraction))
      cancelled = true;
    return !cancelled;
  };
  const auto evaluation = evaluateForecasters(replay, validation, [&](const QString &stage, double fraction) {
    return report(CoreTr::tr("Validation: %1").arg(stage), fraction);
  });
  if (!evaluation.ok())
    return R::failure(evaluation.error());
  if (evaluation->testJobs == 0 || evaluation->trainExamples == 0)
    return R::failure(CoreTr::tr("no job was submitted in the training (%1 to %2) or validation (%2 to %3) window")
                          .arg(isoUtc(out.dataFrom), isoUtc(out.validateFrom), isoUtc(out.dataTo)));
  double baseline = -1;
  for (const MethodEvaluation &e : evaluation->methods)
    if (e.method == QLatin1String("hist-median") && e.error.isEmpty())
      baseline = e.scores.total().maeLogWait;

  const TrainingSet all = collectTrainingSet(replay, out.dataFrom, out.dataTo,
                                             [&](const QString &stage, double f) { return report(stage, f); });
  if (cancelled)
    return R::failure(CoreTr::tr("cancelled"));
  out.examples = qint64(all.size());
  for (const MethodEvaluation &e : evaluation->methods) {
    if (e.method == QLatin1String("hist-median"))
      continue;
    TrainedForecastModel m;
    m.method = e.method;
    m.scores = e.scores.toJson();
    m.scores.insert(QStringLiteral("validated_from"), isoUtc(out.validateFrom));
    m.scores.insert(QStringLiteral("validated_to"), isoUtc(out.dataTo));
    m.scores.insert(QStringLiteral("validation_jobs"), evaluation->testJobs);
    if (baseline >= 0)
      m.scores.insert(QStringLiteral("hist_median_mae_log_wait"), baseline);
    if (!e.error.isEmpty()) {
      m.error = e.error;
      out.models.push_back(std::move(m));
      continue;
    }
    if (!report(CoreTr::tr("Training %1 on the whole window").arg(e.method), 0))
      return R::failure(CoreTr::tr("cancelled"));
    QElapsedTimer timer;
    timer.start();
    auto trained = LearnedForecaster::train(e.method, all, options.learned);
    m.trainSeconds = double(timer.nsecsElapsed()) / 1e9;
    if (trained.ok())
      m.model = trained.value();
    else
      m.error = trained.error();
    out.models.push_back(std::move(m));
  }
  return out;
}

} // namespace mirage
