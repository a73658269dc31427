#pragma once

#include <QByteArrayView>
#include <QTimeZone>

#include <optional>

namespace mirage {

// "YYYY-MM-DDTHH:MM:SS" or "YYYY-MM-DD HH:MM:SS" (anything after the seconds is ignored) read as
// a local time in `zone` -> UTC epoch seconds; nullopt for anything else, including Slurm's
// "Unknown", "None" and "N/A" and times that do not exist in the zone (the spring-forward gap).
std::optional<qint64> parseLocalDateTime(QByteArrayView text, const QTimeZone &zone);

} // namespace mirage
