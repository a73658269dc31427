#include "cli/snapshot_options.h"

#include <QDateTime>

namespace mirage::cli {

SnapshotOptions::SnapshotOptions()
    : source(QStringLiteral("source"), CliTr::tr("local (default) or ssh://[user@]host[:port]."), CliTr::tr("source"),
             QStringLiteral("local")),
      sshConfig(QStringLiteral("ssh-config"), CliTr::tr("An ssh_config file for ssh -F."), CliTr::tr("file")),
      cluster(QStringLiteral("cluster"),
              CliTr::tr("Use the newest stored snapshot of a cluster (or, for an imported trace, the cluster as its "
                        "history shows it at its last submission)."),
              CliTr::tr("name")),
      at(QStringLiteral("at"),
         CliTr::tr("With --cluster: the cluster as its stored history shows it at this time; with --demo: "
                   "the demo cluster as it is then."),
         CliTr::tr("time")),
      file(QStringLiteral("snapshot"), CliTr::tr("Use a snapshot file (Mirage snapshot JSON)."), CliTr::tr("file")),
      demo(QStringLiteral("demo"), CliTr::tr("Use the built-in demo cluster."))
{
}

Result<services::ClusterStateRequest> clusterStateRequest(const QCommandLineParser &parser, const SnapshotOptions &o)
{
  using From = services::ClusterStateRequest::From;
  if (parser.isSet(o.at) && !parser.isSet(o.cluster) && !parser.isSet(o.demo))
    return failure(CliTr::tr("--at needs --cluster or --demo"));
  if (const auto conflict = conflictingOptions(parser, {&o.source, &o.cluster, &o.file, &o.demo}))
    return failure(*conflict);
  services::ClusterStateRequest request;
  request.databasePath = databasePath(parser);
  request.now = QDateTime::currentSecsSinceEpoch();
  std::optional<EpochSeconds> at;
  if (parser.isSet(o.at) && !(at = parseTimeArgument(parser.value(o.at))))
    return failure(notATimeError(QStringLiteral("at"), parser.value(o.at)));
  if (parser.isSet(o.demo)) {
    request.from = From::Demo;
    if (at) // the demo as it is at that time: the same queue every time
      request.now = *at;
  } else if (parser.isSet(o.file)) {
    request.from = From::File;
    request.file = parser.value(o.file);
  } else if (parser.isSet(o.cluster)) {
    request.from = From::Stored;
    request.cluster = parser.value(o.cluster);
    request.at = at;
  } else {
    request.from = From::Live;
    request.source = parser.value(o.source);
    request.sshConfig = parser.value(o.sshConfig);
  }
  return request;
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
  if (parser.isSet(o.method) && !forecastMethods().contains(parser.value(o.method)))
    return R::failure(CliTr::tr("unknown method '%1' (known: %2)")
                          .arg(parser.value(o.method), forecastMethods().join(QStringLiteral(", "))));
  const auto request = clusterStateRequest(parser, o.from);
  if (!request.ok())
    return R::failure(request.error());
  services::ClusterStateRequest stateRequest = request.value();
  stateRequest.rollouts = int(*rollouts);
  *usage = false;
  auto state = services::loadClusterState(stateRequest);
  if (!state.ok())
    return R::failure(state.error());
  ForecastSetup setup{std::move(state->snapshot), std::move(state->context), {}, {}};
  setup.method = parser.isSet(o.method) ? parser.value(o.method) : defaultForecastMethod(setup.context);
  auto forecaster = makeForecaster(setup.method, setup.context);
  if (!forecaster.ok())
    return R::failure(forecaster.error());
  setup.forecaster = forecaster.value();
  return setup;
}

} // namespace mirage::cli
