#pragma once
// The answer of every forecaster: a queue-wait distribution given by its quantiles.

#include <QString>

#include <vector>

namespace mirage {

// Quantiles of the wait in seconds at increasing levels in (0, 1). Between levels the CDF is
// linear in log(wait + 60 s); below the first level it falls to 0 at a wait of 0, above the last it
// reaches 1 at the last level's wait times 4 (a deliberately loose tail).
struct WaitForecast {
  QString method;
  std::vector<double> levels;  // increasing, in (0, 1)
  std::vector<double> seconds; // non-decreasing, ≥ 0, one per level
  // The chance of starting at once where it lies between two levels (adaptive calibration learns
  // it): every level up to it has the quantile 0 s, and the CDF rises from (atOnce, 0 s) to the
  // next level instead of from the level below. 0: the levels say it alone.
  double atOnce = 0;

  bool isValid() const { return !levels.empty() && levels.size() == seconds.size(); }
  double quantile(double level) const;
  double cdf(double waitSeconds) const;
  double p10() const { return quantile(0.1); }
  double p50() const { return quantile(0.5); }
  double p90() const { return quantile(0.9); }

  // The levels every forecaster reports: 0.05, 0.1, 0.25, 0.5, 0.75, 0.9, 0.95.
  static const std::vector<double> &standardLevels();
  // From rollouts or history (unsorted is fine), at the standard levels.
  static WaitForecast fromSamples(const QString &method, std::vector<double> waits);
  // One value for every level (a point estimate such as Slurm's).
  static WaitForecast point(const QString &method, double waitSeconds);
};

// The scale forecasts are learned and compared in: log(wait + 60 s).
double logWait(double waitSeconds);
double waitFromLog(double logValue);

} // namespace mirage
