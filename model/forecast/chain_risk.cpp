#include "forecast/chain_risk.h"

#include "core/core_tr.h"
#include "forecast/job_history.h"
#include "forecast/job_request.h"
#include "forecast/monte_carlo.h"

#include <QDateTime>

#include <map>

namespace mirage {

Result<Predecessor> parsePredecessor(const ClusterSnapshot &snapshot, const QString &predecessor)
{
  const QString wanted = predecessor.trimmed();
  bool isNumber = false;
  wanted.toLongLong(&isNumber);
  if (isNumber || snapshot.findJob(wanted))
    return Predecessor{wanted, std::nullopt};
  const auto request = parseJobRequest(wanted);
  if (!request.ok())
    return Result<Predecessor>::failure(
        CoreTr::tr("the predecessor is neither a job id nor a request: %1").arg(request.error()));
  return Predecessor{QString(), request.value()};
}

Result<ChainRisk> chainRisk(const ClusterSnapshot &snapshot, const Forecaster &forecaster, const QString &predecessor,
                            const JobRequest &successor, const RiskOptions &options)
{
  const auto parsed = parsePredecessor(snapshot, predecessor);
  if (!parsed.ok())
    return Result<ChainRisk>::failure(parsed.error());
  return chainRisk(snapshot, forecaster, parsed.value(), successor, options);
}

Result<ChainRisk> chainRisk(const ClusterSnapshot &snapshot, const Forecaster &forecaster,
                            const Predecessor &predecessor, const JobRequest &successor, const RiskOptions &options,
                            const std::optional<WaitForecast> &successorWait)
{
  using R = Result<ChainRisk>;
  ChainRisk out;
  if (!predecessor.request) {
    const Job *found = snapshot.findJob(predecessor.jobId);
    if (!found)
      return R::failure(
          CoreTr::tr("job %1 is not in %2's queue (neither running nor pending at %3)")
              .arg(predecessor.jobId.trimmed())
              .arg(snapshot.cluster, QDateTime::fromSecsSinceEpoch(snapshot.time, Qt::UTC).toString(Qt::ISODate)));
    const qint64 jobId = found->id;
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
    const JobRequest &request = *predecessor.request;
    if (successorWait && request == successor) {
      out.chain.wait = *successorWait;
    } else {
      const auto wait = forecaster.forecast(snapshot, request, snapshot.time);
      if (!wait.ok())
        return R::failure(CoreTr::tr("predecessor: %1").arg(wait.error()));
      out.chain.wait = *wait;
    }
    out.chain.running = false;
    out.chain.limitSeconds = request.timeLimitSeconds;
    out.predecessor = formatJobRequest(request);
  }
  if (successorWait) {
    out.successorWait = *successorWait;
  } else {
    const auto wait = forecaster.forecast(snapshot, successor, snapshot.time);
    if (!wait.ok())
      return R::failure(CoreTr::tr("successor: %1").arg(wait.error()));
    out.successorWait = *wait;
  }
  const int gpus = successor.gpusPerNode > 0 ? successor.nodes * successor.gpusPerNode : successor.nodes;
  if (!options.forecastAtSubmission || !forecaster.forecastsTheQueueAhead()) {
    out.curve = interruptionRisk(out.chain, out.successorWait, gpus, snapshot.time, options);
    return out;
  }
  // The successor's wait as forecast for each submission time, by the quarter hour (within the
  // first quarter hour, the forecast for now); a time the forecaster cannot answer keeps it too.
  std::map<EpochSeconds, WaitForecast> byQuarter;
  const auto waitAt = [&](EpochSeconds submitAt) {
    const EpochSeconds quarter = submitAt - (submitAt - snapshot.time) % 900;
    if (quarter <= snapshot.time)
      return out.successorWait;
    auto it = byQuarter.find(quarter);
    if (it == byQuarter.end()) {
      const auto wait = forecaster.forecast(snapshot, successor, quarter);
      it = byQuarter.emplace(quarter, wait.ok() ? *wait : out.successorWait).first;
    }
    return it->second;
  };
  out.curve = interruptionRisk(out.chain, waitAt, gpus, snapshot.time, options);
  return out;
}

void letPredecessorEndEarly(RiskOptions &options, const JobHistory *history, EpochSeconds at)
{
  options.runsToLimit = false;
  options.runtimeRatios = history ? history->recentRuntimeRatios(at, 2000) : std::vector<double>{};
  if (options.runtimeRatios.empty())
    options.runtimeRatios = defaultRuntimeRatios();
}

} // namespace mirage
