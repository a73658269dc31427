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

} // namespace mirage
