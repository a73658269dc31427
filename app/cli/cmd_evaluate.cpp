// mirage-cli evaluate: the Mirage paper's chain protocol on a trace — every submission policy on the
// same validation episodes, scored by interruption and overlap per load bucket.
#include "cli/cli_options.h"
#include "ml/ml_library.h"
#include "forecast/baseline_forecasters.h"
#include "forecast/forecast_evaluation.h"
#include "policy/chain_evaluation.h"
#include "policy/dqn_policy.h"
#include "policy/predictor_policy.h"
#include "policy/reinforce_policy.h"
#include "store/chain_store.h"
#include "traces/trace_reader.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTimeZone>

namespace mirage::cli {
namespace {
using namespace mirage::policy;

const QStringList kPredictors{QStringLiteral("random-forest"), QStringLiteral("xgboost"), QStringLiteral("transformer"),
                              QStringLiteral("moe")};
const QStringList kReinforce{QStringLiteral("reinforce"), QStringLiteral("reinforce-greedy"), QStringLiteral("dqn")};

QStringList knownMethods()
{
  return baselinePolicyNames() + kPredictors + kReinforce +
         QStringList{QStringLiteral("risk-optimal"), QStringLiteral("oracle")};
}

int runEvaluate(CliContext &ctx)
{
  QCommandLineParser parser;
  parser.setApplicationDescription(CliTr::tr(
      "Evaluate chain-submission policies with the Mirage paper's protocol: episodes of five days of the trace every "
      "four hours, a two-day warm-up, then a predecessor that runs to its limit and an identical successor submitted "
      "when the policy says so; d = start(successor) − end(predecessor)."));
  const QCommandLineOption trace(QStringLiteral("trace"), CliTr::tr("The trace (any format mirage-cli reads)."),
                                 CliTr::tr("file"));
  const QCommandLineOption split(QStringLiteral("split"),
                                 CliTr::tr("'paper': train 2022-11-01 … 2023-02-23, validate from 2023-03-01."),
                                 CliTr::tr("name"));
  const QCommandLineOption trainUntil(QStringLiteral("train-until"), CliTr::tr("End of training."), CliTr::tr("time"));
  const QCommandLineOption validateFrom(
      QStringLiteral("validate-from"),
      CliTr::tr("First validation episode (default: --train-until plus the episode length, five days, so that no "
                "training episode reaches into validation; earlier, the training episodes that would are dropped)."),
      CliTr::tr("time"));
  const QCommandLineOption nodes(QStringLiteral("nodes"), CliTr::tr("Simulated nodes (default 88)."), CliTr::tr("n"),
                                 QStringLiteral("88"));
  const QCommandLineOption gpus(QStringLiteral("gpus-per-node"),
                                CliTr::tr("GPUs per node, for GPU-hours of overlap (default 3)."), CliTr::tr("n"),
                                QStringLiteral("3"));
  const QCommandLineOption load(QStringLiteral("load-scale"), CliTr::tr("Arrival rate times this (default 1)."),
                                CliTr::tr("x"), QStringLiteral("1"));
  const QCommandLineOption chainNodes(QStringLiteral("chain-nodes"),
                                      CliTr::tr("Nodes of the predecessor and successor (default 1)."), CliTr::tr("n"),
                                      QStringLiteral("1"));
  const QCommandLineOption chainLimit(QStringLiteral("chain-limit"),
                                      CliTr::tr("Their time limit in minutes (default 2880)."), CliTr::tr("minutes"),
                                      QStringLiteral("2880"));
  const QCommandLineOption methods(
      QStringLiteral("methods"),
      CliTr::tr("Comma-separated methods (default: all): %1.").arg(knownMethods().join(QStringLiteral(", "))),
      CliTr::tr("list"));
  const QCommandLineOption weight(QStringLiteral("weight"),
                                  CliTr::tr("risk-optimal: weight of an interruption hour against an overlap GPU-hour, "
                                            "0…1 (default 0.5)."),
                                  CliTr::tr("w"), QStringLiteral("0.5"));
  const QCommandLineOption riskMethod(QStringLiteral("risk-forecast"),
                                      CliTr::tr("risk-optimal's wait forecaster: xgboost (trained on the training "
                                                "window) or slurm-estimate (default xgboost)."),
                                      CliTr::tr("method"), QStringLiteral("xgboost"));
  const QCommandLineOption zone = timeZoneOption(CliTr::tr("the trace's times"));
  const QCommandLineOption retrain(QStringLiteral("retrain"),
                                   CliTr::tr("Train every model again, even when the store (--db) holds one for these "
                                             "settings."));
  const QCommandLineOption json(QStringLiteral("json"), CliTr::tr("Print one JSON object."));
  parser.addOptions({trace, split, trainUntil, validateFrom, nodes, gpus, load, chainNodes, chainLimit, methods, weight,
                     riskMethod, zone, retrain, databaseOption(), json});
  if (const int rc = parseCommandLine(parser, QStringLiteral("evaluate"), ctx); rc >= 0)
    return rc;
  const auto usage = [&](const QString &message) {
    ctx.err << "mirage-cli evaluate: " << message << Qt::endl;
    return int(Usage);
  };
  const auto failure = [&](const QString &message) {
    ctx.err << "mirage-cli evaluate: " << message << Qt::endl;
    return int(Failure);
  };
  if (!parser.isSet(trace))
    return usage(CliTr::tr("--trace is required"));
  ProtocolOptions options;
  QString badNumber; // the first option out of its range, named
  const auto number = [&](const QCommandLineOption &o, double lo, double hi) {
    const auto v = parseNumberArgument(parser.value(o), lo, hi);
    if (!v && badNumber.isEmpty())
      badNumber = CliTr::tr("--%1 must be a number from %2 to %3, not '%4'")
                      .arg(o.names().constFirst())
                      .arg(lo)
                      .arg(hi)
                      .arg(parser.value(o));
    return v.value_or(lo);
  };
  options.nodes = int(number(nodes, 1, 1e6));
  options.gpusPerNode = int(number(gpus, 0, 64));
  options.loadScale = number(load, 0.05, 20);
  options.chainNodes = int(number(chainNodes, 1, 1e6));
  options.chainLimit = qint64(number(chainLimit, 1, 1e6)) * 60;
  const double riskWeight = number(weight, 0, 1);
  if (!badNumber.isEmpty())
    return usage(badNumber);
  if (options.chainNodes > options.nodes)
    return usage(CliTr::tr("--chain-nodes %1 is more than the %2 nodes").arg(options.chainNodes).arg(options.nodes));
  QStringList wanted =
      parser.isSet(methods) ? parser.value(methods).split(QLatin1Char(','), Qt::SkipEmptyParts) : knownMethods();
  for (QString &m : wanted) {
    m = m.trimmed();
    if (!knownMethods().contains(m))
      return usage(CliTr::tr("unknown method '%1' (known: %2)").arg(m, knownMethods().join(QStringLiteral(", "))));
  }
  EpochSeconds trainFromT = 0, trainUntilT = 0, validateFromT = 0;
  const auto paperTime = [](const char *iso) {
    return QDateTime::fromString(QString::fromLatin1(iso), Qt::ISODate).toSecsSinceEpoch();
  };
  if (parser.isSet(split)) {
    if (parser.value(split) != QLatin1String("paper"))
      return usage(CliTr::tr("--split: only 'paper' is known"));
    trainFromT = paperTime("2022-11-01T00:00:00Z");
    trainUntilT = paperTime("2023-02-23T00:00:00Z");
    validateFromT = paperTime("2023-03-01T00:00:00Z");
  } else {
    if (!parser.isSet(trainUntil))
      return usage(CliTr::tr("give --split paper, or --train-until (and --validate-from)"));
    const auto t = parseTimeArgument(parser.value(trainUntil));
    if (!t)
      return usage(notATimeError(QStringLiteral("train-until"), parser.value(trainUntil)));
    const auto v = parser.isSet(validateFrom) ? parseTimeArgument(parser.value(validateFrom))
                                              : std::optional<EpochSeconds>(*t + options.episodeLength);
    if (!v)
      return usage(notATimeError(QStringLiteral("validate-from"), parser.value(validateFrom)));
    trainUntilT = *t;
    validateFromT = *v;
  }
  if (validateFromT < trainUntilT)
    return usage(CliTr::tr("validation must not start before the end of training"));
  const QString riskForecast = parser.value(riskMethod);
  if (riskForecast != QLatin1String("xgboost") && riskForecast != QLatin1String("slurm-estimate"))
    return usage(CliTr::tr("--risk-forecast must be xgboost or slurm-estimate"));

  const auto traceZone = timeZoneValue(parser, zone);
  if (!traceZone.ok())
    return usage(traceZone.error());
  TraceOptions traceOptions;
  traceOptions.timeZone = traceZone.value();
  const auto read = readTraceJobs(parser.value(trace), traceOptions);
  if (!read.ok())
    return failure(read.error());
  const std::vector<TraceJob> &traceJobs = read.value();
  const std::vector<sim::SimJob> jobs = simJobsFromTrace(traceJobs, options.loadScale);
  if (jobs.empty())
    return failure(CliTr::tr("%1 has no job with submit, start, end, limit and nodes").arg(parser.value(trace)));
  const sim::SimTime first = jobs.front().submit;
  // The split in the workload's time (a load scale compresses it): training episodes that would
  // simulate a job of the validation window are dropped (the embargo), and said so.
  const EpisodeSplit episodeSplit = splitEpisodes(
      jobs, trainFromT > 0 ? scaledTime(trainFromT, first, options.loadScale) : first,
      scaledTime(trainUntilT, first, options.loadScale), scaledTime(validateFromT, first, options.loadScale), options);
  const std::vector<Episode> &episodes = episodeSplit.validation;
  if (episodes.empty())
    return failure(CliTr::tr("no validation episode: the trace must reach five days past --validate-from"));

  const bool quiet = parser.isSet(json);
  std::vector<std::unique_ptr<SubmissionPolicy>> policies;
  QJsonObject training, stages;
  // The paper's predictors learn from offline data of the training episodes; trained models are
  // kept in the store under a key naming what they were trained for, and found there next time.
  std::vector<Episode> trainingEpisodes;
  if (std::any_of(wanted.begin(), wanted.end(),
                  [](const QString &m) { return kPredictors.contains(m) || kReinforce.contains(m); })) {
    trainingEpisodes = episodeSplit.training;
    if (trainingEpisodes.empty())
      return failure(episodeSplit.embargoed > 0
                         ? CliTr::tr("no training episode ends before --validate-from %1 (%2 would reach into "
                                     "validation); give an earlier --train-until or a later --validate-from")
                               .arg(isoUtc(validateFromT))
                               .arg(episodeSplit.embargoed)
                         : CliTr::tr("no training episode before --train-until"));
    if (episodeSplit.embargoed > 0 && !quiet)
      ctx.err << CliTr::tr("%1 training episodes would simulate jobs of the validation window and are left out "
                           "(the embargo); %2 remain")
                     .arg(episodeSplit.embargoed)
                     .arg(trainingEpisodes.size())
              << Qt::endl;
  }
  OfflineData offline;
  bool offlineReady = false;
  const auto ensureOffline = [&] {
    if (offlineReady)
      return;
    if (!quiet)
      ctx.err << CliTr::tr("Generating offline data: %1 training episodes × %2 probes…")
                     .arg(trainingEpisodes.size())
                     .arg(kProbesPerEpisode)
              << Qt::endl;
    offline = generateOfflineData(jobs, trainingEpisodes, options);
    offlineReady = true;
    stages.insert(QStringLiteral("offline_data"),
                  QJsonObject{{QStringLiteral("episodes"), qint64(trainingEpisodes.size())},
                              {QStringLiteral("examples"), qint64(offline.y.size())},
                              {QStringLiteral("seconds"), offline.seconds}});
  };
  const QFileInfo traceFile(parser.value(trace));
  const QString modelKey =
      QStringLiteral("%1:%2|train=%3..%4|nodes=%5|load=%6|chain=%7x%8")
          .arg(traceFile.fileName())
          .arg(traceFile.size())
          .arg(trainFromT)
          .arg(trainUntilT)
          .arg(options.nodes)
          .arg(options.loadScale)
          .arg(options.chainNodes)
          .arg(options.chainLimit) +
      // The episodes actually trained on: with the embargo they depend on
      // --validate-from too, and a model of more episodes must not be reused.
      QStringLiteral("|episodes=%1,end=%2").arg(episodeSplit.training.size()).arg(episodeSplit.trainingEnd);
  Database db;
  const bool haveStore = db.open(databasePath(parser)).isEmpty();
  QJsonArray reused, stale;
  // A stored model is reused only when the code and hyper-parameters that trained it are today's
  // (its version); one trained by other code is trained again, and said so.
  const auto storedModel = [&](const QString &method, const QString &version) -> std::optional<QByteArray> {
    if (!haveStore || parser.isSet(retrain))
      return std::nullopt;
    const StoredChainModel found = loadChainModel(db, method, modelKey, version);
    if (!found.parameters && !found.otherVersions.isEmpty()) {
      stale.append(method);
      if (!quiet)
        ctx.err << CliTr::tr("The stored %1 model was trained by other code (%2); training it again.")
                       .arg(method, found.otherVersions.join(QStringLiteral("; ")))
                << Qt::endl;
    }
    return found.parameters;
  };
  const auto storeModel = [&](const QString &method, const QString &version, const QByteArray &bytes,
                              const QJsonObject &scores) {
    if (!haveStore)
      return;
    const QString e = saveChainModel(db, method, modelKey, version, trainingEpisodes.front().start,
                                     trainingEpisodes.back().start + options.episodeLength, bytes, scores);
    if (!e.isEmpty())
      ctx.err << "mirage-cli evaluate: " << e << Qt::endl;
  };
  const auto asBytes = [](const std::vector<std::uint8_t> &bytes) {
    return QByteArray(reinterpret_cast<const char *>(bytes.data()), qsizetype(bytes.size()));
  };
  QMap<QString, std::shared_ptr<const ml::Regressor>> predictors;
  std::optional<PolicyHead> reinforceHead;
  for (const QString &m : std::as_const(wanted)) {
    if (auto baseline = makeBaselinePolicy(m)) {
      policies.push_back(std::move(baseline));
      continue;
    }
    if (kPredictors.contains(m) || kReinforce.contains(m)) {
      const QString predictorName = kPredictors.contains(m) ? m : QStringLiteral("xgboost");
      if (!predictors.contains(predictorName)) {
        if (const auto bytes = storedModel(predictorName, paperPredictorVersion(predictorName))) {
          auto model = loadPaperPredictor(predictorName, std::vector<std::uint8_t>(bytes->begin(), bytes->end()));
          if (model.ok()) {
            predictors.insert(predictorName, model.value());
            reused.append(predictorName);
          }
        }
      }
      if (!predictors.contains(predictorName)) {
        ensureOffline();
        if (!quiet)
          ctx.err << CliTr::tr("Training %1 on %2 examples…").arg(predictorName).arg(offline.y.size()) << Qt::endl;
        QElapsedTimer timer;
        timer.start();
        auto model = trainPaperPredictor(predictorName, offline);
        if (!model.ok())
          return failure(model.error());
        stages.insert(QStringLiteral("train_") + predictorName, double(timer.nsecsElapsed()) / 1e9);
        predictors.insert(predictorName, model.value());
        storeModel(predictorName, paperPredictorVersion(predictorName), asBytes(model.value()->save()),
                   QJsonObject{{QStringLiteral("examples"), qint64(offline.y.size())}});
      }
      const auto predictor = predictors.value(predictorName);
      if (kPredictors.contains(m)) {
        policies.push_back(std::make_unique<ThresholdPolicy>(m, predictor));
        continue;
      }
      if (m == QLatin1String("dqn")) {
        std::shared_ptr<const ml::Regressor> q;
        if (const auto stored = storedModel(m, dqnVersion()))
          if (const ml::PluginApi *api = MlLibrary::api()) {
            try {
              std::shared_ptr<ml::Regressor> loaded = api->make("torch-mlp", {});
              loaded->load(std::vector<std::uint8_t>(stored->begin(), stored->end()));
              q = std::move(loaded);
              reused.append(m);
            } catch (const ml::MlError &) {
              // trained again below
            }
          }
        if (!q) {
          if (!quiet)
            ctx.err << CliTr::tr("Training the DQN on %1 training episodes…").arg(trainingEpisodes.size()) << Qt::endl;
          const DqnTraining trained = trainDqn(jobs, trainingEpisodes, predictor, options);
          if (!trained.q)
            return failure(CliTr::tr("dqn: %1").arg(trained.error));
          q = trained.q;
          stages.insert(QStringLiteral("train_dqn"),
                        QJsonObject{{QStringLiteral("seconds"), trained.seconds},
                                    {QStringLiteral("transitions"), qint64(trained.transitions)}});
          storeModel(m, dqnVersion(), asBytes(q->save()),
                     QJsonObject{{QStringLiteral("transitions"), qint64(trained.transitions)}});
        }
        policies.push_back(std::make_unique<DqnPolicy>(predictor, q, 0.0, 7));
        continue;
      }
      if (!reinforceHead) {
        if (const auto stored = storedModel(QStringLiteral("reinforce"), reinforceVersion())) {
          const QJsonArray h = QJsonDocument::fromJson(*stored).array();
          if (h.size() == 4) {
            reinforceHead = PolicyHead{{h[0].toDouble(), h[1].toDouble()}, {h[2].toDouble(), h[3].toDouble()}};
            reused.append(QStringLiteral("reinforce"));
          }
        }
      }
      if (!reinforceHead) {
        if (!quiet)
          ctx.err << CliTr::tr("Training the policy gradient (REINFORCE) on %1 training episodes…")
                         .arg(trainingEpisodes.size())
                  << Qt::endl;
        const ReinforceTraining pg = trainReinforce(jobs, trainingEpisodes, predictor, options);
        reinforceHead = pg.head;
        const QJsonArray h{pg.head.weight[0], pg.head.weight[1], pg.head.bias[0], pg.head.bias[1]};
        storeModel(QStringLiteral("reinforce"), reinforceVersion(), QJsonDocument(h).toJson(QJsonDocument::Compact),
                   QJsonObject{{QStringLiteral("updates"), qint64(pg.meanReward.size())}});
        stages.insert(
            QStringLiteral("train_reinforce"),
            QJsonObject{{QStringLiteral("seconds"), pg.seconds},
                        {QStringLiteral("updates"), qint64(pg.meanReward.size())},
                        {QStringLiteral("first_mean_reward"), pg.meanReward.empty() ? 0.0 : pg.meanReward.front()},
                        {QStringLiteral("last_mean_reward"), pg.meanReward.empty() ? 0.0 : pg.meanReward.back()},
                        {QStringLiteral("head"),
                         QJsonArray{pg.head.weight[0], pg.head.weight[1], pg.head.bias[0], pg.head.bias[1]}}});
      }
      policies.push_back(
          std::make_unique<ReinforcePolicy>(predictor, *reinforceHead, m == QLatin1String("reinforce-greedy"), 7));
      continue;
    }
    if (m != QLatin1String("risk-optimal"))
      continue;
    std::shared_ptr<const Forecaster> forecaster;
    if (riskForecast == QLatin1String("slurm-estimate")) {
      forecaster = std::make_shared<SlurmEstimateForecaster>();
    } else {
      if (!quiet)
        ctx.err << CliTr::tr("Training the risk policy's wait forecaster (xgboost)…") << Qt::endl;
      // Trained on the training window as the evaluation's simulator plays it (its nodes, its
      // load), the waits it would have seen there.
      const sim::SimTime until = scaledTime(trainUntilT, first, options.loadScale);
      ReplayOptions replayOptions;
      replayOptions.nodes = options.nodes;
      const TraceReplay replay(simulatedHistory(jobs, until, options), replayOptions);
      const EpochSeconds from =
          trainFromT > 0 ? scaledTime(trainFromT, first, options.loadScale) : replay.firstStart() + 2 * 86400;
      const TrainingSet set = collectTrainingSet(replay, from, until);
      LearnedTrainingOptions learned;
      auto model = LearnedForecaster::train(QStringLiteral("xgboost"), set, learned);
      if (!model.ok())
        return failure(model.error());
      forecaster = model.value();
      training = QJsonObject{{QStringLiteral("forecaster"), QStringLiteral("xgboost")},
                             {QStringLiteral("examples"), qint64(set.size())},
                             {QStringLiteral("from"), isoUtc(from)},
                             {QStringLiteral("until"), isoUtc(until)},
                             {QStringLiteral("history"), QStringLiteral("simulated")}};
    }
    RiskOptions risk;
    risk.weight = riskWeight;
    policies.push_back(std::make_unique<RiskOptimalPolicy>(forecaster, risk));
  }
  const ChainEvaluation evaluation = evaluateChains(
      jobs, episodes, std::move(policies), wanted.contains(QLatin1String("oracle")), options, [&](int done, int total) {
        if (!quiet && (done % 20 == 0 || done == total))
          ctx.err << CliTr::tr("%1 of %2 episodes").arg(done).arg(total) << Qt::endl;
        return true;
      });
  QJsonObject out = chainEvaluationJson(evaluation);
  out.insert(QStringLiteral("trace"), parser.value(trace));
  out.insert(QStringLiteral("validate_from"), isoUtc(validateFromT));
  out.insert(QStringLiteral("split"),
             QJsonObject{{QStringLiteral("train_until"), isoUtc(trainUntilT)},
                         {QStringLiteral("validate_from"), isoUtc(validateFromT)},
                         {QStringLiteral("training_episodes"), qint64(episodeSplit.training.size())},
                         {QStringLiteral("embargoed_training_episodes"), episodeSplit.embargoed},
                         {QStringLiteral("validation_episodes"), qint64(episodeSplit.validation.size())}});
  if (!training.isEmpty())
    out.insert(QStringLiteral("risk_forecaster"), training);
  if (haveStore) {
    // The summary the Chains workspace shows beside its policy selector.
    QJsonArray summary;
    for (const QJsonValue &v : out[QLatin1String("methods")].toArray())
      summary.append(QJsonObject{{QStringLiteral("name"), v[QLatin1String("name")]},
                                 {QStringLiteral("all"), v[QLatin1String("buckets")][QLatin1String("all")]}});
    const QString e = saveChainEvaluation(db, modelKey,
                                          QJsonObject{{QStringLiteral("key"), modelKey},
                                                      {QStringLiteral("episodes"), qint64(evaluation.episodes.size())},
                                                      {QStringLiteral("methods"), summary}});
    if (!e.isEmpty())
      ctx.err << "mirage-cli evaluate: " << e << Qt::endl;
  }
  stages.insert(QStringLiteral("evaluation_s"), evaluation.wallSeconds);
  stages.insert(QStringLiteral("models_from_store"), reused);
  stages.insert(QStringLiteral("stale_models_retrained"), stale);
  out.insert(QStringLiteral("stages"), stages);
  if (quiet) {
    ctx.out << QJsonDocument(out).toJson(QJsonDocument::Compact) << Qt::endl;
    return Success;
  }
  ctx.out << CliTr::tr("Trained on %1 episodes before %2 (%3 left out for the embargo); validated from %4.")
                 .arg(episodeSplit.training.size())
                 .arg(isoUtc(trainUntilT), QString::number(episodeSplit.embargoed), isoUtc(validateFromT))
          << Qt::endl;
  ctx.out << CliTr::tr("%1 episodes on %2 nodes (load ×%3), chains of %4 node(s) × %5 min, in %6 s")
                 .arg(evaluation.episodes.size())
                 .arg(options.nodes)
                 .arg(options.loadScale)
                 .arg(options.chainNodes)
                 .arg(options.chainLimit / 60)
                 .arg(evaluation.wallSeconds, 0, 'f', 1)
          << Qt::endl;
  for (const char *bucket : {"all", "low", "medium", "heavy"}) {
    const int n = out[QLatin1String("methods")]
                      .toArray()
                      .first()
                      .toObject()[QLatin1String("buckets")]
                      .toObject()[QLatin1String(bucket)]
                      .toObject()[QLatin1String("n")]
                      .toInt();
    ctx.out << Qt::endl << CliTr::tr("%1 (%2 episodes)").arg(QLatin1String(bucket)).arg(n) << Qt::endl;
    if (n == 0)
      continue;
    ctx.out << QStringLiteral("  %1 %2 %3 %4 %5 %6")
                   .arg(CliTr::tr("method"), -14)
                   .arg(CliTr::tr("interr. h [95 %]"), 20)
                   .arg(CliTr::tr("median d h"), 11)
                   .arg(CliTr::tr("no interr."), 11)
                   .arg(CliTr::tr("overlap h [95 %]"), 20)
                   .arg(CliTr::tr("vs reactive [95 %]"), 22)
            << Qt::endl;
    for (const QJsonValue &v : out[QLatin1String("methods")].toArray()) {
      const QJsonObject m = v.toObject();
      const QJsonObject b = m[QLatin1String("buckets")].toObject()[QLatin1String(bucket)].toObject();
      // A mean with its bootstrap interval, as the JSON has it: "0.75 [0.61–0.90]".
      const auto withInterval = [&b](const char *key) {
        const QJsonValue value = b[QLatin1String(key)];
        if (value.isNull() || value.isUndefined())
          return QStringLiteral("—");
        const QJsonArray ci = b[QLatin1String(key) + QLatin1String("_ci")].toArray();
        QString text = QString::number(value.toDouble(), 'f', 2);
        if (ci.size() == 2)
          text += QStringLiteral(" [%1–%2]").arg(ci[0].toDouble(), 0, 'f', 2).arg(ci[1].toDouble(), 0, 'f', 2);
        return text;
      };
      ctx.out << QStringLiteral("  %1 %2 %3 %4 %5 %6")
                     .arg(m[QLatin1String("name")].toString(), -14)
                     .arg(withInterval("mean_interruption_h"), 20)
                     .arg(b[QLatin1String("median_d_h")].toDouble(), 11, 'f', 2)
                     .arg(b[QLatin1String("zero_interruption_share")].toDouble(), 11, 'f', 2)
                     .arg(withInterval("mean_overlap_h"), 20)
                     .arg(withInterval("interruption_reduction_vs_reactive"), 22)
              << Qt::endl;
    }
  }
  return Success;
}

const RegisterCommand reg(
    {QStringLiteral("evaluate"),
     [] { return CliTr::tr("Evaluate chain-submission policies on a trace (the paper's protocol)"); }, &runEvaluate});

} // namespace
} // namespace mirage::cli
