#include "store/calibration_store.h"

#include "core/core_tr.h"
#include "store/history_store.h"

#include <QJsonDocument>

namespace mirage {

std::map<QString, CalibrationRecord> loadCalibration(Database &db, const QString &cluster)
{
  std::map<QString, CalibrationRecord> out;
  const auto id = storedClusterId(db, cluster);
  if (!id)
    return out;
  Statement s = db.prepare(
      QStringLiteral("SELECT method, state, pending, updated, live FROM forecast_calibration WHERE cluster_id = ?"));
  s.bind(1, *id);
  while (s.step()) {
    CalibrationRecord r;
    r.state = AdaptiveCalibration::fromJson(QJsonDocument::fromJson(s.text(1).toUtf8()).object());
    r.pending = QJsonDocument::fromJson(s.text(2).toUtf8()).array();
    r.updated = s.int64(3);
    r.live = LiveScore::fromJson(QJsonDocument::fromJson(s.text(4).toUtf8()).object());
    out[s.text(0)] = r;
  }
  return out;
}

Result<void> saveCalibration(Database &db, const QString &cluster, const QString &method,
                             const CalibrationRecord &record)
{
  const auto id = storedClusterId(db, cluster);
  if (!id)
    return failure(noClusterError(db, cluster));
  Statement s = db.prepare(QStringLiteral(
      "INSERT INTO forecast_calibration (cluster_id, method, state, pending, updated, live) VALUES (?, ?, ?, ?, ?, ?) "
      "ON CONFLICT (cluster_id, method) DO UPDATE SET state = excluded.state, pending = excluded.pending, "
      "updated = excluded.updated, live = excluded.live"));
  s.bind(1, *id)
      .bind(2, method)
      .bind(3, QString::fromUtf8(QJsonDocument(record.state.toJson()).toJson(QJsonDocument::Compact)))
      .bind(4, QString::fromUtf8(QJsonDocument(record.pending).toJson(QJsonDocument::Compact)))
      .bind(5, record.updated)
      .bind(6, QString::fromUtf8(QJsonDocument(record.live.toJson()).toJson(QJsonDocument::Compact)));
  if (!s.exec())
    return failure(CoreTr::tr("%1: cannot store the calibration of %2: %3").arg(db.path(), method, s.error()));
  return {};
}

} // namespace mirage
