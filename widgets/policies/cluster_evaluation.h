#pragma once
// Policies → On the cluster…: the evaluation the form describes as four Slurm jobs
// (services/evaluation_array.h) in a ClusterJobsDialog; its finished() gives evaluation.json.
#include "services/policy_evaluation.h"

#include "widgets/common/cluster_jobs_dialog.h"
#include <QJsonObject>

namespace mirage {

ClusterJobsDialog *makeClusterEvaluationDialog(std::function<Result<services::PolicyEvaluationOptions>()> options,
                                               QWidget *parent);

// The merged evaluation the last job wrote; an error names a file without one.
Result<QJsonObject> readClusterEvaluation(const QString &file);

} // namespace mirage
