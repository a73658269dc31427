// mirage-cli forecast: the distribution of a job request's queue wait from a cluster's snapshot
// (live, stored, or a snapshot file), by any forecast method.
#include "cli/snapshot_options.h"
#include "core/duration.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace mirage::cli {
namespace {

int runForecast(CliContext &ctx)
{
  QCommandLineParser parser;
  parser.setApplicationDescription(
      CliTr::tr("Forecast how long a job would wait in the queue if submitted now, as a distribution (P10, P50, "
                "P90 and more quantiles), from the cluster's state."));
  const QCommandLineOption job(QStringLiteral("job"),
                               CliTr::tr("The request: partition=NAME,nodes=N,gpus=G (per node),time=LIMIT."),
                               CliTr::tr("spec"));
  const SnapshotOptions from;
  const QCommandLineOption method(QStringLiteral("method"),
                                  CliTr::tr("Forecast method (default: the cluster's trained xgboost model, else "
                                            "monte-carlo): %1.")
                                      .arg(forecastMethods().join(QStringLiteral(", "))),
                                  CliTr::tr("name"));
  const QCommandLineOption rollouts(QStringLiteral("rollouts"), CliTr::tr("Rollouts (default 200)."), CliTr::tr("n"),
                                    QStringLiteral("200"));
  const QCommandLineOption json(QStringLiteral("json"), CliTr::tr("Print one JSON object."));
  parser.addOptions({job, method, rollouts, databaseOption(), json});
  parser.addOptions(from.all());
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
  const int rolloutCount = parser.value(rollouts).toInt(&ok);
  if (!ok || rolloutCount < 1)
    return usage(CliTr::tr("--rollouts must be a whole number ≥ 1"));
  if (parser.isSet(method) && !forecastMethods().contains(parser.value(method)))
    return usage(CliTr::tr("unknown method '%1' (known: %2)")
                     .arg(parser.value(method), forecastMethods().join(QStringLiteral(", "))));
  const auto snapshot = snapshotFor(parser, from);
  if (!snapshot.ok()) {
    ctx.err << "mirage-cli forecast: " << snapshot.error() << Qt::endl;
    return Failure;
  }
  ForecastContext context = forecastContextFor(parser, from, snapshot->cluster);
  context.rollouts = rolloutCount;
  const QString methodName = parser.isSet(method) ? parser.value(method) : defaultForecastMethod(context);
  const auto forecaster = makeForecaster(methodName, context);
  if (!forecaster.ok()) {
    ctx.err << "mirage-cli forecast: " << forecaster.error() << Qt::endl;
    return Failure;
  }
  const auto wait = forecaster.value()->forecast(*snapshot, *request, snapshot->time);
  if (!wait.ok()) {
    ctx.err << "mirage-cli forecast: " << wait.error() << Qt::endl;
    return Failure;
  }
  const double p10 = wait->quantile(0.1), p50 = wait->quantile(0.5), p90 = wait->quantile(0.9);
  if (parser.isSet(json)) {
    QJsonArray cdf;
    for (std::size_t i = 0; i < wait->levels.size(); ++i)
      cdf.append(QJsonObject{{QStringLiteral("q"), wait->levels[i]}, {QStringLiteral("wait_s"), wait->seconds[i]}});
    QJsonObject o{{QStringLiteral("cluster"), snapshot->cluster},
                  {QStringLiteral("snapshot_time"), isoUtc(snapshot->time)},
                  {QStringLiteral("job"), formatJobRequest(*request)},
                  {QStringLiteral("method"), methodName},
                  {QStringLiteral("p10_s"), p10},
                  {QStringLiteral("p50_s"), p50},
                  {QStringLiteral("p90_s"), p90},
                  {QStringLiteral("quantiles"), cdf}};
    if (methodName == QLatin1String("monte-carlo"))
      o.insert(QStringLiteral("rollouts"), rolloutCount);
    if (methodName == QLatin1String("slurm-estimate"))
      o.insert(QStringLiteral("asked_slurm"), bool(context.slurm)); // sbatch --test-only, else the limit plan
    ctx.out << QJsonDocument(o).toJson(QJsonDocument::Compact) << Qt::endl;
    return Success;
  }
  ctx.out << CliTr::tr("%1 on %2 (snapshot of %3): wait P10 %4, P50 %5, P90 %6 (%7)")
                 .arg(formatJobRequest(*request), snapshot->cluster, isoUtc(snapshot->time),
                      formatDurationShort(qint64(p10)), formatDurationShort(qint64(p50)),
                      formatDurationShort(qint64(p90)), methodName)
          << Qt::endl;
  return Success;
}

const RegisterCommand reg({QStringLiteral("forecast"),
                           [] { return CliTr::tr("Forecast the queue wait of a job request"); }, &runForecast});

} // namespace
} // namespace mirage::cli
