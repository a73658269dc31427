#pragma once
// What-if scenarios in the store (table scenarios): saved by name, listed, duplicated, edited,
// deleted, with the results of their last run.
#include "core/result.h"
#include "whatif/scenario.h"

#include <QJsonObject>
#include <QList>

namespace mirage {

class Database;

struct StoredScenario {
  qint64 id = 0;
  whatif::Scenario scenario;
  QJsonObject results; // the last run's (WhatIfResult::toJson), empty before the first
  EpochSeconds modified = 0;
};

// Inserts the scenario, or replaces the definition of the one with its name (its results are
// dropped: they belong to the old definition). Returns its id.
Result<qint64> saveScenario(Database &db, const whatif::Scenario &scenario);
Result<void> saveScenarioResults(Database &db, qint64 id, const QJsonObject &results);
// By name; stored definitions that no longer read are skipped (and named in *skipped).
QList<StoredScenario> listScenarios(Database &db, QStringList *skipped = nullptr);
Result<StoredScenario> findScenario(Database &db, const QString &name);
// A copy under `newName` (an error when that name is taken).
Result<qint64> duplicateScenario(Database &db, const QString &name, const QString &newName);
Result<void> deleteScenario(Database &db, const QString &name);

} // namespace mirage
