#include "widgets/cluster/history_chart.h"

#include "widgets/common/interactive_plot.h"

#include <qcustomplot.h>

namespace mirage {

HistoryChart::HistoryChart(QWidget *parent)
    : QWidget(parent),
      m_plot(createInteractivePlot(this, {[this](const QPoint &pos) { return tooltipAt(pos); }, [this] { resetView(); },
                                          QStringLiteral("cluster-history.png")}))
{
  m_plot->setMinimumHeight(200);
  rebuild();
}

void HistoryChart::setHistory(const QList<SnapshotPoint> &points)
{
  m_points = points;
  rebuild();
}

void HistoryChart::changeEvent(QEvent *event)
{
  if (event->type() == QEvent::LanguageChange || event->type() == QEvent::PaletteChange)
    rebuild();
  QWidget::changeEvent(event);
}

void HistoryChart::rebuild()
{
  m_plot->clearGraphs();
  // Two rows sharing the time axis: jobs and GPU utilisation on top, the queue's GPU-hours below.
  if (m_plot->axisRectCount() < 2) {
    auto *lower = new QCPAxisRect(m_plot);
    m_plot->plotLayout()->addElement(1, 0, lower);
    lower->setRangeDrag(Qt::Horizontal);
    lower->setRangeZoom(Qt::Horizontal);
    auto *group = new QCPMarginGroup(m_plot);
    m_plot->axisRect(0)->setMarginGroup(QCP::msLeft | QCP::msRight, group);
    lower->setMarginGroup(QCP::msLeft | QCP::msRight, group);
    lower->axis(QCPAxis::atRight)->setVisible(true);
    lower->axis(QCPAxis::atRight)->setTickLabels(false);
    connect(m_plot->xAxis, qOverload<const QCPRange &>(&QCPAxis::rangeChanged), lower->axis(QCPAxis::atBottom),
            qOverload<const QCPRange &>(&QCPAxis::setRange));
    connect(lower->axis(QCPAxis::atBottom), qOverload<const QCPRange &>(&QCPAxis::rangeChanged), m_plot->xAxis,
            qOverload<const QCPRange &>(&QCPAxis::setRange));
    // The legend in a row of its own above the plots, so it hides no data.
    m_plot->axisRect(0)->insetLayout()->take(m_plot->legend);
    m_plot->plotLayout()->insertRow(0);
    m_plot->plotLayout()->addElement(0, 0, m_plot->legend);
    m_plot->legend->setFillOrder(QCPLegend::foColumnsFirst);
    m_plot->plotLayout()->setRowStretchFactor(0, 0.001);
    m_plot->plotLayout()->setRowStretchFactor(1, 3);
    m_plot->plotLayout()->setRowStretchFactor(2, 2);
    m_plot->plotLayout()->setRowSpacing(2);
  }
  QCPAxisRect *lower = m_plot->axisRect(1);
  QCPAxis *lowerX = lower->axis(QCPAxis::atBottom);
  QCPAxis *lowerY = lower->axis(QCPAxis::atLeft);
  const QPalette pal = palette();
  applyPlotPalette(m_plot, pal,
                   {m_plot->xAxis, m_plot->yAxis, m_plot->yAxis2, lowerX, lowerY, lower->axis(QCPAxis::atRight)});
  QSharedPointer<QCPAxisTickerDateTime> ticker(new QCPAxisTickerDateTime);
  ticker->setDateTimeFormat(QStringLiteral("dd.MM.\nHH:mm"));
  m_plot->xAxis->setTicker(ticker);
  m_plot->xAxis->setTickLabels(false);
  lowerX->setTicker(ticker);
  m_plot->yAxis->setLabel(tr("Jobs"));
  m_plot->yAxis2->setLabel(tr("GPU use %"));
  m_plot->yAxis2->setVisible(true);
  m_plot->yAxis2->grid()->setVisible(false);
  lowerY->setLabel(tr("Queued GPU-h"));

  struct Series {
    QString name;
    QColor color;
    QCPAxis *key;
    QCPAxis *axis;
    double (*value)(const SnapshotPoint &);
  };
  const Series series[] = {
      {tr("Running"), QColor(0x3a, 0x96, 0xd6), m_plot->xAxis, m_plot->yAxis,
       [](const SnapshotPoint &p) { return double(p.running); }},
      {tr("Pending"), QColor(0xef, 0x8a, 0x2f), m_plot->xAxis, m_plot->yAxis,
       [](const SnapshotPoint &p) { return double(p.pending); }},
      {tr("GPUs in use"), QColor(0x5c, 0xb8, 0x5c), m_plot->xAxis, m_plot->yAxis2,
       [](const SnapshotPoint &p) { return p.gpusTotal > 0 ? 100.0 * p.gpusInUse / p.gpusTotal : 0.0; }},
      {tr("Queued GPU-hours"), QColor(0x9b, 0x59, 0xb6), lowerX, lowerY,
       [](const SnapshotPoint &p) { return p.pendingGpuHours; }},
  };
  for (const Series &s : series) {
    QCPGraph *g = m_plot->addGraph(s.key, s.axis);
    g->setName(s.name);
    g->setPen(QPen(s.color, 2));
    g->setLineStyle(QCPGraph::lsStepLeft);
    if (s.axis == lowerY) {
      QColor fill = s.color;
      fill.setAlpha(60);
      g->setBrush(fill);
    }
    QVector<double> keys, values;
    for (const SnapshotPoint &p : m_points) {
      keys << double(p.time);
      values << s.value(p);
    }
    g->setData(keys, values, true);
  }
  m_plot->legend->setVisible(true);
  m_plot->legend->setBorderPen(Qt::NoPen);
  resetView();
}

void HistoryChart::resetView()
{
  if (m_points.isEmpty()) {
    const double now = double(QDateTime::currentSecsSinceEpoch());
    m_plot->xAxis->setRange(now - 3600, now);
    m_plot->yAxis->setRange(0, 10);
  } else {
    const double first = double(m_points.first().time), last = double(m_points.last().time);
    m_plot->xAxis->setRange(first, std::max(last, first + 60));
    int maxJobs = 1;
    for (const SnapshotPoint &p : m_points)
      maxJobs = std::max({maxJobs, p.running, p.pending});
    m_plot->yAxis->setRange(0, maxJobs * 1.3);
  }
  double maxHours = 1;
  for (const SnapshotPoint &p : m_points)
    maxHours = std::max(maxHours, p.pendingGpuHours);
  if (m_plot->axisRectCount() > 1)
    m_plot->axisRect(1)->axis(QCPAxis::atLeft)->setRange(0, maxHours * 1.1);
  m_plot->yAxis2->setRange(0, 105);
  replotWhenSeen(m_plot);
}

QString HistoryChart::tooltipAt(const QPoint &pos) const
{
  if (m_points.isEmpty())
    return {};
  const double t = m_plot->xAxis->pixelToCoord(pos.x());
  const auto nearest =
      std::min_element(m_points.cbegin(), m_points.cend(), [t](const SnapshotPoint &a, const SnapshotPoint &b) {
        return std::abs(double(a.time) - t) < std::abs(double(b.time) - t);
      });
  const SnapshotPoint &p = *nearest;
  return tr("%1\n%2 running, %3 pending\n%4 of %5 GPUs in use\n%6 GPU-hours queued")
      .arg(QLocale().toString(QDateTime::fromSecsSinceEpoch(p.time), QLocale::ShortFormat))
      .arg(p.running)
      .arg(p.pending)
      .arg(p.gpusInUse)
      .arg(p.gpusTotal)
      .arg(p.pendingGpuHours, 0, 'f', 1);
}

} // namespace mirage
