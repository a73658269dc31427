#pragma once
// Writing a report, as `mirage-cli report` and the Reports workspace do: the faces gather what the
// report shows (a stored chain and its links, what-if results, a forecast's queue) into a
// ReportRequest; writeReportFile plans, builds the document and writes it in the format asked.
// It touches no store: read the chain with chainForReport on the store's thread, then call this
// on a worker.
#include "core/result.h"
#include "forecast/forecaster.h"
#include "forecast/forecaster_factory.h"
#include "forecast/interruption_risk.h"
#include "policy/chain_journal.h"
#include "report/report_writers.h"
#include "whatif/whatif_run.h"

#include <QJsonObject>
#include <QTimeZone>

#include <memory>
#include <optional>

namespace mirage {
class Database;
}

namespace mirage::services {

enum class ReportKind { Schedule, WhatIf, Forecast, Policies };

// A stored chain and its links, as a schedule report plans them.
struct ChainForReport {
  StoredChain chain;
  QList<ChainLink> links;
};

struct ReportRequest {
  ReportKind kind = ReportKind::Schedule;
  report::ReportFormat format = report::ReportFormat::Pdf; // Ics only for schedules
  QString path;
  QTimeZone zone = QTimeZone::systemTimeZone(); // the times the report shows
  EpochSeconds now = 0;                         // a schedule without a snapshot plans from here
  // The queue (schedule: optional, forecast: required) and the forecaster that reads it.
  std::optional<ClusterSnapshot> snapshot;
  std::shared_ptr<const Forecaster> forecaster;
  // Schedule.
  std::optional<ChainForReport> chain;
  RiskOptions risk; // its interruption weight is the chain's own unless `interruptionWeight` says
  std::optional<double> interruptionWeight;
  int reminderMinutes = 30; // iCalendar
  // What-if: results[i] of scenarios[i], the first the base.
  QList<whatif::Scenario> scenarios;
  std::vector<whatif::WhatIfResult> results;
  // Forecast.
  JobRequest request;
  // Policies: an evaluation's JSON (services::evaluatePolicies).
  QJsonObject policies;
  // Every other method this context allows is shown beside `forecaster`'s (none: that one only).
  std::optional<ForecastContext> context;
};

// The chain named `name` and its links; an error names the store and the chains it has.
Result<ChainForReport> chainForReport(Database &db, const QString &name);
// Stored scenarios by name with their stored results; an error names a scenario not run yet.
Result<std::pair<QList<whatif::Scenario>, std::vector<whatif::WhatIfResult>>>
storedScenarioResults(Database &db, const QStringList &names);

// Writes the report and returns its title; an error says what is missing or why the file could
// not be written (nothing is left half-written).
Result<QString> writeReportFile(const ReportRequest &request);

} // namespace mirage::services
