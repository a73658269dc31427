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
  const ForecastOptions options;
  const QCommandLineOption json(QStringLiteral("json"), CliTr::tr("Print one JSON object."));
  parser.addOptions({job, databaseOption(), json});
  parser.addOptions(options.all());
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
  bool usageError = false;
  const auto setup = forecastSetup(parser, options, &usageError);
  if (!setup.ok()) {
    ctx.err << "mirage-cli forecast: " << setup.error() << Qt::endl;
    return usageError ? Usage : Failure;
  }
  const ClusterSnapshot *snapshot = &setup->snapshot;
  const ForecastContext &context = setup->context;
  const QString &methodName = setup->method;
  const auto wait = setup->forecaster->forecast(*snapshot, *request, snapshot->time);
  if (!wait.ok()) {
    ctx.err << "mirage-cli forecast: " << wait.error() << Qt::endl;
    return Failure;
  }
  const double p10 = wait->quantile(0.1), p50 = wait->quantile(0.5), p90 = wait->quantile(0.9);
  // The starts the cluster's adaptive calibration has learned from when it shifted this forecast.
  qint64 calibratedBy = 0;
  if (const auto state = context.calibration.find(methodName); state != context.calibration.end())
    if (state->second.observations() >= state->second.settings().minObservations)
      calibratedBy = state->second.observations();
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
      o.insert(QStringLiteral("rollouts"), context.rollouts);
    if (methodName == QLatin1String("slurm-estimate"))
      o.insert(QStringLiteral("asked_slurm"), bool(context.slurm)); // sbatch --test-only, else the limit plan
    o.insert(QStringLiteral("calibrated_by_starts"), calibratedBy);
    ctx.out << QJsonDocument(o).toJson(QJsonDocument::Compact) << Qt::endl;
    return Success;
  }
  ctx.out << CliTr::tr("%1 on %2 (snapshot of %3): wait P10 %4, P50 %5, P90 %6 (%7)")
                 .arg(formatJobRequest(*request), snapshot->cluster, isoUtc(snapshot->time),
                      formatDurationShort(qint64(p10)), formatDurationShort(qint64(p50)),
                      formatDurationShort(qint64(p90)), methodName)
          << Qt::endl;
  if (calibratedBy > 0)
    ctx.out << CliTr::tr("Calibrated by %1 starts seen on this cluster.").arg(calibratedBy) << Qt::endl;
  return Success;
}

const RegisterCommand reg({QStringLiteral("forecast"),
                           [] { return CliTr::tr("Forecast the queue wait of a job request"); }, &runForecast});

} // namespace
} // namespace mirage::cli
