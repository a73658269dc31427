#include "report/report_chart.h"

#include <QDateTime>
#include <QPainter>
#include <QPainterPath>

#include <cmath>

namespace mirage::report {
namespace {

const QList<QColor> kPalette{QColor(0x1f, 0x77, 0xb4), QColor(0xd6, 0x27, 0x28), QColor(0x2c, 0xa0, 0x2c),
                             QColor(0xff, 0x7f, 0x0e), QColor(0x94, 0x67, 0xbd), QColor(0x8c, 0x56, 0x4b),
                             QColor(0xe3, 0x77, 0xc2), QColor(0x7f, 0x7f, 0x7f)};

QString tickLabel(double v, double step, bool time, const QTimeZone &zone)
{
  if (time) {
    const QDateTime t = QDateTime::fromSecsSinceEpoch(qint64(v), zone);
    return step >= 86400 ? t.toString(QStringLiteral("yyyy-MM-dd")) : t.toString(QStringLiteral("MM-dd hh:mm"));
  }
  const int decimals = step >= 1 ? 0 : int(std::ceil(-std::log10(step)));
  return QString::number(v, 'f', std::clamp(decimals, 0, 6));
}

} // namespace

std::vector<double> niceTicks(double lo, double hi, int count)
{
  if (!(hi > lo))
    return {lo};
  const double raw = (hi - lo) / std::max(1, count);
  const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
  double unit = 10;
  for (double m : {1.0, 2.0, 2.5, 5.0, 10.0})
    if (m * magnitude >= raw) {
      unit = m;
      break;
    }
  // Tick k is k × unit × magnitude, computed so that 0.6 comes out as 0.6 (dividing by a whole
  // power of ten rounds once).
  const double inverse = magnitude < 1 ? std::round(1 / magnitude) : 0;
  const auto tick = [&](double k) { return inverse > 0 ? k * unit / inverse : k * unit * magnitude; };
  const double step = tick(1);
  std::vector<double> ticks;
  for (double k = std::ceil(lo / step - 1e-9); tick(k) <= hi + step * 1e-9; ++k)
    ticks.push_back(tick(k) == 0 ? 0.0 : tick(k));
  return ticks;
}

void paintChart(QPainter &painter, const QRectF &area, const ReportChart &chart, const QTimeZone &zone)
{
  painter.save();
  painter.setRenderHint(QPainter::Antialiasing);
  painter.fillRect(area, Qt::white);
  QFont font = painter.font();
  font.setPointSizeF(8);
  painter.setFont(font);
  const QFontMetricsF fm(font);
  double xLo = INFINITY, xHi = -INFINITY, yLo = 0, yHi = -INFINITY;
  for (const ReportSeries &s : chart.series)
    for (std::size_t i = 0; i < s.x.size() && i < s.y.size(); ++i) {
      xLo = std::min(xLo, s.x[i]);
      xHi = std::max(xHi, s.x[i]);
      yLo = std::min(yLo, s.y[i]);
      yHi = std::max(yHi, s.y[i]);
    }
  if (!std::isfinite(xLo)) {
    painter.drawText(area, Qt::AlignCenter, QStringLiteral("–"));
    painter.restore();
    return;
  }
  if (xHi <= xLo)
    xHi = xLo + 1;
  if (yHi <= yLo)
    yHi = yLo + 1;
  std::vector<double> yTicks = niceTicks(yLo, yHi, 5);
  if (yTicks.size() > 1 && yTicks.back() < yHi) // the axis ends on a tick
    yTicks.push_back(yTicks.back() + (yTicks[1] - yTicks[0]));
  yHi = std::max(yHi, yTicks.back());
  const double titleH = chart.title.isEmpty() ? 0 : fm.height() * 1.6;
  const double legendH = chart.series.size() > 1 ? fm.height() * 1.5 : 0;
  double labelW = 0;
  for (double v : yTicks)
    labelW = std::max(labelW,
                      fm.horizontalAdvance(tickLabel(v, yTicks.size() > 1 ? yTicks[1] - yTicks[0] : 1, false, zone)));
  const QRectF plot(area.left() + labelW + fm.height() * 1.8, area.top() + titleH + legendH,
                    area.width() - labelW - fm.height() * 2.6, area.height() - titleH - legendH - fm.height() * 3.2);
  const auto px = [&](double x) { return plot.left() + (x - xLo) / (xHi - xLo) * plot.width(); };
  const auto py = [&](double y) { return plot.bottom() - (y - yLo) / (yHi - yLo) * plot.height(); };
  if (!chart.title.isEmpty()) {
    QFont bold = font;
    bold.setBold(true);
    bold.setPointSizeF(9.5);
    painter.setFont(bold);
    painter.drawText(QRectF(area.left(), area.top(), area.width(), titleH), Qt::AlignCenter, chart.title);
    painter.setFont(font);
  }
  // Grid, ticks and labels.
  painter.setPen(QPen(QColor(0xdd, 0xdd, 0xdd), 0.6));
  const std::vector<double> xTicks = niceTicks(xLo, xHi, 6);
  const double xStep = xTicks.size() > 1 ? xTicks[1] - xTicks[0] : 1;
  const double yStep = yTicks.size() > 1 ? yTicks[1] - yTicks[0] : 1;
  for (double y : yTicks)
    painter.drawLine(QPointF(plot.left(), py(y)), QPointF(plot.right(), py(y)));
  painter.setPen(QPen(QColor(0x33, 0x33, 0x33), 0.8));
  painter.drawRect(plot);
  for (double y : yTicks)
    painter.drawText(QRectF(area.left(), py(y) - fm.height() / 2, plot.left() - area.left() - 4, fm.height()),
                     Qt::AlignRight | Qt::AlignVCenter, tickLabel(y, yStep, false, zone));
  for (double x : xTicks) {
    const QString label = tickLabel(x, xStep, chart.timeAxis, zone);
    const double w = fm.horizontalAdvance(label);
    painter.drawText(QRectF(px(x) - w / 2 - 2, plot.bottom() + 3, w + 4, fm.height()), Qt::AlignCenter, label);
  }
  painter.drawText(QRectF(plot.left(), plot.bottom() + fm.height() * 1.4, plot.width(), fm.height() * 1.4),
                   Qt::AlignCenter, chart.xLabel);
  painter.save();
  painter.translate(area.left() + fm.height() * 0.2, plot.center().y());
  painter.rotate(-90);
  painter.drawText(QRectF(-plot.height() / 2, 0, plot.height(), fm.height() * 1.2), Qt::AlignCenter, chart.yLabel);
  painter.restore();
  // Series and legend.
  double legendX = plot.left();
  for (std::size_t k = 0; k < chart.series.size(); ++k) {
    const ReportSeries &s = chart.series[k];
    const QColor colour = kPalette[qsizetype(k) % kPalette.size()];
    QPainterPath path;
    for (std::size_t i = 0; i < s.x.size() && i < s.y.size(); ++i) {
      const QPointF p(px(s.x[i]), py(s.y[i]));
      if (i == 0)
        path.moveTo(p);
      else
        path.lineTo(p);
    }
    painter.setPen(QPen(colour, 1.6));
    painter.setBrush(Qt::NoBrush);
    painter.setClipRect(plot.adjusted(-1, -1, 1, 1));
    painter.drawPath(path);
    painter.setClipping(false);
    if (legendH > 0) {
      const double y = area.top() + titleH + legendH / 2;
      painter.drawLine(QPointF(legendX, y), QPointF(legendX + 16, y));
      painter.setPen(QColor(0x33, 0x33, 0x33));
      const double w = fm.horizontalAdvance(s.name);
      painter.drawText(QRectF(legendX + 20, y - fm.height() / 2, w + 4, fm.height()), Qt::AlignVCenter, s.name);
      legendX += 20 + w + 16;
    }
  }
  painter.restore();
}

QImage chartImage(const ReportChart &chart, const QTimeZone &zone, QSize size, qreal scale)
{
  QImage image(size * scale, QImage::Format_ARGB32_Premultiplied);
  image.setDevicePixelRatio(scale);
  image.fill(Qt::white);
  QPainter painter(&image);
  paintChart(painter, QRectF(QPointF(0, 0), QSizeF(size)), chart, zone);
  return image;
}

} // namespace mirage::report
