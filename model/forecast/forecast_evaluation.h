#pragma once
// forecast-eval's engine: train on the past of a trace, forecast every job of the future at its
// submission from the snapshot taken before it, and score each method against what happened.

#include "forecast/adaptive_calibration.h"
#include "forecast/forecast_metrics.h"
#include "forecast/learned_forecaster.h"
#include "forecast/trace_replay.h"

#include <functional>
#include <map>

namespace mirage {

// The split, without leakage: a training example is a job submitted in [trainFrom, trainUntil −
// embargo) whose wait was over by trainUntil (its start is known then); a job still waiting at
// trainUntil is left out (censored) rather than labelled with a wait nobody knew yet. The embargo
// keeps the newest submissions, whose long waits are not known yet, from making the training set
// one of short waits. The test window starts at trainUntil or later.
struct EvaluationOptions {
  EpochSeconds trainFrom = 0; // 0: two days after the trace's first start (a warm queue)
  EpochSeconds trainUntil = 0;
  qint64 embargoSeconds = 2 * 86400;
  EpochSeconds testFrom = 0; // 0: trainUntil
  EpochSeconds testTo = 0;   // 0: the end of the trace
  QStringList methods;       // empty: all
  int monteCarloRollouts = 50;
  // Every method forecasts the same test jobs: all of them, or this many evenly spread (0: all).
  int sampleJobs = 0;
  LearnedTrainingOptions learned;
  // Every method is also scored with adaptive calibration (adaptive_calibration.h): each test
  // job's forecast shifted by what the starts observed before its submission taught, learning a
  // start only once it has happened. A method starts from its state in `calibrationFrom` when it
  // has one (forecast-eval --rolling: the month before's, as the store carries it from poll to
  // poll). Otherwise it warms up on the submissions before the test window that it never learned
  // from: a trained method on the embargo window, a method that trains on nothing (it reads only
  // the past of each forecast) on the `causalWarmUpSeconds` before it, as a cluster's first open
  // warms it (services/calibration_warmup).
  bool adaptive = true;
  AdaptiveCalibration::Settings adaptiveSettings;
  std::map<QString, AdaptiveCalibration> calibrationFrom;
  qint64 causalWarmUpSeconds = 7 * 86400;
};

struct MethodEvaluation {
  QString method;
  ScoreAccumulator scores;
  ScoreAccumulator adaptiveScores; // the same jobs, with adaptive calibration
  AdaptiveCalibration adaptive;    // its state after the test window
  double trainSeconds = 0;
  QString device; // learned methods: where they were trained
  // The method could not be evaluated (the rest still are): it failed to forecast a test job, and
  // then it has no scores at all, since scores over the jobs it managed would not be comparable.
  QString error;
};

struct Evaluation {
  std::vector<MethodEvaluation> methods;
  qint64 trainExamples = 0;
  qint64 censoredExamples = 0; // submitted for training but still waiting at trainUntil: left out
  qint64 testJobs = 0;         // forecast by every method
  qint64 testJobsInWindow = 0; // submitted in the test window (more than testJobs when sampled)
  std::map<QString, std::shared_ptr<LearnedForecaster>> trained;
};

// Stage name and fraction done; return false to cancel.
using EvaluationProgress = std::function<bool(const QString &stage, double fraction)>;

// The features and true waits of every job submitted in [from, to), in time order; with
// labelsKnownBy > 0, only the jobs that had started by then (the others are counted in
// TrainingSet::censored).
TrainingSet collectTrainingSet(const TraceReplay &replay, EpochSeconds from, EpochSeconds to,
                               const EvaluationProgress &progress = {}, EpochSeconds labelsKnownBy = 0);

Result<Evaluation> evaluateForecasters(const TraceReplay &replay, const EvaluationOptions &options,
                                       const EvaluationProgress &progress = {});

} // namespace mirage
