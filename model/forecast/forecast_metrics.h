#pragma once
// How good forecasts were, against the waits that really happened.

#include "forecast/wait_forecast.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>

#include <array>
#include <utility>
#include <vector>

namespace mirage {

struct ForecastScore {
  qint64 jobs = 0;
  double maeLogWait = 0;     // mean |log((P50 + 60) / (true + 60))|
  double within2x = 0;       // jobs that waited > 10 min: share whose P50 is within a factor 2
  qint64 jobsOver10Min = 0;  // ... and how many those were
  double within10Min = 0;    // share with |P50 - true| ≤ 10 min
  double coverageP10P90 = 0; // share with P10 ≤ true ≤ P90
  // The same by the randomised PIT, which a calibrated forecaster brings to 0.8 even where many
  // jobs start at once: a job that started at once, against a forecast giving it probability F(0)
  // of doing so, counts as the share of its PIT range [0, F(0)] that lies in [0.1, 0.9]. (By the
  // plain count such a job is covered whenever P10 is 0, so where more than a tenth of the jobs
  // start at once a calibrated forecaster covers about 0.9.) Other jobs count as above.
  double coverageP10P90Pit = 0;
  double pinballLoss = 0; // mean pinball loss of P10, P50 and P90 in log(wait + 60)
  // Continuous ranked probability score in log(wait + 60): the mean of ∫ (F(z) − 1{z ≥ truth})² dz,
  // computed as twice the mean pinball loss over 100 evenly spaced levels (a point forecast scores
  // its absolute error).
  double crps = 0;
  // Interval sharpness: the median of (P90 + 60) / (P10 + 60) (1: no spread).
  double sharpnessP90P10 = 0;
  // Calibration: for each standard level, the share of jobs that waited at most that quantile
  // (a calibrated forecaster's share equals the level).
  std::vector<std::pair<double, double>> calibration;
  double forecastsPerSecond = 0;
  QJsonObject toJson() const;
  QJsonArray calibrationJson() const; // [{level, observed}, …]
};

// The calibration curve of scores JSON (ForecastScore::toJson, e.g. a stored model's validation
// scores): (level, observed share) pairs; empty when the JSON has none (scored by older code).
std::vector<std::pair<double, double>> calibrationFromJson(const QJsonObject &scores);

// Wait buckets by the true wait: < 10 min, 10 min-2 h, 2-12 h, > 12 h.
inline constexpr int kWaitBuckets = 4;
int waitBucket(double trueWaitSeconds);
QString waitBucketName(int bucket); // "lt_10min", "10min_2h", "2h_12h", "gt_12h"

// A job's share of P10–P90 coverage by the randomised PIT (ForecastScore::coverageP10P90Pit).
double pitCoverage(const WaitForecast &forecast, double trueWait);

class ScoreAccumulator {
public:
  void add(const WaitForecast &forecast, double trueWait);
  void addTime(double seconds) { m_seconds += seconds; }
  ForecastScore total() const { return result(m_all); }
  ForecastScore bucket(int b) const { return result(m_buckets[std::size_t(b)]); }
  // { ...total, "by_wait": { bucket: {...}, ... } }
  QJsonObject toJson() const;

private:
  struct Sums {
    qint64 n = 0, over10 = 0, within2x = 0, within10 = 0, covered = 0;
    double absLog = 0, pinball = 0, crps = 0, coveredPit = 0;
    std::vector<double> spread;      // (P90 + 60) / (P10 + 60) of each forecast
    std::vector<qint64> atOrBelow{}; // per standard level: jobs whose wait was at most that quantile
  };
  ForecastScore result(const Sums &s) const;
  Sums m_all;
  std::array<Sums, kWaitBuckets> m_buckets{};
  double m_seconds = 0;
};

} // namespace mirage
