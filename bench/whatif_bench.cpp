#include "whatif_bench.h"

#include "bench_output.h"
#include "whatif/whatif_run.h"

#include <QElapsedTimer>

#include <algorithm>

namespace mirage {

void runWhatIfBenchmarks(const QString &dataDir, int runs)
{
  using namespace whatif;
  Scenario base;
  base.name = QStringLiteral("LS6");
  base.base.kind = ScenarioBase::Kind::Trace;
  base.base.trace = dataDir + QStringLiteral("/ls6-a100.log");
  base.base.nodes = 72;
  base.base.gpusPerNode = 3;
  QElapsedTimer timer;
  timer.start();
  const auto workload = loadTraceWorkload(base.base);
  const double loadSeconds = double(timer.nsecsElapsed()) / 1e9;
  if (!workload.ok()) {
    bench::printFigure(
        {{QStringLiteral("benchmark"), QStringLiteral("whatif_ls6")}, {QStringLiteral("error"), workload.error()}});
    return;
  }
  Scenario more = base, half = base, cap = base, services = base;
  more.name = QStringLiteral("88 nodes");
  more.nodes = 88;
  half.name = QStringLiteral("half the load");
  half.loadScale = 0.5;
  cap.name = QStringLiteral("24-hour cap");
  cap.limitCapMinutes = 1440;
  services.name = QStringLiteral("10 services, lead 2 h");
  services.chainPolicy = QStringLiteral("lead-2h");
  services.chains.count = 10;
  const QList<Scenario> five{base, more, half, cap, services};
  double best = 1e9, sweepBest = 1e9;
  for (int r = 0; r < std::max(1, runs); ++r) {
    timer.restart();
    const auto results = runScenarios(workload.value(), five);
    best = std::min(best, double(timer.nsecsElapsed()) / 1e9);
    Q_UNUSED(results);
  }
  QList<double> nodes;
  for (int n = 60; n < 100; n += 2)
    nodes << n;
  for (int r = 0; r < std::max(1, runs); ++r) {
    timer.restart();
    const auto sweep = runSweep(workload.value(), base, QStringLiteral("nodes"), nodes);
    sweepBest = std::min(sweepBest, double(timer.nsecsElapsed()) / 1e9);
    Q_UNUSED(sweep);
  }
  const double months = double(workload->until - workload->from) / (30.4 * 86400);
  bench::printFigure({{QStringLiteral("benchmark"), QStringLiteral("whatif_ls6_five_scenarios")},
                      {QStringLiteral("jobs"), qint64(workload->jobs.size())},
                      {QStringLiteral("months"), months},
                      {QStringLiteral("load_trace_s"), loadSeconds},
                      {QStringLiteral("run_s"), best},
                      {QStringLiteral("total_s"), best + loadSeconds},
                      {QStringLiteral("target_s"), 2.0}});
  bench::printFigure({{QStringLiteral("benchmark"), QStringLiteral("whatif_ls6_sweep_20_points")},
                      {QStringLiteral("points"), qint64(nodes.size())},
                      {QStringLiteral("run_s"), sweepBest},
                      {QStringLiteral("total_s"), sweepBest + loadSeconds},
                      {QStringLiteral("target_s"), 10.0}});
}

} // namespace mirage
