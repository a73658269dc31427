#include "widgets/forecast/risk_chart.h"

#include "core/duration.h"
#include "widgets/common/interactive_plot.h"

#include <qcustomplot.h>

#include <QDateTime>

namespace mirage {

RiskChart::RiskChart(QWidget *parent)
    : QWidget(parent),
      m_plot(createInteractivePlot(this, {[this](const QPoint &pos) { return tooltipAt(pos); }, [this] { resetView(); },
                                          QStringLiteral("interruption-risk.png")}))
{
  m_plot->setMinimumHeight(160);
  rebuild();
}

void RiskChart::setCurve(const RiskCurve &curve)
{
  m_curve = curve;
  rebuild();
}

void RiskChart::clear()
{
  m_curve = {};
  rebuild();
}

void RiskChart::changeEvent(QEvent *event)
{
  if (event->type() == QEvent::LanguageChange || event->type() == QEvent::PaletteChange)
    rebuild();
  QWidget::changeEvent(event);
}

void RiskChart::rebuild()
{
  m_plot->clearItems();
  m_plot->clearGraphs();
  const QPalette pal = palette();
  applyPlotPalette(m_plot, pal, {m_plot->xAxis, m_plot->yAxis, m_plot->yAxis2});
  m_plot->xAxis->setLabel(tr("Lead time: successor submitted this many hours before the limit end"));
  m_plot->yAxis->setLabel(tr("P(interruption) %"));
  m_plot->yAxis2->setLabel(tr("Hours / GPU-hours"));
  m_plot->yAxis2->setVisible(true);
  m_plot->yAxis2->grid()->setVisible(false);
  struct Series {
    QString name;
    QColor color;
    QCPAxis *axis;
    double (*value)(const RiskPoint &);
  };
  const Series series[] = {
      {tr("P(interruption)"), QColor(0xd9, 0x53, 0x4f), m_plot->yAxis,
       [](const RiskPoint &p) { return 100.0 * p.interruptionProbability; }},
      {tr("Expected gap (h)"), QColor(0xef, 0x8a, 0x2f), m_plot->yAxis2,
       [](const RiskPoint &p) { return p.expectedGapHours; }},
      {tr("Expected overlap (GPU-h)"), QColor(0x3a, 0x96, 0xd6), m_plot->yAxis2,
       [](const RiskPoint &p) { return p.expectedOverlapGpuHours; }},
      {tr("Expected cost (GPU-h)"), QColor(0x6a, 0x4c, 0x93), m_plot->yAxis2,
       [](const RiskPoint &p) { return p.cost; }},
  };
  for (const Series &s : series) {
    QCPGraph *g = m_plot->addGraph(m_plot->xAxis, s.axis);
    g->setName(s.name);
    g->setPen(QPen(s.color, 2));
    g->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, 4));
    QVector<double> keys, values;
    for (const RiskPoint &p : m_curve.points) {
      keys << double(p.leadSeconds) / 3600.0;
      values << s.value(p);
    }
    g->setData(keys, values, true);
  }
  if (!m_curve.points.empty()) {
    const RiskPoint &best = m_curve.suggested();
    auto *line = new QCPItemStraightLine(m_plot);
    line->point1->setCoords(double(best.leadSeconds) / 3600.0, 0);
    line->point2->setCoords(double(best.leadSeconds) / 3600.0, 1);
    line->setPen(QPen(pal.color(QPalette::Highlight), 2, Qt::DashLine));
    auto *label = new QCPItemText(m_plot);
    label->position->setType(QCPItemPosition::ptPlotCoords);
    label->position->setAxes(m_plot->xAxis, m_plot->yAxis);
    label->position->setCoords(double(best.leadSeconds) / 3600.0, 100);
    label->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
    label->setPadding(QMargins(4, 2, 4, 2));
    label->setText(tr("suggested: %1").arg(formatDurationShort(best.leadSeconds)));
    label->setColor(pal.color(QPalette::Highlight));
  }
  m_plot->legend->setVisible(true);
  m_plot->legend->setBorderPen(Qt::NoPen);
  if (m_plot->plotLayout()->rowCount() < 2) { // the legend in a row of its own above the plot
    m_plot->axisRect()->insetLayout()->take(m_plot->legend);
    m_plot->plotLayout()->insertRow(0);
    m_plot->plotLayout()->addElement(0, 0, m_plot->legend);
    m_plot->legend->setWrap(2); // two entries a row: four in one would widen the window
    m_plot->legend->setFillOrder(QCPLegend::foColumnsFirst);
    m_plot->plotLayout()->setRowStretchFactor(0, 0.001);
  }
  resetView();
}

void RiskChart::resetView()
{
  double maxLead = 12, maxHours = 1;
  for (const RiskPoint &p : m_curve.points) {
    maxLead = std::max(maxLead, double(p.leadSeconds) / 3600.0);
    maxHours = std::max({maxHours, p.expectedGapHours, p.expectedOverlapGpuHours, p.cost});
  }
  // The interesting part is the first day or so; longer leads stay a drag away.
  m_plot->xAxis->setRange(0, std::min(maxLead, 48.0));
  m_plot->yAxis->setRange(0, 105);
  double visibleHours = 1;
  for (const RiskPoint &p : m_curve.points)
    if (double(p.leadSeconds) / 3600.0 <= std::min(maxLead, 48.0))
      visibleHours = std::max({visibleHours, p.expectedGapHours, p.expectedOverlapGpuHours, p.cost});
  m_plot->yAxis2->setRange(0, std::min(maxHours, visibleHours) * 1.1);
  replotWhenSeen(m_plot);
}

QString RiskChart::tooltipAt(const QPoint &pos) const
{
  if (m_curve.points.empty())
    return {};
  const double hours = m_plot->xAxis->pixelToCoord(pos.x());
  const auto nearest =
      std::min_element(m_curve.points.begin(), m_curve.points.end(), [hours](const RiskPoint &a, const RiskPoint &b) {
        return std::abs(double(a.leadSeconds) / 3600.0 - hours) < std::abs(double(b.leadSeconds) / 3600.0 - hours);
      });
  const RiskPoint &p = *nearest;
  return tr("Lead %1: submit at %2\nP(interruption) %3 %\nExpected gap %4 h\nExpected overlap %5 h (%6 GPU-h)\n"
            "Expected cost %7 GPU-h")
      .arg(formatDurationShort(p.leadSeconds),
           QLocale().toString(QDateTime::fromSecsSinceEpoch(p.submitAt), QLocale::ShortFormat))
      .arg(100.0 * p.interruptionProbability, 0, 'f', 1)
      .arg(p.expectedGapHours, 0, 'f', 2)
      .arg(p.expectedOverlapHours, 0, 'f', 2)
      .arg(p.expectedOverlapGpuHours, 0, 'f', 1)
      .arg(p.cost, 0, 'f', 1);
}

} // namespace mirage
