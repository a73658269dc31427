#include "store/scenario_store.h"

#include "core/core_tr.h"
#include "store/database.h"

#include <QDateTime>
#include <QJsonDocument>

namespace mirage {
namespace {
QString compact(const QJsonObject &o)
{
  return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}
} // namespace

Result<qint64> saveScenario(Database &db, const whatif::Scenario &scenario)
{
  using R = Result<qint64>;
  if (const auto e = scenario.validate(); !e.ok())
    return R::failure(e.error());
  const qint64 now = QDateTime::currentSecsSinceEpoch();
  Statement find = db.prepare(QStringLiteral("SELECT id FROM scenarios WHERE name = ?"));
  find.bind(1, scenario.name);
  if (find.step()) {
    const qint64 id = find.int64(0);
    Statement update =
        db.prepare(QStringLiteral("UPDATE scenarios SET definition = ?, results = NULL, modified = ? WHERE id = ?"));
    update.bind(1, compact(scenario.toJson())).bind(2, now).bind(3, id);
    if (!update.exec())
      return R::failure(
          CoreTr::tr("cannot store scenario '%1' in %2: %3").arg(scenario.name, db.path(), update.error()));
    return id;
  }
  Statement insert =
      db.prepare(QStringLiteral("INSERT INTO scenarios (name, definition, created, modified) VALUES (?, ?, ?, ?)"));
  insert.bind(1, scenario.name).bind(2, compact(scenario.toJson())).bind(3, now).bind(4, now);
  if (!insert.exec())
    return R::failure(CoreTr::tr("cannot store scenario '%1' in %2: %3").arg(scenario.name, db.path(), insert.error()));
  return db.lastInsertId();
}

Result<void> saveScenarioResults(Database &db, qint64 id, const QJsonObject &results)
{
  Statement s = db.prepare(QStringLiteral("UPDATE scenarios SET results = ? WHERE id = ?"));
  s.bind(1, compact(results)).bind(2, id);
  if (!s.exec())
    return failure(CoreTr::tr("cannot store the results in %1: %2").arg(db.path(), s.error()));
  return {};
}

QList<StoredScenario> listScenarios(Database &db, QStringList *skipped)
{
  QList<StoredScenario> out;
  Statement s =
      db.prepare(QStringLiteral("SELECT id, name, definition, results, modified FROM scenarios ORDER BY name"));
  while (s.step()) {
    auto scenario = whatif::Scenario::fromJson(QJsonDocument::fromJson(s.text(2).toUtf8()).object(), s.text(1));
    if (!scenario.ok()) {
      if (skipped)
        *skipped << scenario.error();
      continue;
    }
    out.append({s.int64(0), scenario.value(), QJsonDocument::fromJson(s.text(3).toUtf8()).object(), s.int64(4)});
  }
  return out;
}

Result<StoredScenario> findScenario(Database &db, const QString &name)
{
  for (const StoredScenario &s : listScenarios(db))
    if (s.scenario.name == name)
      return s;
  return Result<StoredScenario>::failure(CoreTr::tr("%1 holds no scenario '%2'").arg(db.path(), name));
}

Result<qint64> duplicateScenario(Database &db, const QString &name, const QString &newName)
{
  auto original = findScenario(db, name);
  if (!original.ok())
    return Result<qint64>::failure(original.error());
  if (findScenario(db, newName).ok())
    return Result<qint64>::failure(CoreTr::tr("a scenario named '%1' exists already").arg(newName));
  whatif::Scenario copy = original.value().scenario;
  copy.name = newName;
  return saveScenario(db, copy);
}

Result<void> deleteScenario(Database &db, const QString &name)
{
  if (auto found = findScenario(db, name); !found.ok())
    return failure(found.error());
  Statement s = db.prepare(QStringLiteral("DELETE FROM scenarios WHERE name = ?"));
  s.bind(1, name);
  if (!s.exec())
    return failure(CoreTr::tr("cannot delete scenario '%1' from %2: %3").arg(name, db.path(), s.error()));
  return {};
}

} // namespace mirage
