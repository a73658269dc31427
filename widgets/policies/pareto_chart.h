#pragma once
// Interruption against overlap, one point per chain policy with its 95 % bootstrap interval as
// whiskers in both directions, and the Pareto front (the policies no other beats in both) drawn
// through them. Zooms, hovers the nearest policy, exports from its context menu.
#include <QWidget>

#include <vector>

class QCustomPlot;

namespace mirage {

class ParetoChart : public QWidget {
  Q_OBJECT
public:
  struct Point {
    QString name;
    double overlap = 0, interruption = 0; // hours
    double overlapLo = 0, overlapHi = 0;  // the 95 % interval
    double interruptionLo = 0, interruptionHi = 0;
  };
  explicit ParetoChart(QWidget *parent = nullptr);
  void setPoints(const std::vector<Point> &points);
  // The names on the front, lowest overlap first.
  QStringList front() const;
  int pointCount() const { return int(m_points.size()); }
  QString tooltipAt(const QPoint &pos) const;
  QCustomPlot *plot() const { return m_plot; }

protected:
  void changeEvent(QEvent *event) override;

private:
  void rebuild();
  QCustomPlot *m_plot;
  std::vector<Point> m_points;
};

// Indices of the points no other point beats in both coordinates (lower is better), by overlap.
std::vector<std::size_t> paretoFront(const std::vector<ParetoChart::Point> &points);

} // namespace mirage
