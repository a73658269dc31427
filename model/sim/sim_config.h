#pragma once
// What the simulator simulates: nodes, partitions, jobs, and how it schedules them (policy,
// priorities, Slurm's backfill parameters, a runtime hook). Plain C++, no Qt.

#include "sim/event_queue.h"

#include <cstdint>
#include <memory>
#include <random>
#include <string>
#include <vector>

namespace mirage::sim {

struct SimNode {
  std::string name;
  int gpus = 0;
};

struct SimPartition {
  std::string name;
  std::vector<int> nodes;    // indices into the simulator's nodes
  int priorityJobFactor = 1; // Slurm's PriorityJobFactor (the multifactor partition factor)
};

struct SimJob {
  std::int64_t id = 0;
  SimTime submit = 0;
  int partition = 0;
  int nodes = 1;
  int gpusPerNode = 0;
  std::int64_t limit = 3600;   // seconds; the job is killed at its limit
  std::int64_t runtime = 3600; // what it would run without a limit (a runtime model may redraw it)
  int user = 0;                // the fair-share association (a small index)
  int qos = 0;                 // index into PriorityParameters::qosPriority
  // Priority: the input for PriorityType::Given, the last computed value for Multifactor.
  double priority = 0;
  // Results.
  SimTime start = -1;
  SimTime end = -1;
  bool backfilled = false;
  // EASY: the start time first promised to this job while it blocked its partition (-1: never).
  // Conservative: the first reservation it got.
  SimTime firstReservation = -1;
  // Conservative: its current reservation (-1: none).
  SimTime plannedStart = -1;

  std::int64_t effectiveRuntime() const { return runtime < limit ? runtime : limit; }
};

// Fcfs: a partition's queue blocks at its first job that does not fit. Easy: the first blocked job
// of a partition gets a reservation from the running jobs' limits; later jobs start early only if
// they cannot delay it. Conservative: every waiting job (up to 100 per partition) holds a
// reservation, compressed each pass. Slurm: Slurm's sched/backfill — the main pass (as Fcfs) at
// every event (a partition whose job does not fit takes its nodes out of the pass), and every
// bf_interval a backfill pass that plans each tested job on nodes from the time limits, within
// bf_window on the bf_resolution grid, so that a later job does not delay it (slurm_backfill.cpp).
enum class SchedulingPolicy { Fcfs, Easy, Conservative, Slurm };

// Slurm's SchedulerParameters bf_* (Slurm's defaults).
struct BackfillParameters {
  std::int64_t interval = 30;   // bf_interval: seconds between passes
  std::int64_t resolution = 60; // bf_resolution: seconds
  std::int64_t window = 86400;  // bf_window (slurm.conf gives minutes)
  int maxJobTest = 500;         // bf_max_job_test
};

// The order of the queue. Fcfs: submit time, then id (Slurm's priority/basic). Multifactor:
// Slurm's priority/multifactor (age, job size, classic fair-share, partition, QOS), recomputed
// every calcPeriod. Given: SimJob::priority as the caller set it (a live snapshot's priorities).
// Ties go to the lower job id.
enum class PriorityType { Fcfs, Multifactor, Given };

struct PriorityParameters {
  PriorityType type = PriorityType::Fcfs;
  double weightAge = 0, weightJobSize = 0, weightFairShare = 0, weightPartition = 0, weightQos = 0;
  std::int64_t maxAge = 7 * 86400;        // PriorityMaxAge: age counts up to this
  std::int64_t decayHalfLife = 7 * 86400; // PriorityDecayHalfLife (0: usage never decays)
  std::int64_t calcPeriod = 300;          // PriorityCalcPeriod
  bool favorSmall = false;                // PriorityFavorSmall
  std::vector<double> qosPriority;        // the priority of each QOS (by SimJob::qos)
};

// Draws a job's runtime (without its limit) when it starts, or, for a job already running since
// `elapsed` seconds, its whole runtime given that it has run that long. The default is the job's
// own runtime (a trace's true one). It is called while a pass runs: it must not itself run a
// simulation with the Slurm policy on the same thread (the pass keeps its scratch per thread).
class RuntimeModel {
public:
  virtual ~RuntimeModel() = default;
  virtual std::int64_t runtime(const SimJob &job, std::int64_t elapsed, std::mt19937_64 &rng) const = 0;
};

struct SimConfig {
  SchedulingPolicy policy = SchedulingPolicy::Easy;
  // How many jobs behind a blocked one the EASY pass looks at in each partition (0: all).
  int backfillDepth = 1000;
  BackfillParameters backfill{};
  PriorityParameters priority{};
  // Seconds a job's nodes stay taken after it ends (Slurm's completing state: epilog, clean-up),
  // before anything else can start there.
  std::int64_t nodeReleaseDelay = 0;
  std::shared_ptr<const RuntimeModel> runtimeModel{}; // null: the jobs' own runtimes
  std::uint64_t seed = 1;                             // of the generator the runtime model draws from
};

} // namespace mirage::sim
