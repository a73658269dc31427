// mirage-cli forecast: the distribution of a job request's queue wait, by Monte-Carlo rollouts of
// the simulator from a cluster's snapshot (live, stored, or a snapshot file).
#include "cli/cli_options.h"
#include "core/demo_cluster.h"
#include "core/duration.h"
#include "core/snapshot_json.h"
#include "forecast/monte_carlo.h"
#include "slurm/snapshot_source.h"
#include "store/database.h"
#include "store/snapshot_store.h"

#include <QDateTime>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace mirage::cli {
namespace {

Result<ClusterSnapshot> snapshotFor(const QCommandLineParser &parser, const QCommandLineOption &source,
                                    const QCommandLineOption &sshConfig, const QCommandLineOption &cluster,
                                    const QCommandLineOption &file, const QCommandLineOption &demo)
{
  if (parser.isSet(demo))
    return loadDemoCluster(QDateTime::currentSecsSinceEpoch());
  if (parser.isSet(file)) {
    QFile f(parser.value(file));
    if (!f.open(QIODevice::ReadOnly))
      return Result<ClusterSnapshot>::failure(CliTr::tr("cannot read %1").arg(parser.value(file)));
    return parseSnapshotJson(f.readAll(), parser.value(file), QDateTime::currentSecsSinceEpoch());
  }
  if (parser.isSet(cluster)) {
    Database db;
    if (const QString e = db.open(databasePath(parser)); !e.isEmpty())
      return Result<ClusterSnapshot>::failure(e);
    return latestSnapshot(db, parser.value(cluster));
  }
  QString error;
  const std::unique_ptr<CommandRunner> runner = makeRunner(parser.value(source), parser.value(sshConfig), &error);
  if (!runner)
    return Result<ClusterSnapshot>::failure(error);
  return takeSnapshot(*runner, {});
}

int runForecast(CliContext &ctx)
{
  QCommandLineParser parser;
  parser.setApplicationDescription(
      CliTr::tr("Forecast how long a job would wait in the queue if submitted now (Monte-Carlo rollouts of the "
                "simulator from the cluster's state)."));
  const QCommandLineOption job(QStringLiteral("job"),
                               CliTr::tr("The request: partition=NAME,nodes=N,gpus=G (per node),time=LIMIT."),
                               CliTr::tr("spec"));
  const QCommandLineOption source(QStringLiteral("source"), CliTr::tr("local (default) or ssh://[user@]host[:port]."),
                                  CliTr::tr("source"), QStringLiteral("local"));
  const QCommandLineOption sshConfig(QStringLiteral("ssh-config"), CliTr::tr("An ssh_config file for ssh -F."),
                                     CliTr::tr("file"));
  const QCommandLineOption cluster(QStringLiteral("cluster"), CliTr::tr("Use the newest stored snapshot of a cluster."),
                                   CliTr::tr("name"));
  const QCommandLineOption file(QStringLiteral("snapshot"), CliTr::tr("Use a snapshot file (Mirage snapshot JSON)."),
                                CliTr::tr("file"));
  const QCommandLineOption demo(QStringLiteral("demo"), CliTr::tr("Use the built-in demo cluster."));
  const QCommandLineOption rollouts(QStringLiteral("rollouts"), CliTr::tr("Rollouts (default 200)."), CliTr::tr("n"),
                                    QStringLiteral("200"));
  const QCommandLineOption json(QStringLiteral("json"), CliTr::tr("Print one JSON object."));
  parser.addOptions({job, source, sshConfig, cluster, file, demo, rollouts, databaseOption(), json});
  if (const int rc = parseCommandLine(parser, QStringLiteral("forecast"), ctx); rc >= 0)
    return rc;
  const auto usage = [&](const QString &message) {
    ctx.err << "mirage-cli forecast: " << message << Qt::endl;
    return int(Usage);
  };
  if (!parser.isSet(job))
    return usage(CliTr::tr("--job is required"));
  const auto request = parseJobRequest(parser.value(job));
  if (!request.ok())
    return usage(request.error());
  bool ok = false;
  MonteCarloOptions options;
  options.rollouts = parser.value(rollouts).toInt(&ok);
  if (!ok || options.rollouts < 1)
    return usage(CliTr::tr("--rollouts must be a whole number ≥ 1"));
  // Until a runtime model is learned from the cluster's history: jobs run a tenth to all of their
  // limit, most of them well short of it.
  options.config.runtimeModel =
      std::make_shared<LimitRatioRuntimeModel>(std::vector<double>{0.05, 0.1, 0.2, 0.3, 0.5, 0.7, 0.9, 1.0, 1.0});

  const auto snapshot = snapshotFor(parser, source, sshConfig, cluster, file, demo);
  if (!snapshot.ok()) {
    ctx.err << "mirage-cli forecast: " << snapshot.error() << Qt::endl;
    return Failure;
  }
  const auto wait = monteCarloWait(*snapshot, *request, options);
  if (!wait.ok()) {
    ctx.err << "mirage-cli forecast: " << wait.error() << Qt::endl;
    return Failure;
  }
  const double p10 = wait->quantile(0.1), p50 = wait->quantile(0.5), p90 = wait->quantile(0.9);
  if (parser.isSet(json)) {
    QJsonArray cdf;
    for (double q = 0.05; q < 1.0; q += 0.05)
      cdf.append(QJsonObject{{QStringLiteral("q"), q}, {QStringLiteral("wait_s"), wait->quantile(q)}});
    ctx.out << QJsonDocument(QJsonObject{{QStringLiteral("cluster"), snapshot->cluster},
                                         {QStringLiteral("snapshot_time"), isoUtc(snapshot->time)},
                                         {QStringLiteral("job"), formatJobRequest(*request)},
                                         {QStringLiteral("method"), QStringLiteral("monte-carlo")},
                                         {QStringLiteral("rollouts"), options.rollouts},
                                         {QStringLiteral("p10_s"), p10},
                                         {QStringLiteral("p50_s"), p50},
                                         {QStringLiteral("p90_s"), p90},
                                         {QStringLiteral("quantiles"), cdf}})
                   .toJson(QJsonDocument::Compact)
            << Qt::endl;
    return Success;
  }
  ctx.out << CliTr::tr("%1 on %2 (snapshot of %3): wait P10 %4, P50 %5, P90 %6 (%7 rollouts)")
                 .arg(formatJobRequest(*request), snapshot->cluster, isoUtc(snapshot->time),
                      formatDurationShort(qint64(p10)), formatDurationShort(qint64(p50)),
                      formatDurationShort(qint64(p90)))
                 .arg(options.rollouts)
          << Qt::endl;
  return Success;
}

const RegisterCommand reg({QStringLiteral("forecast"),
                           [] { return CliTr::tr("Forecast the queue wait of a job request"); }, &runForecast});

} // namespace
} // namespace mirage::cli
