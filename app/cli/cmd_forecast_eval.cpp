// mirage-cli forecast-eval: train every forecast method on the past of a trace, forecast each job
// of its future at submission, and score them (time split only).
#include "cli/cli_options.h"
#include "services/forecast_scoring.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QTimeZone>

namespace mirage::cli {
namespace {

void printScores(CliContext &ctx, const Evaluation &evaluation);
void printMethodTable(CliContext &ctx, const Evaluation &evaluation);
void printRolling(CliContext &ctx, const std::vector<MonthEvaluation> &months);

struct ForecastEvalFlags {
  const QCommandLineOption trace{QStringLiteral("trace"), CliTr::tr("The trace (any format mirage-cli reads)."),
                                 CliTr::tr("file")};
  const QCommandLineOption trainFrom{QStringLiteral("train-from"),
                                     CliTr::tr("Start of training (default: two days after the trace's first start)."),
                                     CliTr::tr("time")};
  const QCommandLineOption trainUntil{QStringLiteral("train-until"), CliTr::tr("End of training (UTC)."),
                                      CliTr::tr("time")};
  const QCommandLineOption testFrom{QStringLiteral("test-from"),
                                    CliTr::tr("Start of the test window (default: --train-until)."), CliTr::tr("time")};
  const QCommandLineOption testTo{QStringLiteral("test-to"), CliTr::tr("End of the test window (default: the end)."),
                                  CliTr::tr("time")};
  const QCommandLineOption methods{
      QStringLiteral("methods"),
      CliTr::tr("Comma-separated methods (default: all): %1.").arg(forecastMethods().join(QStringLiteral(", "))),
      CliTr::tr("list")};
  const QCommandLineOption nodes{QStringLiteral("nodes"),
                                 CliTr::tr("Nodes of a one-partition trace (default: the most ever busy at once)."),
                                 CliTr::tr("n")};
  const QCommandLineOption rollouts{QStringLiteral("rollouts"),
                                    CliTr::tr("Monte-Carlo rollouts per forecast (default 50)."), CliTr::tr("n"),
                                    QStringLiteral("50")};
  const QCommandLineOption sample{QStringLiteral("sample"),
                                  CliTr::tr("Every method forecasts only this many test jobs, evenly spread, the same "
                                            "ones for all (default: every job of the test window)."),
                                  CliTr::tr("n")};
  const QCommandLineOption embargo{
      QStringLiteral("embargo"),
      CliTr::tr("Hours before --train-until whose submissions do not train (default 48): a job still waiting at "
                "--train-until never trains, since its wait was not known then."),
      CliTr::tr("hours"), QStringLiteral("48")};
  const QCommandLineOption zone = timeZoneOption(CliTr::tr("the trace's times and of time-of-day features"));
  const QCommandLineOption featuresCsv{
      QStringLiteral("features-csv"),
      CliTr::tr("Also write every job's features and true wait to a CSV file (for your own analysis)."),
      CliTr::tr("file")};
  const QCommandLineOption rolling{
      QStringLiteral("rolling"),
      CliTr::tr("Instead of one split, score each of the trace's last MONTHS calendar months (UTC), every method "
                "trained on everything before the month."),
      CliTr::tr("months")};
  const QCommandLineOption adaptiveRate{
      QStringLiteral("adaptive-rate"),
      CliTr::tr("Step of adaptive calibration per observed start, in log(wait + 60 s) (default 0.05; 0: score without "
                "it)."),
      CliTr::tr("x"), QStringLiteral("0.05")};
  const QCommandLineOption json{QStringLiteral("json"), CliTr::tr("Print one JSON object.")};
};

// The scoring the options describe; an error names the option.
Result<services::ForecastScoringOptions> scoringFromOptions(const QCommandLineParser &parser,
                                                            const ForecastEvalFlags &flags)
{
  const auto &[trace, trainFrom, trainUntil, testFrom, testTo, methods, nodes, rollouts, sample, embargo, zone,
               featuresCsv, rolling, adaptiveRate, json] = flags;
  if (!parser.isSet(trace))
    return failure(CliTr::tr("--trace is required"));
  for (const QCommandLineOption *oneSplit : {&trainUntil, &testFrom, &testTo, &featuresCsv})
    if (const auto conflict = conflictingOptions(parser, {oneSplit, &rolling}))
      return failure(*conflict);
  if (!parser.isSet(trainUntil) && !parser.isSet(rolling))
    return failure(CliTr::tr("--train-until (one split) or --rolling (month after month) is required"));
  services::ForecastScoringOptions scoring;
  if (parser.isSet(rolling)) {
    bool whole = false;
    scoring.rollingMonths = parser.value(rolling).toInt(&whole);
    if (!whole || scoring.rollingMonths < 1 || scoring.rollingMonths > 120)
      return failure(CliTr::tr("--rolling must be a whole number of months from 1 to 120"));
  }
  scoring.trace = parser.value(trace);
  EvaluationOptions &options = scoring.evaluation;
  for (const auto &[option, target] :
       {std::pair{&trainFrom, &options.trainFrom}, std::pair{&trainUntil, &options.trainUntil},
        std::pair{&testFrom, &options.testFrom}, std::pair{&testTo, &options.testTo}}) {
    if (!parser.isSet(*option))
      continue;
    const auto t = parseTimeArgument(parser.value(*option));
    if (!t)
      return failure(notATimeError(option->names().first(), parser.value(*option)));
    *target = *t;
  }
  if (parser.isSet(methods))
    options.methods = parser.value(methods).split(QLatin1Char(','), Qt::SkipEmptyParts);
  for (QString &m : options.methods)
    m = m.trimmed();
  for (const QString &m : options.methods)
    if (!forecastMethods().contains(m))
      return failure(CliTr::tr("unknown method '%1' (known: %2)").arg(m, forecastMethods().join(QStringLiteral(", "))));
  bool ok = false;
  options.monteCarloRollouts = parser.value(rollouts).toInt(&ok);
  if (!ok || options.monteCarloRollouts < 1)
    return failure(CliTr::tr("--rollouts must be a whole number ≥ 1"));
  if (parser.isSet(sample)) {
    options.sampleJobs = parser.value(sample).toInt(&ok);
    if (!ok || options.sampleJobs < 1)
      return failure(CliTr::tr("--sample must be a whole number ≥ 1"));
  }
  const auto rate = parseNumberArgument(parser.value(adaptiveRate), 0, 1);
  if (!rate)
    return failure(CliTr::tr("--adaptive-rate must be a number from 0 to 1"));
  options.adaptive = *rate > 0;
  options.adaptiveSettings.rate = *rate;
  const auto embargoHours = parseNumberArgument(parser.value(embargo), 0, 24 * 365);
  if (!embargoHours)
    return failure(CliTr::tr("--embargo must be a number of hours from 0 to 8760"));
  options.embargoSeconds = qint64(*embargoHours * 3600.0);
  ReplayOptions &replayOptions = scoring.replay;
  if (parser.isSet(nodes)) {
    replayOptions.nodes = parser.value(nodes).toInt(&ok);
    if (!ok || replayOptions.nodes < 1)
      return failure(CliTr::tr("--nodes must be a whole number ≥ 1"));
  }
  const auto traceZone = timeZoneValue(parser, zone);
  if (!traceZone.ok())
    return failure(traceZone.error());
  scoring.traceOptions.timeZone = traceZone.value();
  if (parser.isSet(zone))
    replayOptions.timeZone = parser.value(zone);

  scoring.featuresCsv = parser.value(featuresCsv);
  return scoring;
}

int runForecastEval(CliContext &ctx)
{
  QCommandLineParser parser;
  parser.setApplicationDescription(
      CliTr::tr("Evaluate wait forecasts on a trace: train on jobs submitted before --train-until, forecast every job "
                "submitted from --test-from on from the snapshot taken before it (every 10 minutes), and compare "
                "with the waits that happened."));
  const ForecastEvalFlags flags;
  const auto &[trace, trainFrom, trainUntil, testFrom, testTo, methods, nodes, rollouts, sample, embargo, zone,
               featuresCsv, rolling, adaptiveRate, json] = flags;
  parser.addOptions({trace, trainFrom, trainUntil, testFrom, testTo, methods, nodes, rollouts, sample, embargo, zone,
                     featuresCsv, rolling, adaptiveRate, json});
  if (const int rc = parseCommandLine(parser, QStringLiteral("forecast-eval"), ctx); rc >= 0)
    return rc;
  const auto scoring = scoringFromOptions(parser, flags);
  if (!scoring.ok()) {
    ctx.err << "mirage-cli forecast-eval: " << scoring.error() << Qt::endl;
    return Usage;
  }
  const bool quiet = parser.isSet(json);
  const auto scored = services::scoreForecasts(*scoring, stagePrinter(ctx, quiet));
  if (!scored.ok()) {
    ctx.err << "mirage-cli forecast-eval: " << scored.error() << Qt::endl;
    return Failure;
  }
  // A method that failed on a job is listed with its error, and the command fails.
  const int done = scored->anyMethodFailed() ? int(Failure) : int(Success);
  if (quiet) {
    ctx.out << QJsonDocument(scored->json(*scoring)).toJson(QJsonDocument::Compact) << Qt::endl;
    return done;
  }
  if (scoring->rollingMonths > 0)
    printRolling(ctx, scored->months);
  else
    printScores(ctx, scored->evaluation);
  return done;
}

void printMethodTable(CliContext &ctx, const Evaluation &evaluation)
{
  ctx.out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8 %9 %10")
                 .arg(CliTr::tr("method"), -24)
                 .arg(CliTr::tr("jobs"), 6)
                 .arg(CliTr::tr("MAE log"), 8)
                 .arg(CliTr::tr("in 2x"), 6)
                 .arg(CliTr::tr("in 10m"), 6)
                 .arg(CliTr::tr("P10-P90"), 8)
                 .arg(CliTr::tr("P90/P10"), 8)
                 .arg(CliTr::tr("pinball"), 8)
                 .arg(CliTr::tr("CRPS"), 6)
                 .arg(CliTr::tr("per s"), 9)
          << Qt::endl;
  const auto row = [&ctx](const QString &name, const ForecastScore &s) {
    ctx.out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8 %9 %10")
                   .arg(name, -24)
                   .arg(s.jobs, 6)
                   .arg(s.maeLogWait, 8, 'f', 3)
                   .arg(s.within2x, 6, 'f', 3)
                   .arg(s.within10Min, 6, 'f', 3)
                   .arg(s.coverageP10P90, 8, 'f', 3)
                   .arg(s.sharpnessP90P10, 8, 'f', 1)
                   .arg(s.pinballLoss, 8, 'f', 3)
                   .arg(s.crps, 6, 'f', 3)
                   .arg(s.forecastsPerSecond, 9, 'f', 0)
            << Qt::endl;
  };
  for (const MethodEvaluation &m : evaluation.methods) {
    if (!m.error.isEmpty()) {
      ctx.out << QStringLiteral("%1 ").arg(m.method, -24) << m.error << Qt::endl;
      continue;
    }
    row(m.method, m.scores.total());
  }
  // With adaptive calibration: the same jobs, each forecast shifted by the starts seen before it.
  for (const MethodEvaluation &m : evaluation.methods)
    if (m.error.isEmpty() && m.adaptiveScores.total().jobs > 0)
      row(m.method + QStringLiteral("+adaptive"), m.adaptiveScores.total());
}

void printRolling(CliContext &ctx, const std::vector<MonthEvaluation> &months)
{
  for (const MonthEvaluation &m : months) {
    const QString month = QDateTime::fromSecsSinceEpoch(m.from, QTimeZone::utc()).toString(QStringLiteral("yyyy-MM"));
    ctx.out << '\n'
            << (m.evaluation.trainExamples > 0
                    ? CliTr::tr("%1: %2 test jobs; the learned methods trained on %3 examples before the month (%4 "
                                "still waiting left out)")
                          .arg(month)
                          .arg(m.evaluation.testJobs)
                          .arg(m.evaluation.trainExamples)
                          .arg(m.evaluation.censoredExamples)
                    : CliTr::tr("%1: %2 test jobs").arg(month).arg(m.evaluation.testJobs))
            << Qt::endl;
    printMethodTable(ctx, m.evaluation);
  }
}

void printScores(CliContext &ctx, const Evaluation &evaluation)
{
  ctx.out << CliTr::tr("%1 test jobs (every method forecast the same ones), %2 training examples (%3 still waiting at "
                       "--train-until left out)")
                 .arg(evaluation.testJobs)
                 .arg(evaluation.trainExamples)
                 .arg(evaluation.censoredExamples)
          << Qt::endl;
  printMethodTable(ctx, evaluation);
}

const RegisterCommand
    reg({QStringLiteral("forecast-eval"),
         [] { return CliTr::tr("Score wait forecasts on a trace (train on the past, test on the future)"); },
         &runForecastEval});

} // namespace
} // namespace mirage::cli
