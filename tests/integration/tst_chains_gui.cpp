// Chains from the window against the local Slurm cluster, as a user does it: New chain… (the
// partitions read with sinfo, the time limit checked against MaxTime, the script previewed), Run
// chain: the first link submitted after the user said yes in the confirmation, while the CLI is
// refused the same chain (the runner lock names the window); the window closed and reopened, Run
// again: the chain waits on its running link and nothing is submitted twice.
#include "settings/app_settings.h"
#include "store/chain_store.h"
#include "store/database.h"
#include "widgets/chains/chain_dialog.h"
#include "widgets/chains/chains_workspace.h"
#include "widgets/window/chain_operations.h"
#include "widgets/window/main_window.h"

#include "cluster_test_helpers.h"
#include "result_check.h"
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace mirage;
using cluster_test::run;
using cluster_test::Run;

namespace {
const QString kCli = QStringLiteral(MIRAGE_BINARY_DIR "/bin/mirage-cli");
}

class TestChainsGui : public QObject {
  Q_OBJECT
  QTemporaryDir m_dir;
  QString m_db, m_script, m_name;
  QStringList m_questions; // the confirmations the user answered

  QList<ChainLink> links()
  {
    Database db;
    if (m_db.isEmpty() || !db.open(m_db).ok()) // empty when initTestCase stopped early (no cluster)
      return {};
    const auto chain = loadChain(db, m_name);
    return chain.ok() ? chainLinks(db, chain->id) : QList<ChainLink>{};
  }
  int jobsInQueue()
  {
    const Run q = run(QStringLiteral("squeue"),
                      {QStringLiteral("-h"), QStringLiteral("-o"), QStringLiteral("%j"), QStringLiteral("-u"),
                       QString::fromLocal8Bit(qgetenv("USER").isEmpty() ? "root" : qgetenv("USER"))});
    int n = 0;
    for (const QString &line : q.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
      if (line.startsWith(QLatin1String("mirage-chain-")))
        for (const ChainLink &l : links())
          n += line.trimmed() == l.tag;
    return n;
  }
  // Answers the window's modal questions with Yes, as the user would, and remembers them.
  void answerYes()
  {
    if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
      m_questions << box->text();
      box->button(QMessageBox::Yes)->click();
    }
  }

private slots:
  void initTestCase()
  {
    const Run ping = run(QStringLiteral("scontrol"), {QStringLiteral("ping")});
    QVERIFY2(ping.exitCode == 0 && ping.out.contains(QLatin1String("UP")),
             "the local test cluster is not running: start it with tests/cluster/up.sh (./test.sh does)");
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setOrganizationName(QStringLiteral("MirageTest"));
    QApplication::setApplicationName(QStringLiteral("tst_chains_gui"));
    QSettings().clear();
    AppSettings().setDataFolder(m_dir.filePath(QStringLiteral("data")));
    m_db = AppSettings().databasePath();
    m_script = m_dir.filePath(QStringLiteral("serve.sh"));
    QFile f(m_script);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("#!/bin/bash\n#SBATCH --output=/dev/null\n# the service, one link\nsleep 600\n");
    f.close();
    m_name = QStringLiteral("gui-svc-%1").arg(QCoreApplication::applicationPid());
  }

  void cleanupTestCase()
  {
    for (const ChainLink &l : links())
      if (!l.jobId.isEmpty())
        run(QStringLiteral("scancel"), {l.jobId});
  }

  void a_new_chain_is_checked_against_its_partition()
  {
    ChainDialog dialog({});
    // A new chain gets the policy of least expected cost, with its weight to set.
    QCOMPARE(dialog.policyBox()->currentData().toString(), QStringLiteral("risk-optimal"));
    QVERIFY(dialog.weightBox()->isEnabled());
    QCOMPARE(dialog.weightBox()->value(), 1.0);
    QTRY_VERIFY_WITH_TIMEOUT(!dialog.isReadingPartitions(), 60000);
    QVERIFY(dialog.partitionBox()->findText(QStringLiteral("debug")) >= 0);
    dialog.nameEdit()->setText(m_name);
    dialog.partitionBox()->setCurrentText(QStringLiteral("debug"));
    dialog.scriptEdit()->setText(m_script);
    QVERIFY(dialog.scriptPreview()->toPlainText().contains(QLatin1String("sleep 600")));
    // debug allows 30 minutes: a 4-hour link would pend forever.
    dialog.limitEdit()->setText(QStringLiteral("4:00:00"));
    QVERIFY2(dialog.partitionInfo()->text().contains(QLatin1String("00:30:00")),
             qPrintable(dialog.partitionInfo()->text()));
    const auto tooLong = dialog.check();
    QVERIFY(!tooLong.ok());
    QVERIFY2(tooLong.error().contains(QLatin1String("debug")) && tooLong.error().contains(QLatin1String("00:30:00")),
             qPrintable(tooLong.error()));
    dialog.partitionBox()->setCurrentText(QStringLiteral("nope"));
    QVERIFY(!dialog.check().ok());
    dialog.partitionBox()->setCurrentText(QStringLiteral("debug"));
    dialog.limitEdit()->setText(QStringLiteral("00:20:00"));
    dialog.linksBox()->setValue(5);
    dialog.show();
    QDir().mkpath(QStringLiteral(MIRAGE_BINARY_DIR "/screenshots"));
    QVERIFY(dialog.grab().save(QStringLiteral(MIRAGE_BINARY_DIR "/screenshots/chain-dialog.png")));
    dialog.scriptEdit()->setText(m_dir.filePath(QStringLiteral("missing.sh")));
    QVERIFY(!dialog.check().ok());
  }

