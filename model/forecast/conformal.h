#pragma once
// Conformal calibration (split conformal, per quantile): shifts, in log(wait + 60 s), that make
// each quantile of a forecaster's output hold on forecasts whose outcomes are known and which the
// model was not fitted on. Forecasts are grouped by their predicted median (a few bins, so that
// short and long forecasts get their own widths); within a bin of n scores s = log truth − log
// forecast, a level-q quantile above the median moves by the ⌈(n+1)q⌉-th smallest score and one
// below it by the ⌊(n+1)q⌋-th, so that for a new exchangeable case P(wait ≤ P90) ≥ 0.9 and
// P(wait < P10) ≤ 0.1: the P10–P90 band covers at least 80 % (and at most 80 % + 2/(n+1)). The
// median is not moved (conformalised quantile regression widens or narrows the bands only).

#include "forecast/wait_forecast.h"

#include <QJsonObject>

#include <vector>

namespace mirage {

class ConformalCalibration {
public:
  // Learns shifts from forecasts and what happened; `bins` groups (fewer when data are scarce:
  // at least 100 cases per bin).
  static ConformalCalibration fit(const std::vector<WaitForecast> &forecasts, const std::vector<double> &trueWaits,
                                  int bins = 4);
  bool isEmpty() const { return m_shifts.empty(); }
  WaitForecast apply(const WaitForecast &raw) const;

  // The finite-sample conformal order statistic of scores sorted ascending for a quantile level.
  static double conformalShift(const std::vector<double> &sortedScores, double level);

  QJsonObject toJson() const;
  static ConformalCalibration fromJson(const QJsonObject &json);

private:
  std::vector<double> m_edges;               // upper edges (log median) of every bin but the last
  std::vector<std::vector<double>> m_shifts; // per bin, per standard level
};

} // namespace mirage
