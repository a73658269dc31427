#pragma once

#include "core/cluster_snapshot.h"
#include "core/result.h"
#include "forecast/job_request.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSettings;
class QSpinBox;

namespace mirage {

// The Forecast workspace's job request: partition (with its GPUs per node and MaxTime), nodes,
// GPUs, time limit, method and "compare with every other method", the Forecast and Cancel buttons
// (Ctrl+Return, Esc), a progress bar and a status line. Remembered between sessions.
class ForecastRequestForm : public QWidget {
  Q_OBJECT
public:
  explicit ForecastRequestForm(QWidget *parent = nullptr);

  // The cluster's partitions are offered (the one used last, else the default, chosen); no signal.
  void setSnapshot(const ClusterSnapshot &snapshot);
  // The request as typed, or what is wrong with it ("Time limit: …").
  Result<JobRequest> request() const;
  QString method() const;
  bool compareAll() const;
  // Chooses `method` unless the user chose one (in this session or, remembered, in an earlier one).
  void suggestMethod(const QString &method);
  void useMethod(const QString &method); // as if the user chose it

  // The computation's state as the form shows it.
  void showRunning();
  void showProgress(int minimum, int maximum);
  void showProgressValue(int value);
  void showFinished();
  void showStatus(const QString &text);
  void showError(const QString &message);

  void save(QSettings &settings) const;

  QComboBox *partitionBox() const { return m_partition; }
  QSpinBox *nodesBox() const { return m_nodes; }
  QSpinBox *gpusBox() const { return m_gpus; }
  QLineEdit *limitEdit() const { return m_limit; }
  QComboBox *methodBox() const { return m_method; }
  QCheckBox *compareBox() const { return m_compare; }
  QLabel *statusLabel() const { return m_status; }

signals:
  // The request, the method or "compare" changed (the workspace forecasts again shortly).
  void changed();
  // Another partition was chosen (its jobs are other predecessors).
  void partitionChanged();
  void forecastRequested();
  void cancelRequested();

protected:
  void changeEvent(QEvent *event) override;

private:
  void retranslate();
  void applyPartition();
  void restore();

  ClusterSnapshot m_snapshot;
  QLabel *m_title;
  QComboBox *m_partition;
  QSpinBox *m_nodes;
  QSpinBox *m_gpus;
  QLineEdit *m_limit;
  QComboBox *m_method;
  QCheckBox *m_compare;
  QPushButton *m_forecastButton;
  QPushButton *m_cancelButton;
  QProgressBar *m_progress;
  QLabel *m_status;
  QList<QLabel *> m_labels;
  bool m_userPickedMethod = false;
};

} // namespace mirage
