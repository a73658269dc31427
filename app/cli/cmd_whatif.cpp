// mirage-cli whatif: run what-if scenarios (a file of them, or stored ones) on the simulator, in
// parallel, and compare each with the first; or sweep one parameter of a scenario over a range
// (services/whatif_runs); or hand them to the cluster as a job array.
#include "cli/cli_options.h"
#include "core/atomic_file.h"
#include "services/whatif_runs.h"
#include "slurm/command_runner.h"
#include "store/database.h"
#include "store/scenario_store.h"
#include "whatif/slurm_array.h"
#include "whatif/whatif_run.h"

#include <QDateTime>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace mirage::cli {
namespace {
using namespace mirage::whatif;

void printTable(QTextStream &out, const std::vector<WhatIfResult> &results, const QString &firstColumn,
                const QStringList &labels)
{
  out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8")
             .arg(firstColumn, -28)
             .arg(CliTr::tr("jobs"), 7)
             .arg(CliTr::tr("mean wait h"), 12)
             .arg(CliTr::tr("median h"), 9)
             .arg(CliTr::tr("P90 h"), 8)
             .arg(CliTr::tr("util."), 6)
             .arg(CliTr::tr("interr. h"), 10)
             .arg(CliTr::tr("overlap h"), 10)
      << Qt::endl;
  for (std::size_t i = 0; i < results.size(); ++i) {
    const WhatIfResult &r = results[i];
    if (!r.error.isEmpty()) {
      out << QStringLiteral("%1 %2").arg(labels[qsizetype(i)], -28).arg(r.error) << Qt::endl;
      continue;
    }
    const bool chains = !r.chainPolicy.isEmpty();
    out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8")
               .arg(labels[qsizetype(i)].left(28), -28)
               .arg(r.jobs, 7)
               .arg(r.meanWaitH, 12, 'f', 2)
               .arg(r.medianWaitH, 9, 'f', 2)
               .arg(r.p90WaitH, 8, 'f', 2)
               .arg(r.utilisation, 6, 'f', 2)
               .arg(chains ? QString::number(r.chains.meanInterruptionH, 'f', 2) : QStringLiteral("–"), 10)
               .arg(chains ? QString::number(r.chains.meanOverlapH, 'f', 2) : QStringLiteral("–"), 10)
        << Qt::endl;
  }
}

struct WhatIfFlags {
  const QCommandLineOption scenarios{QStringLiteral("scenarios"),
                                     CliTr::tr("A JSON file: {\"scenarios\": [...]} or one scenario."),
                                     CliTr::tr("file")};
  const QCommandLineOption stored{QStringLiteral("stored"),
                                  CliTr::tr("Run these stored scenarios (comma-separated names)."), CliTr::tr("names")};
  const QCommandLineOption list{QStringLiteral("list"), CliTr::tr("List the stored scenarios.")};
  const QCommandLineOption save{QStringLiteral("save"),
                                CliTr::tr("Store the scenarios of --scenarios and their results (--db).")};
  const QCommandLineOption sweep{
      QStringLiteral("sweep"),
      CliTr::tr("Vary this parameter of the first scenario: %1.").arg(sweepParameters().join(QStringLiteral(", "))),
      CliTr::tr("parameter")};
  const QCommandLineOption values{QStringLiteral("values"), CliTr::tr("The sweep's values: from:to:step or a,b,c."),
                                  CliTr::tr("values")};
  const QCommandLineOption out{QStringLiteral("out"), CliTr::tr("Also write the JSON results to this file."),
                               CliTr::tr("file")};
  const QCommandLineOption json{QStringLiteral("json"), CliTr::tr("Print one JSON object.")};
  const QCommandLineOption slurmArray{
      QStringLiteral("slurm-array"),
      CliTr::tr("Run the scenarios on the cluster: a job array of shards and a job that merges their results into the "
                "store (submitted only with --yes).")};
  const QCommandLineOption partition{QStringLiteral("partition"), CliTr::tr("--slurm-array: the partition."),
                                     CliTr::tr("name")};
  const QCommandLineOption shards{QStringLiteral("shards"),
                                  CliTr::tr("--slurm-array, --merge: how many array tasks (default: one per scenario, "
                                            "at most 16)."),
                                  CliTr::tr("n")};
  const QCommandLineOption workdir{QStringLiteral("workdir"),
                                   CliTr::tr("--slurm-array: where the scripts and results go (default: beside the "
                                             "scenario file)."),
                                   CliTr::tr("dir")};
  const QCommandLineOption yes{QStringLiteral("yes"), CliTr::tr("--slurm-array: submit the jobs.")};
  const QCommandLineOption shard{QStringLiteral("shard"),
                                 CliTr::tr("Run only shard K of N (scenarios i with i % N == K); with --out."),
                                 CliTr::tr("K/N")};
  const QCommandLineOption merge{QStringLiteral("merge"),
                                 CliTr::tr("Merge the shard results of this directory (with --shards)."),
                                 CliTr::tr("dir")};
  QList<QCommandLineOption> all() const
  {
    return {scenarios, stored,     list,      save,   sweep,   values, out,   databaseOption(),
            json,      slurmArray, partition, shards, workdir, yes,    shard, merge};
  }
};

// One run of the command: its parsed line, its store, what it prints.
struct WhatIfCommand {
  CliContext &ctx;
  const QCommandLineParser &parser;
  const WhatIfFlags &flags;
  Database &db;
  const Result<void> opened;

