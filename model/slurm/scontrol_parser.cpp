#include "slurm/scontrol_parser.h"

#include "core/core_tr.h"
#include "core/duration.h"
#include "slurm/slurm_values.h"

#include <QRegularExpression>

namespace mirage {

QMap<QString, QString> parseScontrolLine(const QString &line)
{
  static const QRegularExpression key(QStringLiteral("^[A-Za-z][A-Za-z0-9_:/.]*="));
  QMap<QString, QString> out;
  QString currentKey;
  for (const QString &word : line.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
    const auto m = key.match(word);
    if (m.hasMatch()) {
      currentKey = word.left(m.capturedLength() - 1);
      out.insert(currentKey, word.mid(m.capturedLength()));
    } else if (!currentKey.isEmpty()) {
      out[currentKey] += QLatin1Char(' ') + word;
    }
  }
  return out;
}

Result<QList<Partition>> parseScontrolPartitions(const QString &output)
{
  QList<Partition> partitions;
  int lineNo = 0;
  for (const QString &line : output.split(QLatin1Char('\n'))) {
    ++lineNo;
    if (line.trimmed().isEmpty())
      continue;
    const auto kv = parseScontrolLine(line);
    const QString name = kv.value(QStringLiteral("PartitionName"));
    if (name.isEmpty())
      return Result<QList<Partition>>::failure(
          CoreTr::tr("scontrol show partition, line %1: no PartitionName=").arg(lineNo));
    Partition p;
    p.name = name;
    p.isDefault = kv.value(QStringLiteral("Default")) == QLatin1String("YES");
    bool ok = false;
    p.nodes = kv.value(QStringLiteral("TotalNodes")).toInt(&ok);
    if (!ok)
      return Result<QList<Partition>>::failure(
          CoreTr::tr("scontrol show partition, line %1: TotalNodes '%2' is not a number")
              .arg(lineNo)
              .arg(kv.value(QStringLiteral("TotalNodes"))));
    const int cpus = kv.value(QStringLiteral("TotalCPUs")).toInt();
    p.cpusPerNode = p.nodes > 0 ? cpus / p.nodes : 0;
    const GpuCount gpus = gpusFromTres(kv.value(QStringLiteral("TRES")));
    p.gpusPerNode = p.nodes > 0 ? gpus.count / p.nodes : 0;
    p.gpuType = gpus.type;
    const QString maxTime = kv.value(QStringLiteral("MaxTime"));
    if (!isUnsetValue(maxTime)) {
      const auto seconds = parseSlurmDuration(maxTime);
      if (!seconds)
        return Result<QList<Partition>>::failure(
            CoreTr::tr("scontrol show partition, line %1: MaxTime: %2").arg(lineNo).arg(seconds.error()));
      p.maxTimeSeconds = seconds.value();
    }
    partitions.append(p);
  }
  return partitions;
}

} // namespace mirage
