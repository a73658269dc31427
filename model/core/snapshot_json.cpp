#include "core/snapshot_json.h"

#include "core/core_tr.h"
#include "core/duration.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace mirage {
namespace {

// Reads fields of one JSON object and remembers the first error with the field's path.
class FieldReader {
public:
  FieldReader(const QJsonObject &object, QString path, QString *error)
      : m_object(object), m_path(std::move(path)), m_error(error)
  {
  }
  QString string(const char *key, bool required = true)
  {
    const QJsonValue v = m_object.value(QLatin1String(key));
    if (v.isUndefined() && !required)
      return {};
    if (!v.isString())
      fail(key, CoreTr::tr("expected a string"));
    return v.toString();
  }
  qint64 integer(const char *key, qint64 min, bool required = true, qint64 fallback = 0)
  {
    const QJsonValue v = m_object.value(QLatin1String(key));
    if (v.isUndefined() && !required)
      return fallback;
    const double d = v.toDouble(-1e300);
    if (!v.isDouble() || d != double(qint64(d)) || qint64(d) < min) {
      fail(key, CoreTr::tr("expected an integer ≥ %1").arg(min));
      return fallback;
    }
    return qint64(d);
  }
  bool boolean(const char *key)
  {
    const QJsonValue v = m_object.value(QLatin1String(key));
    if (v.isUndefined())
      return false;
    if (!v.isBool())
      fail(key, CoreTr::tr("expected true or false"));
    return v.toBool();
  }
  void fail(const char *key, const QString &what)
  {
    if (m_error->isEmpty())
      *m_error = QStringLiteral("%1.%2: %3").arg(m_path, QLatin1String(key), what);
  }
  const QString &path() const { return m_path; }

private:
  QJsonObject m_object;
  QString m_path;
  QString *m_error;
};

int lineOf(const QByteArray &text, int offset)
{
  return int(text.left(offset).count('\n')) + 1;
}

} // namespace

