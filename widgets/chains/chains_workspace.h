#pragma once

#include "core/cluster_snapshot.h"
#include "forecast/interruption_risk.h"
#include "store/chain_store.h"
#include "widgets/chains/chain_timeline.h"
#include "widgets/common/latest_task.h"
#include "widgets/common/row_table_model.h"

#include <QHash>
#include <QJsonObject>
#include <QWidget>

#include <optional>

class QAction;
class QComboBox;
class QLabel;
class QPushButton;
class QStackedWidget;
class QTableView;
class QTimer;

namespace mirage {

class EmptyStateWidget;

// The Chains workspace: the stored chains with their progress; for the selected one a timeline of
// its links as the open cluster shows them, the suggested submission of the next link with its
// P(interruption) (Slurm's plan of the snapshot, forecast/chain_risk.h), and "Submit next link
// now" (the window asks for confirmation). When a suggested time comes, suggestionDue() fires once.
// The suggestions (a risk curve of 1,000 samples each) are worked out off the GUI thread whenever
// the chains or the snapshot change; the newest request wins.
class ChainsWorkspace : public QWidget {
  Q_OBJECT
public:
  struct ChainView {
    StoredChain chain;
    QList<ChainLink> links;
    std::optional<ChainRunnerLock> runner; // who runs it now, if anyone
  };
  struct Suggestion {
    int link = -1; // the link to submit next
    EpochSeconds submitAt = 0;
    RiskPoint risk;     // at that lead (empty when unknown)
    bool known = false; // from a risk curve (else: "now", the predecessor is gone)
  };

  explicit ChainsWorkspace(QWidget *parent = nullptr);
  EmptyStateWidget *emptyState() const { return m_empty; }
  void setChains(const QList<ChainView> &chains);
  void setSnapshot(const ClusterSnapshot &snapshot);
  // The newest chain evaluation (mirage-cli evaluate): each policy's scores beside the selector.
  void setEvaluation(const QJsonObject &summary);
  // The next link's suggestion for a chain from a snapshot (none: now); nullopt when the chain is
  // complete. Pure: what the background work computes for each chain.
  static std::optional<Suggestion> suggest(const ChainView &chain, const ClusterSnapshot *snapshot);
  // The suggestion worked out for a chain of setChains(); nullopt when it is complete or not yet
  // worked out (isComputing()).
  std::optional<Suggestion> suggestionFor(const ChainView &chain) const;
  bool isComputing() const { return m_suggesting.isBusy(); }
  // Checks every chain's suggested time against `now` (the timer does this every 30 s).
  void checkDue(EpochSeconds now);

  QTableView *chainsTable() const { return m_table; }
  ChainTimeline *timeline() const { return m_timeline; }
  QLabel *suggestionLabel() const { return m_suggestion; }
  QPushButton *submitButton() const { return m_submit; }
  QPushButton *newButton() const { return m_new; }
  QPushButton *editButton() const { return m_edit; }
  QPushButton *deleteButton() const { return m_delete; }
  QPushButton *runButton() const { return m_run; }
  // The chains this window runs (the Run button of each says Stop).
  void setRunning(const QSet<QString> &chains);
  void selectChain(const QString &chain);
  QComboBox *policyBox() const { return m_policy; }

signals:
  void submitNextRequested(const QString &chain);
  void newChainRequested();
  void editChainRequested(const QString &chain);
  void deleteChainRequested(const QString &chain);
  void runChainRequested(const QString &chain, bool run); // start or stop the window's runner
  void policyChangeRequested(const QString &chain, const QString &policy);
  void refreshRequested();
  void suggestionDue(const QString &chain, const QString &message);

protected:
  void changeEvent(QEvent *event) override;

private:
  void retranslate();
  void fillTable();
  void showSelected();
  const ChainView *selected() const;

  QStackedWidget *m_stack;
  EmptyStateWidget *m_empty;
  RowTableModel<ChainView> *m_model;
  QTableView *m_table;
  QLabel *m_title;
  QLabel *m_status;
  ChainTimeline *m_timeline;
  QLabel *m_suggestion;
  QPushButton *m_submit;
  QPushButton *m_refresh;
  QPushButton *m_new, *m_edit, *m_delete, *m_run;
  QSet<QString> m_running;
  QComboBox *m_policy;
  QLabel *m_policyLabel;
  QJsonObject m_evaluation;
  QTimer *m_dueTimer;
  QAction *m_newAction; // the empty state's button
  QList<ChainView> m_chains;
  ClusterSnapshot m_snapshot;
  bool m_hasSnapshot = false;
  QSet<QString> m_notified;                                     // chain/link already announced
  using Suggestions = QHash<qint64, std::optional<Suggestion>>; // by chain id
  void recomputeSuggestions();
  Suggestions m_suggestions; // of m_chains on m_snapshot, once worked out
  LatestTask<Suggestions> m_suggesting{this};
};

} // namespace mirage
