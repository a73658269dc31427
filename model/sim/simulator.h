#pragma once
// A discrete-event batch-scheduler simulator (plain C++, no Qt). Whole-node allocation; a node
// serves one job at a time; a job fits a node when the node has at least the GPUs per node it asks
// for. Partitions are sets of nodes and may share nodes. Policies: FCFS (a partition's queue
// blocks at its first job that does not fit) and EASY backfill (the first blocked job of each
// partition gets a reservation planned from the running jobs' time limits; later jobs of that
// partition start early only when they cannot delay it). A Simulator is a value: copy it to fork.

#include "sim/event_queue.h"

#include <cstdint>
#include <string>
#include <vector>

namespace mirage::sim {

struct SimNode {
  std::string name;
  int gpus = 0;
};

struct SimPartition {
  std::string name;
  std::vector<int> nodes; // indices into the simulator's nodes
};

struct SimJob {
  std::int64_t id = 0;
  SimTime submit = 0;
  int partition = 0;
  int nodes = 1;
  int gpusPerNode = 0;
  std::int64_t limit = 3600;   // seconds; the job is killed at its limit
  std::int64_t runtime = 3600; // what it would run without a limit
  int user = 0;
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

// Conservative: every waiting job (up to backfillDepth per partition) gets a reservation planned
// from the time limits, and a later job starts early only if it delays none of them. It counts nodes
// by partition and does not tell GPU types apart while planning (starting still checks the fit).
enum class SchedulingPolicy { Fcfs, Easy, Conservative };

struct SimConfig {
  SchedulingPolicy policy = SchedulingPolicy::Easy;
  // How many jobs behind a blocked one the backfill pass looks at in each partition (Slurm's
  // bf_max_job_test; 0: all).
  int backfillDepth = 1000;
};

class Simulator {
public:
  Simulator(std::vector<SimNode> nodes, std::vector<SimPartition> partitions, SimConfig config = {});

  // Adds a job that will be submitted at job.submit (>= now()). Returns its index, or -1 when the
  // partition can never run it (more nodes or GPUs than it has; counted in rejected()).
  int submit(SimJob job);
  // Adds a job that is already running since `start` on some free nodes of its partition (for
  // starting from a live snapshot). False when no such nodes are free.
  bool addRunning(SimJob job, SimTime start);

  // Processes every event up to and including time t; now() becomes t.
  void runUntil(SimTime t);
  // Processes events until none is left.
  void runToEnd();
  // Processes the events of the next event time; false when there are none.
  bool step();

  SimTime now() const { return m_now; }
  const std::vector<SimJob> &jobs() const { return m_jobs; }
  const SimJob &job(int index) const { return m_jobs[static_cast<std::size_t>(index)]; }
  const std::vector<SimNode> &nodes() const { return m_nodes; }
  const std::vector<SimPartition> &partitions() const { return m_partitions; }
  // Indices of the jobs running / waiting now.
  std::vector<int> running() const;
  std::vector<int> pending() const;
  // The job on node n now, -1 when free.
  int jobOnNode(int n) const { return m_nodeJob[static_cast<std::size_t>(n)]; }
  int rejected() const { return m_rejected; }

private:
  void schedule();
  void scheduleConservative();
  static constexpr int kConservativeDepth = 100; // jobs planned per partition and pass
  bool fits(int node, const SimJob &job) const;
  void setNodeJob(int node, int job);
  // Whether enough free nodes of the job's partition fit it (cheap when the partition is uniform).
  bool fitsNow(const SimJob &job) const;
  // Free nodes of the job's partition that it fits on (at most job.nodes of them).
  std::vector<int> freeFittingNodes(const SimJob &job) const;
  void start(int index, const std::vector<int> &nodes, bool backfilled);
  // EASY: the time the job could start by the running jobs' limits, and how many of the nodes
  // free then it does not need.
  void reservation(const SimJob &job, SimTime &shadow, int &extraNodes) const;

  std::vector<SimNode> m_nodes;
  std::vector<SimPartition> m_partitions;
  std::vector<std::vector<char>> m_inPartition;   // [partition][node]
  std::vector<std::vector<int>> m_nodePartitions; // [node] -> partitions holding it
  std::vector<int> m_freeInPartition;             // free nodes per partition
  std::vector<int> m_minGpus;                     // the fewest GPUs of any node, per partition
  int m_freeNodes = 0;
  SimConfig m_config;
  std::vector<SimJob> m_jobs;
  std::vector<int> m_nodeJob;               // job on each node, -1 free
  std::vector<std::vector<int>> m_jobNodes; // nodes of each running job
  std::vector<int> m_queue;                 // pending, in priority order (submit time, then id)
  EventQueue m_events;
  SimTime m_now = 0;
  int m_rejected = 0;
};

} // namespace mirage::sim
