#pragma once

#include <QByteArrayView>
#include <QTimeZone>

#include <optional>

namespace mirage {

// "YYYY-MM-DDTHH:MM:SS" or "YYYY-MM-DD HH:MM:SS" (anything after the seconds is ignored) read as
// a local time in `zone` -> UTC epoch seconds; nullopt for anything else, including Slurm's
// "Unknown", "None" and "N/A" and times that do not exist in the zone (the spring-forward gap).
std::optional<qint64> parseLocalDateTime(QByteArrayView text, const QTimeZone &zone);

// The zone of an IANA time-zone name ("America/Chicago", "UTC", "Etc/GMT+3"); nullopt for
// anything else. Qt alone would take an abbreviation such as "CST" as a POSIX rule with no offset,
// i.e. UTC, and shift every time silently.
std::optional<QTimeZone> ianaTimeZone(const QString &name);

// ISO 8601 in UTC ("2023-03-01T00:00:00Z"), or an empty string for a negative time (unknown).
QString isoUtc(qint64 epochSeconds);

} // namespace mirage
