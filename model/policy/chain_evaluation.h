#pragma once
// Runs submission policies on the protocol's episodes (chain_protocol.h) and scores them as the
// paper does: d = start(S) − end(P) per episode; load buckets by the reactive outcome (low ≤ 2 h,
// medium 2–12 h, heavy > 12 h of interruption); mean interruption, median d, the share of chains
// with no interruption, mean overlap (hours and GPU-hours) and the interruption reduction against
// reactive, with 95 % bootstrap intervals over episodes; and the cost of every hand-over in the
// chain's GPU-hours at the protocol's interruption weight λ (forecast/chain_cost.h). The oracle
// (the submission time of least cost knowing the future, over every time a policy could submit
// at) bounds them all; it is found exhaustively by forking, and each method's regret is its cost
// over the oracle's.
#include "policy/chain_protocol.h"
#include "policy/submission_policy.h"

#include <QJsonObject>

#include <functional>

namespace mirage::policy {

struct MethodOutcomes {
  QString name;
  std::vector<double> d;               // seconds, one per episode
  std::vector<sim::SimTime> submitted; // when S was submitted, one per episode
  qint64 decisions = 0;
  double decisionSeconds = 0; // time spent inside the policy
};

// What every method of an episode shares, for the window's episode view: P's start, and the risk
// curve risk-optimal saw at its first decision once P ran (empty without risk-optimal).
struct EpisodeDetail {
  sim::SimTime predecessorStart = -1;
  sim::SimTime riskAt = -1;
  std::vector<RiskPoint> risk;
};

struct ChainEvaluation {
  ProtocolOptions options;
  std::vector<Episode> episodes;
  std::vector<EpisodeDetail> details;  // one per episode
  std::vector<MethodOutcomes> methods; // reactive first
  double wallSeconds = 0;
};

// One episode under one policy: d in seconds. `decisions` counts the policy's calls; when given,
// `run` gets when S was submitted and when P started.
struct EpisodeRun {
  sim::SimTime submitted = -1, predecessorStart = -1;
};
double runEpisode(const EpisodeSimulation &prepared, const Episode &episode, SubmissionPolicy &policy,
                  const ProtocolOptions &options, qint64 *decisions = nullptr, double *policySeconds = nullptr,
                  EpisodeRun *run = nullptr);
// d of S submitted at `submitAt` (on the decision grid or P's end) in the prepared episode.
double outcomeIfSubmittedAt(const EpisodeSimulation &prepared, sim::SimTime submitAt, const ProtocolOptions &options);
// Submits S at t into a simulation that has run up to t − 1 step (a fork the caller owns), runs
// until S and P have started, and returns d.
double outcomeAfterSubmitting(sim::MirageCompatSimulator &s, int predecessor, sim::SimTime t,
                              const ProtocolOptions &options);
// The cost of an outcome d (seconds) in hours of the chain: λ·gap + overlap (forecast/chain_cost.h;
// times the chain's GPUs for GPU-hours).
double outcomeCost(double d, double interruptionWeight);
// The oracle's order of outcomes: a lower cost at weight λ.
bool betterOutcome(double d, double than, double interruptionWeight);
// When a fork of the oracle's search can stop: S not started by then costs more than the best
// outcome so far (d = `bestD`) at weight λ: P's end + its cost / λ, in whole simulation steps.
sim::SimTime oracleCutoff(sim::SimTime end, double bestD, double interruptionWeight);
// The times a policy can submit S at: P's submission, every decision interval after it while P
// runs, and P's end (the last).
std::vector<sim::SimTime> oracleCandidates(const EpisodeSimulation &prepared, const Episode &episode,
                                           const ProtocolOptions &options);
// The oracle's d for the episode: the best over every candidate (see above), by simulation.
double oracleOutcome(const EpisodeSimulation &prepared, const Episode &episode, const ProtocolOptions &options);

// `policies` are run in order (reactive is added first when missing); the oracle last when asked
// (computed on the other cores meanwhile). `progress(done, total)` returns false to cancel: what
// the policies did is kept, and the oracle is left out (stopped at once rather than waited for).
ChainEvaluation evaluateChains(const std::vector<sim::SimJob> &jobs, const std::vector<Episode> &episodes,
                               std::vector<std::unique_ptr<SubmissionPolicy>> policies, bool withOracle,
                               const ProtocolOptions &options,
                               const std::function<bool(int done, int total)> &progress = {});

// The JSON of mirage-cli evaluate: episodes, nodes, gpus_per_node, load_scale, the chain; per
// method its name, per bucket (low, medium, heavy, all) n, mean_interruption_h, median_d_h,
// zero_interruption_share, mean_overlap_h, overlap_gpu_h and interruption_reduction_vs_reactive,
// each mean with a [lo, hi] 95 % interval, and decisions_per_s; per_episode rows (start, method,
// d_h, submitted); and episode_details (start, predecessor_submit, predecessor_start,
// predecessor_end, risk_at and the risk curve's points: submit, p_interruption, cost), which the
// window's episode view draws.
QJsonObject chainEvaluationJson(const ChainEvaluation &evaluation, std::uint64_t bootstrapSeed = 1,
                                int bootstrapSamples = 1000);

// The load bucket of an episode by the reactive d (seconds).
QString loadBucket(double reactiveD);

} // namespace mirage::policy
