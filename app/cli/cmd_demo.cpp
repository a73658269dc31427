// mirage-cli demo: the built-in demo cluster's partitions and queue, as text or JSON.
#include "cli/cli_command.h"
#include "core/demo_cluster.h"
#include "core/duration.h"

#include <QCommandLineParser>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace mirage::cli {
namespace {

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
  return {{QStringLiteral("cluster"), s.cluster},
          {QStringLiteral("time"), QDateTime::fromSecsSinceEpoch(s.time, Qt::UTC).toString(Qt::ISODate)},
          {QStringLiteral("nodes"), s.totalNodes()},
          {QStringLiteral("gpus"), s.totalGpus()},
          {QStringLiteral("gpus_in_use"), s.gpusInUse()},
          {QStringLiteral("running"), s.count(JobState::Running)},
          {QStringLiteral("pending"), s.count(JobState::Pending)},
          {QStringLiteral("partitions"), partitions}};
}

int runDemo(CliContext &ctx)
{
  QCommandLineParser parser;
  parser.setApplicationDescription(CliTr::tr("Show the built-in demo cluster: partitions, node states and queue."));
  const QCommandLineOption json(QStringLiteral("json"), CliTr::tr("Print one JSON object."));
  parser.addOption(json);
  parser.addHelpOption();
  if (!parser.parse(QStringList{QStringLiteral("mirage-cli demo")} + ctx.arguments)) {
    ctx.err << "mirage-cli demo: " << parser.errorText() << Qt::endl;
    return Usage;
  }
  if (parser.isSet(QStringLiteral("help"))) {
    ctx.out << parser.helpText();
    return Success;
  }
  const auto snapshot = loadDemoCluster(QDateTime::currentSecsSinceEpoch());
  if (!snapshot) {
    ctx.err << "mirage-cli demo: " << snapshot.error() << Qt::endl;
    return Failure;
  }
  const ClusterSnapshot &s = snapshot.value();
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
  ctx.out.flush();
  return Success;
}

const RegisterCommand reg({QStringLiteral("demo"),
                           [] { return CliTr::tr("The built-in demo cluster's partitions and queue"); }, &runDemo});

} // namespace
} // namespace mirage::cli
