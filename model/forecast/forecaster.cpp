#include "forecast/forecaster.h"

#include "core/core_tr.h"
#include "core/duration.h"
#include "forecast/forecast_features.h"

#include <algorithm>

namespace mirage {

const QStringList &forecastMethods()
{
  static const QStringList methods{QStringLiteral("slurm-estimate"), QStringLiteral("hist-median"),
                                   QStringLiteral("qbets"),          QStringLiteral("xgboost"),
                                   QStringLiteral("random-forest"),  QStringLiteral("torch-quantile"),
                                   QStringLiteral("monte-carlo")};
  return methods;
}

bool isLearnedMethod(const QString &method)
{
  return method == QLatin1String("xgboost") || method == QLatin1String("random-forest") ||
         method == QLatin1String("torch-quantile");
}

QStringList learnedForecastMethods()
{
  QStringList out;
  for (const QString &m : forecastMethods())
    if (isLearnedMethod(m))
      out << m;
  return out;
}

QString forecastMethodDescription(const QString &method)
{
  if (method == QLatin1String("slurm-estimate"))
    return CoreTr::tr("Slurm's own estimate: every job runs to its limit (squeue --start / sbatch --test-only)");
  if (method == QLatin1String("hist-median"))
    return CoreTr::tr("Waits of similar jobs that started recently");
  if (method == QLatin1String("qbets"))
    return CoreTr::tr("QBETS: binomial bounds on quantiles of similar jobs' waits, with change-point trimming");
  if (method == QLatin1String("xgboost"))
    return CoreTr::tr("Gradient-boosted trees (XGBoost) on the snapshot's features, conformally calibrated");
  if (method == QLatin1String("random-forest"))
    return CoreTr::tr("Random forest (XGBoost) on the snapshot's features, conformally calibrated");
  if (method == QLatin1String("torch-quantile"))
    return CoreTr::tr("Neural network (libtorch) trained with the pinball loss, conformally calibrated");
  if (method == QLatin1String("monte-carlo"))
    return CoreTr::tr("Simulator rollouts with learned runtimes and future arrivals from history");
  return {};
}

Result<void> checkRequest(const ClusterSnapshot &snapshot, const JobRequest &request)
{
  const Partition *p = snapshot.partition(request.partition);
  if (!p) {
    QStringList names;
    for (const Partition &q : snapshot.partitions)
      names << q.name;
    return failure(CoreTr::tr("%1 has no partition '%2' (it has: %3)")
                       .arg(snapshot.cluster, request.partition, names.join(QStringLiteral(", "))));
  }
  int mostGpus = p->gpusPerNode;
  for (const Node &n : snapshot.nodes)
    if (n.partitions.contains(request.partition))
      mostGpus = std::max(mostGpus, n.gpus);
  if (request.gpusPerNode > mostGpus)
    return failure(CoreTr::tr("partition %1: no node has %2 GPUs (at most %3)")
                       .arg(request.partition)
                       .arg(request.gpusPerNode)
                       .arg(mostGpus));
  const PartitionCapacity cap = partitionCapacity(snapshot, request.partition, request.gpusPerNode);
  if (cap.nodes == 0)
    return failure(CoreTr::tr("partition %1 has no usable node (all down or drained)").arg(request.partition));
  // The partition's size: Slurm's count where it has one, else its nodes in the snapshot.
  int inSnapshot = 0;
  for (const Node &n : snapshot.nodes)
    inSnapshot += n.partitions.contains(request.partition) ? 1 : 0;
  const int totalNodes = std::max(p->nodes, inSnapshot);
  if (request.nodes > totalNodes)
    return failure(CoreTr::tr("partition %1 has %2 nodes; the request asks for %3 nodes")
                       .arg(request.partition)
                       .arg(totalNodes)
                       .arg(request.nodes));
  if (p->maxTimeSeconds > 0 && request.timeLimitSeconds > p->maxTimeSeconds)
    return failure(CoreTr::tr("partition %1 allows at most %2; the request asks for %3")
                       .arg(request.partition, formatSlurmDuration(p->maxTimeSeconds),
                            formatSlurmDuration(request.timeLimitSeconds)));
  return {};
}

} // namespace mirage
