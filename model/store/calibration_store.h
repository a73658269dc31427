#pragma once
// The adaptive calibration of each cluster's forecast methods, as the poller carries it forward:
// the shifts learned so far and the forecasts issued to jobs still waiting (one row per cluster
// and method, forecast_calibration).
#include "core/result.h"
#include "core/trace_job.h"
#include "forecast/adaptive_calibration.h"
#include "store/database.h"

#include <QJsonArray>

#include <map>

namespace mirage {

struct CalibrationRecord {
  AdaptiveCalibration state;
  QJsonArray pending; // the issued forecasts not learned yet (services/calibration_tracker.h)
  LiveScore live;
  EpochSeconds updated = 0;
};

// By method; empty for a cluster never calibrated (or not stored).
std::map<QString, CalibrationRecord> loadCalibration(Database &db, const QString &cluster);
Result<void> saveCalibration(Database &db, const QString &cluster, const QString &method,
                             const CalibrationRecord &record);

} // namespace mirage
