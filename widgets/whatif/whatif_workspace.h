#pragma once
// The What-if workspace: scenarios (saved in the store: new, duplicate, edit, delete), run in the
// background on every core with progress and cancel, compared against the first — wait
// distributions, utilisation and queue length over time, chain interruption and overlap, a table
// of deltas — and a sweep of one parameter. Every plot zooms, hovers and exports; the comparison
// exports as a report (PDF, HTML, CSV).
#include "whatif/whatif_run.h"
#include "widgets/common/latest_task.h"
#include "widgets/common/row_table_model.h"

#include <QFuture>
#include <QThreadPool>
#include <QWidget>

#include <functional>
#include <optional>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;
class QTableView;
class QTabWidget;

namespace mirage {

class ClusterJobsDialog;
class ScenarioEditor;

class Store;
class WhatIfChart;

class WhatIfWorkspace : public QWidget {
  Q_OBJECT
public:
  // A row of the comparison table: a result and the first scenario's mean wait (none for the first).
  struct ComparisonRow {
    whatif::WhatIfResult result;
    std::optional<double> baseMeanWaitH;
  };
  explicit WhatIfWorkspace(QWidget *parent = nullptr);
  // Where scenarios are kept (and stored clusters read); loads the saved scenarios.
  void setStore(Store *store);
  // Reads the stored scenarios again (and their results, before a run of this session).
  void reload() { reloadList(); }
  QList<whatif::Scenario> scenarios() const { return m_scenarios; }
  const std::vector<whatif::WhatIfResult> &results() const { return m_results; }
  QList<whatif::Scenario> resultScenarios() const { return m_ran; }

  // Runs these scenarios (all when empty) in the background; results replace the comparison.
  void runScenarios(const QList<whatif::Scenario> &scenarios = {});
  void runSweep(const QString &parameter, const QString &values);
  // Every saved scenario as a Slurm job array (a dialog made once, shown and raised).
  ClusterJobsDialog *openClusterRun();
  // Writes the comparison as a report (format from the suffix: .pdf, .html, .csv); empty or error.
  Result<void> exportReport(const QString &path) const;

  QListWidget *scenarioList() const { return m_list; }
  QTableView *comparisonTable() const { return m_table; }
  QTabWidget *plots() const { return m_tabs; }
  ScenarioEditor *editor() const { return m_editor; }
  QLabel *statusLabel() const { return m_status; }
  QPushButton *onClusterButton() const { return m_onCluster; }

signals:
  void computationStarted(QFuture<void> future, const QString &label);
  void finished(const QString &message, bool error);

protected:
  void changeEvent(QEvent *event) override;

private:
  void retranslate();
  void showScenario(int row);
  whatif::Scenario scenarioFromEditor() const;
  // False (with the reason in the status line) when the form does not make a valid scenario.
  bool saveCurrent();
  void addScenario(const whatif::Scenario &scenario);
  void duplicateCurrent();
  void deleteCurrent();
  void reloadList();
  void showResults();
  void showSweep(const whatif::SweepResult &sweep);
  void exportInteractively();

  Store *m_store = nullptr;
  QList<whatif::Scenario> m_scenarios;
  QList<whatif::Scenario> m_ran;
  std::vector<whatif::WhatIfResult> m_results;
  // What a run or a sweep hands back to the GUI thread.
  struct RunOutput {
    QList<whatif::Scenario> scenarios;
    std::vector<whatif::WhatIfResult> results;
    std::optional<whatif::SweepResult> sweep;
    QString error;
  };
  // Watches the newest run or sweep: a cancelled one and an error are said in the status (an error
  // also through finished()); `done` gets the rest.
  void watchRun(QFuture<RunOutput> future, const std::function<void(const RunOutput &)> &done);
  // Runs and sweeps start here, one at a time, not on the global pool: their scenarios run on
  // the global pool's threads, which a run holding one of them could starve.
  QThreadPool m_runner;
  LatestTask<RunOutput> m_task{this}; // after m_runner: it cancels the run that m_runner then waits for

  QListWidget *m_list;
  QPushButton *m_new, *m_duplicate, *m_delete, *m_save, *m_run, *m_runAll, *m_sweep, *m_export;
  QPushButton *m_onCluster = nullptr;
  ClusterJobsDialog *m_clusterDialog = nullptr;
  QList<whatif::Scenario> m_clusterScenarios; // of the run on the cluster
  ScenarioEditor *m_editor;
  QLineEdit *m_sweepValues;
  QComboBox *m_sweepParameter;
  QLabel *m_status;
  QTabWidget *m_tabs;
  WhatIfChart *m_cdf, *m_utilisation, *m_queue, *m_sweepChart, *m_sweepUtilisation;
  QWidget *m_sweepPage;
  RowTableModel<ComparisonRow> *m_comparison;
  QTableView *m_table;
};

} // namespace mirage
