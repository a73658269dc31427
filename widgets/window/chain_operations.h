#pragma once
// What the window does for the Chains workspace: loads the stored chains (with who runs each) and
// the newest policy evaluation; New chain…, Edit… and Delete; changes a chain's policy; submits
// the next link after asking; and runs chains from the window — a look every minute on a worker
// (services::stepChain: the chain's runner lock taken and renewed, squeue and sbatch off the GUI
// and the store's threads), each submission confirmed unless the chain submits on its own. Says
// what happened through message().
#include "policy/chain_journal.h"

#include <QHash>
#include <QJsonObject>
#include <QObject>
#include <QSet>
#include <QThreadPool>

#include <functional>
#include <optional>

class QTimer;

namespace mirage {

class ChainsWorkspace;
class Store;

class ChainOperations : public QObject {
  Q_OBJECT
public:
  // `store` opens the store on first use (the window's); `dialogParent` owns the dialogs.
  ChainOperations(ChainsWorkspace *chains, std::function<Store *()> store, QWidget *dialogParent);
  ~ChainOperations() override; // stops the runners and gives their locks back

  void refresh();
  void submitNextLink(const QString &chain);
  void changePolicy(const QString &chain, const QString &policyName);
  void newChain();
  void editChain(const QString &chain);
  void deleteChain(const QString &chain);
  void startRunner(const QString &chain);
  void stopRunner(const QString &chain);
  QSet<QString> running() const;
  // How often a running chain is looked at (default a minute).
  void setRunnerInterval(int milliseconds) { m_intervalMs = milliseconds; }
  // Answers the confirmation of a submission (default: a question to the user).
  void setConfirmation(std::function<bool(const QString &chain, const QString &why)> confirm)
  {
    m_confirm = std::move(confirm);
  }

signals:
  void message(const QString &text, bool error);

private:
  struct Runner {
    QTimer *timer = nullptr;
    bool busy = false; // a look in flight, or a question open
    QString lastMessage;
  };
  void step(const QString &chain, bool confirmed);
  // Shows the chain dialog (for `stored`, or a new chain) and stores what it says.
  void showChainDialog(const std::optional<StoredChain> &stored);
  bool confirm(const QString &chain, const QString &why);

  ChainsWorkspace *m_chains;
  std::function<Store *()> m_store;
  QWidget *m_dialogParent;
  QThreadPool m_workers; // sbatch, perhaps over SSH
  QHash<QString, Runner> m_runners;
  QJsonObject m_evaluation;
  int m_intervalMs = 60000;
  std::function<bool(const QString &, const QString &)> m_confirm;
};

} // namespace mirage
