#include "widgets/policies/cluster_evaluation_dialog.h"

#include "slurm/command_runner.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFile>
#include <QFormLayout>
#include <QJsonDocument>
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
const QString kShardsKey = QStringLiteral("policies/cluster/shards");
const QString kPartitionKey = QStringLiteral("policies/cluster/partition");
const QString kFolderKey = QStringLiteral("policies/cluster/folder");

// Slurm's commands on this machine (the jobs are submitted from here).
std::unique_ptr<CommandRunner> localSlurm()
{
  auto runner = makeRunner(QStringLiteral("local"), QString());
  return runner ? std::move(runner).value() : nullptr;
}
} // namespace

ClusterEvaluationDialog::ClusterEvaluationDialog(OptionsSource options, QWidget *parent)
    : QDialog(parent), m_options(std::move(options)),
      m_cli(QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral("mirage-cli")))
{
  setObjectName(QStringLiteral("clusterEvaluationDialog"));
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
  m_submit = buttons->addButton(QString(), QDialogButtonBox::AcceptRole);
  m_submit->setObjectName(QStringLiteral("clusterSubmit"));
  m_cancelJobs = buttons->addButton(QString(), QDialogButtonBox::ActionRole);
  m_cancelJobs->setObjectName(QStringLiteral("clusterCancelJobs"));
  m_cancelJobs->setEnabled(false);
  m_close = buttons->addButton(QDialogButtonBox::Close);
  v->addWidget(buttons);
  // Submit must not close the dialog: it shows the run.
  disconnect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(m_submit, &QPushButton::clicked, this, &ClusterEvaluationDialog::submit);
  connect(m_cancelJobs, &QPushButton::clicked, this, &ClusterEvaluationDialog::cancelJobs);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  connect(&m_submitWatcher, &QFutureWatcher<Result<Submitted>>::finished, this, &ClusterEvaluationDialog::submitted);
  connect(&m_pollWatcher, &QFutureWatcher<services::EvaluationArrayStatus>::finished, this,
          &ClusterEvaluationDialog::polled);
  m_timer = new QTimer(this);
  m_timer->setInterval(3000);
  connect(m_timer, &QTimer::timeout, this, &ClusterEvaluationDialog::poll);

  QSettings s;
  m_shards->setValue(s.value(kShardsKey, 8).toInt());
  m_partition->setText(s.value(kPartitionKey).toString());
  m_folder->setText(newFolder());
  retranslate();
  resize(560, 420);
}

ClusterEvaluationDialog::~ClusterEvaluationDialog()
{
  m_timer->stop();
  m_submitWatcher.waitForFinished();
  m_pollWatcher.waitForFinished();
}

void ClusterEvaluationDialog::setPollInterval(int ms)
{
  m_timer->setInterval(ms);
}

