#include "widgets/common/paint_threads.h"

#include <QSemaphore>
#include <QThread>
#include <QThreadPool>

#include <memory>
#include <thread>

#ifdef Q_OS_LINUX
#include <sys/resource.h>
#include <unistd.h>
#endif

namespace mirage {

void keepThreadsForPainting()
{
  QThreadPool *pool = QThreadPool::globalInstance();
  const int wanted = QThread::idealThreadCount() + 3;
  if (pool->maxThreadCount() < wanted)
    pool->setMaxThreadCount(wanted);
}

int runBackgroundWorkBelowTheWindow(int niceness)
{
#ifdef Q_OS_LINUX
  QThreadPool *pool = QThreadPool::globalInstance();
  // A thread starts with its creator's nice value, and a pool thread that expired would be made
  // again by whichever thread asks next (the GUI thread): so the pool's threads are all made now,
  // by a thread that runs lower, and never expire.
  pool->setExpiryTimeout(-1);
  int nice = -1;
  std::thread maker([&] {
    // PRIO_PROCESS with a thread id: Linux keeps the nice value per thread.
    const int self = getpriority(PRIO_PROCESS, 0);
    if (setpriority(PRIO_PROCESS, static_cast<id_t>(gettid()), self + niceness) != 0)
      return;
    const int threads = pool->maxThreadCount() - pool->activeThreadCount();
    // Shared: a task may still be leaving acquire() when this thread is done.
    const auto started = std::make_shared<QSemaphore>(), release = std::make_shared<QSemaphore>();
    for (int i = 0; i < threads; ++i)
      pool->start([started, release] {
        started->release();
        release->acquire();
      });
    started->acquire(threads); // each task holds its thread: every one is a new thread
    release->release(threads);
    nice = self + niceness;
  });
  maker.join();
  return nice;
#else
  (void)niceness;
  return -1;
#endif
}

} // namespace mirage
