#include "slurm/scontrol_parser.h"

#include "core/core_tr.h"
#include "core/duration.h"
#include "core/local_time.h"
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

Result<QList<Node>> parseScontrolNodes(const QString &output)
{
  QList<Node> nodes;
  int lineNo = 0;
  for (const QString &line : output.split(QLatin1Char('\n'))) {
    ++lineNo;
    if (line.trimmed().isEmpty())
      continue;
    const auto kv = parseScontrolLine(line);
    Node n;
    n.name = kv.value(QStringLiteral("NodeName"));
    if (n.name.isEmpty())
      return Result<QList<Node>>::failure(CoreTr::tr("scontrol show node, line %1: no NodeName=").arg(lineNo));
    n.state = kv.value(QStringLiteral("State")).section(QLatin1Char('+'), 0, 0).toLower(); // MIXED+DRAIN
    if (kv.value(QStringLiteral("State")).contains(QLatin1String("DRAIN")))
      n.state = QStringLiteral("drained");
    n.partitions = kv.value(QStringLiteral("Partitions")).split(QLatin1Char(','), Qt::SkipEmptyParts);
    bool ok = false;
    n.cpus = kv.value(QStringLiteral("CPUTot")).toInt(&ok);
    if (!ok)
      return Result<QList<Node>>::failure(CoreTr::tr("scontrol show node, line %1: CPUTot '%2' is not a number")
                                              .arg(lineNo)
                                              .arg(kv.value(QStringLiteral("CPUTot"))));
    n.cpusAllocated = kv.value(QStringLiteral("CPUAlloc")).toInt();
    const auto gres = parseGpuGres(kv.value(QStringLiteral("Gres")));
    if (!gres)
      return Result<QList<Node>>::failure(CoreTr::tr("scontrol show node, line %1: cannot read Gres '%2'")
                                              .arg(lineNo)
                                              .arg(kv.value(QStringLiteral("Gres"))));
    n.gpus = gres->count;
    n.gpuType = gres->type;
    n.gpusAllocated = gpusFromTres(kv.value(QStringLiteral("AllocTRES"))).count;
    n.reason = isUnsetValue(kv.value(QStringLiteral("Reason"))) ? QString() : kv.value(QStringLiteral("Reason"));
    nodes.append(n);
  }
  return nodes;
}

Result<QList<Job>> parseScontrolJobs(const QString &output, const QTimeZone &zone)
{
  QList<Job> jobs;
  int lineNo = 0;
  for (const QString &line : output.split(QLatin1Char('\n'))) {
    ++lineNo;
    if (line.trimmed().isEmpty() || line.startsWith(QLatin1String("No jobs in the system")))
      continue;
    const auto kv = parseScontrolLine(line);
    const auto bad = [&](const QString &why) {
      return Result<QList<Job>>::failure(CoreTr::tr("scontrol show job, line %1: %2").arg(lineNo).arg(why));
    };
    const QString state = kv.value(QStringLiteral("JobState"));
    JobState js;
    if (state == QLatin1String("RUNNING") || state == QLatin1String("COMPLETING") ||
        state == QLatin1String("CONFIGURING") || state == QLatin1String("SUSPENDED"))
      js = JobState::Running;
    else if (state == QLatin1String("PENDING"))
      js = JobState::Pending;
    else
      continue;
    Job j;
    j.state = js;
    bool ok = false;
    j.id = kv.value(QStringLiteral("JobId")).toLongLong(&ok);
    if (!ok)
      return bad(CoreTr::tr("JobId '%1' is not a number").arg(kv.value(QStringLiteral("JobId"))));
    if (kv.contains(QStringLiteral("ArrayJobId")))
      j.arrayId = kv.value(QStringLiteral("ArrayJobId")) + QLatin1Char('_') + kv.value(QStringLiteral("ArrayTaskId"));
    j.name = kv.value(QStringLiteral("JobName"));
    j.user = kv.value(QStringLiteral("UserId")).section(QLatin1Char('('), 0, 0);
    j.account = kv.value(QStringLiteral("Account"));
    j.partition = kv.value(QStringLiteral("Partition"));
    j.reason = isUnsetValue(kv.value(QStringLiteral("Reason"))) ? QString() : kv.value(QStringLiteral("Reason"));
    j.priority = kv.value(QStringLiteral("Priority")).toLongLong();
    j.qos = kv.value(QStringLiteral("QOS"));
    j.dependency =
        isUnsetValue(kv.value(QStringLiteral("Dependency"))) ? QString() : kv.value(QStringLiteral("Dependency"));
    const auto submit = parseLocalDateTime(kv.value(QStringLiteral("SubmitTime")).toLatin1(), zone);
    if (!submit)
      return bad(CoreTr::tr("SubmitTime '%1' is not a time").arg(kv.value(QStringLiteral("SubmitTime"))));
    j.submitTime = *submit;
    const auto start = parseLocalDateTime(kv.value(QStringLiteral("StartTime")).toLatin1(), zone);
    if (js == JobState::Running) {
      if (!start)
        return bad(CoreTr::tr("running job %1 has no StartTime").arg(j.id));
      j.startTime = *start;
      j.nodeList = kv.value(QStringLiteral("NodeList"));
    } else if (start && *start > 0) {
      j.estimatedStart = *start;
    }
    const QString limit = kv.value(QStringLiteral("TimeLimit"));
    if (!isUnsetValue(limit) && limit != QLatin1String("UNLIMITED")) {
      const auto seconds = parseSlurmDuration(limit);
      if (!seconds)
        return bad(seconds.error());
      j.timeLimitSeconds = seconds.value();
    }
    j.nodes = kv.value(QStringLiteral("NumNodes")).section(QLatin1Char('-'), 0, 0).toInt(); // "1-2" for a range
    j.cpus = kv.value(QStringLiteral("NumCPUs")).section(QLatin1Char('-'), 0, 0).toInt();
    const auto gpus = parseGpuGres(kv.value(QStringLiteral("TresPerNode")));
    j.gpusPerNode = gpus ? gpus->count : 0;
    j.gpuType = gpus ? gpus->type : QString();
    jobs.append(j);
  }
  return jobs;
}

} // namespace mirage
