// The window's background work runs below the GUI thread (#18 item 5): every thread of Mirage's
// background pool, of a workspace's own pool kept below the window, and every thread those start
// (XGBoost's and libtorch's workers), at a higher nice value than the GUI thread, which keeps its
// own; Qt's global pool, over which the raster engine splits the window's paints, stays at the
// GUI thread's value.
#include "core/background_pool.h"
#include "widgets/common/paint_threads.h"

#include <QCoreApplication>
#include <QTest>
#include <QThreadPool>
#include <QtConcurrent>

#include <sys/resource.h>

#include <thread>

using namespace mirage;

// What `ask` answers on each of `pool`'s threads: one task per thread, each held until all of
// them run, so that every thread the pool may run answers.
template <typename Ask> QList<int> askEveryThread(QThreadPool *pool, Ask ask)
{
  const int threads = pool->maxThreadCount();
  QSemaphore started, release;
  QList<QFuture<int>> tasks;
  for (int i = 0; i < threads; ++i)
    tasks << QtConcurrent::run(pool, [&] {
      started.release();
      release.acquire();
      return ask();
    });
  if (!started.tryAcquire(threads, 10000))
    return {};
  release.release(threads);
  QList<int> values;
  for (QFuture<int> &t : tasks)
    values << t.result();
  return values;
}

QList<int> nicenessOfEveryThread(QThreadPool *pool)
{
  return askEveryThread(pool, [] { return getpriority(PRIO_PROCESS, 0); });
}

QList<int> sliceOfEveryThread(QThreadPool *pool)
{
  return askEveryThread(pool, [] { return thisThreadsSliceMicroseconds(); });
}

class TestBackgroundPriority : public QObject {
  Q_OBJECT
private slots:
  void pool_threads_run_below_the_gui_thread()
  {
    const int gui = getpriority(PRIO_PROCESS, 0);
    const int nice = runBackgroundWorkBelowTheWindow(5);
    QCOMPARE(nice, gui + 5);
    QCOMPARE(getpriority(PRIO_PROCESS, 0), gui); // the calling thread keeps its value
    QCOMPARE(nicenessOfEveryThread(backgroundPool()), QList<int>(backgroundPool()->maxThreadCount(), nice));
    // Painting's helpers are not held back: Qt's global pool runs at the window's priority.
    const QList<int> painting = nicenessOfEveryThread(QThreadPool::globalInstance());
    QCOMPARE(painting, QList<int>(QThreadPool::globalInstance()->maxThreadCount(), gui));
    // A workspace's own pool, kept below the window, made from the GUI thread.
    QThreadPool own;
    own.setMaxThreadCount(2);
    keepBelowTheWindow(own);
    QCOMPARE(nicenessOfEveryThread(&own), QList<int>(2, nice));
    // A thread a task starts (as a library's worker would) runs below the window too. (The task
    // is seen running before its result is asked for: waiting for a task not yet started runs it
    // on the waiting thread.)
    QSemaphore running;
    QFuture<int> inner = QtConcurrent::run(backgroundPool(), [&running] {
      running.release();
      int value = 0;
      std::thread([&] { value = getpriority(PRIO_PROCESS, 0); }).join();
      return value;
    });
    QVERIFY(running.tryAcquire(1, 10000));
    QCOMPARE(inner.result(), nice);
    // The pools' threads are kept, so none is made again later by the GUI thread.
    QCOMPARE(backgroundPool()->expiryTimeout(), -1);
    QCOMPARE(own.expiryTimeout(), -1);
  }

  // The GUI thread gets a short slice, so that it preempts the background when it wakes (EEVDF);
  // its nice value stays, threads it starts later (Qt's painting helpers) share the short slice,
  // and a pool kept below the window after it does not.
  void gui_thread_gets_a_short_slice_the_background_does_not()
  {
    const int gui = getpriority(PRIO_PROCESS, 0);
    const int kernelSlice = thisThreadsSliceMicroseconds();
    const int slice = giveThisThreadAShortSlice(300);
    if (slice == 0)
      QSKIP("this kernel takes no slice from an ordinary thread (Linux 6.12 and later do)");
    QCOMPARE(slice, 300);
    QCOMPARE(thisThreadsSliceMicroseconds(), 300);
    QCOMPARE(getpriority(PRIO_PROCESS, 0), gui);
    QVERIFY(kernelSlice != 300);

    QThreadPool painting; // made by the GUI thread, as the raster engine's helpers are
    painting.setMaxThreadCount(2);
    QCOMPARE(sliceOfEveryThread(&painting), QList<int>(2, 300));

    QThreadPool own;
    own.setMaxThreadCount(2);
    keepBelowTheWindow(own);
    QCOMPARE(sliceOfEveryThread(&own), QList<int>(2, kernelSlice));
    QCOMPARE(nicenessOfEveryThread(&own), QList<int>(2, gui + 5));
    // The background pool's threads were made before and keep the kernel's slice.
    QCOMPARE(sliceOfEveryThread(backgroundPool()), QList<int>(backgroundPool()->maxThreadCount(), kernelSlice));
  }
};

QTEST_GUILESS_MAIN(TestBackgroundPriority)
#include "tst_background_priority.moc"
