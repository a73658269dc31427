// mirage-cli simulate: replays a trace through the scheduler simulator.
#include "cli/cli_options.h"
#include "sim/mirage_compat.h"
#include "sim/percentile.h"
#include "sim/simulator.h"
#include "sim/slurm_conf.h"
#include "sim/workload_transforms.h"
#include "traces/trace_reader.h"

#include <QElapsedTimer>
#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

#include <algorithm>

namespace mirage::cli {
namespace {
// Sizes past any real machine (the largest have some 10,000 nodes of ~100 cores) are typos, and a
// simulation of them would exhaust memory.
constexpr int kMostNodes = 1000000;
constexpr int kMostCoresPerNode = 4096;

int runSimulate(CliContext &ctx)
{
  QCommandLineParser parser;
  parser.setApplicationDescription(CliTr::tr("Replay a trace through the scheduler simulator."));
  const QCommandLineOption trace(QStringLiteral("trace"), CliTr::tr("The trace (SWF, sacct, Mirage log, Eagle CSV)."),
                                 CliTr::tr("file"));
  const QCommandLineOption config(QStringLiteral("cluster-config"), CliTr::tr("A slurm.conf: nodes, GPUs, partitions."),
                                  CliTr::tr("file"));
  const QCommandLineOption nodes(
      QStringLiteral("nodes"),
      CliTr::tr("Nodes of a one-partition cluster (default: the trace's largest job, at least 1)."), CliTr::tr("n"));
  const QCommandLineOption gpus(
      QStringLiteral("gpus-per-node"),
      CliTr::tr("GPUs per node (default: the most any job of the trace asks for per node, 0 when none asks)."),
      CliTr::tr("n"));
  const QCommandLineOption policy(
      QStringLiteral("policy"),
      CliTr::tr(
          "fcfs, easy, conservative or slurm (default: slurm.conf's scheduler with --cluster-config, else easy)."),
      CliTr::tr("policy"));
  const QCommandLineOption from(QStringLiteral("from"), CliTr::tr("Only jobs submitted at or after this time (UTC)."),
                                CliTr::tr("time"));
  const QCommandLineOption to(QStringLiteral("to"), CliTr::tr("Only jobs submitted before this time (UTC)."),
                              CliTr::tr("time"));
  const QCommandLineOption loadScale(QStringLiteral("load-scale"),
                                     CliTr::tr("Arrival rate factor: 2 packs the same jobs into half the time."),
                                     CliTr::tr("x"), QStringLiteral("1"));
  const QCommandLineOption zone = timeZoneOption(CliTr::tr("the trace's times"));
  const QCommandLineOption out(
      QStringLiteral("out"), CliTr::tr("Write each job's submit, start and end to this CSV file."), CliTr::tr("file"));
  const QCommandLineOption json(QStringLiteral("json"), CliTr::tr("Print the summary as one JSON object."));
  const QCommandLineOption compat(
      QStringLiteral("mirage-compat"),
      CliTr::tr("Schedule as the Mirage paper's own simulator (one-minute steps; --nodes, default 88)."));
  const QCommandLineOption limitCap(QStringLiteral("limit-cap"),
                                    CliTr::tr("What-if: cap every time limit (and runtime) at this many minutes."),
                                    CliTr::tr("minutes"));
  const QCommandLineOption partitionNodes(
      QStringLiteral("partition-nodes"),
      CliTr::tr("What-if: give a partition of --cluster-config this many nodes (repeatable)."), CliTr::tr("name=n"));
  const QCommandLineOption coresPerNode(
      QStringLiteral("cores-per-node"),
      CliTr::tr("Allocate cores, not whole nodes: --nodes nodes of this many cores, each job gets its processors "
                "(the SWF convention)."),
      CliTr::tr("n"));
  parser.addOptions({trace, config, nodes, gpus, policy, from, to, loadScale, zone, out, json, compat, limitCap,
                     partitionNodes, coresPerNode});
  if (const int rc = parseCommandLine(parser, QStringLiteral("simulate"), ctx); rc >= 0)
    return rc;
  const auto usage = [&](const QString &message) {
    ctx.err << "mirage-cli simulate: " << message << Qt::endl;
    return int(Usage);
  };
  if (!parser.isSet(trace))
    return usage(CliTr::tr("--trace is required"));
  const QStringList policies{QStringLiteral("fcfs"), QStringLiteral("easy"), QStringLiteral("conservative"),
                             QStringLiteral("slurm")};
  QString policyName = parser.value(policy);
  if (parser.isSet(policy) && !policies.contains(policyName))
    return usage(CliTr::tr("unknown policy '%1' (fcfs, easy, conservative, slurm)").arg(policyName));
  if (parser.isSet(partitionNodes) && !parser.isSet(config))
    return usage(CliTr::tr("--partition-nodes needs --cluster-config"));
  bool ok = false;
  const auto scaleArg = parseNumberArgument(parser.value(loadScale), 0.01, 100);
  if (!scaleArg)
    return usage(CliTr::tr("--load-scale must be a number from 0.01 to 100"));
  const double scale = *scaleArg;
  qint64 capS = 0;
  if (parser.isSet(limitCap)) {
    capS = parser.value(limitCap).toLongLong(&ok) * 60;
    if (!ok || capS <= 0)
      return usage(CliTr::tr("--limit-cap must be a whole number of minutes > 0"));
  }
  int cores = 0; // 0: whole nodes; decided after reading when the trace's header says it
  if (parser.isSet(coresPerNode)) {
    cores = parser.value(coresPerNode).toInt(&ok);
    if (!ok || cores < 1 || cores > kMostCoresPerNode)
      return usage(CliTr::tr("--cores-per-node must be a whole number from 1 to %1").arg(kMostCoresPerNode));
    if (parser.isSet(config) || parser.isSet(compat) ||
        (parser.isSet(gpus) && parser.value(gpus) != QLatin1String("0")))
      return usage(
          CliTr::tr("--cores-per-node models one CPU partition: no --cluster-config, --mirage-compat or GPUs"));
  }
  if (parser.isSet(compat) && parser.isSet(config))
    return usage(CliTr::tr("--mirage-compat models one partition of --nodes nodes; it takes no --cluster-config"));
  if (const auto conflict = conflictingOptions(parser, {&compat, &policy}))
    return usage(*conflict + CliTr::tr(" (the authors' simulator has its own policy)"));
  for (const QCommandLineOption *shape : {&nodes, &gpus})
    if (const auto conflict = conflictingOptions(parser, {&config, shape}))
      return usage(*conflict + CliTr::tr(" (the slurm.conf gives the nodes; --partition-nodes resizes a partition)"));
  qint64 fromT = std::numeric_limits<qint64>::min(), toT = std::numeric_limits<qint64>::max();
  for (const auto &[option, target] : {std::pair{&from, &fromT}, std::pair{&to, &toT}}) {
    if (!parser.isSet(*option))
      continue;
    const auto t = parseTimeArgument(parser.value(*option));
    if (!t)
      return usage(notATimeError(option->names().first(), parser.value(*option)));
    *target = *t;
  }
  const auto traceZone = timeZoneValue(parser, zone);
  if (!traceZone.ok())
    return usage(traceZone.error());
  TraceOptions traceOptions;
  traceOptions.timeZone = traceZone.value();

  // Read the trace.
  auto opened = openTraceReader(parser.value(trace), traceOptions);
  if (!opened) {
    ctx.err << "mirage-cli simulate: " << opened.error() << Qt::endl;
    return Failure;
  }
  const std::unique_ptr<TraceReader> reader = std::move(opened).value();
  // Only what the simulation needs is kept of each job (a large trace stays small in memory): its
  // simulator record, the index of its partition's name, and its id when a CSV is asked for.
  std::vector<sim::SimJob> simJobs;
  std::vector<int> partitionOf;
  QStringList partitionNames, jobIds;
  QHash<QString, int> users; // fair-share associations, by user name
  int largest = 1;
  int mostGpusPerNode = 0;
  std::vector<int> cpusOf; // each job's processors, for allocating cores once the header says how many a node has
  const bool keepIds = parser.isSet(out);
  TraceJob t;
  while (reader->next(t)) {
    if (t.submit < fromT || t.submit >= toT)
      continue;
    sim::SimJob s;
    s.id = qint64(simJobs.size());
    s.submit = t.submit;
    s.nodes = std::max(1, t.nodes);
    largest = std::max(largest, s.nodes);
    cpusOf.push_back(t.cpus);
    s.runtime = t.start >= 0 && t.end >= t.start ? t.end - t.start
                                                 : (t.runtime >= 0 ? t.runtime : std::max<qint64>(t.timeLimit, 0));
    s.limit = t.timeLimit > 0 ? t.timeLimit : std::max<qint64>(s.runtime, 60);
    s.gpusPerNode = t.gpus > 0 ? (t.gpus + s.nodes - 1) / s.nodes : 0;
    mostGpusPerNode = std::max(mostGpusPerNode, s.gpusPerNode);
    s.user = int(users.emplace(t.user, int(users.size())).value());
    qsizetype name = partitionNames.indexOf(t.partition);
    if (name < 0) {
      name = partitionNames.size();
      partitionNames << t.partition;
    }
    partitionOf.push_back(int(name));
    simJobs.push_back(s);
    if (keepIds)
      jobIds << t.jobId;
  }
  if (!reader->error().isEmpty()) {
    ctx.err << "mirage-cli simulate: " << reader->error() << Qt::endl;
    return Failure;
  }
  if (simJobs.empty()) {
    ctx.err << CliTr::tr("mirage-cli simulate: no jobs in the trace (or in the --from/--to window)") << Qt::endl;
    return Failure;
  }
  // The machine the trace's header declares, where the user gave no shape: an SWF of a CPU
  // cluster (RICC: MaxNodes 1024, MaxProcs 8192) is simulated by core on its own node count.
  const TraceMachine declared = reader->machine();
  QStringList inferred;
  const bool shapeGiven = parser.isSet(config) || parser.isSet(compat);
  if (!shapeGiven && !parser.isSet(coresPerNode) && !parser.isSet(gpus) && mostGpusPerNode == 0 &&
      declared.coresPerNode > 1 && declared.coresPerNode <= kMostCoresPerNode) {
    cores = int(declared.coresPerNode);
    inferred << QStringLiteral("cores_per_node");
  }
  if (cores > 0)
    for (std::size_t i = 0; i < simJobs.size(); ++i)
      simJobs[i].nodes = cpusOf[i] > 0 ? cpusOf[i] : simJobs[i].nodes * cores;
  std::vector<int>().swap(cpusOf);
  int declaredNodes = 0;
  if (!shapeGiven && !parser.isSet(nodes) && declared.nodes >= largest && declared.nodes <= kMostNodes) {
    declaredNodes = int(declared.nodes);
    inferred << QStringLiteral("nodes");
  }

  // The cluster.
  sim::SlurmConfig cluster;
  int gpusPerNode = -1; // of the one-partition cluster built here; -1: the slurm.conf's
  if (parser.isSet(config)) {
    QFile f(parser.value(config));
    if (!f.open(QIODevice::ReadOnly)) {
      ctx.err << CliTr::tr("mirage-cli simulate: cannot read %1").arg(parser.value(config)) << Qt::endl;
      return Failure;
    }
    std::string why;
    if (!sim::parseSlurmConf(f.readAll().toStdString(), cluster, &why)) {
      ctx.err << "mirage-cli simulate: " << parser.value(config) << ": " << QString::fromStdString(why) << Qt::endl;
      return Failure;
    }
  } else {
    int n = 1;
    if (parser.isSet(nodes)) {
      n = parser.value(nodes).toInt(&ok);
      if (!ok || n < 1 || n > kMostNodes)
        return usage(CliTr::tr("--nodes must be a whole number from 1 to %1").arg(kMostNodes));
    } else if (parser.isSet(compat)) {
      n = 88; // the authors' simulator's default
    } else {
      n = declaredNodes > 0 ? declaredNodes : largest;
    }
    int g = mostGpusPerNode; // the trace's own shape unless told (Eagle's GPU jobs would not fit 0)
    if (parser.isSet(gpus)) {
      g = parser.value(gpus).toInt(&ok);
      if (!ok || g < 0 || g > 64)
        return usage(CliTr::tr("--gpus-per-node must be a whole number from 0 to 64"));
    }
    gpusPerNode = g;
    if (cores > 0) // every core is one unit of allocation
      n *= cores;
    sim::SimPartition all{"batch", {}}; // the name every command gives a trace's one partition
    for (int i = 0; i < n; ++i) {
      cluster.nodes.push_back({"node" + std::to_string(i + 1), g});
      all.nodes.push_back(i);
    }
    cluster.partitions = {all};
    cluster.partitionMaxTime = {0};
  }
  for (const QString &resize : parser.values(partitionNodes)) {
    const QString name = resize.section(QLatin1Char('='), 0, 0);
    const int count = resize.section(QLatin1Char('='), 1).toInt(&ok);
    int index = -1;
    for (std::size_t p = 0; p < cluster.partitions.size(); ++p)
      if (cluster.partitions[p].name == name.toStdString())
        index = int(p);
    if (index < 0)
      return usage(CliTr::tr("--partition-nodes: %1 has no partition '%2'").arg(parser.value(config), name));
    std::string why;
    if (!ok || !sim::resizePartition(cluster.nodes, cluster.partitions, index, count, &why))
      return usage(CliTr::tr("--partition-nodes '%1': a partition name, '=' and a node count ≥ 1").arg(resize));
  }
  if (!parser.isSet(policy)) {
    const bool fromConf = parser.isSet(config);
    policyName = !fromConf                                       ? QStringLiteral("easy")
                 : cluster.policy == sim::SchedulingPolicy::Fcfs ? QStringLiteral("fcfs")
                                                                 : QStringLiteral("slurm");
  }
  sim::SimConfig simConfig = cluster.simConfig();
  simConfig.policy = policyName == QLatin1String("fcfs")           ? sim::SchedulingPolicy::Fcfs
                     : policyName == QLatin1String("conservative") ? sim::SchedulingPolicy::Conservative
                     : policyName == QLatin1String("slurm")        ? sim::SchedulingPolicy::Slurm
                                                                   : sim::SchedulingPolicy::Easy;
  sim::Simulator simulator(cluster.nodes, cluster.partitions, simConfig);
  sim::MirageCompatSimulator compatSimulator(int(cluster.nodes.size()));
  const bool useCompat = parser.isSet(compat);

  QElapsedTimer wall;
  wall.start();
  // Partitions by name (a job of a partition the cluster does not have goes to the default one).
  std::vector<int> partitionIndex(std::size_t(partitionNames.size()), cluster.defaultPartition);
  for (qsizetype k = 0; k < partitionNames.size(); ++k)
    for (std::size_t p = 0; p < cluster.partitions.size(); ++p)
      if (cluster.partitions[p].name == partitionNames[k].toStdString())
        partitionIndex[std::size_t(k)] = int(p);
  for (std::size_t i = 0; i < simJobs.size(); ++i)
    simJobs[i].partition = partitionIndex[std::size_t(partitionOf[i])];
  sim::scaleLoad(simJobs, scale);
  sim::capLimits(simJobs, capS);
  const std::size_t jobCount = simJobs.size();
  std::vector<int> index(jobCount, -1);
  int rejected = 0;
  for (std::size_t i = 0; i < jobCount; ++i) {
    index[i] = useCompat ? compatSimulator.submit(simJobs[i]) : simulator.submit(simJobs[i]);
    rejected += index[i] < 0;
  }
  std::vector<sim::SimJob>().swap(simJobs); // the simulator has its own copy
  std::vector<int>().swap(partitionOf);
  if (useCompat)
    compatSimulator.runToEnd();
  else
    simulator.runToEnd();
  const double seconds = wall.nsecsElapsed() / 1e9;
  const auto result = [&](int i) -> const sim::SimJob & {
    return useCompat ? compatSimulator.job(i) : simulator.job(i);
  };

  std::vector<double> waits;
  qint64 nodeSeconds = 0;
  sim::SimTime first = std::numeric_limits<sim::SimTime>::max(), last = std::numeric_limits<sim::SimTime>::min();
  for (std::size_t i = 0; i < jobCount; ++i) {
    if (index[i] < 0)
      continue;
    const sim::SimJob &s = result(index[i]);
    waits.push_back(double(s.start - s.submit));
    nodeSeconds += qint64(s.nodes) * (s.end - s.start);
    first = std::min(first, s.submit);
    last = std::max(last, s.end);
  }
  const double span = double(std::max<sim::SimTime>(1, last - first));
  double mean = 0;
  for (double w : waits)
    mean += w;
  mean /= double(std::max<std::size_t>(1, waits.size()));
  const double utilisation = double(nodeSeconds) / (span * double(cluster.nodes.size()));

  if (parser.isSet(out)) {
    QSaveFile csv(parser.value(out));
    if (!csv.open(QIODevice::WriteOnly)) {
      ctx.err << CliTr::tr("mirage-cli simulate: cannot write %1: %2").arg(parser.value(out), csv.errorString())
              << Qt::endl;
      return Failure;
    }
    csv.write("job_id,partition,nodes,submit,start,end,wait_s,backfilled\n");
    for (std::size_t i = 0; i < jobCount; ++i) {
      if (index[i] < 0)
        continue;
      const sim::SimJob &s = result(index[i]);
      csv.write(
          QStringLiteral("%1,%2,%3,%4,%5,%6,%7,%8\n")
              .arg(jobIds[qsizetype(i)], QString::fromStdString(cluster.partitions[std::size_t(s.partition)].name))
              .arg(s.nodes)
              .arg(isoUtc(s.submit), isoUtc(s.start), isoUtc(s.end))
              .arg(s.start - s.submit)
              .arg(s.backfilled ? 1 : 0)
              .toUtf8());
    }
    if (!csv.commit()) {
      ctx.err << CliTr::tr("mirage-cli simulate: cannot write %1: %2").arg(parser.value(out), csv.errorString())
              << Qt::endl;
      return Failure;
    }
  }
  const QJsonObject summary{{QStringLiteral("jobs"), qint64(waits.size())},
                            {QStringLiteral("rejected"), rejected},
                            {QStringLiteral("nodes"), qint64(cluster.nodes.size()) / std::max(1, cores)},
                            {QStringLiteral("cores_per_node"), cores},
                            {QStringLiteral("inferred_from_trace"), QJsonArray::fromStringList(inferred)},
                            {QStringLiteral("gpus_per_node"), gpusPerNode < 0 ? QJsonValue() : QJsonValue(gpusPerNode)},
                            {QStringLiteral("policy"), useCompat ? QStringLiteral("mirage-compat") : policyName},
                            {QStringLiteral("load_scale"), scale},
                            {QStringLiteral("mean_wait_s"), mean},
                            {QStringLiteral("median_wait_s"), sim::percentile(waits, 0.5)},
                            {QStringLiteral("p90_wait_s"), sim::percentile(waits, 0.9)},
                            {QStringLiteral("utilisation"), utilisation},
                            {QStringLiteral("simulated_span_s"), span},
                            {QStringLiteral("wall_s"), seconds},
                            {QStringLiteral("peak_rss_mb"), peakRssMb()},
                            {QStringLiteral("jobs_per_s"), seconds > 0 ? double(waits.size()) / seconds : 0.0}};
  if (parser.isSet(json)) {
    ctx.out << QJsonDocument(summary).toJson(QJsonDocument::Compact) << Qt::endl;
    return Success;
  }
  if (!inferred.isEmpty())
    ctx.out << CliTr::tr("The trace's header declares %1 nodes × %2 cores: simulated so (--nodes and "
                         "--cores-per-node set another shape)")
                   .arg(qint64(cluster.nodes.size()) / std::max(1, cores))
                   .arg(std::max(1, cores))
            << '\n';
  if (gpusPerNode > 0 && !parser.isSet(gpus))
    ctx.out << CliTr::tr("%1 GPUs per node, the most a job of the trace asks for (--gpus-per-node sets it)")
                   .arg(gpusPerNode)
            << '\n';
  ctx.out << CliTr::tr("%1 jobs on %2 nodes (%3, load ×%4): mean wait %5 h, median %6 h, p90 %7 h, utilisation %8 %")
                 .arg(waits.size())
                 .arg(qint64(cluster.nodes.size()) / std::max(1, cores))
                 .arg(useCompat ? QStringLiteral("mirage-compat") : policyName)
                 .arg(scale)
                 .arg(mean / 3600, 0, 'f', 2)
                 .arg(sim::percentile(waits, 0.5) / 3600, 0, 'f', 2)
                 .arg(sim::percentile(waits, 0.9) / 3600, 0, 'f', 2)
                 .arg(utilisation * 100, 0, 'f', 1)
          << '\n'
          << CliTr::tr("simulated %1 days in %2 s (%3 jobs/s); %4 jobs larger than the cluster were left out")
                 .arg(span / 86400, 0, 'f', 1)
                 .arg(seconds, 0, 'f', 3)
                 .arg(seconds > 0 ? double(waits.size()) / seconds : 0, 0, 'f', 0)
                 .arg(rejected)
          << Qt::endl;
  return Success;
}

const RegisterCommand reg({QStringLiteral("simulate"),
                           [] { return CliTr::tr("Replay a trace through the scheduler simulator"); }, &runSimulate});

} // namespace
} // namespace mirage::cli
