#include "forecast/snapshot_simulation.h"

#include "core/core_tr.h"
#include "slurm/hostlist.h"

namespace mirage {
bool nodeIsUsable(const Node &n)
{
  static const QStringList unusable{QStringLiteral("down"),  QStringLiteral("drained"), QStringLiteral("draining"),
                                    QStringLiteral("fail"),  QStringLiteral("failing"), QStringLiteral("drain"),
                                    QStringLiteral("maint"), QStringLiteral("unknown")};
  return !unusable.contains(n.state);
}

Result<SnapshotSimulation> simulationFromSnapshot(const ClusterSnapshot &snapshot, sim::SimConfig config)
{
  std::vector<sim::SimNode> nodes;
  std::vector<sim::SimPartition> partitions;
  QHash<QString, int> partitionIndex, nodeIndex;
  for (const Partition &p : snapshot.partitions) {
    partitionIndex.insert(p.name, int(partitions.size()));
    partitions.push_back({p.name.toStdString(), {}});
  }
  if (!snapshot.nodes.isEmpty()) {
    for (const Node &n : snapshot.nodes) {
      if (!nodeIsUsable(n))
        continue;
      const int index = int(nodes.size());
      nodeIndex.insert(n.name, index);
      nodes.push_back({n.name.toStdString(), n.gpus});
      for (const QString &p : n.partitions)
        if (const auto it = partitionIndex.constFind(p); it != partitionIndex.cend())
          partitions[std::size_t(*it)].nodes.push_back(index);
    }
  } else {
    for (const Partition &p : snapshot.partitions)
      for (int i = 0; i < p.nodes - p.nodesDown; ++i) {
        partitions[std::size_t(partitionIndex.value(p.name))].nodes.push_back(int(nodes.size()));
        nodes.push_back({QStringLiteral("%1-%2").arg(p.name).arg(i + 1).toStdString(), p.gpusPerNode});
      }
  }
  if (nodes.empty())
    return Result<SnapshotSimulation>::failure(
        CoreTr::tr("%1 has no node that can run jobs (all down, drained or unknown)").arg(snapshot.cluster));
  if (config.priority.type == sim::PriorityType::Fcfs)
    config.priority.type = sim::PriorityType::Given;
  SnapshotSimulation out{sim::Simulator(nodes, partitions, config), {}, {}};
  out.simulator.setStartTime(snapshot.time);
  QHash<QString, int> users, qos;
  const auto toSim = [&](const Job &j, int partition) {
    sim::SimJob s;
    s.id = j.id;
    s.submit = j.submitTime;
    s.partition = partition;
    s.nodes = std::max(1, j.nodes);
    s.gpusPerNode = j.gpusPerNode;
    s.limit = j.timeLimitSeconds > 0 ? j.timeLimitSeconds : 365 * 86400;
    s.runtime = s.limit;
    s.user = users.emplace(j.user, int(users.size())).value();
    s.qos = qos.emplace(j.qos, int(qos.size())).value();
    s.priority = double(j.priority);
    return s;
  };
  // The partition of a job, or -1 (and the job is listed as left out).
  const auto partitionOf = [&](const Job &j) {
    const auto p = partitionIndex.constFind(j.partition);
    if (p != partitionIndex.cend())
      return *p;
    out.leftOut << CoreTr::tr("job %1: unknown partition '%2'").arg(j.id).arg(j.partition);
    return -1;
  };
  // Running jobs first (they hold their nodes), then the queue.
  for (const Job &j : snapshot.jobs) {
    if (j.state != JobState::Running)
      continue;
    const int p = partitionOf(j);
    if (p < 0)
      continue;
    std::vector<int> onNodes;
    if (const auto names = expandHostlist(j.nodeList); names.ok())
      for (const QString &n : names.value())
        if (const auto it = nodeIndex.constFind(n); it != nodeIndex.cend())
          onNodes.push_back(*it);
    const int index = int(out.simulator.jobs().size());
    if (!out.simulator.addRunning(toSim(j, p), j.startTime, onNodes)) {
      out.leftOut << CoreTr::tr("job %1: its nodes are not usable").arg(j.id);
      continue;
    }
    out.jobIndex.insert(j.id, index);
  }
  for (const Job &j : snapshot.jobs) {
    if (j.state != JobState::Pending)
      continue;
    const int p = partitionOf(j);
    if (p < 0)
      continue;
    if (!j.dependency.isEmpty() && !j.dependency.contains(QLatin1String("(null)"))) {
      out.leftOut << CoreTr::tr("job %1: waits on a dependency (%2)").arg(j.id).arg(j.dependency);
      continue;
    }
    const int index = out.simulator.submit(toSim(j, p)); // submitted "now": it is in the queue

    if (index < 0) {
      out.leftOut << CoreTr::tr("job %1: asks for more than partition %2 has").arg(j.id).arg(j.partition);
      continue;
    }
    out.jobIndex.insert(j.id, index);
  }
  return out;
}

Job queuedJob(const sim::SimJob &job, JobState state, const QString &partition)
{
  Job j;
  j.id = job.id;
  j.partition = partition;
  j.state = state;
  j.submitTime = job.submit;
  j.startTime = state == JobState::Running ? job.start : 0;
  j.timeLimitSeconds = job.limit;
  j.nodes = job.nodes;
  return j;
}

} // namespace mirage
