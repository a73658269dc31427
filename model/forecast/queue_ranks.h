#pragma once
// Where a job really stood in its queue, read from history: the share of the jobs waiting when it
// was submitted that it started before (it outranked them, by priority or by backfill), and the
// share of the jobs submitted while it waited that started before it (they outranked it).
// Monte-Carlo rollouts draw a request's standing from the recent jobs of its kind.

#include "core/cluster_snapshot.h"

#include <vector>

namespace mirage {

struct JobOutcome;

struct QueueRank {
  double overtook = -1;    // share of the queue ahead at submission that started later; -1: no queue
  double overtakenBy = -1; // share of the jobs submitted while it waited that started first; -1: none
};

// One rank per outcome, in the same order. Every count is one that is known once the job has
// started (a job waiting then counts as starting later), so a job's rank may be used from its
// start on.
std::vector<QueueRank> queueRanks(const std::vector<JobOutcome> &outcomes);

} // namespace mirage
