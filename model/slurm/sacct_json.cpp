#include "slurm/sacct_json.h"

#include "core/core_tr.h"
#include "slurm/slurm_values.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace mirage {
Result<std::vector<TraceJob>> parseSacctJson(const QByteArray &json)
{
  const auto root = slurmJsonRoot(json, "sacct");
  if (!root.ok())
    return Result<std::vector<TraceJob>>::failure(root.error());
  std::vector<TraceJob> out;
  const QJsonArray jobs = root->value(QLatin1String("jobs")).toArray();
  for (qsizetype i = 0; i < jobs.size(); ++i) {
    const QJsonObject o = jobs[i].toObject();
    const QJsonObject time = o.value(QLatin1String("time")).toObject();
    TraceJob j;
    const auto id = slurmJsonNumber(o.value(QLatin1String("job_id")));
    const auto submit = slurmJsonNumber(time.value(QLatin1String("submission")));
    if (!id || !submit)
      return Result<std::vector<TraceJob>>::failure(
          CoreTr::tr("sacct --json: jobs[%1]: no job_id or time.submission").arg(i));
    j.jobId = QString::number(*id);
    const QJsonObject array = o.value(QLatin1String("array")).toObject();
    const auto task = slurmJsonNumber(array.value(QLatin1String("task_id")));
    const auto parent = slurmJsonNumber(array.value(QLatin1String("job_id")));
    if (task && parent && *parent > 0)
      j.jobId = QStringLiteral("%1_%2").arg(*parent).arg(*task);
    j.name = o.value(QLatin1String("name")).toString();
    j.user = o.value(QLatin1String("user")).toString();
    j.account = o.value(QLatin1String("account")).toString();
    j.partition = o.value(QLatin1String("partition")).toString();
    j.state = slurmJsonState(o.value(QLatin1String("state")).toObject().value(QLatin1String("current")));
    j.submit = *submit;
    const qint64 start = slurmJsonNumber(time.value(QLatin1String("start"))).value_or(0);
    const qint64 end = slurmJsonNumber(time.value(QLatin1String("end"))).value_or(0);
    j.start = start > 0 ? start : -1;
    j.end = end > 0 ? end : -1;
    if (const auto limit = slurmJsonNumber(time.value(QLatin1String("limit"))))
      j.timeLimit = *limit * 60;
    j.nodes = int(slurmJsonNumber(o.value(QLatin1String("allocation_nodes"))).value_or(-1));
    int gpus = 0, cpus = -1;
    for (const QJsonValue &t : o.value(QLatin1String("tres")).toObject().value(QLatin1String("allocated")).toArray()) {
      const QJsonObject tres = t.toObject();
      const QString type = tres.value(QLatin1String("type")).toString();
      const qint64 count = slurmJsonNumber(tres.value(QLatin1String("count"))).value_or(0);
      if (type == QLatin1String("gres") && tres.value(QLatin1String("name")).toString() == QLatin1String("gpu"))
        gpus = int(count);
      else if (type == QLatin1String("cpu"))
        cpus = int(count);
    }
    j.gpus = gpus;
    j.cpus = cpus;
    out.push_back(j);
  }
  return out;
}

} // namespace mirage
