#include "services/report_writing.h"
#include "core/core_tr.h"
#include "report/chain_schedule.h"
#include "report/ics_writer.h"
#include "report/policies_report.h"
#include "report/report_builders.h"
#include "store/chain_store.h"
#include "store/scenario_store.h"

namespace mirage::services {
namespace {

Result<report::ReportDocument> documentFor(const ReportRequest &r)
{
  switch (r.kind) {
  case ReportKind::WhatIf:
    if (r.results.empty())
      return failure(CoreTr::tr("Run the scenarios first: there is nothing to report."));
    return report::whatIfReport(r.scenarios, r.results, r.zone);
  case ReportKind::Forecast: {
    if (!r.snapshot || !r.forecaster)
      return failure(CoreTr::tr("Open a cluster first: a forecast needs its queue."));
    const auto wait = r.forecaster->forecast(*r.snapshot, r.request, r.snapshot->time);
    if (!wait.ok())
      return failure(wait.error());
    std::vector<WaitForecast> forecasts{wait.value()};
    QStringList unavailable;
    if (r.context)
      for (const QString &method : forecastMethods()) {
        if (method == r.forecaster->method())
          continue;
        const auto other = makeForecaster(method, *r.context);
        const auto w = other.ok() ? other.value()->forecast(*r.snapshot, r.request, r.snapshot->time)
                                  : Result<WaitForecast>(failure(other.error()));
        if (w.ok())
          forecasts.push_back(w.value());
        else
          unavailable << CoreTr::tr("%1: %2").arg(method, w.error());
      }
    return report::forecastReport(*r.snapshot, r.snapshot->cluster, r.request, forecasts, r.zone, unavailable,
                                  r.context ? r.context->validationScores : std::map<QString, QJsonObject>{});
  }
  case ReportKind::Policies:
    if (r.policies.isEmpty())
      return failure(CoreTr::tr("Evaluate the policies first: there is nothing to report."));
    return report::policiesReport(r.policies, r.zone);
  case ReportKind::Schedule:
    break;
  }
  return failure(QStringLiteral("a schedule is planned, not built here"));
}

Result<void> writeDocument(const report::ReportDocument &document, report::ReportFormat format, const QString &path)
{
  switch (format) {
  case report::ReportFormat::Pdf:
    return report::writePdf(document, path);
  case report::ReportFormat::Html:
    return report::writeHtml(document, path);
  case report::ReportFormat::Csv:
    return report::writeCsv(document, path);
  case report::ReportFormat::Ics:
    break;
  }
  return failure(CoreTr::tr("iCalendar is for schedules"));
}

} // namespace

Result<ChainForReport> chainForReport(Database &db, const QString &name)
{
  auto chain = loadChain(db, name);
  if (!chain.ok())
    return failure(chain.error());
  ChainForReport out{std::move(chain).value(), {}};
  out.links = chainLinks(db, out.chain.id);
  return out;
}

Result<std::pair<QList<whatif::Scenario>, std::vector<whatif::WhatIfResult>>>
storedScenarioResults(Database &db, const QStringList &names)
{
  std::pair<QList<whatif::Scenario>, std::vector<whatif::WhatIfResult>> out;
  for (const QString &name : names) {
    auto s = findScenario(db, name.trimmed());
    if (!s.ok())
      return failure(s.error());
    if (s.value().results.isEmpty())
      return failure(CoreTr::tr("scenario '%1' has not been run: mirage-cli whatif --stored '%1'").arg(name.trimmed()));
    out.first << s.value().scenario;
    out.second.push_back(whatif::WhatIfResult::fromJson(s.value().results));
  }
  return out;
}

Result<QString> writeReportFile(const ReportRequest &r)
{
  if (r.kind == ReportKind::Schedule) {
    if (!r.chain)
      return failure(CoreTr::tr("a schedule report needs a chain"));
    const ClusterSnapshot *snapshot = r.snapshot && r.forecaster ? &*r.snapshot : nullptr;
    RiskOptions risk = r.risk;
    risk.interruptionWeight = r.interruptionWeight.value_or(r.chain->chain.definition.interruptionWeight);
    const report::ChainSchedule schedule =
        report::planChainSchedule(r.chain->chain, r.chain->links, snapshot, snapshot ? r.forecaster.get() : nullptr,
                                  risk, snapshot ? snapshot->time : r.now);
    if (r.format == report::ReportFormat::Ics) {
      if (const auto written = report::writeIcs(schedule, r.path, r.reminderMinutes); !written.ok())
        return failure(written.error());
      return r.chain->chain.definition.name;
    }
    const report::ReportDocument document = report::scheduleReport(schedule, r.zone);
    if (const auto written = writeDocument(document, r.format, r.path); !written.ok())
      return failure(written.error());
    return document.title;
  }
  const auto document = documentFor(r);
  if (!document.ok())
    return failure(document.error());
  if (const auto written = writeDocument(document.value(), r.format, r.path); !written.ok())
    return failure(written.error());
  return document->title;
}

} // namespace mirage::services
