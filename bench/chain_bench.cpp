#include "chain_bench.h"

#include "bench_output.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QProcess>

namespace mirage {
namespace {

// mirage-cli evaluate on LS6's paper split with `extra` arguments; its JSON (empty on failure).
QJsonObject evaluateLs6(const QString &binDir, const QString &dataDir, const QProcessEnvironment &env,
                        const QStringList &extra)
{
  QProcess p;
  p.setProcessEnvironment(env);
  p.start(binDir + QStringLiteral("/mirage-cli"),
          QStringList{QStringLiteral("evaluate"), QStringLiteral("--trace"), dataDir + QStringLiteral("/ls6-a100.log"),
                      QStringLiteral("--split"), QStringLiteral("paper"), QStringLiteral("--json")} +
              extra);
  if (!p.waitForFinished(3600000) || p.exitCode() != 0)
    return {};
  return QJsonDocument::fromJson(p.readAllStandardOutput().trimmed()).object();
}

QJsonObject allBucket(const QJsonObject &evaluation, const QString &method)
{
  for (const QJsonValue &m : evaluation[QLatin1String("methods")].toArray())
    if (m[QLatin1String("name")].toString() == method)
      return m[QLatin1String("buckets")][QLatin1String("all")].toObject();
  return {};
}

// Dominance (issue 15): risk-optimal alone is the method whose behaviour depends on the weight λ;
// it is run at each weight of a grid, and for every paper method the weights at which its mean
// interruption and overlap are both no higher are listed (none: no weight of the grid dominates).
QJsonObject dominance(const QString &binDir, const QString &dataDir, const QProcessEnvironment &env,
                      const QStringList &setting, const QJsonObject &atDefault)
{
  const QStringList paper{QStringLiteral("random-forest"),
                          QStringLiteral("xgboost"),
                          QStringLiteral("transformer"),
                          QStringLiteral("moe"),
                          QStringLiteral("reinforce"),
                          QStringLiteral("reinforce-greedy"),
                          QStringLiteral("dqn")};
  QJsonObject riskOptimal, dominatedAt;
  for (const double weight : {0.25, 0.5, 1.0, 2.0, 4.0, 8.0}) {
    const QJsonObject run =
        weight == 1.0
            ? atDefault
            : evaluateLs6(binDir, dataDir, env,
                          setting + QStringList{QStringLiteral("--methods"), QStringLiteral("reactive,risk-optimal"),
                                                QStringLiteral("--weight"), QString::number(weight)});
    const QJsonObject ro = allBucket(run, QStringLiteral("risk-optimal"));
    if (ro.isEmpty())
      continue;
    const double i = ro[QLatin1String("mean_interruption_h")].toDouble(),
                 o = ro[QLatin1String("mean_overlap_h")].toDouble();
    riskOptimal.insert(QString::number(weight), QJsonArray{i, o});
    for (const QString &method : paper) {
      const QJsonObject m = allBucket(atDefault, method);
      if (m.isEmpty())
        continue;
      QJsonArray weights = dominatedAt[method].toArray();
      if (i <= m[QLatin1String("mean_interruption_h")].toDouble() && o <= m[QLatin1String("mean_overlap_h")].toDouble())
        weights.append(weight);
      dominatedAt.insert(method, weights);
    }
  }
  return QJsonObject{{QStringLiteral("risk_optimal_i_o_h_by_weight"), riskOptimal},
                     {QStringLiteral("weights_where_risk_optimal_dominates"), dominatedAt}};
}

} // namespace

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
    const QStringList setting{QStringLiteral("--nodes"),       QString::number(s.nodes),
                              QStringLiteral("--load-scale"),  QString::number(s.load),
                              QStringLiteral("--chain-nodes"), QString::number(s.chainNodes)};
    QElapsedTimer timer;
    timer.start();
    const QJsonObject o = evaluateLs6(binDir, dataDir, env, setting);
    const bool ok = !o.isEmpty();
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
    QJsonObject figure = dominance(binDir, dataDir, env, setting, o);
    figure.insert(QStringLiteral("benchmark"), QStringLiteral("chain_dominance_ls6"));
    figure.insert(QStringLiteral("nodes"), s.nodes);
    figure.insert(QStringLiteral("load_scale"), s.load);
    figure.insert(QStringLiteral("chain_nodes"), s.chainNodes);
    bench::printFigure(figure);
  }
  bench::printFigure({{QStringLiteral("benchmark"), QStringLiteral("chain_pipeline_ls6")},
                      {QStringLiteral("settings"), 5},
                      {QStringLiteral("wall_s"), double(total.elapsed()) / 1000.0},
                      {QStringLiteral("target_s"), 1800}});
}

} // namespace mirage
