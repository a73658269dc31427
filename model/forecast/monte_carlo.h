#pragma once
// Monte-Carlo wait forecasts. Each rollout starts the simulator from a snapshot with its own draw
// of runtimes (runtime / limit ratios of the cluster's recent jobs: users overstate limits), replays
// future arrivals from the cluster's history (the jobs submitted one to four weeks earlier at the
// same hours, a different week per rollout) and runs until every job has started; its schedule,
// node by node, is kept (RolloutSchedule). A request ranks below the jobs queued at the snapshot
// and the arrivals submitted before it: it starts at the earliest time its nodes are free for its
// whole limit in that schedule. One set of rollouts so answers every request and submission time
// up to the arrivals it replayed, and later snapshots of the same cluster with the jobs queued
// since placed ahead of the request.

#include "core/cluster_snapshot.h"
#include "core/result.h"
#include "forecast/forecaster.h"
#include "forecast/job_history.h"
#include "forecast/job_request.h"
#include "sim/sim_config.h"

#include <QHash>
#include <QSet>

#include <memory>
#include <mutex>
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

// Runtimes drawn per job: a job of the snapshot from its user's recent ratios where the history
// has enough of them, any other from the cluster's; an arrival replayed from history whose
// runtime was known at the snapshot keeps it.
class PerUserRuntimeModel final : public sim::RuntimeModel {
public:
  PerUserRuntimeModel(std::shared_ptr<const LimitRatioRuntimeModel> cluster,
                      QHash<qint64, std::shared_ptr<const LimitRatioRuntimeModel>> byJob);
  // From `history` as known at `snapshot.time`: users with at least `least` ended jobs get their
  // own ratios (their last 200); least < 0: none do.
  static std::shared_ptr<const PerUserRuntimeModel> fromHistory(const JobHistory *history,
                                                                const ClusterSnapshot &snapshot, int least = 20);
  std::int64_t runtime(const sim::SimJob &job, std::int64_t elapsed, std::mt19937_64 &rng) const override;
  int usersWithOwnRatios() const { return m_users; }

private:
  std::shared_ptr<const LimitRatioRuntimeModel> m_cluster;
  QHash<qint64, std::shared_ptr<const LimitRatioRuntimeModel>> m_byJob;
  int m_users = 0;
};

struct MonteCarloOptions {
  int rollouts = 200;
  std::uint64_t seed = 1;
  sim::SimConfig config{};            // the scheduler (its runtimeModel draws the runtimes)
  qint64 horizonSeconds = 30 * 86400; // a rollout gives up (and counts the horizon) after this
  // Where future arrivals come from (none when null).
  std::shared_ptr<const JobHistory> arrivals;
  // MonteCarloForecaster: rollouts of a snapshot serve the snapshots of the next this many
  // seconds (0: only their own), with the jobs queued since placed ahead of the request.
  qint64 reuseSeconds = 0;
  // MonteCarloForecaster: runtimes of a user's jobs from the user's own ratios where there are 20
  // (PerUserRuntimeModel). Off: on LS6 (Feb–Mar 2023) it raised the MAE of log wait from 1.90
  // to 2.01 raw and from 1.66 to 1.69 calibrated.
  bool perUserRuntimes = false;
  // Threads that run the rollouts (0: QThread::idealThreadCount()); the rollouts come out the same on any number.
  int threads = 0;
};

class RolloutSchedule;

// The rollouts of one snapshot, with arrivals replayed up to arrivalsUntil().
class MonteCarloRollouts {
public:
  // An error names what is wrong (no usable node).
  static Result<MonteCarloRollouts> simulate(const ClusterSnapshot &snapshot, const MonteCarloOptions &options,
                                             EpochSeconds arrivalsUntil);
  EpochSeconds time() const { return m_time; }
  EpochSeconds arrivalsUntil() const { return m_arrivalsUntil; }
  // Whether the rollouts are of this cluster's nodes and partitions (names, GPUs, which are usable).
  bool sameMachine(const ClusterSnapshot &snapshot) const;
  // The wait of `request` submitted at `at` (time() ≤ at ≤ arrivalsUntil()). With `later`, a
  // snapshot of the same cluster taken since (or the same one less some jobs): the jobs it shows
  // that the rollouts do not know are placed ahead of the request, and those of the rollouts' it no
  // longer shows hold nothing. Each rollout draws the request's standing from `ranks` (none: behind
  // every job queued at the snapshot and every arrival before it, ahead of all later ones). An
  // error names an unknown partition or a request the partition can never run.
  Result<WaitDistribution> wait(const JobRequest &request, EpochSeconds at, const ClusterSnapshot *later = nullptr,
                                const std::vector<QueueRank> &ranks = {}) const;

private:
  std::vector<std::shared_ptr<const RolloutSchedule>> m_rollouts;
  std::vector<std::uint64_t> m_seeds;
  std::vector<sim::SimNode> m_nodes;
  QHash<QString, std::vector<int>> m_partitionNodes;
  QHash<qint64, int> m_jobs; // the snapshot's simulated jobs: id -> index in every rollout
  std::size_t m_machine = 0; // hash of the nodes and partitions
  EpochSeconds m_time = 0, m_arrivalsUntil = 0;
  qint64 m_horizon = 0;
  std::shared_ptr<const sim::RuntimeModel> m_runtimes;
};

// Ratios for clusters without history: jobs run a twentieth to all of their limit, most of them
// well short of it.
std::vector<double> defaultRuntimeRatios();

// The distribution of the wait of `request` submitted at `at` (≥ snapshot.time; -1: then), from
// rollouts of its own. An error names what is wrong (no usable node, an unknown partition, a
// request the partition can never run).
Result<WaitDistribution> monteCarloWait(const ClusterSnapshot &snapshot, const JobRequest &request,
                                        const MonteCarloOptions &options, EpochSeconds at = -1);

// The Forecaster over MonteCarloRollouts: runtimes from the ratios of the last 2,000 jobs of
// `history` that ended before the forecast (defaultRuntimeRatios() without history), arrivals from
// it. The last rollouts are kept: forecasts of the same snapshot, and of later ones within
// options.reuseSeconds, share them; arrivals are replayed to the submission time asked for,
// rounded up to 1, 2, 4, … hours.
class MonteCarloForecaster final : public Forecaster {
public:
  MonteCarloForecaster(std::shared_ptr<const JobHistory> history, MonteCarloOptions options);
  QString method() const override { return QStringLiteral("monte-carlo"); }
  bool forecastsTheQueueAhead() const override { return true; }
  Result<WaitForecast> forecast(const ClusterSnapshot &snapshot, const JobRequest &request,
                                EpochSeconds at) const override;
  // How many sets of rollouts it has simulated so far.
  int simulations() const;

private:
  Result<std::shared_ptr<const MonteCarloRollouts>> rollouts(const ClusterSnapshot &snapshot, EpochSeconds at) const;
  std::shared_ptr<const JobHistory> m_history;
  MonteCarloOptions m_options;
  mutable std::mutex m_mutex;
  mutable std::shared_ptr<const MonteCarloRollouts> m_last;
  mutable QString m_lastCluster;
  mutable int m_simulations = 0;
};

} // namespace mirage
