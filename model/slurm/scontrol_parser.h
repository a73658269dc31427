#pragma once

#include "core/cluster_snapshot.h"
#include "core/result.h"

#include <QList>
#include <QMap>
#include <QTimeZone>

namespace mirage {

// One line of `scontrol -o show …`: Key=Value pairs separated by spaces, where a value may itself
// hold spaces ("OS=Linux 6.1 #1 SMP"): a word without '=' belongs to the value before it.
QMap<QString, QString> parseScontrolLine(const QString &line);

// `scontrol -o show partition`: one Partition per line (name, default, nodes, CPUs, GPUs from
// TRES, MaxTime). Node states are filled in later from sinfo. Errors name the line.
Result<QList<Partition>> parseScontrolPartitions(const QString &output);

// `scontrol -o show node`: one Node per line (state, partitions, CPUs, GPUs from Gres and
// AllocTRES). Errors name the line.
Result<QList<Node>> parseScontrolNodes(const QString &output);

// `scontrol -o show job`: the running and pending jobs (finished ones still in memory are left
// out), times read in `zone`.
Result<QList<Job>> parseScontrolJobs(const QString &output, const QTimeZone &zone);

} // namespace mirage
