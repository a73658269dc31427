#pragma once
// One interface for every way Mirage forecasts a queue wait: (snapshot, request, time) -> the
// distribution of the wait. Baselines, learned models and Monte-Carlo rollouts all implement it,
// and forecast-eval scores them the same way.

#include "core/cluster_snapshot.h"
#include "core/result.h"
#include "forecast/job_request.h"
#include "forecast/wait_forecast.h"

#include <QStringList>

namespace mirage {

class Forecaster {
public:
  virtual ~Forecaster() = default;
  // The method's id: slurm-estimate, hist-median, qbets, xgboost, random-forest, torch-quantile,
  // monte-carlo.
  virtual QString method() const = 0;
  // `at` is when the job would be submitted (at or after the snapshot's time). Thread-safe for
  // concurrent calls unless a method says otherwise.
  virtual Result<WaitForecast> forecast(const ClusterSnapshot &snapshot, const JobRequest &request,
                                        EpochSeconds at) const = 0;
  // Whether a later `at` is answered for the queue as it will be then (the snapshot rolled forward
  // with sampled ends and arrivals): only then is a later submission asked about at its own time
  // (chainRisk). The others read the queue as it is now, which for a later submission would look
  // emptier than it will be.
  virtual bool forecastsTheQueueAhead() const { return false; }
};

// Every method id, baselines first.
const QStringList &forecastMethods();
bool isLearnedMethod(const QString &method);
// The learned methods, in forecastMethods()' order: xgboost, random-forest, torch-quantile.
QStringList learnedForecastMethods();
// A short description for menus and --help.
QString forecastMethodDescription(const QString &method);

// The checks every forecaster makes first: the partition exists and has usable nodes, and one of
// its nodes can hold the request's GPUs, and it has enough nodes. Empty when the request is fine.
Result<void> checkRequest(const ClusterSnapshot &snapshot, const JobRequest &request);

} // namespace mirage
