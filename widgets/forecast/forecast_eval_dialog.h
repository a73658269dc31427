#pragma once
// "Score forecasts on a trace…" in the Forecast workspace: what `mirage-cli forecast-eval` does,
// from the window. A trace (any format Mirage reads), one split (train before a time, test after)
// or the last N calendar months each tested on methods trained on everything before it, the
// methods, Monte-Carlo's rollouts and the adaptive calibration's rate; it runs in the background
// with its stage, progress and Cancel, and shows every method's scores (raw and +adaptive) per
// month, with the coverage band marked. The JSON forecast-eval --json prints can be saved.
#include "core/result.h"
#include "services/forecast_scoring.h"
#include "widgets/common/row_table_model.h"

#include <QDialog>
#include <QFutureWatcher>

class QComboBox;
class QDateTimeEdit;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTableView;

namespace mirage {

// One line of the results: a method's scores over one test window.
struct ForecastEvalRow {
  QString window; // "2023-02", or "test window"
  QString method; // with "+adaptive" for the calibrated one
  ForecastScore score;
  QString error;
};

class ForecastEvalDialog : public QDialog {
  Q_OBJECT
public:
  explicit ForecastEvalDialog(QWidget *parent = nullptr);
  ~ForecastEvalDialog() override; // cancels a run and waits for it

  QLineEdit *traceEdit() const { return m_trace; }
  QComboBox *modeBox() const { return m_mode; }
  QSpinBox *monthsBox() const { return m_months; }
  QDateTimeEdit *trainUntilEdit() const { return m_trainUntil; }
  QListWidget *methodList() const { return m_methods; }
  QSpinBox *rolloutsBox() const { return m_rollouts; }
  QPushButton *runButton() const { return m_run; }
  QPushButton *cancelButton() const { return m_cancel; }
  QPushButton *saveButton() const { return m_save; }
  QLabel *statusLabel() const { return m_status; }
  QTableView *resultsView() const { return m_view; }
  const QList<ForecastEvalRow> &rows() const { return m_model->rows(); }
  bool isRunning() const;
  // The options the form describes; an error names the field.
  Result<services::ForecastScoringOptions> options() const;
  // The JSON of the last run (what forecast-eval --json prints), to `path`.
  Result<void> saveJson(const QString &path) const;

public slots:
  void run();

signals:
  void started(QFuture<void> future, const QString &label);
  void finished();

protected:
  void changeEvent(QEvent *event) override;

private:
  void retranslate();
  void chooseTrace();
  void updateMode();
  void showResult();
  void remember() const;

  QLineEdit *m_trace;
  QPushButton *m_browse;
  QComboBox *m_mode;
  QSpinBox *m_months;
  QDateTimeEdit *m_trainUntil;
  QListWidget *m_methods;
  QSpinBox *m_rollouts;
  QDoubleSpinBox *m_rate;
  QLabel *m_traceLabel, *m_modeLabel, *m_monthsLabel, *m_trainUntilLabel, *m_methodsLabel, *m_rolloutsLabel,
      *m_rateLabel;
  QPushButton *m_run;
  QPushButton *m_cancel;
  QPushButton *m_save;
  QPushButton *m_close;
  QProgressBar *m_progress;
  QLabel *m_status;
  RowTableModel<ForecastEvalRow> *m_model;
  QTableView *m_view;
  QFutureWatcher<Result<services::ForecastScoring>> *m_watcher;
  services::ForecastScoringOptions m_ran;
  std::optional<services::ForecastScoring> m_last;
};

} // namespace mirage
