#pragma once
// A chain evaluation (policy_evaluation.h) spread over the cluster itself, for histories too large
// for one machine (`mirage-cli evaluate --slurm-array`). Four jobs, each started only after the one
// before it succeeded (afterok), all reading and writing one work folder:
//  1. offline (an array of N tasks): task K generates the offline data of the training episodes
//     i with i % N == K (offline-K.bin);
//  2. train (one job): the shards' offline data merged in episode order, every model trained once
//     and kept in the folder's store (models.db, under today's code version);
//  3. score (an array of N tasks): task K runs every method on the validation episodes i with
//     i % N == K, its models read from models.db, never trained (score-K.json);
//  4. merge (one job): the shards' outcomes put back in episode order and scored as one machine
//     scores them (evaluation.json; the summary into the user's store).
// An episode's outcome does not depend on the others, so the numbers are those of one machine.
#include "core/result.h"
#include "services/policy_evaluation.h"
#include "slurm/command_runner.h"

#include <QJsonObject>
#include <QStringList>

#include <optional>

namespace mirage::services {

enum class ArrayStage { Offline, Train, Score, Merge };
// offline, train, score, merge.
QStringList arrayStageNames();
std::optional<ArrayStage> arrayStageNamed(const QString &name);

struct EvaluationArrayPlan {
  QString dir; // the work folder (absolute)
  QString offlineScript, trainScript, scoreScript, mergeScript;
  QString result; // evaluation.json, once the merge job ran
  int shards = 1;
};
struct EvaluationArrayJobs {
  QString offline, train, score, merge; // job ids
};

// What every job passes to `mirage-cli evaluate` for these options: files by absolute path, times in
// UTC, so that a job on another node, in another folder, evaluates the same thing.
QStringList evaluateArguments(const PolicyEvaluationOptions &o);

// Writes the four scripts into `dir` (created). Each job runs `cli evaluate ARGUMENTS --array-stage
// STAGE …`: `arguments` must name files by absolute path.
Result<EvaluationArrayPlan> writeEvaluationArrayPlan(const QStringList &arguments, const QString &dir,
                                                     const QString &partition, int shards, const QString &cli);
// Submits the four jobs, each depending on the one before (afterok); an error says which are queued.
Result<EvaluationArrayJobs> submitEvaluationArrayPlan(CommandRunner &slurm, const EvaluationArrayPlan &plan);

// Where a submitted run is, from the work folder's files and the jobs' states (squeue).
struct EvaluationArrayStatus {
  int shards = 1;
  int offlineDone = 0, scoreDone = 0; // shards whose file is written
  bool trained = false, merged = false;
  QString failure; // a job that failed, or one that can never start: the run is over
  // Steps done of 2 × shards + 2 (every shard of both arrays, the training, the merge).
  int stepsDone() const { return offlineDone + (trained ? 1 : 0) + scoreDone + (merged ? 1 : 0); }
  int steps() const { return 2 * shards + 2; }
  QString stage() const; // "scoring: 3 of 8 shards", for the user
};
EvaluationArrayStatus evaluationArrayStatus(CommandRunner &slurm, const EvaluationArrayPlan &plan,
                                            const EvaluationArrayJobs &jobs);
// scancel for the run's jobs that are still queued or running.
Result<void> cancelEvaluationArray(CommandRunner &slurm, const EvaluationArrayJobs &jobs);

// The stages, run by the jobs. Each returns what it did as JSON; errors name a missing or foreign
// shard file, or a model the training job did not store.
Result<QJsonObject> runOfflineShard(const PolicyEvaluationOptions &o, int shard, int shards, const QString &dir,
                                    const PolicyEvaluationCallbacks &callbacks = {});
Result<QJsonObject> runTrainingStage(const PolicyEvaluationOptions &o, int shards, const QString &dir,
                                     const PolicyEvaluationCallbacks &callbacks = {});
Result<QJsonObject> runScoreShard(const PolicyEvaluationOptions &o, int shard, int shards, const QString &dir,
                                  const PolicyEvaluationCallbacks &callbacks = {});
// The evaluation's JSON as evaluatePolicies gives it, also written to dir/evaluation.json.
Result<PolicyEvaluation> mergeScoreShards(const PolicyEvaluationOptions &o, int shards, const QString &dir,
                                          const PolicyEvaluationCallbacks &callbacks = {});

} // namespace mirage::services
