#pragma once
// The interruption risk of a chain: a predecessor P (running, or pending) and its successor S,
// submitted L before P's limit end. For each lead time L: the chance that S starts after P ended
// (the service is interrupted), the expected gap, and the expected overlap (S running while P still
// runs: hours and GPU-hours paid twice); and the L that minimises a weighted cost of the two.

#include "core/cluster_snapshot.h"
#include "forecast/chain_cost.h"
#include "forecast/wait_forecast.h"

#include <functional>
#include <vector>

namespace mirage {

struct ChainPredecessor {
  bool running = true;
  EpochSeconds start = 0;  // running: when it started
  qint64 limitSeconds = 0; // its time limit
  // pending: its wait distribution from now (the successor's forecaster, asked about P's request)
  WaitForecast wait;
};

struct RiskOptions {
  // λ, an hour of interruption against an hour of overlap (chain_cost.h): cost = GPUs ·
  // (λ·E[gap hours] + E[overlap hours]), in GPU-hours. A CPU successor counts node-hours.
  double interruptionWeight = kDefaultInterruptionWeight;
  // The predecessor ends at its limit (a service kept alive until Slurm stops it). Otherwise its
  // end is drawn from `runtimeRatios` (runtime / limit of the cluster's jobs, users overstate).
  bool runsToLimit = true;
  std::vector<double> runtimeRatios;
  int samples = 4000;
  std::uint64_t seed = 1;
  std::vector<qint64> leadTimes; // empty: 0 to 7 days on a grid, up to the first that means "now"
  // chainRisk: the successor's wait forecast for each submission time (the queue as it will be
  // then), not only for now, by a forecaster that rolls the queue forward (Monte-Carlo).
  bool forecastAtSubmission = true;
};

struct RiskPoint {
  qint64 leadSeconds = 0;
  EpochSeconds submitAt = 0; // limit end - lead, never before now
  double interruptionProbability = 0;
  double expectedGapHours = 0;
  double expectedOverlapHours = 0;
  double expectedOverlapGpuHours = 0;
  double cost = 0;                           // GPU-hours (chain_cost.h)
  double successorP50 = 0, successorP90 = 0; // S's wait (seconds) as forecast for submitAt
};

struct RiskCurve {
  std::vector<RiskPoint> points; // by increasing lead time
  std::size_t best = 0;          // index of the lowest cost (the shortest lead among ties)
  EpochSeconds limitEnd = 0;     // P's limit end (pending: now + P's median wait + limit)
  EpochSeconds expectedEnd = 0;  // the mean of P's sampled ends
  const RiskPoint &suggested() const { return points[best]; }
};

// S's wait is drawn from `successorWait` (as forecast now), independently of P's end; every lead
// time sees the same draws, so the curves are exactly monotone: P(interruption) and the gap fall and
// the overlap grows with the lead time. `successorGpus` is S's GPUs in all (nodes when 0).
RiskCurve interruptionRisk(const ChainPredecessor &predecessor, const WaitForecast &successorWait, int successorGpus,
                           EpochSeconds now, const RiskOptions &options);
// The same with S's wait forecast for each submission time: `successorWaitAt(submitAt)`. Every lead
// sees the same uniform draws, read through its own forecast; the curves are monotone only as far
// as the forecasts are.
using SuccessorWaitAt = std::function<WaitForecast(EpochSeconds submitAt)>;
RiskCurve interruptionRisk(const ChainPredecessor &predecessor, const SuccessorWaitAt &successorWaitAt,
                           int successorGpus, EpochSeconds now, const RiskOptions &options);

} // namespace mirage
