#include "slurm/slurm_values.h"

#include "core/core_tr.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>

#include <cmath>

namespace mirage {

std::optional<qint64> slurmJsonNumber(const QJsonValue &value)
{
  const auto whole = [](double d) -> std::optional<qint64> {
    if (!std::isfinite(d) || d <= -9.2e18 || d >= 9.2e18)
      return std::nullopt;
    return qint64(d);
  };
  if (value.isDouble())
    return whole(value.toDouble());
  if (value.isObject()) {
    const QJsonObject o = value.toObject();
    if (!o.value(QLatin1String("set")).toBool() || o.value(QLatin1String("infinite")).toBool())
      return std::nullopt;
    return whole(o.value(QLatin1String("number")).toDouble());
  }
  return std::nullopt;
}

bool isUnsetValue(const QString &text)
{
  const QString t = text.trimmed();
  return t.isEmpty() || t == QLatin1String("N/A") || t == QLatin1String("(null)") || t == QLatin1String("Unknown") ||
         t == QLatin1String("None") || t == QLatin1String("None assigned") || t == QLatin1String("n/a") ||
         t == QLatin1String("none");
}

std::optional<GpuCount> parseGpuGres(const QString &text)
{
  GpuCount total;
  if (isUnsetValue(text))
    return total;
  for (QString item : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
    item = item.trimmed();
    const qsizetype paren = item.indexOf(QLatin1Char('('));
    if (paren >= 0)
      item.truncate(paren); // "(IDX:0-3)"
    if (item.startsWith(QLatin1String("gres:")) || item.startsWith(QLatin1String("gres/")))
      item = item.mid(5);
    if (!item.startsWith(QLatin1String("gpu")))
      continue; // another GRES (shard, license, ...)
    QString type;
    int count = 1;
    const qsizetype eq = item.indexOf(QLatin1Char('='));
    if (eq >= 0) { // gpu:a100=2 or gpu=2 (TRES style)
      bool ok = false;
      count = item.mid(eq + 1).toInt(&ok);
      if (!ok)
        return std::nullopt;
      const QStringList name = item.left(eq).split(QLatin1Char(':'));
      type = name.value(1);
    } else { // gpu, gpu:2, gpu:a100, gpu:a100:2
      const QStringList parts = item.split(QLatin1Char(':'));
      if (parts.first() != QLatin1String("gpu") || parts.size() > 3)
        return std::nullopt;
      bool ok = false;
      if (parts.size() == 2) {
        const int n = parts[1].toInt(&ok);
        if (ok) {
          count = n;
        } else {
          type = parts[1];
          count = 1;
        }
      } else if (parts.size() == 3) {
        type = parts[1];
        count = parts[2].toInt(&ok);
        if (!ok)
          return std::nullopt;
      }
    }
    if (count < 0)
      return std::nullopt;
    total.count += count;
    if (total.type.isEmpty())
      total.type = type;
  }
  return total;
}

QMap<QString, QString> parseTres(const QString &text)
{
  QMap<QString, QString> out;
  if (isUnsetValue(text))
    return out;
  for (const QString &item : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
    const qsizetype eq = item.indexOf(QLatin1Char('='));
    if (eq > 0)
      out.insert(item.left(eq).trimmed(), item.mid(eq + 1).trimmed());
  }
  return out;
}

GpuCount gpusFromTres(const QString &text)
{
  const auto tres = parseTres(text);
  GpuCount g;
  g.count = tres.value(QStringLiteral("gres/gpu")).toInt();
  QStringList types;
  for (auto it = tres.cbegin(); it != tres.cend(); ++it)
    if (it.key().startsWith(QLatin1String("gres/gpu:")))
      types << it.key().mid(9);
  if (types.size() == 1)
    g.type = types.first();
  return g;
}

QString slurmJsonState(const QJsonValue &v)
{
  if (v.isArray())
    return v.toArray().first().toString();
  return v.toString();
}

Result<QJsonObject> slurmJsonRoot(const QByteArray &json, const char *what)
{
  QJsonParseError error;
  const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
  if (error.error != QJsonParseError::NoError)
    return Result<QJsonObject>::failure(
        CoreTr::tr("%1 --json: %2 at byte %3").arg(QLatin1String(what), error.errorString()).arg(error.offset));
  if (!doc.isObject())
    return Result<QJsonObject>::failure(CoreTr::tr("%1 --json: expected an object").arg(QLatin1String(what)));
  const QJsonArray errors = doc.object().value(QLatin1String("errors")).toArray();
  if (!errors.isEmpty()) {
    const QJsonObject e = errors.first().toObject();
    return Result<QJsonObject>::failure(
        CoreTr::tr("%1 --json reports an error: %2")
            .arg(QLatin1String(what),
                 e.value(QLatin1String("description")).toString(e.value(QLatin1String("error")).toString())));
  }
  return doc.object();
}

} // namespace mirage
