#include "core/local_time.h"

#include <QDateTime>
#include <QFile>

namespace mirage {

std::optional<qint64> parseLocalDateTime(QByteArrayView text, const QTimeZone &zone)
{
  // YYYY-MM-DD[T ]HH:MM:SS[.fff]
  if (text.size() < 19 || text[4] != '-' || text[7] != '-' || (text[10] != 'T' && text[10] != ' ') || text[13] != ':' ||
      text[16] != ':')
    return std::nullopt;
  const auto num = [&](int from, int len) -> int {
    int v = 0;
    for (int k = from; k < from + len; ++k) {
      const char c = text[k];
      if (c < '0' || c > '9')
        return -1;
      v = v * 10 + (c - '0');
    }
    return v;
  };
  const int y = num(0, 4), mo = num(5, 2), d = num(8, 2), h = num(11, 2), mi = num(14, 2), s = num(17, 2);
  if (y < 0 || mo < 1 || mo > 12 || d < 1 || d > 31 || h < 0 || h > 23 || mi < 0 || mi > 59 || s < 0 || s > 60)
    return std::nullopt;
  const QDate date(y, mo, d);
  if (!date.isValid())
    return std::nullopt;
  if (zone == QTimeZone::utc() || !zone.isValid()) {
    return (date.toJulianDay() - 2440588) * 86400 + h * 3600 + mi * 60 + s;
  }
  const QDateTime dt(date, QTime(h, mi, s), zone);
  return dt.isValid() ? std::optional(dt.toSecsSinceEpoch()) : std::nullopt;
}

std::optional<QTimeZone> ianaTimeZone(const QString &name)
{
  const QByteArray id = name.trimmed().toUtf8();
  if (id.isEmpty() || id.contains("..") || id.startsWith('/'))
    return std::nullopt;
  if (!QTimeZone::isTimeZoneIdAvailable(id)) {
    // Qt lists the canonical zones; the system's database also has links and fixed zones (EST,
    // Etc/GMT+3), each a TZif file.
    QFile file(QStringLiteral("/usr/share/zoneinfo/") + QString::fromUtf8(id));
    if (!file.open(QIODevice::ReadOnly) || file.read(4) != "TZif")
      return std::nullopt;
  }
  const QTimeZone zone(id);
  if (!zone.isValid())
    return std::nullopt;
  return zone;
}

QString isoUtc(qint64 epochSeconds)
{
  if (epochSeconds < 0)
    return {};
  return QDateTime::fromSecsSinceEpoch(epochSeconds, Qt::UTC).toString(Qt::ISODate);
}

} // namespace mirage
