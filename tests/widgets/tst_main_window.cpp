// The main window as a user drives it: workspaces and their shortcuts, the demo cluster, the
// remembered layout, Settings (validation, language and theme switching), About, shortcuts list,
// the chart's hover text and plot export.
#include "result_check.h"
#include "settings/app_settings.h"
#include "settings/translations.h"
#include "widgets/cluster/cluster_workspace.h"
#include "widgets/cluster/history_chart.h"
#include "widgets/cluster/node_state_chart.h"
#include "widgets/common/empty_state_widget.h"
#include "widgets/common/plot_export.h"
#include "widgets/window/about_dialog.h"
#include "widgets/window/main_window.h"
#include "widgets/window/settings_dialog.h"
#include "widgets/window/shortcuts_dialog.h"

#include <qcustomplot.h>

#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace mirage;

class TestMainWindow : public QObject {
  Q_OBJECT

private slots:
  void initTestCase()
  {
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setOrganizationName(QStringLiteral("MirageTest"));
    QApplication::setApplicationName(QStringLiteral("tst_main_window"));
  }
  void init()
  {
    QSettings().clear();
    AppSettings().setDemoTrainsForecasters(false); // tst_model_training trains; these tests look
  }

  // A file at the store's path that is not a database: the window says so, naming it, and offers
  // to move it aside; "Move aside" keeps the file under a new name and starts an empty store.
  void offers_to_move_an_unusable_store_aside()
  {
    QTemporaryDir dir;
    AppSettings().setDataFolder(dir.filePath(QStringLiteral("data")));
    const QString path = AppSettings().databasePath();
    QVERIFY(QDir().mkpath(QFileInfo(path).absolutePath()));
    {
      QFile f(path);
      QVERIFY(f.open(QIODevice::WriteOnly));
      f.write("not a database\n");
    }
    MainWindow window;
    window.show();
    QMessageBox *offer = nullptr;
    QTRY_VERIFY_WITH_TIMEOUT((offer = window.findChild<QMessageBox *>(QStringLiteral("storeUnusable"))), 30000);
    QVERIFY2(offer->text().contains(path), qPrintable(offer->text()));
    QAbstractButton *move = nullptr;
    for (QAbstractButton *b : offer->buttons())
      if (offer->buttonRole(b) == QMessageBox::AcceptRole)
        move = b;
    QVERIFY(move);
    move->click();
    QStringList aside;
    QTRY_VERIFY_WITH_TIMEOUT(!(aside = QDir(QFileInfo(path).absolutePath())
                                           .entryList({QFileInfo(path).fileName() + QStringLiteral(".unusable-*")}))
                                  .isEmpty(),
                             30000);
    QFile kept(QFileInfo(path).absoluteDir().filePath(aside.first()));
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll(), QByteArray("not a database\n"));
    const auto header = [&path] {
      QFile fresh(path);
      return fresh.open(QIODevice::ReadOnly) ? fresh.read(15) : QByteArray();
    };
    QTRY_COMPARE_WITH_TIMEOUT(header(), QByteArray("SQLite format 3"), 30000);
  }

  void has_the_six_workspaces_and_an_empty_state()
  {
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QTabWidget *tabs = w.workspaceTabs();
    QCOMPARE(tabs->count(), 6);
    const QStringList expected{QStringLiteral("Cluster"), QStringLiteral("Forecast"), QStringLiteral("Chains"),
                               QStringLiteral("What-if"), QStringLiteral("Reports"),  QStringLiteral("Policies")};
    for (int i = 0; i < 6; ++i)
      QCOMPARE(tabs->tabText(i), expected[i]);
    QVERIFY(!w.hasSnapshot());
    // The empty state tells a new user what to do and offers the action that does it.
    auto *empty = w.clusterWorkspace()->findChild<EmptyStateWidget *>();
    QVERIFY(empty && empty->isVisible());
    QCOMPARE(empty->title(), QStringLiteral("No cluster open"));
    QVERIFY(empty->text().contains(QLatin1String("demo cluster")));
    QCOMPARE(w.statusBar()->findChild<QLabel *>(QStringLiteral("statusCluster"))->text(),
             QStringLiteral("No cluster open"));
    QVERIFY(w.menuBar()->actions().size() >= 3);
  }

  void keyboard_shortcuts_switch_workspaces()
  {
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QTest::keyClick(&w, Qt::Key_3, Qt::ControlModifier);
    QCOMPARE(w.currentWorkspace(), Workspace::Chains);
    QTest::keyClick(&w, Qt::Key_5, Qt::ControlModifier);
    QCOMPARE(w.currentWorkspace(), Workspace::Reports);
    QTest::keyClick(&w, Qt::Key_6, Qt::ControlModifier);
    QCOMPARE(w.currentWorkspace(), Workspace::Policies);
    QTest::keyClick(&w, Qt::Key_1, Qt::ControlModifier);
    QCOMPARE(w.currentWorkspace(), Workspace::Cluster);
    // Every action with a shortcut is listed in the shortcuts dialog; no shortcut is used twice.
    QSet<QString> seen;
    int withShortcut = 0;
    for (QAction *a : w.allActions()) {
      if (a->shortcut().isEmpty())
        continue;
      ++withShortcut;
      QVERIFY2(!seen.contains(a->shortcut().toString()), qPrintable(a->shortcut().toString()));
      seen.insert(a->shortcut().toString());
    }
    QVERIFY(withShortcut >= 10);
    ShortcutsDialog dialog(w.allActions());
    QCOMPARE(dialog.rowCount(), withShortcut);
  }

  void opens_the_demo_cluster()
  {
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QSignalSpy loaded(&w, &MainWindow::snapshotLoaded);
    QTest::keyClick(&w, Qt::Key_D, Qt::ControlModifier);
    QVERIFY(w.isLoading() || loaded.count() == 1);
    QVERIFY(loaded.count() == 1 || loaded.wait(10000));
    QVERIFY(w.hasSnapshot());
    QCOMPARE(w.snapshot().cluster, QStringLiteral("demo"));
    QTableView *jobs = w.clusterWorkspace()->jobView();
    QVERIFY(jobs->isVisible());
    QCOMPARE(jobs->model()->rowCount(), w.snapshot().jobs.size());
    QCOMPARE(w.clusterWorkspace()->partitionView()->model()->rowCount(), w.snapshot().partitions.size());
    const QString status = w.statusBar()->findChild<QLabel *>(QStringLiteral("statusCluster"))->text();
    QVERIFY2(status.contains(QStringLiteral("%1 running").arg(w.snapshot().count(JobState::Running))),
             qPrintable(status));
    QVERIFY(w.windowTitle().startsWith(QLatin1String("demo")));
    QVERIFY(w.activityText().contains(QLatin1String("Opened demo")));
    // Typing in the filter narrows the job table.
    QTest::keyClicks(w.clusterWorkspace()->jobFilter(), w.snapshot().jobs.first().user);
    QVERIFY(jobs->model()->rowCount() < w.snapshot().jobs.size());
    QVERIFY(jobs->model()->rowCount() > 0);
    // The columns fit the cluster's first snapshot; a width the user set survives the next one
    // (every poll brings one).
    QVERIFY(jobs->columnWidth(0) > 0);
    jobs->setColumnWidth(0, 333);
    w.clusterWorkspace()->setSnapshot(w.snapshot());
    QCOMPARE(jobs->columnWidth(0), 333);
    // Another cluster's first snapshot fits them again.
    ClusterSnapshot other = w.snapshot();
    other.cluster = QStringLiteral("another");
    w.clusterWorkspace()->setSnapshot(other);
    QVERIFY(jobs->columnWidth(0) != 333);
  }

  void remembers_layout_and_workspace()
  {
    QByteArray geometry;
    {
      MainWindow w;
      w.show();
      QVERIFY(QTest::qWaitForWindowExposed(&w));
      w.resize(1000, 700);
      w.showWorkspace(Workspace::WhatIf);
      w.findChild<QDockWidget *>(QStringLiteral("activityDock"))->hide();
      w.close(); // saves
    }
    MainWindow again;
    again.show();
    QVERIFY(QTest::qWaitForWindowExposed(&again));
    QCOMPARE(again.currentWorkspace(), Workspace::WhatIf);
    QCOMPARE(again.size(), QSize(1000, 700));
    QVERIFY(!again.findChild<QDockWidget *>(QStringLiteral("activityDock"))->isVisible());
  }

  void settings_validate_and_store()
  {
    SettingsDialog dialog;
    dialog.setDataFolder(QStringLiteral("relative/path"));
    QVERIFY(dialog.apply().error().contains(QLatin1String("absolute")));
    QTemporaryDir dir;
    dialog.setDataFolder(dir.path() + QStringLiteral("/data"));
    dialog.setTheme(Theme::Dark);
    QVERIFY_OK(dialog.apply());
    AppSettings stored;
    QCOMPARE(stored.dataFolder(), dir.path() + QStringLiteral("/data"));
    QCOMPARE(stored.theme(), Theme::Dark);
    QVERIFY(QFileInfo(dir.path() + QStringLiteral("/data")).isDir());
    // The dark theme is applied at once.
    QVERIFY(QApplication::palette().color(QPalette::Window).lightness() < 100);
    dialog.setTheme(Theme::Light);
    QVERIFY_OK(dialog.apply());
    QVERIFY(QApplication::palette().color(QPalette::Window).lightness() > 150);
  }

  void language_switches_live()
  {
    MainWindow w;
    w.show();
    QCOMPARE(w.menuBar()->actions().first()->text(), QStringLiteral("&File"));
    SettingsDialog dialog;
    dialog.setLanguage(QStringLiteral("de"));
    QVERIFY_OK(dialog.apply());
    QCOMPARE(Translations::current(), QStringLiteral("de"));
    // LanguageChange reaches the widgets as posted events.
    QTRY_COMPARE(w.menuBar()->actions().first()->text(), QStringLiteral("&Datei"));
    QCOMPARE(w.workspaceTabs()->tabText(1), QStringLiteral("Prognose"));
    QCOMPARE(dialog.windowTitle(), QStringLiteral("Einstellungen"));
    QCOMPARE(AppSettings().language(), QStringLiteral("de"));
    dialog.setLanguage(QStringLiteral("en"));
    QVERIFY_OK(dialog.apply());
    QTRY_COMPARE(w.menuBar()->actions().first()->text(), QStringLiteral("&File"));
  }

  void about_lists_library_versions()
  {
    AboutDialog about;
    QSignalSpy loaded(&about, &AboutDialog::versionsLoaded);
    QVERIFY(about.versionsText().contains(QLatin1String("Qt 6.")));
    QVERIFY(loaded.count() == 1 || loaded.wait(20000));
    const QString text = about.versionsText();
    QVERIFY2(text.contains(QRegularExpression(QStringLiteral("libtorch \\d+\\.\\d+"))), qPrintable(text));
    QVERIFY2(text.contains(QRegularExpression(QStringLiteral("XGBoost \\d+\\.\\d+"))), qPrintable(text));
    QVERIFY2(text.contains(QRegularExpression(QStringLiteral("SQLite 3\\.\\d+"))), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("QCustomPlot ") + qcustomplotVersion()), qPrintable(text));
    about.show();
    QVERIFY(QDir().mkpath(QStringLiteral(MIRAGE_BINARY_DIR "/screenshots")));
    QVERIFY(about.grab().save(QStringLiteral(MIRAGE_BINARY_DIR "/screenshots/about.png")));
    SettingsDialog settings;
    settings.show();
    QVERIFY(settings.grab().save(QStringLiteral(MIRAGE_BINARY_DIR "/screenshots/settings.png")));
  }

  void chart_hover_and_export()
  {
    MainWindow w;
    w.resize(1280, 800);
    w.show();
    QSignalSpy loaded(&w, &MainWindow::snapshotLoaded);
    w.openDemoCluster();
    QVERIFY(loaded.count() == 1 || loaded.wait(10000));
    NodeStateChart *chart = w.clusterWorkspace()->chart();
    QCustomPlot *plot = chart->plot();
    plot->replot();
    const Partition first = w.snapshot().partitions.first();
    const QPoint onFirstBar(int(plot->xAxis->coordToPixel(1.0)), int(plot->yAxis->coordToPixel(1.0)));
    const QString tip = chart->tooltipAt(onFirstBar);
    QVERIFY2(tip.startsWith(first.name + QLatin1Char(':')), qPrintable(tip));
    QVERIFY(tip.contains(QStringLiteral("%1 nodes").arg(first.nodes)));
    QVERIFY(chart->tooltipAt(QPoint(int(plot->xAxis->coordToPixel(1.5)), onFirstBar.y())).isEmpty());

    QTemporaryDir dir;
    for (const char *name : {"plot.png", "plot.svg", "plot.pdf"}) {
      const QString path = dir.filePath(QLatin1String(name));
      QVERIFY_OK(exportPlot(plot, path, plotFormatForPath(path)));
      QVERIFY2(QFileInfo(path).size() > 1000, name);
    }
    QFile svg(dir.filePath(QStringLiteral("plot.svg")));
    QVERIFY(svg.open(QIODevice::ReadOnly));
    QVERIFY(svg.readAll().contains("<svg"));
    const auto nowhere = exportPlot(plot, QStringLiteral("/nonexistent/dir/plot.png"), PlotFormat::Png);
    QVERIFY(!nowhere.ok() && nowhere.error().contains(QLatin1String("/nonexistent/dir/plot.png")));

    // The demo's week of history reaches the history chart through the store.
    HistoryChart *history = w.clusterWorkspace()->historyChart();
    QTRY_VERIFY_WITH_TIMEOUT(history->pointCount() >= 7 * 24, 20000);
    w.clusterWorkspace()->detailTabs()->setCurrentIndex(2);
    QTest::qWait(50);
    const QPoint middle(history->plot()->width() / 2, history->plot()->height() / 2);
    QVERIFY(history->tooltipAt(middle).contains(QLatin1String("GPU-hours queued")));
    QVERIFY(w.grab().save(QStringLiteral(MIRAGE_BINARY_DIR "/screenshots/demo-history.png")));
  }
};

QTEST_MAIN(TestMainWindow)
#include "tst_main_window.moc"
