#include "widgets/policies/pareto_chart.h"

#include "widgets/common/interactive_plot.h"

#include <qcustomplot.h>

#include <algorithm>

namespace mirage {

std::vector<std::size_t> paretoFront(const std::vector<ParetoChart::Point> &points)
{
  std::vector<std::size_t> front;
  for (std::size_t i = 0; i < points.size(); ++i) {
    bool dominated = false;
    for (std::size_t j = 0; j < points.size() && !dominated; ++j)
      dominated = j != i && points[j].overlap <= points[i].overlap &&
                  points[j].interruption <= points[i].interruption &&
                  (points[j].overlap < points[i].overlap || points[j].interruption < points[i].interruption);
    if (!dominated)
      front.push_back(i);
  }
  std::sort(front.begin(), front.end(), [&](std::size_t a, std::size_t b) {
    return std::tie(points[a].overlap, points[a].interruption) < std::tie(points[b].overlap, points[b].interruption);
  });
  return front;
}

ParetoChart::ParetoChart(QWidget *parent)
    : QWidget(parent), m_plot(createInteractivePlot(this, {[this](const QPoint &pos) { return tooltipAt(pos); },
                                                           [this] {
                                                             m_plot->rescaleAxes();
                                                             m_plot->replot();
                                                           },
                                                           QStringLiteral("policies-pareto")}))
{
  m_plot->setMinimumHeight(160);
  rebuild();
}

void ParetoChart::setPoints(const std::vector<Point> &points)
{
  m_points = points;
  rebuild();
}

QStringList ParetoChart::front() const
{
  QStringList names;
  for (std::size_t i : paretoFront(m_points))
    names << m_points[i].name;
  return names;
}

void ParetoChart::changeEvent(QEvent *event)
{
  if (event->type() == QEvent::PaletteChange || event->type() == QEvent::LanguageChange)
    rebuild();
  QWidget::changeEvent(event);
}

void ParetoChart::rebuild()
{
  m_plot->clearPlottables();
  m_plot->clearItems();
  applyPlotPalette(m_plot, palette(), {m_plot->xAxis, m_plot->yAxis});
  m_plot->xAxis->setLabel(tr("Mean overlap (h): GPU time paid twice"));
  m_plot->yAxis->setLabel(tr("Mean interruption (h): service down"));
  // The front first, under the points.
  const std::vector<std::size_t> front = paretoFront(m_points);
  if (front.size() > 1) {
    QCPGraph *line = m_plot->addGraph();
    line->setName(tr("Pareto front"));
    QPen pen(palette().color(QPalette::Text), 1.2, Qt::DashLine);
    line->setPen(pen);
    line->setLineStyle(QCPGraph::lsStepLeft);
    QVector<double> x, y;
    for (std::size_t i : front) {
      x << m_points[i].overlap;
      y << m_points[i].interruption;
    }
    line->setData(x, y, true);
  }
  for (std::size_t i = 0; i < m_points.size(); ++i) {
    const Point &p = m_points[i];
    const QColor colour = seriesColour(i);
    QCPGraph *g = m_plot->addGraph();
    g->setName(p.name);
    g->setLineStyle(QCPGraph::lsNone);
    g->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, colour, colour, 8));
    g->setData(QVector<double>{p.overlap}, QVector<double>{p.interruption});
    auto *vertical = new QCPErrorBars(m_plot->xAxis, m_plot->yAxis);
    vertical->setDataPlottable(g);
    vertical->setErrorType(QCPErrorBars::etValueError);
    vertical->setData(QVector<double>{p.interruption - p.interruptionLo},
                      QVector<double>{p.interruptionHi - p.interruption});
    vertical->setPen(QPen(colour, 1.2));
    vertical->removeFromLegend();
    auto *horizontal = new QCPErrorBars(m_plot->xAxis, m_plot->yAxis);
    horizontal->setDataPlottable(g);
    horizontal->setErrorType(QCPErrorBars::etKeyError);
    horizontal->setData(QVector<double>{p.overlap - p.overlapLo}, QVector<double>{p.overlapHi - p.overlap});
    horizontal->setPen(QPen(colour, 1.2));
    horizontal->removeFromLegend();
    auto *label = new QCPItemText(m_plot);
    label->position->setCoords(p.overlap, p.interruption);
    label->setPositionAlignment(Qt::AlignLeft | Qt::AlignBottom);
    label->setPadding(QMargins(6, 0, 0, 4));
    label->setText(p.name);
    label->setColor(palette().color(QPalette::Text));
  }
  m_plot->legend->setVisible(false);
  m_plot->rescaleAxes();
  double xHi = 0.1, yHi = 0.1;
  for (const Point &p : m_points) {
    xHi = std::max(xHi, p.overlapHi);
    yHi = std::max(yHi, p.interruptionHi);
  }
  m_plot->xAxis->setRange(0, xHi * 1.15);
  m_plot->yAxis->setRange(0, yHi * 1.15);
  replotWhenSeen(m_plot);
}

QString ParetoChart::tooltipAt(const QPoint &pos) const
{
  double best = 1e18;
  QString text;
  for (const Point &p : m_points) {
    const double dx = m_plot->xAxis->coordToPixel(p.overlap) - pos.x();
    const double dy = m_plot->yAxis->coordToPixel(p.interruption) - pos.y();
    if (dx * dx + dy * dy < best) {
      best = dx * dx + dy * dy;
      text = tr("%1\ninterruption %2 h [%3 … %4]\noverlap %5 h [%6 … %7]")
                 .arg(p.name)
                 .arg(p.interruption, 0, 'f', 2)
                 .arg(p.interruptionLo, 0, 'f', 2)
                 .arg(p.interruptionHi, 0, 'f', 2)
                 .arg(p.overlap, 0, 'f', 2)
                 .arg(p.overlapLo, 0, 'f', 2)
                 .arg(p.overlapHi, 0, 'f', 2);
    }
  }
  return best < 400 ? text : QString();
}

} // namespace mirage
