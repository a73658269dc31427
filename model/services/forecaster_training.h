#pragma once
// Training a cluster's learned wait forecasters on its stored history, as `mirage-cli
// train-forecast` does: the history replayed as its queue, every learned method trained and
// validated on the newest part, and each model kept in the store with its window and scores.
#include "core/result.h"
#include "forecast/forecast_training.h"

#include <QJsonArray>
#include <QJsonObject>

namespace mirage {
class Database;
}

namespace mirage::services {

struct ClusterTraining {
  QString cluster;
  EpochSeconds dataFrom = 0, dataTo = 0, validateFrom = 0;
  qint64 examples = 0;
  double wallS = 0;
  QJsonArray methods; // each method's scores, train_s, and model_id and device, or its error
  int saved = 0;      // models kept in the store
  QJsonObject json() const;
};

// An error names the store, a cluster without started jobs, or a model the store could not keep;
// a method that could not be trained has its error among the methods.
Result<ClusterTraining> trainClusterForecasters(Database &db, const QString &cluster,
                                                const ForecastTrainingOptions &options,
                                                const EvaluationProgress &progress = {});

} // namespace mirage::services
