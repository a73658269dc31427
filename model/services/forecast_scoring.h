#pragma once
// Scoring wait forecasts on a trace, as `mirage-cli forecast-eval` does: the trace replayed as the
// queue it was (the cluster's shape from the training window alone), every method trained on the
// past and scored on the same later jobs, optionally every job's features written to a CSV.
#include "core/result.h"
#include "forecast/forecast_evaluation.h"
#include "forecast/rolling_evaluation.h"
#include "forecast/trace_replay.h"
#include "traces/trace_reader.h"

#include <QJsonObject>

namespace mirage::services {

struct ForecastScoringOptions {
  QString trace; // any format the trace readers know
  TraceOptions traceOptions;
  ReplayOptions replay; // shapeUntil is set to evaluation.trainUntil
  EvaluationOptions evaluation;
  QString featuresCsv; // non-empty: also write every job's features and true wait here
  // > 0: instead of one split, the last this many calendar months, each trained on everything
  // before it (evaluation.trainUntil and the test bounds are then set per month).
  int rollingMonths = 0;
};

// A coverage band a calibrated P10–P90 interval should land in, and the least test jobs a month
// needs for its coverage to count (below that, the sampling error alone exceeds the band).
inline constexpr double kCoverageBandLow = 0.78, kCoverageBandHigh = 0.82;
inline constexpr qint64 kMinJobsForCoverage = 200;

struct ForecastScoring {
  Evaluation evaluation;               // one split
  std::vector<MonthEvaluation> months; // --rolling: one per month, oldest first
  QList<Partition> partitions;         // of the replayed cluster
  double wallS = 0;
  // A method that failed on a job has no scores (they would not be over the same jobs).
  bool anyMethodFailed() const;
  // The figures `forecast-eval --json` prints (the trace named as given).
  QJsonObject json(const ForecastScoringOptions &options) const;
};

// An error names the trace (unreadable, no job with a start), the CSV, or a cancel.
Result<ForecastScoring> scoreForecasts(const ForecastScoringOptions &options, const EvaluationProgress &progress = {});

// Every job's features and true wait: the training rows as the evaluation trains on them (the
// embargo, waits known by trainUntil), then the test rows.
Result<void> writeFeaturesCsv(const QString &path, const TraceReplay &replay, const EvaluationOptions &options);

} // namespace mirage::services
