#pragma once

#include <QWidget>

#include <utility>
#include <vector>

class QCustomPlot;

namespace mirage {

// Each trained model's calibration on its validation window: for every quantile level (x) the share
// of jobs that waited at most that quantile (y), beside the diagonal a calibrated method follows.
// Above the diagonal a method's waits are too long, below it too short. Hovering a point names the
// method, the level and the share; double-click resets; the context menu exports.
class CalibrationChart : public QWidget {
  Q_OBJECT
public:
  struct Curve {
    QString method;
    qint64 jobs = 0;                               // validation jobs behind the curve
    std::vector<std::pair<double, double>> points; // (level, observed share)
  };
  explicit CalibrationChart(QWidget *parent = nullptr);
  void setCurves(const std::vector<Curve> &curves);
  QCustomPlot *plot() const { return m_plot; }
  int curveCount() const { return int(m_curves.size()); }
  QString tooltipAt(const QPoint &pos) const;

protected:
  void changeEvent(QEvent *event) override;

private:
  void rebuild();
  void resetView();
  QCustomPlot *m_plot;
  std::vector<Curve> m_curves;
};

} // namespace mirage
