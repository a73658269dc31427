// mirage-bench: start-up figures of the built executables, one JSON object per line.
//   first_paint        mirage until its window first paints (offscreen, or the X display with --x11)
//   cli_startup        mirage-cli --version, start to exit
//   ml_library_load    mirage-cli info (loads libtorch and XGBoost) minus cli_startup
// and the simulator's, the importers' and the forecasts' figures (forecast_bench.h).
// Each figure is the median of several runs and is set beside a baseline measured in the same
// process (starting /bin/true), because these machines are noisy.
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDateTime>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>

#include "bench_output.h"
#include "chain_bench.h"
#include "fidelity/slurm_fidelity.h"
#include "forecast/monte_carlo.h"
#include "forecast_bench.h"
#include "sim/mirage_compat.h"
#include "sim/simulator.h"
#include "traces/trace_reader.h"
#include "whatif_bench.h"

#include <algorithm>
#include <cstdio>
#include <functional>
#include <random>
#include <tuple>

using namespace mirage;
using bench::median;
using bench::printFigure;

namespace {
const QString kBin = QStringLiteral(MIRAGE_BIN_DIR);

// Wall time in ms of one run of a program to its exit; -1 on failure.
double timeRun(const QString &program, const QStringList &args, const QProcessEnvironment &env)
{
  QProcess p;
  p.setProcessEnvironment(env);
  QElapsedTimer t;
  t.start();
  p.start(program, args);
  if (!p.waitForFinished(60000) || p.exitCode() != 0)
    return -1;
  return t.nsecsElapsed() / 1e6;
}

QList<double> repeat(int runs, const std::function<double()> &once)
{
  QList<double> out;
  once(); // warm the page cache
  for (int i = 0; i < runs; ++i) {
    const double v = once();
    if (v >= 0)
      out << v;
  }
  return out;
}
} // namespace

