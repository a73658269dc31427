#pragma once
// A cluster's adaptive calibration warmed on its own recent past, so that a cluster seen for the
// first time (the demo, an imported trace, a live cluster with stored history) is not shown
// overconfident forecasts until the poller has watched 50 starts: every job submitted in the last
// `days` of its stored history is forecast from the queue as it was then (the history replayed as
// forecast-eval replays it) by each method that needs no training, and each quantile level is
// learned once its outcome was known then, in time order. A method whose stored state has already
// learned more is left as it is.
#include "core/result.h"
#include "forecast/forecast_evaluation.h"

#include <QStringList>

namespace mirage {
class Database;
}

namespace mirage::services {

struct CalibrationWarmup {
  QStringList methods; // those warmed and stored
  qint64 jobs = 0;     // forecast per method
  double wallS = 0;
};

// The methods warmed: those that need no training and forecast the same from a replay as live
// (hist-median, qbets, monte-carlo).
QStringList warmedMethods();
// Whether any of them has no stored state with at least the calibration's minimum of starts.
bool calibrationMissing(Database &db, const QString &cluster);
// Errors name the cluster (no stored history that long) or a cancel.
Result<CalibrationWarmup> warmCalibration(Database &db, const QString &cluster, int days = 7,
                                          const EvaluationProgress &progress = {});

} // namespace mirage::services
