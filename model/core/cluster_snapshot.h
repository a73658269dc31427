#pragma once

#include <QList>
#include <QMetaType>
#include <QString>
#include <QStringList>

namespace mirage {

// Time inside Mirage: seconds since the epoch, UTC.
using EpochSeconds = qint64;

struct Partition {
  QString name;
  bool isDefault = false;
  int nodes = 0;
  int cpusPerNode = 0;
  int gpusPerNode = 0;
  QString gpuType;           // "a100", "h100", empty for CPU-only
  qint64 maxTimeSeconds = 0; // 0: unlimited
  // Node states as sinfo reports them.
  int nodesIdle = 0;
  int nodesMixed = 0;
  int nodesAllocated = 0;
  int nodesDown = 0;

  int gpus() const { return nodes * gpusPerNode; }
  friend bool operator==(const Partition &, const Partition &) = default;
};

// A compute node as sinfo reports it (one entry per node, with all its partitions).
struct Node {
  QString name;
  QStringList partitions;
  QString state; // idle, mixed, allocated, down, drained, ... (lower case, flags like '*' removed)
  int cpus = 0;
  int cpusAllocated = 0;
  int gpus = 0;
  int gpusAllocated = 0;
  QString gpuType;
  QString reason;
  friend bool operator==(const Node &, const Node &) = default;
};

enum class JobState { Pending, Running };

struct Job {
  qint64 id = 0;
  QString name;
  QString user;
  QString account;
  QString partition;
  JobState state = JobState::Pending;
  EpochSeconds submitTime = 0;
  EpochSeconds startTime = 0; // running jobs
  qint64 timeLimitSeconds = 0;
  int nodes = 1;
  int gpusPerNode = 0;
  QString reason; // pending reason ("Priority", "Resources", ...)
  qint64 priority = 0;
  QString qos;
  QString arrayId;    // "7_1" for an array task, empty otherwise
  QString dependency; // as Slurm prints it: "afterok:13(unfulfilled)"
  QString nodeList;   // hostlist of a running job: "node[1-4]"
  QString gpuType;    // requested GPU type, empty when any
  int cpus = 0;
  EpochSeconds estimatedStart = 0; // Slurm's own estimate for a pending job (backfill), 0: none

  EpochSeconds limitEnd() const { return startTime + timeLimitSeconds; }
  friend bool operator==(const Job &, const Job &) = default;
};

// The state of one cluster at one moment: what every forecast starts from.
struct ClusterSnapshot {
  QString cluster;
  EpochSeconds time = 0;
  QString timeZone;     // IANA id of the cluster's local time, e.g. "America/Chicago"
  QString source;       // "local", "ssh://user@host", "demo", ...
  QString slurmVersion; // "22.05.8" (empty for the demo)
  QList<Partition> partitions;
  QList<Node> nodes; // empty when the source gives partitions only (the demo)
  QList<Job> jobs;

  int count(JobState state) const;
  // Distinct nodes and their GPUs (from `nodes` when known: partitions may share nodes).
  int totalNodes() const;
  int totalGpus() const;
  // GPUs held by running jobs.
  int gpusInUse() const;
  const Partition *partition(const QString &name) const;
  // A job of the queue by its id ("717145") or, for an array task, by Slurm's name ("12_3");
  // nullptr when the queue has none.
  const Job *findJob(const QString &id) const;
};

} // namespace mirage

Q_DECLARE_METATYPE(mirage::ClusterSnapshot)
