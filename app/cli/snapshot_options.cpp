#include "cli/snapshot_options.h"

#include "core/snapshot_json.h"
#include "forecast/job_history.h"
#include "services/demo_cluster.h"
#include "slurm/snapshot_source.h"
#include "store/database.h"
#include "store/forecast_model_store.h"
#include "store/snapshot_store.h"

#include <QFile>
#include <QFileInfo>

namespace mirage::cli {

SnapshotOptions::SnapshotOptions()
    : source(QStringLiteral("source"), CliTr::tr("local (default) or ssh://[user@]host[:port]."), CliTr::tr("source"),
             QStringLiteral("local")),
      sshConfig(QStringLiteral("ssh-config"), CliTr::tr("An ssh_config file for ssh -F."), CliTr::tr("file")),
      cluster(QStringLiteral("cluster"),
              CliTr::tr("Use the newest stored snapshot of a cluster (or, for an imported trace, the cluster as its "
                        "history shows it at its last submission)."),
              CliTr::tr("name")),
      at(QStringLiteral("at"), CliTr::tr("With --cluster: the cluster as its stored history shows it at this time."),
         CliTr::tr("time")),
      file(QStringLiteral("snapshot"), CliTr::tr("Use a snapshot file (Mirage snapshot JSON)."), CliTr::tr("file")),
      demo(QStringLiteral("demo"), CliTr::tr("Use the built-in demo cluster."))
{
}

Result<ClusterSnapshot> snapshotFor(const QCommandLineParser &parser, const SnapshotOptions &o)
{
  if (parser.isSet(o.at) && !parser.isSet(o.cluster))
    return Result<ClusterSnapshot>::failure(CliTr::tr("--at needs --cluster"));
  if (const auto conflict = conflictingOptions(parser, {&o.source, &o.cluster, &o.file, &o.demo}))
    return Result<ClusterSnapshot>::failure(*conflict);
  if (parser.isSet(o.demo))
    return loadDemoCluster(QDateTime::currentSecsSinceEpoch());
  if (parser.isSet(o.file)) {
    QFile f(parser.value(o.file));
    if (!f.open(QIODevice::ReadOnly))
      return Result<ClusterSnapshot>::failure(CliTr::tr("cannot read %1").arg(parser.value(o.file)));
    return parseSnapshotJson(f.readAll(), parser.value(o.file), QDateTime::currentSecsSinceEpoch());
  }
  if (parser.isSet(o.cluster)) {
    if (!QFileInfo::exists(databasePath(parser)))
      return Result<ClusterSnapshot>::failure(
          CliTr::tr("there is no store at %1 (import a trace first: mirage-cli import FILE, or give --db)")
              .arg(databasePath(parser)));
    Database db;
    if (const auto e = db.open(databasePath(parser)); !e.ok())
      return Result<ClusterSnapshot>::failure(e.error());
    const QString name = parser.value(o.cluster);
    if (parser.isSet(o.at)) {
      const auto at = parseTimeArgument(parser.value(o.at));
      if (!at)
        return Result<ClusterSnapshot>::failure(notATimeError(QStringLiteral("at"), parser.value(o.at)));
      return historySnapshot(db, name, *at);
    }
    auto latest = latestSnapshot(db, name);
    if (latest.ok())
      return latest;
    auto fromHistory = historySnapshot(db, name);
    return fromHistory.ok() ? fromHistory : latest;
  }
  const auto runner = makeRunner(parser.value(o.source), parser.value(o.sshConfig));
  if (!runner)
    return failure(runner.error());
  return takeSnapshot(**runner, {});
}

ForecastOptions::ForecastOptions()
    : method(QStringLiteral("method"),
             CliTr::tr("Forecast method (default: the cluster's best trained model, else monte-carlo): %1.")
                 .arg(forecastMethods().join(QStringLiteral(", "))),
             CliTr::tr("name")),
      rollouts(QStringLiteral("rollouts"), CliTr::tr("Monte-Carlo rollouts (default 200)."), CliTr::tr("n"),
               QStringLiteral("200"))
{
}

Result<ForecastSetup> forecastSetup(const QCommandLineParser &parser, const ForecastOptions &o, bool *usage)
{
  using R = Result<ForecastSetup>;
  *usage = true;
  const auto rollouts = parseWholeArgument(parser.value(o.rollouts), 1, 100000);
  if (!rollouts)
    return R::failure(notAWholeNumberError(QStringLiteral("rollouts"), parser.value(o.rollouts), 1, 100000));
  const int rolloutCount = int(*rollouts);
  if (parser.isSet(o.method) && !forecastMethods().contains(parser.value(o.method)))
    return R::failure(CliTr::tr("unknown method '%1' (known: %2)")
                          .arg(parser.value(o.method), forecastMethods().join(QStringLiteral(", "))));
  if (const auto conflict = conflictingOptions(parser, {&o.from.source, &o.from.cluster, &o.from.file, &o.from.demo}))
    return R::failure(*conflict);
  *usage = false;
  ForecastSetup setup;
  // The demo brings its own history (what the window stores on first open), so that the
  // historical methods work on it without a store.
  std::vector<TraceJob> demoHistory;
  if (parser.isSet(o.from.demo)) {
    DemoCluster demo = buildDemoCluster(QDateTime::currentSecsSinceEpoch());
    setup.snapshot = std::move(demo.current);
    demoHistory = std::move(demo.history);
  } else {
    auto snapshot = snapshotFor(parser, o.from);
    if (!snapshot.ok())
      return R::failure(snapshot.error());
    setup.snapshot = std::move(snapshot.value());
  }
  setup.context = forecastContextFor(parser, o.from, setup.snapshot.cluster);
  if (!setup.context.history && !demoHistory.empty())
    setup.context.history = std::make_shared<JobHistory>(demoHistory);
  setup.context.rollouts = rolloutCount;
  setup.method = parser.isSet(o.method) ? parser.value(o.method) : defaultForecastMethod(setup.context);
  auto forecaster = makeForecaster(setup.method, setup.context);
  if (!forecaster.ok())
    return R::failure(forecaster.error());
  setup.forecaster = forecaster.value();
  return setup;
}

bool isLiveSource(const QCommandLineParser &parser, const SnapshotOptions &o)
{
  return !parser.isSet(o.demo) && !parser.isSet(o.file) && !parser.isSet(o.cluster);
}

ForecastContext forecastContextFor(const QCommandLineParser &parser, const SnapshotOptions &o, const QString &cluster)
{
  ForecastContext context;
  Database db; // read only: a store that is not there is not created
  if (QFileInfo::exists(databasePath(parser)) && db.open(databasePath(parser)).ok())
    context = loadForecastContext(db, cluster);
  if (isLiveSource(parser, o))
    if (auto runner = makeRunner(parser.value(o.source), parser.value(o.sshConfig)))
      context.slurm = std::move(runner).value();
  return context;
}

} // namespace mirage::cli
