#pragma once
// The Forecast workspace's validation scores: one row per forecast method with its stored model's
// scores on the newest part of its training window, or why it has none (not trained, needs no
// training, or the stored model could not be loaded).
#include "store/forecast_model_store.h"
#include "widgets/common/row_table_model.h"

#include <map>
#include <optional>

namespace mirage {

struct ForecastScoreRow {
  QString method;
  std::optional<StoredForecastModel> stored;
  QString why; // without a stored model
  // On a watched cluster: how the poller's forecasts of this method fared against the starts, and
  // how many starts its adaptive calibration has learned from.
  std::optional<LiveScore> live;
  qint64 calibratedStarts = 0;
  int calibrationNeeds = 0; // starts before the calibration is used
};

QList<RowColumn<ForecastScoreRow>> forecastScoreColumns();
// One row per method, then one for Slurm's own squeue estimate when the poller has scored it.
QList<ForecastScoreRow> forecastScoreRows(const QList<StoredForecastModel> &models, const ForecastContext &context,
                                          const QString &cluster);

} // namespace mirage