int main(int argc, char *argv[])
{
  QCoreApplication app(argc, argv);
  QCommandLineParser parser;
  parser.setApplicationDescription(QStringLiteral("Start-up benchmarks of Mirage; prints JSON lines."));
  parser.addHelpOption();
  const QCommandLineOption runsOption(QStringLiteral("runs"), QStringLiteral("Runs per figure (default 7)."),
                                      QStringLiteral("n"), QStringLiteral("7"));
  const QCommandLineOption x11(
      QStringLiteral("x11"),
      QStringLiteral("Measure the first paint on the X display ($DISPLAY, e.g. under xvfb-run)."));
  const QCommandLineOption fidelityOption(
      QStringLiteral("fidelity"),
      QStringLiteral("Only the simulator's fidelity against the local test cluster (tests/cluster/up.sh): "
                     "submits n jobs (several minutes)."),
      QStringLiteral("n"));
  const QCommandLineOption confOption(QStringLiteral("slurm-conf"),
                                      QStringLiteral("The cluster's slurm.conf (default /etc/slurm/slurm.conf)."),
                                      QStringLiteral("file"), QStringLiteral("/etc/slurm/slurm.conf"));
  const QCommandLineOption replayOption(
      QStringLiteral("fidelity-replay"),
      QStringLiteral("Replay the jobs of an earlier --fidelity run (its JSON line) through the simulator again."),
      QStringLiteral("file"));
  const QCommandLineOption seedOption(QStringLiteral("fidelity-seed"),
                                      QStringLiteral("Seed of the --fidelity workload (default 1)."),
                                      QStringLiteral("n"), QStringLiteral("1"));
  const QCommandLineOption gapOption(QStringLiteral("fidelity-gap"),
                                     QStringLiteral("Mean seconds between the --fidelity submissions (default 12)."),
                                     QStringLiteral("s"), QStringLiteral("12"));
  const QCommandLineOption forecastOnly(QStringLiteral("forecasts"), QStringLiteral("Only the forecast figures."));
  const QCommandLineOption chains(QStringLiteral("chains"),
                                  QStringLiteral("Only the chain advisor's figures (five settings, about an hour)."));
  const QCommandLineOption whatIf(QStringLiteral("whatif"), QStringLiteral("Only the what-if figures."));
  const QCommandLineOption latencyStore(QStringLiteral("forecast-latency"),
                                        QStringLiteral("Only the learned forecast latency, on this store."),
                                        QStringLiteral("db"));
  parser.addOptions({runsOption, x11, fidelityOption, confOption, replayOption, seedOption, gapOption, forecastOnly,
                     latencyStore, chains, whatIf});
  parser.process(app);
  const int runs = std::max(1, parser.value(runsOption).toInt());
  if (parser.isSet(replayOption)) {
    QFile f(parser.value(replayOption));
    if (!f.open(QIODevice::ReadOnly)) {
      std::fprintf(stderr, "mirage-bench: cannot read %s\n", qPrintable(parser.value(replayOption)));
      return 2;
    }
    fidelity::FidelityReport report = fidelity::fromJson(QJsonDocument::fromJson(f.readAll()).object());
    if (report.error.isEmpty())
      fidelity::compareWithSimulator(report, parser.value(confOption));
    printFigure(fidelity::toJson(report));
    return report.error.isEmpty() ? 0 : 1;
  }
  if (parser.isSet(fidelityOption)) {
    fidelity::WorkloadSpec spec;
    spec.jobs = std::max(2, parser.value(fidelityOption).toInt());
    spec.seed = parser.value(seedOption).toUInt();
    spec.meanGapS = std::max(0.5, parser.value(gapOption).toDouble());
    const fidelity::FidelityReport report =
        fidelity::runFidelity(fidelity::makeWorkload(spec), parser.value(confOption), 1800);
    printFigure(fidelity::toJson(report));
    return report.error.isEmpty() ? 0 : 1;
  }

  QTemporaryDir config; // fresh settings: no remembered cluster or layout
  QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
  env.insert(QStringLiteral("XDG_CONFIG_HOME"), config.path());
  env.insert(QStringLiteral("XDG_RUNTIME_DIR"), config.path());
  if (parser.isSet(chains)) {
    runChainBenchmarks(kBin, QStringLiteral(MIRAGE_SHARED_DATA_DIR), env);
    return 0;
  }
  if (parser.isSet(whatIf)) {
    runWhatIfBenchmarks(QStringLiteral(MIRAGE_SHARED_DATA_DIR), runs);
    return 0;
  }
  if (parser.isSet(latencyStore)) {
    return runLearnedForecastLatency(parser.value(latencyStore)) ? 0 : 1;
  }
  if (parser.isSet(forecastOnly)) {
    runForecastBenchmarks(kBin, QStringLiteral(MIRAGE_SHARED_DATA_DIR), env);
    return 0;
  }

  const QList<double> baseline = repeat(runs, [&] { return timeRun(QStringLiteral("/bin/true"), {}, env); });
  const double baseMs = median(baseline);
  printFigure({{QStringLiteral("benchmark"), QStringLiteral("process_start_baseline")},
               {QStringLiteral("program"), QStringLiteral("/bin/true")},
               {QStringLiteral("median_ms"), baseMs},
               {QStringLiteral("runs"), int(baseline.size())}});

  const bool onX = parser.isSet(x11);
  if (onX && qEnvironmentVariableIsEmpty("DISPLAY")) {
    std::fprintf(stderr, "mirage-bench: --x11 needs a display (run under xvfb-run -a)\n");
    return 2;
  }
  const QList<double> paint = repeat(runs, [&] {
    QProcess p;
    p.setProcessEnvironment(env);
    const qint64 launched = QDateTime::currentMSecsSinceEpoch();
    QStringList args{QStringLiteral("--exit-after-first-paint")};
    if (!onX)
      args = QStringList{QStringLiteral("-platform"), QStringLiteral("offscreen")} + args;
    p.start(kBin + QStringLiteral("/mirage"), args);
    if (!p.waitForFinished(60000))
      return -1.0;
    const QJsonObject o = QJsonDocument::fromJson(p.readAllStandardOutput().trimmed()).object();
    const qint64 painted = qint64(o.value(QLatin1String("first_paint_epoch_ms")).toDouble());
    return painted > 0 ? double(painted - launched) : -1.0;
  });
  printFigure({{QStringLiteral("benchmark"), QStringLiteral("first_paint")},
               {QStringLiteral("platform"), onX ? QStringLiteral("xcb") : QStringLiteral("offscreen")},
               {QStringLiteral("median_ms"), median(paint)},
               {QStringLiteral("min_ms"), paint.isEmpty() ? 0 : *std::min_element(paint.begin(), paint.end())},
               {QStringLiteral("target_ms"), 1500},
               {QStringLiteral("ratio_to_baseline"), baseMs > 0 ? median(paint) / baseMs : 0},
               {QStringLiteral("runs"), int(paint.size())}});

  const QList<double> cli = repeat(
      runs * 3, [&] { return timeRun(kBin + QStringLiteral("/mirage-cli"), {QStringLiteral("--version")}, env); });
  const double cliMs = median(cli);
  printFigure({{QStringLiteral("benchmark"), QStringLiteral("cli_startup")},
               {QStringLiteral("command"), QStringLiteral("mirage-cli --version")},
               {QStringLiteral("median_ms"), cliMs},
               {QStringLiteral("ratio_to_baseline"), baseMs > 0 ? cliMs / baseMs : 0},
               {QStringLiteral("runs"), int(cli.size())}});

  const QList<double> ml = repeat(runs, [&] {
    return timeRun(kBin + QStringLiteral("/mirage-cli"), {QStringLiteral("info"), QStringLiteral("--json")}, env);
  });
  printFigure({{QStringLiteral("benchmark"), QStringLiteral("ml_library_load")},
               {QStringLiteral("command"), QStringLiteral("mirage-cli info --json, minus cli_startup")},
               {QStringLiteral("median_ms"), median(ml) - cliMs},
               {QStringLiteral("runs"), int(ml.size())}});
  // Trace import into a fresh store: seconds and the importer's own peak RSS.
  const QString data = QStringLiteral(MIRAGE_SHARED_DATA_DIR);
  for (const auto &[label, file, zone] : {std::tuple{"ls6", "ls6-a100.log", "America/Chicago"},
                                          std::tuple{"ricc", "pwa_RICC-2010-2.swf.gz", "Asia/Tokyo"}}) {
    QList<double> seconds, rss;
    qint64 jobs = 0;
    for (int i = 0; i < std::max(1, runs / 2); ++i) {
      QTemporaryDir store;
      QProcess p;
      p.setProcessEnvironment(env);
      p.start(kBin + QStringLiteral("/mirage-cli"),
              {QStringLiteral("import"), data + QLatin1Char('/') + QLatin1String(file), QStringLiteral("--db"),
               store.filePath(QStringLiteral("bench.sqlite")), QStringLiteral("--time-zone"), QLatin1String(zone),
               QStringLiteral("--json")});
      if (!p.waitForFinished(120000) || p.exitCode() != 0)
        continue;
      const QJsonObject o = QJsonDocument::fromJson(p.readAllStandardOutput().trimmed()).object();
      seconds << o.value(QLatin1String("seconds")).toDouble();
      rss << o.value(QLatin1String("peak_rss_mb")).toDouble();
      jobs = o.value(QLatin1String("jobs")).toInteger();
    }
    printFigure({{QStringLiteral("benchmark"), QString(QStringLiteral("import_") + QLatin1String(label))},
                 {QStringLiteral("file"), QString::fromLatin1(file)},
                 {QStringLiteral("jobs"), jobs},
                 {QStringLiteral("median_s"), median(seconds)},
                 {QStringLiteral("jobs_per_s"), median(seconds) > 0 ? double(jobs) / median(seconds) : 0},
                 {QStringLiteral("peak_rss_mb"), median(rss)},
                 {QStringLiteral("target_s"), QLatin1String(label) == QLatin1String("ricc") ? 10 : 1},
                 {QStringLiteral("target_rss_mb"), 300},
                 {QStringLiteral("runs"), int(seconds.size())}});
  }
  // The simulator on the LS6 trace (72 nodes x 3 GPUs, EASY): the whole trace, and the cost of a
  // fork (a copy of the simulation half-way through, as the Monte-Carlo forecaster makes them).
  {
    TraceOptions options;
    options.timeZone = QTimeZone("America/Chicago");
    auto opened = openTraceReader(data + QStringLiteral("/ls6-a100.log"), options);
    const std::unique_ptr<TraceReader> reader = opened ? std::move(opened).value() : nullptr;
    std::vector<sim::SimJob> jobs;
    TraceJob t;
    while (reader && reader->next(t)) {
      sim::SimJob j;
      j.id = qint64(jobs.size());
      j.submit = t.submit;
      j.nodes = t.nodes;
      j.limit = t.timeLimit;
      j.runtime = t.end - t.start;
      jobs.push_back(j);
    }
    std::stable_sort(jobs.begin(), jobs.end(),
                     [](const sim::SimJob &a, const sim::SimJob &b) { return a.submit < b.submit; });
    std::vector<sim::SimNode> nodes(72, sim::SimNode{"n", 3});
    sim::SimPartition all{"all", {}};
    for (int i = 0; i < 72; ++i)
      all.nodes.push_back(i);
    QList<double> whole, forks;
    for (int r = 0; r < runs; ++r) {
      QElapsedTimer timer;
      timer.start();
      sim::Simulator s(nodes, {all});
      for (const sim::SimJob &j : jobs)
        s.submit(j);
      s.runUntil(jobs[jobs.size() / 2].submit);
      const double firstHalf = timer.nsecsElapsed() / 1e6;
      QElapsedTimer forkTimer;
      forkTimer.start();
      for (int k = 0; k < 100; ++k) {
        sim::Simulator copy = s;
        (void)copy;
      }
      forks << forkTimer.nsecsElapsed() / 1e6 / 100.0;
      timer.restart();
      s.runToEnd();
      whole << firstHalf + timer.nsecsElapsed() / 1e6;
    }
    printFigure({{QStringLiteral("benchmark"), QStringLiteral("simulate_ls6_easy")},
                 {QStringLiteral("jobs"), qint64(jobs.size())},
                 {QStringLiteral("median_ms"), median(whole)},
                 {QStringLiteral("jobs_per_s"), median(whole) > 0 ? double(jobs.size()) / (median(whole) / 1000.0) : 0},
                 {QStringLiteral("target_ms"), 100},
                 {QStringLiteral("runs"), int(whole.size())}});
    // Slurm's backfill (Slurm's default bf_* parameters) on the same trace.
    QList<double> slurmMs;
    sim::SimConfig slurmConfig;
    slurmConfig.policy = sim::SchedulingPolicy::Slurm;
    for (int r = 0; r < runs; ++r) {
      QElapsedTimer timer;
      timer.start();
      sim::Simulator s(nodes, {all}, slurmConfig);
      for (const sim::SimJob &j : jobs)
        s.submit(j);
      s.runToEnd();
      slurmMs << timer.nsecsElapsed() / 1e6;
    }
    printFigure(
        {{QStringLiteral("benchmark"), QStringLiteral("simulate_ls6_slurm")},
         {QStringLiteral("jobs"), qint64(jobs.size())},
         {QStringLiteral("median_ms"), median(slurmMs)},
         {QStringLiteral("jobs_per_s"), median(slurmMs) > 0 ? double(jobs.size()) / (median(slurmMs) / 1000.0) : 0},
         {QStringLiteral("target_ms"), 100},
         {QStringLiteral("runs"), int(slurmMs.size())}});
    // Paper episodes in the Mirage-compatible mode: as the authors build them (paper-notes §3),
    // one every 4 h across the trace, each the jobs submitted in [t0, t0 + 5 days] on 88 nodes
    // (the 2-day warm-up is part of that window), run until every job has ended.
    QList<double> episodes, episodeJobs;
    const sim::SimTime traceStart = jobs.front().submit, traceEnd = jobs.back().submit;
    std::size_t first = 0;
    for (sim::SimTime t0 = traceStart; t0 + 5 * 86400 <= traceEnd; t0 += 4 * 3600) {
      while (first < jobs.size() && jobs[first].submit < t0)
        ++first;
      std::size_t last = first;
      while (last < jobs.size() && jobs[last].submit <= t0 + 5 * 86400)
        ++last;
      QElapsedTimer timer;
      timer.start();
      sim::MirageCompatSimulator m(88);
      for (std::size_t k = first; k < last; ++k)
        m.submit(jobs[k]);
      m.runToEnd();
      episodes << timer.nsecsElapsed() / 1e6;
      episodeJobs << double(last - first);
    }
    QList<double> sortedMs = episodes;
    std::sort(sortedMs.begin(), sortedMs.end());
    printFigure(
        {{QStringLiteral("benchmark"), QStringLiteral("mirage_compat_episode")},
         {QStringLiteral("episodes"), int(episodes.size())},
         {QStringLiteral("median_jobs"), median(episodeJobs)},
         {QStringLiteral("nodes"), 88},
         {QStringLiteral("median_ms"), median(episodes)},
         {QStringLiteral("p90_ms"), sortedMs.isEmpty() ? 0.0 : sortedMs[qsizetype(0.9 * double(sortedMs.size() - 1))]},
         {QStringLiteral("max_ms"), sortedMs.isEmpty() ? 0.0 : sortedMs.back()},
         {QStringLiteral("target_ms"), 2}});
    printFigure({{QStringLiteral("benchmark"), QStringLiteral("simulator_fork")},
                 {QStringLiteral("state"), QStringLiteral("LS6 half-way, 72 nodes")},
                 {QStringLiteral("median_ms"), median(forks)},
                 {QStringLiteral("runs"), int(forks.size())}});
  }
  // RICC (447,794 jobs) on its 1024 nodes of 8 cores under EASY, allocated by core as the SWF
  // gives processors, through mirage-cli simulate: wall time of the simulation itself and the
  // process's peak memory (reading the trace included).
  {
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(kBin + QStringLiteral("/mirage-cli"),
            {QStringLiteral("simulate"), QStringLiteral("--trace"), data + QStringLiteral("/pwa_RICC-2010-2.swf.gz"),
             QStringLiteral("--nodes"), QStringLiteral("1024"), QStringLiteral("--cores-per-node"), QStringLiteral("8"),
             QStringLiteral("--policy"), QStringLiteral("easy"), QStringLiteral("--json")});
    QElapsedTimer total;
    total.start();
    const bool done = p.waitForFinished(600000) && p.exitCode() == 0;
    const QJsonObject o = QJsonDocument::fromJson(p.readAllStandardOutput().trimmed()).object();
    printFigure({{QStringLiteral("benchmark"), QStringLiteral("simulate_ricc_easy")},
                 {QStringLiteral("ok"), done},
                 {QStringLiteral("jobs"), o.value(QLatin1String("jobs"))},
                 {QStringLiteral("nodes"), 1024},
                 {QStringLiteral("cores_per_node"), 8},
                 {QStringLiteral("mean_wait_h"), o.value(QLatin1String("mean_wait_s")).toDouble() / 3600},
                 {QStringLiteral("utilisation"), o.value(QLatin1String("utilisation"))},
                 {QStringLiteral("simulate_s"), o.value(QLatin1String("wall_s"))},
                 {QStringLiteral("process_s"), double(total.elapsed()) / 1000.0},
                 {QStringLiteral("jobs_per_s"), o.value(QLatin1String("jobs_per_s"))},
                 {QStringLiteral("peak_rss_mb"), o.value(QLatin1String("peak_rss_mb"))},
                 {QStringLiteral("target_s"), 10},
                 {QStringLiteral("target_rss_mb"), 300}});
  }
  // A Monte-Carlo wait forecast: 200 rollouts from a snapshot of 88 nodes, all busy, and a queue of
  // 1,000 jobs (seeded), runtimes drawn as fractions of the limits.
  {
    ClusterSnapshot snap;
    snap.cluster = QStringLiteral("bench");
    snap.time = 1700000000;
    Partition gpu;
    gpu.name = QStringLiteral("gpu");
    snap.partitions = {gpu};
    std::mt19937 rng(3);
    for (int i = 1; i <= 88; ++i) {
      Node n;
      n.name = QStringLiteral("c%1").arg(i, 3, 10, QLatin1Char('0'));
      n.partitions = {gpu.name};
      n.state = QStringLiteral("allocated");
      n.gpus = 3;
      snap.nodes << n;
      Job r;
      r.id = i;
      r.state = JobState::Running;
      r.partition = gpu.name;
      r.nodeList = n.name;
      r.timeLimitSeconds = 48 * 3600;
      r.startTime = snap.time - std::uniform_int_distribution<qint64>(0, 47 * 3600)(rng);
      r.submitTime = r.startTime;
      snap.jobs << r;
    }
    for (int i = 0; i < 1000; ++i) {
      Job q;
      q.id = 1000 + i;
      q.state = JobState::Pending;
      q.partition = gpu.name;
      q.nodes = 1 + int(rng() % 4);
      q.timeLimitSeconds = qint64(1 + rng() % 48) * 3600;
      q.submitTime = snap.time - 1000 + i;
      q.priority = 100000 - i;
      snap.jobs << q;
    }
    JobRequest request;
    request.partition = gpu.name;
    request.nodes = 1;
    request.gpusPerNode = 3;
    request.timeLimitSeconds = 48 * 3600;
    MonteCarloOptions options;
    options.rollouts = 200;
    options.config.runtimeModel =
        std::make_shared<LimitRatioRuntimeModel>(std::vector<double>{0.1, 0.3, 0.5, 0.8, 1.0, 1.0});
    QList<double> seconds;
    double p50 = 0;
    for (int r = 0; r < std::max(1, runs / 3); ++r) {
      QElapsedTimer timer;
      timer.start();
      const auto d = monteCarloWait(snap, request, options);
      seconds << timer.nsecsElapsed() / 1e9;
      p50 = d.ok() ? d->quantile(0.5) / 3600 : -1;
    }
    printFigure({{QStringLiteral("benchmark"), QStringLiteral("monte_carlo_forecast")},
                 {QStringLiteral("rollouts"), 200},
                 {QStringLiteral("queue"), 1000},
                 {QStringLiteral("nodes"), 88},
                 {QStringLiteral("median_s"), median(seconds)},
                 {QStringLiteral("p50_wait_h"), p50},
                 {QStringLiteral("target_s"), 1}});
  }
  runForecastBenchmarks(kBin, data, env);
  runWhatIfBenchmarks(data, runs);
  return paint.isEmpty() || cli.isEmpty() ? 1 : 0;
}
