#pragma once
// The interruption risk of a chain as users ask for it: the predecessor named by its job id (found
// in the snapshot: running, or pending with its wait forecast) or by a request submitted now, the
// successor by its request; one forecaster answers both waits.
#include "forecast/forecaster.h"
#include "forecast/interruption_risk.h"
#include "forecast/job_request.h"

#include <optional>

namespace mirage {

struct ChainRisk {
  QString predecessor; // "job 1234 (running since …)" or the request
  ChainPredecessor chain;
  WaitForecast successorWait;
  RiskCurve curve;
};

// Who the predecessor is: a job of the snapshot (by its id, or an array task by Slurm's name
// "12_3"), or a request submitted now.
struct Predecessor {
  QString jobId;                     // a job of the snapshot, when set
  std::optional<JobRequest> request; // else a request submitted now
};

// The risk of `predecessor` followed by `successor`. `successorWait`, when given, is the
// forecaster's answer for the successor already computed (so that it is computed once); a
// predecessor request equal to the successor reuses it too.
Result<ChainRisk> chainRisk(const ClusterSnapshot &snapshot, const Forecaster &forecaster,
                            const Predecessor &predecessor, const JobRequest &successor, const RiskOptions &options,
                            const std::optional<WaitForecast> &successorWait = {});
// `predecessor` as a user types it: a job id of the snapshot, or a request ("partition=…,time=…").
Result<Predecessor> parsePredecessor(const ClusterSnapshot &snapshot, const QString &predecessor);
Result<ChainRisk> chainRisk(const ClusterSnapshot &snapshot, const Forecaster &forecaster, const QString &predecessor,
                            const JobRequest &successor, const RiskOptions &options);

class JobHistory;
// Lets the predecessor end before its limit, as the cluster's jobs do: its runtime drawn from the
// runtime ratios of the 2,000 jobs of `history` that ended last before `at` (the default ratios
// without history).
void letPredecessorEndEarly(RiskOptions &options, const JobHistory *history, EpochSeconds at);

} // namespace mirage
