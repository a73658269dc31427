#pragma once
// Why a chain's successor should go in when the risk curve says: the queue ahead of it, its wait
// forecast, the risk at the chosen lead time, and what an hour earlier or later would change, in
// a few sentences for the CLI, the window and the schedule report.
#include "forecast/interruption_risk.h"

#include <QStringList>

namespace mirage {

struct SuggestionContext {
  QString partition;
  int jobsAhead = -1; // waiting jobs of the partition now; -1: not known
  WaitForecast successorWait;
};

// One sentence each: the queue, the wait, the risk at `chosen` (a point of `curve`: the suggestion,
// or the lead a fixed policy takes), and what an hour earlier or later would change.
QStringList explainSuggestion(const RiskCurve &curve, const RiskPoint &chosen, const SuggestionContext &context);

// The waiting jobs of `partition` in `snapshot`.
int jobsWaitingIn(const ClusterSnapshot &snapshot, const QString &partition);

} // namespace mirage
