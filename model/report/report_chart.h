#pragma once
// Draws a report chart (lines, axes with round ticks, a legend) with QPainter, for PDF pages and
// the images of HTML reports. Needs a QGuiApplication (fonts).
#include "report/report_document.h"

#include <QImage>
#include <QRectF>

class QPainter;

namespace mirage::report {

void paintChart(QPainter &painter, const QRectF &area, const ReportChart &chart, const QTimeZone &zone);
// The chart as an image of `size` logical pixels at `scale` device pixels each.
QImage chartImage(const ReportChart &chart, const QTimeZone &zone, QSize size = {720, 360}, qreal scale = 2.0);
// Round tick positions covering [lo, hi], about `count` of them.
std::vector<double> niceTicks(double lo, double hi, int count = 6);

} // namespace mirage::report
