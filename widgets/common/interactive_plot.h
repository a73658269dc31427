#pragma once

#include <QColor>
#include <QPalette>
#include <QString>

#include <cstddef>
#include <functional>
#include <initializer_list>

class QCPAxis;
class QCustomPlot;
class QPoint;
class QWidget;

namespace mirage {

// What Mirage's plots have in common: the time/category axis drags and zooms, hovering shows
// `tooltip`'s text, double-click runs `reset`, the context menu offers reset and export.
struct PlotBehaviour {
  std::function<QString(const QPoint &)> tooltip;
  std::function<void()> reset;
  QString exportName; // suggested file name
};

// Creates the plot as the only child in `owner`'s (new) layout.
QCustomPlot *createInteractivePlot(QWidget *owner, PlotBehaviour behaviour);
// Replots now if the plot is visible; otherwise before it is next painted (shown, or grabbed). A
// hidden plot's replot draws every layer for nobody: the Policies results drew three hidden tabs
// at an evaluation's end, and each snapshot drew the charts of the workspaces not shown.
void replotWhenSeen(QCustomPlot *plot);
// The colour of the i-th series of a plot (ten, then again), the same in every plot.
QColor seriesColour(std::size_t i);
// Axis, tick, label and grid colours from the palette (light and dark themes).
void applyPlotPalette(QCustomPlot *plot, const QPalette &palette, std::initializer_list<QCPAxis *> axes);

} // namespace mirage
