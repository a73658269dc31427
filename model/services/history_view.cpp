#include "services/history_view.h"

#include "core/core_tr.h"
#include "forecast/trace_replay.h"

namespace mirage::services {

Result<HistoryView> historyView(std::vector<TraceJob> jobs, const QString &cluster, const QString &timeZone,
                                EpochSeconds at, int days)
{
  ReplayOptions options;
  options.timeZone = timeZone;
  const TraceReplay replay(std::move(jobs), options);
  if (replay.jobs().empty())
    return failure(CoreTr::tr("no stored job of cluster '%1' has started").arg(cluster));
  const EpochSeconds end = at > 0 ? at : replay.lastSubmit();
  // Not before the first start: earlier snapshots would miss the jobs that ran then.
  const EpochSeconds from = std::max(replay.firstStart(), end - qint64(days) * 86400);
  HistoryView view;
  for (EpochSeconds t = end - (end - from) / 3600 * 3600; t < end; t += 3600)
    view.hourly.append(snapshotPoint(replay.snapshotAt(t)));
  view.current = replay.snapshotAt(end);
  view.current.cluster = cluster;
  view.current.source = QStringLiteral("history");
  view.hourly.append(snapshotPoint(view.current));
  return view;
}

} // namespace mirage::services
