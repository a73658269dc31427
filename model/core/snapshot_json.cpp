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
    p.nodes = int(r.integer("nodes", 1));
    p.cpusPerNode = int(r.integer("cpus_per_node", 1));
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
    if (error.isEmpty() && !snapshot.partition(j.partition))
      r.fail("partition", CoreTr::tr("unknown partition '%1'").arg(j.partition));
    if (error.isEmpty() && j.state == JobState::Running && j.startTime < j.submitTime)
      r.fail("start", CoreTr::tr("job starts before it was submitted"));
    snapshot.jobs.append(j);
  }
  if (!error.isEmpty())
    return failure(error);
  return snapshot;
}

} // namespace mirage
