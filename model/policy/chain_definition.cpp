#include "policy/chain_definition.h"

#include "core/core_tr.h"
#include "policy/submission_policy.h"

#include <QFileInfo>
#include <QJsonArray>

#include <algorithm>

namespace mirage::policy {

QString ChainDefinition::tag(qint64 chainId, int link) const
{
  return key.isEmpty() ? QStringLiteral("mirage-chain-%1-%2").arg(chainId).arg(link)
                       : QStringLiteral("mirage-chain-%1-%2").arg(key).arg(link);
}

QJsonObject ChainDefinition::toJson() const
{
  return QJsonObject{{QStringLiteral("name"), name},
                     {QStringLiteral("source"), source},
                     {QStringLiteral("ssh_config"), sshConfig},
                     {QStringLiteral("partition"), partition},
                     {QStringLiteral("scripts"), QJsonArray::fromStringList(scripts)},
                     {QStringLiteral("links"), links},
                     {QStringLiteral("nodes"), nodes},
                     {QStringLiteral("gpus_per_node"), gpusPerNode},
                     {QStringLiteral("limit_s"), limitSeconds},
                     {QStringLiteral("policy"), policy},
                     {QStringLiteral("interruption_weight"), interruptionWeight},
                     {QStringLiteral("auto_submit"), autoSubmit},
                     {QStringLiteral("key"), key}};
}

ChainDefinition ChainDefinition::fromJson(const QJsonObject &json)
{
  ChainDefinition c;
  c.name = json[QLatin1String("name")].toString();
  c.source = json[QLatin1String("source")].toString(QStringLiteral("local"));
  c.sshConfig = json[QLatin1String("ssh_config")].toString();
  c.partition = json[QLatin1String("partition")].toString();
  for (const QJsonValue &v : json[QLatin1String("scripts")].toArray())
    c.scripts << v.toString();
  c.links = json[QLatin1String("links")].toInt(2);
  c.nodes = json[QLatin1String("nodes")].toInt(1);
  c.gpusPerNode = json[QLatin1String("gpus_per_node")].toInt(0);
  c.limitSeconds = json[QLatin1String("limit_s")].toInteger(3600);
  c.policy = json[QLatin1String("policy")].toString(QStringLiteral("reactive"));
  if (json.contains(QLatin1String("interruption_weight"))) {
    c.interruptionWeight = json[QLatin1String("interruption_weight")].toDouble(kDefaultInterruptionWeight);
  } else if (json.contains(QLatin1String("weight"))) {
    // Stored before the cost had one unit: w·gap hours + (1 − w)·overlap GPU-hours. The same
    // advice in today's terms is λ = w / ((1 − w)·GPUs).
    const double w = std::clamp(json[QLatin1String("weight")].toDouble(0.5), 0.0, 1.0);
    c.interruptionWeight = w >= 1 ? kMaxInterruptionWeight
                                  : std::min(kMaxInterruptionWeight, w / ((1 - w) * chainGpus(c.nodes, c.gpusPerNode)));
  }
  c.autoSubmit = json[QLatin1String("auto_submit")].toBool(false);
  c.key = json[QLatin1String("key")].toString();
  return c;
}

QStringList chainPolicyNames()
{
  QStringList names = baselinePolicyNames();
  names.removeAll(QStringLiteral("average-wait")); // needs the history of a simulation
  names << QStringLiteral("risk-optimal");
  return names;
}

Result<void> checkChainScript(const ChainDefinition &c, const QString &script)
{
  if (script.startsWith(QLatin1Char('-')))
    return failure(
        CoreTr::tr("chain %1: the script %2 starts with '-': sbatch would read it as an option").arg(c.name, script));
  if (c.source != QLatin1String("local"))
    return {}; // on the login node: sbatch says so if it is not there
  const QFileInfo info(script);
  if (info.isDir())
    return failure(CoreTr::tr("chain %1: %2 is a folder, not an sbatch script").arg(c.name, script));
  if (!info.isFile())
    return failure(CoreTr::tr("chain %1: the script %2 does not exist").arg(c.name, script));
  if (!info.isReadable())
    return failure(CoreTr::tr("chain %1: the script %2 cannot be read").arg(c.name, script));
  return {};
}

Result<void> validateChain(const ChainDefinition &c)
{
  if (c.name.trimmed().isEmpty())
    return failure(CoreTr::tr("the chain needs a name"));
  if (c.partition.isEmpty())
    return failure(CoreTr::tr("chain %1: no partition").arg(c.name));
  if (c.scripts.isEmpty())
    return failure(CoreTr::tr("chain %1: no sbatch script").arg(c.name));
  for (const QString &script : c.scripts)
    if (const auto checked = checkChainScript(c, script); !checked.ok())
      return checked;
  if (c.links < 1 || c.links > 10000)
    return failure(CoreTr::tr("chain %1: links must be 1 … 10000, not %2").arg(c.name).arg(c.links));
  if (c.nodes < 1)
    return failure(CoreTr::tr("chain %1: nodes must be at least 1").arg(c.name));
  if (c.limitSeconds <= 0)
    return failure(CoreTr::tr("chain %1: a time limit is required (a chain exists because of it)").arg(c.name));
  if (!(c.interruptionWeight >= 0 && c.interruptionWeight <= kMaxInterruptionWeight))
    return failure(CoreTr::tr("chain %1: the interruption weight must be 0 … %2, not %3")
                       .arg(c.name)
                       .arg(kMaxInterruptionWeight)
                       .arg(c.interruptionWeight));
  if (!chainPolicyNames().contains(c.policy))
    return failure(CoreTr::tr("chain %1: unknown policy '%2' (known: %3)")
                       .arg(c.name, c.policy, chainPolicyNames().join(QStringLiteral(", "))));
  return {};
}

} // namespace mirage::policy
