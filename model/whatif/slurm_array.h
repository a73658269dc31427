#pragma once
// What-if scenarios run on the cluster itself: a Slurm job array whose task k runs the scenarios
// of shard k (`mirage-cli whatif --shard k/N`), and a final job, started only after every task
// succeeded (afterok), that merges their results into the store (`mirage-cli whatif --merge`).
// Slurm is the distributed engine; this only writes the scripts, submits them when asked, and
// splits and merges.
#include "core/result.h"
#include "slurm/command_runner.h"
#include "whatif/whatif_run.h"

#include <QJsonObject>

namespace mirage::whatif {

struct ArrayPlan {
  QString dir;           // everything lives here: scenarios.json, the scripts, shard-K.json, results.json
  QString scenariosFile; // the scenarios, with absolute trace paths
  QString arrayScript;   // sbatch --array=0-(N-1)
  QString mergeScript;   // sbatch --dependency=afterok:<array>
  int shards = 1;
};

// The scenarios of shard k of n: indices i with i % n == k.
QList<int> shardIndices(int count, int shard, int shards);
// "k/n" with 0 ≤ k < n.
Result<std::pair<int, int>> parseShard(const QString &text);

// Writes the plan's files into `dir` (created). `cli` is the mirage-cli the jobs run, `database`
// the store the merge writes to.
Result<ArrayPlan> writeArrayPlan(const QList<Scenario> &scenarios, const QString &dir, const QString &partition,
                                 int shards, const QString &cli, const QString &database);
// Submits the array, then the merge job depending on it; returns their job ids.
Result<std::pair<QString, QString>> submitArrayPlan(CommandRunner &slurm, const ArrayPlan &plan);

// One shard's answer: {"shard", "shards", "results": [{"index": i, ...WhatIfResult}]}.
QJsonObject shardJson(int shard, int shards, const QList<int> &indices, const std::vector<WhatIfResult> &results);
// Reads shard-0.json … shard-(n−1).json of `dir`: the results in scenario order; an error names a
// missing or unreadable shard.
Result<std::vector<WhatIfResult>> mergeShards(const QString &dir, int count, int shards);

} // namespace mirage::whatif
