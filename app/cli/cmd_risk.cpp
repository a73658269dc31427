// mirage-cli risk: the interruption risk of a chain (a predecessor and its successor) against the
// successor's lead time, and the suggested submit time, in UTC and the cluster's local time.
#include "cli/snapshot_options.h"
#include "core/duration.h"
#include "forecast/chain_risk.h"
#include "forecast/suggestion_reason.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace mirage::cli {
namespace {

// "2023-03-02T06:00:00-06:00": the time in the cluster's zone (the snapshot's: a live cluster's
// host, an imported trace's --time-zone) with its offset; this machine's zone when it names none.
QString isoLocal(EpochSeconds t, const QString &zone)
{
  const auto named = ianaTimeZone(zone);
  const QDateTime local = named ? QDateTime::fromSecsSinceEpoch(t, *named) : QDateTime::fromSecsSinceEpoch(t);
  return local.toOffsetFromUtc(local.offsetFromUtc()).toString(Qt::ISODate);
}

QJsonObject pointJson(const RiskPoint &p, const QString &zone)
{
  return QJsonObject{{QStringLiteral("lead_s"), p.leadSeconds},
                     {QStringLiteral("submit_at"), isoUtc(p.submitAt)},
                     {QStringLiteral("submit_at_local"), isoLocal(p.submitAt, zone)},
                     {QStringLiteral("p_interruption"), p.interruptionProbability},
                     {QStringLiteral("expected_gap_h"), p.expectedGapHours},
                     {QStringLiteral("expected_overlap_h"), p.expectedOverlapHours},
                     {QStringLiteral("expected_overlap_gpu_h"), p.expectedOverlapGpuHours},
                     {QStringLiteral("cost_gpu_h"), p.cost}};
}

// Why the suggested lead, in sentences.
QStringList reasonFor(const ClusterSnapshot &snapshot, const ChainRisk &risk, const JobRequest &request)
{
  return explainSuggestion(risk.curve, risk.curve.suggested(),
                           {request.partition, jobsWaitingIn(snapshot, request.partition), risk.successorWait});
}

QJsonObject riskJson(const ClusterSnapshot &snapshot, const QString &methodName, const RiskOptions &options,
                     const ChainRisk &risk, const JobRequest &request)
{
  const RiskCurve &curve = risk.curve;
  const RiskPoint &best = curve.suggested();
  QJsonArray points;
  for (const RiskPoint &p : curve.points)
    points.append(pointJson(p, snapshot.timeZone));
  return QJsonObject{
      {QStringLiteral("cluster"), snapshot.cluster},
      {QStringLiteral("snapshot_time"), isoUtc(snapshot.time)},
      {QStringLiteral("method"), methodName},
      {QStringLiteral("interruption_weight"), options.interruptionWeight},
      {QStringLiteral("cost_unit"), QStringLiteral("GPU-h")},
      {QStringLiteral("predecessor"), QJsonObject{{QStringLiteral("job"), risk.predecessor},
                                                  {QStringLiteral("running"), risk.chain.running},
                                                  {QStringLiteral("limit_end"), isoUtc(curve.limitEnd)},
                                                  {QStringLiteral("expected_end"), isoUtc(curve.expectedEnd)}}},
      {QStringLiteral("successor"), QJsonObject{{QStringLiteral("job"), formatJobRequest(request)},
                                                {QStringLiteral("wait_p10_s"), risk.successorWait.quantile(0.1)},
                                                {QStringLiteral("wait_p50_s"), risk.successorWait.quantile(0.5)},
                                                {QStringLiteral("wait_p90_s"), risk.successorWait.quantile(0.9)}}},
      {QStringLiteral("points"), points},
      {QStringLiteral("time_zone"), snapshot.timeZone},
      {QStringLiteral("suggested"), pointJson(best, snapshot.timeZone)},
      {QStringLiteral("reason"), QJsonArray::fromStringList(reasonFor(snapshot, risk, request))}};
}

void printRisk(CliContext &ctx, const ClusterSnapshot &snapshot, const ChainRisk &risk, const JobRequest &request,
               const QString &methodName)
{
  const QString &zone = snapshot.timeZone;
  const RiskCurve &curve = risk.curve;
  const RiskPoint &best = curve.suggested();
  ctx.out << CliTr::tr("Predecessor %1: limit end %2 (local %3)")
                 .arg(risk.predecessor, isoUtc(curve.limitEnd), isoLocal(curve.limitEnd, zone))
          << Qt::endl;
  ctx.out << CliTr::tr("Successor %1: wait P10 %2, P50 %3, P90 %4 (%5)")
                 .arg(formatJobRequest(request), formatDurationShort(qint64(risk.successorWait.quantile(0.1))),
                      formatDurationShort(qint64(risk.successorWait.quantile(0.5))),
                      formatDurationShort(qint64(risk.successorWait.quantile(0.9))), methodName)
          << Qt::endl;
  ctx.out << QStringLiteral("  %1 %2 %3 %4 %5 %6")
                 .arg(CliTr::tr("lead"), 8)
                 .arg(CliTr::tr("submit at (local)"), -25)
                 .arg(CliTr::tr("P(int.)"), 8)
                 .arg(CliTr::tr("gap h"), 8)
                 .arg(CliTr::tr("overlap h"), 10)
                 .arg(CliTr::tr("GPU-h"), 9)
          << Qt::endl;
  for (std::size_t i = 0; i < curve.points.size(); ++i) {
    const RiskPoint &p = curve.points[i];
    ctx.out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7")
                   .arg(i == curve.best ? QStringLiteral("→") : QStringLiteral(" "))
                   .arg(formatDurationShort(p.leadSeconds), 8)
                   .arg(isoLocal(p.submitAt, zone), -25)
                   .arg(p.interruptionProbability, 8, 'f', 3)
                   .arg(p.expectedGapHours, 8, 'f', 2)
                   .arg(p.expectedOverlapHours, 10, 'f', 2)
                   .arg(p.expectedOverlapGpuHours, 9, 'f', 1)
            << Qt::endl;
  }
  ctx.out << CliTr::tr("Suggested: submit the successor at %1 (UTC %2), %3 before the limit end: P(interruption) "
                       "%4, expected overlap %5 GPU-hours")
                 .arg(isoLocal(best.submitAt, zone), isoUtc(best.submitAt), formatDurationShort(best.leadSeconds))
                 .arg(best.interruptionProbability, 0, 'f', 2)
                 .arg(best.expectedOverlapGpuHours, 0, 'f', 1)
          << Qt::endl;
  ctx.out << CliTr::tr("Why: %1").arg(reasonFor(snapshot, risk, request).join(QLatin1Char(' '))) << Qt::endl;
}

struct RiskFlags {
  const QCommandLineOption predecessor{
      QStringLiteral("predecessor"),
      CliTr::tr("The running or pending job (its id), or a request submitted now (partition=…,time=…)."),
      CliTr::tr("job")};
  const QCommandLineOption successor{QStringLiteral("successor"),
                                     CliTr::tr("The successor's request: partition=NAME,nodes=N,gpus=G,time=LIMIT."),
                                     CliTr::tr("spec")};
  const QCommandLineOption weight = interruptionWeightOption(CliTr::tr("The lead of least cost"));
  const QCommandLineOption earlyEnd{
      QStringLiteral("may-end-early"),
      CliTr::tr("The predecessor may end before its limit, as the cluster's jobs do (default: it runs to its limit, "
                "as a service does).")};
};

int runRisk(CliContext &ctx)
{
  QCommandLineParser parser;
  parser.setApplicationDescription(
      CliTr::tr("The interruption risk of a chain: for each lead time (the successor submitted that long before "
                "the predecessor's limit end), the chance that the successor starts after the predecessor ended, "
                "the expected gap and the expected overlap; and the lead time of least cost."));
  const RiskFlags flags;
  const auto &[predecessor, successor, weight, earlyEnd] = flags;
  const ForecastOptions forecastOptions;
  const QCommandLineOption json(QStringLiteral("json"), CliTr::tr("Print one JSON object."));
  parser.addOptions({predecessor, successor, weight, earlyEnd, databaseOption(), json});
  parser.addOptions(forecastOptions.all());
  if (const int rc = parseCommandLine(parser, QStringLiteral("risk"), ctx); rc >= 0)
    return rc;
  const auto usage = [&](const QString &message) {
    ctx.err << "mirage-cli risk: " << message << Qt::endl;
    return int(Usage);
  };
  const auto failure = [&](const QString &message) {
    ctx.err << "mirage-cli risk: " << message << Qt::endl;
    return int(Failure);
  };
  if (!parser.isSet(predecessor))
    return usage(CliTr::tr("--predecessor is required"));
  if (!parser.isSet(successor))
    return usage(CliTr::tr("--successor is required"));
  const auto request = parseJobRequest(parser.value(successor));
  if (!request.ok())
    return usage(CliTr::tr("--successor: %1").arg(request.error()));
  RiskOptions options;
  const auto w = interruptionWeightValue(parser, weight);
  if (!w.ok())
    return usage(w.error());
  options.interruptionWeight = w.value();
  bool usageError = false;
  const auto setup = forecastSetup(parser, forecastOptions, &usageError);
  if (!setup.ok())
    return usageError ? usage(setup.error()) : failure(setup.error());
  const ClusterSnapshot *snapshot = &setup->snapshot;
  const ForecastContext &context = setup->context;
  const QString &methodName = setup->method;
  if (parser.isSet(earlyEnd))
    letPredecessorEndEarly(options, context.history.get(), snapshot->time);
  const auto risk = chainRisk(*snapshot, *setup->forecaster, parser.value(predecessor), *request, options);
  if (!risk.ok())
    return failure(risk.error());
  if (parser.isSet(json))
    ctx.out << QJsonDocument(riskJson(*snapshot, methodName, options, *risk, *request)).toJson(QJsonDocument::Compact)
            << Qt::endl;
  else
    printRisk(ctx, *snapshot, *risk, *request, methodName);
  return Success;
}

const RegisterCommand
    reg({QStringLiteral("risk"),
         [] { return CliTr::tr("When to submit a chain's successor: interruption risk by lead time"); }, &runRisk});

} // namespace
} // namespace mirage::cli
