// mirage-cli report: a chain's submission schedule, a what-if comparison or a cluster forecast
// summary, as PDF, self-contained HTML, CSV or (schedules) iCalendar.
#include "cli/snapshot_options.h"
#include "services/report_writing.h"
#include "services/whatif_runs.h"
#include "store/database.h"

#include <QDateTime>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

namespace mirage::cli {
namespace {
using report::ReportFormat;
using report::reportFormatFromName;

struct ReportFlags {
  const QCommandLineOption kind{QStringLiteral("kind"), CliTr::tr("schedule, whatif or forecast."), CliTr::tr("kind")};
  const QCommandLineOption format{QStringLiteral("format"), CliTr::tr("pdf, html, csv or ics."), CliTr::tr("format")};
  const QCommandLineOption out{QStringLiteral("out"), CliTr::tr("The file to write."), CliTr::tr("file")};
  const QCommandLineOption chain{QStringLiteral("chain"), CliTr::tr("schedule: the stored chain."), CliTr::tr("name")};
  const QCommandLineOption weight = interruptionWeightOption(CliTr::tr("schedule"), true);
  const QCommandLineOption reminder{QStringLiteral("reminder"),
                                    CliTr::tr("ics: minutes of warning before each submission (default 30)."),
                                    CliTr::tr("minutes"), QStringLiteral("30")};
  const QCommandLineOption scenarios{QStringLiteral("scenarios"), CliTr::tr("whatif: a scenario file."),
                                     CliTr::tr("file")};
  const QCommandLineOption stored{QStringLiteral("stored"), CliTr::tr("whatif: stored scenarios (comma-separated)."),
                                  CliTr::tr("names")};
  const QCommandLineOption job{QStringLiteral("job"), CliTr::tr("forecast: the job request."), CliTr::tr("spec")};
  const QCommandLineOption zone = timeZoneOption(CliTr::tr("the times the report shows"));
  const QCommandLineOption json{QStringLiteral("json"),
                                CliTr::tr("Print one JSON object: the file written, its kind, format and size.")};
};

// One run of the command: its parsed line and store, and the request it fills for the service.
struct ReportCommand {
  CliContext &ctx;
  const QCommandLineParser &parser;
  const ReportFlags &flags;
  const ForecastOptions &forecastOptions;
  Database &db;
  const Result<void> opened;

