#pragma once

#include "core/cluster_snapshot.h"
#include "forecast/forecast_query.h"
#include "store/forecast_model_store.h"
#include "widgets/common/latest_task.h"
#include "widgets/common/row_table_model.h"
#include "widgets/forecast/forecast_scores.h"

#include <QFuture>
#include <QWidget>

#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QSettings;
class QDoubleSpinBox;
class QStackedWidget;
class QTableView;
class QTabWidget;
class QTimer;

namespace mirage {

class EmptyStateWidget;
class ForecastEvalDialog;
class ForecastRequestForm;
class ModelTrainingPanel;
class CalibrationChart;
class RiskChart;
class WaitFanChart;

// The Forecast workspace: a job-request form (ForecastRequestForm); the wait distribution by the chosen method (and the
// others, for comparison) as a fan chart, beside each method's validation scores; and a chain's
// interruption risk against lead time with the suggested submit time. Everything is computed off
// the GUI thread (progress, cancel) and again whenever the request, the method or the snapshot
// changes. The form is remembered between sessions.
class ForecastWorkspace : public QWidget {
  Q_OBJECT
public:
  explicit ForecastWorkspace(QWidget *parent = nullptr);
  ~ForecastWorkspace() override;
  EmptyStateWidget *emptyState() const { return m_empty; }

  void setSnapshot(const ClusterSnapshot &snapshot);
  // What the store holds for `cluster`: history and trained models, with their scores (kept until
  // a snapshot of another cluster arrives).
  void setContext(const QString &cluster, const ForecastContext &context, const QList<StoredForecastModel> &models);

  // Starts a computation now (cancelling one in flight) and remembers the form as the user left it.
  void computeNow();
  bool isComputing() const;
  const ForecastAnswer &answer() const { return m_answer; }

  ForecastRequestForm *form() const { return m_form; }
  ModelTrainingPanel *trainingPanel() const { return m_training; }
  QComboBox *predecessorBox() const { return m_predecessor; }
  QDoubleSpinBox *weightBox() const { return m_weight; }
  QTableView *scoresTable() const { return m_scores; }
  CalibrationChart *calibrationChart() const { return m_calibration; }
  QTabWidget *scoresTabs() const { return m_scoresTabs; }
  QPushButton *scoreOnTraceButton() const { return m_scoreOnTrace; }
  // "Score forecasts on a trace…" (created when first opened).
  ForecastEvalDialog *evalDialog() const { return m_evalDialog; }
  void openEvalDialog();
  WaitFanChart *fanChart() const { return m_fan; }
  RiskChart *riskChart() const { return m_risk; }
  QLabel *summaryLabel() const { return m_summary; }
  QLabel *suggestionLabel() const { return m_suggestion; }

signals:
  // A computation started (for the status bar's progress).
  void computationStarted(QFuture<void> future, const QString &label);
  // Its answer is shown (or it failed: form()->statusLabel() says why).
  void computed();
  // "Train models" stored new models of `cluster` (its context should be loaded again).
  void modelsTrained(const QString &cluster);

protected:
  void changeEvent(QEvent *event) override;

private:
  // Remembering writes the settings file, locked and synced to disk, on the GUI thread whenever a
  // field changed: done for what the user asked, not for a new snapshot or context.
  enum class Remember { Form, Nothing };
  void compute(Remember remember);
  QWidget *createRequestPanel();
  QWidget *createResults();
  void retranslate();
  void fillPredecessors();
  void fillScores();
  void scheduleCompute();
  void startComputation(const ForecastQuery &query);
  void showAnswer(const ForecastAnswer &answer);
  QString suggestionReason(const ChainRisk &risk) const; // why the suggested lead, in sentences
  void showError(const QString &message);
  void saveRiskControls(QSettings &settings) const;
  void restoreRiskControls();
  std::optional<Predecessor> chosenPredecessor(const JobRequest &request) const;

  QStackedWidget *m_stack;
  EmptyStateWidget *m_empty;
  ForecastRequestForm *m_form = nullptr;
  ModelTrainingPanel *m_training = nullptr;
  RowTableModel<ForecastScoreRow> *m_scoresModel = nullptr;
  QTableView *m_scores = nullptr;
  QTabWidget *m_scoresTabs = nullptr;
  QPushButton *m_scoreOnTrace = nullptr;
  ForecastEvalDialog *m_evalDialog = nullptr;
  CalibrationChart *m_calibration = nullptr;
  WaitFanChart *m_fan = nullptr;
  QLabel *m_summary = nullptr;
  QComboBox *m_predecessor = nullptr;
  QDoubleSpinBox *m_weight = nullptr;
  QLabel *m_weightLabel = nullptr;
  QCheckBox *m_earlyEnd = nullptr;
  RiskChart *m_risk = nullptr;
  QLabel *m_suggestion = nullptr;
  QLabel *m_fanTitle = nullptr, *m_riskTitle = nullptr, *m_scoresTitle = nullptr, *m_predecessorLabel = nullptr;
  QTimer *m_debounce;

  ClusterSnapshot m_snapshot;
  bool m_hasSnapshot = false;
  QString m_contextCluster;
  ForecastContext m_context;
  QList<StoredForecastModel> m_models;
  ForecastAnswer m_answer;
  LatestTask<ForecastAnswer> m_task{this};
};

} // namespace mirage
