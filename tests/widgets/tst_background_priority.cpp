// The window's background work runs below the GUI thread (#18 item 5): every thread of the
// global pool, and every thread those start (XGBoost's and libtorch's workers), at a higher nice
// value than the GUI thread, which keeps its own.
#include "widgets/common/paint_threads.h"

#include <QCoreApplication>
#include <QTest>
#include <QThreadPool>
#include <QtConcurrent>

#include <sys/resource.h>

#include <thread>

using namespace mirage;

class TestBackgroundPriority : public QObject {
  Q_OBJECT
private slots:
  void pool_threads_run_below_the_gui_thread()
  {
    const int gui = getpriority(PRIO_PROCESS, 0);
    const int nice = runBackgroundWorkBelowTheWindow(5);
    QCOMPARE(nice, gui + 5);
    QCOMPARE(getpriority(PRIO_PROCESS, 0), gui); // the calling thread keeps its value
    // Every pool thread, each task held so that all of them run at once.
    const int threads = QThreadPool::globalInstance()->maxThreadCount();
    QSemaphore started, release;
    QList<QFuture<int>> tasks;
    for (int i = 0; i < threads; ++i)
      tasks << QtConcurrent::run([&] {
        started.release();
        release.acquire();
        return getpriority(PRIO_PROCESS, 0);
      });
    QVERIFY(started.tryAcquire(threads, 10000));
    release.release(threads);
    for (QFuture<int> &t : tasks)
      QCOMPARE(t.result(), nice);
    // A thread a task starts (as a library's worker would) runs below the window too. (The task
    // is seen running before its result is asked for: waiting for a task not yet started runs it
    // on the waiting thread.)
    QSemaphore running;
    QFuture<int> inner = QtConcurrent::run([&running] {
      running.release();
      int value = 0;
      std::thread([&] { value = getpriority(PRIO_PROCESS, 0); }).join();
      return value;
    });
    QVERIFY(running.tryAcquire(1, 10000));
    QCOMPARE(inner.result(), nice);
    // The pool's threads are kept, so none is made again later by the GUI thread.
    QCOMPARE(QThreadPool::globalInstance()->expiryTimeout(), -1);
  }
};

QTEST_GUILESS_MAIN(TestBackgroundPriority)
#include "tst_background_priority.moc"
