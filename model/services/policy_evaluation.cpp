#include "services/policy_evaluation.h"

#include "core/core_tr.h"
#include "core/process_memory.h"
#include "services/policy_builder.h"

namespace mirage::services {
using namespace mirage::policy;

QStringList chainPolicyMethods()
{
  return baselinePolicyNames() + QStringList{QStringLiteral("random-forest"), QStringLiteral("xgboost"),
                                             QStringLiteral("transformer"),   QStringLiteral("moe"),
                                             QStringLiteral("reinforce"),     QStringLiteral("reinforce-greedy"),
                                             QStringLiteral("dqn"),           QStringLiteral("risk-optimal"),
                                             QStringLiteral("oracle")};
}

Result<PolicyEvaluation> evaluatePolicies(const PolicyEvaluationOptions &o, const PolicyEvaluationCallbacks &callbacks)
{
  using R = Result<PolicyEvaluation>;
  const auto set = setUpEvaluation(o, callbacks);
  if (!set.ok())
    return R::failure(set.error());
  const EvaluationSetup &setup = set.value();
  const std::vector<Episode> noTraining;
  ModelCache cache(o.storePath, o.retrain, setup.modelKey, callbacks);
  PolicyBuilder builder(o, setup.jobs, setup.trains ? setup.split.training : noTraining, cache, callbacks);
  if (const auto added = builder.addAll(o.methods); !added.ok())
    return R::failure(added.error());
  builder.releaseTrainingData();
  PolicyEvaluation result;
  result.trainingEpisodes = int(setup.split.training.size());
  result.embargoedEpisodes = setup.split.embargoed;
  if (callbacks.note)
    callbacks.note(CoreTr::tr("Scoring %1 methods on %2 validation episodes…")
                       .arg(o.methods.size())
                       .arg(setup.split.validation.size()));
  result.evaluation = evaluateChains(setup.jobs, setup.split.validation, std::move(builder.policies),
                                     o.methods.contains(QLatin1String("oracle")), o.protocol, callbacks.episodes);
  QJsonObject &out = result.json;
  out = evaluationJson(o, setup, result.evaluation, builder.riskTraining);
  cache.keepSummary(out, int(result.evaluation.episodes.size()));
  QJsonObject stages = builder.stages;
  stages.insert(QStringLiteral("evaluation_s"), result.evaluation.wallSeconds);
  stages.insert(QStringLiteral("peak_memory_mb"), peakResidentMegabytes()); // of the process so far
  QJsonObject peaks = builder.peakAfter;
  peaks.insert(QStringLiteral("evaluation"), peakResidentMegabytes());
  stages.insert(QStringLiteral("peak_memory_mb_after"), peaks);
  stages.insert(QStringLiteral("models_from_store"), cache.reused);
  stages.insert(QStringLiteral("stale_models_retrained"), cache.stale);
  out.insert(QStringLiteral("stages"), stages);
  return result;
}

} // namespace mirage::services
