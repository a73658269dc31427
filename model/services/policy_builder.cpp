#include "services/policy_builder.h"

#include "core/core_tr.h"
#include "core/local_time.h"
#include "core/process_memory.h"
#include "forecast/baseline_forecasters.h"
#include "forecast/forecast_evaluation.h"
#include "forecast/learned_forecaster.h"
#include "ml/ml_library.h"
#include "policy/dqn_policy.h"
#include "policy/predictor_policy.h"
#include "policy/submission_policy.h"
#include "store/chain_store.h"
#include "store/forecast_model_store.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QThread>

#include <atomic>
#include <limits>
#include <thread>

namespace mirage::services {
using namespace mirage::policy;
namespace {
const QStringList kPredictors{QStringLiteral("random-forest"), QStringLiteral("xgboost"), QStringLiteral("transformer"),
                              QStringLiteral("moe")};
const QStringList kReinforce{QStringLiteral("reinforce"), QStringLiteral("reinforce-greedy"), QStringLiteral("dqn")};

QByteArray asBytes(const std::vector<std::uint8_t> &bytes)
{
  return QByteArray(reinterpret_cast<const char *>(bytes.data()), qsizetype(bytes.size()));
}

void say(const std::function<void(const QString &)> &to, const QString &text)
{
  if (to)
    to(text);
}

// The key that names everything a chain model was trained for.
QString modelKey(const PolicyEvaluationOptions &o, const EpisodeSplit &split, std::size_t jobs)
{
  const QFileInfo traceFile(o.trace);
  return QStringLiteral("%1:%2|train=%3..%4|nodes=%5|load=%6|chain=%7x%8")
             .arg(o.cluster.isEmpty() ? traceFile.fileName() : QStringLiteral("cluster ") + o.cluster)
             .arg(o.cluster.isEmpty() ? traceFile.size() : qint64(jobs))
             .arg(o.trainFrom)
             .arg(o.trainUntil)
             .arg(o.protocol.nodes)
             .arg(o.protocol.loadScale)
             .arg(o.protocol.chainNodes)
             .arg(o.protocol.chainLimit) +
         // The episodes actually trained on: with the embargo they depend on
         // --validate-from too, and a model of more episodes must not be reused.
         QStringLiteral("|episodes=%1,end=%2").arg(split.training.size()).arg(split.trainingEnd);
}

} // namespace

bool isPaperPredictor(const QString &method)
{
  return kPredictors.contains(method);
}

bool isReinforceMethod(const QString &method)
{
  return kReinforce.contains(method);
}

ModelCache::ModelCache(const QString &storePath, bool retrain, const QString &key,
                       const PolicyEvaluationCallbacks &callbacks)
    : m_key(key), m_retrain(retrain), m_callbacks(callbacks)
{
  m_haveStore = !storePath.isEmpty() && m_db.open(storePath).ok();
}

std::optional<QByteArray> ModelCache::find(const QString &method, const QString &version)
{
  if (!m_haveStore || m_retrain)
    return std::nullopt;
  const StoredChainModel found = loadChainModel(m_db, method, m_key, version);
  if (!found.parameters && !found.otherVersions.isEmpty()) {
    stale.append(method);
    say(m_callbacks.note, CoreTr::tr("The stored %1 model was trained by other code (%2); training it again.")
                              .arg(method, found.otherVersions.join(QStringLiteral("; "))));
  }
  return found.parameters;
}

void ModelCache::keep(const QString &method, const QString &version, EpochSeconds from, EpochSeconds to,
                      const QByteArray &bytes, const QJsonObject &scores)
{
  if (!m_haveStore)
    return;
  if (const auto e = saveChainModel(m_db, method, m_key, version, from, to, bytes, scores); !e.ok())
    say(m_callbacks.warning, e.error());
}

void ModelCache::keepSummary(const QJsonObject &out, int episodes)
{
  if (!m_haveStore)
    return;
  QJsonArray summary;
  for (const QJsonValue &v : out[QLatin1String("methods")].toArray())
    summary.append(QJsonObject{{QStringLiteral("name"), v[QLatin1String("name")]},
                               {QStringLiteral("all"), v[QLatin1String("buckets")][QLatin1String("all")]}});
  // The whole evaluation too: the Policies workspace shows the newest one when it opens.
  const auto saved = saveChainEvaluation(m_db, m_key,
                                         QJsonObject{{QStringLiteral("key"), m_key},
                                                     {QStringLiteral("episodes"), qint64(episodes)},
                                                     {QStringLiteral("methods"), summary},
                                                     {QStringLiteral("evaluation"), out}});
  if (!saved.ok())
    say(m_callbacks.warning, saved.error());
}

void PolicyBuilder::keep(const QString &method, const QString &version, const QByteArray &bytes,
                         const QJsonObject &scores)
{
  // The window trained on: the training episodes', or the split's (a forecaster only).
  const EpochSeconds from = m_training.empty() ? m_o.trainFrom : m_training.front().start;
  const EpochSeconds to = m_training.empty() ? m_o.trainUntil : m_training.back().start + m_o.protocol.episodeLength;
  m_cache.keep(method, version, from, to, bytes, scores);
}

Result<void> PolicyBuilder::mayTrain(const QString &method) const
{
  if (m_noTraining.isEmpty())
    return {};
  return Result<void>::failure(CoreTr::tr("no stored %1 model: %2").arg(method, m_noTraining));
}

void PolicyBuilder::releaseTrainingData()
{
  m_offline.reset();
  releaseFreedMemory();
}

const OfflineData &PolicyBuilder::offline()
{
  if (!m_offline) {
    say(m_callbacks.note, CoreTr::tr("Generating offline data: %1 training episodes × %2 probes…")
                              .arg(m_training.size())
                              .arg(kProbesPerEpisode));
    m_offline = generateOfflineData(m_jobs, m_training, m_o.protocol);
    releaseFreedMemory(); // the episodes' simulations
    peakAfter.insert(QStringLiteral("offline_data"), peakResidentMegabytes());
    stages.insert(QStringLiteral("offline_data"), QJsonObject{{QStringLiteral("episodes"), qint64(m_training.size())},
                                                              {QStringLiteral("examples"), qint64(m_offline->y.size())},
                                                              {QStringLiteral("seconds"), m_offline->seconds}});
  }
  return *m_offline;
}

bool PolicyBuilder::loadStoredPredictor(const QString &name)
{
  if (m_predictors.contains(name))
    return true;
  if (m_lookedUp.contains(name))
    return false; // looked up once already (a stale one is said so once)
  m_lookedUp.insert(name);
  if (const auto bytes = m_cache.find(name, paperPredictorVersion(name))) {
    auto model = loadPaperPredictor(name, std::vector<std::uint8_t>(bytes->begin(), bytes->end()));
    if (model.ok()) {
      m_predictors.insert(name, model.value());
      m_cache.reused.append(name);
      return true;
    }
  }
  return false;
}

Result<std::shared_ptr<const ml::Regressor>> PolicyBuilder::predictor(const QString &name)
{
  if (loadStoredPredictor(name))
    return m_predictors.value(name);
  if (const auto allowed = mayTrain(name); !allowed.ok())
    return Result<std::shared_ptr<const ml::Regressor>>::failure(allowed.error());
  const OfflineData &data = offline();
  say(m_callbacks.note, CoreTr::tr("Training %1 on %2 examples…").arg(name).arg(data.y.size()));
  QElapsedTimer timer;
  timer.start();
  auto model = trainPaperPredictor(name, data);
  if (!model.ok())
    return Result<std::shared_ptr<const ml::Regressor>>::failure(model.error());
  adoptTrained(name, model.value(), double(timer.nsecsElapsed()) / 1e9);
  return std::shared_ptr<const ml::Regressor>(model.value());
}

void PolicyBuilder::adoptTrained(const QString &name, const std::shared_ptr<const ml::Regressor> &model, double seconds)
{
  stages.insert(QStringLiteral("train_") + name, seconds);
  m_predictors.insert(name, model);
  keep(name, paperPredictorVersion(name), asBytes(model->save()),
       QJsonObject{{QStringLiteral("examples"), qint64(m_offline ? m_offline->y.size() : 0)}});
}

Result<void> PolicyBuilder::trainPredictorsAhead(const QStringList &methods)
{
  // The predictors wanted (reinforce and the DQN read xgboost's), the longest to train first.
  QStringList missing;
  const bool reinforce = std::any_of(methods.begin(), methods.end(), isReinforceMethod);
  for (const QString &name : {QStringLiteral("transformer"), QStringLiteral("moe"), QStringLiteral("random-forest"),
                              QStringLiteral("xgboost")})
    if ((methods.contains(name) || (reinforce && name == QLatin1String("xgboost"))) && !loadStoredPredictor(name))
      missing << name;
  // One to train, or none allowed: predictor() trains it or says why not, as add() asks.
  if (missing.size() < 2 || !mayTrain(missing.front()).ok())
    return {};
  const OfflineData &data = offline();
  for (const QString &name : std::as_const(missing))
    say(m_callbacks.note, CoreTr::tr("Training %1 on %2 examples…").arg(name).arg(data.y.size()));
  // Torch trains a model on one core (MlLibrary), so two models train at once on two. Each comes
  // out as it would alone: its own seed, its own copy of torch's generator (torch_common.h).
  struct Trained {
    Result<std::shared_ptr<const ml::Regressor>> model = failure(QString());
    double seconds = 0;
  };
  std::vector<Trained> trained(std::size_t(missing.size()));
  std::atomic<int> next{0};
  const auto work = [&] {
    for (int i; (i = next++) < int(missing.size());) {
      QElapsedTimer timer;
      timer.start();
      Trained &t = trained[std::size_t(i)];
      try {
        t.model = trainPaperPredictor(missing[i], data);
      } catch (const std::exception &e) { // on a thread of its own, nothing may escape
        t.model = failure(CoreTr::tr("%1: %2").arg(missing[i], QString::fromLocal8Bit(e.what())));
      }
      t.seconds = double(timer.nsecsElapsed()) / 1e9;
    }
  };
  QElapsedTimer wall;
  wall.start();
  std::vector<std::thread> helpers;
  for (int t = 1; t < std::min(std::max(1, QThread::idealThreadCount()), int(missing.size())); ++t)
    helpers.emplace_back(work);
  work();
  for (std::thread &t : helpers)
    t.join();
  stages.insert(QStringLiteral("train_predictors_wall_s"), double(wall.nsecsElapsed()) / 1e9);
  peakAfter.insert(QStringLiteral("predictors_at_once"), peakResidentMegabytes());
  for (int i = 0; i < missing.size(); ++i) {
    const QString &name = missing[i];
    Trained &t = trained[std::size_t(i)];
    if (!t.model.ok())
      return failure(t.model.error());
    adoptTrained(name, t.model.value(), t.seconds);
  }
  return {};
}

Result<void> PolicyBuilder::addAll(const QStringList &methods)
{
  if (const auto ahead = trainPredictorsAhead(methods); !ahead.ok())
    return ahead;
  for (const QString &m : methods)
    if (const auto added = add(m); !added.ok())
      return added;
  return {};
}

Result<void> PolicyBuilder::addDqn(const std::shared_ptr<const ml::Regressor> &predictor)
{
  const QString m = QStringLiteral("dqn");
  std::shared_ptr<const ml::Regressor> q;
  if (const auto stored = m_cache.find(m, dqnVersion()))
    if (const ml::PluginApi *api = MlLibrary::api()) {
      try {
        std::shared_ptr<ml::Regressor> loaded = api->make("torch-mlp", {});
        loaded->load(std::vector<std::uint8_t>(stored->begin(), stored->end()));
        q = std::move(loaded);
        m_cache.reused.append(m);
      } catch (const ml::MlError &) {
        // trained again below
      }
    }
  if (!q) {
    if (const auto allowed = mayTrain(m); !allowed.ok())
      return allowed;
    say(m_callbacks.note, CoreTr::tr("Training the DQN on %1 training episodes…").arg(m_training.size()));
    const DqnTraining trained = trainDqn(m_jobs, m_training, predictor, m_o.protocol);
    if (!trained.q)
      return Result<void>::failure(CoreTr::tr("dqn: %1").arg(trained.error));
    q = trained.q;
    stages.insert(QStringLiteral("train_dqn"),
                  QJsonObject{{QStringLiteral("seconds"), trained.seconds},
                              {QStringLiteral("transitions"), qint64(trained.transitions)}});
    keep(m, dqnVersion(), asBytes(q->save()),
         QJsonObject{{QStringLiteral("transitions"), qint64(trained.transitions)}});
  }
  policies.push_back(std::make_unique<DqnPolicy>(predictor, q, 0.0, 7));
  return {};
}

Result<void> PolicyBuilder::addReinforce(const QString &method, const std::shared_ptr<const ml::Regressor> &predictor)
{
  if (!m_reinforceHead) {
    if (const auto stored = m_cache.find(QStringLiteral("reinforce"), reinforceVersion())) {
      const QJsonArray h = QJsonDocument::fromJson(*stored).array();
      if (h.size() == 4) {
        m_reinforceHead = PolicyHead{{h[0].toDouble(), h[1].toDouble()}, {h[2].toDouble(), h[3].toDouble()}};
        m_cache.reused.append(QStringLiteral("reinforce"));
      }
    }
  }
  if (!m_reinforceHead) {
    if (const auto allowed = mayTrain(QStringLiteral("reinforce")); !allowed.ok())
      return allowed;
    say(m_callbacks.note,
        CoreTr::tr("Training the policy gradient (REINFORCE) on %1 training episodes…").arg(m_training.size()));
    const ReinforceTraining pg = trainReinforce(m_jobs, m_training, predictor, m_o.protocol);
    m_reinforceHead = pg.head;
    const QJsonArray h{pg.head.weight[0], pg.head.weight[1], pg.head.bias[0], pg.head.bias[1]};
    keep(QStringLiteral("reinforce"), reinforceVersion(), QJsonDocument(h).toJson(QJsonDocument::Compact),
         QJsonObject{{QStringLiteral("updates"), qint64(pg.meanReward.size())}});
    stages.insert(
        QStringLiteral("train_reinforce"),
        QJsonObject{{QStringLiteral("seconds"), pg.seconds},
                    {QStringLiteral("updates"), qint64(pg.meanReward.size())},
                    {QStringLiteral("first_mean_reward"), pg.meanReward.empty() ? 0.0 : pg.meanReward.front()},
                    {QStringLiteral("last_mean_reward"), pg.meanReward.empty() ? 0.0 : pg.meanReward.back()},
                    {QStringLiteral("head"), h}});
  }
  policies.push_back(
      std::make_unique<ReinforcePolicy>(predictor, *m_reinforceHead, method == QLatin1String("reinforce-greedy"), 7));
  return {};
}

// risk-optimal's xgboost wait forecaster, with its training's description, as the store keeps it.
const QString kRiskForecasterModel = QStringLiteral("risk-optimal-forecaster");

Result<std::shared_ptr<const Forecaster>> PolicyBuilder::riskForecaster()
{
  using R = Result<std::shared_ptr<const Forecaster>>;
  const QString method = QStringLiteral("xgboost");
  // Trained on the evaluation simulator's history: its revision decides the model too.
  const QString version =
      LearnedForecaster::version(method) + QStringLiteral(" simulated r%1").arg(kPaperModelRevision);
  if (const auto stored = m_cache.find(kRiskForecasterModel, version)) {
    const QJsonObject o = QJsonDocument::fromJson(*stored).object();
    const QByteArray bytes = QByteArray::fromBase64(o[QLatin1String("model")].toString().toLatin1());
    auto model = LearnedForecaster::fromStored(method, std::vector<std::uint8_t>(bytes.begin(), bytes.end()),
                                               o[QLatin1String("description")].toObject());
    if (model.ok()) {
      riskTraining = o[QLatin1String("training")].toObject();
      m_cache.reused.append(kRiskForecasterModel);
      return std::shared_ptr<const Forecaster>(model.value());
    }
  }
  if (const auto allowed = mayTrain(kRiskForecasterModel); !allowed.ok())
    return R::failure(allowed.error());
  say(m_callbacks.note, CoreTr::tr("Training the risk policy's wait forecaster (xgboost)…"));
  // Trained on the training window as the evaluation's simulator plays it (its nodes, its load),
  // the waits it would have seen there.
  const sim::SimTime first = m_jobs.front().submit;
  const sim::SimTime until = scaledTime(m_o.trainUntil, first, m_o.protocol.loadScale);
  ReplayOptions replayOptions;
  replayOptions.nodes = m_o.protocol.nodes;
  const TraceReplay replay(simulatedHistory(m_jobs, until, m_o.protocol), replayOptions);
  const EpochSeconds from =
      m_o.trainFrom > 0 ? scaledTime(m_o.trainFrom, first, m_o.protocol.loadScale) : replay.firstStart() + 2 * 86400;
  const TrainingSet set = collectTrainingSet(replay, from, until);
  auto model = LearnedForecaster::train(method, set, LearnedTrainingOptions{});
  if (!model.ok())
    return R::failure(model.error());
  riskTraining = QJsonObject{{QStringLiteral("forecaster"), method},
                             {QStringLiteral("examples"), qint64(set.size())},
                             {QStringLiteral("from"), isoUtc(from)},
                             {QStringLiteral("until"), isoUtc(until)},
                             {QStringLiteral("history"), QStringLiteral("simulated")}};
  const std::vector<std::uint8_t> bytes = model.value()->modelBytes();
  const QJsonObject stored{{QStringLiteral("model"), QString::fromLatin1(asBytes(bytes).toBase64())},
                           {QStringLiteral("description"), model.value()->description()},
                           {QStringLiteral("training"), riskTraining}};
  keep(kRiskForecasterModel, version, QJsonDocument(stored).toJson(QJsonDocument::Compact),
       QJsonObject{{QStringLiteral("examples"), qint64(set.size())}});
  return std::shared_ptr<const Forecaster>(model.value());
}

Result<void> PolicyBuilder::addRiskOptimal()
{
  std::shared_ptr<const Forecaster> forecaster;
  if (m_o.riskForecast == QLatin1String("slurm-estimate")) {
    forecaster = std::make_shared<SlurmEstimateForecaster>();
  } else {
    auto trained = riskForecaster();
    if (!trained.ok())
      return Result<void>::failure(trained.error());
    forecaster = trained.value();
  }
  RiskOptions risk;
  risk.interruptionWeight = m_o.protocol.interruptionWeight;
  policies.push_back(std::make_unique<RiskOptimalPolicy>(forecaster, risk));
  return {};
}

Result<void> PolicyBuilder::add(const QString &m)
{
  const Result<void> added = addMethod(m);
  peakAfter.insert(m, peakResidentMegabytes());
  return added;
}

Result<void> PolicyBuilder::addMethod(const QString &m)
{
  if (auto baseline = makeBaselinePolicy(m)) {
    policies.push_back(std::move(baseline));
    return {};
  }
  if (kPredictors.contains(m) || kReinforce.contains(m)) {
    const auto p = predictor(kPredictors.contains(m) ? m : QStringLiteral("xgboost"));
    if (!p.ok())
      return Result<void>::failure(p.error());
    if (kPredictors.contains(m)) {
      policies.push_back(std::make_unique<ThresholdPolicy>(m, p.value()));
      return {};
    }
    if (m == QLatin1String("dqn"))
      return addDqn(p.value());
    return addReinforce(m, p.value());
  }
  if (m == QLatin1String("risk-optimal"))
    return addRiskOptimal();
  return {}; // the oracle: evaluateChains runs it
}

namespace {
QJsonObject splitJson(const PolicyEvaluationOptions &o, const EpisodeSplit &split)
{
  QJsonObject out{{QStringLiteral("train_until"), isoUtc(o.trainUntil)},
                  {QStringLiteral("validate_from"), isoUtc(o.validateFrom)},
                  {QStringLiteral("training_episodes"), qint64(split.training.size())},
                  {QStringLiteral("embargoed_training_episodes"), split.embargoed},
                  {QStringLiteral("validation_episodes"), qint64(split.validation.size())}};
  if (o.trainFrom > 0)
    out.insert(QStringLiteral("train_from"), isoUtc(o.trainFrom));
  if (o.validateUntil > 0)
    out.insert(QStringLiteral("validate_until"), isoUtc(o.validateUntil));
  return out;
}

// The trace's jobs, or the cluster's stored ones (a store that is not there is not created).
Result<std::vector<TraceJob>> readJobs(const PolicyEvaluationOptions &o)
{
  if (o.cluster.isEmpty())
    return readTraceJobs(o.trace, o.traceOptions);
  if (o.storePath.isEmpty() || !QFileInfo::exists(o.storePath))
    return failure(CoreTr::tr("there is no store at %1 (import a trace first: mirage-cli import FILE, or give --db)")
                       .arg(o.storePath));
  Database db;
  if (const auto opened = db.open(o.storePath); !opened.ok())
    return failure(opened.error());
  return storedJobs(db, o.cluster);
}
} // namespace

Result<EvaluationSetup> setUpEvaluation(const PolicyEvaluationOptions &o, const PolicyEvaluationCallbacks &callbacks)
{
  using R = Result<EvaluationSetup>;
  const QString source = o.cluster.isEmpty() ? o.trace : CoreTr::tr("cluster %1").arg(o.cluster);
  const auto read = readJobs(o);
  if (!read.ok())
    return R::failure(read.error());
  EvaluationSetup setup;
  setup.traceJobs = read->size();
  setup.jobs = simJobsFromTrace(read.value(), o.protocol.loadScale);
  const std::vector<sim::SimJob> &jobs = setup.jobs;
  if (jobs.empty())
    return R::failure(CoreTr::tr("%1 has no job with submit, start, end, limit and nodes").arg(source));
  say(callbacks.note, CoreTr::tr("Read %1 jobs of %2").arg(jobs.size()).arg(source));
  const sim::SimTime first = jobs.front().submit;
  const double load = o.protocol.loadScale;
  // The split in the workload's time (a load scale compresses it): training episodes that would
  // simulate a job of the validation window are dropped (the embargo), and said so.
  setup.split = splitEpisodes(
      jobs, o.trainFrom > 0 ? scaledTime(o.trainFrom, first, load) : first, scaledTime(o.trainUntil, first, load),
      scaledTime(o.validateFrom, first, load), o.protocol,
      o.validateUntil > 0 ? scaledTime(o.validateUntil, first, load) : std::numeric_limits<sim::SimTime>::max());
  const EpisodeSplit &split = setup.split;
  if (split.validation.empty())
    return R::failure(o.validateUntil > 0 && o.validateUntil <= o.validateFrom
                          ? CoreTr::tr("no validation episode: --validate-until must be after --validate-from")
                          : CoreTr::tr("no validation episode: the trace must reach five days past --validate-from"));
  setup.trains = std::any_of(o.methods.begin(), o.methods.end(),
                             [](const QString &m) { return kPredictors.contains(m) || kReinforce.contains(m); });
  if (setup.trains && split.training.empty())
    return R::failure(split.embargoed > 0
                          ? CoreTr::tr("no training episode ends before --validate-from %1 (%2 would reach into "
                                       "validation); give an earlier --train-until or a later --validate-from")
                                .arg(isoUtc(o.validateFrom))
                                .arg(split.embargoed)
                          : CoreTr::tr("no training episode before --train-until"));
  if (setup.trains && split.embargoed > 0)
    say(callbacks.note, CoreTr::tr("%1 training episodes would simulate jobs of the validation window and are left "
                                   "out (the embargo); %2 remain")
                            .arg(split.embargoed)
                            .arg(split.training.size()));
  setup.modelKey = modelKey(o, split, setup.traceJobs);
  return setup;
}

QJsonObject evaluationJson(const PolicyEvaluationOptions &o, const EvaluationSetup &setup,
                           const ChainEvaluation &evaluation, const QJsonObject &riskTraining)
{
  QJsonObject out = chainEvaluationJson(evaluation);
  out.insert(QStringLiteral("trace"), o.cluster.isEmpty() ? o.trace : QString());
  if (!o.cluster.isEmpty())
    out.insert(QStringLiteral("cluster"), o.cluster);
  out.insert(QStringLiteral("validate_from"), isoUtc(o.validateFrom));
  out.insert(QStringLiteral("split"), splitJson(o, setup.split));
  if (!riskTraining.isEmpty())
    out.insert(QStringLiteral("risk_forecaster"), riskTraining);
  return out;
}

} // namespace mirage::services
