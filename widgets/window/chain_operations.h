#pragma once
// What the window does for the Chains workspace: loads the stored chains and the newest policy
// evaluation, changes a chain's policy, and submits the next link after asking (sbatch on a worker
// thread, the links recorded through the store's). Says what happened through message().
#include <QObject>
#include <QThreadPool>

#include <functional>

namespace mirage {

class ChainsWorkspace;
class Store;

class ChainOperations : public QObject {
  Q_OBJECT
public:
  // `store` opens the store on first use (the window's); `dialogParent` owns the confirmation.
  ChainOperations(ChainsWorkspace *chains, std::function<Store *()> store, QWidget *dialogParent);
  ~ChainOperations() override;

  void refresh();
  void submitNextLink(const QString &chain);
  void changePolicy(const QString &chain, const QString &policyName);

signals:
  void message(const QString &text, bool error);

private:
  ChainsWorkspace *m_chains;
  std::function<Store *()> m_store;
  QWidget *m_dialogParent;
  QThreadPool m_workers; // sbatch, perhaps over SSH
};

} // namespace mirage
