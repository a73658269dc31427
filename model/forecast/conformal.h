#pragma once
// Conformal calibration: shifts, in log(wait + 60 s), that make each quantile of a forecaster's
// output true on a recent window of forecasts whose outcomes are known. Forecasts are grouped by
// their predicted median (a few bins, so that short and long forecasts get their own widths);
// within a bin the level-q quantile is moved by the q-quantile of (log truth - log forecast). The
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

  QJsonObject toJson() const;
  static ConformalCalibration fromJson(const QJsonObject &json);

private:
  std::vector<double> m_edges;               // upper edges (log median) of every bin but the last
  std::vector<std::vector<double>> m_shifts; // per bin, per standard level
};

} // namespace mirage
