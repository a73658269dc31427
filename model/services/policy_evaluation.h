#pragma once
// Evaluate chain-submission policies with the Mirage paper's protocol on a trace: the split with
// its embargo, the offline data, every model trained (or found in the store under today's
// version), every method scored on the same validation episodes. What `mirage-cli evaluate` and
// the window's Policies run call.
#include "core/result.h"
#include "policy/chain_evaluation.h"
#include "policy/chain_protocol.h"
#include "traces/trace_reader.h"

#include <QJsonObject>
#include <QStringList>

#include <functional>

namespace mirage::services {

struct PolicyEvaluationOptions {
  QString trace;   // any format the trace readers know
  QString cluster; // instead of a trace: the jobs the store (storePath) holds of this cluster
  TraceOptions traceOptions;
  policy::ProtocolOptions protocol;
  EpochSeconds trainFrom = 0; // 0: from the trace's first job
  EpochSeconds trainUntil = 0;
  EpochSeconds validateFrom = 0;
  EpochSeconds validateUntil = 0; // validation episodes start before it; 0: to the trace's end
  QStringList methods;                              // of chainPolicyMethods()
  QString riskForecast = QStringLiteral("xgboost"); // risk-optimal's forecaster, or slurm-estimate
  bool retrain = false;                             // ignore the models the store holds
  QString storePath;                                // trained models and the summary; empty: none
};

// What the evaluation says while it runs; every member may be empty.
struct PolicyEvaluationCallbacks {
  std::function<void(const QString &)> note;         // a stage begins, one line for the user
  std::function<void(const QString &)> warning;      // something failed that the result does not need
  std::function<bool(int done, int total)> episodes; // validation episodes scored; false cancels
};

struct PolicyEvaluation {
  policy::ChainEvaluation evaluation;
  QJsonObject json; // the evaluation, the split, the risk forecaster's training and the stages
  int trainingEpisodes = 0, embargoedEpisodes = 0;
};

// Every method a chain evaluation knows: the baselines, the paper's predictors (random-forest,
// xgboost, transformer, moe), reinforce, reinforce-greedy, dqn, risk-optimal and the oracle.
QStringList chainPolicyMethods();

// An error names the trace, a split without episodes, or a model that could not be trained.
Result<PolicyEvaluation> evaluatePolicies(const PolicyEvaluationOptions &options,
                                          const PolicyEvaluationCallbacks &callbacks = {});

} // namespace mirage::services
