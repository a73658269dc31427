#pragma once
// Runs what-if scenarios on the simulator and measures what a lab manager compares: the waits
// (mean, median, P90 and the whole distribution), utilisation and queue length over time, and —
// when the scenario has chained services — their interruption and overlap under its chain policy.
// Scenarios run in parallel on every core; a sweep runs one scenario over a parameter's values.
#include "whatif/scenario.h"
#include "whatif/workload.h"

#include <QJsonObject>

#include <functional>
#include <vector>

namespace mirage::whatif {

struct SeriesPoint {
  EpochSeconds t = 0;
  double utilisation = 0; // busy nodes / nodes
  int queued = 0;         // jobs waiting
};

struct ChainOutcome {
  int transitions = 0; // successor starts measured (links − 1 per service that finished)
  double meanInterruptionH = 0, meanOverlapH = 0, zeroInterruptionShare = 0;
};

struct WhatIfResult {
  QString scenario;
  QString error; // set when the scenario could not run
  int jobs = 0, rejected = 0, nodes = 0;
  double meanWaitH = 0, medianWaitH = 0, p90WaitH = 0, utilisation = 0;
  std::vector<double> waitQuantilesH; // at 0, 1/50, …, 1
  std::vector<SeriesPoint> series;    // about 400 points over the window
  QString chainPolicy;
  ChainOutcome chains;
  double seconds = 0;

  QJsonObject toJson() const;
  static WhatIfResult fromJson(const QJsonObject &o);
};

// One scenario on its base; `cancelled` is polled between steps (then the error says so).
WhatIfResult runScenario(const Workload &base, const Scenario &scenario, const std::function<bool()> &cancelled = {});

// A result's curves for comparing scenarios (the report's charts and the workspace's plots): the
// wait distribution (waitH against the share of jobs that waited less) and utilisation and queue
// length over time (epoch seconds).
struct ResultCurves {
  std::vector<double> waitH, waitShare;
  std::vector<double> time, utilisation, queued;
};
ResultCurves resultCurves(const WhatIfResult &result);

// Several at once on the available cores, in the order given. progress(done, total) returns false
// to cancel the ones not yet started.
std::vector<WhatIfResult> runScenarios(const Workload &base, const QList<Scenario> &scenarios,
                                       const std::function<bool(int, int)> &progress = {});

// Scenarios on several bases: each distinct base is loaded once by `load` (in turn, so one is in
// memory at a time) and its scenarios run together; results in the order given. progress(done,
// total) counts over all of them. An error when a base cannot be loaded.
using BaseLoader = std::function<Result<Workload>(const ScenarioBase &)>;
Result<std::vector<WhatIfResult>> runScenariosOnBases(const QList<Scenario> &scenarios, const BaseLoader &load,
                                                      const std::function<bool(int, int)> &progress = {});

struct SweepResult {
  QString parameter;
  QList<double> values;
  std::vector<WhatIfResult> results; // one per value
  QJsonObject toJson() const;
};

// The scenario with `parameter` set to each value (sweepParameters()), all run in parallel.
Result<SweepResult> runSweep(const Workload &base, const Scenario &scenario, const QString &parameter,
                             const QList<double> &values, const std::function<bool(int, int)> &progress = {});

} // namespace mirage::whatif
