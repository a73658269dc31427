#pragma once
// Monte-Carlo wait forecasts: the simulator is started from a snapshot, forked once per rollout
// with its own draw of runtimes, the requested job is submitted now, and its start is read. The
// first part of the forecasting issue: no future arrivals yet (jobs submitted after the snapshot
// could only start later than the request under FCFS, but can overtake it under multifactor).

#include "core/cluster_snapshot.h"
#include "core/result.h"
#include "forecast/job_request.h"
#include "sim/sim_config.h"

#include <memory>
#include <vector>

namespace mirage {

// Waits in seconds, sorted, one per rollout.
struct WaitDistribution {
  std::vector<double> waits;
  double quantile(double q) const;
  // The share of rollouts that waited at most `seconds`.
  double cdf(double seconds) const;
};

// Runtimes drawn as the job's limit times a ratio (0, 1] picked from history; for a job already
// running, a ratio that leaves it running at least as long as it has run (else its limit).
class LimitRatioRuntimeModel final : public sim::RuntimeModel {
public:
  explicit LimitRatioRuntimeModel(std::vector<double> ratios);
  std::int64_t runtime(const sim::SimJob &job, std::int64_t elapsed, std::mt19937_64 &rng) const override;

private:
  std::vector<double> m_ratios; // sorted
};

struct MonteCarloOptions {
  int rollouts = 200;
  std::uint64_t seed = 1;
  sim::SimConfig config{};            // the scheduler (its runtimeModel draws the runtimes)
  qint64 horizonSeconds = 30 * 86400; // a rollout gives up (and counts the horizon) after this
};

// The distribution of the wait of `request` submitted at snapshot.time. An error names what is
// wrong (no usable node, an unknown partition, a request the partition can never run).
Result<WaitDistribution> monteCarloWait(const ClusterSnapshot &snapshot, const JobRequest &request,
                                        const MonteCarloOptions &options);

} // namespace mirage
