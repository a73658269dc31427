#pragma once
// The base of a what-if: a cluster (nodes, partitions) and the jobs submitted to it in a window,
// as the simulator takes them — loaded once and shared by every scenario on that base.
#include "core/result.h"
#include "sim/sim_config.h"
#include "whatif/scenario.h"

#include <QStringList>

#include <vector>

namespace mirage {
class Database;
}

namespace mirage::whatif {

struct Workload {
  std::vector<sim::SimNode> nodes;
  std::vector<sim::SimPartition> partitions;
  std::vector<sim::SimJob> jobs;    // by submit time; SimJob::partition indexes `partitions`
  EpochSeconds from = 0, until = 0; // the window's first and last submission
  QString source;                   // the trace file, "cluster NAME" or "demo"
  int skipped = 0;                  // jobs without submit, limit or nodes
};

// Reads the base: a trace file (one partition of base.nodes nodes), a cluster of the store (its
// newest snapshot's partitions, its stored history; `db` must be open) or the demo cluster as of
// `now`. Only jobs submitted in [base.from, base.until) are kept. Errors name the file or cluster.
Result<Workload> loadWorkload(const ScenarioBase &base, Database *db, EpochSeconds now);

// The scenario's cluster and jobs: nodes and GPUs changed, load scaled, limits capped. An error
// names a partition the base does not have.
Result<Workload> applyChanges(const Workload &base, const Scenario &scenario);

} // namespace mirage::whatif
