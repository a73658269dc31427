#pragma once

#include "forecast/interruption_risk.h"

#include <QWidget>

class QCustomPlot;

namespace mirage {

// A chain's risk against the successor's lead time (hours before the predecessor's limit end):
// P(interruption) in percent on the left axis, the expected gap (hours) and the expected overlap
// (GPU-hours) on the right; the suggested lead time is marked. Drag and wheel zoom the lead axis,
// double-click resets, hovering shows the nearest lead time's values, the context menu exports.
class RiskChart : public QWidget {
  Q_OBJECT
public:
  explicit RiskChart(QWidget *parent = nullptr);
  void setCurve(const RiskCurve &curve);
  void clear();
  QCustomPlot *plot() const { return m_plot; }
  int pointCount() const { return int(m_curve.points.size()); }
  QString tooltipAt(const QPoint &pos) const;

protected:
  void changeEvent(QEvent *event) override;

private:
  void rebuild();
  void resetView();
  QCustomPlot *m_plot;
  RiskCurve m_curve;
};

} // namespace mirage
