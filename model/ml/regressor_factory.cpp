#include "ml/internal.h"

namespace mirage::ml {

namespace detail {
void checkShapes(const Matrix &x, const std::vector<float> *y)
{
  if (x.rows == 0 || x.cols == 0)
    throw MlError("empty feature matrix (" + std::to_string(x.rows) + " x " + std::to_string(x.cols) + ")");
  if (x.values.size() != x.rows * x.cols)
    throw MlError("feature matrix holds " + std::to_string(x.values.size()) + " values, expected " +
                  std::to_string(x.rows * x.cols));
  if (y && y->size() != x.rows)
    throw MlError("got " + std::to_string(y->size()) + " targets for " + std::to_string(x.rows) + " rows");
}
} // namespace detail

std::vector<std::string> regressorKinds()
{
  std::vector<std::string> kinds{"torch-mlp", "torch-transformer", "torch-moe", "histogram-forest"};
#ifdef MIRAGE_HAVE_XGBOOST
  kinds.emplace_back("xgboost-gbtree");
  kinds.emplace_back("xgboost-rf");
#endif
  return kinds;
}

std::unique_ptr<Regressor> makeRegressor(const std::string &kind, const RegressorOptions &options)
{
  if (kind == "torch-mlp")
    return detail::makeTorchMlp(options);
  if (kind == "torch-transformer")
    return detail::makeTorchTransformer(options);
  if (kind == "torch-moe")
    return detail::makeTorchMixture(options);
  if (kind == "histogram-forest")
    return detail::makeHistogramForest(options);
#ifdef MIRAGE_HAVE_XGBOOST
  if (kind == "xgboost-gbtree")
    return detail::makeXgboost(options, false);
  if (kind == "xgboost-rf")
    return detail::makeXgboost(options, true);
#endif
  std::string known;
  for (const auto &k : regressorKinds())
    known += (known.empty() ? "" : ", ") + k;
  throw MlError("unknown regressor kind '" + kind + "' (known: " + known + ")");
}

LibraryVersions libraryVersions()
{
  LibraryVersions v;
  v.torch = detail::torchVersion();
#ifdef MIRAGE_HAVE_XGBOOST
  v.xgboost = detail::xgboostVersion();
#endif
  v.cudaDevices = detail::cudaDeviceCount();
  v.cudaAvailable = v.cudaDevices > 0;
  return v;
}

} // namespace mirage::ml

extern "C" const mirage::ml::PluginApi *mirage_ml_plugin()
{
  static const mirage::ml::PluginApi api{mirage::ml::kPluginAbiVersion, &mirage::ml::libraryVersions,
                                         &mirage::ml::regressorKinds,   &mirage::ml::makeRegressor,
                                         &mirage::ml::configureThreads, &mirage::ml::setFreedMemoryRelease};
  return &api;
}
