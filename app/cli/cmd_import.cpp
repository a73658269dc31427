// mirage-cli import FILE: stores a workload trace (SWF, sacct --parsable2, Mirage log, Eagle CSV)
// in the SQLite store, as one transaction.
#include "cli/cli_options.h"
#include "core/process_memory.h"
#include "store/database.h"
#include "store/trace_import.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <unistd.h>

namespace mirage::cli {
namespace {

void printImport(CliContext &ctx, const ImportResult &r, double seconds, const QString &db, bool json)
{
  if (json) {
    QJsonArray errors;
    for (const TraceIssue &i : r.issues)
      errors.append(QJsonObject{{QStringLiteral("line"), i.line}, {QStringLiteral("message"), i.message}});
    const QJsonObject o{{QStringLiteral("cluster"), r.cluster},
                        {QStringLiteral("format"), r.format},
                        {QStringLiteral("import_id"), r.importId},
                        {QStringLiteral("jobs"), r.jobs},
                        {QStringLiteral("duplicates"), r.duplicates},
                        {QStringLiteral("skipped"), r.skipped},
                        {QStringLiteral("errors"), errors},
                        {QStringLiteral("notes"), QJsonArray::fromStringList(r.notes)},
                        {QStringLiteral("first_submit"), isoUtc(r.firstSubmit)},
                        {QStringLiteral("last_submit"), isoUtc(r.lastSubmit)},
                        {QStringLiteral("seconds"), seconds},
                        {QStringLiteral("peak_rss_mb"), peakResidentMegabytes()},
                        {QStringLiteral("db"), db}};
    ctx.out << QJsonDocument(o).toJson(QJsonDocument::Compact) << Qt::endl;
    return;
  }
  ctx.out << CliTr::tr("Imported %1 jobs into cluster '%2' (%3 format) in %4 s; %5 already stored, %6 lines skipped.")
                 .arg(r.jobs)
                 .arg(r.cluster, r.format)
                 .arg(seconds, 0, 'f', 2)
                 .arg(r.duplicates)
                 .arg(r.skipped)
          << '\n'
          << CliTr::tr("Submissions from %1 to %2.").arg(isoUtc(r.firstSubmit), isoUtc(r.lastSubmit)) << '\n';
  for (qsizetype i = 0; i < std::min<qsizetype>(r.issues.size(), 10); ++i)
    ctx.out << CliTr::tr("  line %1: %2").arg(r.issues[i].line).arg(r.issues[i].message) << '\n';
  if (r.skipped > 10)
    ctx.out << CliTr::tr("  … and %1 more skipped lines (--json lists up to 1000)").arg(r.skipped - 10) << '\n';
  for (const QString &note : r.notes)
    ctx.out << CliTr::tr("Note: %1").arg(note) << '\n';
  ctx.out.flush();
}

struct ImportFlags {
  const QCommandLineOption format{QStringLiteral("format"),
                                  CliTr::tr("auto (default), swf, sacct, mirage-log, eagle-csv."), CliTr::tr("format"),
                                  QStringLiteral("auto")};
  const QCommandLineOption cluster{QStringLiteral("cluster"),
                                   CliTr::tr("The cluster's name (default: the file's name)."), CliTr::tr("name")};
  const QCommandLineOption zone = timeZoneOption(CliTr::tr("the file's times, and the cluster's"));
  const QCommandLineOption partition{
      QStringLiteral("partition"),
      CliTr::tr("The partition of jobs whose trace names none (SWF, Mirage log; default batch, as every command "
                "calls it)."),
      CliTr::tr("name"), QStringLiteral("batch")};
  const QCommandLineOption gpus{QStringLiteral("gpus-per-node"),
                                CliTr::tr("GPUs per node, for a trace without GPU counts (the LS6 log: 3): each such "
                                          "job then asks for nodes × this many."),
                                CliTr::tr("n")};
  const QCommandLineOption json{QStringLiteral("json"), CliTr::tr("Print one JSON object.")};
};

int runImport(CliContext &ctx)
{
  QCommandLineParser parser;
  parser.setApplicationDescription(CliTr::tr("Import a workload trace into the store: all of it or nothing."));
  parser.addPositionalArgument(QStringLiteral("file"), CliTr::tr("The trace, plain or gzip-compressed."));
  const ImportFlags flags;
  const auto &[format, cluster, zone, partition, gpus, json] = flags;
  parser.addOptions({format, cluster, zone, partition, gpus, databaseOption(), json});
  if (const int rc = parseCommandLine(parser, QStringLiteral("import"), ctx); rc >= 0)
    return rc;
  if (parser.positionalArguments().size() != 1) {
    ctx.err << CliTr::tr("mirage-cli import: give exactly one file") << Qt::endl;
    return Usage;
  }
  ImportOptions options;
  options.cluster = parser.value(cluster);
  const auto fmt = traceFormatFromId(parser.value(format));
  if (!fmt) {
    ctx.err << CliTr::tr("mirage-cli import: unknown format '%1' (auto, swf, sacct, mirage-log, eagle-csv)")
                   .arg(parser.value(format))
            << Qt::endl;
    return Usage;
  }
  options.trace.format = *fmt;
  options.trace.defaultPartition = parser.value(partition).trimmed();
  if (options.trace.defaultPartition.isEmpty()) {
    ctx.err << CliTr::tr("mirage-cli import: --partition needs a name") << Qt::endl;
    return Usage;
  }
  if (parser.isSet(gpus)) {
    const auto n = parseWholeArgument(parser.value(gpus), 1, 64);
    if (!n) {
      ctx.err << "mirage-cli import: "
              << notAWholeNumberError(QStringLiteral("gpus-per-node"), parser.value(gpus), 1, 64) << Qt::endl;
      return Usage;
    }
    options.trace.gpusPerNode = int(*n);
  }
  const auto fileZone = timeZoneValue(parser, zone);
  if (!fileZone.ok()) {
    ctx.err << "mirage-cli import: " << fileZone.error() << Qt::endl;
    return Usage;
  }
  options.trace.timeZone = fileZone.value();
  Database db;
  if (const auto e = db.open(databasePath(parser)); !e.ok()) {
    ctx.err << "mirage-cli import: " << e.error() << Qt::endl;
    return Failure;
  }
  const bool tty = isatty(STDERR_FILENO);
  int lastPercent = -1;
  QElapsedTimer timer;
  timer.start();
  const ImportResult r = importTrace(db, parser.positionalArguments().first(), options, [&](double done) {
    const int percent = int(done * 100);
    if (tty && percent != lastPercent) {
      ctx.err << "\r" << CliTr::tr("importing… %1%").arg(percent) << Qt::flush;
      lastPercent = percent;
    }
    return true;
  });
  if (tty)
    ctx.err << "\r\033[K" << Qt::flush;
  if (!r.error.isEmpty()) {
    ctx.err << "mirage-cli import: " << r.error;
    if (r.error.contains(QLatin1String("not a known trace format")))
      ctx.err << CliTr::tr("; give --format if it is one of them");
    ctx.err << Qt::endl;
    return Failure;
  }
  printImport(ctx, r, timer.elapsed() / 1000.0, db.path(), parser.isSet(json));
  return Success;
}

const RegisterCommand
    reg({QStringLiteral("import"),
         [] { return CliTr::tr("Import a trace (SWF, sacct, Mirage log, Eagle CSV) into the store"); }, &runImport});

} // namespace
} // namespace mirage::cli
