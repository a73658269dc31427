#pragma once
// Calibration that follows drift: every quantile a forecaster gives is moved, in log(wait + 60 s),
// by a shift that each observed start updates — up when the job waited longer than the shifted
// quantile, down when it did not — in proportion to how far that is from the level (online
// quantile tracking, the P-control of conformal PID control). At equilibrium a level-q quantile
// holds for a share q of the jobs, whatever the forecaster and however the cluster drifts, without
// retraining.
//
// Shifts are kept per group (Mondrian): per partition and class of the forecast's own median
// (0 s, < 10 min, 10 min–2 h, 2–12 h, > 12 h: known when the forecast is made, unlike the wait;
// a forecaster that says "at once" is its own class, as its errors are of another kind), per
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
    // Per level: the shift at which the forecaster's own quantile comes out as 0 s. A shift may go
    // at most kZeroMargin below it on what a job that started at once teaches (empty: a forecast
    // stored before this was kept; such a job then teaches nothing).
    std::vector<double> zeroShift;
    // Which cell of the levels the issued forecast's chance of starting at once fell in: c means
    // between level c − 1 (0 for c = 0) and level c, the highest level whose quantile is 0 s being
    // c − 1. The share of such jobs that did start at once places it within the cell (learnAtOnce).
    int atOnceCell = -1; // -1: none (no group yet, or stored before cells were)
  };
  Issued issue(const WaitForecast &raw, const QString &partition) const;
  WaitForecast apply(const WaitForecast &raw, const QString &partition) const { return issue(raw, partition).forecast; }
  // Level `level` (an index into the standard levels) of `issued`: `miss` is 1 when the job waited
  // longer than its quantile, 0 when it did not, and between for a job that started at once
  // against a quantile of 0 s (missShare).
  void learn(const Issued &issued, std::size_t level, double miss);
  // What a job that waited `wait` s teaches level `level` of the forecast it was issued. A job that
  // started at once against a quantile of 0 s is "at or below" it however far the shift goes down;
  // counted as a hit it would wind the shift down without end (RICC: most jobs start at once), and
  // not counted, the chance of starting at once would never be learned. It counts by its
  // randomised PIT, uniform on [0, F(0)] (F: the issued forecast's CDF): as a miss with the
  // probability 1 − level / F(0) that the PIT lies above the level. At equilibrium F(0) is the
  // share of jobs that start at once.
  static double missShare(const WaitForecast &issued, std::size_t level, double wait);
  // Whether the job `issued` was for started at once: the share of the jobs of its cell that did,
  // per group, places the issued forecast's chance of starting at once within the cell (the levels
  // alone can only say 0.25 or 0.5 where 45 % start at once).
  void learnAtOnce(const Issued &issued, bool startedAtOnce);
  // How far below its zero shift a level's shift may go on jobs that started at once: a factor e
  // on wait + 60 s, room enough for F(0) to settle, never an unbounded wind-down.
  static constexpr double kZeroMargin = 1.0;
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
    // Per cell (Issued::atOnceCell): the share of jobs that started at once, and how many taught it.
    std::vector<double> atOnceShare;
    std::vector<qint64> atOnceJobs;
  };
  static constexpr qint64 kAtOnceMinJobs = 30; // before a cell's share is used
  static constexpr qint64 kAtOnceWindow = 200; // the share follows about the last this many jobs
  std::vector<QString> groupsOf(const WaitForecast &raw, const QString &partition) const;
  Settings m_settings;
  std::map<QString, Group> m_groups;
};

} // namespace mirage
