#include "widgets/common/paint_threads.h"

#include <QThread>
#include <QThreadPool>

namespace mirage {

void keepThreadsForPainting()
{
  QThreadPool *pool = QThreadPool::globalInstance();
  const int wanted = QThread::idealThreadCount() + 3;
  if (pool->maxThreadCount() < wanted)
    pool->setMaxThreadCount(wanted);
}

} // namespace mirage
