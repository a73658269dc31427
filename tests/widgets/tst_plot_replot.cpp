// A chart whose data change while it is hidden (a tab or workspace not shown) draws nothing until
// it is painted; then the paint shows the new data. A visible chart draws at once.
#include "widgets/common/interactive_plot.h"
#include "widgets/whatif/whatif_chart.h"

#include <qcustomplot.h>

#include <QImage>
#include <QSignalSpy>
#include <QTest>

using namespace mirage;

namespace {
std::vector<WhatIfChart::Line> lines(int count)
{
  std::vector<WhatIfChart::Line> out;
  for (int k = 0; k < count; ++k) {
    WhatIfChart::Line line{QStringLiteral("line %1").arg(k), {}, {}};
    for (int i = 0; i <= 20; ++i) {
      line.x.push_back(i);
      line.y.push_back(double((k + 1) * i));
    }
    out.push_back(line);
  }
  return out;
}

// Pixels of the k-th series' colour in a picture of the chart.
int pixelsOfLine(WhatIfChart &chart, std::size_t k)
{
  const QImage image = chart.grab().toImage().convertToFormat(QImage::Format_RGB32);
  const QRgb colour = seriesColour(k).rgb() | 0xff000000u;
  int n = 0;
  for (int y = 0; y < image.height(); ++y)
    for (int x = 0; x < image.width(); ++x)
      n += image.pixel(x, y) == colour ? 1 : 0;
  return n;
}
} // namespace

class TestPlotReplot : public QObject {
  Q_OBJECT
private slots:
  void a_hidden_chart_draws_when_painted()
  {
    WhatIfChart chart(QStringLiteral("test"));
    chart.resize(400, 300);
    QSignalSpy replots(chart.plot(), &QCustomPlot::afterReplot);
    chart.setLines(QStringLiteral("x"), QStringLiteral("y"), lines(1));
    QCOMPARE(replots.count(), 0);         // hidden: nothing drawn for nobody
    QVERIFY(pixelsOfLine(chart, 0) > 50); // a picture of it shows the line
    // Sized now (QCustomPlot replots itself on a resize): new data, still hidden, draw nothing
    // until the next paint, which then shows them, drawn once.
    const auto before = replots.count();
    chart.setLines(QStringLiteral("x"), QStringLiteral("y"), lines(2));
    chart.setLines(QStringLiteral("x"), QStringLiteral("y"), lines(3));
    QCOMPARE(replots.count(), before);
    QVERIFY(pixelsOfLine(chart, 2) > 50);
    QCOMPARE(replots.count(), before + 1);
    QVERIFY(pixelsOfLine(chart, 2) > 50); // unchanged: painted from the buffers, not drawn again
    QCOMPARE(replots.count(), before + 1);
  }

  void a_visible_chart_draws_at_once()
  {
    WhatIfChart chart(QStringLiteral("test"));
    chart.resize(400, 300);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    QSignalSpy replots(chart.plot(), &QCustomPlot::afterReplot);
    chart.setLines(QStringLiteral("x"), QStringLiteral("y"), lines(1));
    QCOMPARE(replots.count(), 1);
    QVERIFY(pixelsOfLine(chart, 0) > 50);
  }
};

QTEST_MAIN(TestPlotReplot)
#include "tst_plot_replot.moc"
