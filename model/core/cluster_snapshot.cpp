#include "core/cluster_snapshot.h"

#include <algorithm>

namespace mirage {

int ClusterSnapshot::count(JobState state) const
{
  return static_cast<int>(
      std::count_if(jobs.cbegin(), jobs.cend(), [state](const Job &j) { return j.state == state; }));
}

int ClusterSnapshot::totalNodes() const
{
  if (!nodes.isEmpty()) // partitions may share nodes: count each node once
    return int(nodes.size());
  int n = 0;
  for (const auto &p : partitions)
    n += p.nodes;
  return n;
}

int ClusterSnapshot::totalGpus() const
{
  if (!nodes.isEmpty()) {
    int g = 0;
    for (const Node &node : nodes)
      g += node.gpus;
    return g;
  }
  int n = 0;
  for (const auto &p : partitions)
    n += p.gpus();
  return n;
}

int ClusterSnapshot::gpusInUse() const
{
  int n = 0;
  for (const auto &j : jobs)
    if (j.state == JobState::Running)
      n += j.nodes * j.gpusPerNode;
  return n;
}

const Partition *ClusterSnapshot::partition(const QString &name) const
{
  const auto it =
      std::find_if(partitions.cbegin(), partitions.cend(), [&](const Partition &p) { return p.name == name; });
  return it == partitions.cend() ? nullptr : &*it;
}

const Job *ClusterSnapshot::findJob(const QString &id) const
{
  const QString wanted = id.trimmed();
  bool isNumber = false;
  const qint64 number = wanted.toLongLong(&isNumber);
  const Job *found = nullptr;
  for (const Job &j : jobs)
    if ((isNumber && j.id == number) || (!j.arrayId.isEmpty() && j.arrayId == wanted))
      found = &j;
  return found;
}

} // namespace mirage
