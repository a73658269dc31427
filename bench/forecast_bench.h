#pragma once
// Forecast figures: forecast-eval on the LS6 paper split and a time split of Theta 2022 (every
// method's scores, and the best one's MAE against the historical median), train-forecast on the
// whole LS6 history in a fresh store (wall time, target < 5 min), and the latency of one forecast
// by each stored learned model (target < 50 ms).
#include <QProcessEnvironment>
#include <QString>

namespace mirage {

void runForecastBenchmarks(const QString &binDir, const QString &dataDir, const QProcessEnvironment &env);
// The latency figure alone, on a store that holds the LS6 history ("ls6") and its trained models.
// False (after saying why on stderr) when the store or its models could not be read.
bool runLearnedForecastLatency(const QString &db);

} // namespace mirage
