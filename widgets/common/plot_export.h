#pragma once

#include "core/result.h"

#include <QString>

class QCustomPlot;
class QWidget;

namespace mirage {

enum class PlotFormat { Png, Svg, Pdf };

// Writes a plot to PNG, SVG or PDF at its on-screen size (PNG at 2x for sharp documents); an
// error names the path.
Result<void> exportPlot(QCustomPlot *plot, const QString &path, PlotFormat format);
// Format from the file suffix (.png, .svg, .pdf); PNG otherwise.
PlotFormat plotFormatForPath(const QString &path);
// The context-menu flow: asks for a file name, writes, reports errors in a message box.
void exportPlotInteractively(QCustomPlot *plot, QWidget *parent, const QString &suggestedName);

} // namespace mirage
