#include "whatif/slurm_array.h"

#include "core/atomic_file.h"
#include "core/core_tr.h"
#include "slurm/batch_jobs.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

namespace mirage::whatif {
QList<int> shardIndices(int count, int shard, int shards)
{
  QList<int> out;
  for (int i = shard; shards > 0 && i < count; i += shards)
    out << i;
  return out;
}

Result<std::pair<int, int>> parseShard(const QString &text)
{
  bool a = false, b = false;
  const int k = text.section(QLatin1Char('/'), 0, 0).toInt(&a);
  const int n = text.section(QLatin1Char('/'), 1, 1).toInt(&b);
  if (!a || !b || n < 1 || k < 0 || k >= n || text.count(QLatin1Char('/')) != 1)
    return Result<std::pair<int, int>>::failure(CoreTr::tr("--shard '%1': K/N with 0 ≤ K < N").arg(text));
  return std::pair{k, n};
}

Result<ArrayPlan> writeArrayPlan(const QList<Scenario> &scenarios, const QString &dir, const QString &partition,
                                 int shards, const QString &cli, const QString &database)
{
  using R = Result<ArrayPlan>;
  if (scenarios.isEmpty())
    return R::failure(CoreTr::tr("no scenario to run"));
  const auto folder = makeJobFolder(dir, partition);
  if (!folder.ok())
    return R::failure(folder.error());
  ArrayPlan plan;
  plan.dir = folder.value();
  plan.shards = std::clamp(shards, 1, int(scenarios.size()));
  plan.scenariosFile = plan.dir + QStringLiteral("/scenarios.json");
  plan.arrayScript = plan.dir + QStringLiteral("/array.sbatch");
  plan.mergeScript = plan.dir + QStringLiteral("/merge.sbatch");
  QJsonArray items;
  for (Scenario s : scenarios) {
    if (s.base.kind == ScenarioBase::Kind::Trace)
      s.base.trace = QFileInfo(s.base.trace).absoluteFilePath();
    items.append(s.toJson());
  }
  if (const auto e = writeFileAtomically(plan.scenariosFile,
                                         QJsonDocument(QJsonObject{{QStringLiteral("scenarios"), items}}).toJson());
      !e.ok())
    return R::failure(e.error());
  const auto quoted = [](const QString &s) { return shellWord(s); };
  QByteArray array = "#!/bin/bash\n#SBATCH --job-name=mirage-whatif\n";
  array += "#SBATCH --array=0-" + QByteArray::number(plan.shards - 1) + "\n";
  if (!partition.isEmpty())
    array += "#SBATCH --partition=" + partition.toUtf8() + "\n";
  array += "#SBATCH --nodes=1\n#SBATCH --output=" + plan.dir.toUtf8() + "/shard-%a.log\n";
  array += "# One shard of the scenarios per task: indices i with i % N == task.\n";
  array += "exec " + quoted(cli) + " whatif --scenarios " + quoted(plan.scenariosFile) +
           " --shard \"$SLURM_ARRAY_TASK_ID/" + QByteArray::number(plan.shards) + "\" --out " + quoted(plan.dir) +
           "/shard-\"$SLURM_ARRAY_TASK_ID\".json --json\n";
  QByteArray merge = "#!/bin/bash\n#SBATCH --job-name=mirage-whatif-merge\n";
  if (!partition.isEmpty())
    merge += "#SBATCH --partition=" + partition.toUtf8() + "\n";
  merge += "#SBATCH --nodes=1\n#SBATCH --output=" + plan.dir.toUtf8() + "/merge.log\n";
  merge += "# Runs after every task of the array succeeded (sbatch --dependency=afterok:ARRAY).\n";
  merge += "exec " + quoted(cli) + " whatif --scenarios " + quoted(plan.scenariosFile) + " --merge " +
           quoted(plan.dir) + " --shards " + QByteArray::number(plan.shards) + " --db " + quoted(database) +
           " --save --out " + quoted(plan.dir + QStringLiteral("/results.json")) + " --json\n";
  if (const auto e = writeBatchScript(plan.arrayScript, array); !e.ok())
    return R::failure(e.error());
  if (const auto e = writeBatchScript(plan.mergeScript, merge); !e.ok())
    return R::failure(e.error());
  return plan;
}

Result<std::pair<QString, QString>> submitArrayPlan(CommandRunner &slurm, const ArrayPlan &plan)
{
  using R = Result<std::pair<QString, QString>>;
  const auto array = submitBatchScript(slurm, plan.arrayScript);
  if (!array.ok())
    return R::failure(array.error());
  const auto merge = submitBatchScript(slurm, plan.mergeScript, array.value());
  if (!merge.ok())
    return R::failure(
        CoreTr::tr("the array %1 is queued, but the merge job is not: %2").arg(array.value(), merge.error()));
  return std::pair{array.value(), merge.value()};
}

QJsonObject shardJson(int shard, int shards, const QList<int> &indices, const std::vector<WhatIfResult> &results)
{
  QJsonArray items;
  for (qsizetype k = 0; k < indices.size() && k < qsizetype(results.size()); ++k) {
    QJsonObject o = results[std::size_t(k)].toJson();
    o.insert(QStringLiteral("index"), indices[k]);
    items.append(o);
  }
  return {{QStringLiteral("shard"), shard}, {QStringLiteral("shards"), shards}, {QStringLiteral("results"), items}};
}

Result<std::vector<WhatIfResult>> mergeShards(const QString &dir, int count, int shards)
{
  using R = Result<std::vector<WhatIfResult>>;
  std::vector<WhatIfResult> out(std::size_t(std::max(0, count)));
  std::vector<char> seen(out.size(), 0);
  for (int k = 0; k < shards; ++k) {
    const QString path = QDir(dir).filePath(QStringLiteral("shard-%1.json").arg(k));
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
      return R::failure(CoreTr::tr("shard %1 of %2 has no results: cannot read %3").arg(k).arg(shards).arg(path));
    const QJsonObject o = QJsonDocument::fromJson(f.readAll()).object();
    if (o[QLatin1String("shard")].toInt(-1) != k || o[QLatin1String("shards")].toInt() != shards)
      return R::failure(CoreTr::tr("%1 is not shard %2 of %3").arg(path).arg(k).arg(shards));
    for (const QJsonValue &v : o[QLatin1String("results")].toArray()) {
      const int i = v[QLatin1String("index")].toInt(-1);
      if (i < 0 || i >= count)
        return R::failure(CoreTr::tr("%1: scenario index %2 out of range").arg(path).arg(i));
      out[std::size_t(i)] = WhatIfResult::fromJson(v.toObject());
      seen[std::size_t(i)] = 1;
    }
  }
  for (std::size_t i = 0; i < seen.size(); ++i)
    if (!seen[i])
      return R::failure(CoreTr::tr("no shard holds scenario %1").arg(i + 1));
  return out;
}

} // namespace mirage::whatif
