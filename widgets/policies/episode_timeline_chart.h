#pragma once
// One episode of a chain evaluation on a time axis in hours from P's end: above, the interruption
// risk against the submission time as risk-optimal forecast it at its first decision once P ran;
// below, P's wait and run, and for each method when it submitted S, S's wait and S's start, with
// the interruption (S after P's end) or overlap (S before it) marked. Drag and wheel zoom the time
// axis of both, double-click resets, hovering says what a row or the curve shows.
#include "widgets/policies/policy_episodes.h"

#include <QWidget>

class QCustomPlot;
class QCPAxisRect;

namespace mirage {

class EpisodeTimelineChart : public QWidget {
  Q_OBJECT
public:
  explicit EpisodeTimelineChart(QWidget *parent = nullptr);
  void setEpisode(const PolicyEpisode &episode);
  void clear();
  QCustomPlot *plot() const { return m_plot; }
  QCPAxisRect *riskRect() const { return m_riskRect; }
  // The rows below, top first: "P", then each method.
  QStringList rows() const;
  QString tooltipAt(const QPoint &pos) const;

protected:
  void changeEvent(QEvent *event) override;

private:
  void rebuild();
  void resetView();
  double hoursFromEnd(EpochSeconds t) const;
  QCustomPlot *m_plot;
  QCPAxisRect *m_riskRect = nullptr;
  PolicyEpisode m_episode;
  bool m_hasEpisode = false;
};

} // namespace mirage
