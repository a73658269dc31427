// What-if → On the cluster… on the local Slurm cluster, as a user drives it: the saved scenarios
// run as a job array and a merge job, the results shown in the workspace with the numbers of a run
// on this machine and kept in the store; a scenario on a stored cluster, which the jobs cannot
// read, is refused before anything is submitted.
#include "store/database.h"
#include "store/scenario_store.h"
#include "store/store.h"
#include "widgets/common/cluster_jobs_dialog.h"
#include "widgets/whatif/whatif_workspace.h"

#include "result_check.h"
#include <QApplication>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
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

#include "cluster_test_helpers.h"

using namespace mirage;
using namespace mirage::whatif;

class TestWhatIfClusterGui : public QObject {
  Q_OBJECT
  QTemporaryDir m_dir{QStringLiteral("/tmp/mirage-cluster/whatif-gui-XXXXXX")};

  // A store with these scenarios saved.
  QString storeWith(const QString &name, const QList<Scenario> &scenarios)
  {
    const QString path = m_dir.filePath(name);
    Database db;
    if (!db.open(path).ok())
      return {};
    for (const Scenario &s : scenarios)
      if (!saveScenario(db, s).ok())
        return {};
    return path;
  }

  static QList<Scenario> ls6Scenarios()
  {
    Scenario base;
    base.name = QStringLiteral("LS6 as is");
    base.base.kind = ScenarioBase::Kind::Trace;
    base.base.trace = QStringLiteral(MIRAGE_SHARED_DATA_DIR "/ls6-a100.log");
    base.base.nodes = 72;
    Scenario more = base;
    more.name = QStringLiteral("More nodes");
    more.nodes = 88;
    return {base, more};
  }

private slots:
  void initTestCase()
  {
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setOrganizationName(QStringLiteral("MirageTest"));
    QApplication::setApplicationName(QStringLiteral("tst_whatif_cluster_gui"));
    QSettings().clear();
    QVERIFY(m_dir.isValid());
    const cluster_test::Run ping = cluster_test::run(QStringLiteral("scontrol"), {QStringLiteral("ping")});
    QVERIFY2(ping.exitCode == 0 && ping.out.contains(QLatin1String("UP")),
             "the local test cluster is not running: start it with tests/cluster/up.sh (./test.sh does)");
  }

  void a_stored_cluster_base_is_refused()
  {
    Scenario stored;
    stored.name = QStringLiteral("Stored");
    stored.base.kind = ScenarioBase::Kind::Cluster;
    stored.base.cluster = QStringLiteral("somewhere");
    const QString path = storeWith(QStringLiteral("refused.sqlite"), {stored});
    QVERIFY(!path.isEmpty());
    Store store(path);
    WhatIfWorkspace ws;
    ws.setStore(&store);
    QTRY_COMPARE(ws.scenarioList()->count(), 1);
    ClusterJobsDialog *dialog = ws.openClusterRun();
    dialog->folderEdit()->setText(m_dir.filePath(QStringLiteral("refused")));
    dialog->submitButton()->click();
    QVERIFY2(dialog->statusLabel()->text().contains(QLatin1String("somewhere")),
             qPrintable(dialog->statusLabel()->text()));
    QVERIFY(!dialog->isWatching());
    QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("refused"))));
  }

  void the_cluster_runs_the_saved_scenarios()
  {
    const QString path = storeWith(QStringLiteral("cluster.sqlite"), ls6Scenarios());
    QVERIFY(!path.isEmpty());
    Store store(path);
    WhatIfWorkspace ws;
    ws.resize(1400, 900);
    ws.setStore(&store);
    ws.show();
    QTRY_COMPARE(ws.scenarioList()->count(), 2);
    // On this machine first.
    QSignalSpy finished(&ws, &WhatIfWorkspace::finished);
    ws.runScenarios();
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 120000);
    std::vector<WhatIfResult> here = ws.results();
    QCOMPARE(here.size(), std::size_t(2));

    ws.onClusterButton()->click();
    auto *dialog = ws.findChild<ClusterJobsDialog *>();
    QVERIFY(dialog && dialog->isVisible());
    dialog->setCliPath(QStringLiteral(MIRAGE_BINARY_DIR "/bin/mirage-cli"));
    dialog->setPollInterval(300);
    dialog->shardsBox()->setValue(2);
    dialog->partitionEdit()->setText(QStringLiteral("debug"));
    dialog->folderEdit()->setText(m_dir.filePath(QStringLiteral("run")));
    dialog->submitButton()->click();
    QTRY_VERIFY_WITH_TIMEOUT(dialog->isWatching(), 60000);
    QCOMPARE(dialog->progressBar()->maximum(), 2 + 1);
    QTRY_VERIFY_WITH_TIMEOUT(!dialog->isWatching(), 300000);
    QVERIFY2(dialog->statusLabel()->text().contains(QLatin1String("Merged")),
             qPrintable(dialog->jobLog()->toPlainText()));
    QCOMPARE(dialog->progressBar()->value(), 3);
    QVERIFY2(ws.statusLabel()->text().contains(QLatin1String("on the cluster")), qPrintable(ws.statusLabel()->text()));
    const std::vector<WhatIfResult> &there = ws.results();
    QCOMPARE(there.size(), here.size());
    for (std::size_t i = 0; i < here.size(); ++i) {
      QJsonObject a = there[i].toJson(), b = here[i].toJson();
      a.remove(QStringLiteral("seconds"));
      b.remove(QStringLiteral("seconds"));
      QCOMPARE(a, b);
    }
    QCOMPARE(ws.comparisonTable()->model()->rowCount(), 2);
    QVERIFY(dialog->grab().save(QStringLiteral(MIRAGE_BINARY_DIR "/screenshots/whatif-cluster-dialog.png")));
  }
};

QTEST_MAIN(TestWhatIfClusterGui)
#include "tst_whatif_cluster_gui.moc"
