#include "forecast/chain_risk.h"

#include "core/core_tr.h"
#include "forecast/job_request.h"

#include <QDateTime>

namespace mirage {

Result<ChainRisk> chainRisk(const ClusterSnapshot &snapshot, const Forecaster &forecaster, const QString &predecessor,
                            const JobRequest &successor, const RiskOptions &options)
{
  using R = Result<ChainRisk>;
  ChainRisk out;
  const QString wanted = predecessor.trimmed();
  bool isId = false;
  qint64 jobId = wanted.toLongLong(&isId);
  const Job *found = snapshot.findJob(wanted);
  if (found && !isId) { // an array task named as Slurm names it: "12_3"
    isId = true;
    jobId = found->id;
  }
  if (isId) {
    if (!found)
      return R::failure(
          CoreTr::tr("job %1 is not in %2's queue (neither running nor pending at %3)")
              .arg(jobId)
              .arg(snapshot.cluster, QDateTime::fromSecsSinceEpoch(snapshot.time, Qt::UTC).toString(Qt::ISODate)));
    if (found->timeLimitSeconds <= 0)
      return R::failure(CoreTr::tr("job %1 has no time limit: it cannot be interrupted by one").arg(jobId));
    out.chain.limitSeconds = found->timeLimitSeconds;
    if (found->state == JobState::Running) {
      out.chain.running = true;
      out.chain.start = found->startTime;
      out.predecessor = CoreTr::tr("job %1 (running since %2)")
                            .arg(jobId)
                            .arg(QDateTime::fromSecsSinceEpoch(found->startTime, Qt::UTC).toString(Qt::ISODate));
    } else {
      JobRequest request;
      request.partition = found->partition;
      request.nodes = found->nodes;
      request.gpusPerNode = found->gpusPerNode;
      request.timeLimitSeconds = found->timeLimitSeconds;
      request.user = found->user;
      const auto wait = forecaster.forecast(snapshot, request, snapshot.time);
      if (!wait.ok())
        return R::failure(CoreTr::tr("job %1: %2").arg(jobId).arg(wait.error()));
      out.chain.running = false;
      out.chain.wait = *wait;
      out.predecessor = CoreTr::tr("job %1 (pending)").arg(jobId);
    }
  } else {
    const auto request = parseJobRequest(predecessor);
    if (!request.ok())
      return R::failure(CoreTr::tr("the predecessor is neither a job id nor a request: %1").arg(request.error()));
    const auto wait = forecaster.forecast(snapshot, *request, snapshot.time);
    if (!wait.ok())
      return R::failure(CoreTr::tr("predecessor: %1").arg(wait.error()));
    out.chain.running = false;
    out.chain.limitSeconds = request->timeLimitSeconds;
    out.chain.wait = *wait;
    out.predecessor = formatJobRequest(*request);
  }
  const auto wait = forecaster.forecast(snapshot, successor, snapshot.time);
  if (!wait.ok())
    return R::failure(CoreTr::tr("successor: %1").arg(wait.error()));
  out.successorWait = *wait;
  const int gpus = successor.gpusPerNode > 0 ? successor.nodes * successor.gpusPerNode : successor.nodes;
  out.curve = interruptionRisk(out.chain, out.successorWait, gpus, snapshot.time, options);
  return out;
}

} // namespace mirage
