#pragma once
// Calibration that follows drift: every quantile a forecaster gives is moved, in log(wait + 60 s),
// by a shift that each observed start updates — up when the job waited longer than the shifted
// quantile, down when it did not — in proportion to how far that is from the level (online
// quantile tracking, the P-control of conformal PID control). At equilibrium a level-q quantile
// holds for a share q of the jobs, whatever the forecaster and however the cluster drifts, without
// retraining.
//
// Shifts are kept per group (Mondrian): per partition and class of the forecast's own median
// (< 10 min, 10 min–2 h, 2–12 h, > 12 h: known when the forecast is made, unlike the wait), per
// class across partitions, and overall; a forecast takes the most specific group that has seen at
// least `minObservations` starts. Every group a start belongs to is updated by it.
//
// Updates are deterministic (the same starts in the same order give the same shifts) and the state
// is JSON, so the store keeps one per cluster and method and the poller carries it forward.

#include "forecast/wait_forecast.h"

#include <QJsonObject>

#include <map>
#include <vector>

namespace mirage {

// How the forecasts a method issued on a live cluster fared against the starts that followed.
struct LiveScore {
  qint64 jobs = 0;
  double absLogSum = 0; // Σ |log(P50 + 60) − log(wait + 60)|
  qint64 covered = 0;   // waits within the issued P10–P90
  double maeLogWait() const { return jobs > 0 ? absLogSum / double(jobs) : 0; }
  double coverage() const { return jobs > 0 ? double(covered) / double(jobs) : 0; }
  void add(const WaitForecast &issued, double wait);
  QJsonObject toJson() const;
  static LiveScore fromJson(const QJsonObject &json);
};

class AdaptiveCalibration {
public:
  struct Settings {
    double rate = 0.05;       // step per start, in log(wait + 60 s)
    int minObservations = 50; // before a group's shifts are used
  };
  AdaptiveCalibration() = default;
  explicit AdaptiveCalibration(Settings settings) : m_settings(settings) {}

  // A forecast as issued: shifted by its group (monotone again after shifting), with the groups it
  // teaches. Each level's outcome is known as soon as the job starts or its wait passes that
  // level's issued quantile, whichever comes first: a long wait counts as a miss while the job is
  // still waiting, so that shifts are not biased towards the short waits that end first.
  struct Issued {
    WaitForecast forecast;
    std::vector<QString> groups;
  };
  Issued issue(const WaitForecast &raw, const QString &partition) const;
  WaitForecast apply(const WaitForecast &raw, const QString &partition) const { return issue(raw, partition).forecast; }
  // Level `level` (an index into the standard levels) of `issued`: the job waited longer than its
  // quantile (`missed`) or not.
  void learn(const Issued &issued, std::size_t level, bool missed);
  // Whether an outcome teaches anything: a job that started at once against a quantile of 0 s is
  // "at or below" it however far the shift goes down, so learning from it would wind the shift
  // down without end (a cluster where most jobs start at once: RICC).
  static bool informative(double issuedQuantile, double wait) { return issuedQuantile > 0 || wait > 0; }
  // All levels at once, for a job that started after `trueWait` s.
  void observe(const WaitForecast &raw, const QString &partition, double trueWait);

  qint64 observations() const;
  const Settings &settings() const { return m_settings; }
  QJsonObject toJson() const;
  static AdaptiveCalibration fromJson(const QJsonObject &json);
  bool operator==(const AdaptiveCalibration &other) const;

private:
  struct Group {
    qint64 n = 0;
    std::vector<double> shift; // per standard level
  };
  std::vector<QString> groupsOf(const WaitForecast &raw, const QString &partition) const;
  Settings m_settings;
  std::map<QString, Group> m_groups;
};

} // namespace mirage
