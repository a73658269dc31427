#include "forecast/forecast_query.h"

#include <QElapsedTimer>

namespace mirage {

QStringList forecastQueryMethods(const ForecastQuery &query)
{
  QStringList methods{query.primary};
  for (const QString &m : query.others)
    if (!methods.contains(m))
      methods << m;
  return methods;
}

int forecastQuerySteps(const ForecastQuery &query)
{
  return int(forecastQueryMethods(query).size()) + (query.predecessor ? 1 : 0);
}

ForecastAnswer answerForecastQuery(const ForecastQuery &query, const ForecastContext &context,
                                   const std::function<bool(int done, int total)> &progress)
{
  ForecastAnswer answer;
  answer.snapshotTime = query.snapshot.time;
  const QStringList methods = forecastQueryMethods(query);
  const int total = forecastQuerySteps(query);
  int done = 0;
  std::shared_ptr<const Forecaster> primary;
  for (const QString &method : std::as_const(methods)) {
    MethodForecast f;
    f.method = method;
    QElapsedTimer timer;
    timer.start();
    const auto forecaster = makeForecaster(method, context);
    if (!forecaster.ok()) {
      f.error = forecaster.error();
    } else {
      if (method == query.primary)
        primary = forecaster.value();
      const auto wait = forecaster.value()->forecast(query.snapshot, query.request, query.snapshot.time);
      if (wait.ok())
        f.wait = *wait;
      else
        f.error = wait.error();
    }
    f.seconds = double(timer.nsecsElapsed()) / 1e9;
    answer.forecasts.push_back(std::move(f));
    if (progress && !progress(++done, total)) {
      answer.cancelled = true;
      return answer;
    }
  }
  if (!query.predecessor)
    return answer;
  if (!primary) {
    answer.riskError = answer.forecasts.front().error;
  } else {
    const MethodForecast &first = answer.forecasts.front();
    auto risk = chainRisk(query.snapshot, *primary, *query.predecessor, query.request, query.risk,
                          first.error.isEmpty() ? std::optional<WaitForecast>(first.wait) : std::nullopt);
    if (risk.ok())
      answer.risk = std::move(risk.value());
    else
      answer.riskError = risk.error();
  }
  if (progress)
    progress(++done, total);
  return answer;
}

} // namespace mirage
