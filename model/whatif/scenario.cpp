#include "whatif/scenario.h"

#include "core/core_tr.h"
#include "core/local_time.h"
#include "policy/submission_policy.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTimeZone>

#include <cmath>

namespace mirage::whatif {
namespace {

const QStringList kPolicies{QStringLiteral("fcfs"), QStringLiteral("easy"), QStringLiteral("conservative"),
                            QStringLiteral("slurm")};

QString isoOrEmpty(EpochSeconds t)
{
  return t > 0 ? QDateTime::fromSecsSinceEpoch(t, QTimeZone::utc()).toString(Qt::ISODate) : QString();
}

// Reads the fields of one JSON object, remembering the first error (it names the field).
class FieldReader {
public:
  FieldReader(const QJsonObject &o, QString prefix) : m_o(o), m_prefix(std::move(prefix)) {}
  QString error() const { return m_error; }
  bool has(const char *key) const { return m_o.contains(QLatin1String(key)); }
  QString text(const char *key, const QString &fallback = {})
  {
    const QJsonValue v = m_o.value(QLatin1String(key));
    if (v.isUndefined() || v.isNull())
      return fallback;
    if (!v.isString())
      fail(key, CoreTr::tr("a string"));
    return v.toString();
  }
  double number(const char *key, double fallback, double lo, double hi)
  {
    const QJsonValue v = m_o.value(QLatin1String(key));
    if (v.isUndefined() || v.isNull())
      return fallback;
    if (!v.isDouble() || v.toDouble() < lo || v.toDouble() > hi) {
      fail(key, CoreTr::tr("a number from %1 to %2").arg(lo).arg(hi));
      return fallback;
    }
    return v.toDouble();
  }
  int whole(const char *key, int fallback, int lo, int hi)
  {
    const double v = number(key, fallback, lo, hi);
    if (v != std::floor(v))
      fail(key, CoreTr::tr("a whole number"));
    return int(v);
  }
  EpochSeconds time(const char *key)
  {
    const QString s = text(key);
    if (s.isEmpty())
      return 0;
    QDateTime t = QDateTime::fromString(s, Qt::ISODate);
    if (!t.isValid()) {
      fail(key, CoreTr::tr("an ISO 8601 time such as 2023-03-01T00:00:00Z"));
      return 0;
    }
    if (t.timeSpec() == Qt::LocalTime) // no zone given: UTC
      t = QDateTime(t.date(), t.time(), QTimeZone::utc());
    return t.toSecsSinceEpoch();
  }
  void fail(const char *key, const QString &expected)
  {
    if (m_error.isEmpty())
      m_error = CoreTr::tr("field '%1%2' must be %3").arg(m_prefix, QLatin1String(key), expected);
  }
  void failWith(const QString &message)
  {
    if (m_error.isEmpty())
      m_error = message;
  }
  // A key the format does not have (a typo such as "nodez" would otherwise change nothing).
  void refuseUnknown(const QStringList &known)
  {
    for (auto it = m_o.begin(); it != m_o.end(); ++it)
      if (!known.contains(it.key())) {
        failWith(
            CoreTr::tr("unknown field '%1%2' (known: %3)").arg(m_prefix, it.key(), known.join(QStringLiteral(", "))));
        return;
      }
  }

private:
  const QJsonObject &m_o;
  QString m_prefix, m_error;
};

} // namespace

QJsonObject Scenario::toJson() const
{
  QJsonObject b;
  switch (base.kind) {
  case ScenarioBase::Kind::Trace:
    b.insert(QStringLiteral("trace"), base.trace);
    b.insert(QStringLiteral("nodes"), base.nodes);
    b.insert(QStringLiteral("gpus_per_node"), base.gpusPerNode);
    if (!base.timeZone.isEmpty())
      b.insert(QStringLiteral("time_zone"), base.timeZone);
    break;
  case ScenarioBase::Kind::Cluster:
    b.insert(QStringLiteral("cluster"), base.cluster);
    break;
  case ScenarioBase::Kind::Demo:
    b.insert(QStringLiteral("demo"), true);
    break;
  }
  if (base.from > 0)
    b.insert(QStringLiteral("from"), isoOrEmpty(base.from));
  if (base.until > 0)
    b.insert(QStringLiteral("until"), isoOrEmpty(base.until));
  QJsonObject o{{QStringLiteral("name"), name},
                {QStringLiteral("base"), b},
                {QStringLiteral("load_scale"), loadScale},
                {QStringLiteral("policy"), policy},
                {QStringLiteral("chain_policy"), chainPolicy}};
  if (nodes > 0)
    o.insert(QStringLiteral("nodes"), nodes);
  if (!partitionNodes.isEmpty()) {
    QJsonObject p;
    for (auto it = partitionNodes.begin(); it != partitionNodes.end(); ++it)
      p.insert(it.key(), it.value());
    o.insert(QStringLiteral("partition_nodes"), p);
  }
  if (gpusPerNode >= 0)
    o.insert(QStringLiteral("gpus_per_node"), gpusPerNode);
  if (limitCapMinutes > 0)
    o.insert(QStringLiteral("limit_cap_minutes"), limitCapMinutes);
  if (weightAge > 0 || weightJobSize > 0 || weightFairShare > 0)
    o.insert(QStringLiteral("priority"), QJsonObject{{QStringLiteral("age"), weightAge},
                                                     {QStringLiteral("job_size"), weightJobSize},
                                                     {QStringLiteral("fair_share"), weightFairShare}});
  if (chains.count > 0)
    o.insert(QStringLiteral("chains"), QJsonObject{{QStringLiteral("count"), chains.count},
                                                   {QStringLiteral("nodes"), chains.nodes},
                                                   {QStringLiteral("limit_minutes"), chains.limitMinutes},
                                                   {QStringLiteral("links"), chains.links},
                                                   {QStringLiteral("partition"), chains.partition}});
  return o;
}

Result<Scenario> Scenario::fromJson(const QJsonObject &o, const QString &where)
{
  const QString prefix = where.isEmpty() ? QString() : where + QStringLiteral(": ");
  Scenario s;
  FieldReader r(o, QString());
  r.refuseUnknown({QStringLiteral("name"), QStringLiteral("base"), QStringLiteral("nodes"),
                   QStringLiteral("partition_nodes"), QStringLiteral("gpus_per_node"), QStringLiteral("load_scale"),
                   QStringLiteral("limit_cap_minutes"), QStringLiteral("policy"), QStringLiteral("priority"),
                   QStringLiteral("chain_policy"), QStringLiteral("chains")});
  s.name = r.text("name").trimmed();
  if (s.name.isEmpty())
    r.fail("name", CoreTr::tr("a non-empty string"));
  const QJsonObject b = o.value(QLatin1String("base")).toObject();
  FieldReader br(b, QStringLiteral("base."));
  br.refuseUnknown({QStringLiteral("trace"), QStringLiteral("nodes"), QStringLiteral("gpus_per_node"),
                    QStringLiteral("time_zone"), QStringLiteral("cluster"), QStringLiteral("demo"),
                    QStringLiteral("from"), QStringLiteral("until")});
  if (!o.value(QLatin1String("base")).isObject()) {
    r.fail("base", CoreTr::tr("an object with \"trace\", \"cluster\" or \"demo\""));
  } else if (br.has("trace")) {
    s.base.kind = ScenarioBase::Kind::Trace;
    s.base.trace = br.text("trace");
    s.base.nodes = br.whole("nodes", 0, 1, 1000000);
    if (s.base.nodes < 1)
      br.fail("nodes", CoreTr::tr("given for a trace (its node count), a whole number ≥ 1"));
    s.base.gpusPerNode = br.whole("gpus_per_node", 0, 0, 64);
    s.base.timeZone = br.text("time_zone");
    if (!s.base.timeZone.isEmpty() && !ianaTimeZone(s.base.timeZone))
      br.fail("time_zone", CoreTr::tr("a known time zone"));
  } else if (br.has("cluster")) {
    s.base.kind = ScenarioBase::Kind::Cluster;
    s.base.cluster = br.text("cluster");
  } else if (br.has("demo")) {
    s.base.kind = ScenarioBase::Kind::Demo;
  } else {
    r.fail("base", CoreTr::tr("an object with \"trace\", \"cluster\" or \"demo\""));
  }
  s.base.from = br.time("from");
  s.base.until = br.time("until");
  s.nodes = r.whole("nodes", 0, 1, 1000000);
  if (o.contains(QLatin1String("partition_nodes"))) {
    const QJsonObject p = o.value(QLatin1String("partition_nodes")).toObject();
    for (auto it = p.begin(); it != p.end(); ++it) {
      if (!it->isDouble() || it->toDouble() < 1 || it->toDouble() != std::floor(it->toDouble()))
        r.failWith(CoreTr::tr("field 'partition_nodes.%1' must be a whole number ≥ 1").arg(it.key()));
      s.partitionNodes.insert(it.key(), it->toInt());
    }
  }
  s.gpusPerNode = r.whole("gpus_per_node", -1, 0, 64);
  s.loadScale = r.number("load_scale", 1.0, 0.01, 100);
  s.limitCapMinutes = r.whole("limit_cap_minutes", 0, 1, 10000000);
  s.policy = r.text("policy", s.policy);
  if (!kPolicies.contains(s.policy))
    r.fail("policy", kPolicies.join(QStringLiteral(", ")));
  if (o.contains(QLatin1String("priority"))) {
    const QJsonObject p = o.value(QLatin1String("priority")).toObject();
    FieldReader pr(p, QStringLiteral("priority."));
    pr.refuseUnknown({QStringLiteral("age"), QStringLiteral("job_size"), QStringLiteral("fair_share")});
    s.weightAge = pr.number("age", 0, 0, 1e9);
    s.weightJobSize = pr.number("job_size", 0, 0, 1e9);
    s.weightFairShare = pr.number("fair_share", 0, 0, 1e9);
    r.failWith(pr.error());
  }
  s.chainPolicy = r.text("chain_policy", s.chainPolicy);
  if (!policy::baselinePolicyNames().contains(s.chainPolicy))
    r.fail("chain_policy", policy::baselinePolicyNames().join(QStringLiteral(", ")));
  if (o.contains(QLatin1String("chains"))) {
    const QJsonObject c = o.value(QLatin1String("chains")).toObject();
    FieldReader cr(c, QStringLiteral("chains."));
    cr.refuseUnknown({QStringLiteral("count"), QStringLiteral("nodes"), QStringLiteral("limit_minutes"),
                      QStringLiteral("links"), QStringLiteral("partition")});
    s.chains.count = cr.whole("count", 0, 0, 100000);
    s.chains.nodes = cr.whole("nodes", 1, 1, 1000000);
    s.chains.limitMinutes = cr.whole("limit_minutes", 2880, 1, 10000000);
    s.chains.links = cr.whole("links", 3, 2, 10000);
    s.chains.partition = cr.text("partition");
    r.failWith(cr.error());
  }
  r.failWith(br.error());
  if (!r.error().isEmpty())
    return Result<Scenario>::failure(prefix + r.error());
  if (const auto e = s.validate(); !e.ok())
    return Result<Scenario>::failure(prefix + e.error());
  return s;
}

Result<void> Scenario::validate() const
{
  if (name.trimmed().isEmpty())
    return failure(CoreTr::tr("field 'name' must be a non-empty string"));
  if (base.kind == ScenarioBase::Kind::Trace && (base.trace.isEmpty() || base.nodes < 1))
    return failure(CoreTr::tr("field 'base.trace' needs a file and 'base.nodes' ≥ 1"));
  if (base.kind == ScenarioBase::Kind::Cluster && base.cluster.isEmpty())
    return failure(CoreTr::tr("field 'base.cluster' must name a cluster of the store"));
  if (base.from > 0 && base.until > 0 && base.until <= base.from)
    return failure(CoreTr::tr("field 'base.until' must come after 'base.from'"));
  if (!(loadScale > 0))
    return failure(CoreTr::tr("field 'load_scale' must be > 0"));
  if (!kPolicies.contains(policy))
    return failure(CoreTr::tr("field 'policy' must be one of %1").arg(kPolicies.join(QStringLiteral(", "))));
  if (!policy::baselinePolicyNames().contains(chainPolicy))
    return failure(CoreTr::tr("field 'chain_policy' must be one of %1")
                       .arg(policy::baselinePolicyNames().join(QStringLiteral(", "))));
  if (chains.count > 0 && (chains.links < 2 || chains.nodes < 1 || chains.limitMinutes < 1))
    return failure(CoreTr::tr("field 'chains' needs links ≥ 2, nodes ≥ 1 and limit_minutes ≥ 1"));
  return {};
}

QStringList sweepParameters()
{
  return {QStringLiteral("nodes"),        QStringLiteral("gpus_per_node"),
          QStringLiteral("load_scale"),   QStringLiteral("limit_cap_minutes"),
          QStringLiteral("chains.count"), QStringLiteral("chains.nodes"),
          QStringLiteral("weight_age"),   QStringLiteral("weight_fair_share")};
}

Result<Scenario> withParameter(const Scenario &scenario, const QString &parameter, double value)
{
  Scenario s = scenario;
  const int whole = int(std::lround(value));
  if (parameter == QLatin1String("nodes"))
    s.nodes = whole;
  else if (parameter == QLatin1String("gpus_per_node"))
    s.gpusPerNode = whole;
  else if (parameter == QLatin1String("load_scale"))
    s.loadScale = value;
  else if (parameter == QLatin1String("limit_cap_minutes"))
    s.limitCapMinutes = whole;
  else if (parameter == QLatin1String("chains.count"))
    s.chains.count = whole;
  else if (parameter == QLatin1String("chains.nodes"))
    s.chains.nodes = whole;
  else if (parameter == QLatin1String("weight_age"))
    s.weightAge = value;
  else if (parameter == QLatin1String("weight_fair_share"))
    s.weightFairShare = value;
  else
    return Result<Scenario>::failure(CoreTr::tr("unknown sweep parameter '%1' (known: %2)")
                                         .arg(parameter, sweepParameters().join(QStringLiteral(", "))));
  const bool atLeastOne = parameter == QLatin1String("nodes") || parameter == QLatin1String("chains.nodes") ||
                          parameter == QLatin1String("limit_cap_minutes");
  if (value < 0 || (atLeastOne && whole < 1) || (parameter == QLatin1String("load_scale") && !(value > 0)))
    return Result<Scenario>::failure(CoreTr::tr("%1 = %2 is out of range").arg(parameter).arg(value));
  s.name = QStringLiteral("%1 (%2 = %3)").arg(scenario.name, parameter).arg(value);
  if (const auto e = s.validate(); !e.ok())
    return Result<Scenario>::failure(e.error());
  return s;
}

Result<QList<double>> parseSweepValues(const QString &text)
{
  using R = Result<QList<double>>;
  QList<double> values;
  const QStringList range = text.split(QLatin1Char(':'));
  if (range.size() == 3) {
    bool a = false, b = false, c = false;
    const double from = range[0].toDouble(&a), to = range[1].toDouble(&b), step = range[2].toDouble(&c);
    if (!a || !b || !c || !(step > 0) || to < from)
      return R::failure(CoreTr::tr("sweep range '%1': from:to:step with to ≥ from and step > 0").arg(text));
    for (int i = 0; from + i * step <= to + 1e-9 * std::max(1.0, std::abs(to)); ++i) {
      values << from + i * step;
      if (values.size() > 1000)
        return R::failure(CoreTr::tr("sweep range '%1' has more than 1000 points").arg(text));
    }
    return values;
  }
  for (const QString &part : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
    bool ok = false;
    const double v = part.trimmed().toDouble(&ok);
    if (!ok)
      return R::failure(CoreTr::tr("sweep value '%1' is not a number").arg(part));
    values << v;
  }
  if (values.isEmpty())
    return R::failure(CoreTr::tr("no sweep values in '%1' (give from:to:step or a,b,c)").arg(text));
  return values;
}

Result<QList<Scenario>> readScenarioFile(const QString &path)
{
  using R = Result<QList<Scenario>>;
  QFile f(path);
  if (!f.open(QIODevice::ReadOnly))
    return R::failure(CoreTr::tr("cannot read %1: %2").arg(path, f.errorString()));
  QJsonParseError parseError;
  const QJsonDocument doc = QJsonDocument::fromJson(f.readAll(), &parseError);
  if (doc.isNull())
    return R::failure(
        CoreTr::tr("%1: not JSON (%2 at byte %3)").arg(path, parseError.errorString()).arg(parseError.offset));
  QJsonArray items;
  if (doc.isObject() && doc.object().contains(QLatin1String("scenarios")))
    items = doc.object().value(QLatin1String("scenarios")).toArray();
  else if (doc.isObject())
    items.append(doc.object());
  else
    items = doc.array();
  if (items.isEmpty())
    return R::failure(CoreTr::tr("%1 holds no scenario").arg(path));
  QList<Scenario> out;
  for (qsizetype i = 0; i < items.size(); ++i) {
    auto s = Scenario::fromJson(items[i].toObject(), CoreTr::tr("%1, scenario %2").arg(path).arg(i + 1));
    if (!s.ok())
      return R::failure(s.error());
    Scenario scenario = std::move(s).value();
    // A relative trace is read from the scenario file's folder, wherever the command runs.
    if (scenario.base.kind == ScenarioBase::Kind::Trace && QFileInfo(scenario.base.trace).isRelative())
      scenario.base.trace = QDir::cleanPath(QFileInfo(path).dir().filePath(scenario.base.trace));
    out << scenario;
  }
  return out;
}

} // namespace mirage::whatif
