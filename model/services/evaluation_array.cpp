#include "services/evaluation_array.h"

#include "core/atomic_file.h"
#include "core/core_tr.h"
#include "core/local_time.h"
#include "core/process_memory.h"
#include "services/evaluation_shards.h"
#include "services/policy_builder.h"
#include "slurm/batch_jobs.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

namespace mirage::services {
using namespace mirage::policy;

namespace {

const QStringList kStageNames{QStringLiteral("offline"), QStringLiteral("train"), QStringLiteral("score"),
                              QStringLiteral("merge")};

QString modelStore(const QString &dir)
{
  return QDir(dir).filePath(QStringLiteral("models.db"));
}
QString trainingPath(const QString &dir)
{
  return QDir(dir).filePath(QStringLiteral("training.json"));
}

// Indices i of `count` with i % shards == shard.
std::vector<std::size_t> shardOf(std::size_t count, int shard, int shards)
{
  std::vector<std::size_t> out;
  for (std::size_t i = std::size_t(shard); i < count; i += std::size_t(shards))
    out.push_back(i);
  return out;
}

std::vector<Episode> pick(const std::vector<Episode> &episodes, const std::vector<std::size_t> &indices)
{
  std::vector<Episode> out;
  out.reserve(indices.size());
  for (std::size_t i : indices)
    out.push_back(episodes[i]);
  return out;
}

Result<QJsonObject> readJsonFile(const QString &path, const QString &what)
{
  QFile f(path);
  if (!f.open(QIODevice::ReadOnly))
    return failure(CoreTr::tr("%1: cannot read %2 (did its job run?)").arg(what, path));
  QJsonParseError error;
  const QJsonDocument doc = QJsonDocument::fromJson(f.readAll(), &error);
  if (error.error != QJsonParseError::NoError || !doc.isObject())
    return failure(CoreTr::tr("%1: %2 is not JSON (%3)").arg(what, path, error.errorString()));
  return doc.object();
}

Result<void> writeJsonFile(const QString &path, const QJsonObject &o)
{
  return writeFileAtomically(path, QJsonDocument(o).toJson(QJsonDocument::Compact));
}

// A stage's shard numbers, and its work folder (made when missing: a stage run by hand).
Result<void> checkShard(int shard, int shards, const QString &dir)
{
  if (shards < 1 || shard < 0 || shard >= shards)
    return failure(CoreTr::tr("shard %1 of %2: K/N with 0 ≤ K < N").arg(shard).arg(shards));
  if (!QDir().mkpath(dir))
    return failure(CoreTr::tr("cannot create %1").arg(dir));
  return {};
}

// A stage's setup: its shard and folder checked, the jobs read and split as every stage reads them.
Result<EvaluationSetup> stageSetup(const PolicyEvaluationOptions &o, int shard, int shards, const QString &dir,
                                   const PolicyEvaluationCallbacks &callbacks)
{
  if (const auto e = checkShard(shard, shards, dir); !e.ok())
    return failure(e.error());
  return setUpEvaluation(o, callbacks);
}

} // namespace

QStringList arrayStageNames()
{
  return kStageNames;
}

std::optional<ArrayStage> arrayStageNamed(const QString &name)
{
  const qsizetype i = kStageNames.indexOf(name);
  if (i < 0)
    return std::nullopt;
  return ArrayStage(i);
}

QStringList evaluateArguments(const PolicyEvaluationOptions &o)
{
  QStringList a;
  if (o.cluster.isEmpty())
    a << QStringLiteral("--trace") << QFileInfo(o.trace).absoluteFilePath();
  else
    a << QStringLiteral("--cluster") << o.cluster;
  if (o.trainFrom > 0)
    a << QStringLiteral("--train-from") << isoUtc(o.trainFrom);
  a << QStringLiteral("--train-until") << isoUtc(o.trainUntil) << QStringLiteral("--validate-from")
    << isoUtc(o.validateFrom);
  if (o.validateUntil > 0)
    a << QStringLiteral("--validate-until") << isoUtc(o.validateUntil);
  const policy::ProtocolOptions &p = o.protocol;
  a << QStringLiteral("--nodes") << QString::number(p.nodes) << QStringLiteral("--gpus-per-node")
    << QString::number(p.gpusPerNode) << QStringLiteral("--load-scale") << QString::number(p.loadScale, 'g', 17)
    << QStringLiteral("--chain-nodes") << QString::number(p.chainNodes) << QStringLiteral("--chain-limit")
    << QString::number(p.chainLimit / 60) << QStringLiteral("--weight")
    << QString::number(p.interruptionWeight, 'g', 17) << QStringLiteral("--methods") << o.methods.join(QLatin1Char(','))
    << QStringLiteral("--risk-forecast") << o.riskForecast << QStringLiteral("--time-zone")
    << QString::fromUtf8(o.traceOptions.timeZone.id());
  if (!o.storePath.isEmpty())
    a << QStringLiteral("--db") << QFileInfo(o.storePath).absoluteFilePath();
  return a;
}

Result<EvaluationArrayPlan> writeEvaluationArrayPlan(const QStringList &arguments, const QString &dir,
                                                     const QString &partition, int shards, const QString &cli)
{
  using R = Result<EvaluationArrayPlan>;
  const auto folder = makeJobFolder(dir, partition);
  if (!folder.ok())
    return R::failure(folder.error());
  EvaluationArrayPlan plan;
  plan.dir = folder.value();
  plan.shards = std::clamp(shards, 1, 10000);
  plan.result = QDir(plan.dir).filePath(QStringLiteral("evaluation.json"));
  QByteArray command = shellWord(cli) + " evaluate";
  for (const QString &a : arguments)
    command += ' ' + shellWord(a);
  command += " --workdir " + shellWord(plan.dir) + " --json";
  const QByteArray n = QByteArray::number(plan.shards);
  // One script per stage; an array stage runs shard $SLURM_ARRAY_TASK_ID of N.
  const auto script = [&](const char *stage, const QString &log, bool array, const char *what) {
    QByteArray s = "#!/bin/bash\n#SBATCH --job-name=mirage-evaluate-" + QByteArray(stage) + "\n";
    if (array)
      s += "#SBATCH --array=0-" + QByteArray::number(plan.shards - 1) + "\n";
    if (!partition.isEmpty())
      s += "#SBATCH --partition=" + partition.toUtf8() + "\n";
    s += "#SBATCH --nodes=1\n#SBATCH --output=" + QDir(plan.dir).filePath(log).toUtf8() + "\n";
    s += "# " + QByteArray(what) + "\n";
    const QByteArray which =
        array ? QByteArray(" --shard \"$SLURM_ARRAY_TASK_ID/" + n + "\"") : QByteArray(" --shards " + n);
    s += "exec " + command + " --array-stage " + stage + which + "\n";
    return s;
  };
  const struct {
    QString *path;
    const char *stage, *log;
    bool array;
    const char *what;
  } scripts[] = {
      {&plan.offlineScript, "offline", "offline-%a.log", true,
       "The offline data of training episodes i with i % N == task (offline-TASK.bin)."},
      {&plan.trainScript, "train", "train.log", false,
       "After every offline task succeeded: the offline data merged, every model trained once (models.db)."},
      {&plan.scoreScript, "score", "score-%a.log", true,
       "After training: every method on validation episodes i with i % N == task (score-TASK.json)."},
      {&plan.mergeScript, "merge", "merge.log", false,
       "After every score task succeeded: the outcomes merged and scored (evaluation.json)."},
  };
  for (const auto &s : scripts) {
    *s.path = QDir(plan.dir).filePath(QLatin1String(s.stage) + QStringLiteral(".sbatch"));
    if (const auto e = writeBatchScript(*s.path, script(s.stage, QLatin1String(s.log), s.array, s.what)); !e.ok())
      return R::failure(e.error());
  }
  return plan;
}

Result<EvaluationArrayJobs> submitEvaluationArrayPlan(CommandRunner &slurm, const EvaluationArrayPlan &plan)
{
  using R = Result<EvaluationArrayJobs>;
  EvaluationArrayJobs jobs;
  QString after;
  QStringList queued;
  for (const auto &[script, id] :
       {std::pair{&plan.offlineScript, &jobs.offline}, std::pair{&plan.trainScript, &jobs.train},
        std::pair{&plan.scoreScript, &jobs.score}, std::pair{&plan.mergeScript, &jobs.merge}}) {
    const auto submitted = submitBatchScript(slurm, *script, after);
    if (!submitted.ok())
      return R::failure(queued.isEmpty() ? submitted.error()
                                         : CoreTr::tr("jobs %1 are queued, but %2 is not: %3")
                                               .arg(queued.join(QStringLiteral(", ")), QFileInfo(*script).fileName(),
                                                    submitted.error()));
    *id = submitted.value();
    after = *id;
    queued << *id;
  }
  return jobs;
}

QString EvaluationArrayStatus::stage() const
{
  if (merged)
    return CoreTr::tr("merged");
  if (trained)
    return CoreTr::tr("scoring: %1 of %2 shards").arg(scoreDone).arg(shards);
  if (offlineDone == shards)
    return CoreTr::tr("training");
  return CoreTr::tr("offline data: %1 of %2 shards").arg(offlineDone).arg(shards);
}

EvaluationArrayStatus evaluationArrayStatus(CommandRunner &slurm, const EvaluationArrayPlan &plan,
                                            const EvaluationArrayJobs &jobs)
{
  EvaluationArrayStatus status;
  status.shards = plan.shards;
  // The jobs first, the files after: a job gone from the queue has written what it wrote.
  const QueuedJobs queue = queuedJobs(slurm, {jobs.offline, jobs.train, jobs.score, jobs.merge});
  for (int k = 0; k < plan.shards; ++k) {
    status.offlineDone += QFileInfo::exists(offlineShardPath(plan.dir, k)) ? 1 : 0;
    status.scoreDone += QFileInfo::exists(scoreShardPath(plan.dir, k)) ? 1 : 0;
  }
  status.trained = QFileInfo::exists(trainingPath(plan.dir));
  status.merged = QFileInfo::exists(plan.result);
  if (!status.merged)
    status.failure = runEndedWithout(queue, plan.result, plan.dir);
  return status;
}

Result<void> cancelEvaluationArray(CommandRunner &slurm, const EvaluationArrayJobs &jobs)
{
  return cancelJobs(slurm, {jobs.offline, jobs.train, jobs.score, jobs.merge});
}

Result<QJsonObject> runOfflineShard(const PolicyEvaluationOptions &o, int shard, int shards, const QString &dir,
                                    const PolicyEvaluationCallbacks &callbacks)
{
  const auto set = stageSetup(o, shard, shards, dir, callbacks);
  if (!set.ok())
    return failure(set.error());
  const std::vector<std::size_t> indices = shardOf(set->split.training.size(), shard, shards);
  if (callbacks.note)
    callbacks.note(CoreTr::tr("Offline data of %1 of the %2 training episodes (shard %3 of %4)…")
                       .arg(indices.size())
                       .arg(set->split.training.size())
                       .arg(shard)
                       .arg(shards));
  // Without a trained method there is nothing to generate: an empty shard says so.
  const OfflineData data =
      set->trains ? generateOfflineData(set->jobs, pick(set->split.training, indices), o.protocol) : OfflineData{};
  const QString path = offlineShardPath(dir, shard);
  if (const auto e = writeOfflineShard(path, shard, shards, indices, data); !e.ok())
    return failure(e.error());
  return QJsonObject{{QStringLiteral("stage"), QStringLiteral("offline")},
                     {QStringLiteral("shard"), shard},
                     {QStringLiteral("shards"), shards},
                     {QStringLiteral("episodes"), qint64(set->trains ? indices.size() : 0)},
                     {QStringLiteral("examples"), qint64(data.y.size())},
                     {QStringLiteral("seconds"), data.seconds},
                     {QStringLiteral("file"), path},
                     {QStringLiteral("peak_memory_mb"), peakResidentMegabytes()}};
}

Result<QJsonObject> runTrainingStage(const PolicyEvaluationOptions &o, int shards, const QString &dir,
                                     const PolicyEvaluationCallbacks &callbacks)
{
  const auto set = stageSetup(o, 0, shards, dir, callbacks);
  if (!set.ok())
    return failure(set.error());
  const EvaluationSetup &setup = set.value();
  const std::vector<Episode> noTraining;
  ModelCache cache(modelStore(dir), true, setup.modelKey, callbacks); // always trained afresh
  PolicyBuilder builder(o, setup.jobs, setup.trains ? setup.split.training : noTraining, cache, callbacks);
  QJsonObject stages;
  if (setup.trains) {
    auto merged = mergeOfflineShards(dir, shards, setup.split.training.size());
    if (!merged.ok())
      return failure(merged.error());
    stages.insert(QStringLiteral("offline_data"),
                  QJsonObject{{QStringLiteral("episodes"), qint64(setup.split.training.size())},
                              {QStringLiteral("examples"), qint64(merged->y.size())},
                              {QStringLiteral("seconds"), merged->seconds},
                              {QStringLiteral("shards"), shards}});
    builder.useOfflineData(std::move(merged).value());
  }
  if (const auto added = builder.addAll(o.methods); !added.ok())
    return failure(added.error());
  builder.releaseTrainingData();
  for (auto it = builder.stages.constBegin(); it != builder.stages.constEnd(); ++it)
    stages.insert(it.key(), it.value());
  const QJsonObject out{{QStringLiteral("stage"), QStringLiteral("train")},
                        {QStringLiteral("shards"), shards},
                        {QStringLiteral("stages"), stages},
                        {QStringLiteral("risk_forecaster"), builder.riskTraining},
                        {QStringLiteral("training_episodes"), qint64(setup.split.training.size())},
                        {QStringLiteral("embargoed_training_episodes"), setup.split.embargoed},
                        {QStringLiteral("store"), modelStore(dir)},
                        {QStringLiteral("peak_memory_mb"), peakResidentMegabytes()}};
  if (const auto e = writeJsonFile(trainingPath(dir), out); !e.ok())
    return failure(e.error());
  return out;
}

Result<QJsonObject> runScoreShard(const PolicyEvaluationOptions &o, int shard, int shards, const QString &dir,
                                  const PolicyEvaluationCallbacks &callbacks)
{
  const auto set = stageSetup(o, shard, shards, dir, callbacks);
  if (!set.ok())
    return failure(set.error());
  const EvaluationSetup &setup = set.value();
  if (!QFileInfo::exists(trainingPath(dir)))
    return failure(CoreTr::tr("%1 is missing: the training job has not run").arg(trainingPath(dir)));
  const std::vector<Episode> noTraining;
  ModelCache cache(modelStore(dir), false, setup.modelKey, callbacks);
  PolicyBuilder builder(o, setup.jobs, setup.trains ? setup.split.training : noTraining, cache, callbacks);
  builder.forbidTraining(CoreTr::tr("the training job did not store it in %1").arg(modelStore(dir)));
  if (const auto added = builder.addAll(o.methods); !added.ok())
    return failure(added.error());
  const std::vector<std::size_t> indices = shardOf(setup.split.validation.size(), shard, shards);
  if (callbacks.note)
    callbacks.note(CoreTr::tr("Scoring %1 methods on %2 of the %3 validation episodes (shard %4 of %5)…")
                       .arg(o.methods.size())
                       .arg(indices.size())
                       .arg(setup.split.validation.size())
                       .arg(shard)
                       .arg(shards));
  const ChainEvaluation evaluation =
      evaluateChains(setup.jobs, pick(setup.split.validation, indices), std::move(builder.policies),
                     o.methods.contains(QLatin1String("oracle")), o.protocol, callbacks.episodes);
  if (evaluation.episodes.size() != indices.size())
    return failure(CoreTr::tr("shard %1 of %2 was cancelled").arg(shard).arg(shards));
  QJsonObject out = scoreShardJson(shard, shards, indices, evaluation, cache.reused);
  if (const auto e = writeJsonFile(scoreShardPath(dir, shard), out); !e.ok())
    return failure(e.error());
  return QJsonObject{{QStringLiteral("stage"), QStringLiteral("score")},
                     {QStringLiteral("shard"), shard},
                     {QStringLiteral("shards"), shards},
                     {QStringLiteral("episodes"), qint64(indices.size())},
                     {QStringLiteral("file"), scoreShardPath(dir, shard)},
                     {QStringLiteral("wall_s"), evaluation.wallSeconds},
                     {QStringLiteral("peak_memory_mb"), peakResidentMegabytes()}};
}

Result<PolicyEvaluation> mergeScoreShards(const PolicyEvaluationOptions &o, int shards, const QString &dir,
                                          const PolicyEvaluationCallbacks &callbacks)
{
  using R = Result<PolicyEvaluation>;
  const auto set = stageSetup(o, 0, shards, dir, callbacks);
  if (!set.ok())
    return R::failure(set.error());
  const EvaluationSetup &setup = set.value();
  const auto training = readJsonFile(trainingPath(dir), CoreTr::tr("the training job's summary"));
  if (!training.ok())
    return R::failure(training.error());
  PolicyEvaluation result;
  ChainEvaluation &e = result.evaluation;
  e.options = o.protocol;
  e.episodes = setup.split.validation;
  e.details.resize(e.episodes.size());
  std::vector<char> seen(e.episodes.size(), 0);
  double shardSeconds = 0, peak = training->value(QLatin1String("peak_memory_mb")).toDouble();
  QJsonArray fromStore;
  for (int k = 0; k < shards; ++k) {
    const QString path = scoreShardPath(dir, k);
    const auto shard = readJsonFile(path, CoreTr::tr("score shard %1 of %2").arg(k).arg(shards));
    if (!shard.ok())
      return R::failure(shard.error());
    if (shard->value(QLatin1String("shard")).toInt(-1) != k || shard->value(QLatin1String("shards")).toInt() != shards)
      return R::failure(CoreTr::tr("%1 is not score shard %2 of %3").arg(path).arg(k).arg(shards));
    if (const auto added = addScoreShard(shard.value(), path, e, seen); !added.ok())
      return R::failure(added.error());
    shardSeconds += shard->value(QLatin1String("wall_s")).toDouble();
    e.wallSeconds = std::max(e.wallSeconds, shard->value(QLatin1String("wall_s")).toDouble());
    peak = std::max(peak, shard->value(QLatin1String("peak_memory_mb")).toDouble());
    if (k == 0)
      fromStore = shard->value(QLatin1String("models_from_store")).toArray();
  }
  for (std::size_t i = 0; i < seen.size(); ++i)
    if (!seen[i])
      return R::failure(CoreTr::tr("no score shard holds validation episode %1").arg(i + 1));
  result.trainingEpisodes = int(setup.split.training.size());
  result.embargoedEpisodes = setup.split.embargoed;
  QJsonObject &out = result.json;
  out = evaluationJson(o, setup, e, training->value(QLatin1String("risk_forecaster")).toObject());
  ModelCache summary(o.storePath, false, setup.modelKey, callbacks);
  summary.keepSummary(out, int(e.episodes.size()));
  QJsonObject stages = training->value(QLatin1String("stages")).toObject();
  stages.insert(QStringLiteral("evaluation_s"), e.wallSeconds); // the slowest shard
  stages.insert(QStringLiteral("evaluation_shard_s_total"), shardSeconds);
  stages.insert(QStringLiteral("peak_memory_mb"), std::max(peak, peakResidentMegabytes())); // of any job
  stages.insert(QStringLiteral("models_from_store"), fromStore);
  stages.insert(QStringLiteral("stale_models_retrained"), QJsonArray());
  stages.insert(QStringLiteral("slurm_array"), QJsonObject{{QStringLiteral("shards"), shards},
                                                           {QStringLiteral("dir"), QFileInfo(dir).absoluteFilePath()}});
  out.insert(QStringLiteral("stages"), stages);
  if (const auto written = writeJsonFile(QDir(dir).filePath(QStringLiteral("evaluation.json")), out); !written.ok())
    return R::failure(written.error());
  return result;
}

} // namespace mirage::services
