#pragma once
// A chain's submission plan, as a schedule report shows it: every link submitted so far, the next
// one at the time its policy suggests (with its lead before the predecessor's limit end, the
// chance of an interruption and the expected overlap, from the interruption risk of the current
// queue), and the links after it planned the same way, each starting as its predecessor ends.
#include "forecast/chain_risk.h"
#include "policy/chain_journal.h"

#include <vector>

namespace mirage::report {

struct ScheduleRow {
  int link = 0;                        // 1-based
  QString state;                       // submitted | next | planned
  QString jobId;                       // submitted links
  EpochSeconds submitAt = 0;           // done, or suggested
  qint64 leadSeconds = -1;             // before the predecessor's limit end; -1: not applicable
  double interruptionProbability = -1; // -1: unknown
  double expectedOverlapHours = -1;    // -1: unknown
  double expectedGapHours = -1;        // -1: unknown
  double costGpuHours = -1;            // -1: unknown (forecast/chain_cost.h)
};

struct ChainSchedule {
  QString chain, partition, policy;
  QString method; // the wait forecaster behind the risk, empty when there was none
  QString key;    // the chain's store-independent key (UIDs of calendar events)
  int links = 0, nodes = 0;
  qint64 limitSeconds = 0;
  double interruptionWeight = kDefaultInterruptionWeight; // λ of the cost
  EpochSeconds generated = 0;
  std::vector<ScheduleRow> rows;
  QStringList reason; // why the next link goes in when it does (with a risk curve), in sentences
};

// `snapshot` and `forecaster` may be null: then the next link is due now (or at its predecessor's
// end) and no risk is given. The chain's policy sets the lead: reactive 0, lead-Nh N hours,
// risk-optimal the lowest-cost lead of the risk curve (`risk.interruptionWeight`).
ChainSchedule planChainSchedule(const StoredChain &chain, const QList<ChainLink> &links,
                                const ClusterSnapshot *snapshot, const Forecaster *forecaster, const RiskOptions &risk,
                                EpochSeconds now);

} // namespace mirage::report
