#pragma once
// A simulation that starts from a live snapshot: the cluster's usable nodes and partitions, the
// running jobs on their nodes with their elapsed time, the pending queue in Slurm's priority order.

#include "core/cluster_snapshot.h"
#include "core/result.h"
#include "sim/simulator.h"

#include <QHash>
#include <QStringList>

namespace mirage {

struct SnapshotSimulation {
  sim::Simulator simulator;
  QHash<qint64, int> jobIndex; // Slurm job id -> index in the simulator
  QStringList leftOut;         // jobs that are not simulated, each with why
};

// Whether jobs can start on a node (not down, drained, draining, failing, in maintenance or unknown).
bool nodeIsUsable(const Node &node);

// Nodes come from snapshot.nodes (down, drained and failing nodes are left out: nothing starts
// there), or, for a snapshot with partitions only, are made up per partition. Running jobs keep
// their nodes (nodeList) and run until their limit unless config.runtimeModel draws otherwise;
// pending jobs keep the priorities Slurm gave them (PriorityType::Given, unless config asks for
// another order) and their limits as runtimes. Jobs waiting on a dependency are left out. The
// simulator's clock is the snapshot's time. An error when the snapshot has no usable node.
Result<SnapshotSimulation> simulationFromSnapshot(const ClusterSnapshot &snapshot, sim::SimConfig config);

// The other way: a simulated job as a snapshot's queue shows it (id, partition, submission, limit,
// nodes), running since its start or pending.
Job queuedJob(const sim::SimJob &job, JobState state, const QString &partition);

} // namespace mirage
