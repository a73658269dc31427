#include "services/chain_operations.h"
#include "core/core_tr.h"
#include "core/duration.h"

#include "forecast/forecaster_factory.h"
#include "policy/submission_policy.h"
#include "store/chain_store.h"
#include "store/store.h"
#include <QCoreApplication>

namespace mirage::services {
namespace {

// The chain's links through the store's thread, from another thread (each call waits for it).
class StoreThreadJournal : public ChainJournal {
public:
  explicit StoreThreadJournal(Store &store) : m_store(store) {}
  QList<ChainLink> links(qint64 chainId) override
  {
    return m_store.run([chainId](Database &db) { return chainLinks(db, chainId); }).result();
  }
  Result<void> recordIntent(qint64 chainId, int link, const QString &tag, EpochSeconds at) override
  {
    return m_store.run([=](Database &db) { return mirage::recordIntent(db, chainId, link, tag, at); }).result();
  }
  Result<void> recordSubmitted(qint64 chainId, int link, const QString &jobId, EpochSeconds at) override
  {
    return m_store.run([=](Database &db) { return mirage::recordSubmitted(db, chainId, link, jobId, at); }).result();
  }

private:
  Store &m_store;
};

std::unique_ptr<policy::SubmissionPolicy> chainPolicy(const QString &name, double interruptionWeight,
                                                      std::shared_ptr<CommandRunner> slurm)
{
  if (auto baseline = policy::makeBaselinePolicy(name))
    return baseline;
  // risk-optimal: Slurm's own estimate of the chain's cluster
  ForecastContext context;
  context.slurm = std::move(slurm);
  const auto forecaster = makeForecaster(QStringLiteral("slurm-estimate"), context);
  RiskOptions risk;
  risk.interruptionWeight = interruptionWeight;
  return std::make_unique<policy::RiskOptimalPolicy>(forecaster.value(), risk);
}

} // namespace

Result<std::unique_ptr<policy::ChainRunner>> openChainRunner(ChainJournal &journal, const StoredChain &chain)
{
  auto opened = makeRunner(chain.definition.source, chain.definition.sshConfig);
  if (!opened)
    return failure(opened.error());
  std::shared_ptr<CommandRunner> slurm = std::move(opened).value();
  auto policy = chainPolicy(chain.definition.policy, chain.definition.interruptionWeight, slurm);
  return std::make_unique<policy::ChainRunner>(journal, chain, slurm, std::move(policy));
}

Result<QString> submitNextLink(Store &store, const QString &chain, EpochSeconds now)
{
  const auto stored = store.run([chain](Database &db) { return loadChain(db, chain); }).result();
  if (!stored)
    return failure(stored.error());
  // Another process running the chain would submit the same link: the journal refuses a second
  // intent, but say who it is instead.
  const auto lock = store.run([id = stored->id, now](Database &db) { return chainRunnerLock(db, id, now); }).result();
  if (lock && lock->pid != QCoreApplication::applicationPid())
    return failure(CoreTr::tr("the chain is being run by %1; stop it there first").arg(lock->describe()));
  StoreThreadJournal journal(store);
  auto runner = openChainRunner(journal, *stored);
  if (!runner)
    return failure(runner.error());
  const auto step = runner.value()->submitNext(now);
  if (!step)
    return failure(step.error());
  return step->message;
}

Result<policy::RunnerStep> stepChain(Store &store, const QString &chain, EpochSeconds now, bool confirmed,
                                     const QString &holder)
{
  const auto stored = store.run([chain](Database &db) { return loadChain(db, chain); }).result();
  if (!stored)
    return failure(stored.error());
  const qint64 id = stored->id;
  if (const auto held = store.run([=](Database &db) { return acquireChainRunner(db, id, holder, now); }).result();
      !held.ok())
    return failure(held.error());
  StoreThreadJournal journal(store);
  auto runner = openChainRunner(journal, *stored);
  if (!runner)
    return failure(runner.error());
  return runner.value()->step(now, confirmed || stored->definition.autoSubmit);
}

Result<void> stopChain(Store &store, const QString &chain)
{
  return store
      .run([chain](Database &db) -> Result<void> {
        const auto stored = loadChain(db, chain);
        if (!stored)
          return failure(stored.error());
        return releaseChainRunner(db, stored->id);
      })
      .result();
}

Result<PartitionLimits> readPartitionLimits(CommandRunner &slurm)
{
  const CommandResult parts =
      slurm.run({QStringLiteral("sinfo"), QStringLiteral("-h"), QStringLiteral("-o"), QStringLiteral("%R|%l")}, 30000);
  if (!parts.ok())
    return failure(parts.errorMessage(QStringLiteral("sinfo")));
  PartitionLimits limits;
  for (const QString &line : QString::fromUtf8(parts.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
    const auto max = parseSlurmDuration(line.section(QLatin1Char('|'), 1, 1).trimmed());
    limits.emplace(line.section(QLatin1Char('|'), 0, 0), max.ok() ? std::max<qint64>(0, *max) : 0);
  }
  return limits;
}

Result<void> checkChainFitsCluster(const policy::ChainDefinition &chain, const PartitionLimits &partitions)
{
  const auto found = partitions.find(chain.partition);
  if (found == partitions.end()) {
    QStringList known;
    for (const auto &[name, max] : partitions)
      known << name;
    return failure(CoreTr::tr("the cluster has no partition '%1' (it has: %2)")
                       .arg(chain.partition, known.join(QStringLiteral(", "))));
  }
  if (const qint64 max = found->second; max > 0 && chain.limitSeconds > max)
    return failure(
        CoreTr::tr("chain %1: partition %2 allows at most %3; the time limit %4 is longer")
            .arg(chain.name, chain.partition, formatSlurmDuration(max), formatSlurmDuration(chain.limitSeconds)));
  return {};
}

} // namespace mirage::services
