// Gradient-boosted trees and random forests through XGBoost's C API (libxgboost-dev 1.7).
#include "ml/internal.h"

#include <xgboost/c_api.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <numeric>
#include <string>

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

// A DMatrix for fitting with the histogram method: it keeps each value's bin (a byte) rather than
// the value and its column index (8 bytes), and XGBoost grows the same trees from it. The rows
// reach XGBoost through its data iterator, as one batch read in place.
DMatrix makeQuantileDMatrix(const Matrix &x, int maxBins, int threads)
{
  struct Batch {
    const Matrix *x = nullptr;
    DMatrixHandle proxy = nullptr;
    bool given = false;
  };
  Batch batch{&x};
  check(XGProxyDMatrixCreate(&batch.proxy), "XGProxyDMatrixCreate");
  const DMatrix proxy(batch.proxy);
  const auto reset = [](DataIterHandle handle) { static_cast<Batch *>(handle)->given = false; };
  const auto next = [](DataIterHandle handle) -> int {
    auto *b = static_cast<Batch *>(handle);
    if (b->given)
      return 0;
    b->given = true;
    const std::string array = R"({"data": [)" + std::to_string(reinterpret_cast<std::uintptr_t>(b->x->values.data())) +
                              R"(, true], "shape": [)" + std::to_string(b->x->rows) + ", " +
                              std::to_string(b->x->cols) + R"(], "typestr": "<f4", "version": 3})";
    return XGProxyDMatrixSetDataDense(b->proxy, array.c_str()) == 0 ? 1 : 0;
  };
  const std::string config = R"({"missing": NaN, "nthread": )" + std::to_string(std::max(1, threads)) +
                             R"(, "max_bin": )" + std::to_string(maxBins) + "}";
  DMatrixHandle h = nullptr;
  check(XGQuantileDMatrixCreateFromCallback(&batch, batch.proxy, nullptr, reset, next, config.c_str(), &h),
        "XGQuantileDMatrixCreateFromCallback");
  // Its sketches were several times the bins; freed, the allocator would keep them while the
  // trees grow beside them (~200 MB more at the peak for the paper's 6,048 features).
  detail::releaseFreedMemory();
  return DMatrix(h);
}

// Predictions of one booster (its output, or its margin) for a DMatrix.
std::vector<float> boosterPredict(BoosterHandle booster, DMatrixHandle data, std::size_t rows, bool training)
{
  const bst_ulong *shape = nullptr;
  bst_ulong dims = 0;
  const float *result = nullptr;
  const std::string config = std::string(R"({"type": 0, "training": )") + (training ? "true" : "false") +
                             R"(, "iteration_begin": 0, "iteration_end": 0, "strict_shape": false})";
  check(XGBoosterPredictFromDMatrix(booster, data, config.c_str(), &shape, &dims, &result), "predict");
  return {result, result + rows};
}

constexpr char kQuantileMagic[4] = {'X', 'G', 'Q', '1'}; // then levels, then each booster's bytes

// Gradient-boosted trees or a random forest. With quantile levels: one booster per level, each
// fitted to the pinball loss through a custom objective (gradient q - 1[y < pred], unit hessian),
// since XGBoost 1.7 has no quantile objective.
class XgboostRegressor final : public Regressor {
public:
  XgboostRegressor(RegressorOptions options, bool randomForest) : m_options(std::move(options)), m_forest(randomForest)
  {
  }
  std::string kind() const override { return m_forest ? "xgboost-rf" : "xgboost-gbtree"; }
  std::string device() const override { return "cpu"; }
  int outputs() const override { return m_options.quantiles.empty() ? 1 : int(m_options.quantiles.size()); }

