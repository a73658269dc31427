#include "services/calibration_warmup.h"

#include "core/core_tr.h"
#include "forecast/trace_replay.h"
#include "store/calibration_store.h"
#include "store/forecast_model_store.h"

#include <QElapsedTimer>

namespace mirage::services {

QStringList warmedMethods()
{
  // Not slurm-estimate: on a live cluster it asks Slurm (sbatch --test-only), which a replay
  // cannot; its calibration is learned by the poller alone.
  return {QStringLiteral("hist-median"), QStringLiteral("qbets"), QStringLiteral("monte-carlo")};
}

bool calibrationMissing(Database &db, const QString &cluster)
{
  const std::map<QString, CalibrationRecord> stored = loadCalibration(db, cluster);
  for (const QString &m : warmedMethods()) {
    const auto it = stored.find(m);
    if (it == stored.end() || it->second.state.observations() < it->second.state.settings().minObservations)
      return true;
  }
  return false;
}

Result<CalibrationWarmup> warmCalibration(Database &db, const QString &cluster, int days,
                                          const EvaluationProgress &progress)
{
  QElapsedTimer wall;
  wall.start();
  auto jobs = storedJobs(db, cluster);
  if (!jobs.ok())
    return failure(jobs.error());
  ReplayOptions replayOptions;
  replayOptions.timeZone = storedTimeZone(db, cluster);
  const TraceReplay replay(std::move(jobs).value(), replayOptions);
  if (replay.jobs().empty())
    return failure(CoreTr::tr("cluster %1 has no stored job that started: nothing to calibrate on").arg(cluster));
  // The last `days` are forecast and learned from; the methods read only what came before each
  // forecast, so no training window is needed beyond the history before them.
  EvaluationOptions options;
  options.methods = warmedMethods();
  options.testTo = replay.lastSubmit() + 1;
  options.trainUntil = options.testTo - qint64(std::max(1, days)) * 86400;
  options.testFrom = options.trainUntil;
  options.embargoSeconds = 0;
  options.trainFrom = replay.firstStart();
  if (options.trainUntil <= options.trainFrom)
    return failure(
        CoreTr::tr("cluster %1's stored history is shorter than the %2 days to calibrate on").arg(cluster).arg(days));
  const auto evaluation = evaluateForecasters(replay, options, progress);
  if (!evaluation.ok())
    return failure(evaluation.error());
  CalibrationWarmup out;
  out.jobs = evaluation->testJobs;
  const std::map<QString, CalibrationRecord> stored = loadCalibration(db, cluster);
  for (const MethodEvaluation &m : evaluation->methods) {
    if (!m.error.isEmpty())
      continue;
    const auto it = stored.find(m.method);
    if (it != stored.end() && it->second.state.observations() >= m.adaptive.observations())
      continue; // the poller has learned more
    CalibrationRecord record;
    if (it != stored.end())
      record = it->second; // its open forecasts and live score stay
    record.state = m.adaptive;
    record.updated = replay.lastSubmit();
    if (const auto saved = saveCalibration(db, cluster, m.method, record); !saved.ok())
      return failure(saved.error());
    out.methods << m.method;
  }
  out.wallS = double(wall.nsecsElapsed()) / 1e9;
  return out;
}

} // namespace mirage::services
