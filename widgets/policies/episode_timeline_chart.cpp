#include "widgets/policies/episode_timeline_chart.h"

#include "widgets/common/interactive_plot.h"

#include <qcustomplot.h>

#include <QDateTime>

#include <algorithm>
#include <cmath>

namespace mirage {
namespace {
QString utc(EpochSeconds t)
{
  return QDateTime::fromSecsSinceEpoch(t, Qt::UTC).toString(QStringLiteral("yyyy-MM-dd HH:mm 'UTC'"));
}
} // namespace

EpisodeTimelineChart::EpisodeTimelineChart(QWidget *parent)
    : QWidget(parent),
      m_plot(createInteractivePlot(this, {[this](const QPoint &pos) { return tooltipAt(pos); }, [this] { resetView(); },
                                          QStringLiteral("policy-episode.png")}))
{
  m_plot->setMinimumHeight(240);
  m_riskRect = new QCPAxisRect(m_plot);
  m_plot->plotLayout()->insertRow(0);
  m_plot->plotLayout()->addElement(0, 0, m_riskRect);
  m_plot->plotLayout()->setRowStretchFactors({0.3, 0.7});
  auto *margins = new QCPMarginGroup(m_plot);
  m_riskRect->setMarginGroup(QCP::msLeft | QCP::msRight, margins);
  m_plot->axisRect(1)->setMarginGroup(QCP::msLeft | QCP::msRight, margins);
  m_riskRect->setRangeDrag(Qt::Horizontal);
  m_riskRect->setRangeZoom(Qt::Horizontal);
  QCPAxis *riskX = m_riskRect->axis(QCPAxis::atBottom);
  connect(m_plot->xAxis, qOverload<const QCPRange &>(&QCPAxis::rangeChanged), riskX,
          qOverload<const QCPRange &>(&QCPAxis::setRange));
  connect(riskX, qOverload<const QCPRange &>(&QCPAxis::rangeChanged), m_plot->xAxis,
          qOverload<const QCPRange &>(&QCPAxis::setRange));
  rebuild();
}

void EpisodeTimelineChart::setEpisode(const PolicyEpisode &episode)
{
  m_episode = episode;
  m_hasEpisode = true;
  rebuild();
}

void EpisodeTimelineChart::clear()
{
  m_episode = {};
  m_hasEpisode = false;
  rebuild();
}

QStringList EpisodeTimelineChart::rows() const
{
  QStringList names;
  if (!m_hasEpisode)
    return names;
  names << tr("P (predecessor)");
  for (const EpisodeOutcome &o : m_episode.outcomes)
    names << o.method;
  return names;
}

void EpisodeTimelineChart::changeEvent(QEvent *event)
{
  if (event->type() == QEvent::LanguageChange || event->type() == QEvent::PaletteChange)
    rebuild();
  QWidget::changeEvent(event);
}

double EpisodeTimelineChart::hoursFromEnd(EpochSeconds t) const
{
  return double(t - m_episode.predecessorEnd) / 3600.0;
}

void EpisodeTimelineChart::rebuild()
{
  m_plot->clearPlottables();
  m_plot->clearItems();
  const QPalette pal = palette();
  QCPAxis *riskX = m_riskRect->axis(QCPAxis::atBottom), *riskY = m_riskRect->axis(QCPAxis::atLeft);
  applyPlotPalette(m_plot, pal, {m_plot->xAxis, m_plot->yAxis, riskX, riskY});
  m_plot->xAxis->setLabel(tr("Hours from P's end (0: P's time limit ends)"));
  riskY->setLabel(tr("Risk"));
  riskY->ticker()->setTickCount(2);
  riskX->setTickLabels(false); // the rows' axis below says the hours
  riskY->setRange(0, 1.05);
  const QStringList names = rows();
  QSharedPointer<QCPAxisTickerText> labels(new QCPAxisTickerText);
  for (int i = 0; i < names.size(); ++i)
    labels->addTick(i, names[i]);
  m_plot->yAxis->setTicker(labels);
  m_plot->yAxis->setRangeReversed(true);
  m_plot->yAxis->grid()->setVisible(false);
  m_plot->yAxis->setRange(-0.6, std::max<double>(1, double(names.size())) - 0.4);
  if (!m_hasEpisode) {
    replotWhenSeen(m_plot);
    return;
  }
  const bool known = m_episode.predecessorEnd >= 0;
  const double limitHours =
      known && m_episode.predecessorStart >= 0 ? hoursFromEnd(m_episode.predecessorStart) * -1.0 : 0.0;
  const QColor run(0x3a, 0x96, 0xd6), interruption(0xd6, 0x27, 0x28), overlap(0x94, 0x67, 0xbd);
  QColor waiting(0xef, 0x8a, 0x2f);
  waiting.setAlpha(110);
  const auto bar = [&](double from, double to, double y, QColor colour, double half = 0.3) {
    auto *r = new QCPItemRect(m_plot);
    r->topLeft->setCoords(from, y - half);
    r->bottomRight->setCoords(std::max(to, from + 0.02), y + half);
    r->setBrush(colour);
    r->setPen(Qt::NoPen);
  };
  // P: its wait, then its run to the limit.
  if (known && m_episode.predecessorSubmit >= 0 && m_episode.predecessorStart >= 0) {
    bar(hoursFromEnd(m_episode.predecessorSubmit), -limitHours, 0, waiting);
    bar(-limitHours, 0, 0, run);
  }
  for (std::size_t i = 0; i < m_episode.outcomes.size(); ++i) {
    const EpisodeOutcome &o = m_episode.outcomes[i];
    const double y = double(i + 1);
    if (o.submitted >= 0 && known) {
      const double submitted = hoursFromEnd(o.submitted);
      bar(submitted, o.dHours, y, waiting);
      auto *mark = new QCPItemLine(m_plot);
      mark->start->setCoords(submitted, y - 0.4);
      mark->end->setCoords(submitted, y + 0.4);
      mark->setPen(QPen(seriesColour(i), 2.5));
    }
    bar(o.dHours, o.dHours + std::max(limitHours, 1.0), y, run);
    if (o.dHours > 0)
      bar(0, o.dHours, y, interruption.lighter(130), 0.12);
    else if (o.dHours < 0)
      bar(o.dHours, 0, y, overlap.lighter(130), 0.12);
    auto *label = new QCPItemText(m_plot);
    label->position->setCoords(std::max(0.0, o.dHours), y);
    label->setPositionAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    label->setPadding(QMargins(6, 0, 0, 0));
    label->setText(
        QStringLiteral("d = %1%2 h").arg(o.dHours > 0 ? QStringLiteral("+") : QString()).arg(o.dHours, 0, 'f', 2));
    label->setColor(pal.color(QPalette::Text));
    label->setBrush(pal.color(QPalette::Base));
  }
  auto *end = new QCPItemStraightLine(m_plot);
  end->point1->setCoords(0, 0);
  end->point2->setCoords(0, 1);
  end->setPen(QPen(pal.color(QPalette::Text), 1, Qt::DashLine));
  // Items clip to the layout's first axis rect unless told: these belong to the rows below.
  for (int i = 0; i < m_plot->itemCount(); ++i)
    m_plot->item(i)->setClipAxisRect(m_plot->xAxis->axisRect());
  // The risk curve, where risk-optimal ran.
  if (!m_episode.risk.empty() && known) {
    QCPGraph *curve = m_plot->addGraph(riskX, riskY);
    curve->setName(tr("P(interruption)"));
    curve->setPen(QPen(interruption, 2));
    curve->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, 4));
    for (const EpisodeRiskPoint &p : m_episode.risk)
      curve->addData(hoursFromEnd(p.submit), p.interruptionProbability);
    if (m_episode.riskAt >= 0) {
      auto *at = new QCPItemStraightLine(m_plot);
      at->setClipAxisRect(m_riskRect);
      at->point1->setAxes(riskX, riskY);
      at->point2->setAxes(riskX, riskY);
      at->point1->setCoords(hoursFromEnd(m_episode.riskAt), 0);
      at->point2->setCoords(hoursFromEnd(m_episode.riskAt), 1);
      at->setPen(QPen(pal.color(QPalette::Highlight), 1.5, Qt::DashLine));
      auto *text = new QCPItemText(m_plot);
      text->setClipAxisRect(m_riskRect);
      text->position->setAxes(riskX, riskY);
      text->position->setCoords(hoursFromEnd(m_episode.riskAt), 1.0);
      text->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
      text->setPadding(QMargins(4, 2, 0, 0));
      text->setText(tr("forecast at %1").arg(utc(m_episode.riskAt)));
      text->setColor(pal.color(QPalette::Highlight));
    }
  } else {
    auto *none = new QCPItemText(m_plot);
    none->setClipAxisRect(m_riskRect);
    none->position->setType(QCPItemPosition::ptAxisRectRatio);
    none->position->setAxisRect(m_riskRect);
    none->position->setCoords(0.5, 0.5);
    none->setText(tr("No risk curve: risk-optimal was not among the evaluated methods"));
    none->setColor(pal.color(QPalette::PlaceholderText));
  }
  resetView();
}

