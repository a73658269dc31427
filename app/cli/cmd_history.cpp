// mirage-cli clusters / jobs: what the store holds.
#include "cli/cli_options.h"
#include "store/database.h"
#include "store/history_store.h"

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
  if (const auto e = db.open(path); !e.ok()) {
    ctx.err << "mirage-cli " << command << ": " << e.error() << Qt::endl;
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
  QJsonArray all;
  for (const StoredCluster &c : storedClusters(db))
    all.append(QJsonObject{{QStringLiteral("name"), c.name},
                           {QStringLiteral("source"), c.source},
                           {QStringLiteral("time_zone"), c.timeZone},
                           {QStringLiteral("jobs"), c.jobs},
                           {QStringLiteral("first_submit"), c.firstSubmit < 0 ? QString() : isoUtc(c.firstSubmit)},
                           {QStringLiteral("last_submit"), c.lastSubmit < 0 ? QString() : isoUtc(c.lastSubmit)}});
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

struct JobsFlags {
  const QCommandLineOption cluster{QStringLiteral("cluster"), CliTr::tr("The cluster (see `mirage-cli clusters`)."),
                                   CliTr::tr("name")};
  const QCommandLineOption since{QStringLiteral("since"), CliTr::tr("Only jobs submitted at or after this time (UTC)."),
                                 CliTr::tr("time")};
  const QCommandLineOption state{QStringLiteral("state"), CliTr::tr("Only jobs in this state (COMPLETED, TIMEOUT, …)."),
                                 CliTr::tr("state")};
  const QCommandLineOption limit{QStringLiteral("limit"), CliTr::tr("At most this many jobs (default 100, 0: all)."),
                                 CliTr::tr("n"), QStringLiteral("100")};
  const QCommandLineOption json{QStringLiteral("json"), CliTr::tr("Print one JSON object.")};
};

// The query the options describe; an error names the option.
Result<StoredJobQuery> jobQueryFromOptions(const QCommandLineParser &parser, const JobsFlags &f)
{
  StoredJobQuery query;
  query.since = std::numeric_limits<qint64>::min();
  if (parser.isSet(f.since)) {
    const auto t = parseTimeArgument(parser.value(f.since));
    if (!t)
      return failure(notATimeError(QStringLiteral("since"), parser.value(f.since)));
    query.since = *t;
  }
  static const QStringList kStates{
      QStringLiteral("BOOT_FAIL"),     QStringLiteral("CANCELLED"), QStringLiteral("COMPLETED"),
      QStringLiteral("DEADLINE"),      QStringLiteral("FAILED"),    QStringLiteral("NODE_FAIL"),
      QStringLiteral("OUT_OF_MEMORY"), QStringLiteral("PENDING"),   QStringLiteral("PREEMPTED"),
      QStringLiteral("RUNNING"),       QStringLiteral("SUSPENDED"), QStringLiteral("TIMEOUT")};
  if (parser.isSet(f.state) && !kStates.contains(parser.value(f.state).toUpper()))
    return failure(
        CliTr::tr("unknown --state '%1' (%2)").arg(parser.value(f.state), kStates.join(QStringLiteral(", "))));
  query.state = parser.isSet(f.state) ? parser.value(f.state).toUpper() : QString();
  bool limitOk = false;
  query.limit = parser.value(f.limit).toLongLong(&limitOk);
  if (!limitOk || query.limit < 0)
    return failure(CliTr::tr("--limit must be a whole number ≥ 0"));
  return query;
}

QJsonObject jobsJson(const QString &cluster, const StoredJobPage &page)
{
  const auto time = [](qint64 t) { return t < 0 ? QJsonValue() : QJsonValue(isoUtc(t)); };
  const auto number = [](qint64 n) { return n < 0 ? QJsonValue() : QJsonValue(n); };
  QJsonArray jobs;
  for (const TraceJob &j : page.jobs)
    jobs.append(QJsonObject{{QStringLiteral("job_id"), j.jobId},
                            {QStringLiteral("name"), j.name},
                            {QStringLiteral("user"), j.user},
                            {QStringLiteral("partition"), j.partition},
                            {QStringLiteral("state"), j.state},
                            {QStringLiteral("submit"), isoUtc(j.submit)},
                            {QStringLiteral("start"), time(j.start)},
                            {QStringLiteral("end"), time(j.end)},
                            {QStringLiteral("time_limit_s"), number(j.timeLimit)},
                            {QStringLiteral("nodes"), number(j.nodes)},
                            {QStringLiteral("gpus"), number(j.gpus)}});
  return QJsonObject{
      {QStringLiteral("cluster"), cluster}, {QStringLiteral("jobs"), jobs}, {QStringLiteral("truncated"), page.more}};
}

void printJobs(CliContext &ctx, const StoredJobPage &page, qint64 limit)
{
  const auto row = [&](const QString &id, const QString &submit, const QString &start, const QString &st,
                       const QString &user, const QString &partition, const QString &nodes, const QString &gpus,
                       const QString &name) {
    ctx.out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8 %9\n")
                   .arg(id, -10)
                   .arg(submit, -20)
                   .arg(start, -20)
                   .arg(st, -10)
                   .arg(user, -10)
                   .arg(partition, -10)
                   .arg(nodes, 5)
                   .arg(gpus, 4)
                   .arg(name);
  };
  row(CliTr::tr("JOBID"), CliTr::tr("SUBMIT (UTC)"), CliTr::tr("START (UTC)"), CliTr::tr("STATE"), CliTr::tr("USER"),
      CliTr::tr("PARTITION"), CliTr::tr("NODES"), CliTr::tr("GPUS"), CliTr::tr("NAME"));
  const auto text = [](qint64 n) { return n < 0 ? QStringLiteral("-") : QString::number(n); };
  for (const TraceJob &j : page.jobs)
    row(j.jobId, isoUtc(j.submit), j.start < 0 ? QStringLiteral("-") : isoUtc(j.start), j.state, j.user, j.partition,
        text(j.nodes), text(j.gpus), j.name);
  if (page.more)
    ctx.out << CliTr::tr("(the first %1 jobs; --limit N for more, --limit 0 for all)").arg(limit) << '\n';
  ctx.out.flush();
}

int runJobs(CliContext &ctx)
{
  QCommandLineParser parser;
  parser.setApplicationDescription(CliTr::tr("List the stored jobs of a cluster, oldest submission first."));
  const JobsFlags flags;
  parser.addOptions({flags.cluster, flags.since, flags.state, flags.limit, databaseOption(), flags.json});
  if (const int rc = parseCommandLine(parser, QStringLiteral("jobs"), ctx); rc >= 0)
    return rc;
  const auto fail = [&](const QString &m, ExitCode code) {
    ctx.err << "mirage-cli jobs: " << m << Qt::endl;
    return int(code);
  };
  if (!parser.isSet(flags.cluster))
    return fail(CliTr::tr("--cluster is required"), Usage);
  const auto query = jobQueryFromOptions(parser, flags);
  if (!query.ok())
    return fail(query.error(), Usage);
  Database db;
  if (const int rc = openStore(parser, db, QStringLiteral("jobs"), ctx); rc >= 0)
    return rc;
  const auto page = storedJobPage(db, parser.value(flags.cluster), *query);
  if (!page.ok())
    return fail(page.error(), Failure);
  if (parser.isSet(flags.json))
    ctx.out << QJsonDocument(jobsJson(parser.value(flags.cluster), *page)).toJson(QJsonDocument::Compact) << Qt::endl;
  else
    printJobs(ctx, *page, query->limit);
  return Success;
}

const RegisterCommand regClusters({QStringLiteral("clusters"),
                                   [] { return CliTr::tr("The clusters in the store and their job history"); },
                                   &runClusters});
const RegisterCommand regJobs({QStringLiteral("jobs"), [] { return CliTr::tr("The stored jobs of a cluster"); },
                               &runJobs});

} // namespace
} // namespace mirage::cli
