#include "forecast/job_request.h"

#include "core/core_tr.h"
#include "core/duration.h"

#include <QStringList>

namespace mirage {

Result<JobRequest> parseJobRequest(const QString &spec)
{
  const auto fail = [&spec](const QString &why) {
    return Result<JobRequest>::failure(CoreTr::tr("job request '%1': %2").arg(spec, why));
  };
  JobRequest r;
  r.timeLimitSeconds = 0;
  bool partition = false, time = false;
  for (const QString &item : spec.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
    const QString key = item.section(QLatin1Char('='), 0, 0).trimmed().toLower();
    const QString value = item.section(QLatin1Char('='), 1).trimmed();
    if (!item.contains(QLatin1Char('=')) || value.isEmpty())
      return fail(CoreTr::tr("'%1' is not key=value").arg(item.trimmed()));
    bool ok = true;
    if (key == QLatin1String("partition")) {
      r.partition = value;
      partition = true;
    } else if (key == QLatin1String("nodes")) {
      r.nodes = value.toInt(&ok);
      if (!ok || r.nodes < 1)
        return fail(CoreTr::tr("nodes must be a whole number ≥ 1, not '%1'").arg(value));
    } else if (key == QLatin1String("gpus")) {
      r.gpusPerNode = value.toInt(&ok);
      if (!ok || r.gpusPerNode < 0)
        return fail(CoreTr::tr("gpus (per node) must be a whole number ≥ 0, not '%1'").arg(value));
    } else if (key == QLatin1String("time")) {
      const auto seconds = parseSlurmDuration(value);
      if (!seconds.ok() || *seconds <= 0)
        return fail(CoreTr::tr("time must be a limit such as 48:00:00 or 2-00:00:00, not '%1'").arg(value));
      r.timeLimitSeconds = *seconds;
      time = true;
    } else if (key == QLatin1String("user")) {
      r.user = value;
    } else {
      return fail(CoreTr::tr("unknown key '%1' (partition, nodes, gpus, time, user)").arg(key));
    }
  }
  if (!partition)
    return fail(CoreTr::tr("no partition="));
  if (!time)
    return fail(CoreTr::tr("no time="));
  return r;
}

QString formatJobRequest(const JobRequest &request)
{
  QString spec = QStringLiteral("partition=%1,nodes=%2,gpus=%3,time=%4")
                     .arg(request.partition)
                     .arg(request.nodes)
                     .arg(request.gpusPerNode)
                     .arg(formatSlurmDuration(request.timeLimitSeconds));
  if (!request.user.isEmpty())
    spec += QStringLiteral(",user=") + request.user;
  return spec;
}

} // namespace mirage
