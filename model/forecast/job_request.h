#pragma once
// A job request as users write it: "partition=gpu-a100,nodes=1,gpus=3,time=48:00:00" (gpus per
// node; time in Slurm's syntax; keys in any order; nodes defaults to 1, gpus to 0; an optional
// user=NAME says whose job it is, since per-user limits make a user's own jobs matter).

#include "core/result.h"

#include <QString>

namespace mirage {

struct JobRequest {
  QString partition;
  int nodes = 1;
  int gpusPerNode = 0; // per node
  qint64 timeLimitSeconds = 3600;
  QString user; // empty: unknown
  friend bool operator==(const JobRequest &, const JobRequest &) = default;
};

Result<JobRequest> parseJobRequest(const QString &spec);
QString formatJobRequest(const JobRequest &request);

} // namespace mirage
