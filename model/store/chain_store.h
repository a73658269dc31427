#pragma once
// Chains and their links in the store. A link is written as an intent (its job name) before sbatch
// runs and gets its job id after, each in its own transaction.
#include "policy/chain_journal.h"
#include "store/database.h"

#include <optional>

namespace mirage {

// A new chain; an error when the name is taken or the store fails.
Result<qint64> saveChain(Database &db, const policy::ChainDefinition &chain);
Result<StoredChain> loadChain(Database &db, const QString &name);
QList<StoredChain> listChains(Database &db);
QList<ChainLink> chainLinks(Database &db, qint64 chainId);

Result<void> recordIntent(Database &db, qint64 chainId, int link, const QString &tag, EpochSeconds at);
Result<void> recordSubmitted(Database &db, qint64 chainId, int link, const QString &jobId, EpochSeconds at);

// The chain runner's journal in the store: each record its own transaction.
class StoreChainJournal : public ChainJournal {
public:
  explicit StoreChainJournal(Database &db) : m_db(db) {}
  QList<ChainLink> links(qint64 chainId) override { return chainLinks(m_db, chainId); }
  Result<void> recordIntent(qint64 chainId, int link, const QString &tag, EpochSeconds at) override;
  Result<void> recordSubmitted(qint64 chainId, int link, const QString &jobId, EpochSeconds at) override;

private:
  Database &m_db;
};

// A chain advisor's trained model (a predictor's bytes, a policy head's JSON) under a key that
// names everything it was trained for (trace, split, nodes, load, chain size) and the version of
// the code and hyper-parameters that trained it (policy/predictor_policy.h); the newest wins.
Result<void> saveChainModel(Database &db, const QString &method, const QString &key, const QString &version,
                            EpochSeconds dataFrom, EpochSeconds dataTo, const QByteArray &parameters,
                            const QJsonObject &scores);
struct StoredChainModel {
  std::optional<QByteArray> parameters; // the newest model of this version, if any
  QStringList otherVersions;            // versions of models stored for the key by other code
};
StoredChainModel loadChainModel(Database &db, const QString &method, const QString &key, const QString &version);

// The newest chain evaluation's summary (mirage-cli evaluate with a store): its settings and, per
// method, the scores over all episodes; kept so the Chains workspace can show them.
Result<void> saveChainEvaluation(Database &db, const QString &key, const QJsonObject &summary);
QJsonObject latestChainEvaluation(Database &db);
// A stored chain's policy, changed.
Result<void> setChainPolicy(Database &db, qint64 chainId, const QString &policy);
// A stored chain's definition, changed (its key, which names its jobs, is kept); an error when the
// new name is another chain's.
Result<void> updateChain(Database &db, qint64 chainId, const policy::ChainDefinition &chain);
// Removes a chain and its links (its jobs stay in Slurm); refused while a runner holds it.
Result<void> deleteChain(Database &db, qint64 chainId, EpochSeconds now);

// Who runs a chain: one process at a time, mirage-cli chain run or a window.
struct ChainRunnerLock {
  QString holder;
  qint64 pid = 0;
  QString host;
  EpochSeconds since = 0, heartbeat = 0;
  QString describe() const; // "mirage-cli chain run (pid 4242 on login1, since 2026-12-06T04:20:00Z)"
};
// A heartbeat older than this, or a holder process on this host that is gone, frees the lock.
inline constexpr qint64 kChainRunnerStaleSeconds = 15 * 60;
// The live holder of a chain's runner lock, if any.
std::optional<ChainRunnerLock> chainRunnerLock(Database &db, qint64 chainId, EpochSeconds now);
// Takes the lock for this process (or renews it: the heartbeat); an error names the live holder.
Result<void> acquireChainRunner(Database &db, qint64 chainId, const QString &holder, EpochSeconds now);
// Gives this process's lock back (nothing when another process holds it).
Result<void> releaseChainRunner(Database &db, qint64 chainId);

} // namespace mirage
