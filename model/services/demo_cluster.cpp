#include "services/demo_cluster.h"

#include "core/core_tr.h"
#include "forecast/snapshot_simulation.h"
#include "sim/simulator.h"
#include "store/history_store.h"
#include "traces/workload_generator.h"

#include <QHash>

namespace mirage {
namespace {

struct Layout {
  std::vector<sim::SimNode> nodes;
  std::vector<sim::SimPartition> partitions;
};

Layout layoutOf(const WorkloadModel &m)
{
  Layout l;
  for (const auto &p : m.partitions) {
    sim::SimPartition sp{p.name.toStdString(), {}};
    for (int i = 0; i < p.nodes; ++i) {
      sp.nodes.push_back(int(l.nodes.size()));
      l.nodes.push_back(
          {QStringLiteral("%1-%2").arg(p.gpuType).arg(l.nodes.size() + 1, 3, 10, QLatin1Char('0')).toStdString(),
           p.gpusPerNode});
    }
    l.partitions.push_back(sp);
  }
  return l;
}

SnapshotPoint pointOf(const sim::Simulator &s, const std::vector<TraceJob> &jobs, EpochSeconds t)
{
  SnapshotPoint p;
  p.time = t;
  for (const auto &n : s.nodes())
    p.gpusTotal += n.gpus;
  for (int i : s.running()) {
    ++p.running;
    p.gpusInUse += jobs[std::size_t(i)].gpus;
  }
  for (int i : s.pending()) {
    ++p.pending;
    p.pendingGpuHours += double(jobs[std::size_t(i)].gpus) * double(jobs[std::size_t(i)].timeLimit) / 3600.0;
  }
  return p;
}

} // namespace

DemoCluster buildDemoCluster(EpochSeconds now, int historyDays)
{
  const WorkloadModel model = demoWorkloadModel();
  // Whole hours keep the workload the same shape whenever it is opened within the hour.
  const EpochSeconds from = (now - EpochSeconds(historyDays) * 86400) / 3600 * 3600;
  std::vector<TraceJob> jobs = generateWorkload(model, from, now);
  const Layout layout = layoutOf(model);
  sim::Simulator s(layout.nodes, layout.partitions, {sim::SchedulingPolicy::Easy});
  QHash<QString, int> partitionIndex;
  for (int i = 0; i < model.partitions.size(); ++i)
    partitionIndex.insert(model.partitions[i].name, i);
  std::vector<TraceJob> submitted; // index = simulator job index
  std::vector<int> pendingIn(std::size_t(model.partitions.size()), 0);
  DemoCluster demo;
  const EpochSeconds weekAgo = std::max(from, now - 7 * 86400) / 3600 * 3600 + 3600;
  EpochSeconds nextPoint = weekAgo;
  for (const TraceJob &j : jobs) {
    // Hourly points for the last week, taken as the simulation passes them.
    while (nextPoint <= j.submit && nextPoint <= now) {
      s.runUntil(nextPoint);
      demo.hourly.append(pointOf(s, submitted, nextPoint));
      nextPoint += 3600;
    }
    s.runUntil(j.submit);
    // Users adapt: while their partition's queue is long, they hold new work back. This keeps the
    // demo busy with a queue of tens of jobs instead of an ever-growing one.
    const int p = partitionIndex.value(j.partition);
    std::fill(pendingIn.begin(), pendingIn.end(), 0);
    for (int i : s.pending())
      ++pendingIn[std::size_t(s.job(i).partition)];
    if (pendingIn[std::size_t(p)] >= model.partitions[p].queueCap)
      continue;
    sim::SimJob sj;
    sj.id = j.jobId.toLongLong();
    sj.submit = j.submit;
    sj.partition = p;
    sj.nodes = j.nodes;
    sj.gpusPerNode = model.partitions[p].gpusPerNode;
    sj.limit = j.timeLimit;
    sj.runtime = j.runtime;
    if (s.submit(sj) >= 0)
      submitted.push_back(j);
  }
  while (nextPoint <= now) {
    s.runUntil(nextPoint);
    demo.hourly.append(pointOf(s, submitted, nextPoint));
    nextPoint += 3600;
  }
  s.runUntil(now);

  ClusterSnapshot &c = demo.current;
  c.cluster = QStringLiteral("demo");
  c.source = QStringLiteral("demo");
  c.time = now;
  c.timeZone = QStringLiteral("America/Chicago");
  c.slurmVersion = QString();
  for (int n = 0; n < int(s.nodes().size()); ++n) {
    Node node;
    node.name = QString::fromStdString(s.nodes()[std::size_t(n)].name);
    node.gpus = s.nodes()[std::size_t(n)].gpus;
    node.cpus = node.gpus * 32;
    const bool busy = s.jobOnNode(n) >= 0;
    node.state = busy ? QStringLiteral("allocated") : QStringLiteral("idle");
    node.gpusAllocated = busy ? node.gpus : 0;
    node.cpusAllocated = busy ? node.cpus : 0;
    for (std::size_t p = 0; p < layout.partitions.size(); ++p)
      if (std::find(layout.partitions[p].nodes.begin(), layout.partitions[p].nodes.end(), n) !=
          layout.partitions[p].nodes.end())
        node.partitions << model.partitions[int(p)].name;
    c.nodes.append(node);
  }
  for (int i = 0; i < model.partitions.size(); ++i) {
    const auto &mp = model.partitions[i];
    Partition p;
    p.name = mp.name;
    p.isDefault = i == 0;
    p.nodes = mp.nodes;
    p.gpusPerNode = mp.gpusPerNode;
    p.cpusPerNode = mp.gpusPerNode * 32;
    p.gpuType = mp.gpuType;
    p.maxTimeSeconds = mp.maxTimeS;
    c.partitions.append(p);
  }
  // Node states per partition.
  for (Partition &p : c.partitions)
    for (const Node &n : std::as_const(c.nodes))
      if (n.partitions.contains(p.name))
        (n.state == QLatin1String("idle") ? p.nodesIdle : p.nodesAllocated) += 1;
  const auto toJob = [&](int index, JobState state) {
    const sim::SimJob &sj = s.job(index);
    const TraceJob &tj = submitted[std::size_t(index)];
    Job j = queuedJob(sj, state, tj.partition);
    j.name = tj.name;
    j.user = tj.user;
    j.account = tj.account;
    j.gpusPerNode = sj.gpusPerNode;
    j.gpuType = model.partitions[sj.partition].gpuType;
    j.priority = 100000 - (now - sj.submit) / 60; // older first, as FCFS
    return j;
  };
  for (int i : s.running())
    c.jobs.append(toJob(i, JobState::Running));
  QSet<QString> blockedPartitions;
  for (int i : s.pending()) {
    Job j = toJob(i, JobState::Pending);
    j.reason = blockedPartitions.contains(j.partition) ? QStringLiteral("Priority") : QStringLiteral("Resources");
    blockedPartitions.insert(j.partition);
    c.jobs.append(j);
  }
  for (std::size_t i = 0; i < submitted.size(); ++i) {
    const sim::SimJob &sj = s.job(int(i));
    if (sj.end >= 0 && sj.end <= now) {
      TraceJob done = submitted[i];
      done.start = sj.start;
      done.end = sj.end;
      demo.history.push_back(done);
    }
  }
  return demo;
}

Result<ClusterSnapshot> loadDemoCluster(EpochSeconds now)
{
  return buildDemoCluster(now).current;
}

Result<void> storeDemoCluster(Database &db, const DemoCluster &demo)
{
  return storeGeneratedHistory(db, demo.current, demo.history, demo.hourly);
}

} // namespace mirage
