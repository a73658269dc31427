#pragma once
// Running what-if scenarios as `mirage-cli whatif` and the What-if workspace do: each distinct
// base loaded once (a trace file, a cluster of the store, the demo), every scenario compared with
// the first, a sweep of one parameter, and the results kept beside their scenarios in the store.
#include "core/result.h"
#include "whatif/whatif_run.h"

#include <QJsonObject>

namespace mirage {
class Database;
}

namespace mirage::services {

// Bases read through `db` (null: trace files and the demo only), the demo as of `now`.
whatif::BaseLoader baseLoader(Database *db, EpochSeconds now);

struct WhatIfComparison {
  std::vector<whatif::WhatIfResult> results; // of each scenario, in order
  // {"results": [...], "deltas_vs_first": [...]}: each result, and its difference from the first.
  QJsonObject json() const;
};

// Progress counts scenarios (or sweep points); false cancels.
using WhatIfProgress = std::function<bool(int done, int total)>;

// A scenario that cannot run has its error in its result; an error here is a base that cannot be
// read, or a cancel.
Result<WhatIfComparison> compareScenarios(const QList<whatif::Scenario> &scenarios, const whatif::BaseLoader &load,
                                          const WhatIfProgress &progress = {});

// `scenario` with `parameter` set to each of `values`, on the scenario's base.
Result<whatif::SweepResult> sweepScenario(const whatif::Scenario &scenario, const QString &parameter,
                                          const QList<double> &values, const whatif::BaseLoader &load,
                                          const WhatIfProgress &progress = {});

// "name: error" of each result that could not run; `labels` name the results.
QStringList scenarioFailures(const std::vector<whatif::WhatIfResult> &results, const QStringList &labels);

// Keeps each result with its scenario: `storedIds[i]` when the scenarios came from the store,
// else each scenario is saved first.
Result<void> keepScenarioResults(Database &db, const QList<whatif::Scenario> &scenarios, const QList<qint64> &storedIds,
                                 const std::vector<whatif::WhatIfResult> &results);

} // namespace mirage::services
