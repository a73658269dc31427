#pragma once
// Forecast models and the job history they learn from, in the store: a cluster's stored jobs as a
// trace, and each learned method's newest model with its training window and validation scores.

#include "core/result.h"
#include "forecast/forecaster_factory.h"
#include "forecast/learned_forecaster.h"
#include "store/database.h"
#include "core/trace_job.h"

#include <QJsonObject>
#include <QList>

#include <vector>

namespace mirage {

// The cluster's stored jobs submitted before `until` (0: all), in order of submission.
Result<std::vector<TraceJob>> storedJobs(Database &db, const QString &cluster, EpochSeconds until = 0);

// The cluster's IANA time zone as stored (empty: unknown).
QString storedTimeZone(Database &db, const QString &cluster);

// The cluster as its stored job history shows it at `at` (0: its last submission): what a trace
// imported without live snapshots can be forecast from.
Result<ClusterSnapshot> historySnapshot(Database &db, const QString &cluster, EpochSeconds at = 0);

struct StoredForecastModel {
  qint64 id = 0;
  QString method;
  EpochSeconds dataFrom = 0, dataTo = 0, created = 0;
  QJsonObject scores; // the validation scores (forecast_metrics.h's JSON) and where it trained
};

Result<qint64> saveForecastModel(Database &db, const QString &cluster, const LearnedForecaster &model,
                                 EpochSeconds dataFrom, EpochSeconds dataTo, const QJsonObject &scores);
// The newest model of each method, by method.
QList<StoredForecastModel> listForecastModels(Database &db, const QString &cluster);
// The newest model of `method`; an error says how to train one when there is none.
Result<std::shared_ptr<LearnedForecaster>> loadForecastModel(Database &db, const QString &cluster,
                                                             const QString &method);

// Everything stored for forecasting `cluster`: its job history and its newest trained models. A
// cluster without either gives an empty context (the baselines then say what is missing).
ForecastContext loadForecastContext(Database &db, const QString &cluster);

} // namespace mirage
