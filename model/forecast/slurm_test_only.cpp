#include "forecast/slurm_test_only.h"

#include "core/core_tr.h"
#include "core/duration.h"

#include <QDateTime>
#include <QRegularExpression>

namespace mirage {

QStringList testOnlyCommand(const JobRequest &request)
{
  QStringList argv{QStringLiteral("sbatch"),
                   QStringLiteral("--test-only"),
                   QStringLiteral("--partition=") + request.partition,
                   QStringLiteral("--nodes=%1").arg(request.nodes),
                   QStringLiteral("--time=") + formatSlurmDuration(request.timeLimitSeconds),
                   QStringLiteral("--job-name=mirage-forecast")};
  if (request.gpusPerNode > 0)
    argv << QStringLiteral("--gpus-per-node=%1").arg(request.gpusPerNode);
  argv << QStringLiteral("--wrap=true");
  return argv;
}

Result<EpochSeconds> parseTestOnlyStart(const QString &output, const QTimeZone &zone)
{
  static const QRegularExpression line(QStringLiteral(R"(Job \d+ to start at (\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d))"));
  const QRegularExpressionMatch m = line.match(output);
  if (!m.hasMatch())
    return Result<EpochSeconds>::failure(
        CoreTr::tr("sbatch --test-only gave no start time: %1").arg(output.trimmed().left(300)));
  QDateTime t = QDateTime::fromString(m.captured(1), Qt::ISODate);
  t.setTimeZone(zone.isValid() ? zone : QTimeZone::systemTimeZone());
  if (!t.isValid())
    return Result<EpochSeconds>::failure(CoreTr::tr("sbatch --test-only: bad time '%1'").arg(m.captured(1)));
  return t.toSecsSinceEpoch();
}

Result<WaitForecast> SlurmTestOnlyForecaster::forecast(const ClusterSnapshot &snapshot, const JobRequest &request,
                                                       EpochSeconds at) const
{
  if (const auto e = checkRequest(snapshot, request); !e.ok())
    return Result<WaitForecast>::failure(e.error());
  const CommandResult r = m_runner->run(testOnlyCommand(request), 30000);
  if (!r.ok())
    return Result<WaitForecast>::failure(r.errorMessage(QStringLiteral("sbatch --test-only")));
  // sbatch writes its answer to stderr.
  const auto start = parseTestOnlyStart(QString::fromUtf8(r.err + r.out), QTimeZone(snapshot.timeZone.toUtf8()));
  if (!start.ok())
    return Result<WaitForecast>::failure(start.error());
  // Slurm plans from its own "now": the wait is counted from when it was asked, at the earliest.
  const EpochSeconds asked = std::max(at, QDateTime::currentSecsSinceEpoch());
  return WaitForecast::point(method(), double(std::max<EpochSeconds>(0, *start - asked)));
}

} // namespace mirage
