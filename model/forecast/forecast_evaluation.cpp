#include "forecast/forecast_evaluation.h"

#include "core/core_tr.h"
#include "forecast/baseline_forecasters.h"
#include "forecast/forecast_features.h"
#include "forecast/monte_carlo.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QTimeZone>

#include <algorithm>
#include <queue>

namespace mirage {

TrainingSet collectTrainingSet(const TraceReplay &replay, EpochSeconds from, EpochSeconds to,
                               const EvaluationProgress &progress, EpochSeconds labelsKnownBy)
{
  TrainingSet set;
  const double span = double(std::max<EpochSeconds>(1, to - from));
  replay.run(from, to, [&](const ClusterSnapshot &snapshot, const std::vector<ReplayCase> &cases) {
    for (const ReplayCase &c : cases) {
      if (labelsKnownBy > 0 && double(c.submit) + c.wait > double(labelsKnownBy)) {
        ++set.censored;
        continue;
      }
      set.add(extractFeatures(snapshot, c.request, c.submit), c.wait, c.submit);
    }
    return !progress || progress(CoreTr::tr("Collecting training examples"), double(snapshot.time - from) / span);
  });
  return set;
}

Result<Evaluation> evaluateForecasters(const TraceReplay &replay, const EvaluationOptions &options,
                                       const EvaluationProgress &progress)
{
  using R = Result<Evaluation>;
  const QStringList methods = options.methods.isEmpty() ? forecastMethods() : options.methods;
  for (const QString &m : methods)
    if (!forecastMethods().contains(m))
      return R::failure(
          CoreTr::tr("unknown method '%1' (known: %2)").arg(m, forecastMethods().join(QStringLiteral(", "))));
  const EpochSeconds trainFrom = options.trainFrom > 0 ? options.trainFrom : replay.firstStart() + 2 * 86400;
  const EpochSeconds testFrom = options.testFrom > 0 ? options.testFrom : options.trainUntil;
  const EpochSeconds testTo = options.testTo > 0 ? options.testTo : replay.lastSubmit() + 1;
  if (options.trainUntil <= trainFrom)
    return R::failure(CoreTr::tr("the training window is empty: --train-until must come after %1")
                          .arg(QDateTime::fromSecsSinceEpoch(trainFrom, Qt::UTC).toString(Qt::ISODate)));
  if (testFrom < options.trainUntil)
    return R::failure(CoreTr::tr("the test window must not start before the end of training"));
  if (testTo <= testFrom)
    return R::failure(testFrom > replay.lastSubmit()
                          ? CoreTr::tr("the test window is empty: the trace ends at %1")
                                .arg(QDateTime::fromSecsSinceEpoch(replay.lastSubmit(), Qt::UTC).toString(Qt::ISODate))
                          : CoreTr::tr("the test window is empty: it ends (%1) before it starts (%2)")
                                .arg(QDateTime::fromSecsSinceEpoch(testTo, Qt::UTC).toString(Qt::ISODate),
                                     QDateTime::fromSecsSinceEpoch(testFrom, Qt::UTC).toString(Qt::ISODate)));
  const EpochSeconds trainCasesUntil = options.trainUntil - std::max<qint64>(0, options.embargoSeconds);
  if (trainCasesUntil <= trainFrom)
    return R::failure(CoreTr::tr("the training window is empty: --train-until less the embargo (%1 h) must come "
                                 "after %2")
                          .arg(double(options.embargoSeconds) / 3600.0)
                          .arg(QDateTime::fromSecsSinceEpoch(trainFrom, Qt::UTC).toString(Qt::ISODate)));

  Evaluation out;
  auto history = std::make_shared<JobHistory>(replay.jobs());
  std::vector<std::shared_ptr<const Forecaster>> forecasters;
  bool cancelled = false;
  const auto report = [&](const QString &stage, double fraction) {
    if (progress && !progress(stage, fraction))
      cancelled = true;
    return !cancelled;
  };

  TrainingSet training;
  if (std::any_of(methods.begin(), methods.end(), isLearnedMethod)) {
    training = collectTrainingSet(replay, trainFrom, trainCasesUntil, report, options.trainUntil);
    out.trainExamples = qint64(training.size());
    out.censoredExamples = training.censored;
  }
  if (cancelled)
    return R::failure(CoreTr::tr("cancelled"));
  for (const QString &m : methods) {
    MethodEvaluation e;
    e.method = m;
    if (m == QLatin1String("slurm-estimate"))
      forecasters.push_back(std::make_shared<SlurmEstimateForecaster>());
    else if (m == QLatin1String("hist-median"))
      forecasters.push_back(std::make_shared<HistoricalMedianForecaster>(history));
    else if (m == QLatin1String("qbets"))
      forecasters.push_back(std::make_shared<QbetsForecaster>(history));
    else if (m == QLatin1String("monte-carlo")) {
      MonteCarloOptions mc;
      mc.rollouts = options.monteCarloRollouts;
      forecasters.push_back(std::make_shared<MonteCarloForecaster>(history, mc));
    } else {
      report(CoreTr::tr("Training %1").arg(m), 0);
      QElapsedTimer timer;
      timer.start();
      auto trained = LearnedForecaster::train(m, training, options.learned);
      e.trainSeconds = double(timer.nsecsElapsed()) / 1e9;
      if (!trained.ok()) {
        e.error = trained.error();
        forecasters.push_back(nullptr);
      } else {
        e.device = trained.value()->device();
        out.trained[m] = trained.value();
        forecasters.push_back(trained.value());
      }
    }
    out.methods.push_back(std::move(e));
    if (cancelled)
      return R::failure(CoreTr::tr("cancelled"));
  }

  // Every method forecasts the same jobs: all of the window's, or every k-th when sampled (then
  // the window is counted first, in a replay of its own).
  qint64 windowJobs = 0;
  if (options.sampleJobs > 0)
    replay.run(testFrom, testTo, [&](const ClusterSnapshot &, const std::vector<ReplayCase> &cases) {
      windowJobs += qint64(cases.size());
      return true;
    });
  const qint64 stride = options.sampleJobs > 0 ? std::max<qint64>(1, windowJobs / options.sampleJobs) : 1;
  // Where each method's calibration starts learning: its state given, or its own warm-up.
  std::vector<EpochSeconds> learnFrom;
  for (MethodEvaluation &e : out.methods) {
    const auto given = options.calibrationFrom.find(e.method);
    if (given != options.calibrationFrom.end()) {
      e.adaptive = given->second;
      learnFrom.push_back(testFrom);
    } else {
      e.adaptive = AdaptiveCalibration(options.adaptiveSettings);
      const EpochSeconds unseen = isLearnedMethod(e.method) ? trainCasesUntil : testFrom - options.causalWarmUpSeconds;
      learnFrom.push_back(options.adaptive ? std::max(trainFrom, std::min(unseen, testFrom)) : testFrom);
    }
  }
  // Each issued quantile's outcome, by the time it becomes known (the job's start, or earlier when its
  // wait passes the quantile): adaptive calibration learns it then and not before.
  struct Outcome {
    double known;
    std::size_t method;
    std::size_t level; // into the standard levels; their count: the start itself (miss 1: it came at once)
    std::shared_ptr<const AdaptiveCalibration::Issued> issued;
    double miss;
    bool operator>(const Outcome &o) const { return known > o.known; }
  };
  std::priority_queue<Outcome, std::vector<Outcome>, std::greater<>> pending;
  const EpochSeconds warmFrom = learnFrom.empty() ? testFrom : *std::min_element(learnFrom.begin(), learnFrom.end());
  qint64 seen = 0, forecast = 0;
  QElapsedTimer timer;
  replay.run(warmFrom, testTo, [&](const ClusterSnapshot &snapshot, const std::vector<ReplayCase> &cases) {
    for (; !pending.empty() && pending.top().known <= double(snapshot.time); pending.pop()) {
      const Outcome &o = pending.top();
      if (o.level < WaitForecast::standardLevels().size())
        out.methods[o.method].adaptive.learn(*o.issued, o.level, o.miss);
      else // the start itself: whether it came at once
        out.methods[o.method].adaptive.learnAtOnce(*o.issued, o.miss > 0);
    }
    for (const ReplayCase &c : cases) {
      const bool warmUp = c.submit < testFrom;
      if (!warmUp && seen++ % stride != 0)
        continue;
      forecast += warmUp ? 0 : 1;
      for (std::size_t m = 0; m < forecasters.size(); ++m) {
        MethodEvaluation &e = out.methods[m];
        if (!forecasters[m] || !e.error.isEmpty() || c.submit < learnFrom[m])
          continue;
        timer.start();
        const auto f = forecasters[m]->forecast(snapshot, c.request, c.submit);
        if (!warmUp) { // the shift costs next to nothing: both count the forecast's time
          e.scores.addTime(double(timer.nsecsElapsed()) / 1e9);
          e.adaptiveScores.addTime(double(timer.nsecsElapsed()) / 1e9);
        }
        if (!f.ok()) {
          if (warmUp)
            continue; // the warm-up only calibrates: a job it cannot forecast teaches nothing
          e.error = CoreTr::tr("job %1 (submitted %2): %3")
                        .arg(replay.jobs()[c.job].jobId,
                             QDateTime::fromSecsSinceEpoch(c.submit, Qt::UTC).toString(Qt::ISODate), f.error());
          e.scores = ScoreAccumulator(); // no scores over a subset of the jobs
          e.adaptiveScores = ScoreAccumulator();
          continue;
        }
        if (!warmUp)
          e.scores.add(*f, c.wait);
        if (!options.adaptive)
          continue;
        auto issued = std::make_shared<const AdaptiveCalibration::Issued>(e.adaptive.issue(*f, c.request.partition));
        if (!warmUp)
          e.adaptiveScores.add(issued->forecast, c.wait);
        const std::vector<double> &levels = WaitForecast::standardLevels();
        for (std::size_t l = 0; l < levels.size(); ++l) {
          const double quantile = issued->forecast.quantile(levels[l]);
          const bool missed = c.wait > quantile;
          pending.push({double(c.submit) + (missed ? quantile : c.wait), m, l, issued,
                        AdaptiveCalibration::missShare(issued->forecast, l, c.wait)});
        }
        pending.push({double(c.submit) + c.wait, m, levels.size(), issued, c.wait <= 0 ? 1.0 : 0.0});
      }
    }
    return report(
        CoreTr::tr("Forecasting the test window"),
        std::clamp(double(snapshot.time - testFrom) / double(std::max<EpochSeconds>(1, testTo - testFrom)), 0.0, 1.0));
  });
  if (cancelled)
    return R::failure(CoreTr::tr("cancelled"));
  out.testJobs = forecast;
  out.testJobsInWindow = options.sampleJobs > 0 ? windowJobs : seen;
  return out;
}

} // namespace mirage
