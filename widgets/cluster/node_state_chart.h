#pragma once

#include "core/cluster_snapshot.h"

#include <QWidget>

class QCustomPlot;

namespace mirage {

// Stacked bars of node states (busy, idle, down) per partition. Drag and wheel zoom the value
// axis, double-click resets, hovering a bar shows its numbers, the context menu exports it.
class NodeStateChart : public QWidget {
  Q_OBJECT
public:
  explicit NodeStateChart(QWidget *parent = nullptr);
  void setSnapshot(const ClusterSnapshot &snapshot);
  QCustomPlot *plot() const { return m_plot; }
  // The text the tooltip shows at a point of the plot (empty off the bars); for tests.
  QString tooltipAt(const QPoint &pos) const;

protected:
  void changeEvent(QEvent *event) override;

private:
  void rebuild();
  void resetView();
  QCustomPlot *m_plot;
  QList<Partition> m_partitions;
};

} // namespace mirage
