#pragma once
// Internal to model/services: what an evaluation of chain policies is made of — its jobs and its
// split (EvaluationSetup), the trained models the store holds (ModelCache), and the policies built
// from them, trained where the store has none (PolicyBuilder). policy_evaluation.cpp runs them all
// on this machine; evaluation_array.cpp spreads the same steps over a Slurm job array.
#include "core/result.h"
#include "forecast/forecaster.h"
#include "policy/offline_data.h"
#include "policy/reinforce_policy.h"
#include "services/policy_evaluation.h"
#include "store/database.h"

#include <QJsonArray>
#include <QMap>
#include <QSet>

#include <optional>

namespace mirage::services {

bool isPaperPredictor(const QString &method);
bool isReinforceMethod(const QString &method); // reinforce, reinforce-greedy, dqn

// The trace's (or the stored cluster's) jobs as the protocol replays them, and the split.
struct EvaluationSetup {
  std::size_t traceJobs = 0;
  std::vector<sim::SimJob> jobs;
  policy::EpisodeSplit split;
  bool trains = false; // a method needs trained models
  QString modelKey;    // names everything a model was trained for
};
// Errors: the trace, a split without validation episodes, training wanted without episodes.
Result<EvaluationSetup> setUpEvaluation(const PolicyEvaluationOptions &o, const PolicyEvaluationCallbacks &callbacks);

// The evaluation's JSON without its stages: chainEvaluationJson, the trace or cluster, the split
// and the risk forecaster's training.
QJsonObject evaluationJson(const PolicyEvaluationOptions &o, const EvaluationSetup &setup,
                           const policy::ChainEvaluation &evaluation, const QJsonObject &riskTraining);

// The trained models of one evaluation setting in the store (`storePath`): found under today's
// version (one trained by other code is trained again, and said so), kept after training.
class ModelCache {
public:
  ModelCache(const QString &storePath, bool retrain, const QString &key, const PolicyEvaluationCallbacks &callbacks);
  std::optional<QByteArray> find(const QString &method, const QString &version);
  void keep(const QString &method, const QString &version, EpochSeconds from, EpochSeconds to, const QByteArray &bytes,
            const QJsonObject &scores);
  // The summary the Chains workspace shows beside its policy selector, and the whole evaluation.
  void keepSummary(const QJsonObject &out, int episodes);
  QJsonArray reused, stale;

private:
  Database m_db;
  QString m_key;
  bool m_retrain = false, m_haveStore = false;
  const PolicyEvaluationCallbacks &m_callbacks;
};

// Builds the policies of the wanted methods, training what the store does not hold.
class PolicyBuilder {
public:
  PolicyBuilder(const PolicyEvaluationOptions &options, const std::vector<sim::SimJob> &jobs,
                const std::vector<policy::Episode> &training, ModelCache &cache,
                const PolicyEvaluationCallbacks &callbacks)
      : m_o(options), m_jobs(jobs), m_training(training), m_cache(cache), m_callbacks(callbacks)
  {
  }
  // The offline data generated elsewhere (a job array's shards, merged).
  void useOfflineData(policy::OfflineData data) { m_offline = std::move(data); }
  // Every model must come from the store: a missing one is an error, naming `why`.
  void forbidTraining(const QString &why) { m_noTraining = why; }
  // An error when a model cannot be trained.
  Result<void> add(const QString &method);
  // add() for each method, after training at once, each on a core of its own, the paper predictors
  // they need that the store does not hold (trainPredictorsAhead).
  Result<void> addAll(const QStringList &methods);
  // Once every policy is built: the offline data (~120 MB at the paper's setting) goes, and the
  // memory the training freed goes back to the system.
  void releaseTrainingData();
  std::vector<std::unique_ptr<policy::SubmissionPolicy>> policies;
  QJsonObject stages, riskTraining;
  // The process's peak resident size (MB) once each stage is done: the offline data, then each
  // method in the order added (the peak only grows, so the stage it grows in is the one to blame).
  QJsonObject peakAfter;

private:
  Result<void> addMethod(const QString &method);
  Result<std::shared_ptr<const ml::Regressor>> predictor(const QString &name);
  bool loadStoredPredictor(const QString &name);
  Result<void> trainPredictorsAhead(const QStringList &methods);
  // A predictor just trained: its stage time, kept for add() and in the store.
  void adoptTrained(const QString &name, const std::shared_ptr<const ml::Regressor> &model, double seconds);
  Result<void> addDqn(const std::shared_ptr<const ml::Regressor> &predictor);
  Result<void> addReinforce(const QString &method, const std::shared_ptr<const ml::Regressor> &predictor);
  Result<void> addRiskOptimal();
  Result<std::shared_ptr<const Forecaster>> riskForecaster();
  Result<void> mayTrain(const QString &method) const;
  const policy::OfflineData &offline();
  void keep(const QString &method, const QString &version, const QByteArray &bytes, const QJsonObject &scores);

  const PolicyEvaluationOptions &m_o;
  const std::vector<sim::SimJob> &m_jobs;
  const std::vector<policy::Episode> &m_training;
  ModelCache &m_cache;
  const PolicyEvaluationCallbacks &m_callbacks;
  std::optional<policy::OfflineData> m_offline;
  QMap<QString, std::shared_ptr<const ml::Regressor>> m_predictors;
  QSet<QString> m_lookedUp; // predictors already looked for in the store
  std::optional<policy::PolicyHead> m_reinforceHead;
  QString m_noTraining;
};

} // namespace mirage::services
