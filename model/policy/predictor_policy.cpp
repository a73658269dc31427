#include "policy/predictor_policy.h"

#include "core/core_tr.h"
#include "ml/ml_library.h"

#include <QThread>

namespace mirage::policy {

bool ThresholdPolicy::submitNow(const ChainState &state)
{
  if (!state.paperState)
    return false;
  ml::Matrix x(1, std::size_t(kPaperStateSize));
  x.values = state.paperState();
  if (x.values.size() != std::size_t(kPaperStateSize))
    return false;
  m_last = double(m_model->predict(x).front());
  return m_last >= m_threshold;
}

std::optional<PaperPredictorSetup> paperPredictorSetup(const QString &method, std::uint64_t seed)
{
  PaperPredictorSetup setup;
  ml::RegressorOptions &options = setup.options;
  options.seed = seed;
  options.threads = std::max(1, QThread::idealThreadCount());
  if (method == QLatin1String("random-forest")) {
    setup.kind = "histogram-forest";
    options.forestTrees = 100;
    options.maxDepth = 8; // deeper trees on 6,048 raw features cost minutes for little
    options.maxBins = kPaperForestBins;
  } else if (method == QLatin1String("xgboost")) {
    setup.kind = "xgboost-gbtree";
    options.epochs = 100;
    options.learningRate = 0.3f;
    options.maxDepth = 6;
    options.maxBins = kPaperTreeBins;
  } else if (method == QLatin1String("transformer")) {
    // The paper's 2-layer, 2-head encoder (FF 128) with an L1 loss, at width 64 and 15 epochs (the
    // authors: width 512, 300 epochs on an A100; this has to train on two CPU cores).
    setup.kind = "torch-transformer";
    options.sequenceLength = kPaperHistory;
    options.hiddenUnits = 64;
    options.epochs = 15;
    options.learningRate = 1e-3f;
    options.loss = "absolute";
  } else if (method == QLatin1String("moe")) {
    // The paper's mixture: 10 one-layer, one-head experts, each first on its chronological 5 %
    // of the data, then the gate and the whole mixture on the first 80 %, the best epoch on the
    // last 20 % kept; squared loss as the authors'. Width 32, 60 expert epochs, the gate on
    // outputs computed once and 3 joint passes, to train in minutes on two CPU cores.
    setup.kind = "torch-moe";
    options.sequenceLength = kPaperHistory;
    options.hiddenUnits = 32;
    options.epochs = 60;
    options.experts = 10;
    options.learningRate = 2e-3f;
    options.loss = "squared";
  } else {
    return std::nullopt;
  }
  return setup;
}

QString paperPredictorVersion(const QString &method, std::uint64_t seed)
{
  const auto setup = paperPredictorSetup(method, seed);
  if (!setup)
    return {};
  const ml::RegressorOptions &o = setup->options;
  // Everything that decides what the fitted model is (threads and device do not), the state it
  // reads and the offline data it learns from, and the plugin's ABI.
  return QStringLiteral("%1 r%2 %3 epochs=%4 lr=%5 hidden=%6 depth=%7 trees=%8 seq=%9 bins=")
             .arg(method)
             .arg(kPaperModelRevision)
             .arg(QString::fromStdString(setup->kind))
             .arg(o.epochs)
             .arg(double(o.learningRate))
             .arg(o.hiddenUnits)
             .arg(o.maxDepth)
             .arg(o.forestTrees)
             .arg(o.sequenceLength) +
         QString::number(o.maxBins) +
         QStringLiteral(" experts=%1 loss=%2 seed=%3 state=%4x%5 probes=%6 abi=%7")
             .arg(o.experts)
             .arg(QString::fromStdString(o.loss))
             .arg(o.seed)
             .arg(kPaperSnapshotValues)
             .arg(kPaperHistory)
             .arg(kProbesPerEpisode)
             .arg(ml::kPluginAbiVersion) +
         QStringLiteral(" bins=%1").arg(o.maxBins);
}

Result<std::shared_ptr<const ml::Regressor>> trainPaperPredictor(const QString &method, const OfflineData &data,
                                                                 std::uint64_t seed)
{
  using R = Result<std::shared_ptr<const ml::Regressor>>;
  const auto setup = paperPredictorSetup(method, seed);
  if (!setup)
    return R::failure(
        CoreTr::tr("'%1' is not a paper predictor (random-forest, xgboost, transformer, moe)").arg(method));
  if (data.y.size() < 20)
    return R::failure(CoreTr::tr("%1: %2 training examples are too few").arg(method).arg(data.y.size()));
  const ml::PluginApi *api = MlLibrary::api();
  if (!api)
    return R::failure(MlLibrary::error());
  try {
    std::shared_ptr<ml::Regressor> model = api->make(setup->kind, setup->options);
    model->fit(data.x, data.y);
    return std::shared_ptr<const ml::Regressor>(std::move(model));
  } catch (const ml::MlError &e) {
    return R::failure(CoreTr::tr("%1: %2").arg(method, QString::fromStdString(e.what())));
  }
}

Result<std::shared_ptr<const ml::Regressor>> loadPaperPredictor(const QString &method,
                                                                const std::vector<std::uint8_t> &bytes)
{
  using R = Result<std::shared_ptr<const ml::Regressor>>;
  const ml::PluginApi *api = MlLibrary::api();
  if (!api)
    return R::failure(MlLibrary::error());
  const std::string kind = method == QLatin1String("random-forest") ? "histogram-forest"
                           : method == QLatin1String("transformer") ? "torch-transformer"
                           : method == QLatin1String("moe")         ? "torch-moe"
                                                                    : "xgboost-gbtree";
  try {
    std::shared_ptr<ml::Regressor> model = api->make(kind, {});
    model->load(bytes);
    return std::shared_ptr<const ml::Regressor>(std::move(model));
  } catch (const ml::MlError &e) {
    return R::failure(CoreTr::tr("stored %1 model: %2").arg(method, QString::fromStdString(e.what())));
  }
}

} // namespace mirage::policy
