#include "store/history_store.h"

#include "core/core_tr.h"
#include "store/database.h"
#include "store/snapshot_store.h"
#include "store/trace_import.h"

namespace mirage {

QList<StoredCluster> storedClusters(Database &db)
{
  Statement s = db.prepare(
      QStringLiteral("SELECT c.name, c.source, c.time_zone, count(j.id), min(j.submit), max(j.submit) FROM clusters c "
                     "LEFT JOIN jobs j ON j.cluster_id = c.id GROUP BY c.id ORDER BY c.name"));
  QList<StoredCluster> out;
  while (s.step())
    out.append(
        {s.text(0), s.text(1), s.text(2), s.int64(3), s.isNull(4) ? -1 : s.int64(4), s.isNull(5) ? -1 : s.int64(5)});
  return out;
}

std::optional<qint64> storedClusterId(Database &db, const QString &cluster)
{
  Statement find = db.prepare(QStringLiteral("SELECT id FROM clusters WHERE name = ?"));
  find.bind(1, cluster);
  if (!find.step())
    return std::nullopt;
  return find.int64(0);
}

QString noClusterError(Database &db, const QString &cluster)
{
  QStringList names;
  Statement s = db.prepare(QStringLiteral("SELECT name FROM clusters ORDER BY name"));
  while (s.step())
    names.append(s.text(0));
  if (names.isEmpty())
    return CoreTr::tr("no cluster '%1' in %2: it holds none yet (mirage-cli import FILE adds one)")
        .arg(cluster, db.path());
  return CoreTr::tr("no cluster '%1' in %2 (it has: %3)").arg(cluster, db.path(), names.join(QStringLiteral(", ")));
}

TraceJob storedJobFromRow(const Statement &row)
{
  const auto optional = [&](int c) { return row.isNull(c) ? qint64(-1) : row.int64(c); };
  TraceJob j;
  j.jobId = row.text(0);
  j.name = row.text(1);
  j.user = row.text(2);
  j.partition = row.text(3);
  j.state = row.text(4);
  j.submit = row.int64(5);
  j.start = optional(6);
  j.end = optional(7);
  j.timeLimit = optional(8);
  j.nodes = int(optional(9));
  j.cpus = int(optional(10));
  j.gpus = int(optional(11));
  return j;
}

Result<StoredJobPage> storedJobPage(Database &db, const QString &cluster, const StoredJobQuery &query)
{
  const auto id = storedClusterId(db, cluster);
  if (!id)
    return Result<StoredJobPage>::failure(noClusterError(db, cluster));
  Statement s = db.prepare(QStringLiteral("SELECT %1 FROM jobs WHERE cluster_id = ? AND submit >= ? AND (? IS NULL "
                                          "OR state = ?) ORDER BY submit, id LIMIT ?")
                               .arg(QLatin1String(kStoredJobColumns)));
  const QString state = query.state.isEmpty() ? QString() : query.state;
  const qint64 rows = query.limit > 0 ? query.limit + 1 : std::numeric_limits<qint64>::max();
  s.bind(1, *id).bind(2, query.since).bind(3, state).bind(4, state).bind(5, rows);
  StoredJobPage page;
  while (s.step()) {
    if (query.limit > 0 && qint64(page.jobs.size()) == query.limit) {
      page.more = true;
      break;
    }
    page.jobs.push_back(storedJobFromRow(s));
  }
  if (!s.error().isEmpty())
    return Result<StoredJobPage>::failure(s.error());
  return page;
}

EpochSeconds newestJobEnd(Database &db, const QString &cluster)
{
  Statement s = db.prepare(
      QStringLiteral("SELECT max(j.end) FROM jobs j JOIN clusters c ON c.id = j.cluster_id WHERE c.name = ?"));
  s.bind(1, cluster);
  return s.step() && !s.isNull(0) ? s.int64(0) : EpochSeconds(-1);
}

Result<void> storeGeneratedHistory(Database &db, const ClusterSnapshot &current, const std::vector<TraceJob> &history,
                                   const QList<SnapshotPoint> &hourly)
{
  if (auto begun = db.exec(QStringLiteral("BEGIN IMMEDIATE")); !begun.ok())
    return begun;
  const Result<qint64> ensured = ensureCluster(db, current.cluster, current.source, current.timeZone);
  QString error = ensured.error();
  const qint64 cluster = ensured ? *ensured : 0;
  Statement count = db.prepare(QStringLiteral("SELECT count(*) FROM jobs WHERE cluster_id = ?"));
  count.bind(1, cluster);
  const bool first = cluster > 0 && count.step() && count.int64(0) == 0;
  if (cluster > 0 && first) {
    JobInserter inserter(db, cluster, 0);
    for (const TraceJob &j : history)
      if (!inserter.insert(j)) {
        error = inserter.error();
        break;
      }
    Statement point =
        db.prepare(QStringLiteral("INSERT INTO snapshots (cluster_id, time, running, pending, gpus_in_use, "
                                  "gpus_total, pending_gpu_hours, data) VALUES (?, ?, ?, ?, ?, ?, ?, '{}')"));
    for (const SnapshotPoint &p : hourly) {
      point.reset();
      point.bind(1, cluster)
          .bind(2, p.time)
          .bind(3, p.running)
          .bind(4, p.pending)
          .bind(5, p.gpusInUse)
          .bind(6, p.gpusTotal)
          .bind(7, p.pendingGpuHours);
      if (error.isEmpty() && !point.exec())
        error = point.error();
    }
  }
  if (!error.isEmpty() || cluster == 0) {
    db.exec(QStringLiteral("ROLLBACK"));
    return failure(error.isEmpty() ? db.lastError() : error);
  }
  if (auto committed = db.exec(QStringLiteral("COMMIT")); !committed.ok())
    return committed;
  if (const auto saved = saveSnapshot(db, current); !saved.ok())
    return failure(saved.error());
  return {};
}

} // namespace mirage
