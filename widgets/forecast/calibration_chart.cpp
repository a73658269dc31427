#include "widgets/forecast/calibration_chart.h"

#include "widgets/common/interactive_plot.h"

#include <qcustomplot.h>

#include <cmath>
#include <limits>

namespace mirage {

CalibrationChart::CalibrationChart(QWidget *parent)
    : QWidget(parent),
      m_plot(createInteractivePlot(this, {[this](const QPoint &pos) { return tooltipAt(pos); }, [this] { resetView(); },
                                          QStringLiteral("forecast-calibration.png")}))
{
  m_plot->setMinimumHeight(80); // it shares the side panel with the form and the scores
  rebuild();
}

void CalibrationChart::setCurves(const std::vector<Curve> &curves)
{
  m_curves = curves;
  rebuild();
}

void CalibrationChart::changeEvent(QEvent *event)
{
  if (event->type() == QEvent::LanguageChange || event->type() == QEvent::PaletteChange)
    rebuild();
  QWidget::changeEvent(event);
}

void CalibrationChart::rebuild()
{
  m_plot->clearItems();
  m_plot->clearGraphs();
  const QPalette pal = palette();
  applyPlotPalette(m_plot, pal, {m_plot->xAxis, m_plot->yAxis});
  m_plot->xAxis->setLabel(tr("Quantile level"));
  m_plot->yAxis->setLabel(tr("Observed share"));
  QCPGraph *diagonal = m_plot->addGraph();
  diagonal->setName(tr("calibrated"));
  diagonal->setPen(QPen(pal.color(QPalette::Mid), 1, Qt::DashLine));
  diagonal->setData(QVector<double>{0, 1}, QVector<double>{0, 1}, true);
  for (std::size_t i = 0; i < m_curves.size(); ++i) {
    QCPGraph *g = m_plot->addGraph();
    g->setName(m_curves[i].method);
    g->setPen(QPen(seriesColour(i), 2));
    g->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, 5));
    QVector<double> levels, shares;
    for (const auto &[level, share] : m_curves[i].points) {
      levels << level;
      shares << share;
    }
    g->setData(levels, shares, true);
  }
  if (m_curves.empty()) {
    auto *text = new QCPItemText(m_plot);
    text->position->setCoords(0.5, 0.5);
    text->setText(tr("No trained model yet.\nTrain the models to see\nhow well their quantiles hold."));
    text->setColor(pal.color(QPalette::PlaceholderText));
  }
  m_plot->legend->setVisible(!m_curves.empty());
  m_plot->legend->setBrush(pal.color(QPalette::Base));
  m_plot->legend->setTextColor(pal.color(QPalette::Text));
  m_plot->legend->setBorderPen(Qt::NoPen);
  m_plot->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignLeft);
  resetView();
}

void CalibrationChart::resetView()
{
  m_plot->xAxis->setRange(0, 1);
  m_plot->yAxis->setRange(0, 1);
  replotWhenSeen(m_plot);
}

QString CalibrationChart::tooltipAt(const QPoint &pos) const
{
  const double x = m_plot->xAxis->pixelToCoord(pos.x()), y = m_plot->yAxis->pixelToCoord(pos.y());
  // The nearest point of any curve, within 0.08 of the axes' span.
  const Curve *best = nullptr;
  std::pair<double, double> point;
  double distance = 0.08;
  for (const Curve &c : m_curves)
    for (const auto &p : c.points)
      if (const double d = std::hypot(p.first - x, p.second - y); d < distance) {
        distance = d;
        best = &c;
        point = p;
      }
  if (!best)
    return {};
  return tr("%1: %2 of its %3 validation jobs waited at most its P%4 (a calibrated method: %5)")
      .arg(best->method)
      .arg(QStringLiteral("%1 %").arg(100.0 * point.second, 0, 'f', 0))
      .arg(best->jobs)
      .arg(std::lround(100.0 * point.first))
      .arg(QStringLiteral("%1 %").arg(100.0 * point.first, 0, 'f', 0));
}

} // namespace mirage
