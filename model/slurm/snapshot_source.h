#pragma once

#include "core/cluster_snapshot.h"
#include "core/result.h"
#include "slurm/command_runner.h"

#include <QTimeZone>

namespace mirage {

struct SnapshotOptions {
  QString cluster;                   // name to give the snapshot
  std::optional<QTimeZone> timeZone; // the cluster's zone; default: asked from the host
  QString partition;                 // only this partition (empty: all)
  int commandTimeoutMs = 30000;
  const std::atomic_bool *cancel = nullptr;
};

// "slurm-wlm 22.05.8" / "slurm 23.11.4" -> "22.05.8"; empty when it is not sinfo's version line.
QString parseSlurmVersion(const QString &sinfoVersionOutput);

// The zone of the machine behind `runner`: this machine's for a local runner; for SSH the target
// of /etc/localtime, else a fixed offset from `date +%z`.
Result<QTimeZone> hostTimeZone(CommandRunner &runner, int timeoutMs = 15000);

// Takes one snapshot: sinfo --version, scontrol -o show partition, sinfo (nodes), squeue (jobs).
// Errors say which command failed and why ("Unable to contact slurm controller", a host key...).
Result<ClusterSnapshot> takeSnapshot(CommandRunner &runner, const SnapshotOptions &options);

} // namespace mirage
