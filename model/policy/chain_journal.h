#pragma once
// What the chain runner reads and writes of a chain's links: a link is written as an intent (its
// job name) before sbatch runs and gets its job id after. store/chain_store.h keeps it in SQLite.
#include "core/cluster_snapshot.h"
#include "core/result.h"
#include "policy/chain_definition.h"

#include <QList>

namespace mirage {

struct StoredChain {
  qint64 id = 0;
  policy::ChainDefinition definition;
  EpochSeconds created = 0;
};

struct ChainLink {
  qint64 id = 0;
  int link = 0;
  QString tag;
  QString state; // intended | submitted
  QString jobId;
  EpochSeconds intended = 0, submitted = 0;
};

class ChainJournal {
public:
  virtual ~ChainJournal() = default;
  // The chain's links in order.
  virtual QList<ChainLink> links(qint64 chainId) = 0;
  virtual Result<void> recordIntent(qint64 chainId, int link, const QString &tag, EpochSeconds at) = 0;
  virtual Result<void> recordSubmitted(qint64 chainId, int link, const QString &jobId, EpochSeconds at) = 0;
};

} // namespace mirage
