#pragma once
// Fidelity of the simulator against real Slurm: a seeded workload is submitted, at its planned
// times, to the project's local test cluster (tests/cluster/up.sh); the true submit and start
// times come back from sacct; the same jobs (their real submits and runtimes) are replayed through
// the simulator configured from that cluster's slurm.conf, and the starts are compared. Used by
// mirage-bench --fidelity and by an integration test.

#include <QJsonObject>
#include <QString>

#include <vector>

namespace mirage::fidelity {

struct WorkloadSpec {
  int jobs = 40;
  int minRuntimeS = 10;
  int maxRuntimeS = 90; // runtimes lean towards the short end (10 + span * u^3)
  double meanGapS = 12; // mean time between submissions (exponential)
  unsigned seed = 1;
};

struct PlannedJob {
  int index = 0;
  double offsetS = 0; // submission time after the first
  QString partition;  // gpu (1-4 nodes) or debug (1-2 nodes)
  int nodes = 1;
  int gpusPerNode = 0;
  int runtimeS = 10;
  int limitMinutes = 1; // 1-3
};

// The workload: a fixed share of jobs in debug, GPU requests of 0-4 per node, limits of 1-3
// minutes above the runtime.
std::vector<PlannedJob> makeWorkload(const WorkloadSpec &spec);

struct JobOutcome {
  PlannedJob planned;
  QString jobId;
  qint64 submit = -1, start = -1, end = -1; // from sacct (UTC seconds)
  QString state;
  bool backfilled = false; // sacct's SchedBackfill flag
  qint64 simStart = -1;
  bool simBackfilled = false;
};

struct FidelityReport {
  QString error; // empty when the run worked
  std::vector<JobOutcome> jobs;
  double medianAbsDeltaS = -1, p90AbsDeltaS = -1, maxAbsDeltaS = -1;
  double sameOrderShare = -1; // of all pairs of jobs, those started in the same order (ties within 1 s agree)
  double samePlaceShare = -1; // of all jobs, those at the same place in the order of starts
  int realBackfilled = 0, simBackfilled = 0;
  double wallS = 0;
};

// Submits the workload with sbatch (whole nodes: --exclusive), waits for every job to end (at
// most timeoutS), reads sacct and replays. `slurmConf` is the cluster's slurm.conf.
FidelityReport runFidelity(const std::vector<PlannedJob> &workload, const QString &slurmConf, int timeoutS);
// Replays recorded outcomes through the simulator and fills the comparison (no cluster needed).
void compareWithSimulator(FidelityReport &report, const QString &slurmConf);

QJsonObject toJson(const FidelityReport &report);
// The recorded jobs of a report that toJson wrote (to replay them again after a simulator change).
FidelityReport fromJson(const QJsonObject &json);

} // namespace mirage::fidelity
