#include "whatif/workload.h"

#include "core/core_tr.h"
#include "sim/workload_transforms.h"
#include "traces/trace_reader.h"

#include <QFileInfo>
#include <QHash>
#include <QTimeZone>

#include <algorithm>

namespace mirage::whatif {
namespace {

// One partition per entry, each with its own nodes.
void addPartition(Workload &w, const QString &name, int nodes, int gpus)
{
  sim::SimPartition p;
  p.name = name.toStdString();
  for (int i = 0; i < std::max(1, nodes); ++i) {
    p.nodes.push_back(int(w.nodes.size()));
    w.nodes.push_back({p.name + "-" + std::to_string(i + 1), gpus});
  }
  w.partitions.push_back(std::move(p));
}

// The window's jobs as the simulator takes them, by partition name (unknown names: the first).
void addJobs(Workload &w, const std::vector<TraceJob> &trace, const ScenarioBase &base)
{
  QHash<QString, int> partitionIndex;
  for (std::size_t p = 0; p < w.partitions.size(); ++p)
    partitionIndex.insert(QString::fromStdString(w.partitions[p].name), int(p));
  QHash<QString, int> users;
  for (const TraceJob &t : trace) {
    if (base.from > 0 && t.submit < base.from)
      continue;
    if (base.until > 0 && t.submit >= base.until)
      continue;
    const qint64 ran = t.start >= 0 && t.end >= t.start ? t.end - t.start : t.runtime;
    if (t.submit < 0 || t.nodes < 1 || (t.timeLimit <= 0 && ran < 0)) {
      ++w.skipped;
      continue;
    }
    sim::SimJob j;
    j.id = std::int64_t(w.jobs.size()) + 1;
    j.submit = t.submit;
    j.partition = partitionIndex.value(t.partition, 0);
    j.nodes = t.nodes;
    j.limit = t.timeLimit > 0 ? t.timeLimit : std::max<qint64>(ran, 60);
    j.runtime = std::clamp<qint64>(ran >= 0 ? ran : j.limit, 0, j.limit);
    j.gpusPerNode = t.gpus > 0 ? (t.gpus + t.nodes - 1) / t.nodes : 0;
    j.user = int(users.emplace(t.user, int(users.size())).value());
    w.jobs.push_back(j);
  }
  std::stable_sort(w.jobs.begin(), w.jobs.end(),
                   [](const sim::SimJob &a, const sim::SimJob &b) { return a.submit < b.submit; });
  if (!w.jobs.empty()) {
    w.from = w.jobs.front().submit;
    w.until = w.jobs.back().submit;
  }
}

void addSnapshotPartitions(Workload &w, const ClusterSnapshot &snapshot)
{
  for (const Partition &p : snapshot.partitions)
    addPartition(w, p.name, p.nodes, p.gpusPerNode);
}

} // namespace

Result<Workload> loadTraceWorkload(const ScenarioBase &base)
{
  using R = Result<Workload>;
  TraceOptions options;
  options.timeZone = base.timeZone.isEmpty() ? QTimeZone::utc() : QTimeZone(base.timeZone.toUtf8());
  const auto read = readTraceJobs(base.trace, options);
  if (!read.ok())
    return R::failure(read.error());
  Workload w;
  addPartition(w, QStringLiteral("batch"), base.nodes, base.gpusPerNode);
  addJobs(w, read.value(), base);
  w.source = QFileInfo(base.trace).fileName();
  if (w.jobs.empty())
    return R::failure(CoreTr::tr("%1 has no job in the scenario's window").arg(w.source));
  return w;
}

Result<Workload> workloadFromHistory(const ClusterSnapshot &shape, const std::vector<TraceJob> &history,
                                     const ScenarioBase &base, const QString &source)
{
  using R = Result<Workload>;
  if (shape.partitions.isEmpty())
    return R::failure(CoreTr::tr("%1 has no partition in its newest snapshot").arg(source));
  Workload w;
  addSnapshotPartitions(w, shape);
  addJobs(w, history, base);
  w.source = source;
  if (w.jobs.empty())
    return R::failure(CoreTr::tr("%1 has no job in the scenario's window").arg(w.source));
  return w;
}

Result<Workload> applyChanges(const Workload &base, const Scenario &scenario)
{
  using R = Result<Workload>;
  Workload w = base;
  std::string why;
  if (scenario.nodes > 0)
    for (std::size_t p = 0; p < w.partitions.size(); ++p)
      if (!sim::resizePartition(w.nodes, w.partitions, int(p), scenario.nodes, &why))
        return R::failure(QString::fromStdString(why));
  for (auto it = scenario.partitionNodes.begin(); it != scenario.partitionNodes.end(); ++it) {
    const auto found = std::find_if(w.partitions.begin(), w.partitions.end(),
                                    [&](const sim::SimPartition &p) { return p.name == it.key().toStdString(); });
    if (found == w.partitions.end()) {
      QStringList names;
      for (const auto &p : w.partitions)
        names << QString::fromStdString(p.name);
      return R::failure(CoreTr::tr("partition_nodes: %1 has no partition '%2' (it has %3)")
                            .arg(w.source, it.key(), names.join(QStringLiteral(", "))));
    }
    if (!sim::resizePartition(w.nodes, w.partitions, int(found - w.partitions.begin()), it.value(), &why))
      return R::failure(QString::fromStdString(why));
  }
  if (scenario.gpusPerNode >= 0)
    for (auto &n : w.nodes)
      n.gpus = scenario.gpusPerNode;
  if (scenario.loadScale != 1.0)
    sim::scaleLoad(w.jobs, scenario.loadScale);
  if (scenario.limitCapMinutes > 0)
    sim::capLimits(w.jobs, scenario.limitCapMinutes * 60);
  return w;
}

} // namespace mirage::whatif
