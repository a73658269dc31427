#include "report/ics_writer.h"

#include "core/atomic_file.h"
#include "core/core_tr.h"
#include "report/report_writers.h"

#include <QDateTime>
#include <QTimeZone>

namespace mirage::report {
namespace {

QString utcStamp(EpochSeconds t)
{
  return QDateTime::fromSecsSinceEpoch(t, QTimeZone::utc()).toString(QStringLiteral("yyyyMMdd'T'HHmmss'Z'"));
}

// RFC 5545 TEXT: backslash, semicolon, comma and newline escaped.
QString escaped(QString text)
{
  return text.replace(QLatin1Char('\\'), QStringLiteral("\\\\"))
      .replace(QLatin1Char(';'), QStringLiteral("\\;"))
      .replace(QLatin1Char(','), QStringLiteral("\\,"))
      .replace(QLatin1Char('\n'), QStringLiteral("\\n"));
}

// Lines longer than 75 octets are folded: CRLF and one space.
void appendLine(QByteArray &out, const QString &line)
{
  const QByteArray bytes = line.toUtf8();
  qsizetype at = 0, width = 75;
  while (bytes.size() - at > width) {
    qsizetype cut = at + width;
    while (cut > at && (bytes[cut] & 0xC0) == 0x80) // not inside a UTF-8 sequence
      --cut;
    out += bytes.mid(at, cut - at) + "\r\n ";
    at = cut;
    width = 74;
  }
  out += bytes.mid(at) + "\r\n";
}

} // namespace

QByteArray icsText(const ChainSchedule &schedule, int reminderMinutes)
{
  QByteArray out;
  appendLine(out, QStringLiteral("BEGIN:VCALENDAR"));
  appendLine(out, QStringLiteral("VERSION:2.0"));
  appendLine(out, QStringLiteral("PRODID:-//Mirage//Chain schedule//EN"));
  appendLine(out, QStringLiteral("CALSCALE:GREGORIAN"));
  appendLine(out, QStringLiteral("X-WR-CALNAME:%1").arg(escaped(CoreTr::tr("Mirage chain %1").arg(schedule.chain))));
  const QString uidBase = schedule.key.isEmpty() ? schedule.chain : schedule.key;
  for (const ScheduleRow &r : schedule.rows) {
    if (r.state == QLatin1String("submitted"))
      continue;
    QStringList details{CoreTr::tr("Submit link %1 of %2 of chain %3 (partition %4, policy %5).")
                            .arg(r.link)
                            .arg(schedule.links)
                            .arg(schedule.chain, schedule.partition, schedule.policy)};
    if (r.leadSeconds >= 0)
      details << CoreTr::tr("Lead before the predecessor's limit end: %1 min.").arg(r.leadSeconds / 60);
    if (r.interruptionProbability >= 0)
      details << CoreTr::tr("P(interruption) %1 %, expected gap %2 h, expected overlap %3 h, expected cost %4 "
                            "GPU-h.")
                     .arg(r.interruptionProbability * 100, 0, 'f', 0)
                     .arg(r.expectedGapHours, 0, 'f', 2)
                     .arg(r.expectedOverlapHours, 0, 'f', 2)
                     .arg(r.costGpuHours, 0, 'f', 2);
    appendLine(out, QStringLiteral("BEGIN:VEVENT"));
    appendLine(out, QStringLiteral("UID:%1-link%2@mirage")
                        .arg(QString(uidBase).replace(QLatin1Char(' '), QLatin1Char('-')))
                        .arg(r.link));
    appendLine(out, QStringLiteral("DTSTAMP:%1").arg(utcStamp(schedule.generated)));
    appendLine(out, QStringLiteral("DTSTART:%1").arg(utcStamp(r.submitAt)));
    appendLine(out, QStringLiteral("DURATION:PT15M"));
    appendLine(
        out,
        QStringLiteral("SUMMARY:%1").arg(escaped(CoreTr::tr("Submit %1, link %2").arg(schedule.chain).arg(r.link))));
    appendLine(out, QStringLiteral("DESCRIPTION:%1").arg(escaped(details.join(QLatin1Char('\n')))));
    appendLine(out, QStringLiteral("BEGIN:VALARM"));
    appendLine(out, QStringLiteral("ACTION:DISPLAY"));
    appendLine(out, QStringLiteral("TRIGGER:-PT%1M").arg(std::max(0, reminderMinutes)));
    appendLine(out, QStringLiteral("DESCRIPTION:%1")
                        .arg(escaped(CoreTr::tr("Submit %1, link %2").arg(schedule.chain).arg(r.link))));
    appendLine(out, QStringLiteral("END:VALARM"));
    appendLine(out, QStringLiteral("END:VEVENT"));
  }
  appendLine(out, QStringLiteral("END:VCALENDAR"));
  return out;
}

Result<void> writeIcs(const ChainSchedule &schedule, const QString &path, int reminderMinutes)
{
  return writeFileAtomically(path, icsText(schedule, reminderMinutes));
}

} // namespace mirage::report
