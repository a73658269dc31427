#pragma once
// train-forecast's engine: validate every learned method on the newest part of a cluster's history
// (trained on what came before it, as forecast-eval does), then train each on the whole window and
// keep the validation scores beside the model, with the historical median's as the bar to beat.
#include "forecast/forecast_evaluation.h"

#include <QJsonObject>

namespace mirage {

struct ForecastTrainingOptions {
  EpochSeconds from = 0;        // 0: two days after the history's first start (a warm queue)
  EpochSeconds until = 0;       // 0: the newest submission
  double validationShare = 0.2; // the newest share of the window: validation only
  QStringList methods;          // empty: every learned method
  LearnedTrainingOptions learned;
};

struct TrainedForecastModel {
  QString method;
  std::shared_ptr<LearnedForecaster> model; // null when it failed: see error
  QJsonObject scores;                       // forecast_metrics.h's JSON of the validation, and its window
  double trainSeconds = 0;                  // the final fit on the whole window
  QString error;
};

struct ForecastTraining {
  EpochSeconds dataFrom = 0, dataTo = 0, validateFrom = 0;
  qint64 examples = 0; // of the final fit
  std::vector<TrainedForecastModel> models;
};

Result<ForecastTraining> trainForecastModels(const TraceReplay &replay, const ForecastTrainingOptions &options,
                                             const EvaluationProgress &progress = {});

} // namespace mirage
