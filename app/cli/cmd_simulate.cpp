// mirage-cli simulate: replays a trace through the scheduler simulator (services/trace_simulation).
#include "cli/cli_options.h"
#include "core/process_memory.h"
#include "services/trace_simulation.h"

#include <QJsonDocument>
#include <QSaveFile>

namespace mirage::cli {
namespace {

Result<void> writeJobsCsv(const QString &path, const std::vector<services::SimulatedJob> &jobs)
{
  QSaveFile csv(path);
  if (!csv.open(QIODevice::WriteOnly))
    return failure(CliTr::tr("cannot write %1: %2").arg(path, csv.errorString()));
  csv.write("job_id,partition,nodes,submit,start,end,wait_s,backfilled\n");
  for (const services::SimulatedJob &j : jobs)
    csv.write(QStringLiteral("%1,%2,%3,%4,%5,%6,%7,%8\n")
                  .arg(j.jobId, j.partition)
                  .arg(j.nodes)
                  .arg(isoUtc(j.submit), isoUtc(j.start), isoUtc(j.end))
                  .arg(j.start - j.submit)
                  .arg(j.backfilled ? 1 : 0)
                  .toUtf8());
  if (!csv.commit())
    return failure(CliTr::tr("cannot write %1: %2").arg(path, csv.errorString()));
  return {};
}

void printSummary(CliContext &ctx, const services::TraceSimulation &r)
{
  if (!r.inferredFromTrace.isEmpty())
    ctx.out << CliTr::tr("The trace's header declares %1 nodes × %2 cores: simulated so (--nodes and "
                         "--cores-per-node set another shape)")
                   .arg(r.nodes)
                   .arg(std::max(1, r.coresPerNode))
            << '\n';
  if (r.gpusPerNode > 0 && r.gpusFromTrace)
    ctx.out << CliTr::tr("%1 GPUs per node, the most a job of the trace asks for (--gpus-per-node sets it)")
                   .arg(r.gpusPerNode)
            << '\n';
  ctx.out << CliTr::tr("%1 jobs on %2 nodes (%3, load ×%4): mean wait %5 h, median %6 h, p90 %7 h, utilisation %8 %")
                 .arg(r.jobs)
                 .arg(r.nodes)
                 .arg(r.policy)
                 .arg(r.loadScale)
                 .arg(r.meanWaitS / 3600, 0, 'f', 2)
                 .arg(r.medianWaitS / 3600, 0, 'f', 2)
                 .arg(r.p90WaitS / 3600, 0, 'f', 2)
                 .arg(r.utilisation * 100, 0, 'f', 1)
          << '\n'
          << CliTr::tr("simulated %1 days in %2 s (%3 jobs/s); %4 jobs larger than the cluster were left out")
                 .arg(r.simulatedSpanS / 86400, 0, 'f', 1)
                 .arg(r.wallS, 0, 'f', 3)
                 .arg(r.wallS > 0 ? double(r.jobs) / r.wallS : 0, 0, 'f', 0)
                 .arg(r.rejected)
          << Qt::endl;
}

struct SimulateFlags {
  const QCommandLineOption trace{QStringLiteral("trace"), CliTr::tr("The trace (SWF, sacct, Mirage log, Eagle CSV)."),
                                 CliTr::tr("file")};
  const QCommandLineOption config{QStringLiteral("cluster-config"), CliTr::tr("A slurm.conf: nodes, GPUs, partitions."),
                                  CliTr::tr("file")};
  const QCommandLineOption nodes{
      QStringLiteral("nodes"),
      CliTr::tr("Nodes of a one-partition cluster (default: the trace's largest job, at least 1)."), CliTr::tr("n")};
  const QCommandLineOption gpus{
      QStringLiteral("gpus-per-node"),
      CliTr::tr("GPUs per node (default: the most any job of the trace asks for per node, 0 when none asks)."),
      CliTr::tr("n")};
  const QCommandLineOption policy{
      QStringLiteral("policy"),
      CliTr::tr(
          "fcfs, easy, conservative or slurm (default: slurm.conf's scheduler with --cluster-config, else easy)."),
      CliTr::tr("policy")};
  const QCommandLineOption from{QStringLiteral("from"), CliTr::tr("Only jobs submitted at or after this time (UTC)."),
                                CliTr::tr("time")};
  const QCommandLineOption to{QStringLiteral("to"), CliTr::tr("Only jobs submitted before this time (UTC)."),
                              CliTr::tr("time")};
  const QCommandLineOption loadScale{QStringLiteral("load-scale"),
                                     CliTr::tr("Arrival rate factor: 2 packs the same jobs into half the time."),
                                     CliTr::tr("x"), QStringLiteral("1")};
  const QCommandLineOption zone = timeZoneOption(CliTr::tr("the trace's times"));
  const QCommandLineOption out{
      QStringLiteral("out"), CliTr::tr("Write each job's submit, start and end to this CSV file."), CliTr::tr("file")};
  const QCommandLineOption json{QStringLiteral("json"), CliTr::tr("Print the summary as one JSON object.")};
  const QCommandLineOption compat{
      QStringLiteral("mirage-compat"),
      CliTr::tr("Schedule as the Mirage paper's own simulator (one-minute steps; --nodes, default 88).")};
  const QCommandLineOption limitCap{QStringLiteral("limit-cap"),
                                    CliTr::tr("What-if: cap every time limit (and runtime) at this many minutes."),
                                    CliTr::tr("minutes")};
  const QCommandLineOption partitionNodes{
      QStringLiteral("partition-nodes"),
      CliTr::tr("What-if: give a partition of --cluster-config this many nodes (repeatable)."), CliTr::tr("name=n")};
  const QCommandLineOption coresPerNode{
      QStringLiteral("cores-per-node"),
      CliTr::tr("Allocate cores, not whole nodes: --nodes nodes of this many cores, each job gets its processors "
                "(the SWF convention)."),
      CliTr::tr("n")};
  QList<QCommandLineOption> all() const
  {
    return {trace, config, nodes, gpus,   policy,   from,           to,          loadScale,
            zone,  out,    json,  compat, limitCap, partitionNodes, coresPerNode};
  }
};

int usage(CliContext &ctx, const QString &message)
{
  ctx.err << "mirage-cli simulate: " << message << Qt::endl;
  return int(Usage);
}

// The trace, its window, the policy and the load; -1 to go on, else the exit code.
int parseRun(CliContext &ctx, const QCommandLineParser &parser, const SimulateFlags &f,
             services::TraceSimulationOptions &options)
{
  bool ok = false;
  options.trace = parser.value(f.trace);
  const QStringList policies{QStringLiteral("fcfs"), QStringLiteral("easy"), QStringLiteral("conservative"),
                             QStringLiteral("slurm")};
  options.policy = parser.value(f.policy);
  if (parser.isSet(f.policy) && !policies.contains(options.policy))
    return usage(ctx, CliTr::tr("unknown policy '%1' (fcfs, easy, conservative, slurm)").arg(options.policy));
  if (parser.isSet(f.partitionNodes) && !parser.isSet(f.config))
    return usage(ctx, CliTr::tr("--partition-nodes needs --cluster-config"));
  const auto scaleArg = parseNumberArgument(parser.value(f.loadScale), 0.01, 100);
  if (!scaleArg)
    return usage(ctx, CliTr::tr("--load-scale must be a number from 0.01 to 100"));
  options.loadScale = *scaleArg;
  if (parser.isSet(f.limitCap)) {
    options.limitCapS = parser.value(f.limitCap).toLongLong(&ok) * 60;
    if (!ok || options.limitCapS <= 0)
      return usage(ctx, CliTr::tr("--limit-cap must be a whole number of minutes > 0"));
  }
  options.mirageCompat = parser.isSet(f.compat);
  for (const auto &[option, target] : {std::pair{&f.from, &options.from}, std::pair{&f.to, &options.until}}) {
    if (!parser.isSet(*option))
      continue;
    const auto t = parseTimeArgument(parser.value(*option));
    if (!t)
      return usage(ctx, notATimeError(option->names().first(), parser.value(*option)));
    *target = *t;
  }
  const auto traceZone = timeZoneValue(parser, f.zone);
  if (!traceZone.ok())
    return usage(ctx, traceZone.error());
  options.traceOptions.timeZone = traceZone.value();
  return -1;
}

// The cluster: one partition of --nodes (cores, GPUs) or a slurm.conf with its resized partitions.
int parseShape(CliContext &ctx, const QCommandLineParser &parser, const SimulateFlags &f,
               services::TraceSimulationOptions &options)
{
  bool ok = false;
  if (parser.isSet(f.coresPerNode)) {
    options.coresPerNode = parser.value(f.coresPerNode).toInt(&ok);
    if (!ok || *options.coresPerNode < 1 || *options.coresPerNode > services::kMostCoresPerNode)
      return usage(ctx,
                   CliTr::tr("--cores-per-node must be a whole number from 1 to %1").arg(services::kMostCoresPerNode));
    if (parser.isSet(f.config) || parser.isSet(f.compat) ||
        (parser.isSet(f.gpus) && parser.value(f.gpus) != QLatin1String("0")))
      return usage(
          ctx, CliTr::tr("--cores-per-node models one CPU partition: no --cluster-config, --mirage-compat or GPUs"));
  }
  if (parser.isSet(f.compat) && parser.isSet(f.config))
    return usage(ctx, CliTr::tr("--mirage-compat models one partition of --nodes nodes; it takes no --cluster-config"));
  if (const auto conflict = conflictingOptions(parser, {&f.compat, &f.policy}))
    return usage(ctx, *conflict + CliTr::tr(" (the authors' simulator has its own policy)"));
  for (const QCommandLineOption *shape : {&f.nodes, &f.gpus})
    if (const auto conflict = conflictingOptions(parser, {&f.config, shape}))
      return usage(ctx,
                   *conflict + CliTr::tr(" (the slurm.conf gives the nodes; --partition-nodes resizes a partition)"));
  if (parser.isSet(f.nodes)) {
    options.nodes = parser.value(f.nodes).toInt(&ok);
    if (!ok || *options.nodes < 1 || *options.nodes > services::kMostSimulatedNodes)
      return usage(ctx, CliTr::tr("--nodes must be a whole number from 1 to %1").arg(services::kMostSimulatedNodes));
  }
  if (parser.isSet(f.gpus)) {
    options.gpusPerNode = parser.value(f.gpus).toInt(&ok);
    if (!ok || *options.gpusPerNode < 0 || *options.gpusPerNode > 64)
      return usage(ctx, CliTr::tr("--gpus-per-node must be a whole number from 0 to 64"));
  }
  if (parser.isSet(f.config)) {
    auto cluster = services::readClusterConfig(parser.value(f.config));
    if (!cluster) {
      ctx.err << "mirage-cli simulate: " << cluster.error() << Qt::endl;
      return Failure;
    }
    options.cluster = std::move(cluster).value();
  }
  for (const QString &resize : parser.values(f.partitionNodes)) {
    const QString name = resize.section(QLatin1Char('='), 0, 0);
    const int count = resize.section(QLatin1Char('='), 1).toInt(&ok);
    if (!ok || count < 1 || name.isEmpty())
      return usage(ctx, CliTr::tr("--partition-nodes '%1': a partition name, '=' and a node count ≥ 1").arg(resize));
    if (const auto resized = services::resizeClusterPartition(*options.cluster, name, count); !resized)
      return usage(ctx, QStringLiteral("--partition-nodes: %1: %2").arg(parser.value(f.config), resized.error()));
  }
  return -1;
}

int runSimulate(CliContext &ctx)
{
  QCommandLineParser parser;
  parser.setApplicationDescription(CliTr::tr("Replay a trace through the scheduler simulator."));
  const SimulateFlags f;
  parser.addOptions(f.all());
  if (const int rc = parseCommandLine(parser, QStringLiteral("simulate"), ctx); rc >= 0)
    return rc;
  if (!parser.isSet(f.trace))
    return usage(ctx, CliTr::tr("--trace is required"));
  services::TraceSimulationOptions options;
  options.trace = parser.value(f.trace);
  if (const int rc = parseRun(ctx, parser, f, options); rc >= 0)
    return rc;
  if (const int rc = parseShape(ctx, parser, f, options); rc >= 0)
    return rc;
  options.keepJobs = parser.isSet(f.out);

  const auto result = services::simulateTrace(options);
  if (!result) {
    ctx.err << "mirage-cli simulate: " << result.error() << Qt::endl;
    return Failure;
  }
  if (parser.isSet(f.out))
    if (const auto written = writeJobsCsv(parser.value(f.out), result->jobRows); !written) {
      ctx.err << "mirage-cli simulate: " << written.error() << Qt::endl;
      return Failure;
    }
  if (parser.isSet(f.json))
    ctx.out << QJsonDocument(result->json(peakResidentMegabytes())).toJson(QJsonDocument::Compact) << Qt::endl;
  else
    printSummary(ctx, *result);
  return Success;
}

const RegisterCommand reg({QStringLiteral("simulate"),
                           [] { return CliTr::tr("Replay a trace through the scheduler simulator"); }, &runSimulate});

} // namespace
} // namespace mirage::cli
