// Policies → On the cluster… on the local Slurm cluster, as a user drives it: the form's evaluation
// submitted as four jobs, the stages and the progress over the shards in the dialog, the merged
// evaluation shown in the workspace with the numbers of a run on this machine; a partition the
// cluster does not have is refused in the dialog with sbatch's words.
#include "widgets/common/cluster_jobs_dialog.h"
#include "widgets/policies/policies_workspace.h"

#include <QApplication>
#include <QCheckBox>
#include <QDateTimeEdit>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include "cluster_test_helpers.h"

using namespace mirage;

namespace {
const QString kCli = QStringLiteral(MIRAGE_BINARY_DIR "/bin/mirage-cli");

// Three validation episodes of LS6 after training from 2023-03-01: the oracle and a trained
// predictor, so that the cluster's training job has something to do.
void threeEpisodes(PoliciesWorkspace &ws, const QString &db)
{
  ws.setDatabasePath([db] { return db; });
  ws.traceEdit()->setText(QStringLiteral(MIRAGE_SHARED_DATA_DIR "/ls6-a100.log"));
  ws.paperSplitBox()->setChecked(false);
  ws.trainFromEdit()->setDateTime(QDateTime(QDate(2023, 3, 1), QTime(0, 0), Qt::UTC));
  ws.trainUntilEdit()->setDateTime(QDateTime(QDate(2023, 3, 20), QTime(0, 0), Qt::UTC));
  ws.validateFromEdit()->setDateTime(QDateTime(QDate(2023, 3, 26), QTime(12, 0), Qt::UTC));
  ws.setMethods({QStringLiteral("reactive"), QStringLiteral("xgboost"), QStringLiteral("oracle")});
}
// The evaluation jobs queued or running on the cluster.
qsizetype queuedJobs()
{
  return cluster_test::run(QStringLiteral("squeue"), {QStringLiteral("-h"), QStringLiteral("-o"), QStringLiteral("%j")})
      .out.count(QLatin1String("mirage-evaluate-"));
}
} // namespace

class TestPoliciesClusterGui : public QObject {
  Q_OBJECT
  QTemporaryDir m_dir{QStringLiteral("/tmp/mirage-cluster/policies-gui-XXXXXX")};

private slots:
  void initTestCase()
  {
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setOrganizationName(QStringLiteral("MirageTest"));
    QApplication::setApplicationName(QStringLiteral("tst_policies_cluster_gui"));
    QSettings().clear();
    QVERIFY(m_dir.isValid());
    const cluster_test::Run ping = cluster_test::run(QStringLiteral("scontrol"), {QStringLiteral("ping")});
    QVERIFY2(ping.exitCode == 0 && ping.out.contains(QLatin1String("UP")),
             "the local test cluster is not running: start it with tests/cluster/up.sh (./test.sh does)");
  }

  void a_partition_the_cluster_lacks_is_refused()
  {
    PoliciesWorkspace ws;
    threeEpisodes(ws, m_dir.filePath(QStringLiteral("refused.sqlite")));
    ClusterJobsDialog *dialog = ws.openClusterEvaluation();
    dialog->setCliPath(kCli);
    dialog->partitionEdit()->setText(QStringLiteral("nosuchpartition"));
    dialog->folderEdit()->setText(m_dir.filePath(QStringLiteral("refused")));
    dialog->submitButton()->click();
    QTRY_VERIFY_WITH_TIMEOUT(dialog->statusLabel()->text().contains(QLatin1String("sbatch")), 60000);
    QVERIFY2(dialog->statusLabel()->text().contains(QLatin1String("partition"), Qt::CaseInsensitive),
             qPrintable(dialog->statusLabel()->text()));
    QVERIFY(!dialog->isWatching());
    QVERIFY(dialog->submitButton()->isEnabled());
    // A name that cannot go into a script is refused before anything is written.
    dialog->partitionEdit()->setText(QStringLiteral("gpu\nhostile"));
    dialog->submitButton()->click();
    QTRY_VERIFY(dialog->statusLabel()->text().contains(QLatin1String("a Slurm partition name")));
  }

  // A job that fails stops the run: the jobs after it can never start, and the dialog says so.
  void a_failed_job_ends_the_run()
  {
    PoliciesWorkspace ws;
    threeEpisodes(ws, m_dir.filePath(QStringLiteral("failed.sqlite")));
    ClusterJobsDialog *dialog = ws.openClusterEvaluation();
    dialog->setCliPath(QStringLiteral("/bin/false")); // every job exits 1
    dialog->setPollInterval(300);
    dialog->shardsBox()->setValue(2);
    dialog->partitionEdit()->setText(QStringLiteral("debug"));
    dialog->folderEdit()->setText(m_dir.filePath(QStringLiteral("failed")));
    dialog->submitButton()->click();
    QTRY_VERIFY_WITH_TIMEOUT(dialog->isWatching(), 60000);
    QTRY_VERIFY_WITH_TIMEOUT(!dialog->isWatching(), 120000);
    const QString status = dialog->statusLabel()->text();
    QVERIFY2(status.contains(QLatin1String("can never start")) || status.contains(QLatin1String("have ended without")),
             qPrintable(status));
    QVERIFY(ws.result().isEmpty());
    QVERIFY(dialog->submitButton()->isEnabled() && !dialog->cancelJobsButton()->isEnabled());
    // The jobs that could never start are cancelled: nothing of the run is left queued.
    QTRY_COMPARE_WITH_TIMEOUT(queuedJobs(), 0, 60000);
  }

