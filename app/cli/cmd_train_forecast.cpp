// mirage-cli train-forecast: train every learned forecast method on a stored cluster's history,
// validated on its newest part, and keep the models in the store with their window and scores.
#include "cli/cli_options.h"
#include "forecast/forecast_training.h"
#include "services/forecaster_training.h"
#include "store/database.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace mirage::cli {
namespace {

struct TrainForecastFlags {
  const QCommandLineOption cluster{QStringLiteral("cluster"), CliTr::tr("The cluster (see `mirage-cli clusters`)."),
                                   CliTr::tr("name")};
  const QCommandLineOption since{QStringLiteral("since"),
                                 CliTr::tr("Start of the window (default: two days after the first stored start)."),
                                 CliTr::tr("time")};
  const QCommandLineOption until{QStringLiteral("until"), CliTr::tr("End of the window (default: the newest job)."),
                                 CliTr::tr("time")};
  const QCommandLineOption methods{QStringLiteral("methods"),
                                   CliTr::tr("Comma-separated learned methods (default: all): %1.")
                                       .arg(learnedForecastMethods().join(QStringLiteral(", "))),
                                   CliTr::tr("list")};
  const QCommandLineOption validation{QStringLiteral("validation-share"),
                                      CliTr::tr("Share of the window, at its end, held out for validation "
                                                "(default 0.2)."),
                                      CliTr::tr("share"), QStringLiteral("0.2")};
  const QCommandLineOption device{QStringLiteral("device"),
                                  CliTr::tr("Torch device: auto, cpu or cuda (default auto)."), CliTr::tr("device"),
                                  QStringLiteral("auto")};
  const QCommandLineOption json{QStringLiteral("json"), CliTr::tr("Print one JSON object.")};
};

void printTraining(CliContext &ctx, const services::ClusterTraining &t)
{
  ctx.out << CliTr::tr("%1: trained on %2 jobs submitted %3 … %4, validated from %5 (%6 s)")
                 .arg(t.cluster)
                 .arg(t.examples)
                 .arg(isoUtc(t.dataFrom), isoUtc(t.dataTo), isoUtc(t.validateFrom))
                 .arg(t.wallS, 0, 'f', 1)
          << Qt::endl;
  for (const QJsonValue &v : t.methods) {
    const QJsonObject o = v.toObject();
    if (o.contains(QLatin1String("error"))) {
      ctx.out << QStringLiteral("  %1 ").arg(o[QLatin1String("name")].toString(), -15)
              << o[QLatin1String("error")].toString() << Qt::endl;
      continue;
    }
    ctx.out << CliTr::tr("  %1 MAE(log wait) %2 (historical median %3), P10–P90 coverage %4, trained in %5 s")
                   .arg(o[QLatin1String("name")].toString(), -15)
                   .arg(o[QLatin1String("mae_log_wait")].toDouble(), 0, 'f', 3)
                   .arg(o[QLatin1String("hist_median_mae_log_wait")].toDouble(), 0, 'f', 3)
                   .arg(o[QLatin1String("coverage_p10_p90")].toDouble(), 0, 'f', 3)
                   .arg(o[QLatin1String("train_s")].toDouble(), 0, 'f', 1)
            << Qt::endl;
  }
}

int runTrainForecast(CliContext &ctx)
{
  QCommandLineParser parser;
  parser.setApplicationDescription(
      CliTr::tr("Train the learned forecast methods on a cluster's stored job history: each is validated on the "
                "newest part of the window (trained on what came before), then trained on the whole window and "
                "stored with its window and validation scores. Torch uses CUDA when available."));
  const TrainForecastFlags flags;
  const auto &[cluster, since, until, methods, validation, device, json] = flags;
  parser.addOptions({cluster, since, until, methods, validation, device, databaseOption(), json});
  if (const int rc = parseCommandLine(parser, QStringLiteral("train-forecast"), ctx); rc >= 0)
    return rc;
  const auto usage = [&](const QString &message) {
    ctx.err << "mirage-cli train-forecast: " << message << Qt::endl;
    return int(Usage);
  };
  const auto failure = [&](const QString &message) {
    ctx.err << "mirage-cli train-forecast: " << message << Qt::endl;
    return int(Failure);
  };
  if (!parser.isSet(cluster))
    return usage(CliTr::tr("--cluster is required"));
  ForecastTrainingOptions options;
  for (const auto &[option, target] : {std::pair{&since, &options.from}, std::pair{&until, &options.until}}) {
    if (!parser.isSet(*option))
      continue;
    const auto t = parseTimeArgument(parser.value(*option));
    if (!t)
      return usage(notATimeError(option->names().first(), parser.value(*option)));
    *target = *t;
  }
  if (parser.isSet(methods))
    for (const QString &m : parser.value(methods).split(QLatin1Char(','), Qt::SkipEmptyParts))
      options.methods << m.trimmed();
  for (const QString &m : std::as_const(options.methods))
    if (!isLearnedMethod(m))
      return usage(CliTr::tr("'%1' is not a learned method (learned: %2)")
                       .arg(m, learnedForecastMethods().join(QStringLiteral(", "))));
  const auto share = parseNumberArgument(parser.value(validation), 0.05, 0.5);
  if (!share)
    return usage(CliTr::tr("--validation-share must be between 0.05 and 0.5"));
  options.validationShare = *share;
  const QString deviceName = parser.value(device);
  if (deviceName != QLatin1String("auto") && deviceName != QLatin1String("cpu") && deviceName != QLatin1String("cuda"))
    return usage(CliTr::tr("--device must be auto, cpu or cuda"));
  options.learned.device = deviceName.toStdString();

  Database db;
  if (const auto e = db.open(databasePath(parser)); !e.ok())
    return failure(e.error());
  const bool quiet = parser.isSet(json);
  const auto trained = services::trainClusterForecasters(db, parser.value(cluster), options, stagePrinter(ctx, quiet));
  if (!trained.ok())
    return failure(trained.error());
  const services::ClusterTraining &t = trained.value();
  if (quiet)
    ctx.out << QJsonDocument(t.json()).toJson(QJsonDocument::Compact) << Qt::endl;
  else
    printTraining(ctx, t);
  return t.saved > 0 ? Success : Failure;
}

const RegisterCommand reg({QStringLiteral("train-forecast"),
                           [] { return CliTr::tr("Train and store a cluster's learned wait forecasters"); },
                           &runTrainForecast});

} // namespace
} // namespace mirage::cli
