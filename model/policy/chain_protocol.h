#pragma once
// The Mirage paper's evaluation protocol (../shared/docs/paper-notes.md §2–3): episodes of five days
// of a trace's workload, one starting every four hours, simulated with the authors' scheduler
// semantics (sim/mirage_compat.h) on a given number of nodes; after a two-day warm-up the
// predecessor P (chainNodes × chainLimit, running to its limit) is submitted, and the successor S,
// identical, when the policy says so. The outcome is d = start(S) − end(P): an interruption when
// positive, an overlap when negative.
#include "core/trace_job.h"
#include "forecast/chain_cost.h"
#include "policy/paper_state.h"
#include "sim/mirage_compat.h"

#include <limits>
#include <vector>

namespace mirage::policy {

struct ProtocolOptions {
  int nodes = 88;         // the authors' simulator's default (LS6's partition has 72)
  int gpusPerNode = 3;    // for GPU-hours of overlap (LS6 gpu-a100: 3)
  double loadScale = 1.0; // arrival rate times this (sim/workload_transforms.h)
  int chainNodes = 1;     // P and S: 1 node, or 8 in the paper's second setting
  qint64 chainLimit = 2880 * 60;
  qint64 episodeLength = 5 * 86400;
  qint64 warmup = 2 * 86400;
  qint64 stride = 4 * 3600;
  qint64 decisionInterval = 600; // a policy is asked every 10 minutes
  // λ of the cost (forecast/chain_cost.h): scores every method, risk-optimal aims at it, the oracle
  // is the best for it. Trains nothing: models are shared across weights.
  double interruptionWeight = kDefaultInterruptionWeight;
};

struct Episode {
  sim::SimTime start = 0;             // t0
  std::size_t firstJob = 0;           // the jobs submitted in [t0, t0 + episodeLength]
  std::size_t endJob = 0;             // one past the last
  sim::SimTime predecessorSubmit = 0; // t0 + warmup
};

// A trace's jobs as the authors' simulator replays them: submit, nodes, limit, runtime = end −
// start capped at the limit; jobs without a start, end, limit or node count are dropped. Sorted by
// submission; the load scale is applied.
std::vector<sim::SimJob> simJobsFromTrace(const std::vector<TraceJob> &trace, double loadScale = 1.0);

// Where time t of the original trace lands once the load is scaled by `factor` (the first
// submission stays): for windows such as the paper's split under another load.
sim::SimTime scaledTime(sim::SimTime t, sim::SimTime firstSubmit, double factor);

// Episodes starting at from, from + stride, … while t0 < to and the workload reaches t0 +
// episodeLength (the trace's last submission is at or after it).
std::vector<Episode> buildEpisodes(const std::vector<sim::SimJob> &jobs, sim::SimTime from, sim::SimTime to,
                                   const ProtocolOptions &options);

// The paper's protocol on a time split, with an embargo: training episodes start in [trainFrom,
// trainUntil) and must end (t0 + episodeLength, the last job they simulate) before validateFrom, so
// no training episode, offline example or learned policy has seen a job of the validation window;
// validation episodes start at validateFrom or later and before validateUntil. Training episodes that
// would reach into the validation window are dropped and counted. Times are in the workload's
// (scaled) time.
struct EpisodeSplit {
  std::vector<Episode> training, validation;
  int embargoed = 0;            // training episodes dropped because they reach validateFrom
  sim::SimTime trainingEnd = 0; // one past the last submission any training episode simulates
};
EpisodeSplit splitEpisodes(const std::vector<sim::SimJob> &jobs, sim::SimTime trainFrom, sim::SimTime trainUntil,
                           sim::SimTime validateFrom, const ProtocolOptions &options,
                           sim::SimTime validateUntil = std::numeric_limits<sim::SimTime>::max());

// The workload submitted before `until`, simulated to its end under the protocol's scheduler and
// node count: the cluster's history as the evaluation's world would have made it (what a
// forecaster for that world learns from). Jobs in partition "batch".
std::vector<TraceJob> simulatedHistory(const std::vector<sim::SimJob> &jobs, sim::SimTime until,
                                       const ProtocolOptions &options);

// The episode's simulation with its workload and P submitted, run through the warm-up to just
// before P arrives (every policy forks it from there), P's index, and the paper's state recorded
// every 10 minutes over the last 24 h of the warm-up.
struct EpisodeSimulation {
  sim::MirageCompatSimulator sim{1};
  int predecessor = -1;
  PaperStateRecorder history;
};
EpisodeSimulation prepareEpisode(const std::vector<sim::SimJob> &jobs, const Episode &episode,
                                 const ProtocolOptions &options);

} // namespace mirage::policy
