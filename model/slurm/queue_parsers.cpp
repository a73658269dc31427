#include "slurm/queue_parsers.h"

#include "core/core_tr.h"
#include "core/duration.h"
#include "core/local_time.h"
#include "slurm/hostlist.h"
#include "slurm/slurm_values.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace mirage {
namespace {

// squeue -o fields, in this order.
const char *const kSqueueFields[] = {"%A", "%i", "%j", "%u", "%a", "%P", "%T", "%r", "%V",
                                     "%S", "%l", "%D", "%C", "%b", "%N", "%E", "%Q", "%q"};
enum SqueueField {
  RawId,
  Id,
  Name,
  User,
  Account,
  PartitionName,
  State,
  Reason,
  Submit,
  Start,
  Limit,
  Nodes,
  Cpus,
  TresPerNode,
  NodeListField,
  Dependency,
  Priority,
  Qos,
  FieldCount
};

std::optional<JobState> jobStateFrom(const QString &state)
{
  if (state == QLatin1String("PENDING") || state == QLatin1String("REQUEUED") || state == QLatin1String("REQUEUE_HOLD"))
    return JobState::Pending;
  if (state == QLatin1String("RUNNING") || state == QLatin1String("COMPLETING") ||
      state == QLatin1String("CONFIGURING") || state == QLatin1String("SUSPENDED") ||
      state == QLatin1String("STAGE_OUT"))
    return JobState::Running;
  return std::nullopt; // finished: not part of the live queue
}

QString nodeStateName(QString state)
{
  state = state.toLower();
  while (!state.isEmpty() && !state.back().isLetter()) // "idle*", "drain~", "mixed#"
    state.chop(1);
  return state;
}

} // namespace

QStringList squeueArguments()
{
  QStringList fields;
  for (const char *f : kSqueueFields)
    fields << QLatin1String(f);
  return {QStringLiteral("-h"), QStringLiteral("-a"),
          QStringLiteral("-t"), QStringLiteral("PENDING,RUNNING"),
          QStringLiteral("-o"), fields.join(QChar(kSlurmFieldSeparator))};
}

Result<QList<Job>> parseSqueue(const QString &output, const QTimeZone &zone)
{
  QList<Job> jobs;
  int lineNo = 0;
  for (const QString &line : output.split(QLatin1Char('\n'))) {
    ++lineNo;
    if (line.trimmed().isEmpty())
      continue;
    const QStringList f = line.split(QChar(kSlurmFieldSeparator));
    const auto bad = [&](const QString &why) {
      return Result<QList<Job>>::failure(CoreTr::tr("squeue output, line %1: %2").arg(lineNo).arg(why));
    };
    if (f.size() != FieldCount)
      return bad(CoreTr::tr("expected %1 fields, found %2 (is this Mirage's squeue format?)")
                     .arg(int(FieldCount))
                     .arg(f.size()));
    const auto state = jobStateFrom(f[State]);
    if (!state)
      continue;
    Job j;
    bool ok = false;
    j.id = f[RawId].toLongLong(&ok);
    if (!ok)
      return bad(CoreTr::tr("job id '%1' is not a number").arg(f[RawId]));
    if (f[Id].contains(QLatin1Char('_')))
      j.arrayId = f[Id];
    j.name = f[Name];
    j.user = f[User];
    j.account = isUnsetValue(f[Account]) ? QString() : f[Account];
    j.partition = f[PartitionName];
    j.state = *state;
    j.reason = isUnsetValue(f[Reason]) ? QString() : f[Reason];
    const auto submit = parseLocalDateTime(f[Submit].toLatin1(), zone);
    if (!submit)
      return bad(CoreTr::tr("submit time '%1' is not a time").arg(f[Submit]));
    j.submitTime = *submit;
    const auto start = parseLocalDateTime(f[Start].toLatin1(), zone);
    if (j.state == JobState::Running) {
      if (!start)
        return bad(CoreTr::tr("running job %1 has no start time ('%2')").arg(f[Id], f[Start]));
      j.startTime = *start;
    } else if (start) {
      j.estimatedStart = *start; // backfill's estimate
    }
    if (!isUnsetValue(f[Limit]) && f[Limit] != QLatin1String("UNLIMITED")) {
      const auto limit = parseSlurmDuration(f[Limit]);
      if (!limit)
        return bad(limit.error());
      j.timeLimitSeconds = limit.value();
    }
    j.nodes = f[Nodes].toInt(&ok);
    if (!ok || j.nodes < 0)
      return bad(CoreTr::tr("node count '%1' is not a number").arg(f[Nodes]));
    j.cpus = f[Cpus].toInt();
    const auto gpus = parseGpuGres(f[TresPerNode]);
    if (!gpus)
      return bad(CoreTr::tr("cannot read the GPU request '%1'").arg(f[TresPerNode]));
    j.gpusPerNode = gpus->count;
    j.gpuType = gpus->type;
    if (j.state == JobState::Running)
      j.nodeList = f[NodeListField];
    j.dependency = isUnsetValue(f[Dependency]) ? QString() : f[Dependency];
    j.priority = f[Priority].toLongLong();
    j.qos = isUnsetValue(f[Qos]) ? QString() : f[Qos];
    jobs.append(j);
  }
  return jobs;
}