QString ClusterEvaluationDialog::newFolder() const
{
  // A new folder per run, under the one used last (the home folder, which nodes usually share).
  const QString base =
      QSettings().value(kFolderKey, QDir::home().filePath(QStringLiteral("mirage-evaluations"))).toString();
  return QDir(base).filePath(QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss")));
}

void ClusterEvaluationDialog::retranslate()
{
  setWindowTitle(tr("Evaluate on the cluster"));
  m_intro->setText(tr("The evaluation the form describes, as four Slurm jobs submitted from this machine: the "
                      "offline data in a job array, the models trained once, every method scored in a second "
                      "array, and a job merging the scores. Each starts when the one before it succeeded. The "
                      "folder must be on a file system the nodes share."));
  m_shardsLabel->setText(tr("&Tasks per array:"));
  m_partitionLabel->setText(tr("&Partition:"));
  m_partition->setPlaceholderText(tr("the cluster's default"));
  m_folderLabel->setText(tr("Work &folder:"));
  m_submit->setText(tr("&Submit"));
  m_cancelJobs->setText(tr("Cancel &jobs"));
}

void ClusterEvaluationDialog::changeEvent(QEvent *event)
{
  if (event->type() == QEvent::LanguageChange)
    retranslate();
  QDialog::changeEvent(event);
}

void ClusterEvaluationDialog::log(const QString &line)
{
  m_log->appendPlainText(QDateTime::currentDateTime().toString(QStringLiteral("HH:mm:ss  ")) + line);
}

void ClusterEvaluationDialog::fail(const QString &message)
{
  m_watching = false;
  m_timer->stop();
  m_status->setStyleSheet(QStringLiteral("color: #d9534f"));
  m_status->setText(message);
  log(message);
  m_submit->setEnabled(true);
  m_cancelJobs->setEnabled(false);
}

void ClusterEvaluationDialog::submit()
{
  if (m_watching || m_submitWatcher.isRunning())
    return;
  const auto options = m_options();
  if (!options.ok())
    return fail(options.error());
  const QString folder = m_folder->text().trimmed();
  if (folder.isEmpty() || QFileInfo::exists(QDir(folder).filePath(QStringLiteral("evaluation.json"))))
    return fail(tr("Choose a new work folder: %1 already holds an evaluation.").arg(folder));
  QSettings s;
  s.setValue(kShardsKey, m_shards->value());
  s.setValue(kPartitionKey, m_partition->text().trimmed());
  s.setValue(kFolderKey, QFileInfo(folder).absolutePath());
  const QStringList arguments = services::evaluateArguments(options.value());
  const QString cli = m_cli, partition = m_partition->text().trimmed();
  const int shards = m_shards->value();
  const QString noSlurm = tr("cannot run Slurm's commands here");
  m_submit->setEnabled(false);
  m_status->setStyleSheet(QString());
  m_status->setText(tr("Submitting…"));
  m_submitWatcher.setFuture(
      QtConcurrent::run([arguments, folder, partition, shards, cli, noSlurm]() -> Result<Submitted> {
        const auto plan = services::writeEvaluationArrayPlan(arguments, folder, partition, shards, cli);
        if (!plan.ok())
          return failure(plan.error());
        const std::unique_ptr<CommandRunner> slurm = localSlurm();
        if (!slurm)
          return failure(noSlurm);
        const auto jobs = services::submitEvaluationArrayPlan(*slurm, plan.value());
        if (!jobs.ok())
          return failure(jobs.error());
        return Submitted{plan.value(), jobs.value()};
      }));
}

void ClusterEvaluationDialog::submitted()
{
  const Result<Submitted> result = m_submitWatcher.result();
  if (!result.ok())
    return fail(result.error());
  m_run = result.value();
  m_watching = true;
  m_lastStage.clear();
  m_cancelJobs->setEnabled(true);
  m_progress->setRange(0, 2 * m_run.plan.shards + 2);
  m_progress->setValue(0);
  log(tr("Submitted jobs %1 (offline data), %2 (training), %3 (scoring) and %4 (merge); scripts and logs in %5")
          .arg(m_run.jobs.offline, m_run.jobs.train, m_run.jobs.score, m_run.jobs.merge, m_run.plan.dir));
  m_status->setText(tr("Queued."));
  m_folder->setText(newFolder()); // the next run goes elsewhere
  m_timer->start();
}

void ClusterEvaluationDialog::poll()
{
  if (!m_watching || m_pollWatcher.isRunning())
    return;
  const Submitted run = m_run;
  m_pollWatcher.setFuture(QtConcurrent::run([run] {
    const std::unique_ptr<CommandRunner> slurm = localSlurm();
    services::EvaluationArrayStatus status;
    status.shards = run.plan.shards;
    if (slurm) {
      status = services::evaluationArrayStatus(*slurm, run.plan, run.jobs);
      if (!status.failure.isEmpty()) // jobs waiting on a failed one would wait for ever
        (void)services::cancelEvaluationArray(*slurm, run.jobs);
    }
    return status;
  }));
}

void ClusterEvaluationDialog::polled()
{
  if (!m_watching)
    return;
  const services::EvaluationArrayStatus status = m_pollWatcher.result();
  m_progress->setValue(status.stepsDone());
  if (status.stage() != m_lastStage) {
    m_lastStage = status.stage();
    log(m_lastStage);
  }
  m_status->setText(m_lastStage);
  if (!status.failure.isEmpty())
    return fail(status.failure);
  if (!status.merged)
    return;
  QFile f(m_run.plan.result);
  const QJsonObject evaluation =
      f.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(f.readAll()).object() : QJsonObject();
  if (evaluation.isEmpty())
    return fail(tr("%1 cannot be read").arg(m_run.plan.result));
  m_watching = false;
  m_timer->stop();
  m_submit->setEnabled(true);
  m_cancelJobs->setEnabled(false);
  m_status->setText(tr("Merged: the evaluation is shown in the Policies workspace."));
  log(tr("The evaluation is in %1").arg(m_run.plan.result));
  emit evaluated(evaluation);
}

void ClusterEvaluationDialog::cancelJobs()
{
  if (!m_watching)
    return;
  const auto answer =
      QMessageBox::question(this, tr("Cancel jobs"),
                            tr("Cancel jobs %1, %2, %3 and %4 on the cluster?")
                                .arg(m_run.jobs.offline, m_run.jobs.train, m_run.jobs.score, m_run.jobs.merge));
  if (answer != QMessageBox::Yes)
    return;
  const std::unique_ptr<CommandRunner> slurm = localSlurm();
  const auto cancelled = slurm ? services::cancelEvaluationArray(*slurm, m_run.jobs)
                               : Result<void>::failure(tr("cannot run Slurm's commands here"));
  if (!cancelled.ok())
    return fail(cancelled.error());
  fail(tr("Cancelled: jobs %1–%2 were cancelled.").arg(m_run.jobs.offline, m_run.jobs.merge));
}

} // namespace mirage
