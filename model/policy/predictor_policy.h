#pragma once
// The paper's supervised predictors (../shared/docs/paper-notes.md §4.4): a regressor from the
// 144 × 42 state to d (hours) if S were submitted now, and the decision rule that submits S as soon
// as the predicted d ≥ −0.5 h (at most about half an hour of predicted overlap).
#include "ml/ml_api.h"
#include "policy/offline_data.h"
#include "policy/submission_policy.h"

#include <QString>

#include <optional>

namespace mirage::policy {

class ThresholdPolicy final : public SubmissionPolicy {
public:
  ThresholdPolicy(QString name, std::shared_ptr<const ml::Regressor> model, double thresholdHours = -0.5)
      : m_name(std::move(name)), m_model(std::move(model)), m_threshold(thresholdHours)
  {
  }
  QString name() const override { return m_name; }
  bool submitNow(const ChainState &state) override;
  double lastPrediction() const { return m_last; }

private:
  QString m_name;
  std::shared_ptr<const ml::Regressor> m_model;
  double m_threshold;
  double m_last = 0;
};

// The revision of the code that trains the paper's predictors and makes their offline data:
// raise it whenever a change makes a newly trained model differ (stored models of another
// revision are then trained again, not reused).
inline constexpr int kPaperModelRevision = 4;
// Histogram bins per feature of the tree predictors (random forest, XGBoost). On the paper's
// 6,048 features XGBoost's default of 256 took 2.9 GB to grow the forest's depth-8 trees and 64
// took 1.4 GB; 32 fit in 1 GB and score within the bootstrap intervals of 256 (docs/PERFORMANCE.md).
inline constexpr int kPaperTreeBins = 32;
// The forest's (histogram-forest, which holds the histograms of one path of a tree at a time,
// ~30 MB, where XGBoost's forest held one for every node, ~900 MB at 32 bins): with bins placed
// around repeated values, 64 bins predict the offline data as well as XGBoost's forest at 32 did
// (MAE 0.504-0.508 h against 0.497 on the last 20 % at 88 nodes; 32 bins: 0.511-0.517).
inline constexpr int kPaperForestBins = 64;

// The regressor kind and options a paper predictor is trained with; nothing for another name.
struct PaperPredictorSetup {
  std::string kind;
  ml::RegressorOptions options;
};
std::optional<PaperPredictorSetup> paperPredictorSetup(const QString &method, std::uint64_t seed = 42);

// A version string naming everything that decides a trained predictor (the code's revision, the
// hyper-parameters, the seed, the state's shape and the ML plugin's ABI): stored models are keyed
// by it, so a model trained by other code is never reused. Empty for an unknown method.
QString paperPredictorVersion(const QString &method, std::uint64_t seed = 42);

// "random-forest" (histogram-forest, 100 trees, as the authors' sklearn forest),
// "xgboost" (XGBoost's defaults: 100 rounds, eta 0.3, depth 6), "transformer" or "moe" (libtorch,
// the authors' encoder and mixture of 10 experts made narrower to train on CPUs; CUDA when
// present), fitted on the offline data (rows in time order, as generateOfflineData gives them);
// an error names what went wrong (no library, no data).
Result<std::shared_ptr<const ml::Regressor>> trainPaperPredictor(const QString &method, const OfflineData &data,
                                                                 std::uint64_t seed = 42);

// A predictor stored with Regressor::save() back.
Result<std::shared_ptr<const ml::Regressor>> loadPaperPredictor(const QString &method,
                                                                const std::vector<std::uint8_t> &bytes);

} // namespace mirage::policy
