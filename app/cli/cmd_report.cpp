// mirage-cli report: a chain's submission schedule, a what-if comparison or a cluster forecast
// summary, as PDF, self-contained HTML, CSV or (schedules) iCalendar.
#include "cli/snapshot_options.h"
#include "report/ics_writer.h"
#include "report/report_builders.h"
#include "report/report_writers.h"
#include "services/workload_loader.h"
#include "store/chain_store.h"
#include "store/database.h"
#include "store/scenario_store.h"

#include <QDateTime>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

namespace mirage::cli {
namespace {
using namespace mirage::report;

int runReport(CliContext &ctx)
{
  QCommandLineParser parser;
  parser.setApplicationDescription(
      CliTr::tr("Write a report: a chain's submission schedule (--chain), a what-if comparison (--scenarios or "
                "--stored) or a forecast summary (--job), as pdf, html, csv or ics (schedules)."));
  const QCommandLineOption kind(QStringLiteral("kind"), CliTr::tr("schedule, whatif or forecast."), CliTr::tr("kind"));
  const QCommandLineOption format(QStringLiteral("format"), CliTr::tr("pdf, html, csv or ics."), CliTr::tr("format"));
  const QCommandLineOption out(QStringLiteral("out"), CliTr::tr("The file to write."), CliTr::tr("file"));
  const QCommandLineOption chain(QStringLiteral("chain"), CliTr::tr("schedule: the stored chain."), CliTr::tr("name"));
  const QCommandLineOption weight(QStringLiteral("weight"),
                                  CliTr::tr("schedule: weight of interruption against overlap, 0…1 (default 0.5)."),
                                  CliTr::tr("w"), QStringLiteral("0.5"));
  const QCommandLineOption reminder(QStringLiteral("reminder"),
                                    CliTr::tr("ics: minutes of warning before each submission (default 30)."),
                                    CliTr::tr("minutes"), QStringLiteral("30"));
  const QCommandLineOption scenarios(QStringLiteral("scenarios"), CliTr::tr("whatif: a scenario file."),
                                     CliTr::tr("file"));
  const QCommandLineOption stored(QStringLiteral("stored"), CliTr::tr("whatif: stored scenarios (comma-separated)."),
                                  CliTr::tr("names"));
  const QCommandLineOption job(QStringLiteral("job"), CliTr::tr("forecast: the job request."), CliTr::tr("spec"));
  const QCommandLineOption zone = timeZoneOption(CliTr::tr("the times the report shows"));
  const QCommandLineOption json(QStringLiteral("json"),
                                CliTr::tr("Print one JSON object: the file written, its kind, format and size."));
  const ForecastOptions forecastOptions;
  parser.addOptions({kind, format, out, chain, weight, reminder, scenarios, stored, job, zone, databaseOption(), json});
  parser.addOptions(forecastOptions.all());
  if (const int rc = parseCommandLine(parser, QStringLiteral("report"), ctx); rc >= 0)
    return rc;
  const auto fail = [&](const QString &m, ExitCode code) {
    ctx.err << "mirage-cli report: " << m << Qt::endl;
    return int(code);
  };
  const QString kindName = parser.value(kind);
  if (!QStringList{QStringLiteral("schedule"), QStringLiteral("whatif"), QStringLiteral("forecast")}.contains(kindName))
    return fail(CliTr::tr("--kind must be schedule, whatif or forecast"), Usage);
  const auto fmt = reportFormatFromName(parser.value(format));
  if (!fmt.ok())
    return fail(CliTr::tr("--format: %1").arg(fmt.error()), Usage);
  if (!parser.isSet(out))
    return fail(CliTr::tr("--out FILE is required"), Usage);
  if (fmt.value() == ReportFormat::Ics && kindName != QLatin1String("schedule"))
    return fail(CliTr::tr("--format ics is for schedules"), Usage);
  const auto shownZone = timeZoneValue(parser, zone);
  if (!shownZone.ok())
    return fail(shownZone.error(), Usage);
  const QTimeZone shown = shownZone.value();
  const QString path = parser.value(out);
  const auto wrote = [&](const QString &title) {
    if (parser.isSet(json))
      ctx.out << QJsonDocument(QJsonObject{{QStringLiteral("out"), QFileInfo(path).absoluteFilePath()},
                                           {QStringLiteral("kind"), kindName},
                                           {QStringLiteral("format"), parser.value(format)},
                                           {QStringLiteral("title"), title},
                                           {QStringLiteral("bytes"), QFileInfo(path).size()}})
                     .toJson(QJsonDocument::Compact)
              << Qt::endl;
    else
      ctx.out << CliTr::tr("Wrote %1").arg(path) << Qt::endl;
    return int(Success);
  };
  Database db;
  const Result<void> opened = db.open(databasePath(parser));
  const EpochSeconds now = QDateTime::currentSecsSinceEpoch();
  ReportDocument document;
  if (kindName == QLatin1String("schedule")) {
    if (!parser.isSet(chain))
      return fail(CliTr::tr("--kind schedule needs --chain NAME"), Usage);
    if (!opened.ok())
      return fail(opened.error(), Failure);
    const auto c = loadChain(db, parser.value(chain));
    if (!c.ok())
      return fail(c.error(), Failure);
    bool ok = false;
    RiskOptions risk;
    const auto w = parseNumberArgument(parser.value(weight), 0, 1);
    if (!w)
      return fail(CliTr::tr("--weight must be a number from 0 to 1"), Usage);
    risk.weight = *w;
    const int reminderMinutes = parser.value(reminder).toInt(&ok);
    if (!ok || reminderMinutes < 0)
      return fail(CliTr::tr("--reminder must be a whole number of minutes ≥ 0"), Usage);
    // The queue's state only when one is named: a schedule without it plans links as their
    // predecessors end.
    const SnapshotOptions &from = forecastOptions.from;
    std::optional<ForecastSetup> setup;
    if (parser.isSet(from.source) || parser.isSet(from.cluster) || parser.isSet(from.file) || parser.isSet(from.demo)) {
      bool usage = false;
      auto s = forecastSetup(parser, forecastOptions, &usage);
      if (!s.ok())
        return fail(s.error(), usage ? Usage : Failure);
      setup = s.value();
    }
    const ChainSchedule schedule =
        planChainSchedule(c.value(), chainLinks(db, c.value().id), setup ? &setup->snapshot : nullptr,
                          setup ? setup->forecaster.get() : nullptr, risk, setup ? setup->snapshot.time : now);
    if (fmt.value() == ReportFormat::Ics) {
      if (const auto e = writeIcs(schedule, path, reminderMinutes); !e.ok())
        return fail(e.error(), Failure);
      return wrote(c.value().definition.name);
    }
    document = scheduleReport(schedule, shown);
  } else if (kindName == QLatin1String("whatif")) {
    QList<whatif::Scenario> list;
    std::vector<whatif::WhatIfResult> results;
    if (parser.isSet(stored)) {
      if (!opened.ok())
        return fail(opened.error(), Failure);
      for (const QString &name : parser.value(stored).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        auto s = findScenario(db, name.trimmed());
        if (!s.ok())
          return fail(s.error(), Failure);
        if (s.value().results.isEmpty())
          return fail(CliTr::tr("scenario '%1' has not been run: mirage-cli whatif --stored '%1'").arg(name), Failure);
        list << s.value().scenario;
        results.push_back(whatif::WhatIfResult::fromJson(s.value().results));
      }
    } else if (parser.isSet(scenarios)) {
      auto read = whatif::readScenarioFile(parser.value(scenarios));
      if (!read.ok())
        return fail(read.error(), Failure);
      list = read.value();
      Database *store = opened.ok() ? &db : nullptr;
      const auto ran = whatif::runScenariosOnBases(
          list, [&](const whatif::ScenarioBase &b) { return services::loadWorkload(b, store, now); });
      if (!ran.ok())
        return fail(ran.error(), Failure);
      results = ran.value();
    } else {
      return fail(CliTr::tr("--kind whatif needs --scenarios FILE or --stored NAMES"), Usage);
    }
    document = whatIfReport(list, results, shown);
  } else {
    if (!parser.isSet(job))
      return fail(CliTr::tr("--kind forecast needs --job SPEC"), Usage);
    const auto request = parseJobRequest(parser.value(job));
    if (!request.ok())
      return fail(request.error(), Usage);
    bool usage = false;
    const auto setup = forecastSetup(parser, forecastOptions, &usage);
    if (!setup.ok())
      return fail(setup.error(), usage ? Usage : Failure);
    const auto forecast =
        setup.value().forecaster->forecast(setup.value().snapshot, request.value(), setup.value().snapshot.time);
    if (!forecast.ok())
      return fail(forecast.error(), Failure);
    document = forecastReport(setup.value().snapshot, setup.value().snapshot.cluster, request.value(),
                              {forecast.value()}, shown);
  }
  Result<void> written;
  switch (fmt.value()) {
  case ReportFormat::Pdf:
    written = writePdf(document, path);
    break;
  case ReportFormat::Html:
    written = writeHtml(document, path);
    break;
  case ReportFormat::Csv:
    written = writeCsv(document, path);
    break;
  case ReportFormat::Ics:
    break;
  }
  if (!written.ok())
    return fail(written.error(), Failure);
  return wrote(document.title);
}

const RegisterCommand registered(
    {QStringLiteral("report"),
     [] { return CliTr::tr("Write a schedule, what-if or forecast report (PDF, HTML, CSV, iCalendar)"); }, &runReport});

} // namespace
} // namespace mirage::cli
