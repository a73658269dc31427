#include "services/forecaster_training.h"
#include "core/core_tr.h"
#include "core/local_time.h"
#include "forecast/trace_replay.h"
#include "store/forecast_model_store.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QTimeZone>

namespace mirage::services {
QJsonObject ClusterTraining::json() const
{
  return {{QStringLiteral("cluster"), cluster},        {QStringLiteral("data_from"), isoUtc(dataFrom)},
          {QStringLiteral("data_to"), isoUtc(dataTo)}, {QStringLiteral("validated_from"), isoUtc(validateFrom)},
          {QStringLiteral("examples"), examples},      {QStringLiteral("wall_s"), wallS},
          {QStringLiteral("methods"), methods}};
}

Result<ClusterTraining> trainClusterForecasters(Database &db, const QString &cluster,
                                                const ForecastTrainingOptions &options,
                                                const EvaluationProgress &progress)
{
  auto jobs = storedJobs(db, cluster, options.until);
  if (!jobs.ok())
    return failure(jobs.error());
  const std::size_t stored = jobs->size();
  ReplayOptions replayOptions;
  replayOptions.timeZone = storedTimeZone(db, cluster);
  const TraceReplay replay(std::move(jobs).value(), replayOptions);
  if (replay.jobs().empty())
    return failure(CoreTr::tr("cluster %1 has no stored job that started (%2 stored): import its history with "
                              "`mirage-cli import` or let the poller collect it")
                       .arg(cluster)
                       .arg(stored));
  QElapsedTimer wall;
  wall.start();
  const auto training = trainForecastModels(replay, options, progress);
  if (!training.ok())
    return failure(training.error());
  ClusterTraining out;
  out.cluster = cluster;
  out.dataFrom = training->dataFrom;
  out.dataTo = training->dataTo;
  out.validateFrom = training->validateFrom;
  out.examples = training->examples;
  for (const TrainedForecastModel &m : training->models) {
    QJsonObject o = m.scores;
    o.insert(QStringLiteral("name"), m.method);
    o.insert(QStringLiteral("train_s"), m.trainSeconds);
    if (m.model) {
      const auto id = saveForecastModel(db, cluster, *m.model, training->dataFrom, training->dataTo, m.scores);
      if (!id.ok())
        return failure(id.error());
      o.insert(QStringLiteral("model_id"), id.value());
      o.insert(QStringLiteral("device"), m.model->device());
      ++out.saved;
    } else {
      o.insert(QStringLiteral("error"), m.error);
    }
    out.methods.append(o);
  }
  out.wallS = double(wall.elapsed()) / 1000.0;
  return out;
}

} // namespace mirage::services
