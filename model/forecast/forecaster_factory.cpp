#include "forecast/forecaster_factory.h"

#include "core/core_tr.h"
#include "forecast/baseline_forecasters.h"
#include "forecast/monte_carlo.h"
#include "forecast/slurm_test_only.h"

namespace mirage {

Result<std::shared_ptr<const Forecaster>> makeForecaster(const QString &method, const ForecastContext &context)
{
  using R = Result<std::shared_ptr<const Forecaster>>;
  if (method == QLatin1String("slurm-estimate") && context.slurm)
    return std::shared_ptr<const Forecaster>(std::make_shared<SlurmTestOnlyForecaster>(context.slurm));
  if (method == QLatin1String("slurm-estimate"))
    return std::shared_ptr<const Forecaster>(std::make_shared<SlurmEstimateForecaster>());
  if (method == QLatin1String("hist-median"))
    return std::shared_ptr<const Forecaster>(std::make_shared<HistoricalMedianForecaster>(context.history));
  if (method == QLatin1String("qbets"))
    return std::shared_ptr<const Forecaster>(std::make_shared<QbetsForecaster>(context.history));
  if (method == QLatin1String("monte-carlo")) {
    MonteCarloOptions options;
    options.rollouts = context.rollouts;
    return std::shared_ptr<const Forecaster>(std::make_shared<MonteCarloForecaster>(context.history, options));
  }
  if (isLearnedMethod(method)) {
    if (const auto it = context.learned.find(method); it != context.learned.end())
      return std::shared_ptr<const Forecaster>(it->second);
    if (const auto it = context.learnedErrors.find(method); it != context.learnedErrors.end())
      return R::failure(it->second);
    return R::failure(CoreTr::tr("no trained %1 model: train one with mirage-cli train-forecast").arg(method));
  }
  return R::failure(
      CoreTr::tr("unknown method '%1' (known: %2)").arg(method, forecastMethods().join(QStringLiteral(", "))));
}

QString defaultForecastMethod(const ForecastContext &context)
{
  for (const char *m : {"xgboost", "torch-quantile", "random-forest"})
    if (context.learned.count(QLatin1String(m)))
      return QLatin1String(m);
  return QStringLiteral("monte-carlo");
}

} // namespace mirage
