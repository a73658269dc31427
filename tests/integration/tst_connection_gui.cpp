// The GUI against the real local cluster: the connection dialog's test button, connecting the main
// window (nodes, queue, stored history), and clear errors for a bad address or an unreachable host.
#include "services/cluster_poller.h"
#include "widgets/cluster/cluster_workspace.h"
#include "widgets/cluster/history_chart.h"
#include "widgets/window/connection_dialog.h"
#include "widgets/window/main_window.h"

#include "result_check.h"
#include <QLabel>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTest>

using namespace mirage;

class TestConnectionGui : public QObject {
  Q_OBJECT
private slots:
  void initTestCase()
  {
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setOrganizationName(QStringLiteral("MirageTest"));
    QApplication::setApplicationName(QStringLiteral("tst_connection_gui"));
    QSettings().clear();
    QFile::remove(AppSettings().databasePath());
  }

  void test_button_reports_what_it_found()
  {
    ConnectionDialog dialog;
    QSignalSpy done(&dialog, &ConnectionDialog::testFinished);
    dialog.setProfile({QStringLiteral("lab"), QStringLiteral("local"), QString(), 60, QString()});
    dialog.testConnection();
    QVERIFY(done.wait(30000));
    QVERIFY2(done.first().at(0).toBool(), qPrintable(dialog.testResult()));
    QVERIFY2(dialog.testResult().contains(QLatin1String("Slurm 22.05")) &&
                 dialog.testResult().contains(QLatin1String("4 nodes")),
             qPrintable(dialog.testResult()));

    dialog.setProfile(
        {QStringLiteral("zoned"), QStringLiteral("local"), QString(), 60, QStringLiteral("Mars/Olympus")});
    QVERIFY(dialog.validate().error().startsWith(QLatin1String("Time zone:")));
    dialog.setProfile(
        {QStringLiteral("zoned"), QStringLiteral("local"), QString(), 60, QStringLiteral("Europe/Berlin")});
    QVERIFY_OK(dialog.validate());
    QCOMPARE(dialog.selected().timeZone, QStringLiteral("Europe/Berlin"));

    dialog.setProfile({QStringLiteral("bad"), QStringLiteral("ssh://no such host"), QString(), 60, QString()});
    QVERIFY(dialog.validate().error().startsWith(QLatin1String("SSH address:")));
    dialog.testConnection();
    QVERIFY(!done.last().at(0).toBool());

    dialog.setProfile({QStringLiteral("closed"), QStringLiteral("ssh://127.0.0.1:1"), QString(), 60, QString()});
    dialog.testConnection();
    QVERIFY(done.wait(30000));
    QVERIFY(!done.last().at(0).toBool());
    QVERIFY2(dialog.testResult().contains(QLatin1String("ssh://127.0.0.1:1")), qPrintable(dialog.testResult()));
  }

  void main_window_polls_the_cluster()
  {
    MainWindow w;
    w.show();
    QSignalSpy loaded(&w, &MainWindow::snapshotLoaded);
    w.connectTo({QStringLiteral("lab"), QStringLiteral("local"), QString(), 1, QString()});
    QVERIFY(w.isLoading());
    QTRY_VERIFY_WITH_TIMEOUT(loaded.count() >= 2, 30000);
    QCOMPARE(w.snapshot().cluster, QStringLiteral("lab"));
    QCOMPARE(w.clusterWorkspace()->nodeView()->model()->rowCount(), 4);
    QCOMPARE(w.clusterWorkspace()->partitionView()->model()->rowCount(), 2);
    QVERIFY(w.clusterWorkspace()->detailTabs()->isTabEnabled(1));
    // The history tab plots the stored snapshots.
    QTRY_VERIFY_WITH_TIMEOUT(w.clusterWorkspace()->historyChart()->pointCount() >= 2, 10000);
    const QString connection = w.statusBar()->findChild<QLabel *>(QStringLiteral("statusConnection"))->text();
    QVERIFY2(connection.contains(QLatin1String("connected to local")), qPrintable(connection));
    w.clusterWorkspace()->detailTabs()->setCurrentIndex(2);
    QTest::qWait(100);
    QVERIFY(QDir().mkpath(QStringLiteral(MIRAGE_BINARY_DIR "/screenshots")));
    QVERIFY(w.grab().save(QStringLiteral(MIRAGE_BINARY_DIR "/screenshots/live-history.png")));
    w.clusterWorkspace()->detailTabs()->setCurrentIndex(1);
    QTest::qWait(100);
    QVERIFY(w.grab().save(QStringLiteral(MIRAGE_BINARY_DIR "/screenshots/live-nodes.png")));
    w.disconnectCluster();
    QVERIFY(!w.poller());
  }

  void unreachable_host_is_reported_once()
  {
    MainWindow w;
    QSignalSpy failed(&w, &MainWindow::loadFailed);
    w.connectTo({QStringLiteral("nowhere"), QStringLiteral("ssh://127.0.0.1:1"), QString(), 1, QString()});
    QVERIFY(failed.wait(30000));
    QVERIFY2(failed.first().at(0).toString().contains(QLatin1String("ssh://127.0.0.1:1")),
             qPrintable(failed.first().at(0).toString()));
    QTest::qWait(2500);                                            // more failed polls, backing off
    QCOMPARE(int(w.activityText().count(QStringLiteral("⚠"))), 1); // no message storm
  }
};

QTEST_MAIN(TestConnectionGui)
#include "tst_connection_gui.moc"
