#pragma once
// The reports the user has written (table `reports`), newest first, for the Reports workspace.
#include "core/cluster_snapshot.h"
#include "core/result.h"

#include <QList>
#include <QString>

namespace mirage {

class Database;

struct WrittenReport {
  QString kind, path;
  EpochSeconds created = 0;
};

// Records a written report (its kind, file and subject) as written now; an error from the store.
Result<void> recordReport(Database &db, const QString &kind, const QString &path, const QString &subject);
// The newest 200 written reports.
QList<WrittenReport> writtenReports(Database &db);

} // namespace mirage
