#include "services/demo_showcase.h"

#include "core/core_tr.h"
#include "services/policy_evaluation.h"
#include "store/chain_store.h"
#include "store/database.h"
#include "store/scenario_store.h"

#include <QDir>
#include <QFile>

namespace mirage::services {
namespace {

// The partition with the most nodes, and its running job whose limit ends last: a service's link.
const Partition *largestPartition(const ClusterSnapshot &demo)
{
  const Partition *best = nullptr;
  for (const Partition &p : demo.partitions)
    if (!best || p.nodes > best->nodes)
      best = &p;
  return best;
}

const Job *serviceLink(const ClusterSnapshot &demo, const QString &partition)
{
  const Job *best = nullptr;
  for (const Job &j : demo.jobs)
    if (j.partition == partition && j.state == JobState::Running && j.timeLimitSeconds >= 12 * 3600 &&
        (!best || j.limitEnd() > best->limitEnd()))
      best = &j;
  return best;
}

Result<QString> writeScript(const QString &folder, const QString &name, const QByteArray &body)
{
  if (!QDir().mkpath(folder))
    return failure(CoreTr::tr("cannot create %1").arg(folder));
  const QString path = QDir(folder).filePath(name);
  QFile f(path);
  if (!f.open(QIODevice::WriteOnly) || f.write(body) != body.size())
    return failure(CoreTr::tr("cannot write %1").arg(path));
  return path;
}

} // namespace

Result<int> storeDemoChains(Database &db, const ClusterSnapshot &demo, const QString &scriptFolder)
{
  const Partition *partition = largestPartition(demo);
  if (!partition)
    return failure(CoreTr::tr("the demo cluster has no partition"));
  const Job *running = serviceLink(demo, partition->name);
  int added = 0;
  struct Service {
    QString name, script, policy;
    int links;
    bool midChain;
  };
  for (const Service &s :
       {Service{QStringLiteral("llm-serve"), QStringLiteral("llm-serve.sh"), QStringLiteral("risk-optimal"), 8, true},
        Service{QStringLiteral("rag-index"), QStringLiteral("rag-index.sh"), QStringLiteral("lead-2h"), 4, false}}) {
    auto stored = loadChain(db, s.name);
    if (!stored.ok()) {
      const auto script =
          writeScript(scriptFolder, s.script,
                      QByteArrayLiteral("#!/bin/bash\n#SBATCH --output=%x-%j.out\n# A long GPU service, one link of "
                                        "its chain (Mirage's demo).\nsrun python serve.py --resume-from latest\n"));
      if (!script.ok())
        return failure(script.error());
      policy::ChainDefinition c;
      c.name = s.name;
      c.partition = partition->name;
      c.scripts << script.value();
      c.links = s.links;
      c.nodes = s.midChain && running ? running->nodes : 1;
      c.gpusPerNode = s.midChain && running ? running->gpusPerNode : partition->gpusPerNode;
      c.limitSeconds = s.midChain && running ? running->timeLimitSeconds : 24 * 3600;
      c.policy = s.policy;
      const auto id = saveChain(db, c);
      if (!id.ok())
        return failure(id.error());
      ++added;
      stored = loadChain(db, s.name);
      if (!stored.ok())
        return failure(stored.error());
    }
    if (!s.midChain || !running)
      continue;
    // The running link is a job of this demo (it is simulated anew at every open).
    const QString tag = stored->definition.tag(stored->id, 0);
    if (chainLinks(db, stored->id).isEmpty())
      if (const auto e = recordIntent(db, stored->id, 0, tag, running->startTime); !e.ok())
        return failure(e.error());
    if (const auto e = recordSubmitted(db, stored->id, 0, QString::number(running->id), running->startTime); !e.ok())
      return failure(e.error());
  }
  return added;
}

QList<whatif::Scenario> demoScenarios(const ClusterSnapshot &demo)
{
  whatif::Scenario asIs;
  asIs.name = QStringLiteral("Demo as it is"); // names the store keeps, whatever the language
  whatif::Scenario more = asIs;
  more.name = QStringLiteral("Demo with 16 more nodes");
  if (const Partition *p = largestPartition(demo))
    more.partitionNodes.insert(p->name, p->nodes + 16);
  whatif::Scenario busier = asIs;
  busier.name = QStringLiteral("Demo at 1.5× the load");
  busier.loadScale = 1.5;
  return {asIs, more, busier};
}

Result<void> evaluateDemoPolicies(const ClusterSnapshot &demo, const QString &storePath)
{
  PolicyEvaluationOptions o;
  o.cluster = demo.cluster;
  o.storePath = storePath;
  int nodes = 0, gpus = 0;
  for (const Partition &p : demo.partitions) {
    nodes += p.nodes;
    gpus = std::max(gpus, p.gpusPerNode);
  }
  o.protocol.nodes = std::max(1, nodes);
  o.protocol.gpusPerNode = gpus;
  // Episodes start every four hours and simulate five days: the last nine days give about 24.
  o.validateFrom = (demo.time - 9 * 86400) / 3600 * 3600;
  o.trainUntil = o.validateFrom - 5 * 86400;
  o.methods = QStringList{QStringLiteral("reactive"), QStringLiteral("average-wait"), QStringLiteral("lead-2h"),
                          QStringLiteral("lead-6h"),  QStringLiteral("risk-optimal"), QStringLiteral("oracle")};
  // Its own forecaster, trained on the demo's simulated history: Slurm's estimate (every job to its
  // limit) made risk-optimal submit hours early and look the costliest method on the demo.
  o.riskForecast = QStringLiteral("xgboost");
  const auto evaluated = evaluatePolicies(o);
  if (!evaluated.ok())
    return failure(evaluated.error());
  return {};
}

bool demoScenariosMissing(Database &db, const ClusterSnapshot &demo)
{
  for (const whatif::Scenario &s : demoScenarios(demo))
    if (!findScenario(db, s.name).ok())
      return true;
  return false;
}

} // namespace mirage::services
