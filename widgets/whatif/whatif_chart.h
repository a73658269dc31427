#pragma once
// A line chart of what-if results: one line per scenario (wait distributions, utilisation and
// queue length over time, a sweep's metric against its parameter). Zooms and drags along x,
// hovers the nearest point, exports from its context menu.
#include <QWidget>

#include <vector>

class QCustomPlot;

namespace mirage {

class WhatIfChart : public QWidget {
  Q_OBJECT
public:
  struct Line {
    QString name;
    std::vector<double> x, y;
  };
  WhatIfChart(const QString &exportName, QWidget *parent = nullptr);
  // timeAxis: x are epoch seconds (shown as local dates); logX: a logarithmic x axis.
  void setLines(const QString &xLabel, const QString &yLabel, const std::vector<Line> &lines, bool timeAxis = false,
                bool logX = false);
  QCustomPlot *plot() const { return m_plot; }

protected:
  void changeEvent(QEvent *event) override;

private:
  void rebuild();
  QString tooltipAt(const QPoint &pos) const;
  QCustomPlot *m_plot;
  QString m_xLabel, m_yLabel;
  std::vector<Line> m_lines;
  bool m_time = false, m_logX = false;
};

} // namespace mirage
