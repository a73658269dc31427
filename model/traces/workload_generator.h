#pragma once

#include "core/trace_job.h"

#include <QList>
#include <QString>

#include <cstdint>
#include <vector>

namespace mirage {

// A synthetic GPU-cluster workload: arrivals with daily and weekly cycles, job sizes in nodes,
// time limits from 1 to 48 h with realistic runtime/limit ratios (many jobs end early, a share
// runs into the limit), and chained services whose users resubmit at each limit. Seeded and
// deterministic. Its parameters can be fitted to an imported trace (fitWorkloadModel).
struct WorkloadModel {
  struct PartitionShare {
    QString name;
    int nodes = 0;
    int gpusPerNode = 0;
    QString gpuType;
    qint64 maxTimeS = 0;
    double share = 1.0;     // of the arrivals
    int queueCap = 1 << 30; // the demo's users hold work back while this many jobs wait here
  };
  QList<PartitionShare> partitions;
  double jobsPerHour = 8.0;    // mean arrival rate
  double dailyAmplitude = 0.5; // 0: flat; the peak is mid-afternoon, the trough at night
  double weekendFactor = 0.6;  // arrivals on Saturday and Sunday relative to weekdays
  std::vector<std::pair<int, double>> nodeCounts{{1, 0.72}, {2, 0.12}, {4, 0.09}, {8, 0.05}, {16, 0.02}};
  std::vector<std::pair<qint64, double>> limitsS{
      {3600, 0.15}, {4 * 3600, 0.25}, {12 * 3600, 0.2}, {24 * 3600, 0.2}, {48 * 3600, 0.2}};
  double runsToLimit = 0.25; // share of jobs that run into their limit
  int users = 40;
  int chainedServices = 3; // long services kept alive by resubmitting 48-h jobs
  std::uint64_t seed = 2306;
};

// The demo's three partitions, after TACC Lonestar6 (gpu-a100 72 x 3 A100) plus a small H100
// partition and a debug partition.
WorkloadModel demoWorkloadModel();

// Jobs submitted in [from, to) (UTC epoch seconds), sorted by submit time, with their true runtime
// (TraceJob::runtime, capped at the limit); start and end are left unset (-1) for a simulator.
std::vector<TraceJob> generateWorkload(const WorkloadModel &model, EpochSeconds from, EpochSeconds to);

// Estimates arrival rate and cycles, node counts, limits and the run-to-limit share from a trace
// (jobs with submit, start, end, limit and nodes). Partitions are kept from `base`.
WorkloadModel fitWorkloadModel(const std::vector<TraceJob> &jobs, WorkloadModel base);

} // namespace mirage
