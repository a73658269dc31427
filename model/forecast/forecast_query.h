#pragma once
// One question of the Forecast workspace, answered off the GUI thread: a request's wait by several
// methods (the primary one first), and the chain risk of a predecessor and that request by the
// primary method.
#include "forecast/chain_risk.h"
#include "forecast/forecaster_factory.h"
#include "forecast/job_request.h"

#include <functional>
#include <optional>

namespace mirage {

struct ForecastQuery {
  ClusterSnapshot snapshot;
  JobRequest request;
  QString primary;     // the method the risk uses
  QStringList others;  // more methods, for comparison
  std::optional<Predecessor> predecessor; // none: no risk
  RiskOptions risk;
};

struct MethodForecast {
  QString method;
  WaitForecast wait; // valid when error is empty
  QString error;
  double seconds = 0; // how long the forecast took
};

struct ForecastAnswer {
  EpochSeconds snapshotTime = 0;
  std::vector<MethodForecast> forecasts; // the primary first
  std::optional<ChainRisk> risk;
  QString riskError;
  bool cancelled = false;
};

// The methods a query asks, the primary first, each once.
QStringList forecastQueryMethods(const ForecastQuery &query);
// The steps answerForecastQuery reports: one per method, and the risk.
int forecastQuerySteps(const ForecastQuery &query);

// The primary method's forecast of the request is computed once and serves the risk too.
// `progress(done, total)` is called after each step; returning false cancels (the answer then
// holds what was done, with `cancelled` set).
ForecastAnswer answerForecastQuery(const ForecastQuery &query, const ForecastContext &context,
                                   const std::function<bool(int done, int total)> &progress = {});

} // namespace mirage
