#pragma once
// Builds a Forecaster by its method id from what a cluster has: its job history (baselines,
// Monte-Carlo) and its trained models (learned methods).

#include "forecast/adaptive_calibration.h"
#include "forecast/forecaster.h"
#include "forecast/job_history.h"
#include "forecast/learned_forecaster.h"
#include "slurm/command_runner.h"

#include <QJsonObject>

#include <map>
#include <memory>

namespace mirage {

struct ForecastContext {
  std::shared_ptr<const JobHistory> history; // null: none stored
  std::map<QString, std::shared_ptr<LearnedForecaster>> learned;
  std::map<QString, QString> learnedErrors; // why a stored model could not be loaded
  // The stored models' validation scores (forecast_metrics.h's JSON), by method.
  std::map<QString, QJsonObject> validationScores;
  // The cluster's adaptive calibration by method (the poller's): forecasts are issued shifted.
  std::map<QString, AdaptiveCalibration> calibration;
  // How each method's forecasts, as the poller issued them, fared against the starts (and Slurm's
  // own squeue estimate, "squeue-estimate").
  std::map<QString, LiveScore> liveScores;
  int rollouts = 200;
  // A live cluster's Slurm: slurm-estimate then asks it (sbatch --test-only) instead of planning
  // the snapshot itself.
  std::shared_ptr<CommandRunner> slurm;
};

// An error names what is missing (a model to train, history to import). The forecaster is the
// method's own, shifted by the context's adaptive calibration of that method once it has learned
// enough; makeRawForecaster leaves the shifts out (what the calibration itself learns from).
Result<std::shared_ptr<const Forecaster>> makeForecaster(const QString &method, const ForecastContext &context);
Result<std::shared_ptr<const Forecaster>> makeRawForecaster(const QString &method, const ForecastContext &context);
// The best method the context allows: a trained xgboost, another learned model, else monte-carlo.
QString defaultForecastMethod(const ForecastContext &context);

} // namespace mirage
