#pragma once
// forecast-eval's engine: train on the past of a trace, forecast every job of the future at its
// submission from the snapshot taken before it, and score each method against what happened.

#include "forecast/forecast_metrics.h"
#include "forecast/learned_forecaster.h"
#include "forecast/trace_replay.h"

#include <functional>
#include <map>

namespace mirage {

struct EvaluationOptions {
  EpochSeconds trainFrom = 0; // 0: two days after the trace's first start (a warm queue)
  EpochSeconds trainUntil = 0;
  EpochSeconds testFrom = 0; // 0: trainUntil
  EpochSeconds testTo = 0;   // 0: the end of the trace
  QStringList methods;       // empty: all
  int monteCarloRollouts = 50;
  int monteCarloJobs = 200; // Monte-Carlo forecasts at most this many test jobs, evenly spread
  LearnedTrainingOptions learned;
};

struct MethodEvaluation {
  QString method;
  ScoreAccumulator scores;
  double trainSeconds = 0;
  QString device; // learned methods: where they were trained
  QString error;  // the method could not be evaluated (the rest still are)
};

struct Evaluation {
  std::vector<MethodEvaluation> methods;
  qint64 trainExamples = 0;
  qint64 testJobs = 0;
  std::map<QString, std::shared_ptr<LearnedForecaster>> trained;
};

// Stage name and fraction done; return false to cancel.
using EvaluationProgress = std::function<bool(const QString &stage, double fraction)>;

// The features and true waits of every job submitted in [from, to), in time order.
TrainingSet collectTrainingSet(const TraceReplay &replay, EpochSeconds from, EpochSeconds to,
                               const EvaluationProgress &progress = {});

Result<Evaluation> evaluateForecasters(const TraceReplay &replay, const EvaluationOptions &options,
                                       const EvaluationProgress &progress = {});

} // namespace mirage
