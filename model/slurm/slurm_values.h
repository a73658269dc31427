#pragma once

#include "core/result.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QMap>
#include <QString>

#include <optional>

namespace mirage {

// Slurm's ways of saying "no value": "", "N/A", "(null)", "Unknown", "None", "None assigned".
bool isUnsetValue(const QString &text);

struct GpuCount {
  int count = 0;
  QString type; // empty: any type
  friend bool operator==(const GpuCount &, const GpuCount &) = default;
};

// A number in either generation of Slurm's JSON: 5, or {"set": true, "infinite": false, "number": 5}.
// nullopt when unset, infinite, not a number, or beyond 64 bits (converting 1e300 would be undefined
// behaviour: a fuzzed squeue --json had it).
std::optional<qint64> slurmJsonNumber(const QJsonValue &value);
// A state in either generation: "PENDING" (v0.0.38) or ["PENDING", "…flags"] (v0.0.39+).
QString slurmJsonState(const QJsonValue &value);
// The top-level object of `<what> --json` output, or an error for text that is not JSON, not an
// object, or whose "errors" list Slurm filled ("squeue --json reports an error: …").
Result<QJsonObject> slurmJsonRoot(const QByteArray &json, const char *what);

// GPUs in a GRES or TRES-per-node string, in any of the forms Slurm prints:
// "gres:gpu:a100:2", "gres/gpu:a100=2", "gres/gpu=2", "gpu:a100:4(IDX:0-3)", "gpu:4",
// "gres:gpu:2,gres:shard:1"; unset values are 0 GPUs. nullopt when it cannot be read.
std::optional<GpuCount> parseGpuGres(const QString &text);
// "cpu=4,mem=2000M,node=4,billing=4,gres/gpu=16,gres/gpu:a100=8" -> key -> value.
QMap<QString, QString> parseTres(const QString &text);
// Total GPUs of a TRES string (gres/gpu=N), with the type when one typed entry names it.
GpuCount gpusFromTres(const QString &text);

} // namespace mirage