QStringList sinfoArguments()
{
  const QString sep(kSlurmFieldSeparator);
  QStringList fields;
  for (const char *f : {"NodeList", "Partition", "StateLong", "CPUsState", "Gres", "GresUsed", "Reason"})
    fields << QLatin1String(f) + QStringLiteral(":0") + sep;
  return {QStringLiteral("-h"), QStringLiteral("-N"), QStringLiteral("-O"), fields.join(QLatin1Char(','))};
}

Result<QList<Node>> parseSinfo(const QString &output)
{
  QList<Node> nodes;
  QHash<QString, qsizetype> index;
  int lineNo = 0;
  for (const QString &line : output.split(QLatin1Char('\n'))) {
    ++lineNo;
    if (line.trimmed().isEmpty())
      continue;
    QStringList f = line.split(QChar(kSlurmFieldSeparator));
    if (f.size() == 8 && f.last().trimmed().isEmpty())
      f.removeLast(); // the trailing separator
    const auto bad = [&](const QString &why) {
      return Result<QList<Node>>::failure(CoreTr::tr("sinfo output, line %1: %2").arg(lineNo).arg(why));
    };
    if (f.size() != 7)
      return bad(CoreTr::tr("expected 7 fields, found %1").arg(f.size()));
    for (QString &v : f)
      v = v.trimmed();
    QString partition = f[1];
    if (partition.endsWith(QLatin1Char('*')))
      partition.chop(1);
    if (const auto it = index.constFind(f[0]); it != index.cend()) {
      nodes[*it].partitions << partition;
      continue;
    }
    Node n;
    n.name = f[0];
    n.partitions << partition;
    n.state = nodeStateName(f[2]);
    const QStringList cpus = f[3].split(QLatin1Char('/')); // allocated/idle/other/total
    if (cpus.size() != 4)
      return bad(CoreTr::tr("CPU states '%1' are not A/I/O/T").arg(f[3]));
    n.cpusAllocated = cpus[0].toInt();
    n.cpus = cpus[3].toInt();
    const auto gres = parseGpuGres(f[4]);
    const auto used = parseGpuGres(f[5]);
    if (!gres || !used)
      return bad(CoreTr::tr("cannot read the GRES '%1' / '%2'").arg(f[4], f[5]));
    n.gpus = gres->count;
    n.gpuType = gres->type;
    n.gpusAllocated = used->count;
    n.reason = isUnsetValue(f[6]) ? QString() : f[6];
    index.insert(n.name, nodes.size());
    nodes.append(n);
  }
  return nodes;
}


QString slurmJsonPluginVersion(const QByteArray &json)
{
  const QJsonObject meta = QJsonDocument::fromJson(json).object().value(QLatin1String("meta")).toObject();
  // 23.02+ name the data_parser (the schema); 22.05 only the openapi plugin.
  const QJsonObject plugin = meta.value(QLatin1String("plugin")).toObject();
  const QString parser = plugin.value(QLatin1String("data_parser")).toString();
  return parser.isEmpty() ? plugin.value(QLatin1String("type")).toString() : parser;
}

