#pragma once
// Reads the parts of a real slurm.conf that the simulator models: nodes (NodeName= with hostlist
// ranges, Gres=gpu[:type]:N), partitions (PartitionName= Nodes= Default= MaxTime=
// PriorityJobFactor=), the scheduler (SchedulerType=sched/backfill or sched/builtin,
// SchedulerParameters=bf_interval,bf_resolution,bf_window,bf_max_job_test) and priorities
// (PriorityType, PriorityWeight{Age,JobSize,Fairshare,Partition,QOS}, PriorityMaxAge,
// PriorityDecayHalfLife, PriorityCalcPeriod, PriorityFavorSmall). Plain C++, no Qt.

#include "sim/simulator.h"

#include <string>
#include <vector>

namespace mirage::sim {

struct SlurmConfig {
  std::vector<SimNode> nodes;
  std::vector<SimPartition> partitions;
  int defaultPartition = 0;
  std::vector<std::int64_t> partitionMaxTime; // seconds, 0: unlimited
  SchedulingPolicy policy = SchedulingPolicy::Slurm;
  BackfillParameters backfill;
  PriorityParameters priority;

  // A simulator configuration with this file's scheduler and priorities.
  SimConfig simConfig() const
  {
    SimConfig c;
    c.policy = policy;
    c.backfill = backfill;
    c.priority = priority;
    return c;
  }
};

// Parses the text of a slurm.conf. On error returns false and sets *error with the line number.
bool parseSlurmConf(const std::string &text, SlurmConfig &out, std::string *error);
// "node[1-3,7],gpu01" -> names (a small hostlist expander for plain C++ code).
bool expandNodeNames(const std::string &list, std::vector<std::string> &out);

} // namespace mirage::sim
