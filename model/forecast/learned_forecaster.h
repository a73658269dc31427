#pragma once
// Forecasters learned from a cluster's history (forecast_features.h's numbers -> log(wait + 60 s)):
// XGBoost's gradient-boosted trees, one booster per standard quantile with the pinball loss; its
// random forest, fitted to the mean (a point forecast that calibration spreads); and a libtorch
// network that outputs every standard quantile at once, trained with the pinball loss. Each is then conformally
// calibrated (split conformal, finite-sample) on the most recent part of its training window, which it has
// not been fitted on. Models load
// libmirage_ml.so on first use.

#include "forecast/conformal.h"
#include "forecast/forecaster.h"
#include "ml/ml_api.h"

#include <QJsonObject>

#include <functional>
#include <memory>

namespace mirage {

// Examples in time order: features, the log wait, and when they were submitted.
struct TrainingSet {
  ml::Matrix x{0, 0};
  std::vector<float> y; // log(wait + 60)
  std::vector<double> waits;
  std::vector<EpochSeconds> submits;
  qint64 censored = 0; // cases left out because their wait was not known at the cut-off
  void add(const std::vector<float> &features, double wait, EpochSeconds submit);
  std::size_t size() const { return y.size(); }
};

// Split conformal: the model is fitted on the older examples only and calibrated on the newest
// share, which it never saw; it is not refitted afterwards (a refitted model is another model, and
// the calibration would promise nothing about it).
struct LearnedTrainingOptions {
  double calibrationShare = 0.3; // the newest share of the examples: calibration, not fitting
  std::uint64_t seed = 1;
  std::string device = "auto"; // torch: CUDA when available
  int epochs = 0;              // 0: the method's default
};

// The revision of the learned forecasters' training code (features aside, which are checked on
// their own): raise it whenever a change makes a newly trained model differ.
inline constexpr int kLearnedForecasterRevision = 3;

class LearnedForecaster final : public Forecaster {
public:
  // What decides a trained model of `method`: the revision, its hyper-parameters, the calibration
  // and the ML plugin's ABI. Stored with the model; a stored model of another version is refused.
  static QString version(const QString &method);
  QString method() const override { return m_method; }
  Result<WaitForecast> forecast(const ClusterSnapshot &snapshot, const JobRequest &request,
                                EpochSeconds at) const override;
  // Uncalibrated and calibrated forecasts of feature rows (batched: much faster per row).
  std::vector<WaitForecast> predictRaw(const ml::Matrix &x) const;
  std::vector<WaitForecast> predict(const ml::Matrix &x) const;

  // What the store keeps: the model's bytes, and its description (features, calibration, kind).
  std::vector<std::uint8_t> modelBytes() const { return m_regressor->save(); }
  QJsonObject description() const;
  QString device() const { return QString::fromStdString(m_regressor->device()); }

  // A stored model back; errors name what does not match (another feature set, a missing
  // library, bytes that do not load).
  static Result<std::shared_ptr<LearnedForecaster>>
  fromStored(const QString &method, const std::vector<std::uint8_t> &bytes, const QJsonObject &description);
  // Fits on the older examples, calibrates on the newer ones.
  static Result<std::shared_ptr<LearnedForecaster>> train(const QString &method, const TrainingSet &data,
                                                          const LearnedTrainingOptions &options);

private:
  LearnedForecaster() = default;
  QString m_method;
  std::unique_ptr<ml::Regressor> m_regressor;
  ConformalCalibration m_calibration;
};

} // namespace mirage
