// mirage-cli whatif: run what-if scenarios (a file of them, or stored ones) on the simulator, in
// parallel, and compare each with the first; or sweep one parameter of a scenario over a range.
#include "cli/cli_options.h"
#include "core/atomic_file.h"
#include "services/workload_loader.h"
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

#include <map>

namespace mirage::cli {
namespace {
using namespace mirage::whatif;

// Each distinct base loaded once from its file, the store or the demo.
Result<std::vector<WhatIfResult>> runAll(const QList<Scenario> &scenarios, Database *db,
                                         const std::function<bool(int, int)> &progress)
{
  const EpochSeconds now = QDateTime::currentSecsSinceEpoch();
  return runScenariosOnBases(
      scenarios, [&](const ScenarioBase &b) { return services::loadWorkload(b, db, now); }, progress);
}

QJsonObject delta(const WhatIfResult &r, const WhatIfResult &base)
{
  return {{QStringLiteral("scenario"), r.scenario},
          {QStringLiteral("mean_wait_h"), r.meanWaitH - base.meanWaitH},
          {QStringLiteral("median_wait_h"), r.medianWaitH - base.medianWaitH},
          {QStringLiteral("p90_wait_h"), r.p90WaitH - base.p90WaitH},
          {QStringLiteral("utilisation"), r.utilisation - base.utilisation},
          {QStringLiteral("chain_interruption_h"), r.chains.meanInterruptionH - base.chains.meanInterruptionH},
          {QStringLiteral("chain_overlap_h"), r.chains.meanOverlapH - base.chains.meanOverlapH}};
}

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

int runWhatIf(CliContext &ctx)
{
  QCommandLineParser parser;
  parser.setApplicationDescription(
      CliTr::tr("Replay a workload under what-if scenarios — nodes, GPUs, load, a time-limit cap, the scheduler "
                "policy and priority weights, chained services — and compare each with the first."));
  const QCommandLineOption scenariosOption(QStringLiteral("scenarios"),
                                           CliTr::tr("A JSON file: {\"scenarios\": [...]} or one scenario."),
                                           CliTr::tr("file"));
  const QCommandLineOption stored(QStringLiteral("stored"),
                                  CliTr::tr("Run these stored scenarios (comma-separated names)."), CliTr::tr("names"));
  const QCommandLineOption list(QStringLiteral("list"), CliTr::tr("List the stored scenarios."));
  const QCommandLineOption save(QStringLiteral("save"),
                                CliTr::tr("Store the scenarios of --scenarios and their results (--db)."));
  const QCommandLineOption sweep(
      QStringLiteral("sweep"),
      CliTr::tr("Vary this parameter of the first scenario: %1.").arg(sweepParameters().join(QStringLiteral(", "))),
      CliTr::tr("parameter"));
  const QCommandLineOption values(QStringLiteral("values"), CliTr::tr("The sweep's values: from:to:step or a,b,c."),
                                  CliTr::tr("values"));
  const QCommandLineOption out(QStringLiteral("out"), CliTr::tr("Also write the JSON results to this file."),
                               CliTr::tr("file"));
  const QCommandLineOption json(QStringLiteral("json"), CliTr::tr("Print one JSON object."));
  const QCommandLineOption slurmArray(
      QStringLiteral("slurm-array"),
      CliTr::tr("Run the scenarios on the cluster: a job array of shards and a job that merges their results into the "
                "store (submitted only with --yes)."));
  const QCommandLineOption partition(QStringLiteral("partition"), CliTr::tr("--slurm-array: the partition."),
                                     CliTr::tr("name"));
  const QCommandLineOption shards(QStringLiteral("shards"),
                                  CliTr::tr("--slurm-array, --merge: how many array tasks (default: one per scenario, "
                                            "at most 16)."),
                                  CliTr::tr("n"));
  const QCommandLineOption workdir(QStringLiteral("workdir"),
                                   CliTr::tr("--slurm-array: where the scripts and results go (default: beside the "
                                             "scenario file)."),
                                   CliTr::tr("dir"));
  const QCommandLineOption yes(QStringLiteral("yes"), CliTr::tr("--slurm-array: submit the jobs."));
  const QCommandLineOption shard(QStringLiteral("shard"),
                                 CliTr::tr("Run only shard K of N (scenarios i with i % N == K); with --out."),
                                 CliTr::tr("K/N"));
  const QCommandLineOption merge(QStringLiteral("merge"),
                                 CliTr::tr("Merge the shard results of this directory (with --shards)."),
                                 CliTr::tr("dir"));
  parser.addOptions({scenariosOption, stored, list, save, sweep, values, out, databaseOption(), json, slurmArray,
                     partition, shards, workdir, yes, shard, merge});
  if (const int rc = parseCommandLine(parser, QStringLiteral("whatif"), ctx); rc >= 0)
    return rc;
  const auto fail = [&](const QString &m, ExitCode code) {
    ctx.err << "mirage-cli whatif: " << m << Qt::endl;
    return int(code);
  };
  if (const auto conflict = conflictingOptions(parser, {&scenariosOption, &stored, &list}))
    return fail(*conflict, Usage);
  Database db;
  const Result<void> opened = db.open(databasePath(parser));
  if (parser.isSet(list)) {
    if (!opened.ok())
      return fail(opened.error(), Failure);
    QStringList skipped;
    const QList<StoredScenario> all = listScenarios(db, &skipped);
    for (const QString &e : std::as_const(skipped))
      ctx.err << "mirage-cli whatif: " << e << Qt::endl;
    if (parser.isSet(json)) {
      QJsonArray rows;
      for (const StoredScenario &s : all)
        rows.append(
            QJsonObject{{QStringLiteral("name"), s.scenario.name},
                        {QStringLiteral("modified"), isoUtc(s.modified)},
                        {QStringLiteral("scenario"), s.scenario.toJson()},
                        {QStringLiteral("results"), s.results.isEmpty() ? QJsonValue() : QJsonValue(s.results)}});
      ctx.out << QJsonDocument(QJsonObject{{QStringLiteral("scenarios"), rows}}).toJson(QJsonDocument::Compact)
              << Qt::endl;
      return Success;
    }
    for (const StoredScenario &s : all)
      ctx.out << s.scenario.name << '\t' << QDateTime::fromSecsSinceEpoch(s.modified).toString(Qt::ISODate) << '\t'
              << (s.results.isEmpty()
                      ? CliTr::tr("not run")
                      : CliTr::tr("mean wait %1 h").arg(s.results[QLatin1String("mean_wait_h")].toDouble(), 0, 'f', 2))
              << Qt::endl;
    return Success;
  }
  QList<Scenario> scenarios;
  QList<qint64> storedIds;
  if (parser.isSet(scenariosOption)) {
    auto read = readScenarioFile(parser.value(scenariosOption));
    if (!read.ok())
      return fail(read.error(), Failure);
    scenarios = read.value();
  } else if (parser.isSet(stored)) {
    if (!opened.ok())
      return fail(opened.error(), Failure);
    for (const QString &name : parser.value(stored).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
      auto s = findScenario(db, name.trimmed());
      if (!s.ok())
        return fail(s.error(), Failure);
      scenarios << s.value().scenario;
      storedIds << s.value().id;
    }
  } else {
    return fail(CliTr::tr("give --scenarios FILE, --stored NAMES or --list"), Usage);
  }
  if (parser.isSet(slurmArray)) {
    const QString dir =
        parser.isSet(workdir) ? parser.value(workdir) : parser.value(scenariosOption) + QStringLiteral(".slurm-array");
    const auto given = parseWholeArgument(parser.value(shards), 1, 10000);
    if (parser.isSet(shards) && !given)
      return fail(notAWholeNumberError(QStringLiteral("shards"), parser.value(shards), 1, 10000), Usage);
    const int n = given ? int(*given) : std::min<int>(int(scenarios.size()), 16);
    const auto plan =
        writeArrayPlan(scenarios, dir, parser.value(partition), n, QCoreApplication::applicationFilePath(),
                       QFileInfo(databasePath(parser)).absoluteFilePath());
    if (!plan.ok())
      return fail(plan.error(), Failure);
    QJsonObject planned{{QStringLiteral("scenarios"), qint64(scenarios.size())},
                        {QStringLiteral("shards"), plan->shards},
                        {QStringLiteral("array_script"), plan->arrayScript},
                        {QStringLiteral("merge_script"), plan->mergeScript},
                        {QStringLiteral("results"), QString(plan->dir + QStringLiteral("/results.json"))},
                        {QStringLiteral("store"), databasePath(parser)}};
    if (!parser.isSet(json))
      ctx.out << CliTr::tr("%1 scenarios in %2 shards: %3 (array), %4 (merge into %5)")
                     .arg(scenarios.size())
                     .arg(plan->shards)
                     .arg(plan->arrayScript, plan->mergeScript, databasePath(parser))
              << Qt::endl;
    if (!parser.isSet(yes)) {
      if (parser.isSet(json))
        ctx.out << QJsonDocument(planned).toJson(QJsonDocument::Compact) << Qt::endl;
      ctx.err << "mirage-cli whatif: " << CliTr::tr("nothing submitted: run again with --yes to submit both jobs")
              << Qt::endl;
      return Failure;
    }
    const auto runner = makeRunner(QStringLiteral("local"), QString());
    if (!runner)
      return fail(runner.error(), Failure);
    const auto ids = submitArrayPlan(**runner, plan.value());
    if (!ids.ok())
      return fail(ids.error(), Failure);
    if (parser.isSet(json)) {
      planned.insert(QStringLiteral("array_job"), ids->first);
      planned.insert(QStringLiteral("merge_job"), ids->second);
      ctx.out << QJsonDocument(planned).toJson(QJsonDocument::Compact) << Qt::endl;
      return Success;
    }
    ctx.out << CliTr::tr("Submitted job array %1 and merge job %2; the merged results will be in %3/results.json")
                   .arg(ids->first, ids->second, plan->dir)
            << Qt::endl;
    return Success;
  }
  if (parser.isSet(sweep) != parser.isSet(values))
    return fail(CliTr::tr("--sweep and --values go together"), Usage);
  const bool quiet = parser.isSet(json);
  Database *store = opened.ok() ? &db : nullptr;
  const auto progress = [&](int done, int total) {
    if (!quiet)
      ctx.err << CliTr::tr("%1 of %2 scenarios").arg(done).arg(total) << Qt::endl;
    return true;
  };
  QJsonObject result;
  // Scenarios that could not run (their error stands in the table and the JSON): the command
  // fails once everything else is written.
  QStringList failed;
  const auto noteFailures = [&](const std::vector<WhatIfResult> &results, const QStringList &labels) {
    for (std::size_t i = 0; i < results.size(); ++i)
      if (!results[i].error.isEmpty())
        failed << QStringLiteral("%1: %2").arg(labels.value(qsizetype(i)), results[i].error);
  };
  if (parser.isSet(sweep)) {
    const auto points = parseSweepValues(parser.value(values));
    if (!points.ok())
      return fail(points.error(), Usage);
    const auto workload = services::loadWorkload(scenarios.first().base, store, QDateTime::currentSecsSinceEpoch());
    if (!workload.ok())
      return fail(workload.error(), Failure);
    const auto swept = runSweep(workload.value(), scenarios.first(), parser.value(sweep), points.value(), progress);
    if (!swept.ok())
      return fail(swept.error(), Usage);
    result = swept.value().toJson();
    QStringList labels;
    for (double v : points.value())
      labels << QStringLiteral("%1 = %2").arg(parser.value(sweep)).arg(v);
    noteFailures(swept.value().results, labels);
    if (!quiet)
      printTable(ctx.out, swept.value().results, parser.value(sweep), labels);
  } else {
    // The results: one shard of them (written as they are), merged from the shards a job array
    // wrote, or run here.
    if (parser.isSet(shard)) {
      const auto part = parseShard(parser.value(shard));
      if (!part.ok())
        return fail(part.error(), Usage);
      if (!parser.isSet(out))
        return fail(CliTr::tr("--shard needs --out FILE"), Usage);
      const QList<int> indices = shardIndices(int(scenarios.size()), part->first, part->second);
      QList<Scenario> mine;
      for (int i : indices)
        mine << scenarios[i];
      const auto results = runAll(mine, store, progress);
      if (!results.ok())
        return fail(results.error(), Failure);
      result = shardJson(part->first, part->second, indices, results.value());
      QStringList labels;
      for (const Scenario &m : std::as_const(mine))
        labels << m.name;
      noteFailures(results.value(), labels);
    }
    Result<std::vector<WhatIfResult>> ran = std::vector<WhatIfResult>{};
    if (parser.isSet(merge)) {
      const auto n = parseWholeArgument(parser.value(shards), 1, 10000);
      if (!n)
        return fail(CliTr::tr("--merge needs --shards N (a whole number from 1 to 10000)"), Usage);
      ran = mergeShards(parser.value(merge), int(scenarios.size()), int(*n));
    } else if (!parser.isSet(shard)) {
      ran = runAll(scenarios, store, progress);
    }
    if (!ran.ok())
      return fail(ran.error(), Failure);
    if (!parser.isSet(shard)) {
      QJsonArray items, deltas;
      for (const WhatIfResult &r : ran.value()) {
        items.append(r.toJson());
        deltas.append(delta(r, ran.value().front()));
      }
      result = {{QStringLiteral("results"), items}, {QStringLiteral("deltas_vs_first"), deltas}};
      if (parser.isSet(save) || !storedIds.isEmpty()) {
        if (!store)
          return fail(opened.error(), Failure);
        for (qsizetype i = 0; i < scenarios.size(); ++i) {
          auto id = storedIds.isEmpty() ? saveScenario(db, scenarios[i]) : Result<qint64>(storedIds[i]);
          if (!id.ok())
            return fail(id.error(), Failure);
          if (const auto e = saveScenarioResults(db, id.value(), items[i].toObject()); !e.ok())
            return fail(e.error(), Failure);
        }
      }
      QStringList labels;
      for (const Scenario &s : std::as_const(scenarios))
        labels << s.name;
      noteFailures(ran.value(), labels);
      if (!quiet)
        printTable(ctx.out, ran.value(), CliTr::tr("scenario"), labels);
    }
  }
  if (parser.isSet(out))
    if (const auto e = writeFileAtomically(parser.value(out), QJsonDocument(result).toJson()); !e.ok())
      return fail(e.error(), Failure);
  if (quiet)
    ctx.out << QJsonDocument(result).toJson(QJsonDocument::Compact) << Qt::endl;
  if (!failed.isEmpty())
    return fail(CliTr::tr("%1 scenario(s) could not run: %2").arg(failed.size()).arg(failed.join(QStringLiteral("; "))),
                Failure);
  return Success;
}

const RegisterCommand registered(
    {QStringLiteral("whatif"),
     [] { return CliTr::tr("Replay a workload under what-if scenarios, or sweep one parameter"); }, &runWhatIf});

} // namespace
} // namespace mirage::cli
