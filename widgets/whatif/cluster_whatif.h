#pragma once
// What-if → On the cluster…: the saved scenarios run as a Slurm job array with a merge job
// (whatif/slurm_array.h, what `mirage-cli whatif --slurm-array --yes` does) in a ClusterJobsDialog;
// the merge job keeps the results in the store, and finished() gives results.json.
#include "whatif/whatif_run.h"
#include "widgets/common/cluster_jobs_dialog.h"

namespace mirage {

// `scenarios` gives what to run (or why not), `database` the store the merge job writes to.
ClusterJobsDialog *makeClusterWhatIfDialog(std::function<Result<QList<whatif::Scenario>>()> scenarios,
                                           std::function<QString()> database, QWidget *parent);
// The merged results in scenario order; an error names a file without `count` of them.
Result<std::vector<whatif::WhatIfResult>> readClusterWhatIf(const QString &file, qsizetype count);

} // namespace mirage
