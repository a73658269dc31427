#pragma once

#include <QString>

namespace mirage {

// What-if speed on LS6 (six months and more of it): loading the trace, five scenarios run
// together, a 20-point sweep of nodes; each timed in this process, best of `runs`.
void runWhatIfBenchmarks(const QString &dataDir, int runs);

} // namespace mirage
