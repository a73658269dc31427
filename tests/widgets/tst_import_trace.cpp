// File → Import trace… as a user drives it: the format detected and the first jobs looked at
// before anything is stored, an import with a bad line (listed with its line number and reason),
// the imported cluster opened in the window with its history chart, a file of garbage refused
// with nothing stored, and cancel (the button and Esc) rolling an import back.
#include "settings/app_settings.h"
#include "store/database.h"
#include "store/history_store.h"
#include "widgets/cluster/cluster_workspace.h"
#include "widgets/cluster/history_chart.h"
#include "widgets/window/import_trace_dialog.h"
#include "widgets/window/main_window.h"
#include "widgets/window/stored_clusters.h"

#include "result_check.h"
#include <QAbstractItemModelTester>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace mirage;

namespace {

// Jobs an hour apart on one node, one hour each: SWF fields id, submit, wait, runtime, procs,
// cpu, mem, req procs, req time, req mem, status, user, group, app, queue, partition, preceding,
// think time.
QByteArray swf(int jobs, int badLineAt = -1)
{
  QByteArray text = "; UnixStartTime: 1700000000\n; MaxNodes: 4\n; MaxProcs: 4\n";
  for (int i = 1; i <= jobs; ++i) {
    if (i == badLineAt)
      text += "this is not a job\n";
    text += QByteArray::number(i) + ' ' + QByteArray::number(qint64(i) * 3600) +
            " 60 3600 1 -1 -1 1 7200 -1 1 1 1 -1 -1 -1 -1 -1\n";
  }
  return text;
}

QString write(const QTemporaryDir &dir, const QString &name, const QByteArray &data)
{
  const QString path = dir.filePath(name);
  QFile f(path);
  if (!f.open(QIODevice::WriteOnly) || f.write(data) != data.size())
    return {};
  return path;
}

QList<StoredCluster> clustersIn(const QString &db)
{
  Database d;
  return d.open(db).ok() ? storedClusters(d) : QList<StoredCluster>{};
}

} // namespace

class TestImportTrace : public QObject {
  Q_OBJECT
  QTemporaryDir m_dir;
  QString m_db;

private slots:
  void initTestCase()
  {
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setOrganizationName(QStringLiteral("MirageTest"));
    QApplication::setApplicationName(QStringLiteral("tst_import_trace"));
    QSettings().clear();
    AppSettings().setDataFolder(m_dir.filePath(QStringLiteral("data")));
    m_db = AppSettings().databasePath();
  }