Result<ClusterSnapshot> parseSnapshotJson(const QByteArray &json, const QString &sourceName, EpochSeconds now)
{
  const auto failure = [&](const QString &what) {
    return Result<ClusterSnapshot>::failure(QStringLiteral("%1: %2").arg(sourceName, what));
  };
  if (json.trimmed().isEmpty())
    return failure(CoreTr::tr("the file is empty (a Mirage snapshot JSON object is expected: mirage-cli snapshot "
                              "--json writes one)"));
  QJsonParseError parseError;
  const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
  if (parseError.error != QJsonParseError::NoError)
    return failure(CoreTr::tr("line %1: %2").arg(lineOf(json, parseError.offset)).arg(parseError.errorString()));
  if (!doc.isObject())
    return failure(CoreTr::tr("expected a JSON object at the top level"));
  const QJsonObject root = doc.object();
  if (root.value(QLatin1String("format")).toString() != QLatin1String("mirage-snapshot"))
    return failure(CoreTr::tr("not a Mirage snapshot (\"format\" is not \"mirage-snapshot\")"));
  if (root.value(QLatin1String("version")).toInt() != 1)
    return failure(CoreTr::tr("unsupported snapshot version %1 (this Mirage reads version 1)")
                       .arg(root.value(QLatin1String("version")).toInt()));

  QString error;
  FieldReader top(root, QStringLiteral("snapshot"), &error);
  ClusterSnapshot snapshot;
  snapshot.cluster = top.string("cluster");
  snapshot.timeZone = top.string("time_zone", false);
  snapshot.source = top.string("source", false);
  snapshot.slurmVersion = top.string("slurm_version", false);
  const bool relative = top.boolean("relative_times");
  snapshot.time = relative ? now : top.integer("time", 0);
  const qint64 base = relative ? now : 0;

  const QJsonArray partitions = root.value(QLatin1String("partitions")).toArray();
  if (partitions.isEmpty() && error.isEmpty())
    error = CoreTr::tr("snapshot.partitions: expected a non-empty array");
  for (qsizetype i = 0; i < partitions.size() && error.isEmpty(); ++i) {
    FieldReader r(partitions[i].toObject(), QStringLiteral("partitions[%1]").arg(i), &error);
    Partition p;
    p.name = r.string("name");
    p.isDefault = r.boolean("default");
    p.nodes = int(r.integer("nodes", 0)); // an empty partition is legal
    p.cpusPerNode = int(r.integer("cpus_per_node", 0));
    p.gpusPerNode = int(r.integer("gpus_per_node", 0, false));
    p.gpuType = r.string("gpu_type", false);
    const QString maxTime = r.string("max_time", false);
    if (!maxTime.isEmpty()) {
      const auto seconds = parseSlurmDuration(maxTime);
      if (!seconds)
        r.fail("max_time", seconds.error());
      else
        p.maxTimeSeconds = seconds.value();
    }
    FieldReader states(partitions[i].toObject().value(QLatin1String("states")).toObject(),
                       r.path() + QStringLiteral(".states"), &error);
    p.nodesAllocated = int(states.integer("allocated", 0, false));
    p.nodesMixed = int(states.integer("mixed", 0, false));
    p.nodesIdle = int(states.integer("idle", 0, false));
    p.nodesDown = int(states.integer("down", 0, false));
    if (error.isEmpty() && p.nodesAllocated + p.nodesMixed + p.nodesIdle + p.nodesDown != p.nodes)
      states.fail("idle", CoreTr::tr("node states add up to %1, but the partition has %2 nodes")
                              .arg(p.nodesAllocated + p.nodesMixed + p.nodesIdle + p.nodesDown)
                              .arg(p.nodes));
    if (error.isEmpty() && snapshot.partition(p.name))
      r.fail("name", CoreTr::tr("partition '%1' appears twice").arg(p.name));
    snapshot.partitions.append(p);
  }

  const QJsonArray jobs = root.value(QLatin1String("jobs")).toArray();
  for (qsizetype i = 0; i < jobs.size() && error.isEmpty(); ++i) {
    FieldReader r(jobs[i].toObject(), QStringLiteral("jobs[%1]").arg(i), &error);
    Job j;
    j.id = r.integer("id", 1);
    j.name = r.string("name");
    j.user = r.string("user");
    j.account = r.string("account", false);
    j.partition = r.string("partition");
    const QString state = r.string("state");
    if (state == QLatin1String("RUNNING"))
      j.state = JobState::Running;
    else if (state == QLatin1String("PENDING"))
      j.state = JobState::Pending;
    else
      r.fail("state", CoreTr::tr("expected RUNNING or PENDING, got '%1'").arg(state));
    const qint64 minTime = relative ? std::numeric_limits<qint64>::min() / 2 : 0;
    j.submitTime = base + r.integer("submit", minTime);
    if (j.state == JobState::Running)
      j.startTime = base + r.integer("start", minTime);
    j.timeLimitSeconds = r.integer("time_limit", 0);
    j.nodes = int(r.integer("nodes", 1));
    j.gpusPerNode = int(r.integer("gpus_per_node", 0, false));
    j.reason = r.string("reason", false);
    j.priority = r.integer("priority", 0, false);
    j.qos = r.string("qos", false);
    j.arrayId = r.string("array_id", false);
    j.dependency = r.string("dependency", false);
    j.nodeList = r.string("node_list", false);
    j.gpuType = r.string("gpu_type", false);
    j.cpus = int(r.integer("cpus", 0, false));
    if (jobs[i].toObject().contains(QLatin1String("estimated_start")))
      j.estimatedStart = base + r.integer("estimated_start", minTime);
    if (error.isEmpty() && !snapshot.partition(j.partition))
      r.fail("partition", CoreTr::tr("unknown partition '%1'").arg(j.partition));
    if (error.isEmpty() && j.state == JobState::Running && j.startTime < j.submitTime)
      r.fail("start", CoreTr::tr("job starts before it was submitted"));
    snapshot.jobs.append(j);
  }
  const QJsonArray nodes = root.value(QLatin1String("nodes")).toArray();
  for (qsizetype i = 0; i < nodes.size() && error.isEmpty(); ++i) {
    FieldReader r(nodes[i].toObject(), QStringLiteral("nodes[%1]").arg(i), &error);
    Node n;
    n.name = r.string("name");
    for (const QJsonValue &p : nodes[i].toObject().value(QLatin1String("partitions")).toArray())
      n.partitions << p.toString();
    n.state = r.string("state");
    n.cpus = int(r.integer("cpus", 0, false));
    n.cpusAllocated = int(r.integer("cpus_allocated", 0, false));
    n.gpus = int(r.integer("gpus", 0, false));
    n.gpusAllocated = int(r.integer("gpus_allocated", 0, false));
    n.gpuType = r.string("gpu_type", false);
    n.reason = r.string("reason", false);
    snapshot.nodes.append(n);
  }
  if (!error.isEmpty())
    return failure(error);
  return snapshot;
}

