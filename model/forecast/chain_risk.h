#pragma once
// The interruption risk of a chain as users ask for it: the predecessor named by its job id (found
// in the snapshot: running, or pending with its wait forecast) or by a request submitted now, the
// successor by its request; one forecaster answers both waits.
#include "forecast/forecaster.h"
#include "forecast/interruption_risk.h"

namespace mirage {

struct ChainRisk {
  QString predecessor; // "job 1234 (running since …)" or the request
  ChainPredecessor chain;
  WaitForecast successorWait;
  RiskCurve curve;
};

// `predecessor`: a job id of the snapshot, or a request ("partition=…,time=…") submitted now.
Result<ChainRisk> chainRisk(const ClusterSnapshot &snapshot, const Forecaster &forecaster, const QString &predecessor,
                            const JobRequest &successor, const RiskOptions &options);

} // namespace mirage