  void an_import_with_a_bad_line_then_the_cluster_opens()
  {
    // 30 jobs over 30 hours; the line before job 7 is garbage: line 10, after three header lines and
    // six jobs.
    const QString trace = write(m_dir, QStringLiteral("lab-a.swf"), swf(30, 7));
    ImportTraceDialog dialog(m_db);
    QAbstractItemModelTester tester(dialog.issuesView()->model(),
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    dialog.setFile(trace);
    QTRY_VERIFY_WITH_TIMEOUT(!dialog.isPreviewing(), 30000);
    // Before anything is stored: the format, the jobs read, the bad line.
    const QString preview = dialog.previewLabel()->text();
    QVERIFY2(preview.contains(QLatin1String("SWF")) && preview.contains(QLatin1String("30 jobs")) &&
                 preview.contains(QLatin1String("bad lines: 1")) && preview.contains(QLatin1String("4 nodes")),
             qPrintable(preview));
    QCOMPARE(dialog.clusterEdit()->text(), QStringLiteral("lab-a"));
    QVERIFY(clustersIn(m_db).isEmpty());

    dialog.importButton()->click();
    QVERIFY(dialog.isImporting());
    QTRY_VERIFY_WITH_TIMEOUT(!dialog.isImporting(), 60000);
    QVERIFY2(dialog.statusLabel()->text().contains(QLatin1String("Imported 30 jobs")),
             qPrintable(dialog.statusLabel()->text()));
    QCOMPARE(dialog.importedCluster(), QStringLiteral("lab-a"));
    QAbstractItemModel *issues = dialog.issuesView()->model();
    QCOMPARE(issues->rowCount(), 1);
    QCOMPARE(issues->index(0, 0).data().toString(), QStringLiteral("10"));
    QVERIFY(!issues->index(0, 1).data().toString().isEmpty()); // why
    QVERIFY(dialog.openButton()->isEnabled());
    dialog.show();
    QDir().mkpath(QStringLiteral(MIRAGE_BINARY_DIR "/screenshots"));
    QVERIFY(dialog.grab().save(QStringLiteral(MIRAGE_BINARY_DIR "/screenshots/import-trace.png")));
    const QList<StoredCluster> stored = clustersIn(m_db);
    QCOMPARE(stored.size(), 1);
    QCOMPARE(stored.first().jobs, 30);

    // "Open cluster": the window shows it as its history does at its last submission, with a
    // chart of the hours before.
    MainWindow window;
    QSignalSpy loaded(&window, &MainWindow::snapshotLoaded);
    window.openStoredCluster(dialog.importedCluster());
    QTRY_VERIFY_WITH_TIMEOUT(loaded.count() == 1, 60000);
    QCOMPARE(window.snapshot().cluster, QStringLiteral("lab-a"));
    QCOMPARE(window.snapshot().time, 1700000000 + 30 * 3600);
    QCOMPARE(window.snapshot().count(JobState::Running), 1); // job 30 started at its submission + 60 s
    QVERIFY(window.clusterWorkspace()->historyChart()->pointCount() >= 24);
    QVERIFY(window.activityText().contains(QLatin1String("lab-a")));
    window.resize(1280, 800);
    window.show();
    QTest::qWait(200);
    QVERIFY(window.grab().save(QStringLiteral(MIRAGE_BINARY_DIR "/screenshots/imported-cluster.png")));
  }

  void a_file_of_garbage_is_refused_and_nothing_is_stored()
  {
    QByteArray garbage;
    for (int i = 0; i < 40; ++i)
      garbage += "<html><body>not a trace " + QByteArray::number(i) + "</body></html>\n";
    const QString trace = write(m_dir, QStringLiteral("page.swf"), garbage);
    ImportTraceDialog dialog(m_db);
    dialog.formatBox()->setCurrentIndex(dialog.formatBox()->findData(QStringLiteral("swf")));
    dialog.setFile(trace);
    QTRY_VERIFY_WITH_TIMEOUT(!dialog.isPreviewing(), 30000);
    QVERIFY2(dialog.previewLabel()->text().contains(QLatin1String("line 1")),
             qPrintable(dialog.previewLabel()->text()));
    QVERIFY(!dialog.importButton()->isEnabled());
    const qsizetype before = clustersIn(m_db).size();
    dialog.startImport(); // even when asked to: refused, with the first bad line named
    QTRY_VERIFY_WITH_TIMEOUT(!dialog.isImporting(), 60000);
    QVERIFY2(dialog.statusLabel()->text().contains(QLatin1String("Nothing was stored")) &&
                 dialog.statusLabel()->text().contains(QLatin1String("line")),
             qPrintable(dialog.statusLabel()->text()));
    QVERIFY(dialog.importedCluster().isEmpty());
    QCOMPARE(clustersIn(m_db).size(), before);
  }

  void cancel_and_escape_roll_an_import_back()
  {
    const QString trace = write(m_dir, QStringLiteral("big.swf"), swf(60000));
    ImportTraceDialog dialog(m_db);
    dialog.show();
    dialog.setFile(trace);
    QTRY_VERIFY_WITH_TIMEOUT(!dialog.isPreviewing(), 30000);
    const qsizetype before = clustersIn(m_db).size();
    for (const bool escape : {false, true}) {
      dialog.startImport();
      QVERIFY(dialog.isImporting());
      if (escape)
        QTest::keyClick(&dialog, Qt::Key_Escape);
      else
        dialog.cancelButton()->click();
      QTRY_VERIFY_WITH_TIMEOUT(!dialog.isImporting(), 60000);
      QVERIFY2(dialog.statusLabel()->text().contains(QLatin1String("Cancelled")),
               qPrintable(dialog.statusLabel()->text()));
      QVERIFY(dialog.isVisible()); // Esc stopped the import, not the dialog
      QCOMPARE(clustersIn(m_db).size(), before);
    }
  }
};

QTEST_MAIN(TestImportTrace)
#include "tst_import_trace.moc"
