#pragma once
// Batch scripts Mirage writes for the cluster to run (a what-if sweep's or a chain evaluation's
// job array, and the jobs that follow it), and their submission with sbatch.
#include "core/result.h"
#include "slurm/command_runner.h"

#include <QByteArray>
#include <QString>

namespace mirage {

// One shell word: the text in single quotes (a quote inside written as '\'').
QByteArray shellWord(const QString &text);
// A partition name that can go into an #SBATCH line: letters, digits, '_', '.' and '-' (empty:
// the cluster's default); the error names it.
Result<void> checkPartitionName(const QString &partition);
// The folder a run's scripts, logs and results go to, made, as an absolute path; an error names a
// partition that cannot go into an #SBATCH line, a folder whose name has a line break (it goes into
// the scripts too), or one that cannot be made.
Result<QString> makeJobFolder(const QString &dir, const QString &partition);
// Writes the script atomically and makes it executable by its owner.
Result<void> writeBatchScript(const QString &path, const QByteArray &text);
// sbatch --parsable [--dependency=afterok:AFTER] SCRIPT: the new job's id.
Result<QString> submitBatchScript(CommandRunner &slurm, const QString &script, const QString &afterOk = {});

// What squeue says of a run's jobs (an array's id stands for its tasks).
struct QueuedJobs {
  bool answered = false; // squeue answered (else: ask again later)
  int queued = 0;        // lines: tasks pending or running
  QString neverStarts;   // a job waiting on one that failed (DependencyNeverSatisfied)
};
QueuedJobs queuedJobs(CommandRunner &slurm, const QStringList &ids);
// Why a run whose result file is not written yet is over: a job that can never start, or none left
// in the queue (see their logs in `dir`); empty while it goes on or when squeue did not answer.
QString runEndedWithout(const QueuedJobs &queue, const QString &result, const QString &dir);
// scancel for the jobs (those already ended are left as they are).
Result<void> cancelJobs(CommandRunner &slurm, const QStringList &ids);

} // namespace mirage
