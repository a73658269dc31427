#include "widgets/common/paint_threads.h"

#include "core/background_pool.h"

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

void letBackgroundWorkOverlap()
{
  QThreadPool *pool = backgroundPool();
  const int wanted = QThread::idealThreadCount() + 3;
  if (pool->maxThreadCount() < wanted)
    pool->setMaxThreadCount(wanted);
}

namespace {

// The niceness above the GUI thread's that the window's background threads run at (0: equal).
int backgroundNiceness = 0;

// Makes every thread `pool` may run now, from a thread `niceness` above the caller's, and keeps
// them: a thread starts with its creator's nice value, and a pool thread that expired would be
// made again by whichever thread asks next (the GUI thread). Returns their nice value, or -1.
int makeThreadsBelowTheCaller(QThreadPool *pool, int niceness)
{
#ifdef Q_OS_LINUX
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
  (void)pool;
  (void)niceness;
  return -1;
#endif
}

} // namespace

int runBackgroundWorkBelowTheWindow(int niceness)
{
  const int nice = makeThreadsBelowTheCaller(backgroundPool(), niceness);
  if (nice >= 0)
    backgroundNiceness = niceness;
  return nice;
}

void keepBelowTheWindow(QThreadPool &pool)
{
  if (backgroundNiceness > 0)
    makeThreadsBelowTheCaller(&pool, backgroundNiceness);
}

} // namespace mirage