  void created_run_with_confirmation_and_reopened_without_a_second_submission()
  {
    {
      MainWindow window;
      window.chainOperations()->setRunnerInterval(1000);
      window.showWorkspace(Workspace::Chains);
      // New chain…: the dialog, filled as a user would, OK.
      QTimer fill;
      connect(&fill, &QTimer::timeout, this, [this] {
        auto *dialog = qobject_cast<ChainDialog *>(QApplication::activeModalWidget());
        if (!dialog || dialog->isReadingPartitions())
          return;
        dialog->nameEdit()->setText(m_name);
        dialog->partitionBox()->setCurrentText(QStringLiteral("debug"));
        dialog->scriptEdit()->setText(m_script);
        dialog->linksBox()->setValue(3);
        dialog->limitEdit()->setText(QStringLiteral("00:20:00"));
        dialog->policyBox()->setCurrentIndex(dialog->policyBox()->findData(QStringLiteral("reactive")));
        dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
      });
      fill.start(100);
      window.chainsWorkspace()->newButton()->click();
      fill.stop();
      QTRY_COMPARE_WITH_TIMEOUT(window.chainsWorkspace()->chainsTable()->model()->rowCount(), 1, 30000);
      QVERIFY(links().isEmpty());

      // Run chain: the first link goes in once the user says yes.
      QTimer yes;
      connect(&yes, &QTimer::timeout, this, &TestChainsGui::answerYes);
      yes.start(100);
      window.chainsWorkspace()->selectChain(m_name);
      window.chainsWorkspace()->runButton()->click();
      QVERIFY(window.chainOperations()->running().contains(m_name));
      QTRY_VERIFY_WITH_TIMEOUT(links().size() == 1 && !links().first().jobId.isEmpty(), 120000);
      QCOMPARE(m_questions.size(), 1);
      QVERIFY2(m_questions.first().contains(m_name), qPrintable(m_questions.first()));
      QTRY_COMPARE_WITH_TIMEOUT(jobsInQueue(), 1, 60000);

      // The CLI may not run the chain meanwhile: the lock names the window.
      const Run cli = run(kCli, {QStringLiteral("chain"), QStringLiteral("run"), QStringLiteral("--name"), m_name,
                                 QStringLiteral("--once"), QStringLiteral("--yes"), QStringLiteral("--db"), m_db});
      QCOMPARE(cli.exitCode, 1);
      QVERIFY2(cli.err.contains(QLatin1String("the Mirage window")) &&
                   cli.err.contains(QString::number(QCoreApplication::applicationPid())),
               qPrintable(cli.err));
      QTest::qWait(2500); // more looks: the link runs, reactive waits for its end
      QCOMPARE(links().size(), 1);
      window.resize(1280, 800);
      window.show();
      window.chainOperations()->refresh();
      QTest::qWait(500);
      QVERIFY(window.grab().save(QStringLiteral(MIRAGE_BINARY_DIR "/screenshots/chains-running.png")));
    } // the window closes: its runner stops and gives the chain back

    {
      Database db;
      QVERIFY_OK(db.open(m_db));
      QVERIFY(!chainRunnerLock(db, loadChain(db, m_name)->id, QDateTime::currentSecsSinceEpoch()));
    }
    MainWindow again;
    again.chainOperations()->setRunnerInterval(1000);
    QTimer yes;
    connect(&yes, &QTimer::timeout, this, &TestChainsGui::answerYes);
    yes.start(100);
    again.showWorkspace(Workspace::Chains);
    QTRY_COMPARE_WITH_TIMEOUT(again.chainsWorkspace()->chainsTable()->model()->rowCount(), 1, 30000);
    again.chainsWorkspace()->selectChain(m_name);
    again.chainsWorkspace()->runButton()->click();
    QTest::qWait(4000);              // four looks at a chain whose link runs
    QCOMPARE(m_questions.size(), 1); // no second confirmation
    QCOMPARE(links().size(), 1);
    QCOMPARE(jobsInQueue(), 1);
    again.chainsWorkspace()->runButton()->click(); // Stop runner
    QVERIFY(!again.chainOperations()->running().contains(m_name));
  }
};

QTEST_MAIN(TestChainsGui)
#include "tst_chains_gui.moc"
