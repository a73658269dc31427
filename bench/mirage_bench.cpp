// mirage-bench: Mirage's figures, one JSON object per line: start-up (startup_bench.h), the
// simulator (simulator_bench.h), forecasts (forecast_bench.h), what-if (whatif_bench.h), and on
// request the chain advisor (chain_bench.h) or the simulator's fidelity against the local cluster.
#include "bench_output.h"
#include "chain_bench.h"
#include "fidelity/slurm_fidelity.h"
#include "forecast_bench.h"
#include "simulator_bench.h"
#include "startup_bench.h"
#include "whatif_bench.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <cstdio>

using namespace mirage;
using bench::printFigure;

namespace {
const QString kBin = QStringLiteral(MIRAGE_BIN_DIR);
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
                                  QStringLiteral("Only the chain advisor's figures (five settings, half an hour to an hour)."));
  const QCommandLineOption guiStall(QStringLiteral("gui-stall"),
                                    QStringLiteral("Only the GUI thread's longest block while the demo's heavy work "
                                                   "runs (offscreen unless --x11)."));
  const QCommandLineOption simulatorOnly(QStringLiteral("simulator"),
                                         QStringLiteral("Only the simulator's LS6 figures."));
  const QCommandLineOption monteCarlo(QStringLiteral("monte-carlo"),
                                      QStringLiteral("Only the Monte-Carlo forecast figures."));
  const QCommandLineOption whatIf(QStringLiteral("whatif"), QStringLiteral("Only the what-if figures."));
  const QCommandLineOption latencyStore(QStringLiteral("forecast-latency"),
                                        QStringLiteral("Only the learned forecast latency, on this store."),
                                        QStringLiteral("db"));
  parser.addOptions({runsOption, x11, fidelityOption, confOption, replayOption, seedOption, gapOption, forecastOnly,
                     latencyStore, chains, whatIf, monteCarlo, simulatorOnly, guiStall});
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
  if (parser.isSet(simulatorOnly)) {
    runLs6SimulatorBenchmarks(QStringLiteral(MIRAGE_SHARED_DATA_DIR), runs);
    return 0;
  }
  if (parser.isSet(monteCarlo)) {
    runMonteCarloBenchmark(runs);
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
  if (parser.isSet(guiStall))
    return runGuiStallBenchmark(kBin, env, parser.isSet(x11)) ? 0 : 1;
  const bool onX = parser.isSet(x11);
  if (onX && qEnvironmentVariableIsEmpty("DISPLAY")) {
    std::fprintf(stderr, "mirage-bench: --x11 needs a display (run under xvfb-run -a)\n");
    return 2;
  }
  const QString data = QStringLiteral(MIRAGE_SHARED_DATA_DIR);
  const bool started = runStartupBenchmarks(kBin, data, env, runs, onX);
  runSimulatorBenchmarks(kBin, data, env, runs);
  runMonteCarloBenchmark(runs);
  runForecastBenchmarks(kBin, data, env);
  runWhatIfBenchmarks(data, runs);
  const bool stalls = runGuiStallBenchmark(kBin, env, onX);
  return started && stalls ? 0 : 1;
}
