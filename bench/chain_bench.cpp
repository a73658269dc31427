#include "chain_bench.h"

#include "bench_output.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QProcess>

namespace mirage {

void runChainBenchmarks(const QString &binDir, const QString &dataDir, const QProcessEnvironment &env)
{
  struct Setting {
    int nodes;
    double load;
    int chainNodes;
  };
  QElapsedTimer total;
  total.start();
  for (const Setting &s :
       {Setting{88, 1.0, 1}, Setting{72, 1.0, 1}, Setting{88, 1.5, 1}, Setting{72, 1.5, 1}, Setting{88, 1.0, 8}}) {
    QProcess p;
    p.setProcessEnvironment(env);
    QElapsedTimer timer;
    timer.start();
    p.start(binDir + QStringLiteral("/mirage-cli"),
            {QStringLiteral("evaluate"), QStringLiteral("--trace"), dataDir + QStringLiteral("/ls6-a100.log"),
             QStringLiteral("--split"), QStringLiteral("paper"), QStringLiteral("--nodes"), QString::number(s.nodes),
             QStringLiteral("--load-scale"), QString::number(s.load), QStringLiteral("--chain-nodes"),
             QString::number(s.chainNodes), QStringLiteral("--json")});
    const bool ok = p.waitForFinished(3600000) && p.exitCode() == 0;
    const QJsonObject o = QJsonDocument::fromJson(p.readAllStandardOutput().trimmed()).object();
    QJsonObject methods;
    for (const QJsonValue &v : o.value(QLatin1String("methods")).toArray()) {
      const QJsonObject m = v.toObject();
      const QJsonObject all = m[QLatin1String("buckets")].toObject()[QLatin1String("all")].toObject();
      QJsonObject buckets;
      for (const char *b : {"low", "medium", "heavy"})
        buckets.insert(QLatin1String(b),
                       m[QLatin1String("buckets")].toObject()[QLatin1String(b)].toObject()[QLatin1String("n")]);
      // Per bucket, what the dominance analysis needs (interruption and overlap) and the cost with
      // its regret over the oracle.
      QJsonObject perBucket;
      for (const char *b : {"low", "medium", "heavy"}) {
        const QJsonObject bucket = m[QLatin1String("buckets")].toObject()[QLatin1String(b)].toObject();
        if (bucket[QLatin1String("n")].toInt() > 0)
          perBucket.insert(
              QLatin1String(b),
              QJsonObject{{QStringLiteral("interruption_h"), bucket[QLatin1String("mean_interruption_h")]},
                          {QStringLiteral("overlap_h"), bucket[QLatin1String("mean_overlap_h")]},
                          {QStringLiteral("cost_gpu_h"), bucket[QLatin1String("mean_cost_gpu_h")]},
                          {QStringLiteral("regret_gpu_h"), bucket[QLatin1String("regret_gpu_h")]},
                          {QStringLiteral("cost_over_oracle"), bucket[QLatin1String("cost_over_oracle")]}});
      }
      methods.insert(
          m[QLatin1String("name")].toString(),
          QJsonObject{
              {QStringLiteral("mean_cost_gpu_h"), all[QLatin1String("mean_cost_gpu_h")]},
              {QStringLiteral("mean_cost_gpu_h_ci"), all[QLatin1String("mean_cost_gpu_h_ci")]},
              {QStringLiteral("regret_gpu_h"), all[QLatin1String("regret_gpu_h")]},
              {QStringLiteral("cost_over_oracle"), all[QLatin1String("cost_over_oracle")]},
              {QStringLiteral("cost_over_oracle_ci"), all[QLatin1String("cost_over_oracle_ci")]},
              {QStringLiteral("mean_interruption_h"), all[QLatin1String("mean_interruption_h")]},
              {QStringLiteral("mean_overlap_h"), all[QLatin1String("mean_overlap_h")]},
              {QStringLiteral("zero_interruption_share"), all[QLatin1String("zero_interruption_share")]},
              {QStringLiteral("reduction_vs_reactive"), all[QLatin1String("interruption_reduction_vs_reactive")]},
              {QStringLiteral("decisions_per_s"), m[QLatin1String("decisions_per_s")]},
              {QStringLiteral("buckets"), perBucket}});
      if (m[QLatin1String("name")].toString() == QLatin1String("reactive"))
        methods.insert(QStringLiteral("buckets_n"), buckets);
    }
    bench::printFigure({{QStringLiteral("benchmark"), QStringLiteral("chain_evaluate_ls6")},
                        {QStringLiteral("ok"), ok},
                        {QStringLiteral("nodes"), s.nodes},
                        {QStringLiteral("load_scale"), s.load},
                        {QStringLiteral("chain_nodes"), s.chainNodes},
                        {QStringLiteral("episodes"), o.value(QLatin1String("episodes"))},
                        {QStringLiteral("interruption_weight"), o.value(QLatin1String("interruption_weight"))},
                        {QStringLiteral("cost_unit"), o.value(QLatin1String("cost_unit"))},
                        {QStringLiteral("stages"), o.value(QLatin1String("stages"))},
                        {QStringLiteral("peak_memory_mb"),
                         o.value(QLatin1String("stages")).toObject().value(QLatin1String("peak_memory_mb"))},
                        {QStringLiteral("target_memory_mb"), 1024},
                        {QStringLiteral("wall_s"), double(timer.elapsed()) / 1000.0},
                        {QStringLiteral("methods"), methods}});
  }
  bench::printFigure({{QStringLiteral("benchmark"), QStringLiteral("chain_pipeline_ls6")},
                      {QStringLiteral("settings"), 5},
                      {QStringLiteral("wall_s"), double(total.elapsed()) / 1000.0},
                      {QStringLiteral("target_s"), 1800}});
}

} // namespace mirage
