#include "widgets/cluster/node_state_chart.h"

#include "widgets/common/interactive_plot.h"

#include <qcustomplot.h>

namespace mirage {

NodeStateChart::NodeStateChart(QWidget *parent)
    : QWidget(parent), m_plot(createInteractivePlot(this, {[this](const QPoint &pos) { return tooltipAt(pos); },
                                                           [this] { resetView(); }, QStringLiteral("node-states.png")}))
{
  m_plot->setMinimumHeight(160);
  rebuild();
}

void NodeStateChart::setSnapshot(const ClusterSnapshot &snapshot)
{
  m_partitions = snapshot.partitions;
  rebuild();
}

void NodeStateChart::changeEvent(QEvent *event)
{
  if (event->type() == QEvent::LanguageChange)
    rebuild();
  else if (event->type() == QEvent::PaletteChange)
    rebuild();
  QWidget::changeEvent(event);
}

void NodeStateChart::rebuild()
{
  m_plot->clearPlottables();
  const QPalette pal = palette();
  applyPlotPalette(m_plot, pal, {m_plot->xAxis, m_plot->yAxis});
  QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
  QVector<double> keys;
  for (int i = 0; i < m_partitions.size(); ++i) {
    keys << i + 1;
    ticker->addTick(i + 1, m_partitions[i].name);
  }
  m_plot->xAxis->setTicker(ticker);
  m_plot->xAxis->setSubTicks(false);
  m_plot->xAxis->grid()->setVisible(false);
  m_plot->yAxis->setLabel(tr("Nodes"));

  struct Layer {
    QString name;
    QColor color;
    int (*count)(const Partition &);
  };
  const Layer layers[] = {
      {tr("Busy"), QColor(0x3a, 0x96, 0xd6), [](const Partition &p) { return p.nodesAllocated + p.nodesMixed; }},
      {tr("Idle"), QColor(0x7c, 0xc6, 0x74), [](const Partition &p) { return p.nodesIdle; }},
      {tr("Down"), QColor(0xd9, 0x53, 0x4f), [](const Partition &p) { return p.nodesDown; }},
  };
  QCPBars *below = nullptr;
  for (const Layer &layer : layers) {
    auto *bars = new QCPBars(m_plot->xAxis, m_plot->yAxis);
    bars->setName(layer.name);
    bars->setWidth(0.6);
    bars->setPen(Qt::NoPen);
    bars->setBrush(layer.color);
    QVector<double> values;
    for (const Partition &p : m_partitions)
      values << layer.count(p);
    bars->setData(keys, values, true);
    if (below)
      bars->moveAbove(below);
    below = bars;
  }
  m_plot->legend->setVisible(!m_partitions.isEmpty());
  m_plot->legend->setBorderPen(QPen(pal.color(QPalette::Mid)));
  m_plot->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignRight);
  resetView();
}

void NodeStateChart::resetView()
{
  int maxNodes = 1;
  for (const Partition &p : m_partitions)
    maxNodes = std::max(maxNodes, p.nodes);
  m_plot->xAxis->setRange(0.4, m_partitions.size() + 0.6);
  m_plot->yAxis->setRange(0, maxNodes * 1.15);
  replotWhenSeen(m_plot);
}

QString NodeStateChart::tooltipAt(const QPoint &pos) const
{
  const double key = m_plot->xAxis->pixelToCoord(pos.x());
  const int index = int(std::lround(key)) - 1;
  if (index < 0 || index >= m_partitions.size() || std::abs(key - (index + 1)) > 0.3)
    return {};
  const Partition &p = m_partitions[index];
  return tr("%1: %2 nodes, %3 busy, %4 idle, %5 down")
      .arg(p.name)
      .arg(p.nodes)
      .arg(p.nodesAllocated + p.nodesMixed)
      .arg(p.nodesIdle)
      .arg(p.nodesDown);
}

} // namespace mirage
