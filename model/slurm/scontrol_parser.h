#pragma once

#include "core/cluster_snapshot.h"
#include "core/result.h"

#include <QList>
#include <QMap>

namespace mirage {

// One line of `scontrol -o show …`: Key=Value pairs separated by spaces, where a value may itself
// hold spaces ("OS=Linux 6.1 #1 SMP"): a word without '=' belongs to the value before it.
QMap<QString, QString> parseScontrolLine(const QString &line);

// `scontrol -o show partition`: one Partition per line (name, default, nodes, CPUs, GPUs from
// TRES, MaxTime). Node states are filled in later from sinfo. Errors name the line.
Result<QList<Partition>> parseScontrolPartitions(const QString &output);

} // namespace mirage
