#pragma once
// Simulator figures on LS6 (the whole trace under EASY and Slurm's backfill, the cost of a fork,
// the paper's episodes in the Mirage-compatible mode), RICC through mirage-cli simulate (the
// simulation service, with its process's peak memory) and one Monte-Carlo wait forecast.
#include <QProcessEnvironment>
#include <QString>

namespace mirage {

void runSimulatorBenchmarks(const QString &binDir, const QString &dataDir, const QProcessEnvironment &env, int runs);
void runMonteCarloBenchmark(int runs);
// The LS6 replays alone (EASY, Slurm mode, the paper's episodes).
void runLs6SimulatorBenchmarks(const QString &dataDir, int runs);

} // namespace mirage
