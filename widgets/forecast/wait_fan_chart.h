#pragma once

#include "forecast/forecast_query.h"

#include <QWidget>

class QCustomPlot;

namespace mirage {

// The wait distributions of a request, one row per method: the 80 % band (P10–P90), the 50 % band
// (P25–P75) and the median, on a logarithmic wait axis (1 minute … weeks). The primary method's row
// is drawn strongest. Drag and wheel zoom the wait axis, double-click resets, hovering a row shows
// its quantiles, the context menu exports.
class WaitFanChart : public QWidget {
  Q_OBJECT
public:
  explicit WaitFanChart(QWidget *parent = nullptr);
  void setForecasts(const std::vector<MethodForecast> &forecasts);
  QCustomPlot *plot() const { return m_plot; }
  int rowCount() const { return int(m_forecasts.size()); }
  QString tooltipAt(const QPoint &pos) const;

protected:
  void changeEvent(QEvent *event) override;

private:
  void rebuild();
  void resetView();
  QCustomPlot *m_plot;
  std::vector<MethodForecast> m_forecasts;
};

} // namespace mirage
