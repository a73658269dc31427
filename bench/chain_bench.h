#pragma once
// The chain advisor's figures: mirage-cli evaluate on the LS6 paper split at 88 and 72 nodes, at
// 1.0x and 1.5x load, and with 8-node chains: every method's mean interruption, overlap and share
// of chains without interruption over all validation episodes, each one's cost in GPU-hours (λ = 1)
// with its regret over the hindsight oracle, per load bucket too, and each stage's time (offline
// data, training of every model, evaluation); per setting the weights at which risk-optimal
// dominates each paper method; with the whole pipeline's wall time (target < 30 min).
#include <QProcessEnvironment>
#include <QString>

namespace mirage {

void runChainBenchmarks(const QString &binDir, const QString &dataDir, const QProcessEnvironment &env);

} // namespace mirage
