#include "slurm/snapshot_source.h"

#include "core/core_tr.h"
#include "slurm/queue_parsers.h"
#include "slurm/scontrol_parser.h"

#include <QDateTime>
#include <QRegularExpression>

namespace mirage {

QString parseSlurmVersion(const QString &output)
{
  static const QRegularExpression version(QStringLiteral("^slurm(?:-wlm)?\\s+(\\d+\\.\\d+(?:\\.\\d+)?)"));
  const auto m = version.match(output.trimmed());
  return m.hasMatch() ? m.captured(1) : QString();
}

Result<QTimeZone> hostTimeZone(CommandRunner &runner, int timeoutMs)
{
  if (dynamic_cast<LocalRunner *>(&runner))
    return QTimeZone::systemTimeZone();
  const CommandResult link =
      runner.run({QStringLiteral("readlink"), QStringLiteral("-f"), QStringLiteral("/etc/localtime")}, timeoutMs);
  if (link.ok()) {
    const QString path = QString::fromUtf8(link.out).trimmed();
    const qsizetype at = path.indexOf(QLatin1String("zoneinfo/"));
    if (at >= 0) {
      const QTimeZone zone(path.mid(at + 9).toUtf8());
      if (zone.isValid())
        return zone;
    }
  }
  const CommandResult offset = runner.run({QStringLiteral("date"), QStringLiteral("+%z")}, timeoutMs);
  if (!offset.ok())
    return Result<QTimeZone>::failure(offset.errorMessage(runner.describe() + QStringLiteral(": date")));
  const QString z = QString::fromUtf8(offset.out).trimmed(); // +0100
  static const QRegularExpression pattern(QStringLiteral("^([+-])(\\d\\d)(\\d\\d)$"));
  const auto m = pattern.match(z);
  if (!m.hasMatch())
    return Result<QTimeZone>::failure(
        CoreTr::tr("%1: cannot tell the host's time zone from '%2'").arg(runner.describe(), z));
  const int seconds =
      (m.captured(2).toInt() * 3600 + m.captured(3).toInt() * 60) * (m.captured(1) == QLatin1String("-") ? -1 : 1);
  return QTimeZone(seconds);
}

Result<ClusterSnapshot> takeSnapshot(CommandRunner &runner, const SnapshotOptions &options)
{
  const auto fail = [](const QString &message) { return Result<ClusterSnapshot>::failure(message); };
  const auto runOrFail = [&](const QStringList &argv, CommandResult &result) {
    result = runner.run(argv, options.commandTimeoutMs, options.cancel);
    return result.ok();
  };
  const QString where = runner.describe();
  CommandResult r;
  if (!runOrFail({QStringLiteral("sinfo"), QStringLiteral("--version")}, r)) {
    if (r.err.contains("Could not establish a configuration source") || r.err.contains("resolve_ctls_from_dns_srv"))
      return fail(CoreTr::tr("%1: Slurm is not configured there (no slurm.conf)").arg(where));
    return fail(r.errorMessage(where + QStringLiteral(": sinfo --version")));
  }
  ClusterSnapshot s;
  s.slurmVersion = parseSlurmVersion(QString::fromUtf8(r.out));
  s.source = where;
  s.cluster = options.cluster.isEmpty() ? where : options.cluster;
  QTimeZone zone;
  if (options.timeZone) {
    zone = *options.timeZone;
  } else {
    const auto detected = hostTimeZone(runner, options.commandTimeoutMs);
    if (!detected)
      return fail(detected.error());
    zone = detected.value();
  }
  s.timeZone = QString::fromUtf8(zone.id());

  QStringList partitionCommand{QStringLiteral("scontrol"), QStringLiteral("-o"), QStringLiteral("show"),
                               QStringLiteral("partition")};
  if (!options.partition.isEmpty())
    partitionCommand << options.partition;
  if (!runOrFail(partitionCommand, r))
    return fail(r.errorMessage(where + QStringLiteral(": scontrol show partition")));
  s.time = QDateTime::currentSecsSinceEpoch();
  auto partitions = parseScontrolPartitions(QString::fromUtf8(r.out));
  if (!partitions)
    return fail(where + QStringLiteral(": ") + partitions.error());
  s.partitions = partitions.value();

  QStringList sinfo = QStringList{QStringLiteral("sinfo")} + sinfoArguments();
  if (!options.partition.isEmpty())
    sinfo << QStringLiteral("-p") << options.partition;
  if (!runOrFail(sinfo, r))
    return fail(r.errorMessage(where + QStringLiteral(": sinfo")));
  auto nodes = parseSinfo(QString::fromUtf8(r.out));
  if (!nodes)
    return fail(where + QStringLiteral(": ") + nodes.error());
  s.nodes = nodes.value();
  applyNodeStates(s.partitions, s.nodes);
  for (Partition &p : s.partitions) { // GPU type per partition from its nodes
    for (const Node &n : std::as_const(s.nodes))
      if (p.gpuType.isEmpty() && n.partitions.contains(p.name))
        p.gpuType = n.gpuType;
  }

  QStringList squeue = QStringList{QStringLiteral("squeue")} + squeueArguments();
  if (!options.partition.isEmpty())
    squeue << QStringLiteral("-p") << options.partition;
  if (!runOrFail(squeue, r))
    return fail(r.errorMessage(where + QStringLiteral(": squeue")));
  auto jobs = parseSqueue(QString::fromUtf8(r.out), zone);
  if (!jobs)
    return fail(where + QStringLiteral(": ") + jobs.error());
  s.jobs = jobs.value();
  return s;
}

} // namespace mirage
