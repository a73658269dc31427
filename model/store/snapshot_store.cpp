#include "store/snapshot_store.h"

#include "core/core_tr.h"
#include "core/snapshot_json.h"
#include "store/database.h"
#include "store/trace_import.h"

namespace mirage {

Result<qint64> saveSnapshot(Database &db, const ClusterSnapshot &snapshot)
{
  QString error;
  if (const QString e = db.exec(QStringLiteral("BEGIN IMMEDIATE")); !e.isEmpty())
    return Result<qint64>::failure(CoreTr::tr("%1: %2").arg(db.path(), e));
  const qint64 cluster = ensureCluster(db, snapshot.cluster, snapshot.source, snapshot.timeZone, &error);
  Statement insert = db.prepare(
      QStringLiteral("INSERT INTO snapshots (cluster_id, time, running, pending, data) VALUES (?, ?, ?, ?, ?)"));
  if (cluster == 0 || !insert.isValid()) {
    db.exec(QStringLiteral("ROLLBACK"));
    return Result<qint64>::failure(CoreTr::tr("%1: %2").arg(db.path(), error.isEmpty() ? db.lastError() : error));
  }
  insert.bind(1, cluster)
      .bind(2, snapshot.time)
      .bind(3, snapshot.count(JobState::Running))
      .bind(4, snapshot.count(JobState::Pending))
      .bind(5, snapshotToJson(snapshot));
  if (!insert.exec()) {
    db.exec(QStringLiteral("ROLLBACK"));
    return Result<qint64>::failure(CoreTr::tr("%1: %2").arg(db.path(), insert.error()));
  }
  const qint64 id = db.lastInsertId();
  if (const QString e = db.exec(QStringLiteral("COMMIT")); !e.isEmpty())
    return Result<qint64>::failure(CoreTr::tr("%1: %2").arg(db.path(), e));
  return id;
}

Result<ClusterSnapshot> latestSnapshot(Database &db, const QString &cluster)
{
  Statement s = db.prepare(QStringLiteral("SELECT s.id, s.data FROM snapshots s JOIN clusters c ON c.id = s.cluster_id "
                                          "WHERE c.name = ? ORDER BY s.time DESC, s.id DESC LIMIT 1"));
  s.bind(1, cluster);
  if (!s.step())
    return Result<ClusterSnapshot>::failure(CoreTr::tr("%1: no snapshot of cluster '%2'").arg(db.path(), cluster));
  return parseSnapshotJson(s.blob(1), QStringLiteral("%1#snapshot%2").arg(db.path()).arg(s.int64(0)), 0);
}

} // namespace mirage
