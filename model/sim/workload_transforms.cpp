#include "sim/workload_transforms.h"

#include <algorithm>
#include <cmath>

namespace mirage::sim {

void scaleLoad(std::vector<SimJob> &jobs, double factor)
{
  if (jobs.empty() || factor <= 0 || factor == 1)
    return;
  SimTime origin = jobs.front().submit;
  for (const SimJob &j : jobs)
    origin = std::min(origin, j.submit);
  for (SimJob &j : jobs)
    j.submit = origin + SimTime(std::llround(double(j.submit - origin) / factor));
}

void capLimits(std::vector<SimJob> &jobs, std::int64_t cap)
{
  if (cap <= 0)
    return;
  for (SimJob &j : jobs) {
    j.limit = std::min(j.limit, cap);
    j.runtime = std::min(j.runtime, cap);
  }
}

bool resizePartition(std::vector<SimNode> &nodes, std::vector<SimPartition> &partitions, int partition, int count,
                     std::string *error)
{
  if (partition < 0 || static_cast<std::size_t>(partition) >= partitions.size()) {
    *error = "no partition " + std::to_string(partition);
    return false;
  }
  SimPartition &p = partitions[static_cast<std::size_t>(partition)];
  if (count < 1) {
    *error = "partition " + p.name + ": a node count must be at least 1";
    return false;
  }
  if (p.nodes.empty()) {
    *error = "partition " + p.name + " has no node to copy";
    return false;
  }
  if (static_cast<std::size_t>(count) <= p.nodes.size()) {
    p.nodes.resize(static_cast<std::size_t>(count));
    return true;
  }
  const SimNode model = nodes[static_cast<std::size_t>(p.nodes.front())];
  for (int extra = 1; static_cast<std::size_t>(count) > p.nodes.size(); ++extra) {
    p.nodes.push_back(static_cast<int>(nodes.size()));
    nodes.push_back({p.name + "-extra" + std::to_string(extra), model.gpus});
  }
  return true;
}

} // namespace mirage::sim
