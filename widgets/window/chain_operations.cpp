#include "widgets/window/chain_operations.h"
#include "services/chain_operations.h"
#include "store/chain_store.h"
#include "store/store.h"
#include "widgets/chains/chains_workspace.h"

#include <QDateTime>
#include <QFutureWatcher>
#include <QMessageBox>
#include <QtConcurrentRun>

namespace mirage {

ChainOperations::ChainOperations(ChainsWorkspace *chains, std::function<Store *()> store, QWidget *dialogParent)
    : QObject(chains), m_chains(chains), m_store(std::move(store)), m_dialogParent(dialogParent)
{
  connect(chains, &ChainsWorkspace::refreshRequested, this, &ChainOperations::refresh);
  connect(chains, &ChainsWorkspace::submitNextRequested, this, &ChainOperations::submitNextLink);
  connect(chains, &ChainsWorkspace::policyChangeRequested, this, &ChainOperations::changePolicy);
}

// A submission still running finishes before the store can go (the window destroys this first).
ChainOperations::~ChainOperations()
{
  m_workers.waitForDone();
}

void ChainOperations::refresh()
{
  using Loaded = std::pair<QList<ChainsWorkspace::ChainView>, QJsonObject>;
  auto *watcher = new QFutureWatcher<Loaded>(this);
  connect(watcher, &QFutureWatcher<Loaded>::finished, this, [this, watcher] {
    watcher->deleteLater();
    m_chains->setEvaluation(watcher->result().second);
    m_chains->setChains(watcher->result().first);
  });
  watcher->setFuture(m_store()->run([](Database &db) {
    Loaded loaded;
    for (const StoredChain &c : listChains(db))
      loaded.first.append({c, chainLinks(db, c.id)});
    loaded.second = latestChainEvaluation(db);
    return loaded;
  }));
}

void ChainOperations::changePolicy(const QString &chain, const QString &policyName)
{
  auto *watcher = new QFutureWatcher<Result<void>>(this);
  connect(watcher, &QFutureWatcher<Result<void>>::finished, this, [this, watcher, chain, policyName] {
    watcher->deleteLater();
    const Result<void> changed = watcher->result();
    emit message(changed.ok() ? tr("Chain %1 now follows %2").arg(chain, policyName) : changed.error(), !changed.ok());
    refresh();
  });
  watcher->setFuture(m_store()->run([chain, policyName](Database &db) -> Result<void> {
    const auto stored = loadChain(db, chain);
    if (!stored.ok())
      return failure(stored.error());
    return setChainPolicy(db, stored->id, policyName);
  }));
}

void ChainOperations::submitNextLink(const QString &chain)
{
  const auto answer = QMessageBox::question(
      m_dialogParent, tr("Submit next link"),
      tr("Submit the next link of chain %1 now with sbatch? Slurm will queue a real job.").arg(chain));
  if (answer != QMessageBox::Yes)
    return;
  emit message(tr("Submitting the next link of %1…").arg(chain), false);
  auto *watcher = new QFutureWatcher<Result<QString>>(this);
  connect(watcher, &QFutureWatcher<Result<QString>>::finished, this, [this, watcher, chain] {
    watcher->deleteLater();
    const Result<QString> result = watcher->result();
    emit message(tr("%1: %2").arg(chain, result ? *result : result.error()), !result);
    refresh();
  });
  // sbatch (perhaps over SSH) runs on a worker, not on the GUI's or the store's thread.
  Store *store = m_store();
  watcher->setFuture(QtConcurrent::run(&m_workers, [store, chain] {
    return services::submitNextLink(*store, chain, QDateTime::currentSecsSinceEpoch());
  }));
}

} // namespace mirage
