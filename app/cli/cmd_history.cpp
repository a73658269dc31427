// mirage-cli clusters / jobs: what the store holds.
#include "cli/cli_options.h"
#include "store/database.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace mirage::cli {
namespace {

// clusters and jobs only read: a store that is not there is an error, never created (a typo in
// --db would otherwise leave folders and an empty store behind).
int openStore(const QCommandLineParser &parser, Database &db, const QString &command, CliContext &ctx)
{
  const QString path = databasePath(parser);
  if (!QFileInfo::exists(path)) {
    ctx.err
        << "mirage-cli " << command << ": "
        << CliTr::tr("there is no store at %1 (import a trace first: mirage-cli import FILE, or give --db)").arg(path)
        << Qt::endl;
    return Failure;
  }
  if (const QString e = db.open(path); !e.isEmpty()) {
    ctx.err << "mirage-cli " << command << ": " << e << Qt::endl;
    return Failure;
  }
  return -1;
}

int runClusters(CliContext &ctx)
{
  QCommandLineParser parser;
  parser.setApplicationDescription(CliTr::tr("List the clusters in the store with their job history."));
  const QCommandLineOption json(QStringLiteral("json"), CliTr::tr("Print one JSON object."));
  parser.addOptions({databaseOption(), json});
  if (const int rc = parseCommandLine(parser, QStringLiteral("clusters"), ctx); rc >= 0)
    return rc;
  Database db;
  if (const int rc = openStore(parser, db, QStringLiteral("clusters"), ctx); rc >= 0)
    return rc;
  Statement s = db.prepare(
      QStringLiteral("SELECT c.name, c.source, c.time_zone, count(j.id), min(j.submit), max(j.submit) FROM clusters c "
                     "LEFT JOIN jobs j ON j.cluster_id = c.id GROUP BY c.id ORDER BY c.name"));
  QJsonArray all;
  while (s.step()) {
    all.append(QJsonObject{{QStringLiteral("name"), s.text(0)},
                           {QStringLiteral("source"), s.text(1)},
                           {QStringLiteral("time_zone"), s.text(2)},
                           {QStringLiteral("jobs"), s.int64(3)},
                           {QStringLiteral("first_submit"), s.isNull(4) ? QString() : isoUtc(s.int64(4))},
                           {QStringLiteral("last_submit"), s.isNull(5) ? QString() : isoUtc(s.int64(5))}});
  }
  if (parser.isSet(json)) {
    ctx.out << QJsonDocument(QJsonObject{{QStringLiteral("clusters"), all}}).toJson(QJsonDocument::Compact) << Qt::endl;
    return Success;
  }
  if (all.isEmpty())
    ctx.out << CliTr::tr("The store %1 holds no clusters yet: `mirage-cli import FILE` adds one.").arg(db.path())
            << '\n';
  for (const QJsonValue &v : std::as_const(all)) {
    const QJsonObject c = v.toObject();
    ctx.out << CliTr::tr("%1: %2 jobs submitted %3 … %4 (%5)")
                   .arg(c[QLatin1String("name")].toString())
                   .arg(c[QLatin1String("jobs")].toInteger())
                   .arg(c[QLatin1String("first_submit")].toString(), c[QLatin1String("last_submit")].toString(),
                        c[QLatin1String("source")].toString())
            << '\n';
  }
  ctx.out.flush();
  return Success;
}

int runJobs(CliContext &ctx)
{
  QCommandLineParser parser;
  parser.setApplicationDescription(CliTr::tr("List the stored jobs of a cluster, oldest submission first."));
  const QCommandLineOption cluster(QStringLiteral("cluster"), CliTr::tr("The cluster (see `mirage-cli clusters`)."),
                                   CliTr::tr("name"));
  const QCommandLineOption since(QStringLiteral("since"), CliTr::tr("Only jobs submitted at or after this time (UTC)."),
                                 CliTr::tr("time"));
  const QCommandLineOption state(QStringLiteral("state"), CliTr::tr("Only jobs in this state (COMPLETED, TIMEOUT, …)."),
                                 CliTr::tr("state"));
  const QCommandLineOption limit(QStringLiteral("limit"), CliTr::tr("At most this many jobs (default 100, 0: all)."),
                                 CliTr::tr("n"), QStringLiteral("100"));
  const QCommandLineOption json(QStringLiteral("json"), CliTr::tr("Print one JSON object."));
  parser.addOptions({cluster, since, state, limit, databaseOption(), json});
  if (const int rc = parseCommandLine(parser, QStringLiteral("jobs"), ctx); rc >= 0)
    return rc;
  if (!parser.isSet(cluster)) {
    ctx.err << CliTr::tr("mirage-cli jobs: --cluster is required") << Qt::endl;
    return Usage;
  }
  qint64 from = std::numeric_limits<qint64>::min();
  if (parser.isSet(since)) {
    const auto t = parseTimeArgument(parser.value(since));
    if (!t) {
      ctx.err << "mirage-cli jobs: " << notATimeError(QStringLiteral("since"), parser.value(since)) << Qt::endl;
      return Usage;
    }
    from = *t;
  }
  static const QStringList kStates{
      QStringLiteral("BOOT_FAIL"),     QStringLiteral("CANCELLED"), QStringLiteral("COMPLETED"),
      QStringLiteral("DEADLINE"),      QStringLiteral("FAILED"),    QStringLiteral("NODE_FAIL"),
      QStringLiteral("OUT_OF_MEMORY"), QStringLiteral("PENDING"),   QStringLiteral("PREEMPTED"),
      QStringLiteral("RUNNING"),       QStringLiteral("SUSPENDED"), QStringLiteral("TIMEOUT")};
  if (parser.isSet(state) && !kStates.contains(parser.value(state).toUpper())) {
    ctx.err << CliTr::tr("mirage-cli jobs: unknown --state '%1' (%2)")
                   .arg(parser.value(state), kStates.join(QStringLiteral(", ")))
            << Qt::endl;
    return Usage;
  }
  bool limitOk = false;
  const qint64 maxRows = parser.value(limit).toLongLong(&limitOk);
  if (!limitOk || maxRows < 0) {
    ctx.err << CliTr::tr("mirage-cli jobs: --limit must be a whole number ≥ 0") << Qt::endl;
    return Usage;
  }
  Database db;
  if (const int rc = openStore(parser, db, QStringLiteral("jobs"), ctx); rc >= 0)
    return rc;
  Statement find = db.prepare(QStringLiteral("SELECT id FROM clusters WHERE name = ?"));
  find.bind(1, parser.value(cluster));
  if (!find.step()) {
    ctx.err << CliTr::tr("mirage-cli jobs: no cluster '%1' in %2").arg(parser.value(cluster), db.path()) << Qt::endl;
    return Failure;
  }
  Statement s = db.prepare(QStringLiteral(
      "SELECT job_id, name, user, partition, state, submit, start, end, time_limit, nodes, gpus FROM jobs "
      "WHERE cluster_id = ? AND submit >= ? AND (? IS NULL OR state = ?) ORDER BY submit, id LIMIT ?"));
  s.bind(1, find.int64(0)).bind(2, from);
  const QString wantedState = parser.isSet(state) ? parser.value(state).toUpper() : QString();
  s.bind(3, wantedState).bind(4, wantedState).bind(5, maxRows == 0 ? std::numeric_limits<qint64>::max() : maxRows);
  QJsonArray jobs;
  while (s.step()) {
    const auto opt = [&](int c) { return s.isNull(c) ? QJsonValue() : QJsonValue(s.int64(c)); };
    jobs.append(QJsonObject{{QStringLiteral("job_id"), s.text(0)},
                            {QStringLiteral("name"), s.text(1)},
                            {QStringLiteral("user"), s.text(2)},
                            {QStringLiteral("partition"), s.text(3)},
                            {QStringLiteral("state"), s.text(4)},
                            {QStringLiteral("submit"), isoUtc(s.int64(5))},
                            {QStringLiteral("start"), s.isNull(6) ? QJsonValue() : QJsonValue(isoUtc(s.int64(6)))},
                            {QStringLiteral("end"), s.isNull(7) ? QJsonValue() : QJsonValue(isoUtc(s.int64(7)))},
                            {QStringLiteral("time_limit_s"), opt(8)},
                            {QStringLiteral("nodes"), opt(9)},
                            {QStringLiteral("gpus"), opt(10)}});
  }
  if (parser.isSet(json)) {
    ctx.out << QJsonDocument(
                   QJsonObject{{QStringLiteral("cluster"), parser.value(cluster)}, {QStringLiteral("jobs"), jobs}})
                   .toJson(QJsonDocument::Compact)
            << Qt::endl;
    return Success;
  }
  for (const QJsonValue &v : std::as_const(jobs)) {
    const QJsonObject j = v.toObject();
    ctx.out << QStringLiteral("%1 %2 %3 %4 %5 %6 nodes=%7\n")
                   .arg(j[QLatin1String("job_id")].toString(), -10)
                   .arg(j[QLatin1String("submit")].toString(), -21)
                   .arg(j[QLatin1String("start")].toString(), -21)
                   .arg(j[QLatin1String("state")].toString(), -10)
                   .arg(j[QLatin1String("user")].toString(), -10)
                   .arg(j[QLatin1String("name")].toString(), -12)
                   .arg(j[QLatin1String("nodes")].toInteger());
  }
  ctx.out.flush();
  return Success;
}

const RegisterCommand regClusters({QStringLiteral("clusters"),
                                   [] { return CliTr::tr("The clusters in the store and their job history"); },
                                   &runClusters});
const RegisterCommand regJobs({QStringLiteral("jobs"), [] { return CliTr::tr("The stored jobs of a cluster"); },
                               &runJobs});

} // namespace
} // namespace mirage::cli
