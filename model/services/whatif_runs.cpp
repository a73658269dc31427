#include "services/whatif_runs.h"
#include "services/workload_loader.h"
#include "store/scenario_store.h"

#include <QJsonArray>

namespace mirage::services {
namespace {

QJsonObject delta(const whatif::WhatIfResult &r, const whatif::WhatIfResult &base)
{
  return {{QStringLiteral("scenario"), r.scenario},
          {QStringLiteral("mean_wait_h"), r.meanWaitH - base.meanWaitH},
          {QStringLiteral("median_wait_h"), r.medianWaitH - base.medianWaitH},
          {QStringLiteral("p90_wait_h"), r.p90WaitH - base.p90WaitH},
          {QStringLiteral("utilisation"), r.utilisation - base.utilisation},
          {QStringLiteral("chain_interruption_h"), r.chains.meanInterruptionH - base.chains.meanInterruptionH},
          {QStringLiteral("chain_overlap_h"), r.chains.meanOverlapH - base.chains.meanOverlapH}};
}

} // namespace

whatif::BaseLoader baseLoader(Database *db, EpochSeconds now)
{
  return [db, now](const whatif::ScenarioBase &base) { return loadWorkload(base, db, now); };
}

QJsonObject WhatIfComparison::json() const
{
  QJsonArray items, deltas;
  for (const whatif::WhatIfResult &r : results) {
    items.append(r.toJson());
    deltas.append(delta(r, results.front()));
  }
  return {{QStringLiteral("results"), items}, {QStringLiteral("deltas_vs_first"), deltas}};
}

Result<WhatIfComparison> compareScenarios(const QList<whatif::Scenario> &scenarios, const whatif::BaseLoader &load,
                                          const WhatIfProgress &progress)
{
  auto ran = whatif::runScenariosOnBases(scenarios, load, progress);
  if (!ran.ok())
    return failure(ran.error());
  return WhatIfComparison{std::move(ran).value()};
}

Result<whatif::SweepResult> sweepScenario(const whatif::Scenario &scenario, const QString &parameter,
                                          const QList<double> &values, const whatif::BaseLoader &load,
                                          const WhatIfProgress &progress)
{
  const auto base = load(scenario.base);
  if (!base.ok())
    return failure(base.error());
  return whatif::runSweep(base.value(), scenario, parameter, values, progress);
}

QStringList scenarioFailures(const std::vector<whatif::WhatIfResult> &results, const QStringList &labels)
{
  QStringList failed;
  for (std::size_t i = 0; i < results.size(); ++i)
    if (!results[i].error.isEmpty())
      failed << QStringLiteral("%1: %2").arg(labels.value(qsizetype(i)), results[i].error);
  return failed;
}

Result<void> keepScenarioResults(Database &db, const QList<whatif::Scenario> &scenarios, const QList<qint64> &storedIds,
                                 const std::vector<whatif::WhatIfResult> &results)
{
  for (qsizetype i = 0; i < scenarios.size() && std::size_t(i) < results.size(); ++i) {
    auto id = storedIds.isEmpty() ? saveScenario(db, scenarios[i]) : Result<qint64>(storedIds[i]);
    if (!id.ok())
      return failure(id.error());
    if (const auto kept = saveScenarioResults(db, id.value(), results[std::size_t(i)].toJson()); !kept.ok())
      return kept;
  }
  return {};
}

} // namespace mirage::services
