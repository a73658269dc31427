#pragma once

#include "services/policy_evaluation.h"
#include "widgets/common/row_table_model.h"
#include "widgets/policies/policy_scores.h"

#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QJsonObject>
#include <QWidget>

#include <functional>

class QCheckBox;
class QComboBox;
class QDateTimeEdit;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QScrollArea;
class QSpinBox;
class QTabWidget;
class QTableView;

namespace mirage {

class BucketBarsChart;
class ClusterJobsDialog;
class EpisodesPanel;
class ParetoChart;
class WhatIfChart;

// The Policies workspace: the Mirage paper's protocol, interactive. A trace, the cluster's nodes
// and GPUs, the load, the chain's size and limit, the split (the paper's, or train-until and
// validate-from with the embargo), the methods and risk-optimal's weight; Run evaluates them in
// the background (services::evaluatePolicies: every model trained or found in the store, every
// method on the same validation episodes) with a line per stage, the episodes' progress and
// Cancel. Results: interruption against overlap per method with 95 % intervals and the Pareto
// front, and a table with the reductions against reactive and the zero-interruption shares, for
// all episodes or one load bucket; and each episode on a timeline (P, S and each method's
// submission, the risk curve at the decision time). The newest results go into the store, where the Chains
// workspace's policy selector reads them.
class PoliciesWorkspace : public QWidget {
  Q_OBJECT
public:
  using MethodScore = PolicyScoreRow;

  explicit PoliciesWorkspace(QWidget *parent = nullptr);
  ~PoliciesWorkspace() override; // a running evaluation is cancelled and waited for

  // The store: results are kept there, its clusters are sources, and its newest evaluation is
  // shown before any run (reload()).
  void setDatabasePath(std::function<QString()> path);
  // Reads the store's clusters and newest evaluation again (in the background).
  void reload();
  QComboBox *sourceBox() const { return m_source; }
  // The evaluation's options as the form says, or what is wrong with them (naming the field).
  Result<services::PolicyEvaluationOptions> options() const;
  bool isRunning() const { return m_running; }
  const QJsonObject &result() const { return m_result; }

  QLineEdit *traceEdit() const { return m_trace; }
  QSpinBox *nodesBox() const { return m_nodes; }
  QSpinBox *gpusBox() const { return m_gpus; }
  QDoubleSpinBox *loadBox() const { return m_load; }
  QCheckBox *paperSplitBox() const { return m_paperSplit; }
  QDateTimeEdit *trainUntilEdit() const { return m_trainUntil; }
  QDateTimeEdit *validateFromEdit() const { return m_validateFrom; }
  QDateTimeEdit *trainFromEdit() const { return m_trainFrom; }
  QDateTimeEdit *validateUntilEdit() const { return m_validateUntil; }
  QListWidget *methodsList() const { return m_methods; }
  QComboBox *bucketBox() const { return m_bucket; }
  QPushButton *runButton() const { return m_run; }
  QPushButton *cancelButton() const { return m_cancel; }
  QPushButton *onClusterButton() const { return m_onCluster; }
  QLabel *statusLabel() const { return m_status; }
  QPlainTextEdit *stageLog() const { return m_log; }
  QTableView *scoresTable() const { return m_table; }
  ParetoChart *paretoChart() const { return m_chart; }
  BucketBarsChart *bucketChart() const { return m_bars; }
  WhatIfChart *distributionChart() const { return m_distribution; }
  EpisodesPanel *episodesPanel() const { return m_episodes; }
  QPushButton *exportButton() const { return m_export; }
  // Writes the shown evaluation as a report (pdf, html or csv by the file's suffix) on a worker
  // and records it in the store; the future says how it went.
  QFuture<Result<void>> exportReport(const QString &path);

  void setMethods(const QStringList &methods); // checks these, unchecks the rest

public slots:
  void run();
  // The dialog that runs this evaluation as Slurm jobs (made once, shown and raised).
  ClusterJobsDialog *openClusterEvaluation();

signals:
  void started(QFuture<void> future, const QString &label);
  // An evaluation finished and its summary is stored (the Chains workspace reads it).
  void evaluated();

protected:
  void changeEvent(QEvent *event) override;
  void showEvent(QShowEvent *event) override;

private:
  QWidget *createForm();
  QWidget *createResults();
  void retranslate();
  void finish();
  void showResult();
  void log(const QString &line);
  void saveForm() const;
  void restoreForm();
  // The source, nodes, load, chain, split and methods of a stored evaluation, so that the form
  // says what the results shown are (policies_form.cpp).
  void fillFormFrom(const QJsonObject &evaluation);

  std::function<QString()> m_databasePath;
  QComboBox *m_source = nullptr; // a trace file, or a cluster of the store
  QLineEdit *m_trace = nullptr;
  QComboBox *m_zone = nullptr;
  QSpinBox *m_nodes = nullptr, *m_gpus = nullptr, *m_chainNodes = nullptr, *m_chainHours = nullptr;
  QDoubleSpinBox *m_load = nullptr, *m_weight = nullptr;
  QCheckBox *m_paperSplit = nullptr;
  QDateTimeEdit *m_trainFrom = nullptr, *m_trainUntil = nullptr, *m_validateFrom = nullptr, *m_validateUntil = nullptr;
  QListWidget *m_methods = nullptr;
  QComboBox *m_riskForecast = nullptr;
  QPushButton *m_browse = nullptr, *m_run = nullptr, *m_cancel = nullptr, *m_onCluster = nullptr;
  ClusterJobsDialog *m_clusterDialog = nullptr;
  QProgressBar *m_progress = nullptr;
  QLabel *m_status = nullptr;
  QPlainTextEdit *m_log = nullptr;
  QComboBox *m_bucket = nullptr;
  ParetoChart *m_chart = nullptr;
  BucketBarsChart *m_bars = nullptr;
  WhatIfChart *m_distribution = nullptr;
  EpisodesPanel *m_episodes = nullptr;
  QTabWidget *m_charts = nullptr;
  QScrollArea *m_formScroll = nullptr;
  QPushButton *m_export = nullptr;
  RowTableModel<MethodScore> *m_model = nullptr;
  QTableView *m_table = nullptr;
  QList<QLabel *> m_labels;
  QLabel *m_resultsTitle = nullptr, *m_bucketLabel = nullptr;
  QFutureWatcher<Result<services::PolicyEvaluation>> *m_watcher;
  QElapsedTimer m_elapsed;
  bool m_running = false;
  bool m_started = false; // a run of this session: the store's newest evaluation no longer replaces it
  QJsonObject m_result;
};

} // namespace mirage
