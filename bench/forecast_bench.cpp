#include "forecast_bench.h"

#include "bench_output.h"
#include "forecast/forecaster_factory.h"
#include "forecast/job_request.h"
#include "store/forecast_model_store.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonArray>
#include <QProcess>
#include <QTemporaryDir>

namespace mirage {
namespace {
using bench::median;
using bench::printFigure;

QJsonObject runJson(const QString &program, const QStringList &args, const QProcessEnvironment &env,
                    double *seconds = nullptr)
{
  QProcess p;
  p.setProcessEnvironment(env);
  QElapsedTimer timer;
  timer.start();
  p.start(program, args);
  if (!p.waitForFinished(1800000) || p.exitCode() != 0) {
    std::fprintf(stderr, "mirage-bench: %s %s failed: %s\n", qPrintable(program),
                 qPrintable(args.join(QLatin1Char(' '))), p.readAllStandardError().constData());
    return {};
  }
  if (seconds)
    *seconds = double(timer.elapsed()) / 1000.0;
  return QJsonDocument::fromJson(p.readAllStandardOutput().trimmed()).object();
}

void forecastEval(const QString &cli, const QString &label, const QString &trace, const QString &trainUntil,
                  const QProcessEnvironment &env)
{
  const QJsonObject o = runJson(cli,
                                {QStringLiteral("forecast-eval"), QStringLiteral("--trace"), trace,
                                 QStringLiteral("--train-until"), trainUntil, QStringLiteral("--json")},
                                env);
  QJsonObject methods;
  double histMedian = -1, best = -1, bestCoverage = -1;
  QString bestName;
  for (const QJsonValue &v : o.value(QLatin1String("methods")).toArray()) {
    const QJsonObject m = v.toObject();
    const QString name = m.value(QLatin1String("name")).toString();
    const double mae = m.value(QLatin1String("mae_log_wait")).toDouble();
    methods.insert(name, QJsonObject{{QStringLiteral("mae_log_wait"), mae},
                                     {QStringLiteral("coverage_p10_p90"), m.value(QLatin1String("coverage_p10_p90"))},
                                     {QStringLiteral("within_2x"), m.value(QLatin1String("within_2x"))},
                                     {QStringLiteral("pinball_loss"), m.value(QLatin1String("pinball_loss"))},
                                     {QStringLiteral("forecasts_per_s"), m.value(QLatin1String("forecasts_per_s"))}});
    if (name == QLatin1String("hist-median"))
      histMedian = mae;
    if (!m.contains(QLatin1String("error")) && m.value(QLatin1String("jobs")).toInt() > 0 && (best < 0 || mae < best)) {
      best = mae;
      bestName = name;
      bestCoverage = m.value(QLatin1String("coverage_p10_p90")).toDouble();
    }
  }
  printFigure({{QStringLiteral("benchmark"), QString(QStringLiteral("forecast_eval_") + label)},
               {QStringLiteral("ok"), !o.isEmpty()},
               {QStringLiteral("train_until"), trainUntil},
               {QStringLiteral("test_jobs"), o.value(QLatin1String("test_jobs"))},
               {QStringLiteral("train_examples"), o.value(QLatin1String("train_examples"))},
               {QStringLiteral("wall_s"), o.value(QLatin1String("wall_s"))},
               {QStringLiteral("best"), bestName},
               {QStringLiteral("best_coverage_p10_p90"), bestCoverage},
               {QStringLiteral("best_mae_below_hist_median"), histMedian > 0 ? (histMedian - best) / histMedian : 0.0},
               {QStringLiteral("target_mae_below_hist_median"), 0.25},
               {QStringLiteral("target_coverage"), QJsonArray{0.75, 0.85}},
               {QStringLiteral("methods"), methods}});
}

} // namespace

void runForecastBenchmarks(const QString &binDir, const QString &dataDir, const QProcessEnvironment &env)
{
  const QString cli = binDir + QStringLiteral("/mirage-cli");
  const QString ls6 = dataDir + QStringLiteral("/ls6-a100.log");
  forecastEval(cli, QStringLiteral("ls6"), ls6, QStringLiteral("2023-03-01"), env);
  forecastEval(cli, QStringLiteral("theta2022"), dataDir + QStringLiteral("/alcf_theta_2022_cqsim.swf.gz"),
               QStringLiteral("2022-10-01"), env);

  // train-forecast on the whole LS6 history, in a fresh store.
  QTemporaryDir dir;
  const QString db = dir.filePath(QStringLiteral("bench.sqlite"));
  runJson(cli,
          {QStringLiteral("import"), ls6, QStringLiteral("--db"), db, QStringLiteral("--cluster"),
           QStringLiteral("ls6"), QStringLiteral("--json")},
          env);
  double trainWall = 0;
  const QJsonObject trained = runJson(cli,
                                      {QStringLiteral("train-forecast"), QStringLiteral("--cluster"),
                                       QStringLiteral("ls6"), QStringLiteral("--db"), db, QStringLiteral("--json")},
                                      env, &trainWall);
  QJsonObject perMethod;
  for (const QJsonValue &v : trained.value(QLatin1String("methods")).toArray()) {
    const QJsonObject m = v.toObject();
    perMethod.insert(
        m.value(QLatin1String("name")).toString(),
        QJsonObject{{QStringLiteral("final_train_s"), m.value(QLatin1String("train_s"))},
                    {QStringLiteral("mae_log_wait"), m.value(QLatin1String("mae_log_wait"))},
                    {QStringLiteral("hist_median_mae_log_wait"), m.value(QLatin1String("hist_median_mae_log_wait"))},
                    {QStringLiteral("coverage_p10_p90"), m.value(QLatin1String("coverage_p10_p90"))},
                    {QStringLiteral("device"), m.value(QLatin1String("device"))}});
  }
  printFigure({{QStringLiteral("benchmark"), QStringLiteral("train_forecast_ls6")},
               {QStringLiteral("ok"), !trained.isEmpty()},
               {QStringLiteral("examples"), trained.value(QLatin1String("examples"))},
               {QStringLiteral("wall_s"), trainWall},
               {QStringLiteral("target_s"), 300},
               {QStringLiteral("methods"), perMethod}});

  runLearnedForecastLatency(db);
}

bool runLearnedForecastLatency(const QString &db)
{
  // One forecast by each stored model, from the history's snapshot of 2023-03-15 noon (UTC).
  if (!QFileInfo::exists(db)) {
    std::fprintf(stderr, "mirage-bench: %s does not exist\n", qPrintable(db));
    return false;
  }
  Database database;
  if (const auto e = database.open(db); !e.ok()) {
    std::fprintf(stderr, "mirage-bench: %s\n", qPrintable(e.error()));
    return false;
  }
  const ForecastContext context = loadForecastContext(database, QStringLiteral("ls6"));
  for (const auto &[method, error] : context.learnedErrors)
    std::fprintf(stderr, "mirage-bench: %s: %s\n", qPrintable(method), qPrintable(error));
  const auto snapshot = historySnapshot(database, QStringLiteral("ls6"), 1678881600);
  if (!snapshot.ok()) {
    std::fprintf(stderr, "mirage-bench: %s\n", qPrintable(snapshot.error()));
    return false;
  }
  if (context.learned.empty()) {
    std::fprintf(stderr,
                 "mirage-bench: %s holds no learned forecast model of cluster ls6 (mirage-cli "
                 "train-forecast)\n",
                 qPrintable(db));
    return false;
  }
  JobRequest request;
  request.partition = snapshot->partitions.value(0).name;
  request.nodes = 1;
  request.timeLimitSeconds = 48 * 3600;
  for (const auto &[method, model] : context.learned) {
    QList<double> ms;
    for (int i = 0; i < 101; ++i) {
      QElapsedTimer timer;
      timer.start();
      const auto f = model->forecast(*snapshot, request, snapshot->time);
      if (i > 0 && f.ok()) // the first call loads the library
        ms << double(timer.nsecsElapsed()) / 1e6;
    }
    printFigure({{QStringLiteral("benchmark"), QStringLiteral("learned_forecast_latency")},
                 {QStringLiteral("method"), method},
                 {QStringLiteral("queue"), int(snapshot->jobs.size())},
                 {QStringLiteral("median_ms"), median(ms)},
                 {QStringLiteral("max_ms"), ms.isEmpty() ? 0.0 : *std::max_element(ms.begin(), ms.end())},
                 {QStringLiteral("runs"), int(ms.size())},
                 {QStringLiteral("target_ms"), 50}});
  }
  return context.learnedErrors.empty();
}

} // namespace mirage
