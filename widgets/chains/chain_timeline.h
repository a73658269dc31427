#pragma once

#include "core/cluster_snapshot.h"
#include "store/chain_store.h"

#include <QWidget>

class QCustomPlot;

namespace mirage {

// One chain's links on a time axis (a Gantt chart): each link's wait in the queue (light) and its
// run up to its limit end (solid), as the open snapshot shows them; links no longer in the queue
// are marked at their submission; the next link's suggested submission is a dashed marker. Drag
// and wheel zoom the time axis, double-click resets, hovering a bar says what it is.
class ChainTimeline : public QWidget {
  Q_OBJECT
public:
  struct Bar {
    int link = 0;
    QString jobId;
    EpochSeconds submit = 0, start = -1, end = -1; // start/end -1: unknown
    QString state;                                 // pending, running, ended, planned
  };
  explicit ChainTimeline(QWidget *parent = nullptr);
  void setBars(const QList<Bar> &bars, EpochSeconds now);
  const QList<Bar> &bars() const { return m_bars; }
  QCustomPlot *plot() const { return m_plot; }
  QString tooltipAt(const QPoint &pos) const;

protected:
  void changeEvent(QEvent *event) override;

private:
  void rebuild();
  void resetView();
  QCustomPlot *m_plot;
  QList<Bar> m_bars;
  EpochSeconds m_now = 0;
};

} // namespace mirage