  // Cancel jobs asks first, then cancels every job of the run on the cluster.
  void cancel_jobs_cancels_them_on_the_cluster()
  {
    PoliciesWorkspace ws;
    threeEpisodes(ws, m_dir.filePath(QStringLiteral("cancelled.sqlite")));
    const QString slow = m_dir.filePath(QStringLiteral("slow-cli"));
    QFile script(slow);
    QVERIFY(script.open(QIODevice::WriteOnly));
    script.write("#!/bin/sh\nsleep 300\n");
    script.close();
    QVERIFY(script.setPermissions(script.permissions() | QFileDevice::ExeOwner));
    ClusterJobsDialog *dialog = ws.openClusterEvaluation();
    dialog->setCliPath(slow);
    dialog->setPollInterval(300);
    dialog->shardsBox()->setValue(2);
    dialog->partitionEdit()->setText(QStringLiteral("debug"));
    dialog->folderEdit()->setText(m_dir.filePath(QStringLiteral("cancelled")));
    dialog->submitButton()->click();
    QTRY_VERIFY_WITH_TIMEOUT(dialog->isWatching(), 60000);
    const auto queued = [] { return queuedJobs(); };
    QTRY_VERIFY_WITH_TIMEOUT(queued() >= 4, 30000);
    QTimer::singleShot(200, [] {
      if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget()))
        box->button(QMessageBox::Yes)->click();
    });
    dialog->cancelJobsButton()->click();
    QVERIFY(!dialog->isWatching());
    QTRY_VERIFY2(dialog->statusLabel()->text().contains(QLatin1String("Cancelled")),
                 qPrintable(dialog->statusLabel()->text()));
    QTRY_COMPARE_WITH_TIMEOUT(queued(), 0, 60000);
  }

  void the_cluster_evaluates_what_the_form_describes()
  {
    // The same evaluation on this machine first.
    PoliciesWorkspace here;
    threeEpisodes(here, m_dir.filePath(QStringLiteral("here.sqlite")));
    QSignalSpy done(&here, &PoliciesWorkspace::evaluated);
    here.run();
    QVERIFY(done.wait(300000));
    const QJsonArray local = here.result()[QLatin1String("methods")].toArray();
    QCOMPARE(local.size(), 3);

    PoliciesWorkspace ws;
    ws.resize(1200, 800);
    ws.show();
    threeEpisodes(ws, m_dir.filePath(QStringLiteral("cluster.sqlite")));
    QSignalSpy evaluated(&ws, &PoliciesWorkspace::evaluated);
    ws.onClusterButton()->click();
    ClusterJobsDialog *dialog = ws.findChild<ClusterJobsDialog *>();
    QVERIFY(dialog && dialog->isVisible());
    dialog->setCliPath(kCli);
    dialog->setPollInterval(300);
    dialog->shardsBox()->setValue(2);
    dialog->partitionEdit()->setText(QStringLiteral("debug"));
    dialog->folderEdit()->setText(m_dir.filePath(QStringLiteral("run")));
    dialog->submitButton()->click();
    QTRY_VERIFY_WITH_TIMEOUT(dialog->isWatching(), 60000);
    QVERIFY(dialog->cancelJobsButton()->isEnabled());
    QCOMPARE(dialog->progressBar()->maximum(), 2 * 2 + 2);
    QVERIFY2(dialog->jobLog()->toPlainText().contains(QLatin1String("Submitted jobs")),
             qPrintable(dialog->jobLog()->toPlainText()));
    QVERIFY(evaluated.wait(480000));
    QCOMPARE(dialog->progressBar()->value(), dialog->progressBar()->maximum());
    QVERIFY(!dialog->isWatching());
    // The workspace shows the cluster's numbers: those of the run on this machine.
    const QString log = dialog->jobLog()->toPlainText();
    // (Which stages the polls saw depends on the machine's pace; the last one is always seen.)
    QVERIFY2(log.contains(QLatin1String("merged")) && log.contains(QLatin1String("evaluation.json")), qPrintable(log));
    const QJsonArray there = ws.result()[QLatin1String("methods")].toArray();
    QCOMPARE(there.size(), local.size());
    for (qsizetype i = 0; i < there.size(); ++i)
      QCOMPARE(there[i][QLatin1String("buckets")], local[i][QLatin1String("buckets")]);
    QCOMPARE(ws.scoresTable()->model()->rowCount(), 3);
    QVERIFY2(ws.statusLabel()->text().contains(QLatin1String("on the cluster")), qPrintable(ws.statusLabel()->text()));
    QDir().mkpath(QStringLiteral(MIRAGE_BINARY_DIR "/screenshots"));
    QVERIFY(dialog->grab().save(QStringLiteral(MIRAGE_BINARY_DIR "/screenshots/policies-cluster-dialog.png")));
    QVERIFY(ws.grab().save(QStringLiteral(MIRAGE_BINARY_DIR "/screenshots/policies-cluster-result.png")));
  }
};

QTEST_MAIN(TestPoliciesClusterGui)
#include "tst_policies_cluster_gui.moc"
