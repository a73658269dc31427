#pragma once

#include "store/snapshot_store.h"

#include <QWidget>

class QCustomPlot;

namespace mirage {

// The cluster's recent history from stored snapshots: running and pending jobs (left axis) and
// GPU utilisation in percent (right axis) over time. Drag and wheel zoom the time axis,
// double-click resets, hovering shows the values (with the queue's GPU-hours) of the nearest
// snapshot, the context menu exports.
class HistoryChart : public QWidget {
  Q_OBJECT
public:
  explicit HistoryChart(QWidget *parent = nullptr);
  void setHistory(const QList<SnapshotPoint> &points);
  QCustomPlot *plot() const { return m_plot; }
  int pointCount() const { return int(m_points.size()); }
  // The tooltip text at a point of the plot (empty when there is no data).
  QString tooltipAt(const QPoint &pos) const;

protected:
  void changeEvent(QEvent *event) override;

private:
  void rebuild();
  void resetView();
  QCustomPlot *m_plot;
  QList<SnapshotPoint> m_points;
};

} // namespace mirage
