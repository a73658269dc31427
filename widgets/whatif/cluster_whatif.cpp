#include "widgets/whatif/cluster_whatif.h"

#include "slurm/batch_jobs.h"
#include "whatif/slurm_array.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

namespace mirage {
namespace {
struct ClusterWhatIfTr {
  Q_DECLARE_TR_FUNCTIONS(mirage::ClusterWhatIf)
};

// The array's shards written so far, and the merged results: where the run is.
ClusterJobsProgress progressOf(const whatif::ArrayPlan &plan, const QStringList &jobs, CommandRunner &slurm)
{
  const QueuedJobs queue = queuedJobs(slurm, jobs); // the jobs first: one gone has written its file
  ClusterJobsProgress p;
  p.steps = plan.shards + 1;
  for (int k = 0; k < plan.shards; ++k)
    p.done += QFileInfo::exists(QDir(plan.dir).filePath(QStringLiteral("shard-%1.json").arg(k))) ? 1 : 0;
  const QString results = QDir(plan.dir).filePath(QStringLiteral("results.json"));
  p.finished = QFileInfo::exists(results);
  p.done += p.finished ? 1 : 0;
  p.stage = p.finished ? ClusterWhatIfTr::tr("merged")
                       : ClusterWhatIfTr::tr("scenarios: %1 of %2 shards").arg(p.done).arg(plan.shards);
  if (!p.finished)
    p.failure = runEndedWithout(queue, results, plan.dir);
  return p;
}
} // namespace

ClusterJobsDialog *makeClusterWhatIfDialog(std::function<Result<QList<whatif::Scenario>>()> scenarios,
                                           std::function<QString()> database, QWidget *parent)
{
  const auto prepare = [scenarios = std::move(scenarios),
                        database = std::move(database)]() -> Result<ClusterJobsSubmitter> {
    const auto chosen = scenarios();
    if (!chosen.ok())
      return failure(chosen.error());
    for (const whatif::Scenario &s : chosen.value())
      if (s.base.kind == whatif::ScenarioBase::Kind::Cluster) // its jobs are in this machine's store
        return failure(ClusterWhatIfTr::tr("'%1' replays the stored cluster %2, which the cluster's jobs cannot "
                                           "read: run it here, or base it on a trace file")
                           .arg(s.name, s.base.cluster));
    const QString store = QFileInfo(database()).absoluteFilePath();
    return ClusterJobsSubmitter(
        [list = chosen.value(), store](const ClusterJobsRequest &request, CommandRunner &slurm) -> Result<ClusterJobs> {
          const auto plan = whatif::writeArrayPlan(list, request.folder, request.partition,
                                                   std::min<int>(request.shards, int(list.size())), request.cli, store);
          if (!plan.ok())
            return failure(plan.error());
          const auto jobs = whatif::submitArrayPlan(slurm, plan.value());
          if (!jobs.ok())
            return failure(jobs.error());
          ClusterJobs run;
          run.dir = plan->dir;
          run.result = QDir(plan->dir).filePath(QStringLiteral("results.json"));
          run.jobIds = {jobs->first, jobs->second};
          run.steps = plan->shards + 1;
          run.progress = [plan = plan.value(), ids = run.jobIds](CommandRunner &runner) {
            return progressOf(plan, ids, runner);
          };
          return run;
        });
  };
  const auto texts = [] {
    return ClusterJobsDialog::Texts{
        ClusterWhatIfTr::tr("Run the scenarios on the cluster"),
        ClusterWhatIfTr::tr("Every saved scenario, as a Slurm job array submitted from this machine (a share of "
                            "the scenarios per task) and a job that merges their results into the store once every "
                            "task succeeded."),
        ClusterWhatIfTr::tr("Merged: the results are shown in the What-if workspace and kept in the store.")};
  };
  auto *dialog = new ClusterJobsDialog(QStringLiteral("whatif/cluster"), prepare, texts, parent);
  dialog->setObjectName(QStringLiteral("clusterWhatIfDialog"));
  return dialog;
}

Result<std::vector<whatif::WhatIfResult>> readClusterWhatIf(const QString &file, qsizetype count)
{
  QFile f(file);
  const QJsonArray items = f.open(QIODevice::ReadOnly)
                               ? QJsonDocument::fromJson(f.readAll()).object()[QLatin1String("results")].toArray()
                               : QJsonArray();
  if (items.size() != count)
    return failure(ClusterWhatIfTr::tr("%1 holds %2 results, not %3").arg(file).arg(items.size()).arg(count));
  std::vector<whatif::WhatIfResult> out;
  for (const QJsonValue &v : items)
    out.push_back(whatif::WhatIfResult::fromJson(v.toObject()));
  return out;
}

} // namespace mirage
