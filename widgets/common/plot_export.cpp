#include "widgets/common/plot_export.h"

#include <qcustomplot.h>

#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QSvgGenerator>

namespace mirage {

PlotFormat plotFormatForPath(const QString &path)
{
  const QString suffix = QFileInfo(path).suffix().toLower();
  if (suffix == QLatin1String("svg"))
    return PlotFormat::Svg;
  if (suffix == QLatin1String("pdf"))
    return PlotFormat::Pdf;
  return PlotFormat::Png;
}

Result<void> exportPlot(QCustomPlot *plot, const QString &path, PlotFormat format)
{
  const int w = plot->width(), h = plot->height();
  bool ok = false;
  switch (format) {
  case PlotFormat::Png:
    ok = plot->savePng(path, w, h, 2.0);
    break;
  case PlotFormat::Pdf:
    ok = plot->savePdf(path, w, h);
    break;
  case PlotFormat::Svg: {
    QSvgGenerator svg;
    svg.setFileName(path);
    svg.setSize(QSize(w, h));
    svg.setViewBox(QRect(0, 0, w, h));
    svg.setTitle(plot->windowTitle());
    QCPPainter painter;
    if (painter.begin(&svg)) {
      plot->toPainter(&painter, w, h);
      ok = painter.end();
    }
    ok = ok && QFileInfo(path).size() > 0;
    break;
  }
  }
  if (!ok)
    return failure(QObject::tr("Could not write the plot to %1").arg(path));
  return {};
}

void exportPlotInteractively(QCustomPlot *plot, QWidget *parent, const QString &suggestedName)
{
  const QString path =
      QFileDialog::getSaveFileName(parent, QObject::tr("Export plot"), suggestedName,
                                   QObject::tr("PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)"));
  if (path.isEmpty())
    return;
  if (const auto written = exportPlot(plot, path, plotFormatForPath(path)); !written.ok())
    QMessageBox::warning(parent, QObject::tr("Export plot"), written.error());
}

} // namespace mirage
