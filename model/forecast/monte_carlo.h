#pragma once
// Monte-Carlo wait forecasts: the simulator is started from a snapshot once per rollout with its
// own draw of runtimes (runtime / limit ratios of the cluster's recent jobs: users overstate
// limits), the requested job is submitted, future arrivals are replayed from the cluster's history
// (the jobs submitted one to four weeks earlier at the same hour, a different week per rollout),
// and the request's start is read.

#include "core/cluster_snapshot.h"
#include "core/result.h"
#include "forecast/forecaster.h"
#include "forecast/job_history.h"
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
  // Where future arrivals come from (none when null), and how far ahead they are replayed.
  std::shared_ptr<const JobHistory> arrivals;
  qint64 arrivalWindowSeconds = 3 * 86400;
};

// Ratios for clusters without history: jobs run a twentieth to all of their limit, most of them
// well short of it.
std::vector<double> defaultRuntimeRatios();

// The distribution of the wait of `request` submitted at `at` (≥ snapshot.time; -1: then). An
// error names what is wrong (no usable node, an unknown partition, a request the partition can
// never run).
Result<WaitDistribution> monteCarloWait(const ClusterSnapshot &snapshot, const JobRequest &request,
                                        const MonteCarloOptions &options, EpochSeconds at = -1);

// The Forecaster over monteCarloWait: runtimes from the ratios of the last 2,000 jobs of `history`
// that ended before the forecast (defaultRuntimeRatios() without history), arrivals from it.
class MonteCarloForecaster final : public Forecaster {
public:
  MonteCarloForecaster(std::shared_ptr<const JobHistory> history, MonteCarloOptions options);
  QString method() const override { return QStringLiteral("monte-carlo"); }
  Result<WaitForecast> forecast(const ClusterSnapshot &snapshot, const JobRequest &request,
                                EpochSeconds at) const override;

private:
  std::shared_ptr<const JobHistory> m_history;
  MonteCarloOptions m_options;
};

} // namespace mirage
