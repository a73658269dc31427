#pragma once
// Policies → On the cluster…: the evaluation the form describes, run as four Slurm jobs submitted
// from this machine (services/evaluation_array.h, what `mirage-cli evaluate --slurm-array --yes`
// does): the shards, the partition and a work folder the nodes share (remembered); Submit; then the
// stage, a progress bar over the shards, the job ids and Cancel jobs. When the merge job has
// written the evaluation, evaluated() hands it to the workspace.
#include "core/result.h"
#include "services/evaluation_array.h"

#include <QDialog>
#include <QFutureWatcher>
#include <QJsonObject>

#include <functional>

class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTimer;

namespace mirage {

class ClusterEvaluationDialog : public QDialog {
  Q_OBJECT
public:
  using OptionsSource = std::function<Result<services::PolicyEvaluationOptions>()>;
  ClusterEvaluationDialog(OptionsSource options, QWidget *parent = nullptr);
  ~ClusterEvaluationDialog() override; // waits for a submission or poll in flight

  // The mirage-cli the jobs run (default: beside this program).
  void setCliPath(const QString &path) { m_cli = path; }
  // How often the run is looked at (default 3 s).
  void setPollInterval(int ms);
  bool isWatching() const { return m_watching; }

  QSpinBox *shardsBox() const { return m_shards; }
  QLineEdit *partitionEdit() const { return m_partition; }
  QLineEdit *folderEdit() const { return m_folder; }
  QPushButton *submitButton() const { return m_submit; }
  QPushButton *cancelJobsButton() const { return m_cancelJobs; }
  QProgressBar *progressBar() const { return m_progress; }
  QLabel *statusLabel() const { return m_status; }
  QPlainTextEdit *jobLog() const { return m_log; }

signals:
  void evaluated(const QJsonObject &evaluation);

protected:
  void changeEvent(QEvent *event) override;

private:
  struct Submitted {
    services::EvaluationArrayPlan plan;
    services::EvaluationArrayJobs jobs;
  };
  void retranslate();
  void submit();
  void submitted();
  void poll();
  void polled();
  void cancelJobs();
  void fail(const QString &message);
  void log(const QString &line);
  QString newFolder() const;

  OptionsSource m_options;
  QString m_cli;
  QLabel *m_intro = nullptr, *m_shardsLabel = nullptr, *m_partitionLabel = nullptr, *m_folderLabel = nullptr;
  QLabel *m_status = nullptr;
  QSpinBox *m_shards = nullptr;
  QLineEdit *m_partition = nullptr, *m_folder = nullptr;
  QPushButton *m_submit = nullptr, *m_cancelJobs = nullptr, *m_close = nullptr;
  QProgressBar *m_progress = nullptr;
  QPlainTextEdit *m_log = nullptr;
  QTimer *m_timer = nullptr;
  QFutureWatcher<Result<Submitted>> m_submitWatcher;
  QFutureWatcher<services::EvaluationArrayStatus> m_pollWatcher;
  Submitted m_run;
  bool m_watching = false;
  QString m_lastStage;
};

} // namespace mirage
