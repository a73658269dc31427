#pragma once
// forecast-eval --rolling: month after month, every method trained on everything before the month
// (the same embargo and censoring as one split, the cluster's shape from that past alone) and
// scored on the month's jobs, so that drift shows as it happened.

#include "forecast/forecast_evaluation.h"

namespace mirage {

struct MonthEvaluation {
  EpochSeconds from = 0, to = 0; // the month, [from, to), UTC
  Evaluation evaluation;
  QList<Partition> partitions; // of the cluster as replayed for this month
};

// The last `months` calendar months (UTC) up to the one of `lastSubmit`, oldest first.
std::vector<std::pair<EpochSeconds, EpochSeconds>> rollingMonths(EpochSeconds lastSubmit, int months);

// `base` gives the methods, the start of training (0: two days after the trace's first start),
// the embargo and the learned options; its train and test bounds are set per month. A month with
// nothing to train on before it is an error naming the month. Each method's adaptive calibration
// carries over from one month to the next, as the store keeps it on a live cluster.
Result<std::vector<MonthEvaluation>> evaluateRolling(const std::vector<TraceJob> &jobs, const ReplayOptions &replay,
                                                     const EvaluationOptions &base, int months,
                                                     const EvaluationProgress &progress = {});

} // namespace mirage
