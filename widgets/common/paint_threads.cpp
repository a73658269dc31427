#include "widgets/common/paint_threads.h"

#include "core/background_pool.h"

#include <QSemaphore>
#include <QThread>
#include <QThreadPool>

#include <memory>
#include <thread>

#ifdef Q_OS_LINUX
#include <cstdint>
#include <sys/resource.h>
#include <sys/syscall.h>
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

#ifdef Q_OS_LINUX
// The kernel's struct sched_attr (include/uapi/linux/sched/types.h); glibc 2.36 wraps neither
// sched_setattr nor sched_getattr.
struct SchedulerAttributes {
  std::uint32_t size = sizeof(SchedulerAttributes);
  std::uint32_t policy = 0;
  std::uint64_t flags = 0;
  std::int32_t nice = 0;
  std::uint32_t priority = 0;
  std::uint64_t runtimeNs = 0; // for an ordinary thread: its slice (0 asks for the kernel's own)
  std::uint64_t deadlineNs = 0;
  std::uint64_t periodNs = 0;
  std::uint32_t utilMin = 0;
  std::uint32_t utilMax = 0;
};

bool readSchedulerAttributes(SchedulerAttributes &attributes)
{
  return syscall(SYS_sched_getattr, 0, &attributes, sizeof attributes, 0) == 0;
}

// Sets the calling thread's slice, keeping its policy and nice value; false where it cannot.
bool setSlice(std::uint64_t nanoseconds)
{
  SchedulerAttributes attributes;
  if (!readSchedulerAttributes(attributes) || attributes.policy != 0 /* SCHED_OTHER */)
    return false;
  attributes.size = sizeof attributes;
  attributes.flags = 0;
  attributes.runtimeNs = nanoseconds;
  return syscall(SYS_sched_setattr, 0, &attributes, 0) == 0;
}
#endif

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
    setSlice(0); // the kernel's own slice, not the GUI thread's short one this thread inherited
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

int giveThisThreadAShortSlice(int microseconds)
{
#ifdef Q_OS_LINUX
  if (!setSlice(std::uint64_t(microseconds) * 1000))
    return 0;
  return thisThreadsSliceMicroseconds() == microseconds ? microseconds : 0;
#else
  (void)microseconds;
  return 0;
#endif
}

int thisThreadsSliceMicroseconds()
{
#ifdef Q_OS_LINUX
  SchedulerAttributes attributes;
  if (!readSchedulerAttributes(attributes))
    return 0;
  return int(attributes.runtimeNs / 1000);
#else
  return 0;
#endif
}

} // namespace mirage
