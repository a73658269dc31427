#pragma once
// A chain's schedule as an iCalendar file (RFC 5545): one event per suggested submission (the
// next link and the planned ones) at its time in UTC, with the lead, risk and expected overlap in
// its description and a reminder `reminderMinutes` before.
#include "report/chain_schedule.h"

#include <QByteArray>

namespace mirage::report {

QByteArray icsText(const ChainSchedule &schedule, int reminderMinutes = 30);
// Empty, or the error naming the path (written atomically).
Result<void> writeIcs(const ChainSchedule &schedule, const QString &path, int reminderMinutes = 30);

} // namespace mirage::report
