#include "slurm/batch_jobs.h"

#include "core/atomic_file.h"
#include "core/core_tr.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

namespace mirage {

QByteArray shellWord(const QString &text)
{
  QByteArray word = text.toUtf8();
  word.replace("'", "'\\''");
  return "'" + word + "'";
}

Result<void> checkPartitionName(const QString &partition)
{
  // It goes into an #SBATCH line of a script bash runs: a line break would start a command there.
  static const QRegularExpression name(QStringLiteral("^[A-Za-z0-9_.-]*$"));
  if (!name.match(partition).hasMatch())
    return failure(
        CoreTr::tr("partition '%1': a Slurm partition name has letters, digits, '_', '.' and '-' only").arg(partition));
  return {};
}

Result<QString> makeJobFolder(const QString &dir, const QString &partition)
{
  if (const auto e = checkPartitionName(partition); !e.ok())
    return failure(e.error());
  if (dir.contains(QLatin1Char('\n')) || dir.contains(QLatin1Char('\r')))
    return failure(CoreTr::tr("the folder '%1' has a line break in its name").arg(dir));
  if (!QDir().mkpath(dir))
    return failure(CoreTr::tr("cannot create %1").arg(dir));
  return QFileInfo(dir).absoluteFilePath();
}

Result<void> writeBatchScript(const QString &path, const QByteArray &text)
{
  if (const auto e = writeFileAtomically(path, text); !e.ok())
    return failure(e.error());
  QFile::setPermissions(path, QFile::permissions(path) | QFileDevice::ExeOwner | QFileDevice::ExeUser);
  return {};
}

Result<QString> submitBatchScript(CommandRunner &slurm, const QString &script, const QString &afterOk)
{
  QStringList args{QStringLiteral("sbatch"), QStringLiteral("--parsable")};
  if (!afterOk.isEmpty())
    args << QStringLiteral("--dependency=afterok:") + afterOk;
  args << script;
  const CommandResult r = slurm.run(args, 30000);
  if (!r.ok())
    return Result<QString>::failure(r.errorMessage(QStringLiteral("sbatch")));
  // --parsable prints "id" or "id;cluster".
  const QString id = QString::fromUtf8(r.out).trimmed().section(QLatin1Char(';'), 0, 0);
  if (id.isEmpty())
    return Result<QString>::failure(CoreTr::tr("sbatch printed no job id"));
  return id;
}

QueuedJobs queuedJobs(CommandRunner &slurm, const QStringList &ids)
{
  QueuedJobs out;
  const CommandResult r = slurm.run({QStringLiteral("squeue"), QStringLiteral("-h"), QStringLiteral("-j"),
                                     ids.join(QLatin1Char(',')), QStringLiteral("-o"), QStringLiteral("%i|%T|%r")},
                                    30000);
  // squeue fails for ids it no longer knows when every one has gone (some versions say so).
  out.answered = r.ok() || QString::fromUtf8(r.err).contains(QLatin1String("Invalid job id"));
  if (!out.answered)
    return out;
  const QStringList lines = QString::fromUtf8(r.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
  out.queued = int(lines.size());
  for (const QString &line : lines)
    if (line.section(QLatin1Char('|'), 2).contains(QLatin1String("DependencyNeverSatisfied")) &&
        out.neverStarts.isEmpty())
      out.neverStarts = line.section(QLatin1Char('|'), 0, 0);
  return out;
}

QString runEndedWithout(const QueuedJobs &queue, const QString &result, const QString &dir)
{
  if (!queue.answered)
    return {};
  if (!queue.neverStarts.isEmpty())
    return CoreTr::tr("job %1 can never start: a job before it failed (its log is in %2)").arg(queue.neverStarts, dir);
  if (queue.queued == 0)
    return CoreTr::tr("the jobs have ended without %1: see their logs in %2").arg(result, dir);
  return {};
}

Result<void> cancelJobs(CommandRunner &slurm, const QStringList &ids)
{
  const CommandResult r = slurm.run(QStringList{QStringLiteral("scancel")} + ids, 30000);
  if (!r.ok())
    return failure(r.errorMessage(QStringLiteral("scancel")));
  return {};
}

} // namespace mirage
