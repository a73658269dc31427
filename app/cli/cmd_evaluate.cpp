// mirage-cli evaluate: the Mirage paper's chain protocol on a trace — every submission policy on the
// same validation episodes, scored by interruption and overlap per load bucket.
#include "cli/cli_options.h"
#include "cli/evaluate_array.h"
#include "services/policy_evaluation.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTimeZone>

namespace mirage::cli {
namespace {
using services::chainPolicyMethods;

QStringList knownMethods()
{
  return chainPolicyMethods();
}

// The text table: per bucket, each method's cost (GPU-hours) and its ratio to the oracle's,
// interruption, d, zero-interruption share, overlap and reduction against reactive, with the
// bootstrap intervals the JSON has.
void printBuckets(CliContext &ctx, const QJsonObject &out)
{
  for (const char *bucket : {"all", "low", "medium", "heavy"}) {
    const int n = out[QLatin1String("methods")]
                      .toArray()
                      .first()
                      .toObject()[QLatin1String("buckets")]
                      .toObject()[QLatin1String(bucket)]
                      .toObject()[QLatin1String("n")]
                      .toInt();
    ctx.out << Qt::endl << CliTr::tr("%1 (%2 episodes)").arg(QLatin1String(bucket)).arg(n) << Qt::endl;
    if (n == 0)
      continue;
    ctx.out << QStringLiteral("  %1 %2 %3 %4 %5 %6 %7 %8")
                   .arg(CliTr::tr("method"), -14)
                   .arg(CliTr::tr("cost GPU-h [95 %]"), 22)
                   .arg(CliTr::tr("× oracle"), 9)
                   .arg(CliTr::tr("interr. h [95 %]"), 20)
                   .arg(CliTr::tr("median d h"), 11)
                   .arg(CliTr::tr("no interr."), 11)
                   .arg(CliTr::tr("overlap h [95 %]"), 20)
                   .arg(CliTr::tr("vs reactive [95 %]"), 22)
            << Qt::endl;
    for (const QJsonValue &v : out[QLatin1String("methods")].toArray()) {
      const QJsonObject m = v.toObject();
      const QJsonObject b = m[QLatin1String("buckets")].toObject()[QLatin1String(bucket)].toObject();
      // A mean with its bootstrap interval, as the JSON has it: "0.75 [0.61–0.90]".
      const auto withInterval = [&b](const char *key) {
        const QJsonValue value = b[QLatin1String(key)];
        if (value.isNull() || value.isUndefined())
          return QStringLiteral("—");
        const QJsonArray ci = b[QLatin1String(key) + QLatin1String("_ci")].toArray();
        QString text = QString::number(value.toDouble(), 'f', 2);
        if (ci.size() == 2)
          text += QStringLiteral(" [%1–%2]").arg(ci[0].toDouble(), 0, 'f', 2).arg(ci[1].toDouble(), 0, 'f', 2);
        return text;
      };
      const QJsonValue overOracle = b[QLatin1String("cost_over_oracle")];
      ctx.out << QStringLiteral("  %1 %2 %3 %4 %5 %6 %7 %8")
                     .arg(m[QLatin1String("name")].toString(), -14)
                     .arg(withInterval("mean_cost_gpu_h"), 22)
                     .arg(overOracle.isDouble() ? QString::number(overOracle.toDouble(), 'f', 2) : QStringLiteral("—"),
                          9)
                     .arg(withInterval("mean_interruption_h"), 20)
                     .arg(b[QLatin1String("median_d_h")].toDouble(), 11, 'f', 2)
                     .arg(b[QLatin1String("zero_interruption_share")].toDouble(), 11, 'f', 2)
                     .arg(withInterval("mean_overlap_h"), 20)
                     .arg(withInterval("interruption_reduction_vs_reactive"), 22)
              << Qt::endl;
    }
  }
}

void printEvaluation(CliContext &ctx, const services::PolicyEvaluationOptions &o, const services::PolicyEvaluation &e)
{
  ctx.out << CliTr::tr("Trained on %1 episodes before %2 (%3 left out for the embargo); validated from %4.")
                 .arg(e.trainingEpisodes)
                 .arg(isoUtc(o.trainUntil), QString::number(e.embargoedEpisodes), isoUtc(o.validateFrom))
          << Qt::endl;
  ctx.out << CliTr::tr("%1 episodes on %2 nodes (load ×%3), chains of %4 node(s) × %5 min, in %6 s")
                 .arg(e.evaluation.episodes.size())
                 .arg(o.protocol.nodes)
                 .arg(o.protocol.loadScale)
                 .arg(o.protocol.chainNodes)
                 .arg(o.protocol.chainLimit / 60)
                 .arg(e.evaluation.wallSeconds, 0, 'f', 1)
          << Qt::endl;
  printBuckets(ctx, e.json);
}

struct EvaluateFlags {
  const QCommandLineOption trace{QStringLiteral("trace"), CliTr::tr("The trace (any format mirage-cli reads)."),
                                 CliTr::tr("file")};
  const QCommandLineOption cluster{
      QStringLiteral("cluster"),
      CliTr::tr("Instead of a trace: the jobs the store holds of this cluster (an imported "
                "trace, or a cluster watched; see `mirage-cli clusters`)."),
      CliTr::tr("name")};
  const QCommandLineOption split{QStringLiteral("split"),
                                 CliTr::tr("'paper': train 2022-11-01 … 2023-02-23, validate from 2023-03-01."),
                                 CliTr::tr("name")};
  const QCommandLineOption trainFrom{QStringLiteral("train-from"),
                                     CliTr::tr("Start of training (default: the trace's first job)."),
                                     CliTr::tr("time")};
  const QCommandLineOption trainUntil{QStringLiteral("train-until"), CliTr::tr("End of training."), CliTr::tr("time")};
  const QCommandLineOption validateFrom{
      QStringLiteral("validate-from"),
      CliTr::tr("First validation episode (default: --train-until plus the episode length, five days, so that no "
                "training episode reaches into validation; earlier, the training episodes that would are dropped)."),
      CliTr::tr("time")};
  const QCommandLineOption validateUntil{
      QStringLiteral("validate-until"),
      CliTr::tr("Validation episodes start before this time (default: as long as the trace holds five more days)."),
      CliTr::tr("time")};
  const QCommandLineOption nodes{QStringLiteral("nodes"), CliTr::tr("Simulated nodes (default 88)."), CliTr::tr("n"),
                                 QStringLiteral("88")};
  const QCommandLineOption gpus{QStringLiteral("gpus-per-node"),
                                CliTr::tr("GPUs per node, for GPU-hours of overlap (default 3)."), CliTr::tr("n"),
                                QStringLiteral("3")};
  const QCommandLineOption load{QStringLiteral("load-scale"), CliTr::tr("Arrival rate times this (default 1)."),
                                CliTr::tr("x"), QStringLiteral("1")};
  const QCommandLineOption chainNodes{QStringLiteral("chain-nodes"),
                                      CliTr::tr("Nodes of the predecessor and successor (default 1)."), CliTr::tr("n"),
                                      QStringLiteral("1")};
  const QCommandLineOption chainLimit{QStringLiteral("chain-limit"),
                                      CliTr::tr("Their time limit in minutes (default 2880)."), CliTr::tr("minutes"),
                                      QStringLiteral("2880")};
  const QCommandLineOption methods{
      QStringLiteral("methods"),
      CliTr::tr("Comma-separated methods (default: all): %1.").arg(knownMethods().join(QStringLiteral(", "))),
      CliTr::tr("list")};
  const QCommandLineOption weight =
      interruptionWeightOption(CliTr::tr("The cost every method is scored by, risk-optimal aims at and the oracle "
                                         "is the least of"));
  const QCommandLineOption riskMethod{QStringLiteral("risk-forecast"),
                                      CliTr::tr("risk-optimal's wait forecaster: xgboost (trained on the training "
                                                "window) or slurm-estimate (default xgboost)."),
                                      CliTr::tr("method"), QStringLiteral("xgboost")};
  const QCommandLineOption zone = timeZoneOption(CliTr::tr("the trace's times"));
  const QCommandLineOption retrain{QStringLiteral("retrain"),
                                   CliTr::tr("Train every model again, even when the store (--db) holds one for these "
                                             "settings.")};
  const QCommandLineOption json{QStringLiteral("json"), CliTr::tr("Print one JSON object.")};
};

// The methods --methods names (default: all), each known.
Result<QStringList> methodsFromOptions(const QCommandLineParser &parser, const QCommandLineOption &methods)
{
  QStringList wanted =
      parser.isSet(methods) ? parser.value(methods).split(QLatin1Char(','), Qt::SkipEmptyParts) : knownMethods();
  for (QString &m : wanted) {
    m = m.trimmed();
    if (!knownMethods().contains(m))
      return failure(CliTr::tr("unknown method '%1' (known: %2)").arg(m, knownMethods().join(QStringLiteral(", "))));
  }
  return wanted;
}

// The time split: the paper's (--split paper), or --train-until with --validate-from (default: one
// episode later), into `evaluation`, whose protocol is set.
Result<void> splitFromOptions(const QCommandLineParser &parser, const EvaluateFlags &flags,
                              services::PolicyEvaluationOptions &evaluation)
{
  const auto paperTime = [](const char *iso) {
    return QDateTime::fromString(QString::fromLatin1(iso), Qt::ISODate).toSecsSinceEpoch();
  };
  if (parser.isSet(flags.split)) {
    if (parser.value(flags.split) != QLatin1String("paper"))
      return failure(CliTr::tr("--split: only 'paper' is known"));
    for (const QCommandLineOption *o : {&flags.trainFrom, &flags.trainUntil, &flags.validateFrom, &flags.validateUntil})
      if (parser.isSet(*o))
        return failure(
            CliTr::tr("--%1 cannot be used with --split paper, which sets the split").arg(o->names().first()));
    evaluation.trainFrom = paperTime("2022-11-01T00:00:00Z");
    evaluation.trainUntil = paperTime("2023-02-23T00:00:00Z");
    evaluation.validateFrom = paperTime("2023-03-01T00:00:00Z");
  } else {
    if (!parser.isSet(flags.trainUntil))
      return failure(CliTr::tr("give --split paper, or --train-until (and --validate-from)"));
    const auto t = parseTimeArgument(parser.value(flags.trainUntil));
    if (!t)
      return failure(notATimeError(QStringLiteral("train-until"), parser.value(flags.trainUntil)));
    const auto v = parser.isSet(flags.validateFrom)
                       ? parseTimeArgument(parser.value(flags.validateFrom))
                       : std::optional<EpochSeconds>(*t + evaluation.protocol.episodeLength);
    if (!v)
      return failure(notATimeError(QStringLiteral("validate-from"), parser.value(flags.validateFrom)));
    evaluation.trainFrom = 0;
    evaluation.trainUntil = *t;
    evaluation.validateFrom = *v;
    for (const auto &[option, target] : {std::pair{&flags.trainFrom, &evaluation.trainFrom},
                                         std::pair{&flags.validateUntil, &evaluation.validateUntil}}) {
      if (!parser.isSet(*option))
        continue;
      const auto time = parseTimeArgument(parser.value(*option));
      if (!time)
        return failure(notATimeError(option->names().first(), parser.value(*option)));
      *target = *time;
    }
  }
  if (evaluation.validateFrom < evaluation.trainUntil)
    return failure(CliTr::tr("validation must not start before the end of training"));
  if (evaluation.trainFrom > 0 && evaluation.trainFrom >= evaluation.trainUntil)
    return failure(CliTr::tr("--train-from must be before --train-until"));
  if (evaluation.validateUntil > 0 && evaluation.validateUntil <= evaluation.validateFrom)
    return failure(CliTr::tr("--validate-until must be after --validate-from"));
  return {};
}

// Reads the command line into the service's options; -1 to go on, else the exit code.
int parseEvaluate(CliContext &ctx, services::PolicyEvaluationOptions &evaluation, EvaluateArrayRequest &array,
                  bool &quiet)
{
  QCommandLineParser parser;
  parser.setApplicationDescription(CliTr::tr(
      "Evaluate chain-submission policies with the Mirage paper's protocol: episodes of five days of the trace every "
      "four hours, a two-day warm-up, then a predecessor that runs to its limit and an identical successor submitted "
      "when the policy says so; d = start(successor) − end(predecessor)."));
  const EvaluateFlags flags;
  const EvaluateArrayFlags arrayFlags;
  const auto &[trace, cluster, split, trainFrom, trainUntil, validateFrom, validateUntil, nodes, gpus, load, chainNodes,
               chainLimit, methods, weight, riskMethod, zone, retrain, json] = flags;
  parser.addOptions({trace, cluster, split, trainFrom, trainUntil, validateFrom, validateUntil, nodes, gpus, load,
                     chainNodes, chainLimit, methods, weight, riskMethod, zone, retrain, databaseOption(), json});
  parser.addOptions(arrayFlags.all());
  if (const int rc = parseCommandLine(parser, QStringLiteral("evaluate"), ctx); rc >= 0)
    return rc;
  const auto usage = [&](const QString &message) {
    ctx.err << "mirage-cli evaluate: " << message << Qt::endl;
    return int(Usage);
  };
  if (const auto conflict = conflictingOptions(parser, {&trace, &cluster}))
    return usage(*conflict);
  if (!parser.isSet(trace) && !parser.isSet(cluster))
    return usage(CliTr::tr("--trace or --cluster is required"));
  policy::ProtocolOptions options;
  QString badNumber; // the first option out of its range, named
  const auto number = [&](const QCommandLineOption &option, double lo, double hi) {
    const auto v = parseNumberArgument(parser.value(option), lo, hi);
    if (!v && badNumber.isEmpty())
      badNumber = CliTr::tr("--%1 must be a number from %2 to %3, not '%4'")
                      .arg(option.names().constFirst())
                      .arg(lo)
                      .arg(hi)
                      .arg(parser.value(option));
    return v.value_or(lo);
  };
  options.nodes = int(number(nodes, 1, 1e6));
  options.gpusPerNode = int(number(gpus, 0, 64));
  options.loadScale = number(load, 0.05, 20);
  options.chainNodes = int(number(chainNodes, 1, 1e6));
  options.chainLimit = qint64(number(chainLimit, 1, 1e6)) * 60;
  if (!badNumber.isEmpty())
    return usage(badNumber);
  const auto interruptionWeight = interruptionWeightValue(parser, weight);
  if (!interruptionWeight.ok())
    return usage(interruptionWeight.error());
  options.interruptionWeight = interruptionWeight.value();
  if (options.chainNodes > options.nodes)
    return usage(CliTr::tr("--chain-nodes %1 is more than the %2 nodes").arg(options.chainNodes).arg(options.nodes));
  const auto wanted = methodsFromOptions(parser, methods);
  if (!wanted.ok())
    return usage(wanted.error());
  evaluation.protocol = options;
  if (const auto e = splitFromOptions(parser, flags, evaluation); !e.ok())
    return usage(e.error());
  const QString riskForecast = parser.value(riskMethod);
  if (riskForecast != QLatin1String("xgboost") && riskForecast != QLatin1String("slurm-estimate"))
    return usage(CliTr::tr("--risk-forecast must be xgboost or slurm-estimate"));

  const auto traceZone = timeZoneValue(parser, zone);
  if (!traceZone.ok())
    return usage(traceZone.error());
  evaluation.trace = parser.value(trace);
  evaluation.cluster = parser.value(cluster);
  evaluation.traceOptions.timeZone = traceZone.value();
  evaluation.methods = wanted.value();
  evaluation.riskForecast = riskForecast;
  evaluation.retrain = parser.isSet(retrain);
  evaluation.storePath = databasePath(parser);
  const auto arrayRequest = evaluateArrayRequest(parser, arrayFlags);
  if (!arrayRequest.ok())
    return usage(arrayRequest.error());
  array = arrayRequest.value();
  quiet = parser.isSet(json);
  return -1;
}

int runEvaluate(CliContext &ctx)
{
  services::PolicyEvaluationOptions options;
  EvaluateArrayRequest array;
  bool quiet = false;
  if (const int rc = parseEvaluate(ctx, options, array, quiet); rc >= 0)
    return rc;
  services::PolicyEvaluationCallbacks callbacks;
  if (!quiet)
    callbacks.note = [&](const QString &line) { ctx.err << line << Qt::endl; };
  callbacks.warning = [&](const QString &line) { ctx.err << "mirage-cli evaluate: " << line << Qt::endl; };
  callbacks.episodes = [&](int done, int total) {
    if (!quiet && (done % 20 == 0 || done == total))
      ctx.err << CliTr::tr("%1 of %2 episodes").arg(done).arg(total) << Qt::endl;
    return true;
  };
  if (array.submit || array.stage)
    return runEvaluateArray(ctx, options, array, quiet, callbacks);
  const auto evaluation = services::evaluatePolicies(options, callbacks);
  if (!evaluation.ok()) {
    ctx.err << "mirage-cli evaluate: " << evaluation.error() << Qt::endl;
    return Failure;
  }
  if (quiet)
    ctx.out << QJsonDocument(evaluation->json).toJson(QJsonDocument::Compact) << Qt::endl;
  else
    printEvaluation(ctx, options, evaluation.value());
  return Success;
}

const RegisterCommand reg(
    {QStringLiteral("evaluate"),
     [] { return CliTr::tr("Evaluate chain-submission policies on a trace (the paper's protocol)"); }, &runEvaluate});

} // namespace
} // namespace mirage::cli
