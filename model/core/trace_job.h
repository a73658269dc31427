#pragma once

#include "core/cluster_snapshot.h"

#include <QString>

namespace mirage {

// One finished (or at least submitted) job of a workload trace or of sacct history. Times are UTC
// epoch seconds; -1 marks a value the source does not have.
struct TraceJob {
  QString jobId; // as the source writes it ("478729", "12_3")
  QString name;
  QString user;
  QString account;
  QString partition;
  QString state; // COMPLETED, TIMEOUT, FAILED, ... (empty when unknown)
  EpochSeconds submit = -1;
  EpochSeconds start = -1;
  EpochSeconds end = -1;
  qint64 timeLimit = -1; // seconds
  int nodes = -1;
  int cpus = -1;
  int gpus = -1;       // total over all nodes
  qint64 runtime = -1; // the true runtime of a synthetic job not yet simulated (start/end unset)
};

} // namespace mirage
