#pragma once
// A job for the simulator tests, in one line.
#include "sim/simulator.h"

namespace sim_test {

inline mirage::sim::SimJob job(std::int64_t id, mirage::sim::SimTime submit, int nodes, std::int64_t runtime,
                               std::int64_t limit, int gpus = 0, int partition = 0)
{
  mirage::sim::SimJob j;
  j.id = id;
  j.submit = submit;
  j.nodes = nodes;
  j.runtime = runtime;
  j.limit = limit;
  j.gpusPerNode = gpus;
  j.partition = partition;
  return j;
}

} // namespace sim_test