  int fail(const QString &m, ExitCode code) const
  {
    ctx.err << "mirage-cli report: " << m << Qt::endl;
    return int(code);
  }
  // Each fills `request` for its kind; -1 to go on, else the exit code.
  int schedule(services::ReportRequest &request) const;
  int whatIf(services::ReportRequest &request) const;
  int forecast(services::ReportRequest &request) const;
};

int ReportCommand::schedule(services::ReportRequest &request) const
{
  request.kind = services::ReportKind::Schedule;
  if (!parser.isSet(flags.chain))
    return fail(CliTr::tr("--kind schedule needs --chain NAME"), Usage);
  if (!opened.ok())
    return fail(opened.error(), Failure);
  auto c = services::chainForReport(db, parser.value(flags.chain));
  if (!c.ok())
    return fail(c.error(), Failure);
  request.chain = std::move(c).value();
  if (parser.isSet(flags.weight)) { // else the chain's own
    const auto w = interruptionWeightValue(parser, flags.weight);
    if (!w.ok())
      return fail(w.error(), Usage);
    request.interruptionWeight = w.value();
  }
  bool ok = false;
  request.reminderMinutes = parser.value(flags.reminder).toInt(&ok);
  if (!ok || request.reminderMinutes < 0)
    return fail(CliTr::tr("--reminder must be a whole number of minutes ≥ 0"), Usage);
  // The queue's state only when one is named: a schedule without it plans links as their
  // predecessors end.
  const SnapshotOptions &from = forecastOptions.from;
  if (parser.isSet(from.source) || parser.isSet(from.cluster) || parser.isSet(from.file) || parser.isSet(from.demo)) {
    bool usage = false;
    auto s = forecastSetup(parser, forecastOptions, &usage);
    if (!s.ok())
      return fail(s.error(), usage ? Usage : Failure);
    request.snapshot = s->snapshot;
    request.forecaster = s->forecaster;
  }
  return -1;
}

int ReportCommand::whatIf(services::ReportRequest &request) const
{
  request.kind = services::ReportKind::WhatIf;
  if (parser.isSet(flags.stored)) {
    if (!opened.ok())
      return fail(opened.error(), Failure);
    auto read =
        services::storedScenarioResults(db, parser.value(flags.stored).split(QLatin1Char(','), Qt::SkipEmptyParts));
    if (!read.ok())
      return fail(read.error(), Failure);
    std::tie(request.scenarios, request.results) = std::move(read).value();
    return -1;
  }
  if (!parser.isSet(flags.scenarios))
    return fail(CliTr::tr("--kind whatif needs --scenarios FILE or --stored NAMES"), Usage);
  auto read = whatif::readScenarioFile(parser.value(flags.scenarios));
  if (!read.ok())
    return fail(read.error(), Failure);
  request.scenarios = read.value();
  auto ran =
      services::compareScenarios(request.scenarios, services::baseLoader(opened.ok() ? &db : nullptr, request.now));
  if (!ran.ok())
    return fail(ran.error(), Failure);
  request.results = std::move(ran).value().results;
  return -1;
}

int ReportCommand::forecast(services::ReportRequest &request) const
{
  request.kind = services::ReportKind::Forecast;
  if (!parser.isSet(flags.job))
    return fail(CliTr::tr("--kind forecast needs --job SPEC"), Usage);
  const auto jobRequest = parseJobRequest(parser.value(flags.job));
  if (!jobRequest.ok())
    return fail(jobRequest.error(), Usage);
  request.request = jobRequest.value();
  bool usage = false;
  const auto setup = forecastSetup(parser, forecastOptions, &usage);
  if (!setup.ok())
    return fail(setup.error(), usage ? Usage : Failure);
  request.snapshot = setup->snapshot;
  request.forecaster = setup->forecaster;
  request.context = setup->context; // every method the cluster allows, beside --method's
  return -1;
}

int runReport(CliContext &ctx)
{
  QCommandLineParser parser;
  parser.setApplicationDescription(
      CliTr::tr("Write a report: a chain's submission schedule (--chain), a what-if comparison (--scenarios or "
                "--stored) or a forecast summary (--job), as pdf, html, csv or ics (schedules)."));
  const ReportFlags flags;
  const ForecastOptions forecastOptions;
  parser.addOptions({flags.kind, flags.format, flags.out, flags.chain, flags.weight, flags.reminder, flags.scenarios,
                     flags.stored, flags.job, flags.zone, databaseOption(), flags.json});
  parser.addOptions(forecastOptions.all());
  if (const int rc = parseCommandLine(parser, QStringLiteral("report"), ctx); rc >= 0)
    return rc;
  const auto fail = [&](const QString &m, ExitCode code) {
    ctx.err << "mirage-cli report: " << m << Qt::endl;
    return int(code);
  };
  const QString kindName = parser.value(flags.kind);
  if (!QStringList{QStringLiteral("schedule"), QStringLiteral("whatif"), QStringLiteral("forecast")}.contains(kindName))
    return fail(CliTr::tr("--kind must be schedule, whatif or forecast"), Usage);
  const auto fmt = reportFormatFromName(parser.value(flags.format));
  if (!fmt.ok())
    return fail(CliTr::tr("--format: %1").arg(fmt.error()), Usage);
  if (!parser.isSet(flags.out))
    return fail(CliTr::tr("--out FILE is required"), Usage);
  if (fmt.value() == ReportFormat::Ics && kindName != QLatin1String("schedule"))
    return fail(CliTr::tr("--format ics is for schedules"), Usage);
  const auto shownZone = timeZoneValue(parser, flags.zone);
  if (!shownZone.ok())
    return fail(shownZone.error(), Usage);
  services::ReportRequest request;
  request.format = fmt.value();
  request.path = parser.value(flags.out);
  request.zone = shownZone.value();
  request.now = QDateTime::currentSecsSinceEpoch();
  Database db;
  const ReportCommand c{ctx, parser, flags, forecastOptions, db, db.open(databasePath(parser))};
  const int rc = kindName == QLatin1String("schedule") ? c.schedule(request)
                 : kindName == QLatin1String("whatif") ? c.whatIf(request)
                                                       : c.forecast(request);
  if (rc >= 0)
    return rc;
  const auto written = services::writeReportFile(request);
  if (!written.ok())
    return fail(written.error(), Failure);
  const QFileInfo file(request.path);
  if (parser.isSet(flags.json))
    ctx.out << QJsonDocument(QJsonObject{{QStringLiteral("out"), file.absoluteFilePath()},
                                         {QStringLiteral("kind"), kindName},
                                         {QStringLiteral("format"), parser.value(flags.format)},
                                         {QStringLiteral("title"), written.value()},
                                         {QStringLiteral("bytes"), file.size()}})
                   .toJson(QJsonDocument::Compact)
            << Qt::endl;
  else
    ctx.out << CliTr::tr("Wrote %1").arg(request.path) << Qt::endl;
  return Success;
}

const RegisterCommand registered(
    {QStringLiteral("report"),
     [] { return CliTr::tr("Write a schedule, what-if or forecast report (PDF, HTML, CSV, iCalendar)"); }, &runReport});

} // namespace
} // namespace mirage::cli
