#pragma once
// What-if transforms of a workload or a cluster before it is simulated. Plain C++, no Qt.

#include "sim/sim_config.h"

#include <string>
#include <vector>

namespace mirage::sim {

// Arrival rate times `factor`: submits move towards the first one (2 packs the same jobs into half
// the time). factor must be > 0.
void scaleLoad(std::vector<SimJob> &jobs, double factor);
// Caps every time limit (and so every runtime) at `cap` seconds (> 0).
void capLimits(std::vector<SimJob> &jobs, std::int64_t cap);
// Gives partition `partition` `count` nodes: it keeps its first `count` nodes, or gains new ones
// like its first node (named "<partition>-extra<N>") that belong to it alone. False with *error
// when the partition has no node to copy or count < 1.
bool resizePartition(std::vector<SimNode> &nodes, std::vector<SimPartition> &partitions, int partition, int count,
                     std::string *error);

} // namespace mirage::sim
