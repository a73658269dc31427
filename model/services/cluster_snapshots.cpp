#include "services/cluster_snapshots.h"

#include "store/database.h"
#include "store/snapshot_store.h"

#include <QDeadlineTimer>
#include <QThread>

namespace mirage::services {
namespace {

// Waits `seconds`, asking `keepGoing` every 100 ms; false when it said stop.
bool waitFor(int seconds, const std::function<bool()> &keepGoing)
{
  QDeadlineTimer deadline(qint64(seconds) * 1000);
  while (!deadline.hasExpired()) {
    if (!keepGoing())
      return false;
    QThread::msleep(static_cast<unsigned long>(std::min<qint64>(100, deadline.remainingTime())));
  }
  return true;
}

} // namespace

Result<SnapshotSeries> takeSnapshotSeries(CommandRunner &runner, Database *db, const SnapshotSeriesOptions &options,
                                          const std::function<void(const TakenSnapshot &)> &onEach,
                                          const std::function<bool()> &keepGoing)
{
  const auto goOn = [&] { return !keepGoing || keepGoing(); };
  SnapshotSeries series;
  for (int i = 0; i < options.count; ++i) {
    if (i > 0 && !waitFor(options.intervalS, goOn))
      break;
    TakenSnapshot look{i, takeSnapshot(runner, options.snapshot), 0};
    if (look.snapshot.ok() && db) {
      const auto saved = saveSnapshot(*db, look.snapshot.value());
      if (!saved.ok())
        return failure(saved.error());
      look.storedId = saved.value();
    }
    ++(look.snapshot.ok() ? series.taken : series.failed);
    if (onEach)
      onEach(look);
    if (!goOn())
      break;
  }
  return series;
}

} // namespace mirage::services
