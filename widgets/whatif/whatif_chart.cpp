#include "widgets/whatif/whatif_chart.h"

#include "widgets/common/interactive_plot.h"

#include <qcustomplot.h>

#include <cmath>

namespace mirage {

WhatIfChart::WhatIfChart(const QString &exportName, QWidget *parent)
    : QWidget(parent), m_plot(createInteractivePlot(this, {[this](const QPoint &pos) { return tooltipAt(pos); },
                                                           [this] {
                                                             m_plot->rescaleAxes();
                                                             m_plot->replot();
                                                           },
                                                           exportName}))
{
  m_plot->setMinimumHeight(80);
  rebuild();
}

void WhatIfChart::setLines(const QString &xLabel, const QString &yLabel, const std::vector<Line> &lines, bool timeAxis,
                           bool logX)
{
  m_xLabel = xLabel;
  m_yLabel = yLabel;
  m_lines = lines;
  m_time = timeAxis;
  m_logX = logX;
  rebuild();
}

void WhatIfChart::changeEvent(QEvent *event)
{
  if (event->type() == QEvent::PaletteChange)
    rebuild();
  QWidget::changeEvent(event);
}

void WhatIfChart::rebuild()
{
  m_plot->clearGraphs();
  applyPlotPalette(m_plot, palette(), {m_plot->xAxis, m_plot->yAxis});
  m_plot->xAxis->setLabel(m_xLabel);
  m_plot->yAxis->setLabel(m_yLabel);
  if (m_time) {
    QSharedPointer<QCPAxisTickerDateTime> dates(new QCPAxisTickerDateTime);
    dates->setDateTimeFormat(QStringLiteral("yyyy-MM-dd"));
    m_plot->xAxis->setTicker(dates);
  } else if (m_logX) {
    m_plot->xAxis->setTicker(QSharedPointer<QCPAxisTickerLog>(new QCPAxisTickerLog));
  } else {
    m_plot->xAxis->setTicker(QSharedPointer<QCPAxisTicker>(new QCPAxisTicker));
  }
  m_plot->xAxis->setScaleType(m_logX ? QCPAxis::stLogarithmic : QCPAxis::stLinear);
  for (std::size_t i = 0; i < m_lines.size(); ++i) {
    const Line &l = m_lines[i];
    QCPGraph *g = m_plot->addGraph();
    g->setName(l.name);
    g->setPen(QPen(seriesColour(i), 1.6));
    QVector<double> x, y;
    for (std::size_t k = 0; k < l.x.size() && k < l.y.size(); ++k) {
      if (m_logX && l.x[k] <= 0)
        continue;
      x << l.x[k];
      y << l.y[k];
    }
    g->setData(x, y, true);
  }
  m_plot->legend->setVisible(m_lines.size() > 1);
  m_plot->legend->setBrush(palette().color(QPalette::Base));
  m_plot->legend->setTextColor(palette().color(QPalette::Text));
  m_plot->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignBottom | Qt::AlignRight);
  m_plot->rescaleAxes();
  if (m_plot->yAxis->range().lower >= 0) // counts, shares and hours start at 0
    m_plot->yAxis->setRange(0, m_plot->yAxis->range().upper * 1.05);
  replotWhenSeen(m_plot);
}

QString WhatIfChart::tooltipAt(const QPoint &pos) const
{
  double best = 1e18;
  QString text;
  for (int i = 0; i < m_plot->graphCount(); ++i) {
    const QCPGraph *g = m_plot->graph(i);
    for (auto it = g->data()->constBegin(); it != g->data()->constEnd(); ++it) {
      const double dx = m_plot->xAxis->coordToPixel(it->key) - pos.x();
      const double dy = m_plot->yAxis->coordToPixel(it->value) - pos.y();
      const double d = dx * dx + dy * dy;
      if (d < best) {
        best = d;
        const QString x =
            m_time ? QDateTime::fromSecsSinceEpoch(qint64(it->key)).toString(QStringLiteral("yyyy-MM-dd HH:mm"))
                   : QString::number(it->key, 'g', 4);
        text = QStringLiteral("%1\n%2: %3\n%4: %5").arg(g->name(), m_xLabel, x, m_yLabel).arg(it->value, 0, 'g', 4);
      }
    }
  }
  return best < 400 ? text : QString();
}

} // namespace mirage