Result<QList<Job>> parseSqueueJson(const QByteArray &json)
{
  const auto root = slurmJsonRoot(json, "squeue");
  if (!root)
    return Result<QList<Job>>::failure(root.error());
  QList<Job> jobs;
  const QJsonArray array = root->value(QLatin1String("jobs")).toArray();
  for (qsizetype i = 0; i < array.size(); ++i) {
    const QJsonObject o = array[i].toObject();
    const auto state = jobStateFrom(slurmJsonState(o.value(QLatin1String("job_state"))));
    if (!state)
      continue;
    Job j;
    const auto id = slurmJsonNumber(o.value(QLatin1String("job_id")));
    const auto submit = slurmJsonNumber(o.value(QLatin1String("submit_time")));
    if (!id || !submit)
      return Result<QList<Job>>::failure(CoreTr::tr("squeue --json: jobs[%1]: no job_id or submit_time").arg(i));
    j.id = *id;
    j.state = *state;
    j.name = o.value(QLatin1String("name")).toString();
    j.user = o.value(QLatin1String("user_name")).toString();
    j.account = o.value(QLatin1String("account")).toString();
    j.partition = o.value(QLatin1String("partition")).toString();
    j.reason = o.value(QLatin1String("state_reason")).toString();
    if (j.reason == QLatin1String("None"))
      j.reason.clear();
    j.submitTime = *submit;
    const qint64 start = slurmJsonNumber(o.value(QLatin1String("start_time"))).value_or(0);
    if (j.state == JobState::Running)
      j.startTime = start;
    else
      j.estimatedStart = start;
    if (const auto limit = slurmJsonNumber(o.value(QLatin1String("time_limit"))))
      j.timeLimitSeconds = *limit * 60; // minutes in both generations
    j.nodes = int(slurmJsonNumber(o.value(QLatin1String("node_count"))).value_or(0));
    j.cpus = int(slurmJsonNumber(o.value(QLatin1String("cpus"))).value_or(0));
    const auto gpus = parseGpuGres(o.value(QLatin1String("tres_per_node")).toString());
    j.gpusPerNode = gpus ? gpus->count : 0;
    j.gpuType = gpus ? gpus->type : QString();
    j.nodeList = j.state == JobState::Running ? o.value(QLatin1String("nodes")).toString() : QString();
    j.dependency = o.value(QLatin1String("dependency")).toString();
    j.priority = slurmJsonNumber(o.value(QLatin1String("priority"))).value_or(0);
    j.qos = o.value(QLatin1String("qos")).toString();
    if (const auto task = slurmJsonNumber(o.value(QLatin1String("array_task_id"))))
      j.arrayId =
          QStringLiteral("%1_%2").arg(slurmJsonNumber(o.value(QLatin1String("array_job_id"))).value_or(0)).arg(*task);
    jobs.append(j);
  }
  return jobs;
}

Result<QList<Node>> parseSinfoJson(const QByteArray &json)
{
  const auto root = slurmJsonRoot(json, "sinfo");
  if (!root)
    return Result<QList<Node>>::failure(root.error());
  QList<Node> nodes;
  const QJsonArray array = root->value(QLatin1String("nodes")).toArray();
  for (const QJsonValue &v : array) {
    const QJsonObject o = v.toObject();
    Node n;
    n.name = o.value(QLatin1String("name")).toString();
    for (const QJsonValue &p : o.value(QLatin1String("partitions")).toArray())
      n.partitions << p.toString();
    n.state = nodeStateName(slurmJsonState(o.value(QLatin1String("state"))));
    n.cpus = int(slurmJsonNumber(o.value(QLatin1String("cpus"))).value_or(0));
    n.cpusAllocated = int(slurmJsonNumber(o.value(QLatin1String("alloc_cpus"))).value_or(0));
    const auto gres = parseGpuGres(o.value(QLatin1String("gres")).toString());
    const auto used = parseGpuGres(o.value(QLatin1String("gres_used")).toString());
    n.gpus = gres ? gres->count : 0;
    n.gpuType = gres ? gres->type : QString();
    n.gpusAllocated = used ? used->count : 0;
    n.reason = o.value(QLatin1String("reason")).toString();
    nodes.append(n);
  }
  return nodes;
}

void applyNodeStates(QList<Partition> &partitions, const QList<Node> &nodes)
{
  for (Partition &p : partitions) {
    p.nodesIdle = p.nodesMixed = p.nodesAllocated = p.nodesDown = 0;
    for (const Node &n : nodes) {
      if (!n.partitions.contains(p.name))
        continue;
      if (n.state.startsWith(QLatin1String("idle")))
        ++p.nodesIdle;
      else if (n.state.startsWith(QLatin1String("mix")))
        ++p.nodesMixed;
      else if (n.state.startsWith(QLatin1String("alloc")) || n.state.startsWith(QLatin1String("completing")))
        ++p.nodesAllocated;
      else
        ++p.nodesDown; // down, drained, draining, fail, unknown, …
    }
  }
}

} // namespace mirage
