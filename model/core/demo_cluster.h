#pragma once

#include "core/cluster_snapshot.h"
#include "core/result.h"

namespace mirage {

// The built-in demo cluster (resources/demo/demo-cluster.json, compiled in): three GPU partitions
// modelled on TACC Lonestar6, busy, with a queue; its times are relative to `now`.
Result<ClusterSnapshot> loadDemoCluster(EpochSeconds now);

} // namespace mirage
