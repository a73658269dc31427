#include "forecast/forecaster_factory.h"

#include "core/core_tr.h"
#include "forecast/baseline_forecasters.h"
#include "forecast/monte_carlo.h"
#include "forecast/slurm_test_only.h"

namespace mirage {

namespace {
// A method's forecasts with the cluster's adaptive calibration applied (same method id: the window
// and the reports show the method as the user picked it).
class CalibratedForecaster : public Forecaster {
public:
  CalibratedForecaster(std::shared_ptr<const Forecaster> inner, AdaptiveCalibration calibration)
      : m_inner(std::move(inner)), m_calibration(std::move(calibration))
  {
  }
  QString method() const override { return m_inner->method(); }
  bool forecastsTheQueueAhead() const override { return m_inner->forecastsTheQueueAhead(); }
  Result<WaitForecast> forecast(const ClusterSnapshot &snapshot, const JobRequest &request,
                                EpochSeconds at) const override
  {
    auto raw = m_inner->forecast(snapshot, request, at);
    if (!raw.ok())
      return raw;
    return m_calibration.apply(raw.value(), request.partition);
  }

private:
  std::shared_ptr<const Forecaster> m_inner;
  AdaptiveCalibration m_calibration;
};
} // namespace

Result<std::shared_ptr<const Forecaster>> makeForecaster(const QString &method, const ForecastContext &context)
{
  auto raw = makeRawForecaster(method, context);
  const auto calibration = context.calibration.find(method);
  if (!raw.ok() || calibration == context.calibration.end() ||
      calibration->second.observations() < calibration->second.settings().minObservations)
    return raw;
  return std::shared_ptr<const Forecaster>(std::make_shared<CalibratedForecaster>(raw.value(), calibration->second));
}

Result<std::shared_ptr<const Forecaster>> makeRawForecaster(const QString &method, const ForecastContext &context)
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
