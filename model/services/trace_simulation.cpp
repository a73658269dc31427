#include "services/trace_simulation.h"
#include "core/core_tr.h"
#include "sim/mirage_compat.h"
#include "sim/percentile.h"
#include "sim/workload_transforms.h"

#include <QElapsedTimer>
#include <QFile>
#include <QHash>
#include <QJsonArray>

#include <algorithm>

namespace mirage::services {
namespace {

// Only what the simulation needs is kept of each job (a large trace stays small in memory): its
// simulator record, the index of its partition's name, and its id when the jobs are asked for.
struct ReadTrace {
  std::vector<sim::SimJob> jobs;
  std::vector<int> partitionOf;
  QStringList partitionNames, jobIds;
  int largest = 1;
  int mostGpusPerNode = 0;
  std::vector<int> cpusOf; // each job's processors, for allocating cores
  TraceMachine declared;
};

Result<ReadTrace> readTrace(const TraceSimulationOptions &options)
{
  auto opened = openTraceReader(options.trace, options.traceOptions);
  if (!opened)
    return failure(opened.error());
  const std::unique_ptr<TraceReader> reader = std::move(opened).value();
  ReadTrace r;
  QHash<QString, int> users; // fair-share associations, by user name
  TraceJob t;
  while (reader->next(t)) {
    if (t.submit < options.from || t.submit >= options.until)
      continue;
    sim::SimJob s;
    s.id = qint64(r.jobs.size());
    s.submit = t.submit;
    s.nodes = std::max(1, t.nodes);
    r.largest = std::max(r.largest, s.nodes);
    r.cpusOf.push_back(t.cpus);
    s.runtime = t.start >= 0 && t.end >= t.start ? t.end - t.start
                                                 : (t.runtime >= 0 ? t.runtime : std::max<qint64>(t.timeLimit, 0));
    s.limit = t.timeLimit > 0 ? t.timeLimit : std::max<qint64>(s.runtime, 60);
    s.gpusPerNode = t.gpus > 0 ? (t.gpus + s.nodes - 1) / s.nodes : 0;
    r.mostGpusPerNode = std::max(r.mostGpusPerNode, s.gpusPerNode);
    s.user = int(users.emplace(t.user, int(users.size())).value());
    qsizetype name = r.partitionNames.indexOf(t.partition);
    if (name < 0) {
      name = r.partitionNames.size();
      r.partitionNames << t.partition;
    }
    r.partitionOf.push_back(int(name));
    r.jobs.push_back(s);
    if (options.keepJobs)
      r.jobIds << t.jobId;
  }
  if (!reader->error().isEmpty())
    return failure(reader->error());
  if (r.jobs.empty())
    return failure(CoreTr::tr("no jobs in the trace (or in the --from/--to window)"));
  r.declared = reader->machine();
  return r;
}

// One partition "batch" (the name every command gives a trace's one partition) of `n` nodes.
sim::SlurmConfig onePartition(int n, int gpusPerNode)
{
  sim::SlurmConfig cluster;
  sim::SimPartition all{"batch", {}};
  for (int i = 0; i < n; ++i) {
    cluster.nodes.push_back({"node" + std::to_string(i + 1), gpusPerNode});
    all.nodes.push_back(i);
  }
  cluster.partitions = {all};
  cluster.partitionMaxTime = {0};
  return cluster;
}

sim::SchedulingPolicy policyNamed(const QString &name)
{
  return name == QLatin1String("fcfs")           ? sim::SchedulingPolicy::Fcfs
         : name == QLatin1String("conservative") ? sim::SchedulingPolicy::Conservative
         : name == QLatin1String("slurm")        ? sim::SchedulingPolicy::Slurm
                                                 : sim::SchedulingPolicy::Easy;
}

// Runs the simulator to its end, saying how far in simulated time it got every few thousand events.
bool runWithProgress(sim::Simulator &simulator, sim::SimTime first, sim::SimTime last,
                     const SimulationProgress &progress)
{
  constexpr int kPermille = 1000, kEventsPerReport = 4096;
  const double span = double(std::max<sim::SimTime>(1, last - first));
  for (int events = 0; simulator.step(); ++events)
    if (progress && events % kEventsPerReport == 0 &&
        !progress(std::clamp(int(double(simulator.now() - first) / span * kPermille), 0, kPermille), kPermille))
      return false;
  return true;
}

} // namespace

QJsonObject TraceSimulation::json(double peakRssMb) const
{
  return {{QStringLiteral("jobs"), jobs},
          {QStringLiteral("rejected"), rejected},
          {QStringLiteral("nodes"), nodes},
          {QStringLiteral("cores_per_node"), coresPerNode},
          {QStringLiteral("inferred_from_trace"), QJsonArray::fromStringList(inferredFromTrace)},
          {QStringLiteral("gpus_per_node"), gpusPerNode < 0 ? QJsonValue() : QJsonValue(gpusPerNode)},
          {QStringLiteral("policy"), policy},
          {QStringLiteral("load_scale"), loadScale},
          {QStringLiteral("mean_wait_s"), meanWaitS},
          {QStringLiteral("median_wait_s"), medianWaitS},
          {QStringLiteral("p90_wait_s"), p90WaitS},
          {QStringLiteral("utilisation"), utilisation},
          {QStringLiteral("simulated_span_s"), simulatedSpanS},
          {QStringLiteral("wall_s"), wallS},
          {QStringLiteral("peak_rss_mb"), peakRssMb},
          {QStringLiteral("jobs_per_s"), wallS > 0 ? double(jobs) / wallS : 0.0}};
}

Result<sim::SlurmConfig> readClusterConfig(const QString &path)
{
  QFile f(path);
  if (!f.open(QIODevice::ReadOnly))
    return failure(CoreTr::tr("cannot read %1").arg(path));
  sim::SlurmConfig cluster;
  std::string why;
  if (!sim::parseSlurmConf(f.readAll().toStdString(), cluster, &why))
    return failure(path + QStringLiteral(": ") + QString::fromStdString(why));
  return cluster;
}

Result<void> resizeClusterPartition(sim::SlurmConfig &cluster, const QString &name, int count)
{
  for (std::size_t p = 0; p < cluster.partitions.size(); ++p) {
    if (cluster.partitions[p].name != name.toStdString())
      continue;
    std::string why;
    if (!sim::resizePartition(cluster.nodes, cluster.partitions, int(p), count, &why))
      return failure(QString::fromStdString(why));
    return {};
  }
  return failure(CoreTr::tr("no partition '%1'").arg(name));
}

Result<TraceSimulation> simulateTrace(const TraceSimulationOptions &options, const SimulationProgress &progress)
{
  auto read = readTrace(options);
  if (!read)
    return failure(read.error());
  ReadTrace trace = std::move(read).value();
  TraceSimulation out;
  // The machine the trace's header declares, where the user gave no shape: an SWF of a CPU
  // cluster (RICC: MaxNodes 1024, MaxProcs 8192) is simulated by core on its own node count.
  const bool shapeGiven = options.cluster || options.mirageCompat;
  int cores = options.coresPerNode.value_or(0);
  if (!shapeGiven && !options.coresPerNode && !options.gpusPerNode && trace.mostGpusPerNode == 0 &&
      trace.declared.coresPerNode > 1 && trace.declared.coresPerNode <= kMostCoresPerNode) {
    cores = int(trace.declared.coresPerNode);
    out.inferredFromTrace << QStringLiteral("cores_per_node");
  }
  if (cores > 0)
    for (std::size_t i = 0; i < trace.jobs.size(); ++i)
      trace.jobs[i].nodes = trace.cpusOf[i] > 0 ? trace.cpusOf[i] : trace.jobs[i].nodes * cores;
  std::vector<int>().swap(trace.cpusOf);
  int declaredNodes = 0;
  if (!shapeGiven && !options.nodes && trace.declared.nodes >= trace.largest &&
      trace.declared.nodes <= kMostSimulatedNodes) {
    declaredNodes = int(trace.declared.nodes);
    out.inferredFromTrace << QStringLiteral("nodes");
  }

  sim::SlurmConfig cluster;
  if (options.cluster) {
    cluster = *options.cluster;
  } else {
    int n = options.nodes          ? *options.nodes
            : options.mirageCompat ? 88 // the authors' simulator's default
            : declaredNodes > 0    ? declaredNodes
                                   : trace.largest;
    // The trace's own shape unless told (Eagle's GPU jobs would not fit 0).
    out.gpusPerNode = options.gpusPerNode.value_or(trace.mostGpusPerNode);
    out.gpusFromTrace = !options.gpusPerNode;
    if (cores > 0) // every core is one unit of allocation
      n *= cores;
    cluster = onePartition(n, out.gpusPerNode);
  }
  QString policyName = options.policy;
  if (policyName.isEmpty())
    policyName = !options.cluster                                ? QStringLiteral("easy")
                 : cluster.policy == sim::SchedulingPolicy::Fcfs ? QStringLiteral("fcfs")
                                                                 : QStringLiteral("slurm");
  sim::SimConfig simConfig = cluster.simConfig();
  simConfig.policy = policyNamed(policyName);
  sim::Simulator simulator(cluster.nodes, cluster.partitions, simConfig);
  sim::MirageCompatSimulator compatSimulator(int(cluster.nodes.size()));
  const bool useCompat = options.mirageCompat;

  QElapsedTimer wall;
  wall.start();
  // Partitions by name (a job of a partition the cluster does not have goes to the default one).
  std::vector<int> partitionIndex(std::size_t(trace.partitionNames.size()), cluster.defaultPartition);
  for (qsizetype k = 0; k < trace.partitionNames.size(); ++k)
    for (std::size_t p = 0; p < cluster.partitions.size(); ++p)
      if (cluster.partitions[p].name == trace.partitionNames[k].toStdString())
        partitionIndex[std::size_t(k)] = int(p);
  for (std::size_t i = 0; i < trace.jobs.size(); ++i)
    trace.jobs[i].partition = partitionIndex[std::size_t(trace.partitionOf[i])];
  sim::scaleLoad(trace.jobs, options.loadScale);
  sim::capLimits(trace.jobs, options.limitCapS);
  const std::size_t jobCount = trace.jobs.size();
  std::vector<int> index(jobCount, -1);
  sim::SimTime firstSubmit = std::numeric_limits<sim::SimTime>::max(), lastSubmit = 0;
  for (std::size_t i = 0; i < jobCount; ++i) {
    index[i] = useCompat ? compatSimulator.submit(trace.jobs[i]) : simulator.submit(trace.jobs[i]);
    out.rejected += index[i] < 0;
    firstSubmit = std::min(firstSubmit, trace.jobs[i].submit);
    lastSubmit = std::max(lastSubmit, trace.jobs[i].submit);
  }
  std::vector<sim::SimJob>().swap(trace.jobs); // the simulator has its own copy
  std::vector<int>().swap(trace.partitionOf);
  if (useCompat)
    compatSimulator.runToEnd();
  else if (!runWithProgress(simulator, firstSubmit, lastSubmit, progress))
    return failure(CoreTr::tr("cancelled"));
  out.wallS = wall.nsecsElapsed() / 1e9;
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
    if (options.keepJobs)
      out.jobRows.push_back({trace.jobIds[qsizetype(i)],
                             QString::fromStdString(cluster.partitions[std::size_t(s.partition)].name), s.nodes,
                             s.submit, s.start, s.end, s.backfilled});
  }
  out.simulatedSpanS = double(std::max<sim::SimTime>(1, last - first));
  double mean = 0;
  for (double w : waits)
    mean += w;
  out.meanWaitS = mean / double(std::max<std::size_t>(1, waits.size()));
  out.medianWaitS = sim::percentile(waits, 0.5);
  out.p90WaitS = sim::percentile(waits, 0.9);
  out.utilisation = double(nodeSeconds) / (out.simulatedSpanS * double(cluster.nodes.size()));
  out.jobs = int(waits.size());
  out.nodes = int(qint64(cluster.nodes.size()) / std::max(1, cores));
  out.coresPerNode = cores;
  out.policy = useCompat ? QStringLiteral("mirage-compat") : policyName;
  out.loadScale = options.loadScale;
  return out;
}

} // namespace mirage::services
