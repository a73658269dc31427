// mirage-cli chain add|list|run: define a chain of jobs and let Mirage submit each link when its
// policy says so (only with --yes: nothing is submitted without the user's word).
#include "cli/cli_options.h"
#include "core/duration.h"
#include "forecast/forecaster_factory.h"
#include "policy/chain_runner.h"
#include "services/chain_operations.h"
#include "store/chain_store.h"
#include "store/forecast_model_store.h"

#include <QDateTime>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QScopeGuard>
#include <QThread>

namespace mirage::cli {
namespace {
using namespace mirage::policy;

struct ChainAddFlags {
  const QCommandLineOption name{QStringLiteral("name"), CliTr::tr("The chain's name."), CliTr::tr("name")};
  const QCommandLineOption source{QStringLiteral("source"), CliTr::tr("local (default) or ssh://[user@]host[:port]."),
                                  CliTr::tr("source"), QStringLiteral("local")};
  const QCommandLineOption sshConfig{QStringLiteral("ssh-config"), CliTr::tr("An ssh_config file for ssh -F."),
                                     CliTr::tr("file")};
  const QCommandLineOption partition{QStringLiteral("partition"), CliTr::tr("The partition."), CliTr::tr("name")};
  const QCommandLineOption script{QStringLiteral("script"),
                                  CliTr::tr("An sbatch script (repeat for a different script per link; the last one "
                                            "runs for the remaining links)."),
                                  CliTr::tr("file")};
  const QCommandLineOption links{QStringLiteral("links"), CliTr::tr("How many jobs in all (default 2)."),
                                 CliTr::tr("n"), QStringLiteral("2")};
  const QCommandLineOption nodes{QStringLiteral("nodes"), CliTr::tr("Nodes per job (default 1)."), CliTr::tr("n"),
                                 QStringLiteral("1")};
  const QCommandLineOption gpus{QStringLiteral("gpus-per-node"), CliTr::tr("GPUs per node (default 0)."),
                                CliTr::tr("n"), QStringLiteral("0")};
  const QCommandLineOption limit{QStringLiteral("time"), CliTr::tr("Each job's time limit, in Slurm's syntax."),
                                 CliTr::tr("limit")};
  const QCommandLineOption policyName{QStringLiteral("policy"),
                                      CliTr::tr("When to submit each successor: %1 (default risk-optimal: the lead of "
                                                "least expected cost at --weight).")
                                          .arg(chainPolicyNames().join(QStringLiteral(", "))),
                                      CliTr::tr("name"), QStringLiteral("risk-optimal")};
  const QCommandLineOption weight = interruptionWeightOption(CliTr::tr("risk-optimal's lead"));
  const QCommandLineOption json{QStringLiteral("json"), CliTr::tr("Print the stored chain as one JSON object.")};
};

// The chain the options describe, validated (each error names its option or field).
Result<ChainDefinition> chainFromOptions(const QCommandLineParser &parser, const ChainAddFlags &f)
{
  ChainDefinition c;
  c.name = parser.value(f.name);
  c.source = parser.value(f.source);
  c.sshConfig = parser.value(f.sshConfig);
  c.partition = parser.value(f.partition);
  for (const QString &s : parser.values(f.script))
    c.scripts << (c.source == QLatin1String("local") ? QFileInfo(s).absoluteFilePath() : s);
  for (const auto &[option, target, lo, hi] :
       {std::tuple{&f.links, &c.links, 1, 10000}, std::tuple{&f.nodes, &c.nodes, 1, 100000},
        std::tuple{&f.gpus, &c.gpusPerNode, 0, 64}}) {
    const auto n = parseWholeArgument(parser.value(*option), lo, hi);
    if (!n)
      return failure(notAWholeNumberError(option->names().first(), parser.value(*option), lo, hi));
    *target = int(*n);
  }
  c.policy = parser.value(f.policyName);
  const auto weight = interruptionWeightValue(parser, f.weight);
  if (!weight.ok())
    return failure(weight.error());
  c.interruptionWeight = weight.value();
  if (!parser.isSet(f.limit))
    return failure(CliTr::tr("--time is required"));
  const auto seconds = parseSlurmDuration(parser.value(f.limit));
  if (!seconds.ok())
    return failure(CliTr::tr("--time: %1").arg(seconds.error()));
  c.limitSeconds = *seconds;
  if (const auto e = validateChain(c); !e.ok())
    return failure(e.error());
  return c;
}

void printStoredChain(CliContext &ctx, const ChainDefinition &c, qint64 id, bool json)
{
  if (json) {
    ctx.out << QJsonDocument(QJsonObject{{QStringLiteral("id"), id},
                                         {QStringLiteral("name"), c.name},
                                         {QStringLiteral("source"), c.source},
                                         {QStringLiteral("partition"), c.partition},
                                         {QStringLiteral("scripts"), QJsonArray::fromStringList(c.scripts)},
                                         {QStringLiteral("links"), c.links},
                                         {QStringLiteral("nodes"), c.nodes},
                                         {QStringLiteral("gpus_per_node"), c.gpusPerNode},
                                         {QStringLiteral("time_limit"), formatSlurmDuration(c.limitSeconds)},
                                         {QStringLiteral("time_limit_s"), c.limitSeconds},
                                         {QStringLiteral("policy"), c.policy},
                                         {QStringLiteral("interruption_weight"), c.interruptionWeight}})
                   .toJson(QJsonDocument::Compact)
            << Qt::endl;
    return;
  }
  ctx.out << CliTr::tr("chain %1 stored (%2 links of %3 on %4, policy %5)")
                 .arg(c.name)
                 .arg(c.links)
                 .arg(formatSlurmDuration(c.limitSeconds), c.partition, c.policy)
          << Qt::endl;
}

int chainAdd(CliContext &ctx, QCommandLineParser &parser)
{
  const ChainAddFlags f;
  parser.addOptions({f.name, f.source, f.sshConfig, f.partition, f.script, f.links, f.nodes, f.gpus, f.limit,
                     f.policyName, f.weight, f.json});
  if (const int rc = parseCommandLine(parser, QStringLiteral("chain add"), ctx); rc >= 0)
    return rc;
  const auto fail = [&](const QString &m, ExitCode code) {
    ctx.err << "mirage-cli chain add: " << m << Qt::endl;
    return int(code);
  };
  const auto chain = chainFromOptions(parser, f);
  if (!chain.ok())
    return fail(chain.error(), Usage);
  const auto runner = makeRunner(chain->source, chain->sshConfig);
  if (!runner)
    return fail(runner.error(), Usage);
  const auto partitions = services::readPartitionLimits(**runner);
  if (!partitions.ok())
    return fail(partitions.error(), Failure);
  if (const auto fits = services::checkChainFitsCluster(*chain, *partitions); !fits.ok())
    return fail(fits.error(), Usage);
  Database db;
  if (const auto e = db.open(databasePath(parser)); !e.ok())
    return fail(e.error(), Failure);
  const auto id = saveChain(db, *chain);
  if (!id.ok())
    return fail(id.error(), Failure);
  printStoredChain(ctx, *chain, id.value(), parser.isSet(f.json));
  return Success;
}

int chainList(CliContext &ctx, QCommandLineParser &parser)
{
  const QCommandLineOption json(QStringLiteral("json"), CliTr::tr("Print one JSON object."));
  parser.addOption(json);
  if (const int rc = parseCommandLine(parser, QStringLiteral("chain list"), ctx); rc >= 0)
    return rc;
  Database db;
  if (const auto e = db.open(databasePath(parser)); !e.ok()) {
    ctx.err << "mirage-cli chain list: " << e.error() << Qt::endl;
    return Failure;
  }
  QJsonArray all;
  for (const StoredChain &c : listChains(db)) {
    QJsonObject o = c.definition.toJson();
    QJsonArray links;
    for (const ChainLink &l : chainLinks(db, c.id))
      links.append(QJsonObject{{QStringLiteral("link"), l.link},
                               {QStringLiteral("tag"), l.tag},
                               {QStringLiteral("state"), l.state},
                               {QStringLiteral("job_id"), l.jobId},
                               {QStringLiteral("submitted"), l.submitted > 0 ? isoUtc(l.submitted) : QString()}});
    o.insert(QStringLiteral("submitted_links"), links);
    all.append(o);
  }
  if (parser.isSet(json)) {
    ctx.out << QJsonDocument(QJsonObject{{QStringLiteral("chains"), all}}).toJson(QJsonDocument::Compact) << Qt::endl;
    return Success;
  }
  for (const QJsonValue &v : std::as_const(all)) {
    const QJsonObject o = v.toObject();
    ctx.out << CliTr::tr("%1: %2 of %3 links submitted (%4, %5)")
                   .arg(o[QLatin1String("name")].toString())
                   .arg(o[QLatin1String("submitted_links")].toArray().size())
                   .arg(o[QLatin1String("links")].toInt())
                   .arg(o[QLatin1String("partition")].toString(), o[QLatin1String("policy")].toString())
            << Qt::endl;
  }
  return Success;
}

QJsonObject stepJson(const RunnerStep &step)
{
  static const char *const kKinds[] = {"waiting", "submitted", "reconciled", "done", "needs-confirmation"};
  QJsonObject o{{QStringLiteral("time"), isoUtc(QDateTime::currentSecsSinceEpoch())},
                {QStringLiteral("kind"), QString::fromLatin1(kKinds[int(step.kind)])},
                {QStringLiteral("message"), step.message}};
  if (step.link >= 0)
    o.insert(QStringLiteral("link"), step.link);
  if (!step.jobId.isEmpty())
    o.insert(QStringLiteral("job_id"), step.jobId);
  return o;
}

int chainRun(CliContext &ctx, QCommandLineParser &parser)
{
  const QCommandLineOption name(QStringLiteral("name"), CliTr::tr("The chain."), CliTr::tr("name"));
  const QCommandLineOption yes(QStringLiteral("yes"),
                               CliTr::tr("Submit the links (without it, Mirage only says when it would)."));
  const QCommandLineOption interval(QStringLiteral("interval"), CliTr::tr("Seconds between looks (default 60)."),
                                    CliTr::tr("s"), QStringLiteral("60"));
  const QCommandLineOption once(QStringLiteral("once"), CliTr::tr("Look once and exit."));
  const QCommandLineOption json(QStringLiteral("json"), CliTr::tr("Print each look as one JSON line."));
  parser.addOptions({name, yes, interval, once, json});
  if (const int rc = parseCommandLine(parser, QStringLiteral("chain run"), ctx); rc >= 0)
    return rc;
  const auto fail = [&](const QString &m, int code) {
    ctx.err << "mirage-cli chain run: " << m << Qt::endl;
    return code;
  };
  if (!parser.isSet(name))
    return fail(CliTr::tr("--name is required"), Usage);
  bool ok = false;
  const int seconds = parser.value(interval).toInt(&ok);
  if (!ok || seconds < 1)
    return fail(CliTr::tr("--interval must be a whole number of seconds ≥ 1"), Usage);
  Database db;
  if (const auto e = db.open(databasePath(parser)); !e.ok())
    return fail(e.error(), Failure);
  auto chain = loadChain(db, parser.value(name));
  if (!chain.ok())
    return fail(chain.error(), Failure);
  // One runner per chain: not while a window (or another chain run) runs it; given back on exit.
  const QString holder = QStringLiteral("mirage-cli chain run");
  if (const auto held = acquireChainRunner(db, chain->id, holder, QDateTime::currentSecsSinceEpoch()); !held.ok())
    return fail(held.error(), Failure);
  const auto release = qScopeGuard([&] { releaseChainRunner(db, chain->id); });
  StoreChainJournal journal(db);
  auto opened = services::openChainRunner(journal, *chain);
  if (!opened)
    return fail(opened.error(), Failure);
  ChainRunner &runner = *opened.value();
  while (true) {
    if (const auto held = acquireChainRunner(db, chain->id, holder, QDateTime::currentSecsSinceEpoch()); !held.ok())
      return fail(held.error(), Failure); // the heartbeat
    const auto step = runner.step(QDateTime::currentSecsSinceEpoch(), parser.isSet(yes));
    if (!step.ok())
      ctx.err << "mirage-cli chain run: " << step.error() << Qt::endl; // keep watching
    else if (parser.isSet(json))
      ctx.out << QJsonDocument(stepJson(*step)).toJson(QJsonDocument::Compact) << Qt::endl;
    else
      ctx.out << QDateTime::currentDateTime().toString(Qt::ISODate) << "  " << step->message << Qt::endl;
    if (step.ok() && step->kind == RunnerStep::Kind::Done)
      return Success;
    if (step.ok() && step->kind == RunnerStep::Kind::NeedsConfirmation)
      return fail(CliTr::tr("nothing was submitted: run again with --yes to let Mirage submit"), Failure);
    if (parser.isSet(once))
      return step.ok() ? Success : Failure;
    QThread::sleep(static_cast<unsigned long>(seconds));
  }
}

int runChain(CliContext &ctx)
{
  const QString action = ctx.arguments.value(0);
  const QStringList rest = ctx.arguments.mid(1);
  CliContext sub = ctx;
  sub.arguments = rest;
  QCommandLineParser parser;
  parser.addOption(databaseOption());
  if (action == QLatin1String("add")) {
    parser.setApplicationDescription(CliTr::tr("Store a chain: its scripts, partition, size, limit and policy."));
    return chainAdd(sub, parser);
  }
  if (action == QLatin1String("list")) {
    parser.setApplicationDescription(CliTr::tr("The stored chains and their submitted links."));
    return chainList(sub, parser);
  }
  if (action == QLatin1String("run")) {
    parser.setApplicationDescription(CliTr::tr("Watch a chain's newest job and submit the next link when the "
                                               "policy says so (with --yes)."));
    return chainRun(sub, parser);
  }
  const bool help = action == QLatin1String("--help") || action == QLatin1String("-h");
  (help ? ctx.out : ctx.err) << CliTr::tr("Usage: mirage-cli chain add|list|run [options]\n"
                                          "  add   store a chain: its scripts, partition, size, limit and policy\n"
                                          "  list  the stored chains and their submitted links\n"
                                          "  run   watch a chain's newest job and submit the next link when the policy "
                                          "says so\n"
                                          "`mirage-cli chain ACTION --help` lists an action's options.")
                             << Qt::endl;
  return help ? int(Success) : int(Usage);
}

const RegisterCommand reg({QStringLiteral("chain"),
                           [] { return CliTr::tr("Define chains of jobs and submit their links (add, list, run)"); },
                           &runChain});

} // namespace
} // namespace mirage::cli
