#pragma once
// What the demo cluster shows on first open beyond its queue, so that every workspace has real
// content: two chained services (one mid-chain: its link runs as one of the demo's jobs, so its
// next submission is suggested with its risk), three what-if scenarios (as it is, 16 more nodes in
// its largest partition, 1.5× the load) whose results are kept, and an example report of them.
#include "core/cluster_snapshot.h"
#include "core/result.h"
#include "whatif/scenario.h"

#include <QList>

namespace mirage {
class Database;
}

namespace mirage::services {

// Stores the demo's chains the first time, their sbatch scripts written to `scriptFolder`; each
// time, "llm-serve"'s running link follows the demo (the demo is simulated anew at every open).
// The store's work: call it on the store's thread. Returns how many chains were new.
Result<int> storeDemoChains(Database &db, const ClusterSnapshot &demo, const QString &scriptFolder);

// The demo's what-if scenarios.
QList<whatif::Scenario> demoScenarios(const ClusterSnapshot &demo);
// Whether the store lacks any of them (they are run and kept only then).
bool demoScenariosMissing(Database &db, const ClusterSnapshot &demo);

// A chain-policy evaluation on the demo's own history (services/policy_evaluation with the cluster
// "demo" of the store at `storePath`): the validation episodes (three or four) that end by `demo`'s time,
// trained up to five days before, the methods that need no training; kept as the store's newest
// evaluation, which the Policies and Chains workspaces show.
Result<void> evaluateDemoPolicies(const ClusterSnapshot &demo, const QString &storePath);

} // namespace mirage::services
