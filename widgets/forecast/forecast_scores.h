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
};

QList<RowColumn<ForecastScoreRow>> forecastScoreColumns();
QList<ForecastScoreRow> forecastScoreRows(const QList<StoredForecastModel> &models,
                                          const std::map<QString, QString> &learnedErrors, const QString &cluster);

} // namespace mirage
