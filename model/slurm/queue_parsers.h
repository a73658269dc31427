#pragma once
// squeue and sinfo: the arguments Mirage runs them with, and parsers of what they print, as text
// (stable across Slurm versions) and as --json (22.05's openapi v0.0.38, and 23.02+'s data_parser
// v0.0.39+ where numbers come as {"set", "infinite", "number"}).

#include "core/cluster_snapshot.h"
#include "core/result.h"

#include <QTimeZone>

namespace mirage {

// The field separator of Mirage's squeue/sinfo formats: ASCII unit separator, which no job name
// or reason contains in practice (a '|' can).
inline constexpr char16_t kSlurmFieldSeparator = u'\x1f';

// squeue -h -a -t PENDING,RUNNING -o <fields joined by the separator>
QStringList squeueArguments();
// Running and pending jobs. Times are the cluster's local times, read in `zone`. Errors name the line.
Result<QList<Job>> parseSqueue(const QString &output, const QTimeZone &zone);

// sinfo -h -N -O <NodeList, Partition, StateLong, CPUsState, Gres, GresUsed, Reason>
QStringList sinfoArguments();
// One Node per node name (sinfo prints a line per node and partition).
Result<QList<Node>> parseSinfo(const QString &output);

Result<QList<Job>> parseSqueueJson(const QByteArray &json);
Result<QList<Node>> parseSinfoJson(const QByteArray &json);
// "openapi/v0.0.38", "v0.0.40", ... from the "meta" object; empty when absent.
QString slurmJsonPluginVersion(const QByteArray &json);

// Counts node states per partition (idle, mixed, allocated, down) from the nodes' states.
void applyNodeStates(QList<Partition> &partitions, const QList<Node> &nodes);

} // namespace mirage
