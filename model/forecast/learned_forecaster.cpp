#include "forecast/learned_forecaster.h"

#include "core/core_tr.h"
#include "forecast/forecast_features.h"
#include "ml/ml_library.h"

#include <QJsonArray>

#include <algorithm>

namespace mirage {
namespace {

std::string regressorKind(const QString &method)
{
  if (method == QLatin1String("xgboost"))
    return "xgboost-gbtree";
  if (method == QLatin1String("random-forest"))
    return "xgboost-rf";
  return "torch-mlp";
}

ml::RegressorOptions optionsFor(const QString &method, const LearnedTrainingOptions &o)
{
  ml::RegressorOptions r;
  r.seed = o.seed;
  r.device = o.device;
  if (method == QLatin1String("xgboost")) {
    // One booster per standard level, each with the pinball loss.
    for (double level : WaitForecast::standardLevels())
      r.quantiles.push_back(float(level));
    r.epochs = o.epochs > 0 ? o.epochs : 300;
    r.learningRate = 0.1f;
    r.maxDepth = 5;
  } else if (method == QLatin1String("random-forest")) {
    r.loss = "squared"; // XGBoost 1.7 sums a forest's adaptive (absolute-loss) leaves: 100x too large
    r.forestTrees = 100;
    r.maxDepth = 10;
  } else {
    r.epochs = o.epochs > 0 ? o.epochs : 60;
    r.learningRate = 1e-3f;
    r.hiddenUnits = 64;
    for (double level : WaitForecast::standardLevels())
      r.quantiles.push_back(float(level));
  }
  return r;
}

ml::Matrix rowsOf(const ml::Matrix &x, std::size_t first, std::size_t last)
{
  ml::Matrix out(last - first, x.cols);
  std::copy(x.values.begin() + std::ptrdiff_t(first * x.cols), x.values.begin() + std::ptrdiff_t(last * x.cols),
            out.values.begin());
  return out;
}

} // namespace

QString LearnedForecaster::version(const QString &method)
{
  const ml::RegressorOptions o = optionsFor(method, LearnedTrainingOptions{});
  QStringList levels;
  for (float q : o.quantiles)
    levels << QString::number(double(q));
  return QStringLiteral("%1 r%2 %3 epochs=%4 lr=%5 hidden=%6 depth=%7 trees=%8 loss=%9")
             .arg(method)
             .arg(kLearnedForecasterRevision)
             .arg(QString::fromStdString(regressorKind(method)))
             .arg(o.epochs)
             .arg(double(o.learningRate))
             .arg(o.hiddenUnits)
             .arg(o.maxDepth)
             .arg(o.forestTrees)
             .arg(QString::fromStdString(o.loss)) +
         QStringLiteral(" quantiles=%1 calibration=%2 abi=%3")
             .arg(levels.join(QLatin1Char(',')))
             .arg(LearnedTrainingOptions{}.calibrationShare)
             .arg(ml::kPluginAbiVersion);
}

void TrainingSet::add(const std::vector<float> &features, double wait, EpochSeconds submit)
{
  if (x.cols == 0)
    x.cols = features.size();
  x.values.insert(x.values.end(), features.begin(), features.end());
  ++x.rows;
  y.push_back(float(logWait(wait)));
  waits.push_back(wait);
  submits.push_back(submit);
}

std::vector<WaitForecast> LearnedForecaster::predictRaw(const ml::Matrix &x) const
{
  std::vector<WaitForecast> out;
  if (x.rows == 0)
    return out;
  const std::vector<float> values = m_regressor->predict(x);
  const std::size_t outputs = std::size_t(std::max(1, m_regressor->outputs()));
  out.reserve(x.rows);
  for (std::size_t r = 0; r < x.rows; ++r) {
    WaitForecast f;
    f.method = m_method;
    f.levels = WaitForecast::standardLevels();
    for (std::size_t l = 0; l < f.levels.size(); ++l)
      f.seconds.push_back(waitFromLog(double(values[r * outputs + (outputs == 1 ? 0 : l)])));
    std::sort(f.seconds.begin(), f.seconds.end()); // quantile outputs can cross
    out.push_back(std::move(f));
  }
  return out;
}

std::vector<WaitForecast> LearnedForecaster::predict(const ml::Matrix &x) const
{
  std::vector<WaitForecast> out = predictRaw(x);
  for (WaitForecast &f : out)
    f = m_calibration.apply(f);
  return out;
}

Result<WaitForecast> LearnedForecaster::forecast(const ClusterSnapshot &snapshot, const JobRequest &request,
                                                 EpochSeconds at) const
{
  if (const auto e = checkRequest(snapshot, request); !e.ok())
    return Result<WaitForecast>::failure(e.error());
  const std::vector<float> features = extractFeatures(snapshot, request, at);
  ml::Matrix x(1, features.size());
  x.values = features;
  try {
    return predict(x).front();
  } catch (const ml::MlError &e) {
    return Result<WaitForecast>::failure(CoreTr::tr("%1: %2").arg(m_method, QString::fromStdString(e.what())));
  }
}

QJsonObject LearnedForecaster::description() const
{
  return {{QStringLiteral("version"), version(m_method)},
          {QStringLiteral("regressor"), QString::fromStdString(m_regressor->kind())},
          {QStringLiteral("features"), QJsonArray::fromStringList(forecastFeatureNames())},
          {QStringLiteral("calibration"), m_calibration.toJson()}};
}

Result<std::shared_ptr<LearnedForecaster>> LearnedForecaster::fromStored(const QString &method,
                                                                         const std::vector<std::uint8_t> &bytes,
                                                                         const QJsonObject &description)
{
  using R = Result<std::shared_ptr<LearnedForecaster>>;
  if (!isLearnedMethod(method))
    return R::failure(CoreTr::tr("'%1' is not a learned forecast method").arg(method));
  if (description.value(QStringLiteral("features")).toArray() != QJsonArray::fromStringList(forecastFeatureNames()))
    return R::failure(
        CoreTr::tr("the stored %1 model was trained on other features; train it again (mirage-cli train-forecast)")
            .arg(method));
  if (const QString stored = description.value(QStringLiteral("version")).toString(); stored != version(method))
    return R::failure(CoreTr::tr("the stored %1 model was trained by other code (%2); train it again (mirage-cli "
                                 "train-forecast)")
                          .arg(method, stored.isEmpty() ? CoreTr::tr("unversioned") : stored));
  const ml::PluginApi *api = MlLibrary::api();
  if (!api)
    return R::failure(MlLibrary::error());
  std::shared_ptr<LearnedForecaster> f(new LearnedForecaster);
  f->m_method = method;
  ml::RegressorOptions options;
  options.device = "cpu"; // one forecast at a time: the CPU answers sooner than a GPU round trip
  try {
    f->m_regressor = api->make(regressorKind(method), options);
    f->m_regressor->load(bytes);
  } catch (const ml::MlError &e) {
    return R::failure(CoreTr::tr("stored %1 model: %2").arg(method, QString::fromStdString(e.what())));
  }
  f->m_calibration = ConformalCalibration::fromJson(description.value(QStringLiteral("calibration")).toObject());
  return f;
}

Result<std::shared_ptr<LearnedForecaster>> LearnedForecaster::train(const QString &method, const TrainingSet &data,
                                                                    const LearnedTrainingOptions &options)
{
  using R = Result<std::shared_ptr<LearnedForecaster>>;
  if (!isLearnedMethod(method))
    return R::failure(CoreTr::tr("'%1' is not a learned forecast method").arg(method));
  const std::size_t n = data.size();
  const auto calibrationRows = std::size_t(double(n) * std::clamp(options.calibrationShare, 0.0, 0.5));
  const std::size_t fitRows = n - calibrationRows;
  if (fitRows < 50)
    return R::failure(CoreTr::tr("%1: %2 examples are too few to learn from (at least 50 besides calibration)")
                          .arg(method)
                          .arg(fitRows));
  const ml::PluginApi *api = MlLibrary::api();
  if (!api)
    return R::failure(MlLibrary::error());
  std::shared_ptr<LearnedForecaster> f(new LearnedForecaster);
  f->m_method = method;
  try {
    f->m_regressor = api->make(regressorKind(method), optionsFor(method, options));
    const std::vector<float> y(data.y.begin(), data.y.begin() + std::ptrdiff_t(fitRows));
    f->m_regressor->fit(rowsOf(data.x, 0, fitRows), y);
    if (calibrationRows > 0) {
      const auto raw = f->predictRaw(rowsOf(data.x, fitRows, n));
      f->m_calibration = ConformalCalibration::fit(
          raw, std::vector<double>(data.waits.begin() + std::ptrdiff_t(fitRows), data.waits.end()));
    }
  } catch (const ml::MlError &e) {
    return R::failure(CoreTr::tr("%1: %2").arg(method, QString::fromStdString(e.what())));
  }
  return f;
}

} // namespace mirage
