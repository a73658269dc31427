#pragma once
// mirage-cli evaluate --slurm-array: the evaluation as four jobs on the cluster
// (services/evaluation_array.h), and --array-stage, what each of those jobs runs.
#include "cli/cli_command.h"
#include "core/result.h"
#include "services/evaluation_array.h"

#include <QCommandLineParser>

#include <optional>

namespace mirage::cli {

struct EvaluateArrayFlags {
  const QCommandLineOption slurmArray{
      QStringLiteral("slurm-array"),
      CliTr::tr("Run the evaluation on the cluster: a job array for the offline data, one training job, a job "
                "array scoring the validation episodes and a job merging them (submitted only with --yes).")};
  const QCommandLineOption partition{QStringLiteral("partition"), CliTr::tr("--slurm-array: the partition."),
                                     CliTr::tr("name")};
  const QCommandLineOption shards{QStringLiteral("shards"),
                                  CliTr::tr("--slurm-array: tasks per array (default 8); --array-stage train or "
                                            "merge: how many there were."),
                                  CliTr::tr("n")};
  const QCommandLineOption workdir{QStringLiteral("workdir"),
                                   CliTr::tr("--slurm-array: the folder every job reads and writes, on a file system "
                                             "the nodes share (default ./mirage-evaluate)."),
                                   CliTr::tr("dir")};
  const QCommandLineOption yes{QStringLiteral("yes"), CliTr::tr("--slurm-array: submit the jobs.")};
  const QCommandLineOption stage{QStringLiteral("array-stage"),
                                 CliTr::tr("Run one stage of a --slurm-array evaluation in --workdir (what its jobs "
                                           "do): offline, train, score or merge."),
                                 CliTr::tr("stage")};
  const QCommandLineOption shard{QStringLiteral("shard"),
                                 CliTr::tr("--array-stage offline or score: run shard K of N."), CliTr::tr("K/N")};
  QList<QCommandLineOption> all() const { return {slurmArray, partition, shards, workdir, yes, stage, shard}; }
};

struct EvaluateArrayRequest {
  bool submit = false; // --slurm-array
  bool yes = false;
  QString partition, workdir;
  int shard = 0, shards = 8;
  std::optional<services::ArrayStage> stage;
};

// The request the flags make; an error names a flag given wrongly.
Result<EvaluateArrayRequest> evaluateArrayRequest(const QCommandLineParser &parser, const EvaluateArrayFlags &flags);

// Writes (and with --yes submits) the jobs, or runs one stage; the exit code.
int runEvaluateArray(CliContext &ctx, const services::PolicyEvaluationOptions &options,
                     const EvaluateArrayRequest &request, bool quiet,
                     const services::PolicyEvaluationCallbacks &callbacks);

} // namespace mirage::cli
