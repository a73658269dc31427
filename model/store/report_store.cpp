#include "store/report_store.h"

#include "store/database.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QJsonObject>

namespace mirage {

Result<void> recordReport(Database &db, const QString &kind, const QString &path, const QString &subject)
{
  Statement s = db.prepare(QStringLiteral("INSERT INTO reports (kind, path, parameters, created) VALUES (?, ?, ?, ?)"));
  s.bind(1, kind)
      .bind(2, path)
      .bind(3, QString::fromUtf8(
                   QJsonDocument(QJsonObject{{QStringLiteral("subject"), subject}}).toJson(QJsonDocument::Compact)))
      .bind(4, QDateTime::currentSecsSinceEpoch());
  if (!s.exec())
    return failure(s.error());
  return {};
}

QList<WrittenReport> writtenReports(Database &db)
{
  QList<WrittenReport> out;
  Statement s = db.prepare(QStringLiteral("SELECT kind, path, created FROM reports ORDER BY created DESC, id DESC "
                                          "LIMIT 200"));
  while (s.step())
    out.append({s.text(0), s.text(1), s.int64(2)});
  return out;
}

} // namespace mirage
