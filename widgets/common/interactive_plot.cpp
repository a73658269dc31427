#include "widgets/common/interactive_plot.h"

#include "widgets/common/plot_export.h"

#include <qcustomplot.h>

#include <QCoreApplication>
#include <QMenu>
#include <QToolTip>
#include <QVBoxLayout>

namespace mirage {
namespace {
struct PlotTr {
  Q_DECLARE_TR_FUNCTIONS(Mirage::Plots)
};

constexpr const char *kReplotPending = "mirageReplotPending";

// Draws a plot whose data changed while it was hidden before its first paint (shown, grabbed or
// rendered), so that the paint shows the new data.
class ReplotBeforePaint final : public QObject {
public:
  using QObject::QObject;
  bool eventFilter(QObject *watched, QEvent *event) override
  {
    if (event->type() == QEvent::Resize) // QCustomPlot replots on every resize itself
      watched->setProperty(kReplotPending, false);
    else if (event->type() == QEvent::Paint && watched->property(kReplotPending).toBool()) {
      watched->setProperty(kReplotPending, false);
      // The buffers now, the widget's refresh later: this very paint shows them.
      static_cast<QCustomPlot *>(watched)->replot(QCustomPlot::rpQueuedRefresh);
    }
    return false;
  }
};
} // namespace

void replotWhenSeen(QCustomPlot *plot)
{
  if (plot->isVisible()) {
    plot->setProperty(kReplotPending, false);
    plot->replot();
  } else {
    plot->setProperty(kReplotPending, true);
  }
}

QCustomPlot *createInteractivePlot(QWidget *owner, PlotBehaviour behaviour)
{
  auto *plot = new QCustomPlot(owner);
  auto *layout = new QVBoxLayout(owner);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(plot);
  plot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
  plot->axisRect()->setRangeDrag(Qt::Horizontal);
  plot->axisRect()->setRangeZoom(Qt::Horizontal);
  plot->setContextMenuPolicy(Qt::CustomContextMenu);
  plot->installEventFilter(new ReplotBeforePaint(plot));
  QObject::connect(plot, &QCustomPlot::mouseMove, owner, [plot, tooltip = behaviour.tooltip](QMouseEvent *event) {
    const QString text = tooltip ? tooltip(event->pos()) : QString();
    if (text.isEmpty())
      QToolTip::hideText();
    else
      QToolTip::showText(event->globalPosition().toPoint(), text, plot);
  });
  QObject::connect(plot, &QCustomPlot::mouseDoubleClick, owner, [reset = behaviour.reset] {
    if (reset)
      reset();
  });
  QObject::connect(plot, &QWidget::customContextMenuRequested, owner, [plot, owner, behaviour](const QPoint &pos) {
    QMenu menu(owner);
    if (behaviour.reset)
      menu.addAction(PlotTr::tr("Reset zoom"), owner, behaviour.reset);
    menu.addAction(PlotTr::tr("Export…"), owner,
                   [plot, owner, name = behaviour.exportName] { exportPlotInteractively(plot, owner, name); });
    menu.exec(plot->mapToGlobal(pos));
  });
  return plot;
}

void applyPlotPalette(QCustomPlot *plot, const QPalette &palette, std::initializer_list<QCPAxis *> axes)
{
  plot->setBackground(palette.color(QPalette::Base));
  const QPen text(palette.color(QPalette::Text));
  for (QCPAxis *axis : axes) {
    axis->setBasePen(text);
    axis->setTickPen(text);
    axis->setSubTickPen(text);
    axis->setTickLabelColor(palette.color(QPalette::Text));
    axis->setLabelColor(palette.color(QPalette::Text));
    axis->grid()->setPen(QPen(palette.color(QPalette::Mid), 0, Qt::DotLine));
  }
  plot->legend->setBrush(palette.color(QPalette::Base));
  plot->legend->setTextColor(palette.color(QPalette::Text));
}

QColor seriesColour(std::size_t i)
{
  static const QList<QColor> colours{QColor(0x1f, 0x77, 0xb4), QColor(0xd6, 0x27, 0x28), QColor(0x2c, 0xa0, 0x2c),
                                     QColor(0xff, 0x7f, 0x0e), QColor(0x94, 0x67, 0xbd), QColor(0x8c, 0x56, 0x4b),
                                     QColor(0xe3, 0x77, 0xc2), QColor(0x7f, 0x7f, 0x7f), QColor(0xbc, 0xbd, 0x22),
                                     QColor(0x17, 0xbe, 0xcf)};
  return colours[qsizetype(i % std::size_t(colours.size()))];
}

} // namespace mirage
