#include "slurm/hostlist.h"

#include "core/core_tr.h"

#include <QMap>
#include <QRegularExpression>

#include <algorithm>

namespace mirage {
namespace {

// More hosts than any cluster has: a hostlist that expands beyond it is refused, not expanded (a
// fuzzed "a[1-7][1-7]…" multiplied its way to gigabytes).
constexpr qsizetype kMostHosts = 200000;

// Expands one element that has no top-level comma: "a[1-3,5]b[2-3]c".
bool expandOne(const QString &item, QStringList &out, QString &error)
{
  QStringList partial{QString()};
  qsizetype i = 0;
  while (i < item.size()) {
    const qsizetype open = item.indexOf(QLatin1Char('['), i);
    const QString prefix = item.mid(i, open < 0 ? -1 : open - i);
    for (QString &p : partial)
      p += prefix;
    if (open < 0)
      break;
    const qsizetype close = item.indexOf(QLatin1Char(']'), open);
    if (close < 0) {
      error = CoreTr::tr("unbalanced '[' in '%1'").arg(item);
      return false;
    }
    QStringList values;
    for (const QString &range : item.mid(open + 1, close - open - 1).split(QLatin1Char(','))) {
      const QStringList ends = range.split(QLatin1Char('-'));
      bool okLow = false, okHigh = false;
      const qint64 low = ends.value(0).toLongLong(&okLow);
      const qint64 high = ends.size() == 2 ? ends[1].toLongLong(&okHigh) : low;
      if (!okLow || (ends.size() == 2 && !okHigh) || ends.size() > 2 || high < low || high - low > 100000) {
        error = CoreTr::tr("bad range '%1' in '%2'").arg(range, item);
        return false;
      }
      const int width = int(ends[0].size());
      if (values.size() + (high - low) > kMostHosts) {
        error = CoreTr::tr("'%1' expands to more than %2 hosts").arg(item).arg(kMostHosts);
        return false;
      }
      for (qint64 n = low; n <= high; ++n)
        values << QStringLiteral("%1").arg(n, width, 10, QLatin1Char('0'));
    }
    if (qint64(partial.size()) * qint64(values.size()) + out.size() > kMostHosts) {
      error = CoreTr::tr("'%1' expands to more than %2 hosts").arg(item).arg(kMostHosts);
      return false;
    }
    QStringList next;
    for (const QString &p : std::as_const(partial))
      for (const QString &v : std::as_const(values))
        next << p + v;
    partial = next;
    i = close + 1;
  }
  out += partial;
  return true;
}

} // namespace

Result<QStringList> expandHostlist(const QString &hostlist)
{
  QStringList out;
  const QString text = hostlist.trimmed();
  if (text.isEmpty() || text == QLatin1String("(null)") || text == QLatin1String("None assigned"))
    return out;
  // Split on commas outside brackets.
  int depth = 0;
  qsizetype start = 0;
  QString error;
  for (qsizetype i = 0; i <= text.size(); ++i) {
    const QChar c = i < text.size() ? text[i] : QLatin1Char(',');
    if (c == QLatin1Char('['))
      ++depth;
    else if (c == QLatin1Char(']'))
      --depth;
    if (depth < 0)
      return Result<QStringList>::failure(CoreTr::tr("unbalanced ']' in hostlist '%1'").arg(hostlist));
    if (c == QLatin1Char(',') && depth == 0) {
      const QString item = text.mid(start, i - start);
      if (!item.isEmpty() && !expandOne(item, out, error))
        return Result<QStringList>::failure(CoreTr::tr("hostlist '%1': %2").arg(hostlist, error));
      start = i + 1;
    }
  }
  if (depth != 0)
    return Result<QStringList>::failure(CoreTr::tr("unbalanced '[' in hostlist '%1'").arg(hostlist));
  return out;
}

QString compressHostlist(const QStringList &names)
{
  // Group by (prefix, digit width): "gpu001" -> ("gpu", 3) -> {1}.
  static const QRegularExpression split(QStringLiteral("^(.*?)(\\d+)$"));
  QMap<QPair<QString, int>, QList<qint64>> groups;
  QStringList plain;
  for (const QString &n : names) {
    const auto m = split.match(n);
    if (!m.hasMatch()) {
      plain << n;
      continue;
    }
    groups[{m.captured(1), int(m.captured(2).size())}].append(m.captured(2).toLongLong());
  }
  QStringList parts;
  for (auto it = groups.begin(); it != groups.end(); ++it) {
    QList<qint64> numbers = it.value();
    std::sort(numbers.begin(), numbers.end());
    numbers.erase(std::unique(numbers.begin(), numbers.end()), numbers.end());
    const int width = it.key().second;
    const auto pad = [width](qint64 v) { return QStringLiteral("%1").arg(v, width, 10, QLatin1Char('0')); };
    if (numbers.size() == 1) {
      parts << it.key().first + pad(numbers.first());
      continue;
    }
    QStringList ranges;
    for (qsizetype i = 0; i < numbers.size();) {
      qsizetype j = i;
      while (j + 1 < numbers.size() && numbers[j + 1] == numbers[j] + 1)
        ++j;
      ranges << (i == j ? pad(numbers[i]) : pad(numbers[i]) + QLatin1Char('-') + pad(numbers[j]));
      i = j + 1;
    }
    parts << it.key().first + QLatin1Char('[') + ranges.join(QLatin1Char(',')) + QLatin1Char(']');
  }
  std::sort(plain.begin(), plain.end());
  return (parts + plain).join(QLatin1Char(','));
}

} // namespace mirage
