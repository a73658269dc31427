#pragma once
// The forecasts a learned method has to beat.

#include "forecast/forecaster.h"
#include "forecast/job_history.h"

#include <memory>

namespace mirage {

// What Slurm's backfill would estimate: every job runs to its limit and the queue is planned in
// priority order (forecast_features.h, limitPlanStart). A point estimate: all quantiles agree.
// Live, `mirage-cli forecast --method slurm-estimate` asks Slurm itself (sbatch --test-only).
class SlurmEstimateForecaster final : public Forecaster {
public:
  QString method() const override { return QStringLiteral("slurm-estimate"); }
  Result<WaitForecast> forecast(const ClusterSnapshot &snapshot, const JobRequest &request,
                                EpochSeconds at) const override;
};

// The waits of the last 200 similar jobs (same partition, node and limit class) that started in
// the 30 days before the forecast; all jobs when fewer than 20 are similar.
class HistoricalMedianForecaster final : public Forecaster {
public:
  explicit HistoricalMedianForecaster(std::shared_ptr<const JobHistory> history);
  QString method() const override { return QStringLiteral("hist-median"); }
  Result<WaitForecast> forecast(const ClusterSnapshot &snapshot, const JobRequest &request,
                                EpochSeconds at) const override;

private:
  std::shared_ptr<const JobHistory> m_history;
};

// QBETS (Nurmi, Brevik, Wolski 2007) in its simplest form: each quantile of the wait is bounded
// from the order statistics of similar jobs' recent waits at 95 % confidence (upper bounds above
// the median, lower bounds below it), after trimming the history at the last change point (three
// waits in a row above the bound of the 95th percentile).
class QbetsForecaster final : public Forecaster {
public:
  explicit QbetsForecaster(std::shared_ptr<const JobHistory> history, double confidence = 0.95);
  QString method() const override { return QStringLiteral("qbets"); }
  Result<WaitForecast> forecast(const ClusterSnapshot &snapshot, const JobRequest &request,
                                EpochSeconds at) const override;

  // The index (0-based, into values sorted ascending) of the order statistic that bounds the
  // `level` quantile of n values at `confidence`: from above when level ≥ 0.5, else from below.
  static std::size_t boundIndex(std::size_t n, double level, double confidence);
  // Drops the waits (oldest first) before the last change point.
  static std::vector<double> trimAtChangePoint(std::vector<double> waitsOldestFirst, double confidence);

private:
  std::shared_ptr<const JobHistory> m_history;
  double m_confidence;
};

} // namespace mirage
