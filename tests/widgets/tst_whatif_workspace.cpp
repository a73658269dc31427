// The What-if workspace: stored scenarios listed, edited and saved back, duplicated; all run in
// the background and compared with the first (table, plots); a sweep; the report it exports.
#include "services/demo_cluster.h"
#include "store/chain_store.h"
#include "store/database.h"
#include "store/scenario_store.h"
#include "store/store.h"
#include "widgets/reports/reports_workspace.h"
#include "widgets/whatif/scenario_editor.h"
#include "widgets/whatif/whatif_workspace.h"

#include "result_check.h"
#include "test_fixtures.h"
#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QDateTime>
#include <QDir>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace mirage;
using namespace mirage::whatif;

class TestWhatIfWorkspace : public QObject {
  Q_OBJECT
private slots:
  void runs_compares_sweeps_and_exports()
  {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("m.db"));
    {
      Database db;
      QVERIFY_OK(db.open(path));
      Scenario base;
      base.name = QStringLiteral("LS6 as is");
      base.base.kind = ScenarioBase::Kind::Trace;
      base.base.trace = QStringLiteral(MIRAGE_SHARED_DATA_DIR "/ls6-a100.log");
      base.base.nodes = 72;
      QVERIFY(saveScenario(db, base).ok());
      Scenario more = base;
      more.name = QStringLiteral("More nodes");
      more.nodes = 80;
      QVERIFY(saveScenario(db, more).ok());
    }
    Store store(path);
    WhatIfWorkspace ws;
    QAbstractItemModelTester tableTester(ws.comparisonTable()->model(),
                                         QAbstractItemModelTester::FailureReportingMode::QtTest);
    ws.resize(1400, 900);
    ws.setStore(&store);
    ws.show();
    QTRY_COMPARE(ws.scenarioList()->count(), 2);
    // Edit the second (the list is by name: "LS6 as is", "More nodes") and save it back.
    ws.scenarioList()->setCurrentRow(1);
    QCOMPARE(ws.editor()->nameEdit()->text(), QStringLiteral("More nodes"));
    QCOMPARE(ws.editor()->nodesBox()->value(), 80);
    ws.editor()->nodesBox()->setValue(88);
    // A name another scenario has is refused, and nothing is overwritten.
    ws.editor()->nameEdit()->setText(QStringLiteral("LS6 as is"));
    QTest::keyClick(&ws, Qt::Key_R, Qt::ControlModifier);
    QVERIFY(ws.statusLabel()->text().contains(QLatin1String("LS6 as is")));
    QCOMPARE(ws.scenarios()[1].name, QStringLiteral("More nodes"));
    ws.editor()->nameEdit()->setText(QStringLiteral("16 more nodes"));
    QSignalSpy finished(&ws, &WhatIfWorkspace::finished);
    QSignalSpy started(&ws, &WhatIfWorkspace::computationStarted);
    QTest::keyClick(&ws, Qt::Key_R, Qt::ControlModifier); // saves, then runs all
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
    QCOMPARE(started.count(), 1);
    QCOMPARE(finished.first().at(1).toBool(), false);
    QCOMPARE(ws.comparisonTable()->model()->rowCount(), 2);
    QCOMPARE(ws.comparisonTable()->model()->index(1, 0).data().toString(), QStringLiteral("16 more nodes"));
    QCOMPARE(ws.comparisonTable()->model()->index(1, 1).data().toString(), QStringLiteral("88"));
    // More nodes: a shorter mean wait, so a negative difference against the first.
    QVERIFY(ws.comparisonTable()->model()->index(1, 4).data().toString().toDouble() < 0);
    QCOMPARE(ws.results()[0].jobs, 24776);
    // The edit reached the store, with the results of the run.
    {
      Database db;
      QVERIFY_OK(db.open(path));
      QTRY_VERIFY(findScenario(db, QStringLiteral("16 more nodes")).ok() &&
                  !findScenario(db, QStringLiteral("16 more nodes")).value().results.isEmpty());
      QCOMPARE(findScenario(db, QStringLiteral("16 more nodes")).value().scenario.nodes, 88);
      QVERIFY(!findScenario(db, QStringLiteral("More nodes")).ok());
    }
    const QString pdf = dir.filePath(QStringLiteral("whatif.pdf"));
    QVERIFY_OK(ws.exportReport(pdf));
    QVERIFY(QFileInfo(pdf).size() > 5000);
    QDir().mkpath(QStringLiteral(MIRAGE_BINARY_DIR "/screenshots"));
    QVERIFY(ws.grab().save(QStringLiteral(MIRAGE_BINARY_DIR "/screenshots/whatif-workspace.png")));
    // A sweep of the first scenario's nodes: one row per value, waits never longer.
    ws.scenarioList()->setCurrentRow(0);
    ws.runSweep(QStringLiteral("nodes"), QStringLiteral("72:92:10"));
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 2, 60000);
    QCOMPARE(ws.comparisonTable()->model()->rowCount(), 3);
    QVERIFY(ws.results()[2].meanWaitH <= ws.results()[0].meanWaitH);
    QCOMPARE(ws.plots()->currentIndex(), 3);
    QVERIFY(ws.grab().save(QStringLiteral(MIRAGE_BINARY_DIR "/screenshots/whatif-sweep.png")));
    // A bad sweep is said, not run.
    ws.runSweep(QStringLiteral("nodes"), QStringLiteral("100:60:10"));
    QCOMPARE(finished.count(), 2);
    QVERIFY(ws.statusLabel()->text().contains(QLatin1String("100:60:10")));
    // Cancelled at once (the status bar's cancel button does this), forty scenarios stop early.
    ws.runScenarios(QList<Scenario>(40, ws.scenarios().first()));
    started.last().at(0).value<QFuture<void>>().cancel();
    QTRY_COMPARE_WITH_TIMEOUT(ws.statusLabel()->text(), QStringLiteral("Cancelled."), 30000);
    QCOMPARE(finished.count(), 2);
    QCOMPARE(ws.comparisonTable()->model()->rowCount(), 3); // the sweep's results stay
    // Run all twice at once (a double click): the first is cancelled, the second completes — on
    // two cores a run must not hold the pool its scenarios need.
    ws.runScenarios();
    ws.runScenarios();
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 3, 60000);
    QCOMPARE(ws.comparisonTable()->model()->rowCount(), 2);
  }

  void the_reports_workspace_writes_each_kind()
  {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("m.db"));
    const QString script = dir.filePath(QStringLiteral("serve.sh"));
    {
      Database db;
      QVERIFY_OK(db.open(path));
      QVERIFY_OK(test::saveLlmServeChain(db, script));
    }
    Store store(path);
    WhatIfWorkspace whatIf;
    whatIf.setStore(&store);
    ReportsWorkspace reports(&store, &whatIf);
    QAbstractItemModelTester tableTester(reports.writtenTable()->model(),
                                         QAbstractItemModelTester::FailureReportingMode::QtTest);
    QTRY_COMPARE(reports.chainBox()->count(), 1);
    // The what-if comparison needs a run first; a forecast needs a cluster.
    QVERIFY(!reports.write(QStringLiteral("whatif"), QString(), dir.filePath(QStringLiteral("w.pdf"))).result().ok());
    QVERIFY(!reports
                 .write(QStringLiteral("forecast"), QStringLiteral("partition=gpu-a100,time=1:00:00"),
                        dir.filePath(QStringLiteral("f.pdf")))
                 .result()
                 .ok());
    const auto demo = loadDemoCluster(QDateTime::currentSecsSinceEpoch());
    QVERIFY2(demo.ok(), qPrintable(demo.error()));
    reports.setSnapshot(demo.value());
    const QString ics = dir.filePath(QStringLiteral("llm-serve.ics"));
    QVERIFY_OK(reports.write(QStringLiteral("schedule"), QStringLiteral("llm-serve"), ics).result());
    QFile f(ics);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll().count("BEGIN:VEVENT"), 3); // no link submitted yet: all three planned
    const QString pdf = dir.filePath(QStringLiteral("forecast.pdf"));
    QVERIFY_OK(
        reports.write(QStringLiteral("forecast"), QStringLiteral("partition=gpu-a100,nodes=1,gpus=3,time=4:00:00"), pdf)
            .result());
    QVERIFY(QFileInfo(pdf).size() > 3000);
    QVERIFY(!reports.write(QStringLiteral("schedule"), QStringLiteral("nope"), ics).result().ok());
    // Each written report is listed, newest first.
    QTRY_COMPARE(reports.writtenTable()->model()->rowCount(), 2);
    QCOMPARE(reports.writtenTable()->model()->index(0, 2).data().toString(), pdf);
    reports.resize(1000, 600);
    QVERIFY(reports.grab().save(QStringLiteral(MIRAGE_BINARY_DIR "/screenshots/reports-workspace.png")));
  }
};

QTEST_MAIN(TestWhatIfWorkspace)
#include "tst_whatif_workspace.moc"