  void fit(const Matrix &x, const std::vector<float> &y) override
  {
    checkShapes(x, &y);
    m_boosters.clear();
    if (m_options.quantiles.empty()) {
      const DMatrix data = makeQuantileDMatrix(x, m_options.maxBins, m_options.threads);
      check(XGDMatrixSetFloatInfo(data.get(), "label", y.data(), y.size()), "set labels");
      m_boosters.push_back(newBooster(data.get()));
      configure(m_boosters.back().get());
      if (m_forest) {
        // A forest's trees are grown once from the base score, so each leaf must be the plain
        // mean of its rows: start from the targets' mean and no L2 shrinkage of the leaves
        // (XGBoost's base score of 0.5 and λ = 1 pull small leaves far towards 0.5).
        const double mean = std::accumulate(y.begin(), y.end(), 0.0) / double(y.size());
        check(XGBoosterSetParam(m_boosters.back().get(), "base_score", std::to_string(mean).c_str()), "base_score");
        check(XGBoosterSetParam(m_boosters.back().get(), "lambda", "0"), "lambda");
      }
      const int rounds = m_forest ? 1 : m_options.epochs;
      for (int i = 0; i < rounds; ++i)
        check(XGBoosterUpdateOneIter(m_boosters.back().get(), i, data.get()), "training round");
      m_boosters.back() = withoutTrainingState(m_boosters.back().get());
      return;
    }
    // The quantile levels predict on the training rows each round, which needs their values.
    const DMatrix data = makeDMatrix(x);
    check(XGDMatrixSetFloatInfo(data.get(), "label", y.data(), y.size()), "set labels");
    std::vector<float> sorted = y;
    std::sort(sorted.begin(), sorted.end());
    std::vector<float> grad(y.size()), hess(y.size(), 1.0f);
    for (float level : m_options.quantiles) {
      Booster booster = newBooster(data.get());
      configure(booster.get());
      // Start from the level's quantile of the targets.
      const float start = sorted[std::min(sorted.size() - 1, std::size_t(level * float(sorted.size())))];
      check(XGBoosterSetParam(booster.get(), "base_score", std::to_string(start).c_str()), "base_score");
      for (int i = 0; i < m_options.epochs; ++i) {
        const std::vector<float> pred = boosterPredict(booster.get(), data.get(), y.size(), true);
        for (std::size_t r = 0; r < y.size(); ++r)
          grad[r] = (y[r] < pred[r] ? 1.0f : 0.0f) - level;
        check(XGBoosterBoostOneIter(booster.get(), data.get(), grad.data(), hess.data(), y.size()), "training round");
      }
      m_boosters.push_back(withoutTrainingState(booster.get()));
    }
  }

  std::vector<float> predict(const Matrix &x) const override
  {
    if (m_boosters.empty())
      throw MlError(kind() + ": predict() before fit() or load()");
    checkShapes(x, nullptr);
    bst_ulong features = 0;
    check(XGBoosterGetNumFeature(m_boosters.front().get(), &features), "number of features");
    if (features != x.cols)
      throw MlError(kind() + ": model takes " + std::to_string(features) + " features, got " + std::to_string(x.cols));
    auto data = makeDMatrix(x);
    if (m_boosters.size() == 1)
      return boosterPredict(m_boosters.front().get(), data.get(), x.rows, false);
    const std::size_t levels = m_boosters.size();
    std::vector<float> out(x.rows * levels);
    for (std::size_t l = 0; l < levels; ++l) {
      const std::vector<float> column = boosterPredict(m_boosters[l].get(), data.get(), x.rows, false);
      for (std::size_t r = 0; r < x.rows; ++r)
        out[r * levels + l] = column[r];
    }
    return out;
  }

  std::vector<std::uint8_t> save() const override
  {
    if (m_boosters.empty())
      throw MlError(kind() + ": save() before fit()");
    if (m_options.quantiles.empty())
      return boosterBytes(m_boosters.front().get());
    std::vector<std::uint8_t> out(kQuantileMagic, kQuantileMagic + 4);
    const auto append = [&out](const void *p, std::size_t n) {
      out.insert(out.end(), static_cast<const std::uint8_t *>(p), static_cast<const std::uint8_t *>(p) + n);
    };
    const auto count = std::uint32_t(m_options.quantiles.size());
    append(&count, sizeof count);
    append(m_options.quantiles.data(), count * sizeof(float));
    for (const Booster &b : m_boosters) {
      const std::vector<std::uint8_t> bytes = boosterBytes(b.get());
      const auto length = std::uint64_t(bytes.size());
      append(&length, sizeof length);
      append(bytes.data(), bytes.size());
    }
    return out;
  }

