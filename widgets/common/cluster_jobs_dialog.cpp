#include "widgets/common/cluster_jobs_dialog.h"

#include "core/background_pool.h"
#include "slurm/batch_jobs.h"
#include "slurm/command_runner.h"
#include "widgets/common/progress_value.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QTimer>
#include <QVBoxLayout>
#include <QtConcurrent>

namespace mirage {
namespace {
// Slurm's commands on this machine (the jobs are submitted from here).
std::unique_ptr<CommandRunner> localSlurm()
{
  auto runner = makeRunner(QStringLiteral("local"), QString());
  return runner ? std::move(runner).value() : nullptr;
}
} // namespace

ClusterJobsDialog::ClusterJobsDialog(const QString &settingsGroup,
                                     std::function<Result<ClusterJobsSubmitter>()> prepare,
                                     std::function<Texts()> texts, QWidget *parent)
    : QDialog(parent), m_group(settingsGroup), m_prepare(std::move(prepare)), m_texts(std::move(texts)),
      m_cli(QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral("mirage-cli")))
{
  setObjectName(QStringLiteral("clusterJobsDialog"));
  auto *v = new QVBoxLayout(this);
  m_intro = new QLabel(this);
  m_intro->setWordWrap(true);
  v->addWidget(m_intro);
  auto *form = new QFormLayout;
  m_shards = new QSpinBox(this);
  m_shards->setObjectName(QStringLiteral("clusterShards"));
  m_shards->setRange(1, 1000);
  m_partition = new QLineEdit(this);
  m_partition->setObjectName(QStringLiteral("clusterPartition"));
  m_folder = new QLineEdit(this);
  m_folder->setObjectName(QStringLiteral("clusterFolder"));
  m_shardsLabel = new QLabel(this);
  m_partitionLabel = new QLabel(this);
  m_folderLabel = new QLabel(this);
  m_shardsLabel->setBuddy(m_shards);
  m_partitionLabel->setBuddy(m_partition);
  m_folderLabel->setBuddy(m_folder);
  form->addRow(m_shardsLabel, m_shards);
  form->addRow(m_partitionLabel, m_partition);
  form->addRow(m_folderLabel, m_folder);
  v->addLayout(form);
  m_progress = new QProgressBar(this);
  m_progress->setObjectName(QStringLiteral("clusterProgress"));
  m_progress->setRange(0, 1);
  m_progress->setValue(0);
  v->addWidget(m_progress);
  m_status = new QLabel(this);
  m_status->setObjectName(QStringLiteral("clusterStatus"));
  m_status->setWordWrap(true);
  m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
  v->addWidget(m_status);
  m_log = new QPlainTextEdit(this);
  m_log->setObjectName(QStringLiteral("clusterLog"));
  m_log->setReadOnly(true);
  m_log->setMaximumBlockCount(200);
  m_log->setMinimumHeight(90);
  v->addWidget(m_log, 1);
  auto *buttons = new QDialogButtonBox(this);
  m_submit = buttons->addButton(QString(), QDialogButtonBox::ActionRole); // Submit keeps the dialog open
  m_submit->setObjectName(QStringLiteral("clusterSubmit"));
  m_submit->setDefault(true);
  m_cancelJobs = buttons->addButton(QString(), QDialogButtonBox::ActionRole);
  m_cancelJobs->setObjectName(QStringLiteral("clusterCancelJobs"));
  m_cancelJobs->setEnabled(false);
  buttons->addButton(QDialogButtonBox::Close);
  v->addWidget(buttons);
  connect(m_submit, &QPushButton::clicked, this, &ClusterJobsDialog::submit);
  connect(m_cancelJobs, &QPushButton::clicked, this, &ClusterJobsDialog::cancelJobs);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  connect(&m_submitWatcher, &QFutureWatcher<Result<ClusterJobs>>::finished, this, &ClusterJobsDialog::submitted);
  connect(&m_pollWatcher, &QFutureWatcher<ClusterJobsProgress>::finished, this, &ClusterJobsDialog::polled);
  connect(&m_cancelWatcher, &QFutureWatcher<Result<void>>::finished, this, &ClusterJobsDialog::cancelled);
  m_timer = new QTimer(this);
  m_timer->setInterval(3000);
  connect(m_timer, &QTimer::timeout, this, &ClusterJobsDialog::poll);

  QSettings s;
  m_shards->setValue(s.value(key("shards"), 8).toInt());
  m_partition->setText(s.value(key("partition")).toString());
  m_folder->setText(newFolder());
  retranslate();
  resize(560, 420);
}

ClusterJobsDialog::~ClusterJobsDialog()
{
  m_timer->stop();
  m_submitWatcher.waitForFinished();
  m_pollWatcher.waitForFinished();
  m_cancelWatcher.waitForFinished();
}

void ClusterJobsDialog::setPollInterval(int ms)
{
  m_timer->setInterval(ms);
}

