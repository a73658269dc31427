#include "core/background_pool.h"

#include <QThreadPool>

namespace mirage {

Q_GLOBAL_STATIC(QThreadPool, theBackgroundPool)

QThreadPool *backgroundPool()
{
  return theBackgroundPool();
}

} // namespace mirage
