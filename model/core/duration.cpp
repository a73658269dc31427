#include "core/duration.h"

#include "core/core_tr.h"

#include <QStringList>

namespace mirage {
namespace {
// Far beyond any limit Slurm accepts, and small enough that the seconds always fit in 64 bits (a
// fuzzed "5555555555555555550" minutes overflowed).
constexpr qint64 kMostDays = 1000000;
constexpr qint64 kMostMinutes = 1000000000;
} // namespace

Result<qint64> parseSlurmDuration(const QString &input)
{
  const QString text = input.trimmed();
  const auto bad = [&]() {
    return Result<qint64>::failure(
        CoreTr::tr("'%1' is not a Slurm duration (expected D-HH:MM:SS, HH:MM:SS, MM:SS or MM)").arg(input));
  };
  if (text.isEmpty())
    return bad();
  if (text.compare(QLatin1String("UNLIMITED"), Qt::CaseInsensitive) == 0 ||
      text.compare(QLatin1String("INFINITE"), Qt::CaseInsensitive) == 0)
    return qint64(0);
  qint64 days = 0;
  QString rest = text;
  const qsizetype dash = text.indexOf(QLatin1Char('-'));
  if (dash >= 0) {
    bool ok = false;
    days = text.left(dash).toLongLong(&ok);
    if (!ok || days < 0 || days > kMostDays)
      return bad();
    rest = text.mid(dash + 1);
  }
  const QStringList parts = rest.split(QLatin1Char(':'));
  if (parts.isEmpty() || parts.size() > 3)
    return bad();
  qint64 fields[3] = {0, 0, 0};
  for (qsizetype i = 0; i < parts.size(); ++i) {
    bool ok = false;
    fields[i] = parts[i].toLongLong(&ok);
    if (!ok || fields[i] < 0 || fields[i] > kMostMinutes || parts[i].isEmpty())
      return bad();
  }
  qint64 h = 0, m = 0, s = 0;
  if (dash >= 0) { // D-HH, D-HH:MM, D-HH:MM:SS
    h = fields[0];
    m = parts.size() > 1 ? fields[1] : 0;
    s = parts.size() > 2 ? fields[2] : 0;
  } else if (parts.size() == 1) { // MM
    m = fields[0];
  } else if (parts.size() == 2) { // MM:SS
    m = fields[0];
    s = fields[1];
  } else { // HH:MM:SS
    h = fields[0];
    m = fields[1];
    s = fields[2];
  }
  // Minutes may exceed 59 only in the bare "MM" and "MM:SS" forms.
  const bool hoursGiven = dash >= 0 || parts.size() == 3;
  if (s >= 60 || (hoursGiven && m >= 60) || (dash >= 0 && h >= 24))
    return bad();
  return ((days * 24 + h) * 60 + m) * 60 + s;
}

QString formatSlurmDuration(qint64 seconds)
{
  if (seconds <= 0)
    return QStringLiteral("UNLIMITED");
  const qint64 d = seconds / 86400, h = seconds / 3600 % 24, m = seconds / 60 % 60, s = seconds % 60;
  const QString hms = QStringLiteral("%1:%2:%3")
                          .arg(h, 2, 10, QLatin1Char('0'))
                          .arg(m, 2, 10, QLatin1Char('0'))
                          .arg(s, 2, 10, QLatin1Char('0'));
  return d > 0 ? QString::number(d) + QLatin1Char('-') + hms : hms;
}

QString formatDurationShort(qint64 seconds)
{
  if (seconds < 0)
    return QLatin1Char('-') + formatDurationShort(-seconds);
  if (seconds < 60)
    return CoreTr::tr("%1 s").arg(seconds);
  if (seconds < 3600)
    return CoreTr::tr("%1 m").arg(seconds / 60);
  if (seconds < 86400)
    return CoreTr::tr("%1 h %2 m").arg(seconds / 3600).arg(seconds / 60 % 60, 2, 10, QLatin1Char('0'));
  return CoreTr::tr("%1 d %2 h").arg(seconds / 86400).arg(seconds / 3600 % 24);
}

} // namespace mirage
