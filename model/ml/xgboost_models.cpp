// Gradient-boosted trees and random forests through XGBoost's C API (libxgboost-dev 1.7).
#include "ml/internal.h"

#include <xgboost/c_api.h>

#include <cmath>
#include <memory>

namespace mirage::ml::detail {
namespace {

void check(int rc, const char *what)
{
  if (rc != 0)
    throw MlError(std::string("xgboost: ") + what + ": " + XGBGetLastError());
}

struct DMatrixDeleter {
  void operator()(void *h) const { XGDMatrixFree(h); }
};
struct BoosterDeleter {
  void operator()(void *h) const { XGBoosterFree(h); }
};
using DMatrix = std::unique_ptr<void, DMatrixDeleter>;
using Booster = std::unique_ptr<void, BoosterDeleter>;

DMatrix makeDMatrix(const Matrix &x)
{
  DMatrixHandle h = nullptr;
  check(XGDMatrixCreateFromMat(x.values.data(), x.rows, x.cols, std::nanf(""), &h), "XGDMatrixCreateFromMat");
  return DMatrix(h);
}

class XgboostRegressor final : public Regressor {
public:
  XgboostRegressor(RegressorOptions options, bool randomForest) : m_options(std::move(options)), m_forest(randomForest)
  {
  }
  std::string kind() const override { return m_forest ? "xgboost-rf" : "xgboost-gbtree"; }
  std::string device() const override { return "cpu"; }

  void fit(const Matrix &x, const std::vector<float> &y) override
  {
    checkShapes(x, &y);
    auto data = makeDMatrix(x);
    check(XGDMatrixSetFloatInfo(data.get(), "label", y.data(), y.size()), "set labels");
    m_booster = newBooster(data.get());
    const auto set = [&](const char *key, const std::string &value) {
      check(XGBoosterSetParam(m_booster.get(), key, value.c_str()), key);
    };
    set("objective", "reg:squarederror");
    set("tree_method", "hist");
    set("nthread", "1");
    set("seed", std::to_string(m_options.seed));
    set("max_depth", std::to_string(m_options.maxDepth));
    int rounds = m_options.epochs;
    if (m_forest) {
      // XGBoost's random forest: one round of many trees on row and column subsamples, no shrinkage.
      set("num_parallel_tree", std::to_string(m_options.forestTrees));
      set("subsample", "0.8");
      set("colsample_bynode", "0.8");
      set("learning_rate", "1");
      rounds = 1;
    } else {
      set("learning_rate", std::to_string(m_options.learningRate));
    }
    for (int i = 0; i < rounds; ++i)
      check(XGBoosterUpdateOneIter(m_booster.get(), i, data.get()), "training round");
  }

  std::vector<float> predict(const Matrix &x) const override
  {
    if (!m_booster)
      throw MlError(kind() + ": predict() before fit() or load()");
    checkShapes(x, nullptr);
    bst_ulong features = 0;
    check(XGBoosterGetNumFeature(m_booster.get(), &features), "number of features");
    if (features != x.cols)
      throw MlError(kind() + ": model takes " + std::to_string(features) + " features, got " + std::to_string(x.cols));
    auto data = makeDMatrix(x);
    const bst_ulong *shape = nullptr;
    bst_ulong dims = 0;
    const float *result = nullptr;
    check(XGBoosterPredictFromDMatrix(m_booster.get(), data.get(),
                                      R"({"type": 0, "training": false, "iteration_begin": 0,
                                          "iteration_end": 0, "strict_shape": false})",
                                      &shape, &dims, &result),
          "predict");
    return {result, result + x.rows};
  }

  std::vector<std::uint8_t> save() const override
  {
    if (!m_booster)
      throw MlError(kind() + ": save() before fit()");
    bst_ulong length = 0;
    const char *bytes = nullptr;
    check(XGBoosterSaveModelToBuffer(m_booster.get(), R"({"format": "ubj"})", &length, &bytes), "save");
    return {bytes, bytes + length};
  }

  void load(const std::vector<std::uint8_t> &bytes) override
  {
    if (bytes.empty())
      throw MlError(kind() + ": empty model");
    auto booster = newBooster(nullptr);
    check(XGBoosterLoadModelFromBuffer(booster.get(), bytes.data(), bytes.size()), "load");
    check(XGBoosterSetParam(booster.get(), "nthread", "1"), "nthread");
    m_booster = std::move(booster);
  }

private:
  static Booster newBooster(DMatrixHandle data)
  {
    BoosterHandle h = nullptr;
    check(XGBoosterCreate(data ? &data : nullptr, data ? 1 : 0, &h), "XGBoosterCreate");
    return Booster(h);
  }

  RegressorOptions m_options;
  bool m_forest;
  Booster m_booster;
};

} // namespace

std::unique_ptr<Regressor> makeXgboost(const RegressorOptions &options, bool randomForest)
{
  if (options.epochs < 1 || options.maxDepth < 1 || options.forestTrees < 1)
    throw MlError("xgboost: epochs, maxDepth and forestTrees must be positive");
  return std::make_unique<XgboostRegressor>(options, randomForest);
}

std::string xgboostVersion()
{
  int major = 0, minor = 0, patch = 0;
  XGBoostVersion(&major, &minor, &patch);
  return std::to_string(major) + "." + std::to_string(minor) + "." + std::to_string(patch);
}

} // namespace mirage::ml::detail