  void load(const std::vector<std::uint8_t> &bytes) override
  {
    if (bytes.empty())
      throw MlError(kind() + ": empty model");
    std::vector<Booster> boosters;
    std::vector<float> levels;
    if (bytes.size() >= 8 && std::memcmp(bytes.data(), kQuantileMagic, 4) == 0) {
      std::size_t at = 4;
      const auto take = [&](void *p, std::size_t n) {
        if (bytes.size() - at < n)
          throw MlError(kind() + ": truncated model");
        std::memcpy(p, bytes.data() + at, n);
        at += n;
      };
      std::uint32_t count = 0;
      take(&count, sizeof count);
      if (count == 0 || count > 1000)
        throw MlError(kind() + ": corrupt model header");
      levels.resize(count);
      take(levels.data(), count * sizeof(float));
      for (std::uint32_t i = 0; i < count; ++i) {
        std::uint64_t length = 0;
        take(&length, sizeof length);
        if (bytes.size() - at < length)
          throw MlError(kind() + ": truncated model");
        boosters.push_back(loadBooster(bytes.data() + at, length));
        at += length;
      }
    } else {
      boosters.push_back(loadBooster(bytes.data(), bytes.size()));
    }
    m_boosters = std::move(boosters);
    m_options.quantiles = std::move(levels);
  }

private:
  static Booster newBooster(DMatrixHandle data)
  {
    BoosterHandle h = nullptr;
    check(XGBoosterCreate(data ? &data : nullptr, data ? 1 : 0, &h), "XGBoosterCreate");
    return Booster(h);
  }
  static Booster loadBooster(const std::uint8_t *bytes, std::size_t length)
  {
    auto booster = newBooster(nullptr);
    check(XGBoosterLoadModelFromBuffer(booster.get(), bytes, length), "load");
    check(XGBoosterSetParam(booster.get(), "nthread", "1"), "nthread");
    return booster;
  }
  // The fitted model alone, for prediction on one thread: a booster keeps the training data and
  // its histograms (gigabytes for the paper's 6,048 features) for as long as it lives.
  [[gnu::noinline]] static Booster withoutTrainingState(BoosterHandle trained) // (inlined, GCC 12 warns falsely)
  {
    const std::vector<std::uint8_t> bytes = boosterBytes(trained);
    return loadBooster(bytes.data(), bytes.size());
  }
  static std::vector<std::uint8_t> boosterBytes(BoosterHandle booster)
  {
    bst_ulong length = 0;
    const char *bytes = nullptr;
    check(XGBoosterSaveModelToBuffer(booster, R"({"format": "ubj"})", &length, &bytes), "save");
    return {bytes, bytes + length};
  }
  void configure(BoosterHandle booster) const
  {
    const auto set = [&](const char *key, const std::string &value) {
      check(XGBoosterSetParam(booster, key, value.c_str()), key);
    };
    set("objective", m_options.loss == "absolute" ? "reg:absoluteerror" : "reg:squarederror");
    set("tree_method", "hist");
    set("nthread", std::to_string(std::max(1, m_options.threads)));
    set("seed", std::to_string(m_options.seed));
    set("max_depth", std::to_string(m_options.maxDepth));
    set("max_bin", std::to_string(m_options.maxBins));
    if (m_forest) {
      // XGBoost's random forest: one round of many trees on row and column subsamples, no shrinkage.
      set("num_parallel_tree", std::to_string(m_options.forestTrees));
      set("subsample", "0.8");
      set("colsample_bynode", "0.8");
      set("learning_rate", "1");
    } else {
      set("learning_rate", std::to_string(m_options.learningRate));
    }
  }

  RegressorOptions m_options;
  bool m_forest;
  std::vector<Booster> m_boosters;
};

} // namespace

std::unique_ptr<Regressor> makeXgboost(const RegressorOptions &options, bool randomForest)
{
  if (options.epochs < 1 || options.maxDepth < 1 || options.forestTrees < 1 || options.maxBins < 2)
    throw MlError("xgboost: epochs, maxDepth and forestTrees must be positive, maxBins at least 2");
  if (options.loss != "squared" && options.loss != "absolute")
    throw MlError("xgboost: unknown loss '" + options.loss + "' (squared, absolute)");
  if (!options.quantiles.empty() && randomForest)
    throw MlError("xgboost-rf: quantile outputs need boosting; use xgboost-gbtree");
  for (float q : options.quantiles)
    if (!(q > 0 && q < 1))
      throw MlError("xgboost: quantile levels must lie in (0, 1), got " + std::to_string(q));
  return std::make_unique<XgboostRegressor>(options, randomForest);
}

std::string xgboostVersion()
{
  int major = 0, minor = 0, patch = 0;
  XGBoostVersion(&major, &minor, &patch);
  return std::to_string(major) + "." + std::to_string(minor) + "." + std::to_string(patch);
}

} // namespace mirage::ml::detail
