#include "slurm/batch_jobs.h"

#include "core/atomic_file.h"
#include "core/core_tr.h"

#include <QFile>
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

} // namespace mirage