QByteArray snapshotToJson(const ClusterSnapshot &s, bool compact)
{
  QJsonArray partitions;
  for (const Partition &p : s.partitions) {
    partitions.append(
        QJsonObject{{QStringLiteral("name"), p.name},
                    {QStringLiteral("default"), p.isDefault},
                    {QStringLiteral("nodes"), p.nodes},
                    {QStringLiteral("cpus_per_node"), p.cpusPerNode},
                    {QStringLiteral("gpus_per_node"), p.gpusPerNode},
                    {QStringLiteral("gpu_type"), p.gpuType},
                    {QStringLiteral("max_time"), formatSlurmDuration(p.maxTimeSeconds)},
                    {QStringLiteral("states"), QJsonObject{{QStringLiteral("allocated"), p.nodesAllocated},
                                                           {QStringLiteral("mixed"), p.nodesMixed},
                                                           {QStringLiteral("idle"), p.nodesIdle},
                                                           {QStringLiteral("down"), p.nodesDown}}}});
  }
  QJsonArray nodes;
  for (const Node &n : s.nodes)
    nodes.append(QJsonObject{{QStringLiteral("name"), n.name},
                             {QStringLiteral("partitions"), QJsonArray::fromStringList(n.partitions)},
                             {QStringLiteral("state"), n.state},
                             {QStringLiteral("cpus"), n.cpus},
                             {QStringLiteral("cpus_allocated"), n.cpusAllocated},
                             {QStringLiteral("gpus"), n.gpus},
                             {QStringLiteral("gpus_allocated"), n.gpusAllocated},
                             {QStringLiteral("gpu_type"), n.gpuType},
                             {QStringLiteral("reason"), n.reason}});
  QJsonArray jobs;
  for (const Job &j : s.jobs) {
    QJsonObject o{
        {QStringLiteral("id"), j.id},
        {QStringLiteral("name"), j.name},
        {QStringLiteral("user"), j.user},
        {QStringLiteral("account"), j.account},
        {QStringLiteral("partition"), j.partition},
        {QStringLiteral("state"), j.state == JobState::Running ? QStringLiteral("RUNNING") : QStringLiteral("PENDING")},
        {QStringLiteral("submit"), j.submitTime},
        {QStringLiteral("time_limit"), j.timeLimitSeconds},
        {QStringLiteral("nodes"), std::max(1, j.nodes)},
        {QStringLiteral("gpus_per_node"), j.gpusPerNode},
        {QStringLiteral("reason"), j.reason},
        {QStringLiteral("priority"), j.priority},
        {QStringLiteral("qos"), j.qos},
        {QStringLiteral("array_id"), j.arrayId},
        {QStringLiteral("dependency"), j.dependency},
        {QStringLiteral("node_list"), j.nodeList},
        {QStringLiteral("gpu_type"), j.gpuType},
        {QStringLiteral("cpus"), j.cpus}};
    if (j.state == JobState::Running)
      o.insert(QStringLiteral("start"), j.startTime);
    if (j.estimatedStart > 0)
      o.insert(QStringLiteral("estimated_start"), j.estimatedStart);
    jobs.append(o);
  }
  const QJsonObject root{{QStringLiteral("format"), QStringLiteral("mirage-snapshot")},
                         {QStringLiteral("version"), 1},
                         {QStringLiteral("cluster"), s.cluster},
                         {QStringLiteral("time"), s.time},
                         {QStringLiteral("time_zone"), s.timeZone},
                         {QStringLiteral("source"), s.source},
                         {QStringLiteral("slurm_version"), s.slurmVersion},
                         {QStringLiteral("partitions"), partitions},
                         {QStringLiteral("nodes"), nodes},
                         {QStringLiteral("jobs"), jobs}};
  return QJsonDocument(root).toJson(compact ? QJsonDocument::Compact : QJsonDocument::Indented);
}

} // namespace mirage
