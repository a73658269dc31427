#pragma once
// A run of Slurm jobs submitted from this machine and watched until its last job has written its
// result — what `mirage-cli evaluate --slurm-array --yes` and `whatif --slurm-array --yes` do, from
// the window: the tasks per array, the partition and a work folder the nodes share (remembered
// per workspace); Submit; then the stage, a progress bar, the job ids and Cancel jobs. A job that
// fails ends the run, and the jobs that could never start after it are cancelled. finished()
// hands the result file to the workspace.
#include "core/result.h"

#include <QDialog>
#include <QFutureWatcher>

#include <functional>

class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTimer;

namespace mirage {

class CommandRunner;

struct ClusterJobsRequest {
  QString folder, partition, cli; // cli: the mirage-cli the jobs run
  int shards = 1;
};
struct ClusterJobsProgress {
  int done = 0, steps = 1;
  QString stage;   // for the user: "scoring: 1 of 4 shards"
  QString failure; // a job failed or can never start: the run is over
  bool finished = false;
};
struct ClusterJobs {
  QString dir, result; // the work folder, the file the last job writes
  QStringList jobIds;  // in submission order
  int steps = 1;
  std::function<ClusterJobsProgress(CommandRunner &)> progress; // asked on a worker at each poll
};
// Writes the scripts and submits them (on a worker).
using ClusterJobsSubmitter = std::function<Result<ClusterJobs>(const ClusterJobsRequest &, CommandRunner &)>;

class ClusterJobsDialog : public QDialog {
  Q_OBJECT
public:
  struct Texts {
    QString title, intro, done; // done: the status once the result is shown
  };
  // `prepare` runs on the GUI thread at Submit: it reads the workspace's form and gives the
  // submitter, or the form's error. `texts` is asked again when the language changes.
  ClusterJobsDialog(const QString &settingsGroup, std::function<Result<ClusterJobsSubmitter>()> prepare,
                    std::function<Texts()> texts, QWidget *parent = nullptr);
  ~ClusterJobsDialog() override; // waits for a submission or poll in flight

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
  void finished(const QString &resultFile);

protected:
  void changeEvent(QEvent *event) override;

private:
  void retranslate();
  void submit();
  void submitted();
  void poll();
  void polled();
  void cancelJobs();
  void cancelled();
  void fail(const QString &message);
  void log(const QString &line);
  QString newFolder() const;
  QString key(const char *name) const { return m_group + QLatin1Char('/') + QLatin1String(name); }

  QString m_group;
  std::function<Result<ClusterJobsSubmitter>()> m_prepare;
  std::function<Texts()> m_texts;
  QString m_cli;
  QLabel *m_intro = nullptr, *m_shardsLabel = nullptr, *m_partitionLabel = nullptr, *m_folderLabel = nullptr;
  QLabel *m_status = nullptr;
  QSpinBox *m_shards = nullptr;
  QLineEdit *m_partition = nullptr, *m_folder = nullptr;
  QPushButton *m_submit = nullptr, *m_cancelJobs = nullptr;
  QProgressBar *m_progress = nullptr;
  QPlainTextEdit *m_log = nullptr;
  QTimer *m_timer = nullptr;
  QFutureWatcher<Result<ClusterJobs>> m_submitWatcher;
  QFutureWatcher<ClusterJobsProgress> m_pollWatcher;
  QFutureWatcher<Result<void>> m_cancelWatcher;
  ClusterJobs m_run;
  bool m_watching = false;
  QString m_lastStage;
};

} // namespace mirage
