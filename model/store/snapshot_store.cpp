#include "store/snapshot_store.h"

#include "core/core_tr.h"
#include "core/snapshot_json.h"
#include "store/database.h"
#include "store/history_store.h"
#include "store/trace_import.h"

namespace mirage {

Result<qint64> saveSnapshot(Database &db, const ClusterSnapshot &snapshot)
{
  if (const auto e = db.exec(QStringLiteral("BEGIN IMMEDIATE")); !e.ok())
    return Result<qint64>::failure(CoreTr::tr("%1: %2").arg(db.path(), e.error()));
  const Result<qint64> ensured = ensureCluster(db, snapshot.cluster, snapshot.source, snapshot.timeZone);
  const QString error = ensured.error();
  const qint64 cluster = ensured ? *ensured : 0;
  Statement insert =
      db.prepare(QStringLiteral("INSERT INTO snapshots (cluster_id, time, running, pending, gpus_in_use, gpus_total, "
                                "pending_gpu_hours, data) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"));
  if (cluster == 0 || !insert.isValid()) {
    db.exec(QStringLiteral("ROLLBACK"));
    return Result<qint64>::failure(CoreTr::tr("%1: %2").arg(db.path(), error.isEmpty() ? db.lastError() : error));
  }
  const SnapshotPoint point = snapshotPoint(snapshot);
  insert.bind(1, cluster)
      .bind(2, point.time)
      .bind(3, point.running)
      .bind(4, point.pending)
      .bind(5, point.gpusInUse)
      .bind(6, point.gpusTotal)
      .bind(7, point.pendingGpuHours)
      .bind(8, snapshotToJson(snapshot));
  if (!insert.exec()) {
    db.exec(QStringLiteral("ROLLBACK"));
    return Result<qint64>::failure(CoreTr::tr("%1: %2").arg(db.path(), insert.error()));
  }
  const qint64 id = db.lastInsertId();
  if (const auto e = db.exec(QStringLiteral("COMMIT")); !e.ok())
    return Result<qint64>::failure(CoreTr::tr("%1: %2").arg(db.path(), e.error()));
  return id;
}

SnapshotPoint snapshotPoint(const ClusterSnapshot &snapshot)
{
  return SnapshotPoint{
      snapshot.time,        snapshot.count(JobState::Running), snapshot.count(JobState::Pending), snapshot.gpusInUse(),
      snapshot.totalGpus(), pendingGpuHours(snapshot)};
}

double pendingGpuHours(const ClusterSnapshot &snapshot)
{
  double hours = 0;
  for (const Job &j : snapshot.jobs)
    if (j.state == JobState::Pending)
      hours += double(j.nodes) * j.gpusPerNode * double(j.timeLimitSeconds) / 3600.0;
  return hours;
}

QList<SnapshotPoint> snapshotHistory(Database &db, const QString &cluster, EpochSeconds since)
{
  QList<SnapshotPoint> points;
  Statement s = db.prepare(QStringLiteral(
      "SELECT s.time, s.running, s.pending, s.gpus_in_use, s.gpus_total, s.pending_gpu_hours FROM snapshots s "
      "JOIN clusters c ON c.id = s.cluster_id WHERE c.name = ? AND s.time >= ? ORDER BY s.time, s.id"));
  s.bind(1, cluster).bind(2, since);
  while (s.step())
    points.append({s.int64(0), int(s.int64(1)), int(s.int64(2)), int(s.int64(3)), int(s.int64(4)), s.real(5)});
  return points;
}

Result<ClusterSnapshot> latestSnapshot(Database &db, const QString &cluster)
{
  Statement s = db.prepare(QStringLiteral("SELECT s.id, s.data FROM snapshots s JOIN clusters c ON c.id = s.cluster_id "
                                          "WHERE c.name = ? ORDER BY s.id DESC LIMIT 1"));
  s.bind(1, cluster);
  if (!s.step())
    return Result<ClusterSnapshot>::failure(storedClusterId(db, cluster)
                                                ? CoreTr::tr("%1: no snapshot of cluster '%2'").arg(db.path(), cluster)
                                                : noClusterError(db, cluster));
  return parseSnapshotJson(s.blob(1), QStringLiteral("%1#snapshot%2").arg(db.path()).arg(s.int64(0)), 0);
}

} // namespace mirage
