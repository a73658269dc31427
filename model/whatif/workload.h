#pragma once
// The base of a what-if: a cluster (nodes, partitions) and the jobs submitted to it in a window,
// as the simulator takes them — loaded once and shared by every scenario on that base.
#include "core/cluster_snapshot.h"
#include "core/result.h"
#include "core/trace_job.h"
#include "sim/sim_config.h"
#include "whatif/scenario.h"

#include <QStringList>

#include <vector>

namespace mirage::whatif {

struct Workload {
  std::vector<sim::SimNode> nodes;
  std::vector<sim::SimPartition> partitions;
  std::vector<sim::SimJob> jobs;    // by submit time; SimJob::partition indexes `partitions`
  EpochSeconds from = 0, until = 0; // the window's first and last submission
  QString source;                   // the trace file, "cluster NAME" or "demo"
  int skipped = 0;                  // jobs without submit, limit or nodes
};

// A trace file's base: one partition "batch" of base.nodes nodes. Only jobs submitted in
// [base.from, base.until) are kept. Errors name the file.
Result<Workload> loadTraceWorkload(const ScenarioBase &base);
// A base whose shape and history are known (a stored cluster, the demo; services/workload_loader.h
// finds them): the partitions of `shape`, the jobs of `history` in the scenario's window. Errors
// name `source` ("cluster ls6", "demo").
Result<Workload> workloadFromHistory(const ClusterSnapshot &shape, const std::vector<TraceJob> &history,
                                     const ScenarioBase &base, const QString &source);

// The scenario's cluster and jobs: nodes and GPUs changed, load scaled, limits capped. An error
// names a partition the base does not have.
Result<Workload> applyChanges(const Workload &base, const Scenario &scenario);

} // namespace mirage::whatif
