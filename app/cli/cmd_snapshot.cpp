// mirage-cli snapshot: the live state of a cluster (local Slurm tools or over SSH), stored.
#include "cli/cli_options.h"
#include "core/snapshot_json.h"
#include "services/cluster_snapshots.h"
#include "slurm/command_runner.h"
#include "store/database.h"

namespace mirage::cli {
namespace {

struct SnapshotFlags {
  const QCommandLineOption source{QStringLiteral("source"), CliTr::tr("local (default) or ssh://[user@]host[:port]."),
                                  CliTr::tr("source"), QStringLiteral("local")};
  const QCommandLineOption sshConfig{QStringLiteral("ssh-config"), CliTr::tr("An ssh_config file for ssh -F."),
                                     CliTr::tr("file")};
  const QCommandLineOption cluster{QStringLiteral("cluster"),
                                   CliTr::tr("The cluster's name in the store (default: the source)."),
                                   CliTr::tr("name")};
  const QCommandLineOption partition{QStringLiteral("partition"), CliTr::tr("Only this partition."), CliTr::tr("name")};
  const QCommandLineOption count{QStringLiteral("count"), CliTr::tr("Take this many snapshots (default 1)."),
                                 CliTr::tr("n"), QStringLiteral("1")};
  const QCommandLineOption interval{QStringLiteral("interval"), CliTr::tr("Seconds between snapshots (default 60)."),
                                    CliTr::tr("seconds"), QStringLiteral("60")};
  const QCommandLineOption zone{
      QStringLiteral("time-zone"),
      CliTr::tr("The cluster's zone: an IANA name such as America/Chicago (default: the zone its host reports)."),
      CliTr::tr("zone")};
  const QCommandLineOption noStore{QStringLiteral("no-store"), CliTr::tr("Print only; do not store.")};
  const QCommandLineOption json{QStringLiteral("json"), CliTr::tr("Print each snapshot as one JSON line.")};
};

void printSnapshot(CliContext &ctx, const services::TakenSnapshot &look, bool json)
{
  if (!look.snapshot.ok()) {
    ctx.err << "mirage-cli snapshot: " << look.snapshot.error() << Qt::endl;
    return;
  }
  const ClusterSnapshot &s = look.snapshot.value();
  if (json) {
    ctx.out << snapshotToJson(s) << Qt::endl;
    return;
  }
  ctx.out << CliTr::tr("%1 (Slurm %2, %3): %4 partitions, %5 nodes, %6 running, %7 pending, %8 of %9 GPUs in use")
                 .arg(s.cluster, s.slurmVersion, s.timeZone)
                 .arg(s.partitions.size())
                 .arg(s.nodes.size())
                 .arg(s.count(JobState::Running))
                 .arg(s.count(JobState::Pending))
                 .arg(s.gpusInUse())
                 .arg(s.totalGpus());
  if (look.storedId > 0)
    ctx.out << ' ' << CliTr::tr("[stored as snapshot %1]").arg(look.storedId);
  ctx.out << Qt::endl;
}

int runSnapshot(CliContext &ctx)
{
  QCommandLineParser parser;
  parser.setApplicationDescription(
      CliTr::tr("Take snapshots of a cluster's partitions, nodes and queue and store them."));
  const SnapshotFlags flags;
  const auto &[source, sshConfig, cluster, partition, count, interval, zone, noStore, json] = flags;
  parser.addOptions({source, sshConfig, cluster, partition, count, interval, zone, databaseOption(), noStore, json});
  if (const int rc = parseCommandLine(parser, QStringLiteral("snapshot"), ctx); rc >= 0)
    return rc;
  const auto fail = [&](const QString &message, ExitCode code) {
    ctx.err << "mirage-cli snapshot: " << message << Qt::endl;
    return int(code);
  };
  services::SnapshotSeriesOptions options;
  bool ok = false;
  options.count = parser.value(count).toInt(&ok);
  options.intervalS = ok ? parser.value(interval).toInt(&ok) : 0;
  if (!ok || options.count < 1 || options.intervalS < 0)
    return fail(CliTr::tr("--count must be ≥ 1 and --interval ≥ 0"), Usage);
  options.snapshot.cluster = parser.value(cluster);
  options.snapshot.partition = parser.value(partition);
  if (parser.isSet(zone)) {
    const auto named = parseTimeZoneArgument(parser.value(zone));
    if (!named.ok())
      return fail(named.error(), Usage);
    options.snapshot.timeZone = named.value();
  }
  const auto opened = makeRunner(parser.value(source), parser.value(sshConfig));
  if (!opened)
    return fail(opened.error(), Usage);
  Database db;
  if (!parser.isSet(noStore))
    if (const auto e = db.open(databasePath(parser)); !e.ok())
      return fail(e.error(), Failure);
  const auto series = services::takeSnapshotSeries(
      **opened, db.isOpen() ? &db : nullptr, options,
      [&](const services::TakenSnapshot &look) { printSnapshot(ctx, look, parser.isSet(json)); });
  if (auto *ssh = dynamic_cast<SshRunner *>(opened->get()))
    ssh->closeMaster();
  if (!series.ok())
    return fail(series.error(), Failure);
  return series->failed == 0 ? Success : Failure;
}

const RegisterCommand reg({QStringLiteral("snapshot"),
                           [] { return CliTr::tr("Snapshots of a live cluster (local or ssh://), stored"); },
                           &runSnapshot});

} // namespace
} // namespace mirage::cli
