#include "widgets/policies/cluster_evaluation.h"

#include "services/evaluation_array.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

namespace mirage {
namespace {
struct ClusterEvaluationTr {
  Q_DECLARE_TR_FUNCTIONS(mirage::ClusterEvaluation)
};

// Writes the four jobs' scripts and submits them; the run's progress from the work folder's files.
ClusterJobsSubmitter submitter(const services::PolicyEvaluationOptions &options)
{
  return [options](const ClusterJobsRequest &request, CommandRunner &slurm) -> Result<ClusterJobs> {
    const auto plan = services::writeEvaluationArrayPlan(services::evaluateArguments(options), request.folder,
                                                         request.partition, request.shards, request.cli);
    if (!plan.ok())
      return failure(plan.error());
    const auto jobs = services::submitEvaluationArrayPlan(slurm, plan.value());
    if (!jobs.ok())
      return failure(jobs.error());
    ClusterJobs run;
    run.dir = plan->dir;
    run.result = plan->result;
    run.jobIds = {jobs->offline, jobs->train, jobs->score, jobs->merge};
    run.steps = 2 * plan->shards + 2;
    run.progress = [plan = plan.value(), jobs = jobs.value()](CommandRunner &runner) {
      const services::EvaluationArrayStatus status = services::evaluationArrayStatus(runner, plan, jobs);
      return ClusterJobsProgress{status.stepsDone(), status.steps(), status.stage(), status.failure, status.merged};
    };
    return run;
  };
}
} // namespace

Result<QJsonObject> readClusterEvaluation(const QString &file)
{
  QFile f(file);
  const QJsonObject evaluation =
      f.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(f.readAll()).object() : QJsonObject();
  if (evaluation[QLatin1String("methods")].toArray().isEmpty())
    return failure(ClusterEvaluationTr::tr("%1 holds no evaluation").arg(file));
  return evaluation;
}

ClusterJobsDialog *makeClusterEvaluationDialog(std::function<Result<services::PolicyEvaluationOptions>()> options,
                                               QWidget *parent)
{
  const auto prepare = [options = std::move(options)]() -> Result<ClusterJobsSubmitter> {
    const auto o = options();
    if (!o.ok())
      return failure(o.error());
    return submitter(o.value());
  };
  const auto texts = [] {
    return ClusterJobsDialog::Texts{
        ClusterEvaluationTr::tr("Evaluate on the cluster"),
        ClusterEvaluationTr::tr("The evaluation the form describes, as four Slurm jobs submitted from this machine: "
                                "the offline data in a job array, the models trained once, every method scored in a "
                                "second array, and a job merging the scores. Each starts when the one before it "
                                "succeeded."),
        ClusterEvaluationTr::tr("Merged: the evaluation is shown in the Policies workspace.")};
  };
  auto *dialog = new ClusterJobsDialog(QStringLiteral("policies/cluster"), prepare, texts, parent);
  dialog->setObjectName(QStringLiteral("clusterEvaluationDialog"));
  return dialog;
}

} // namespace mirage