// Where the decisions are: from the earliest submission of S to the latest start of S (P's run,
// often two days, is further left: the wheel zooms out to it).
void EpisodeTimelineChart::resetView()
{
  double lo = -1, hi = 1;
  if (m_hasEpisode) {
    for (const EpisodeOutcome &o : m_episode.outcomes) {
      lo = std::min(lo, o.dHours);
      hi = std::max(hi, o.dHours);
      if (o.submitted >= 0 && m_episode.predecessorEnd >= 0)
        lo = std::min(lo, hoursFromEnd(o.submitted));
    }
  }
  const double margin = std::max(0.5, 0.1 * (hi - lo));
  m_plot->xAxis->setRange(lo - margin, hi + 4 * margin); // room for the labels of d
  replotWhenSeen(m_plot);
}

QString EpisodeTimelineChart::tooltipAt(const QPoint &pos) const
{
  if (!m_hasEpisode)
    return {};
  const auto when = [this](EpochSeconds t) {
    return tr("%1 (%2 h from P's end)").arg(utc(t)).arg(hoursFromEnd(t), 0, 'f', 2);
  };
  if (m_riskRect->rect().contains(pos)) {
    if (m_episode.risk.empty())
      return {};
    const double x = m_riskRect->axis(QCPAxis::atBottom)->pixelToCoord(pos.x());
    const auto nearest =
        std::min_element(m_episode.risk.begin(), m_episode.risk.end(), [&](const auto &a, const auto &b) {
          return std::abs(hoursFromEnd(a.submit) - x) < std::abs(hoursFromEnd(b.submit) - x);
        });
    return tr("S submitted at %1\nP(interruption) %2, cost %3\n(as risk-optimal forecast it at %4)")
        .arg(when(nearest->submit))
        .arg(nearest->interruptionProbability, 0, 'f', 2)
        .arg(nearest->cost, 0, 'f', 2)
        .arg(utc(m_episode.riskAt));
  }
  const int row = int(std::lround(m_plot->yAxis->pixelToCoord(pos.y())));
  if (row == 0 && m_episode.predecessorStart >= 0)
    return tr("P submitted %1\nstarted %2\nlimit ends %3")
        .arg(utc(m_episode.predecessorSubmit), utc(m_episode.predecessorStart), utc(m_episode.predecessorEnd));
  if (row < 1 || row > int(m_episode.outcomes.size()))
    return {};
  const EpisodeOutcome &o = m_episode.outcomes[std::size_t(row - 1)];
  const QString outcome = o.dHours > 0   ? tr("interrupted for %1 h").arg(o.dHours, 0, 'f', 2)
                          : o.dHours < 0 ? tr("%1 h of overlap").arg(-o.dHours, 0, 'f', 2)
                                         : tr("no interruption, no overlap");
  if (o.submitted < 0 || m_episode.predecessorEnd < 0)
    return tr("%1: %2").arg(o.method, outcome);
  return tr("%1: S submitted %2\nS started %3\n%4")
      .arg(o.method, when(o.submitted), utc(m_episode.predecessorEnd + EpochSeconds(std::llround(o.dHours * 3600))),
           outcome);
}

} // namespace mirage
