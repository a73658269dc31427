#pragma once
// A discrete-event batch-scheduler simulator (plain C++, no Qt). Whole-node allocation; a node
// serves one job at a time; a job fits a node when the node has at least the GPUs per node it asks
// for. Partitions are sets of nodes and may share nodes. The policies and priorities are described
// in sim_config.h. A Simulator is a value: copy it to fork (the random generator of the runtime
// model is copied too; reseed() a fork to draw differently).

#include "sim/event_queue.h"
#include "sim/node_bitset.h"
#include "sim/sim_config.h"

#include <cstdint>
#include <map>
#include <memory>
#include <random>
#include <string>
#include <vector>

namespace mirage::sim {

class Simulator {
public:
  Simulator(std::vector<SimNode> nodes, std::vector<SimPartition> partitions, SimConfig config = {});

  // Moves the clock to t before anything happened (to start from a snapshot taken at t).
  void setStartTime(SimTime t);
  // Adds a job that will be submitted at job.submit (>= now()). Returns its index, or -1 when the
  // partition can never run it (more nodes or GPUs than it has; counted in rejected()).
  int submit(SimJob job);
  // Adds a job that is already running since `start` (for starting from a live snapshot): on
  // `onNodes` when given and all free, else on some free nodes of its partition it fits. False
  // when no such nodes are free. With a runtime model its runtime is drawn given its elapsed time.
  bool addRunning(SimJob job, SimTime start, const std::vector<int> &onNodes = {});
  // Draws runtimes from a new seed from now on (for forks of one state).
  void reseed(std::uint64_t seed) { m_rng.seed(seed); }
  // For a state built by addRunning() and submit() with nothing processed yet: the running jobs'
  // runtimes drawn again from `seed`, as a build with that seed would have drawn them (a cheap
  // fork of one build per Monte-Carlo rollout).
  void redrawRunning(std::uint64_t seed);
  // Keeps the nodes of finished jobs (for reading a whole schedule back with jobNodes()).
  void setKeepJobNodes(bool keep) { m_keepJobNodes = keep; }
  // The nodes of a running job (of a finished one too with setKeepJobNodes(true)).
  const std::vector<int> &jobNodes(int index) const { return m_jobNodes[static_cast<std::size_t>(index)]; }
  // How many jobs are waiting now.
  std::size_t waiting() const { return m_queue.size(); }

  // Processes every event up to and including time t; now() becomes t.
  void runUntil(SimTime t);
  // Processes events until none is left.
  void runToEnd();
  // Processes the events of the next event time; false when there are none.
  bool step();

  SimTime now() const { return m_now; }
  const SimConfig &config() const { return m_config; }
  const std::vector<SimJob> &jobs() const { return m_jobs; }
  const SimJob &job(int index) const { return m_jobs[static_cast<std::size_t>(index)]; }
  const std::vector<SimNode> &nodes() const { return m_nodes; }
  const std::vector<SimPartition> &partitions() const { return m_partitions; }
  // Indices of the jobs running / waiting now (waiting in priority order).
  std::vector<int> running() const;
  std::vector<int> pending() const;
  // The job on node n now, -1 when free.
  int jobOnNode(int n) const { return m_nodeJob[static_cast<std::size_t>(n)]; }
  int rejected() const { return m_rejected; }
  // Multifactor: a user's usage (node-seconds, decayed) and fair-share factor now.
  double usage(int user) const;
  double fairShareFactor(int user) const;

private:
  void schedule();
  void mainPass();
  void dropStarted(std::size_t scanned);
  void scheduleEasy();
  void scheduleConservative();
  void backfillSlurm();
  void requestBackfill();
  static constexpr int kConservativeDepth = 100; // jobs planned per partition and pass
  void setNodeJob(int node, int job);
  // setNodeJob for each of a job's nodes (job -1: their job ended).
  void setNodesJob(const std::vector<int> &nodes, int job);
  // Whether enough free nodes of the job's partition fit it (cheap when the partition is uniform).
  bool fitsNow(const SimJob &job) const;
  // Free nodes of the job's partition that it fits on (at most job.nodes of them, or atMost).
  std::vector<int> freeFittingNodes(const SimJob &job, int atMost = 0) const;
  void start(int index, const std::vector<int> &nodes, bool backfilled);
  void finish(int index);
  // EASY: the time the job could start by the running jobs' limits, and how many of the nodes
  // free then it does not need.
  void reservation(const SimJob &job, SimTime &shadow, int &extraNodes) const;

  // Priorities (sim/priority.cpp).
  bool higherPriority(int a, int b) const;
  void enqueue(const std::vector<int> &submitted);
  double computePriority(const SimJob &job) const;
  void recalculatePriorities();
  void updateUsage();
  void accrueUsage(const SimJob &job, int nodes, SimTime until);
  void noteUser(int user);

  std::vector<SimNode> m_nodes;
  std::vector<SimPartition> m_partitions;
  std::vector<std::vector<char>> m_inPartition; // [partition][node]
  // [node] -> partitions holding it; never changes, so copies of the simulator share it.
  std::shared_ptr<const std::vector<std::vector<int>>> m_nodePartitions;
  std::vector<NodeBitset> m_free;                 // [partition] -> positions of its free nodes
  std::vector<std::vector<int>> m_posInPartition; // [partition][node] -> position in its list, -1
  int freeInPartition(std::size_t p) const { return m_free[p].size(); }
  // [partition] -> how many of its nodes become free at each running job's limit end.
  std::vector<std::map<SimTime, int>> m_limitEnds;
  void trackLimitEnd(int job, int delta);
  std::vector<int> m_minGpus;                 // the fewest GPUs of any node, per partition
  std::vector<std::vector<int>> m_sortedGpus; // [partition] -> its nodes' GPU counts, sorted
  int m_freeNodes = 0;
  SimConfig m_config;
  std::vector<SimJob> m_jobs;
  std::vector<int> m_nodeJob;          // job on each node, -1 free
  std::vector<SimTime> m_nodeLimitEnd; // the limit end of the job on each node (read while running)
  // Slurm: [partition] -> (limit end, position) of each busy node, sorted.
  std::vector<std::vector<std::pair<SimTime, int>>> m_busyByEnd;
  std::vector<std::vector<int>> m_jobNodes; // nodes of each running job
  std::vector<int> m_queue;                 // pending, in priority order
  EventQueue m_events;
  SimTime m_now = 0;
  int m_rejected = 0;
  bool m_backfillPending = false; // Slurm: a backfill pass is planned
  bool m_recalcPending = false;   // Multifactor: a priority recalculation is planned
  bool m_keepJobNodes = false;    // finished jobs keep their nodes in m_jobNodes
  SimTime m_lastDecay = -1;       // Multifactor: when usage was last decayed
  std::vector<double> m_usage;    // Multifactor: decayed node-seconds per user
  double m_usageTotal = 0;
  std::vector<char> m_userSeen; // Multifactor: users with an association
  int m_users = 0;
  double m_partitionFactorMax = 1, m_qosMax = 0;
  std::mt19937_64 m_rng;
};

} // namespace mirage::sim
