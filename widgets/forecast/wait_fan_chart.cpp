#include "widgets/forecast/wait_fan_chart.h"

#include "core/duration.h"
#include "widgets/common/interactive_plot.h"

#include <qcustomplot.h>

#include <algorithm>

namespace mirage {
namespace {
constexpr double kFloorSeconds = 30; // waits of 0 are drawn here on the log axis

double onAxis(double seconds)
{
  return std::max(kFloorSeconds, seconds);
}
} // namespace

WaitFanChart::WaitFanChart(QWidget *parent)
    : QWidget(parent),
      m_plot(createInteractivePlot(this, {[this](const QPoint &pos) { return tooltipAt(pos); }, [this] { resetView(); },
                                          QStringLiteral("wait-forecast.png")}))
{
  m_plot->setMinimumHeight(160);
  rebuild();
}

void WaitFanChart::setForecasts(const std::vector<MethodForecast> &forecasts)
{
  m_forecasts = forecasts;
  rebuild();
}

void WaitFanChart::changeEvent(QEvent *event)
{
  if (event->type() == QEvent::LanguageChange || event->type() == QEvent::PaletteChange)
    rebuild();
  QWidget::changeEvent(event);
}

void WaitFanChart::rebuild()
{
  m_plot->clearItems();
  m_plot->clearGraphs();
  const QPalette pal = palette();
  applyPlotPalette(m_plot, pal, {m_plot->xAxis, m_plot->yAxis});
  m_plot->xAxis->setScaleType(QCPAxis::stLogarithmic);
  QSharedPointer<QCPAxisTickerText> waits(new QCPAxisTickerText);
  const std::pair<double, QString> ticks[] = {
      {60, tr("1 min")},         {600, tr("10 min")},       {3600, tr("1 h")},
      {4 * 3600, tr("4 h")},     {12 * 3600, tr("12 h")},   {86400, tr("1 day")},
      {3 * 86400, tr("3 days")}, {7 * 86400, tr("1 week")}, {28 * 86400, tr("4 weeks")}};
  for (const auto &[seconds, label] : ticks)
    waits->addTick(seconds, label);
  m_plot->xAxis->setTicker(waits);
  m_plot->xAxis->setLabel(tr("Wait in the queue (logarithmic)"));
  QSharedPointer<QCPAxisTickerText> names(new QCPAxisTickerText);
  const int n = int(m_forecasts.size());
  for (int i = 0; i < n; ++i)
    names->addTick(n - 1 - i, m_forecasts[std::size_t(i)].method);
  m_plot->yAxis->setTicker(names);
  m_plot->yAxis->grid()->setVisible(false);
  m_plot->yAxis->setRangeReversed(false);

  const QColor accent = pal.color(QPalette::Highlight);
  for (int i = 0; i < n; ++i) {
    const MethodForecast &f = m_forecasts[std::size_t(i)];
    const double y = n - 1 - i;
    if (!f.error.isEmpty() || !f.wait.isValid()) {
      auto *text = new QCPItemText(m_plot);
      text->position->setCoords(3600, y);
      text->setText(tr("not available: %1").arg(f.error.section(QLatin1Char(':'), 0, 0)));
      text->setColor(pal.color(QPalette::PlaceholderText));
      continue;
    }
    const bool primary = i == 0;
    QColor base = primary ? accent : pal.color(QPalette::Mid);
    const auto band = [&](double lo, double hi, double halfHeight, int alpha) {
      auto *rect = new QCPItemRect(m_plot);
      rect->topLeft->setCoords(onAxis(lo), y + halfHeight);
      rect->bottomRight->setCoords(std::max(onAxis(hi), onAxis(lo) * 1.02), y - halfHeight);
      QColor fill = base;
      fill.setAlpha(alpha);
      rect->setBrush(fill);
      rect->setPen(Qt::NoPen);
    };
    band(f.wait.quantile(0.1), f.wait.quantile(0.9), 0.28, primary ? 90 : 70);
    band(f.wait.quantile(0.25), f.wait.quantile(0.75), 0.28, primary ? 200 : 150);
    auto *median = new QCPItemLine(m_plot);
    const double p50 = onAxis(f.wait.p50());
    median->start->setCoords(p50, y - 0.38);
    median->end->setCoords(p50, y + 0.38);
    median->setPen(QPen(pal.color(QPalette::Text), primary ? 3 : 2));
    // The median's value right of the 80 % band, where it hides nothing.
    auto *label = new QCPItemText(m_plot);
    label->position->setCoords(std::max(onAxis(f.wait.quantile(0.9)), p50) * 1.15, y);
    label->setPositionAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    label->setText(tr("P50 %1").arg(formatDurationShort(qint64(f.wait.p50()))));
    label->setColor(pal.color(QPalette::Text));
    QFont font = label->font();
    font.setBold(primary);
    label->setFont(font);
  }
  resetView();
}

void WaitFanChart::resetView()
{
  double top = 3600;
  for (const MethodForecast &f : m_forecasts)
    if (f.error.isEmpty() && f.wait.isValid())
      top = std::max(top, f.wait.quantile(0.9));
  m_plot->xAxis->setRange(kFloorSeconds * 0.8, top * 6);
  m_plot->yAxis->setRange(-0.6, std::max(1, int(m_forecasts.size())) - 0.4);
  replotWhenSeen(m_plot);
}

QString WaitFanChart::tooltipAt(const QPoint &pos) const
{
  if (m_forecasts.empty())
    return {};
  const int n = int(m_forecasts.size());
  const int row = n - 1 - int(std::lround(m_plot->yAxis->pixelToCoord(pos.y())));
  if (row < 0 || row >= n)
    return {};
  const MethodForecast &f = m_forecasts[std::size_t(row)];
  if (!f.error.isEmpty())
    return tr("%1: %2").arg(f.method, f.error);
  const auto q = [&](double level) { return formatDurationShort(qint64(f.wait.quantile(level))); };
  return tr("%1\nP10 %2 · P25 %3 · P50 %4 · P75 %5 · P90 %6\nP(start within 1 h) %7 %")
      .arg(f.method, q(0.1), q(0.25), q(0.5), q(0.75), q(0.9))
      .arg(100.0 * f.wait.cdf(3600), 0, 'f', 0);
}

} // namespace mirage
