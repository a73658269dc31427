#include "widgets/policies/bucket_bars_chart.h"

#include "widgets/common/interactive_plot.h"

#include <qcustomplot.h>

namespace mirage {

BucketBarsChart::BucketBarsChart(QWidget *parent)
    : QWidget(parent), m_plot(createInteractivePlot(this, {[this](const QPoint &pos) { return tooltipAt(pos); },
                                                           [this] {
                                                             m_plot->rescaleAxes();
                                                             m_plot->replot();
                                                           },
                                                           QStringLiteral("policies-by-load")}))
{
  m_plot->setMinimumHeight(160);
  rebuild();
}

void BucketBarsChart::setMethods(const QStringList &buckets, const std::vector<Method> &methods)
{
  m_buckets = buckets;
  m_methods = methods;
  rebuild();
}

int BucketBarsChart::barCount() const
{
  int n = 0;
  for (int i = 0; i < m_plot->plottableCount(); ++i)
    if (auto *bars = qobject_cast<QCPBars *>(m_plot->plottable(i)))
      n += bars->dataCount();
  return n;
}

void BucketBarsChart::changeEvent(QEvent *event)
{
  if (event->type() == QEvent::PaletteChange || event->type() == QEvent::LanguageChange)
    rebuild();
  QWidget::changeEvent(event);
}

void BucketBarsChart::rebuild()
{
  m_plot->clearPlottables();
  applyPlotPalette(m_plot, palette(), {m_plot->xAxis, m_plot->yAxis});
  m_plot->yAxis->setLabel(tr("Mean cost (GPU-h)"));
  QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
  for (int b = 0; b < m_buckets.size(); ++b)
    ticker->addTick(b, m_buckets[b]);
  m_plot->xAxis->setTicker(ticker);
  auto *group = new QCPBarsGroup(m_plot);
  const double width = 0.8 / std::max<std::size_t>(1, m_methods.size());
  for (std::size_t i = 0; i < m_methods.size(); ++i) {
    const Method &m = m_methods[i];
    auto *bars = new QCPBars(m_plot->xAxis, m_plot->yAxis);
    bars->setName(m.name);
    const QColor colour = seriesColour(i);
    bars->setPen(QPen(colour.darker(120)));
    bars->setBrush(colour);
    bars->setWidth(width);
    bars->setBarsGroup(group);
    for (std::size_t b = 0; b < m.cost.size(); ++b)
      if (b < m.episodes.size() && m.episodes[b] > 0)
        bars->addData(double(b), m.cost[b]);
  }
  m_plot->legend->setVisible(!m_methods.empty());
  m_plot->legend->setBrush(palette().color(QPalette::Base));
  m_plot->legend->setTextColor(palette().color(QPalette::Text));
  m_plot->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignRight);
  m_plot->xAxis->setRange(-0.6, std::max<double>(0.6, m_buckets.size() - 0.4));
  double top = 0.1;
  for (const Method &m : m_methods)
    for (double v : m.cost)
      top = std::max(top, v);
  m_plot->yAxis->setRange(0, top * 1.15);
  replotWhenSeen(m_plot);
}

QString BucketBarsChart::tooltipAt(const QPoint &pos) const
{
  for (int i = 0; i < m_plot->plottableCount() && i < int(m_methods.size()); ++i) {
    auto *bars = qobject_cast<QCPBars *>(m_plot->plottable(i));
    QVariant details;
    if (!bars || bars->selectTest(pos, false, &details) < 0)
      continue;
    const QCPDataSelection hit = details.value<QCPDataSelection>();
    if (hit.isEmpty())
      continue;
    const auto point = bars->data()->at(hit.dataRange().begin());
    const int bucket = int(std::lround(point->key));
    const Method &m = m_methods[std::size_t(i)];
    const auto b = std::size_t(bucket);
    if (bucket < 0 || bucket >= m_buckets.size() || b >= m.episodes.size() || b >= m.interruption.size() ||
        b >= m.overlap.size())
      continue;
    return tr("%1, %2: %3 GPU-h mean cost (%4 h interrupted, %5 h of overlap) over %6 episodes")
        .arg(bars->name(), m_buckets[bucket])
        .arg(point->value, 0, 'f', 2)
        .arg(m.interruption[b], 0, 'f', 2)
        .arg(m.overlap[b], 0, 'f', 2)
        .arg(m.episodes[b]);
  }
  return {};
}

} // namespace mirage
