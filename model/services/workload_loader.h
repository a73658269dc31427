#pragma once
// The base of a what-if as the user names it: a trace file, a cluster of the store or the demo.
#include "whatif/workload.h"

namespace mirage {
class Database;
}

namespace mirage::services {

// Reads the base: a trace file (one partition of base.nodes nodes), a cluster of the store (its
// newest snapshot's partitions, else those its history shows; its stored history; `db` must be
// open) or the demo cluster as of `now`. Only jobs submitted in [base.from, base.until) are kept.
// Errors name the file or cluster.
Result<whatif::Workload> loadWorkload(const whatif::ScenarioBase &base, Database *db, EpochSeconds now);

} // namespace mirage::services
