#pragma once
// The episodes of a chain evaluation (chain_evaluation's JSON: per_episode and episode_details) as
// the Policies workspace's episode view shows them: P's submission, start and end, each method's
// submission of S and its d, and the risk curve risk-optimal saw at its first decision once P ran.
#include "core/cluster_snapshot.h"
#include "widgets/common/row_table_model.h"

#include <QJsonObject>

#include <vector>

namespace mirage {

struct EpisodeOutcome {
  QString method;
  double dHours = 0;           // start(S) − end(P): above 0 interruption, below 0 overlap
  EpochSeconds submitted = -1; // -1: not recorded (an evaluation stored before it was)
  double costGpuHours = 0;     // the hand-over's cost at the evaluation's weight (forecast/chain_cost.h)
};

struct EpisodeRiskPoint {
  EpochSeconds submit = 0;
  double interruptionProbability = 0;
  double cost = 0;
};

struct PolicyEpisode {
  EpochSeconds start = 0;
  EpochSeconds predecessorSubmit = -1, predecessorStart = -1, predecessorEnd = -1;
  QString bucket;                       // low, medium or heavy by reactive's d
  std::vector<EpisodeOutcome> outcomes; // in the evaluation's order (reactive first)
  EpochSeconds riskAt = -1;
  std::vector<EpisodeRiskPoint> risk; // by submission time
  const EpisodeOutcome *outcome(const QString &method) const;
  // The method of least cost in this episode (the first among equals), the oracle left out; empty
  // without outcomes.
  QString best() const;
};

std::vector<PolicyEpisode> policyEpisodes(const QJsonObject &evaluation);

// The episode list's columns: start (UTC), load bucket, reactive's d, the best method and its cost.
QList<RowColumn<PolicyEpisode>> policyEpisodeColumns();

} // namespace mirage
