#pragma once
// Adaptive calibration on a live cluster: at every poll, each new pending job gets a forecast from
// every method that can forecast quickly (Slurm's plan, the history baselines, the trained models;
// not Monte-Carlo, whose rollouts cost too much to run for every job), shifted by the cluster's
// calibration as the window would show it; each level of that forecast teaches the calibration as
// soon as its outcome is known: when the job starts (seen running, or found in the sacct history
// once gone), or as soon as its wait passes the level's quantile. When the start is known the
// issued forecast is scored against it (the live score, Slurm's own squeue estimate beside the
// methods). The state and the forecasts still open live in the store, so a restarted window
// carries on where it stopped.
#include "core/cluster_snapshot.h"
#include "core/result.h"
#include "forecast/forecaster_factory.h"
#include "store/database.h"

namespace mirage::services {

// Slurm's own estimate of a waiting job's start (squeue's StartTime, from its backfill plan),
// tracked beside the methods so that its live score can be compared with theirs.
inline const QString kSqueueEstimate = QStringLiteral("squeue-estimate");

struct CalibrationStep {
  int issued = 0;  // forecasts issued to jobs first seen waiting
  int learned = 0; // level outcomes learned
  int open = 0;    // forecasts still waiting for an outcome
};

// The methods tracked for a cluster with this context.
QStringList calibratedMethods(const ForecastContext &context);

// One poll's step; `snapshot` is the cluster now (stored already). New forecasts are issued to at
// most `maxNewJobs` jobs per method and poll (the rest are taken up by later polls).
Result<CalibrationStep> trackCalibration(Database &db, const ClusterSnapshot &snapshot, const ForecastContext &context,
                                         int maxNewJobs = 200);

} // namespace mirage::services
