// mirage-cli snapshot: the live state of a cluster (local Slurm tools or over SSH), stored.
#include "cli/cli_options.h"
#include "core/snapshot_json.h"
#include "slurm/snapshot_source.h"
#include "store/database.h"
#include "store/snapshot_store.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QThread>

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
  bool ok = false;
  const int n = parser.value(count).toInt(&ok);
  const int every = ok ? parser.value(interval).toInt(&ok) : 0;
  if (!ok || n < 1 || every < 0) {
    ctx.err << CliTr::tr("mirage-cli snapshot: --count must be ≥ 1 and --interval ≥ 0") << Qt::endl;
    return Usage;
  }
  const auto opened = makeRunner(parser.value(source), parser.value(sshConfig));
  if (!opened) {
    ctx.err << "mirage-cli snapshot: " << opened.error() << Qt::endl;
    return Usage;
  }
  CommandRunner *runner = opened->get();
  SnapshotOptions options;
  options.cluster = parser.value(cluster);
  options.partition = parser.value(partition);
  if (parser.isSet(zone)) {
    const auto named = parseTimeZoneArgument(parser.value(zone));
    if (!named.ok()) {
      ctx.err << "mirage-cli snapshot: " << named.error() << Qt::endl;
      return Usage;
    }
    options.timeZone = named.value();
  }
  Database db;
  if (!parser.isSet(noStore)) {
    if (const auto e = db.open(databasePath(parser)); !e.ok()) {
      ctx.err << "mirage-cli snapshot: " << e.error() << Qt::endl;
      return Failure;
    }
  }
  int failures = 0;
  for (int i = 0; i < n; ++i) {
    if (i > 0)
      QThread::sleep(every);
    const auto snapshot = takeSnapshot(*runner, options);
    if (!snapshot) {
      ctx.err << "mirage-cli snapshot: " << snapshot.error() << Qt::endl;
      ++failures;
      continue;
    }
    qint64 id = 0;
    if (db.isOpen()) {
      const auto saved = saveSnapshot(db, snapshot.value());
      if (!saved) {
        ctx.err << "mirage-cli snapshot: " << saved.error() << Qt::endl;
        return Failure;
      }
      id = saved.value();
    }
    const ClusterSnapshot &s = snapshot.value();
    if (parser.isSet(json)) {
      ctx.out << snapshotToJson(s) << Qt::endl;
    } else {
      ctx.out << CliTr::tr("%1 (Slurm %2, %3): %4 partitions, %5 nodes, %6 running, %7 pending, %8 of %9 GPUs in use")
                     .arg(s.cluster, s.slurmVersion, s.timeZone)
                     .arg(s.partitions.size())
                     .arg(s.nodes.size())
                     .arg(s.count(JobState::Running))
                     .arg(s.count(JobState::Pending))
                     .arg(s.gpusInUse())
                     .arg(s.totalGpus());
      if (id > 0)
        ctx.out << ' ' << CliTr::tr("[stored as snapshot %1]").arg(id);
      ctx.out << Qt::endl;
    }
  }
  if (auto *ssh = dynamic_cast<SshRunner *>(runner))
    ssh->closeMaster();
  return failures == 0 ? Success : Failure;
}

const RegisterCommand reg({QStringLiteral("snapshot"),
                           [] { return CliTr::tr("Snapshots of a live cluster (local or ssh://), stored"); },
                           &runSnapshot});

} // namespace
} // namespace mirage::cli
