#pragma once
// Adaptive calibration on a live cluster: at every poll, each new pending job gets a forecast from
// every method (Slurm's plan, the history baselines, the trained models, and Monte-Carlo from one set
// of rollouts of the poll's snapshot, at most kMonteCarloPerPoll jobs), shifted by the cluster's
// calibration as the window would show it; each level of that forecast teaches the calibration as
// soon as its outcome is known: when the job starts (seen running, or found in the sacct history
// once gone), or as soon as its wait passes the level's quantile. When the start is known the
// issued forecast is scored against it (the live score, Slurm's own squeue estimate beside the
// methods). The state and the forecasts still open live in the store, so a restarted window
// carries on where it stopped.
#include "core/cluster_snapshot.h"
#include "core/result.h"
#include "forecast/forecaster_factory.h"
#include "store/calibration_store.h"
#include "store/database.h"

#include <atomic>
#include <map>
#include <set>

namespace mirage::services {

// Slurm's own estimate of a waiting job's start (squeue's StartTime, from its backfill plan),
// tracked beside the methods so that its live score can be compared with theirs.
inline const QString kSqueueEstimate = QStringLiteral("squeue-estimate");

struct CalibrationStep {
  int issued = 0;  // forecasts issued to jobs first seen waiting
  int learned = 0; // level outcomes learned
  int open = 0;    // forecasts still waiting for an outcome
};

// Monte-Carlo forecasts issued per poll at most (all from one set of rollouts of the poll's snapshot).
inline constexpr int kMonteCarloPerPoll = 100;

// The methods tracked for a cluster with this context.
QStringList calibratedMethods(const ForecastContext &context);

// One poll's step in three parts, so that the forecasts are made off the store's thread: begin
// (store: load, learn what the open forecasts' jobs did), issue (any thread: forecasts for the new
// waiting jobs, at most `maxNewJobs` per method and poll; the rest are taken up by later polls),
// finish (store: save). `snapshot` is the cluster now (stored already).
struct CalibrationWork {
  QString cluster;
  EpochSeconds time = 0;
  std::map<QString, CalibrationRecord> records;
  std::map<QString, std::set<QString>> known; // per method: the jobs with a forecast already
  CalibrationStep step;
};
Result<CalibrationWork> beginCalibrationStep(Database &db, const ClusterSnapshot &snapshot,
                                             const ForecastContext &context);
void issueForecasts(CalibrationWork &work, const ClusterSnapshot &snapshot, const ForecastContext &context,
                    int maxNewJobs = 200, const std::atomic_bool *cancel = nullptr);
Result<CalibrationStep> finishCalibrationStep(Database &db, CalibrationWork &work);
// All three on one thread.
Result<CalibrationStep> trackCalibration(Database &db, const ClusterSnapshot &snapshot, const ForecastContext &context,
                                         int maxNewJobs = 200);

} // namespace mirage::services
