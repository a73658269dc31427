// LatestTask: the newest request wins (an older one is cancelled or let run, and its result never
// arrives), progress only from the newest, startWhenIdle waits for the cancelled one to stop and
// keeps only the last request made meanwhile, cancel() drops the result.
#include "widgets/common/latest_task.h"

#include <QPromise>
#include <QTest>

using namespace mirage;

namespace {
struct Pending {
  QPromise<int> promise;
  Pending() { promise.start(); }
  QFuture<int> future() { return promise.future(); }
  void finishWith(int value)
  {
    promise.addResult(value);
    promise.finish();
  }
};
} // namespace

class TestLatestTask : public QObject {
  Q_OBJECT

private slots:
  void newest_wins_data()
  {
    QTest::addColumn<bool>("cancelOlder");
    QTest::newRow("cancel the older") << true;
    QTest::newRow("keep the older running") << false;
  }
  void newest_wins()
  {
    QFETCH(bool, cancelOlder);
    QObject context;
    using Task = LatestTask<int>;
    Task task(&context, cancelOlder ? Task::Older::Cancel : Task::Older::KeepRunning);
    QList<int> got;
    const auto record = [&](const QFuture<int> &f) { got << (f.resultCount() ? f.result() : -1); };
    Pending first, second;
    task.start(first.future(), record);
    task.start(second.future(), record);
    QCOMPARE(first.future().isCanceled(), cancelOlder);
    QVERIFY(task.isBusy());
    first.finishWith(1);
    second.finishWith(2);
    QVERIFY(task.isBusy()); // finished, but not yet handed over
    QTRY_VERIFY(!task.isBusy());
    QCOMPARE(got, QList<int>{2}); // handed over by the time it is no longer busy
    QCoreApplication::processEvents();
    QCOMPARE(got, QList<int>{2}); // the first never arrives
  }

  void progress_only_from_the_newest()
  {
    QObject context;
    LatestTask<int> task(&context);
    QList<int> values;
    task.onProgress([](int, int) {}, [&](int v) { values << v; });
    Pending first, second;
    task.start(first.future());
    first.promise.setProgressRange(0, 100);
    first.promise.setProgressValue(10);
    QTRY_VERIFY(values.contains(10));
    task.start(second.future());
    first.promise.setProgressValue(20);
    second.promise.setProgressRange(0, 100);
    second.promise.setProgressValue(70);
    QTRY_VERIFY(values.contains(70));
    QVERIFY(!values.contains(20));
    first.finishWith(1);
    second.finishWith(2);
  }

  void start_when_idle_waits_and_keeps_the_last_request()
  {
    QObject context;
    LatestTask<int> task(&context);
    QList<int> got;
    QStringList made;
    const auto record = [&](const QFuture<int> &f) { got << (f.resultCount() ? f.result() : -1); };
    Pending running, later;
    task.start(running.future(), record);
    task.startWhenIdle(
        [&] {
          made << QStringLiteral("middle");
          return QFuture<int>();
        },
        record);
    task.startWhenIdle(
        [&] {
          made << QStringLiteral("last");
          return later.future();
        },
        record);
    QVERIFY(running.future().isCanceled());
    QCoreApplication::processEvents();
    QVERIFY(made.isEmpty()); // nothing starts while the cancelled one runs
    QVERIFY(task.isBusy());
    running.finishWith(1);
    QTRY_COMPARE(made, QStringList{QStringLiteral("last")});
    later.finishWith(3);
    QTRY_COMPARE(got, QList<int>{3});
  }

  void cancel_drops_the_result_and_a_waiting_request()
  {
    QObject context;
    LatestTask<int> task(&context);
    int calls = 0, made = 0;
    Pending running;
    task.start(running.future(), [&](const QFuture<int> &) { ++calls; });
    task.startWhenIdle(
        [&] {
          ++made;
          return QFuture<int>();
        },
        [&](const QFuture<int> &) { ++calls; });
    task.cancel();
    running.finishWith(1);
    QTRY_VERIFY(!task.isBusy());
    QCoreApplication::processEvents();
    QCOMPARE(calls, 0);
    QCOMPARE(made, 0);
  }
};

QTEST_GUILESS_MAIN(TestLatestTask)
#include "tst_latest_task.moc"
