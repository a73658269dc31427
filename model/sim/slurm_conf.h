#pragma once
// Reads the parts of a real slurm.conf that the simulator models: nodes (NodeName= with hostlist
// ranges, Gres=gpu[:type]:N), partitions (PartitionName= Nodes= Default= MaxTime=) and the
// scheduler (SchedulerType=sched/backfill or sched/builtin). Plain C++, no Qt.

#include "sim/simulator.h"

#include <string>
#include <vector>

namespace mirage::sim {

struct SlurmConfig {
  std::vector<SimNode> nodes;
  std::vector<SimPartition> partitions;
  int defaultPartition = 0;
  std::vector<std::int64_t> partitionMaxTime; // seconds, 0: unlimited
  SchedulingPolicy policy = SchedulingPolicy::Easy;
};

// Parses the text of a slurm.conf. On error returns false and sets *error with the line number.
bool parseSlurmConf(const std::string &text, SlurmConfig &out, std::string *error);
// "node[1-3,7],gpu01" -> names (a small hostlist expander for plain C++ code).
bool expandNodeNames(const std::string &list, std::vector<std::string> &out);

} // namespace mirage::sim