QString ClusterJobsDialog::newFolder() const
{
  // A new folder per run, under the one used last (the home folder, which nodes usually share).
  const QString base =
      QSettings().value(key("folder"), QDir::home().filePath(QStringLiteral("mirage-runs"))).toString();
  return QDir(base).filePath(QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss")));
}

void ClusterJobsDialog::retranslate()
{
  const Texts texts = m_texts();
  setWindowTitle(texts.title);
  m_intro->setText(texts.intro + QLatin1Char(' ') + tr("The work folder must be on a file system the nodes share."));
  m_shardsLabel->setText(tr("&Tasks per array:"));
  m_partitionLabel->setText(tr("&Partition:"));
  m_partition->setPlaceholderText(tr("the cluster's default"));
  m_folderLabel->setText(tr("Work &folder:"));
  m_submit->setText(tr("&Submit"));
  m_cancelJobs->setText(tr("Cancel &jobs"));
}

void ClusterJobsDialog::changeEvent(QEvent *event)
{
  if (event->type() == QEvent::LanguageChange)
    retranslate();
  QDialog::changeEvent(event);
}

void ClusterJobsDialog::log(const QString &line)
{
  m_log->appendPlainText(QDateTime::currentDateTime().toString(QStringLiteral("HH:mm:ss  ")) + line);
}

void ClusterJobsDialog::fail(const QString &message)
{
  m_watching = false;
  m_timer->stop();
  m_status->setStyleSheet(QStringLiteral("color: #d9534f"));
  m_status->setText(message);
  log(message);
  m_submit->setEnabled(true);
  m_cancelJobs->setEnabled(false);
}

void ClusterJobsDialog::submit()
{
  if (m_watching || m_submitWatcher.isRunning() || m_cancelWatcher.isRunning())
    return;
  const auto submitter = m_prepare();
  if (!submitter.ok())
    return fail(submitter.error());
  ClusterJobsRequest request;
  request.folder = m_folder->text().trimmed();
  request.partition = m_partition->text().trimmed();
  request.shards = m_shards->value();
  request.cli = m_cli;
  // A folder jobs have run in holds their results: a new run must not mix with them.
  if (request.folder.isEmpty() || !QDir(request.folder).entryList({QStringLiteral("*.log")}, QDir::Files).isEmpty())
    return fail(tr("Choose a new work folder: jobs have run in %1.").arg(request.folder));
  QSettings s;
  s.setValue(key("shards"), request.shards);
  s.setValue(key("partition"), request.partition);
  s.setValue(key("folder"), QFileInfo(request.folder).absolutePath());
  const QString noSlurm = tr("cannot run Slurm's commands here");
  m_submit->setEnabled(false);
  m_status->setStyleSheet(QString());
  m_status->setText(tr("Submitting…"));
  m_submitWatcher.setFuture(
      QtConcurrent::run(backgroundPool(), [run = submitter.value(), request, noSlurm]() -> Result<ClusterJobs> {
        const std::unique_ptr<CommandRunner> slurm = localSlurm();
        if (!slurm)
          return failure(noSlurm);
        return run(request, *slurm);
      }));
}

void ClusterJobsDialog::submitted()
{
  const Result<ClusterJobs> result = m_submitWatcher.result();
  if (!result.ok())
    return fail(result.error());
  m_run = result.value();
  m_watching = true;
  m_lastStage.clear();
  m_cancelJobs->setEnabled(true);
  m_progress->setRange(0, m_run.steps);
  m_progress->setValue(0);
  log(tr("Submitted jobs %1; scripts and logs in %2").arg(m_run.jobIds.join(QStringLiteral(", ")), m_run.dir));
  m_status->setText(tr("Queued."));
  m_folder->setText(newFolder()); // the next run goes elsewhere
  m_timer->start();
}

void ClusterJobsDialog::poll()
{
  if (!m_watching || m_pollWatcher.isRunning())
    return;
  const ClusterJobs run = m_run;
  m_pollWatcher.setFuture(QtConcurrent::run(backgroundPool(), [run] {
    const std::unique_ptr<CommandRunner> slurm = localSlurm();
    ClusterJobsProgress progress;
    progress.steps = run.steps;
    if (slurm) {
      progress = run.progress(*slurm);
      if (!progress.failure.isEmpty()) // jobs waiting on a failed one would wait for ever
        (void)mirage::cancelJobs(*slurm, run.jobIds);
    }
    return progress;
  }));
}

void ClusterJobsDialog::polled()
{
  if (!m_watching)
    return;
  const ClusterJobsProgress progress = m_pollWatcher.result();
  setProgressValue(m_progress, progress.done);
  if (progress.stage != m_lastStage) {
    m_lastStage = progress.stage;
    log(m_lastStage);
  }
  m_status->setText(m_lastStage);
  if (!progress.failure.isEmpty())
    return fail(progress.failure);
  if (!progress.finished)
    return;
  m_watching = false;
  m_timer->stop();
  m_submit->setEnabled(true);
  m_cancelJobs->setEnabled(false);
  m_status->setText(m_texts().done);
  log(tr("The result is in %1").arg(m_run.result));
  emit finished(m_run.result);
}

void ClusterJobsDialog::cancelJobs()
{
  if (!m_watching)
    return;
  const QString ids = m_run.jobIds.join(QStringLiteral(", "));
  if (QMessageBox::question(this, tr("Cancel jobs"), tr("Cancel jobs %1 on the cluster?").arg(ids)) != QMessageBox::Yes)
    return;
  // The run is no longer watched; scancel runs on a worker (a slurmctld that hangs must not hang
  // the window), and its answer ends the run.
  m_watching = false;
  m_timer->stop();
  m_cancelJobs->setEnabled(false);
  m_status->setText(tr("Cancelling jobs %1…").arg(ids));
  const QString noSlurm = tr("cannot run Slurm's commands here");
  m_cancelWatcher.setFuture(QtConcurrent::run(backgroundPool(), [jobs = m_run.jobIds, noSlurm]() -> Result<void> {
    const std::unique_ptr<CommandRunner> slurm = localSlurm();
    return slurm ? mirage::cancelJobs(*slurm, jobs) : Result<void>::failure(noSlurm);
  }));
}

void ClusterJobsDialog::cancelled()
{
  const Result<void> result = m_cancelWatcher.result();
  fail(result.ok() ? tr("Cancelled: jobs %1 were cancelled.").arg(m_run.jobIds.join(QStringLiteral(", ")))
                   : result.error());
}

} // namespace mirage
