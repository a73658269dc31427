#include "cli/evaluate_array.h"

#include "cli/cli_options.h"
#include "whatif/slurm_array.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>

namespace mirage::cli {
namespace {

int submit(CliContext &ctx, const services::PolicyEvaluationOptions &options, const EvaluateArrayRequest &request,
           bool quiet)
{
  const auto fail = [&](const QString &message) {
    ctx.err << "mirage-cli evaluate: " << message << Qt::endl;
    return int(Failure);
  };
  const auto plan =
      services::writeEvaluationArrayPlan(services::evaluateArguments(options), request.workdir, request.partition,
                                         request.shards, QCoreApplication::applicationFilePath());
  if (!plan.ok())
    return fail(plan.error());
  QJsonObject planned{{QStringLiteral("shards"), plan->shards},
                      {QStringLiteral("offline_script"), plan->offlineScript},
                      {QStringLiteral("train_script"), plan->trainScript},
                      {QStringLiteral("score_script"), plan->scoreScript},
                      {QStringLiteral("merge_script"), plan->mergeScript},
                      {QStringLiteral("result"), plan->result}};
  if (!quiet)
    ctx.out << CliTr::tr("%1 shards; the jobs' scripts are in %2 (offline, train, score, merge)")
                   .arg(plan->shards)
                   .arg(plan->dir)
            << Qt::endl;
  if (!request.yes) {
    if (quiet)
      ctx.out << QJsonDocument(planned).toJson(QJsonDocument::Compact) << Qt::endl;
    return fail(CliTr::tr("nothing submitted: run again with --yes to submit the four jobs"));
  }
  const auto runner = makeRunner(QStringLiteral("local"), QString());
  if (!runner)
    return fail(runner.error());
  const auto jobs = services::submitEvaluationArrayPlan(**runner, plan.value());
  if (!jobs.ok())
    return fail(jobs.error());
  if (quiet) {
    planned.insert(QStringLiteral("offline_job"), jobs->offline);
    planned.insert(QStringLiteral("train_job"), jobs->train);
    planned.insert(QStringLiteral("score_job"), jobs->score);
    planned.insert(QStringLiteral("merge_job"), jobs->merge);
    ctx.out << QJsonDocument(planned).toJson(QJsonDocument::Compact) << Qt::endl;
  } else {
    ctx.out << CliTr::tr("Submitted jobs %1 (offline data), %2 (training), %3 (scoring) and %4 (merge); the "
                         "evaluation will be in %5")
                   .arg(jobs->offline, jobs->train, jobs->score, jobs->merge, plan->result)
            << Qt::endl;
  }
  return Success;
}

} // namespace

Result<EvaluateArrayRequest> evaluateArrayRequest(const QCommandLineParser &parser, const EvaluateArrayFlags &flags)
{
  EvaluateArrayRequest r;
  r.submit = parser.isSet(flags.slurmArray);
  r.yes = parser.isSet(flags.yes);
  r.partition = parser.value(flags.partition);
  r.workdir = parser.isSet(flags.workdir) ? parser.value(flags.workdir)
                                          : QDir::current().filePath(QStringLiteral("mirage-evaluate"));
  if (parser.isSet(flags.shards)) {
    const auto n = parseWholeArgument(parser.value(flags.shards), 1, 10000);
    if (!n)
      return failure(notAWholeNumberError(QStringLiteral("shards"), parser.value(flags.shards), 1, 10000));
    r.shards = int(*n);
  }
  if (parser.isSet(flags.stage)) {
    r.stage = services::arrayStageNamed(parser.value(flags.stage));
    if (!r.stage)
      return failure(CliTr::tr("--array-stage must be one of %1, not '%2'")
                         .arg(services::arrayStageNames().join(QStringLiteral(", ")), parser.value(flags.stage)));
    if (r.submit)
      return failure(CliTr::tr("--array-stage and --slurm-array cannot be used together"));
    if (!parser.isSet(flags.workdir))
      return failure(CliTr::tr("--array-stage needs --workdir"));
    const bool sharded = *r.stage == services::ArrayStage::Offline || *r.stage == services::ArrayStage::Score;
    if (sharded) {
      if (!parser.isSet(flags.shard))
        return failure(CliTr::tr("--array-stage %1 needs --shard K/N").arg(parser.value(flags.stage)));
      const auto kn = whatif::parseShard(parser.value(flags.shard));
      if (!kn.ok())
        return failure(kn.error());
      r.shard = kn->first;
      r.shards = kn->second;
    } else if (!parser.isSet(flags.shards)) {
      return failure(CliTr::tr("--array-stage %1 needs --shards N").arg(parser.value(flags.stage)));
    }
  } else if (!r.submit) {
    for (const QCommandLineOption *o : {&flags.partition, &flags.shards, &flags.workdir, &flags.yes, &flags.shard})
      if (parser.isSet(*o))
        return failure(CliTr::tr("--%1 needs --slurm-array").arg(o->names().constFirst()));
  }
  return r;
}

int runEvaluateArray(CliContext &ctx, const services::PolicyEvaluationOptions &options,
                     const EvaluateArrayRequest &request, bool quiet,
                     const services::PolicyEvaluationCallbacks &callbacks)
{
  if (!request.stage)
    return submit(ctx, options, request, quiet);
  Result<QJsonObject> done = failure(QString());
  switch (*request.stage) {
  case services::ArrayStage::Offline:
    done = services::runOfflineShard(options, request.shard, request.shards, request.workdir, callbacks);
    break;
  case services::ArrayStage::Train:
    done = services::runTrainingStage(options, request.shards, request.workdir, callbacks);
    break;
  case services::ArrayStage::Score:
    done = services::runScoreShard(options, request.shard, request.shards, request.workdir, callbacks);
    break;
  case services::ArrayStage::Merge: {
    const auto merged = services::mergeScoreShards(options, request.shards, request.workdir, callbacks);
    done = merged.ok() ? Result<QJsonObject>(merged->json) : Result<QJsonObject>::failure(merged.error());
    break;
  }
  }
  if (!done.ok()) {
    ctx.err << "mirage-cli evaluate: " << done.error() << Qt::endl;
    return Failure;
  }
  // A job's log: what the stage did, as JSON.
  ctx.out << QJsonDocument(done.value()).toJson(QJsonDocument::Compact) << Qt::endl;
  return Success;
}

} // namespace mirage::cli
