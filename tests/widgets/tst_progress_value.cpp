// A progress bar set by setProgressValue takes the value at once and is painted with the
// window's next update, not before the call returns (QProgressBar::setValue paints at once, and
// with it every region of the window waiting to be painted).
#include "widgets/common/progress_value.h"

#include <QProgressBar>
#include <QTest>

using namespace mirage;

namespace {
class CountingBar : public QProgressBar {
public:
  int paints = 0;

protected:
  void paintEvent(QPaintEvent *event) override
  {
    ++paints;
    QProgressBar::paintEvent(event);
  }
};
} // namespace

class TestProgressValue : public QObject {
  Q_OBJECT
private slots:
  void value_now_painting_later()
  {
    CountingBar bar;
    bar.setRange(0, 100);
    bar.resize(200, 20);
    bar.show();
    QVERIFY(QTest::qWaitForWindowExposed(&bar));
    QTRY_VERIFY(bar.paints > 0);
    // What QProgressBar does on its own (so that this test can see a synchronous paint).
    int before = bar.paints;
    bar.setValue(10);
    QCOMPARE(bar.paints, before + 1);

    before = bar.paints;
    setProgressValue(&bar, 60);
    QCOMPARE(bar.value(), 60);
    QCOMPARE(bar.paints, before);
    QVERIFY(bar.updatesEnabled());
    QTRY_COMPARE(bar.paints, before + 1);
    // The same value again changes nothing and asks for no paint.
    setProgressValue(&bar, 60);
    QTest::qWait(50);
    QCOMPARE(bar.paints, before + 1);
  }
};

QTEST_MAIN(TestProgressValue)
#include "tst_progress_value.moc"
