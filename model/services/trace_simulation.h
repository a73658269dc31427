#pragma once
// Replay a trace through the scheduler simulator on a cluster the user describes (a slurm.conf,
// a node count, the trace's own header) and summarise the waits: what `mirage-cli simulate` and
// mirage-bench call.
#include "core/result.h"
#include "sim/simulator.h"
#include "sim/slurm_conf.h"
#include "traces/trace_reader.h"

#include <QJsonObject>
#include <QStringList>

#include <functional>
#include <limits>
#include <optional>
#include <vector>

namespace mirage::services {

// Sizes past any real machine (the largest have some 10,000 nodes of ~100 cores) are typos, and a
// simulation of them would exhaust memory.
constexpr int kMostSimulatedNodes = 1000000;
constexpr int kMostCoresPerNode = 4096;

struct TraceSimulationOptions {
  QString trace; // any format the trace readers know
  TraceOptions traceOptions;
  std::optional<sim::SlurmConfig> cluster; // a slurm.conf's cluster; none: one partition built here
  std::optional<int> nodes;                // of the one partition (default: the header's, else the largest job)
  std::optional<int> gpusPerNode;          // default: the most a job of the trace asks for per node
  std::optional<int> coresPerNode;         // allocate cores, not nodes (default: the SWF header's, if any)
  QString policy;                          // fcfs, easy, conservative, slurm; empty: the cluster's or easy
  bool mirageCompat = false;               // the authors' simulator (one-minute steps; 88 nodes by default)
  EpochSeconds from = std::numeric_limits<EpochSeconds>::min(), until = std::numeric_limits<EpochSeconds>::max();
  double loadScale = 1;
  qint64 limitCapS = 0;  // 0: none
  bool keepJobs = false; // fill TraceSimulation::jobs (for a CSV)
};

struct SimulatedJob {
  QString jobId, partition;
  int nodes = 0;
  EpochSeconds submit = 0, start = 0, end = 0;
  bool backfilled = false;
};

struct TraceSimulation {
  int jobs = 0, rejected = 0;
  int nodes = 0, coresPerNode = 0; // nodes of the cluster; 0 cores: whole nodes
  int gpusPerNode = -1;            // of the one partition built here; -1: the slurm.conf's
  bool gpusFromTrace = false;      // gpusPerNode is the most a job asks for, not the user's
  QStringList inferredFromTrace;   // "cores_per_node", "nodes": taken from the trace's header
  QString policy;                  // as run: fcfs, easy, conservative, slurm or mirage-compat
  double loadScale = 1;
  double meanWaitS = 0, medianWaitS = 0, p90WaitS = 0, utilisation = 0, simulatedSpanS = 0;
  double wallS = 0;                  // the simulation alone, not the reading
  std::vector<SimulatedJob> jobRows; // with keepJobs, in the trace's order
  QJsonObject json(double peakRssMb) const;
};

// Reads a slurm.conf; errors name the file and line.
Result<sim::SlurmConfig> readClusterConfig(const QString &path);
// Gives partition `name` of `cluster` `count` nodes (a what-if); errors name the partition.
Result<void> resizeClusterPartition(sim::SlurmConfig &cluster, const QString &name, int count);

// Progress is the simulated time reached over the trace's span, in thousandths; false cancels.
using SimulationProgress = std::function<bool(int done, int total)>;
// An error names the trace, or says that no job fell in the window.
Result<TraceSimulation> simulateTrace(const TraceSimulationOptions &options, const SimulationProgress &progress = {});

} // namespace mirage::services
