#pragma once

#include "core/result.h"

#include <QString>

namespace mirage {

// Slurm's time-limit syntax: "MM", "MM:SS", "HH:MM:SS", "D-HH", "D-HH:MM", "D-HH:MM:SS",
// "UNLIMITED"/"INFINITE" (0 = no limit). Returns seconds, or an error naming the text.
Result<qint64> parseSlurmDuration(const QString &text);
// The inverse, as Slurm prints it: "2-00:00:00", "01:30:00", "UNLIMITED".
QString formatSlurmDuration(qint64 seconds);
// Short human form for tables: "2 d 4 h", "3 h 05 m", "42 m", "30 s".
QString formatDurationShort(qint64 seconds);

} // namespace mirage
