#include "widgets/chains/chain_timeline.h"

#include "widgets/common/interactive_plot.h"

#include <qcustomplot.h>

namespace mirage {

ChainTimeline::ChainTimeline(QWidget *parent)
    : QWidget(parent),
      m_plot(createInteractivePlot(this, {[this](const QPoint &pos) { return tooltipAt(pos); }, [this] { resetView(); },
                                          QStringLiteral("chain-timeline.png")}))
{
  m_plot->setMinimumHeight(160);
  rebuild();
}

void ChainTimeline::setBars(const QList<Bar> &bars, EpochSeconds now)
{
  m_bars = bars;
  m_now = now;
  rebuild();
}

void ChainTimeline::changeEvent(QEvent *event)
{
  if (event->type() == QEvent::LanguageChange || event->type() == QEvent::PaletteChange)
    rebuild();
  QWidget::changeEvent(event);
}

void ChainTimeline::rebuild()
{
  m_plot->clearItems();
  const QPalette pal = palette();
  applyPlotPalette(m_plot, pal, {m_plot->xAxis, m_plot->yAxis});
  QSharedPointer<QCPAxisTickerDateTime> time(new QCPAxisTickerDateTime);
  time->setDateTimeFormat(QStringLiteral("dd.MM.\nHH:mm"));
  m_plot->xAxis->setTicker(time);
  QSharedPointer<QCPAxisTickerText> names(new QCPAxisTickerText);
  for (const Bar &b : m_bars)
    names->addTick(b.link, tr("Link %1").arg(b.link + 1));
  m_plot->yAxis->setTicker(names);
  m_plot->yAxis->setRangeReversed(true);
  m_plot->yAxis->grid()->setVisible(false);
  const QColor run(0x3a, 0x96, 0xd6), wait(0xef, 0x8a, 0x2f);
  const auto rect = [&](double from, double to, double y, QColor color, Qt::PenStyle pen) {
    auto *r = new QCPItemRect(m_plot);
    r->topLeft->setCoords(from, y - 0.3);
    r->bottomRight->setCoords(std::max(to, from + 60), y + 0.3);
    r->setBrush(color);
    r->setPen(pen == Qt::NoPen ? QPen(Qt::NoPen) : QPen(pal.color(QPalette::Text), 1, pen));
  };
  for (const Bar &b : m_bars) {
    const double y = b.link;
    if (b.state == QLatin1String("planned")) {
      auto *line = new QCPItemLine(m_plot);
      line->start->setCoords(double(b.submit), y - 0.4);
      line->end->setCoords(double(b.submit), y + 0.4);
      line->setPen(QPen(pal.color(QPalette::Highlight), 3, Qt::DashLine));
      auto *label = new QCPItemText(m_plot);
      label->position->setCoords(double(b.submit), y);
      label->setPositionAlignment(Qt::AlignRight | Qt::AlignVCenter);
      label->setPadding(QMargins(0, 0, 8, 0));
      label->setText(tr("suggested submission"));
      label->setColor(pal.color(QPalette::Highlight));
      continue;
    }
    QColor waiting = wait;
    waiting.setAlpha(110);
    const double waitEnd = b.start >= 0 ? double(b.start) : double(m_now);
    if (b.state != QLatin1String("ended"))
      rect(double(b.submit), waitEnd, y, waiting, Qt::NoPen);
    if (b.start >= 0)
      rect(double(b.start), double(b.end), y, run, Qt::NoPen);
    if (b.state == QLatin1String("ended")) {
      auto *mark = new QCPItemText(m_plot);
      mark->position->setCoords(double(b.submit), y);
      mark->setText(tr("job %1 (ended)").arg(b.jobId));
      mark->setColor(pal.color(QPalette::PlaceholderText));
    }
  }
  auto *now = new QCPItemStraightLine(m_plot);
  now->point1->setCoords(double(m_now), 0);
  now->point2->setCoords(double(m_now), 1);
  now->setPen(QPen(pal.color(QPalette::Text), 1, Qt::DotLine));
  resetView();
}

void ChainTimeline::resetView()
{
  double lo = double(m_now) - 3600, hi = double(m_now) + 3600;
  for (const Bar &b : m_bars) {
    lo = std::min(lo, double(b.submit));
    hi = std::max({hi, double(b.submit), double(b.end)});
  }
  const double margin = (hi - lo) * 0.05;
  m_plot->xAxis->setRange(lo - margin, hi + margin);
  m_plot->yAxis->setRange(-0.6, std::max<qsizetype>(1, m_bars.size()) - 0.4);
  replotWhenSeen(m_plot);
}

QString ChainTimeline::tooltipAt(const QPoint &pos) const
{
  const double y = m_plot->yAxis->pixelToCoord(pos.y());
  const double t = m_plot->xAxis->pixelToCoord(pos.x());
  const auto when = [](EpochSeconds s) {
    return QLocale().toString(QDateTime::fromSecsSinceEpoch(s), QLocale::ShortFormat);
  };
  for (const Bar &b : m_bars) {
    if (std::abs(y - b.link) > 0.4)
      continue;
    if (b.state == QLatin1String("planned"))
      return tr("Link %1: suggested submission at %2").arg(b.link + 1).arg(when(b.submit));
    if (b.start >= 0 && t >= double(b.start))
      return tr("Link %1 (job %2): running since %3, limit ends %4")
          .arg(b.link + 1)
          .arg(b.jobId, when(b.start), when(b.end));
    return tr("Link %1 (job %2): submitted %3, %4").arg(b.link + 1).arg(b.jobId, when(b.submit), b.state);
  }
  return {};
}

} // namespace mirage