  int fail(const QString &m, ExitCode code) const
  {
    ctx.err << "mirage-cli whatif: " << m << Qt::endl;
    return int(code);
  }
  bool quiet() const { return parser.isSet(flags.json); }
  Database *store() const { return opened.ok() ? &db : nullptr; }
  services::WhatIfProgress progress() const
  {
    return [this](int done, int total) {
      if (!quiet())
        ctx.err << CliTr::tr("%1 of %2 scenarios").arg(done).arg(total) << Qt::endl;
      return true;
    };
  }
};

int listStored(const WhatIfCommand &c)
{
  if (!c.opened.ok())
    return c.fail(c.opened.error(), Failure);
  QStringList skipped;
  const QList<StoredScenario> all = listScenarios(c.db, &skipped);
  for (const QString &e : std::as_const(skipped))
    c.ctx.err << "mirage-cli whatif: " << e << Qt::endl;
  if (c.quiet()) {
    QJsonArray rows;
    for (const StoredScenario &s : all)
      rows.append(QJsonObject{{QStringLiteral("name"), s.scenario.name},
                              {QStringLiteral("modified"), isoUtc(s.modified)},
                              {QStringLiteral("scenario"), s.scenario.toJson()},
                              {QStringLiteral("results"), s.results.isEmpty() ? QJsonValue() : QJsonValue(s.results)}});
    c.ctx.out << QJsonDocument(QJsonObject{{QStringLiteral("scenarios"), rows}}).toJson(QJsonDocument::Compact)
              << Qt::endl;
    return Success;
  }
  for (const StoredScenario &s : all)
    c.ctx.out << s.scenario.name << '\t' << QDateTime::fromSecsSinceEpoch(s.modified).toString(Qt::ISODate) << '\t'
              << (s.results.isEmpty()
                      ? CliTr::tr("not run")
                      : CliTr::tr("mean wait %1 h").arg(s.results[QLatin1String("mean_wait_h")].toDouble(), 0, 'f', 2))
              << Qt::endl;
  return Success;
}

int submitAsArray(const WhatIfCommand &c, const QList<Scenario> &scenarios)
{
  const QCommandLineParser &parser = c.parser;
  const QString dir = parser.isSet(c.flags.workdir) ? parser.value(c.flags.workdir)
                                                    : parser.value(c.flags.scenarios) + QStringLiteral(".slurm-array");
  const auto given = parseWholeArgument(parser.value(c.flags.shards), 1, 10000);
  if (parser.isSet(c.flags.shards) && !given)
    return c.fail(notAWholeNumberError(QStringLiteral("shards"), parser.value(c.flags.shards), 1, 10000), Usage);
  const int n = given ? int(*given) : std::min<int>(int(scenarios.size()), 16);
  const QString database = databasePath(parser);
  const auto plan = writeArrayPlan(scenarios, dir, parser.value(c.flags.partition), n,
                                   QCoreApplication::applicationFilePath(), QFileInfo(database).absoluteFilePath());
  if (!plan.ok())
    return c.fail(plan.error(), Failure);
  QJsonObject planned{{QStringLiteral("scenarios"), qint64(scenarios.size())},
                      {QStringLiteral("shards"), plan->shards},
                      {QStringLiteral("array_script"), plan->arrayScript},
                      {QStringLiteral("merge_script"), plan->mergeScript},
                      {QStringLiteral("results"), QString(plan->dir + QStringLiteral("/results.json"))},
                      {QStringLiteral("store"), database}};
  if (!c.quiet())
    c.ctx.out << CliTr::tr("%1 scenarios in %2 shards: %3 (array), %4 (merge into %5)")
                     .arg(scenarios.size())
                     .arg(plan->shards)
                     .arg(plan->arrayScript, plan->mergeScript, database)
              << Qt::endl;
  if (!parser.isSet(c.flags.yes)) {
    if (c.quiet())
      c.ctx.out << QJsonDocument(planned).toJson(QJsonDocument::Compact) << Qt::endl;
    return c.fail(CliTr::tr("nothing submitted: run again with --yes to submit both jobs"), Failure);
  }
  const auto runner = makeRunner(QStringLiteral("local"), QString());
  if (!runner)
    return c.fail(runner.error(), Failure);
  const auto ids = submitArrayPlan(**runner, plan.value());
  if (!ids.ok())
    return c.fail(ids.error(), Failure);
  if (c.quiet()) {
    planned.insert(QStringLiteral("array_job"), ids->first);
    planned.insert(QStringLiteral("merge_job"), ids->second);
    c.ctx.out << QJsonDocument(planned).toJson(QJsonDocument::Compact) << Qt::endl;
    return Success;
  }
  c.ctx.out << CliTr::tr("Submitted job array %1 and merge job %2; the merged results will be in %3/results.json")
                   .arg(ids->first, ids->second, plan->dir)
            << Qt::endl;
  return Success;
}

// Writes --out and prints the JSON; fails, once everything is written, when a scenario could not
// run (its error stands in the table and the JSON).
int finish(const WhatIfCommand &c, const QJsonObject &result, const QStringList &failed)
{
  if (c.parser.isSet(c.flags.out))
    if (const auto e = writeFileAtomically(c.parser.value(c.flags.out), QJsonDocument(result).toJson()); !e.ok())
      return c.fail(e.error(), Failure);
  if (c.quiet())
    c.ctx.out << QJsonDocument(result).toJson(QJsonDocument::Compact) << Qt::endl;
  if (!failed.isEmpty())
    return c.fail(
        CliTr::tr("%1 scenario(s) could not run: %2").arg(failed.size()).arg(failed.join(QStringLiteral("; "))),
        Failure);
  return Success;
}

int sweepFirst(const WhatIfCommand &c, const QList<Scenario> &scenarios)
{
  const QString parameter = c.parser.value(c.flags.sweep);
  const auto points = parseSweepValues(c.parser.value(c.flags.values));
  if (!points.ok())
    return c.fail(points.error(), Usage);
  for (double v : points.value()) // a parameter the sweep lacks, or a value out of its range
    if (const auto point = withParameter(scenarios.first(), parameter, v); !point.ok())
      return c.fail(point.error(), Usage);
  const auto swept =
      services::sweepScenario(scenarios.first(), parameter, points.value(),
                              services::baseLoader(c.store(), QDateTime::currentSecsSinceEpoch()), c.progress());
  if (!swept.ok())
    return c.fail(swept.error(), Failure);
  QStringList labels;
  for (double v : points.value())
    labels << QStringLiteral("%1 = %2").arg(parameter).arg(v);
  if (!c.quiet())
    printTable(c.ctx.out, swept->results, parameter, labels);
  return finish(c, swept->toJson(), services::scenarioFailures(swept->results, labels));
}

// One shard of the scenarios, written as they are for the merge job.
int runShard(const WhatIfCommand &c, const QList<Scenario> &scenarios)
{
  const auto part = parseShard(c.parser.value(c.flags.shard));
  if (!part.ok())
    return c.fail(part.error(), Usage);
  if (!c.parser.isSet(c.flags.out))
    return c.fail(CliTr::tr("--shard needs --out FILE"), Usage);
  const QList<int> indices = shardIndices(int(scenarios.size()), part->first, part->second);
  QList<Scenario> mine;
  QStringList labels;
  for (int i : indices) {
    mine << scenarios[i];
    labels << scenarios[i].name;
  }
  const auto ran = services::compareScenarios(mine, services::baseLoader(c.store(), QDateTime::currentSecsSinceEpoch()),
                                              c.progress());
  if (!ran.ok())
    return c.fail(ran.error(), Failure);
  return finish(c, shardJson(part->first, part->second, indices, ran->results),
                services::scenarioFailures(ran->results, labels));
}

// Every scenario run here (or merged from the shards a job array wrote), compared with the
// first, and kept in the store when they came from it or --save says so.
int compareAll(const WhatIfCommand &c, const QList<Scenario> &scenarios, const QList<qint64> &storedIds)
{
  services::WhatIfComparison comparison;
  if (c.parser.isSet(c.flags.merge)) {
    const auto n = parseWholeArgument(c.parser.value(c.flags.shards), 1, 10000);
    if (!n)
      return c.fail(CliTr::tr("--merge needs --shards N (a whole number from 1 to 10000)"), Usage);
    auto merged = mergeShards(c.parser.value(c.flags.merge), int(scenarios.size()), int(*n));
    if (!merged.ok())
      return c.fail(merged.error(), Failure);
    comparison.results = std::move(merged).value();
  } else {
    auto ran = services::compareScenarios(
        scenarios, services::baseLoader(c.store(), QDateTime::currentSecsSinceEpoch()), c.progress());
    if (!ran.ok())
      return c.fail(ran.error(), Failure);
    comparison = std::move(ran).value();
  }
  if (c.parser.isSet(c.flags.save) || !storedIds.isEmpty()) {
    if (!c.store())
      return c.fail(c.opened.error(), Failure);
    if (const auto kept = services::keepScenarioResults(c.db, scenarios, storedIds, comparison.results); !kept.ok())
      return c.fail(kept.error(), Failure);
  }
  QStringList labels;
  for (const Scenario &s : scenarios)
    labels << s.name;
  if (!c.quiet())
    printTable(c.ctx.out, comparison.results, CliTr::tr("scenario"), labels);
  return finish(c, comparison.json(), services::scenarioFailures(comparison.results, labels));
}

int runWhatIf(CliContext &ctx)
{
  QCommandLineParser parser;
  parser.setApplicationDescription(
      CliTr::tr("Replay a workload under what-if scenarios — nodes, GPUs, load, a time-limit cap, the scheduler "
                "policy and priority weights, chained services — and compare each with the first."));
  const WhatIfFlags flags;
  parser.addOptions(flags.all());
  if (const int rc = parseCommandLine(parser, QStringLiteral("whatif"), ctx); rc >= 0)
    return rc;
  if (const auto conflict = conflictingOptions(parser, {&flags.scenarios, &flags.stored, &flags.list})) {
    ctx.err << "mirage-cli whatif: " << *conflict << Qt::endl;
    return Usage;
  }
  Database db;
  const WhatIfCommand c{ctx, parser, flags, db, db.open(databasePath(parser))};
  if (parser.isSet(flags.list))
    return listStored(c);
  QList<Scenario> scenarios;
  QList<qint64> storedIds;
  if (parser.isSet(flags.scenarios)) {
    auto read = readScenarioFile(parser.value(flags.scenarios));
    if (!read.ok())
      return c.fail(read.error(), Failure);
    scenarios = read.value();
  } else if (parser.isSet(flags.stored)) {
    if (!c.opened.ok())
      return c.fail(c.opened.error(), Failure);
    for (const QString &name : parser.value(flags.stored).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
      auto s = findScenario(db, name.trimmed());
      if (!s.ok())
        return c.fail(s.error(), Failure);
      scenarios << s.value().scenario;
      storedIds << s.value().id;
    }
  } else {
    return c.fail(CliTr::tr("give --scenarios FILE, --stored NAMES or --list"), Usage);
  }
  if (parser.isSet(flags.slurmArray))
    return submitAsArray(c, scenarios);
  if (parser.isSet(flags.sweep) != parser.isSet(flags.values))
    return c.fail(CliTr::tr("--sweep and --values go together"), Usage);
  if (parser.isSet(flags.sweep))
    return sweepFirst(c, scenarios);
  if (parser.isSet(flags.shard))
    return runShard(c, scenarios);
  return compareAll(c, scenarios, storedIds);
}

const RegisterCommand registered(
    {QStringLiteral("whatif"),
     [] { return CliTr::tr("Replay a workload under what-if scenarios, or sweep one parameter"); }, &runWhatIf});

} // namespace
} // namespace mirage::cli
