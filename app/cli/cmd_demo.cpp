// mirage-cli demo: the built-in demo cluster's partitions and queue, as text or JSON.
#include "cli/cli_options.h"
#include "core/atomic_file.h"
#include "core/duration.h"
#include "core/snapshot_json.h"
#include "services/demo_cluster.h"

#include <QCommandLineParser>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace mirage::cli {
namespace {

QString jobStateName(JobState state)
{
  return state == JobState::Running ? QStringLiteral("RUNNING") : QStringLiteral("PENDING");
}

QJsonObject toJson(const ClusterSnapshot &s)
{
  QJsonArray partitions;
  for (const Partition &p : s.partitions) {
    int running = 0, pending = 0;
    for (const Job &j : s.jobs)
      if (j.partition == p.name)
        (j.state == JobState::Running ? running : pending) += 1;
    partitions.append(QJsonObject{{QStringLiteral("name"), p.name},
                                  {QStringLiteral("nodes"), p.nodes},
                                  {QStringLiteral("gpus"), p.gpus()},
                                  {QStringLiteral("gpu_type"), p.gpuType},
                                  {QStringLiteral("busy_nodes"), p.nodesAllocated + p.nodesMixed},
                                  {QStringLiteral("idle_nodes"), p.nodesIdle},
                                  {QStringLiteral("down_nodes"), p.nodesDown},
                                  {QStringLiteral("max_time_s"), p.maxTimeSeconds},
                                  {QStringLiteral("running"), running},
                                  {QStringLiteral("pending"), pending}});
  }
  QJsonArray jobs;
  for (const Job &j : s.jobs) {
    QJsonObject o{{QStringLiteral("id"), j.id},
                  {QStringLiteral("user"), j.user},
                  {QStringLiteral("partition"), j.partition},
                  {QStringLiteral("state"), jobStateName(j.state)},
                  {QStringLiteral("nodes"), j.nodes},
                  {QStringLiteral("gpus_per_node"), j.gpusPerNode},
                  {QStringLiteral("time_limit"), formatSlurmDuration(j.timeLimitSeconds)},
                  {QStringLiteral("submit"), isoUtc(j.submitTime)}};
    if (j.state == JobState::Running)
      o.insert(QStringLiteral("start"), isoUtc(j.startTime));
    else
      o.insert(QStringLiteral("reason"), j.reason);
    jobs.append(o);
  }
  return {{QStringLiteral("cluster"), s.cluster},
          {QStringLiteral("time"), QDateTime::fromSecsSinceEpoch(s.time, Qt::UTC).toString(Qt::ISODate)},
          {QStringLiteral("nodes"), s.totalNodes()},
          {QStringLiteral("gpus"), s.totalGpus()},
          {QStringLiteral("gpus_in_use"), s.gpusInUse()},
          {QStringLiteral("running"), s.count(JobState::Running)},
          {QStringLiteral("pending"), s.count(JobState::Pending)},
          {QStringLiteral("partitions"), partitions},
          {QStringLiteral("jobs"), jobs}};
}

int runDemo(CliContext &ctx)
{
  QCommandLineParser parser;
  parser.setApplicationDescription(CliTr::tr("Show the built-in demo cluster: partitions, node states and queue."));
  const QCommandLineOption json(QStringLiteral("json"), CliTr::tr("Print one JSON object."));
  const QCommandLineOption write(QStringLiteral("write-snapshot"),
                                 CliTr::tr("Also write the demo's state as a Mirage snapshot JSON file, for the "
                                           "--snapshot FILE of forecast, risk and report."),
                                 CliTr::tr("file"));
  parser.addOptions({json, write});
  if (const int rc = parseCommandLine(parser, QStringLiteral("demo"), ctx); rc >= 0)
    return rc;
  const auto snapshot = loadDemoCluster(QDateTime::currentSecsSinceEpoch());
  if (!snapshot) {
    ctx.err << "mirage-cli demo: " << snapshot.error() << Qt::endl;
    return Failure;
  }
  const ClusterSnapshot &s = snapshot.value();
  if (parser.isSet(write))
    if (const auto e = writeFileAtomically(parser.value(write), snapshotToJson(s, false)); !e.ok()) {
      ctx.err << "mirage-cli demo: " << e.error() << Qt::endl;
      return Failure;
    }
  if (parser.isSet(json)) {
    ctx.out << QJsonDocument(toJson(s)).toJson(QJsonDocument::Compact) << Qt::endl;
    return Success;
  }
  ctx.out << CliTr::tr("Cluster %1: %2 nodes, %3 of %4 GPUs in use, %5 running, %6 pending")
                 .arg(s.cluster)
                 .arg(s.totalNodes())
                 .arg(s.gpusInUse())
                 .arg(s.totalGpus())
                 .arg(s.count(JobState::Running))
                 .arg(s.count(JobState::Pending))
          << '\n';
  ctx.out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7\n")
                 .arg(CliTr::tr("partition"), -12)
                 .arg(CliTr::tr("nodes"), 6)
                 .arg(CliTr::tr("busy"), 6)
                 .arg(CliTr::tr("idle"), 6)
                 .arg(CliTr::tr("down"), 6)
                 .arg(CliTr::tr("GPUs"), 6)
                 .arg(CliTr::tr("max time"), 12);
  for (const Partition &p : s.partitions)
    ctx.out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7\n")
                   .arg(p.name, -12)
                   .arg(p.nodes, 6)
                   .arg(p.nodesAllocated + p.nodesMixed, 6)
                   .arg(p.nodesIdle, 6)
                   .arg(p.nodesDown, 6)
                   .arg(p.gpus(), 6)
                   .arg(formatSlurmDuration(p.maxTimeSeconds), 12);
  // The queue, so that a job id can be handed to risk --demo --predecessor.
  ctx.out << '\n'
          << QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8\n")
                 .arg(CliTr::tr("JOBID"), -8)
                 .arg(CliTr::tr("PARTITION"), -12)
                 .arg(CliTr::tr("USER"), -10)
                 .arg(CliTr::tr("STATE"), -8)
                 .arg(CliTr::tr("NODES"), 5)
                 .arg(CliTr::tr("GPUS/NODE"), 9)
                 .arg(CliTr::tr("LIMIT"), 11)
                 .arg(CliTr::tr("START (UTC) / REASON"));
  for (const Job &j : s.jobs)
    ctx.out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8\n")
                   .arg(j.id, -8)
                   .arg(j.partition, -12)
                   .arg(j.user, -10)
                   .arg(jobStateName(j.state), -8)
                   .arg(j.nodes, 5)
                   .arg(j.gpusPerNode, 9)
                   .arg(formatSlurmDuration(j.timeLimitSeconds), 11)
                   .arg(j.state == JobState::Running ? isoUtc(j.startTime) : j.reason);
  ctx.out.flush();
  return Success;
}

const RegisterCommand reg({QStringLiteral("demo"),
                           [] { return CliTr::tr("The built-in demo cluster's partitions and queue"); }, &runDemo});

} // namespace
} // namespace mirage::cli
