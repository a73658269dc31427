// The Forecast workspace as a user drives it, on the demo cluster with its simulated history:
// forecasts by every method off the GUI thread, the chain's risk and suggested submit time,
// recomputation on a new request or snapshot, cancel, errors, hover text and remembered form.
#include "forecast/job_history.h"
#include "services/demo_cluster.h"
#include "widgets/forecast/calibration_chart.h"
#include "widgets/forecast/forecast_request_form.h"
#include "widgets/forecast/forecast_workspace.h"
#include "widgets/forecast/risk_chart.h"
#include "widgets/forecast/wait_fan_chart.h"

#include <qcustomplot.h>

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>

using namespace mirage;

class TestForecastWorkspace : public QObject {
  Q_OBJECT

  DemoCluster m_demo;
  ForecastContext m_context;

  void waitUntilDone(ForecastWorkspace &ws) { QTRY_VERIFY_WITH_TIMEOUT(!ws.isComputing(), 60000); }

private slots:
  void initTestCase()
  {
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setOrganizationName(QStringLiteral("MirageTest"));
    QApplication::setApplicationName(QStringLiteral("tst_forecast_workspace"));
    QSettings().clear();
    m_demo = buildDemoCluster(QDateTime::currentSecsSinceEpoch(), 30);
    m_context.history = std::make_shared<JobHistory>(m_demo.history);
    m_context.rollouts = 50;
  }

  void forecasts_and_risk_off_the_gui_thread()
  {
    ForecastWorkspace ws;
    ws.resize(1280, 760);
    ws.show();
    QSignalSpy computed(&ws, &ForecastWorkspace::computed);
    ws.setContext(m_demo.current.cluster, m_context, {});
    ws.setSnapshot(m_demo.current);
    QVERIFY(ws.isComputing()); // the GUI thread is free while it runs
    waitUntilDone(ws);
    QVERIFY(computed.count() >= 1);
    // No trained model: Monte-Carlo is the default; with "compare" every method has a row.
    QCOMPARE(ws.form()->methodBox()->currentData().toString(), QStringLiteral("monte-carlo"));
    QCOMPARE(ws.answer().forecasts.front().method, QStringLiteral("monte-carlo"));
    QVERIFY(ws.form()->compareBox()->isChecked());
    QCOMPARE(ws.fanChart()->rowCount(), int(forecastMethods().size()));
    for (const MethodForecast &f : ws.answer().forecasts) {
      if (isLearnedMethod(f.method)) {
        QVERIFY2(f.error.contains(QLatin1String("train-forecast")), qPrintable(f.error));
      } else {
        QVERIFY2(f.error.isEmpty(), qPrintable(f.method + QStringLiteral(": ") + f.error));
        QVERIFY(f.wait.p10() <= f.wait.p50() && f.wait.p50() <= f.wait.p90());
      }
    }
    QVERIFY2(ws.summaryLabel()->text().contains(QLatin1String("monte-carlo")), qPrintable(ws.summaryLabel()->text()));
    // The default chain: a new job like the request; the risk curve and the suggestion are shown.
    QCOMPARE(ws.predecessorBox()->currentData().toString(), QStringLiteral("request"));
    QVERIFY(ws.answer().risk.has_value());
    QVERIFY(ws.riskChart()->pointCount() > 5);
    QVERIFY2(ws.suggestionLabel()->text().contains(QLatin1String("UTC")), qPrintable(ws.suggestionLabel()->text()));
    QVERIFY2(ws.suggestionLabel()->text().contains(QLatin1String("Why: ")) &&
                 ws.suggestionLabel()->text().contains(QLatin1String("earlier: interruption")),
             qPrintable(ws.suggestionLabel()->text()));
    // Hover text on both plots.
    QCustomPlot *fan = ws.fanChart()->plot();
    const int firstRowY = int(fan->yAxis->coordToPixel(ws.fanChart()->rowCount() - 1));
    QVERIFY2(ws.fanChart()->tooltipAt(QPoint(fan->width() / 2, firstRowY)).contains(QLatin1String("P50")),
             qPrintable(ws.fanChart()->tooltipAt(QPoint(fan->width() / 2, firstRowY))));
    QCustomPlot *risk = ws.riskChart()->plot();
    QVERIFY(ws.riskChart()
                ->tooltipAt(QPoint(int(risk->xAxis->coordToPixel(1.0)), risk->height() / 2))
                .contains(QLatin1String("P(interruption)")));
    QDir().mkpath(QStringLiteral(MIRAGE_BINARY_DIR "/screenshots"));
    QVERIFY(ws.grab().save(QStringLiteral(MIRAGE_BINARY_DIR "/screenshots/forecast-workspace.png")));
  }

  void a_running_predecessor_and_the_weight()
  {
    ForecastWorkspace ws;
    ws.setContext(m_demo.current.cluster, m_context, {});
    ws.setSnapshot(m_demo.current);
    waitUntilDone(ws);
    ws.form()->methodBox()->setCurrentIndex(ws.form()->methodBox()->findData(QStringLiteral("hist-median")));
    QVERIFY(ws.predecessorBox()->count() > 2); // the partition's jobs are offered
    ws.predecessorBox()->setCurrentIndex(2);
    const qint64 id = ws.predecessorBox()->currentData().toLongLong();
    const auto job =
        std::find_if(m_demo.current.jobs.begin(), m_demo.current.jobs.end(), [id](const Job &j) { return j.id == id; });
    QVERIFY(job != m_demo.current.jobs.end());
    ws.computeNow();
    waitUntilDone(ws);
    QVERIFY(ws.answer().risk.has_value());
    if (job->state == JobState::Running)
      QCOMPARE(ws.answer().risk->curve.limitEnd, job->limitEnd());
    const qint64 balanced = ws.answer().risk->curve.suggested().leadSeconds;
    // Interruption weighs 100 times an overlap hour: never a shorter lead.
    ws.weightBox()->setValue(100);
    waitUntilDone(ws);
    QVERIFY(ws.answer().risk->curve.suggested().leadSeconds >= balanced);
    ws.predecessorBox()->setCurrentIndex(0); // none
    ws.computeNow();
    waitUntilDone(ws);
    QVERIFY(!ws.answer().risk.has_value());
    QCOMPARE(ws.riskChart()->pointCount(), 0);
  }

  void a_new_request_or_snapshot_recomputes()
  {
    ForecastWorkspace ws;
    ws.form()->compareBox()->setChecked(false);
    ws.setContext(m_demo.current.cluster, m_context, {});
    ws.setSnapshot(m_demo.current);
    waitUntilDone(ws);
    ws.form()->methodBox()->setCurrentIndex(ws.form()->methodBox()->findData(QStringLiteral("slurm-estimate")));
    ws.form()->nodesBox()->setValue(1);
    ws.computeNow();
    waitUntilDone(ws);
    QCOMPARE(ws.fanChart()->rowCount(), 1);
    const double oneNode = ws.answer().forecasts.front().wait.p50();
    QSignalSpy computed(&ws, &ForecastWorkspace::computed);
    ws.form()->nodesBox()->setValue(ws.form()->nodesBox()->maximum()); // debounced, then recomputed
    waitUntilDone(ws);
    QCOMPARE(computed.count(), 1);
    QVERIFY(ws.answer().forecasts.front().wait.p50() >= oneNode);
    ClusterSnapshot later = m_demo.current;
    later.time += 600;
    ws.setSnapshot(later);
    waitUntilDone(ws);
    QCOMPARE(computed.count(), 2);
    QCOMPARE(ws.answer().snapshotTime, later.time);
  }

  void bad_requests_say_what_is_wrong()
  {
    ForecastWorkspace ws;
    ws.setContext(m_demo.current.cluster, m_context, {});
    ws.setSnapshot(m_demo.current);
    waitUntilDone(ws);
    ws.form()->limitEdit()->setText(QStringLiteral("soon"));
    ws.computeNow();
    QVERIFY2(ws.form()->statusLabel()->text().contains(QLatin1String("soon")),
             qPrintable(ws.form()->statusLabel()->text()));
    const Partition *p = m_demo.current.partition(ws.form()->partitionBox()->currentText());
    QVERIFY(p && p->maxTimeSeconds > 0);
    ws.form()->limitEdit()->setText(QStringLiteral("30-00:00:00"));
    ws.computeNow();
    waitUntilDone(ws);
    QVERIFY2(ws.summaryLabel()->text().contains(QLatin1String("at most")), qPrintable(ws.summaryLabel()->text()));
  }

  void cancel_stops_a_long_computation()
  {
    ForecastWorkspace ws;
    ForecastContext slow = m_context;
    slow.rollouts = 20000;
    ws.form()->methodBox()->setCurrentIndex(ws.form()->methodBox()->findData(QStringLiteral("monte-carlo")));
    ws.setContext(m_demo.current.cluster, slow, {});
    ws.setSnapshot(m_demo.current);
    QVERIFY(ws.isComputing());
    auto *cancel = ws.findChild<QPushButton *>(QStringLiteral("forecastCancel"));
    QVERIFY(cancel && cancel->isEnabled());
    cancel->click();
    QCOMPARE(ws.form()->statusLabel()->text(), QStringLiteral("Cancelled."));
    QTRY_VERIFY_WITH_TIMEOUT(!ws.isComputing(), 60000);
  }

  void scores_and_the_form_are_shown_and_remembered()
  {
    {
      ForecastWorkspace ws;
      QAbstractItemModelTester tableTester(ws.scoresTable()->model(),
                                           QAbstractItemModelTester::FailureReportingMode::QtTest);
      StoredForecastModel xgb;
      xgb.method = QStringLiteral("xgboost");
      xgb.dataFrom = m_demo.current.time - 30 * 86400;
      xgb.dataTo = m_demo.current.time;
      xgb.scores = QJsonObject{{QStringLiteral("mae_log_wait"), 1.4},
                               {QStringLiteral("hist_median_mae_log_wait"), 1.9},
                               {QStringLiteral("coverage_p10_p90"), 0.8}};
      ws.setContext(m_demo.current.cluster, m_context, {xgb});
      ws.setSnapshot(m_demo.current);
      const int row = int(forecastMethods().indexOf(QStringLiteral("xgboost")));
      QCOMPARE(ws.scoresTable()->model()->index(row, 1).data().toString(), QStringLiteral("1.40"));
      QCOMPARE(ws.scoresTable()->model()->index(row, 2).data().toString(), QStringLiteral("0.80"));
      QVERIFY(
          ws.scoresTable()->model()->index(row, 1).data(Qt::ToolTipRole).toString().contains(QLatin1String("26 %")));
      const int rf = int(forecastMethods().indexOf(QStringLiteral("random-forest")));
      QVERIFY(ws.scoresTable()
                  ->model()
                  ->index(rf, 1)
                  .data(Qt::ToolTipRole)
                  .toString()
                  .contains(QLatin1String("train-forecast")));
      ws.form()->limitEdit()->setText(QStringLiteral("12:00:00"));
      ws.form()->compareBox()->setChecked(false);
      ws.computeNow();
      waitUntilDone(ws);
    }
    ForecastWorkspace again;
    QCOMPARE(again.form()->limitEdit()->text(), QStringLiteral("12:00:00"));
    QVERIFY(!again.form()->compareBox()->isChecked());
    // Asked again with the same form, the settings file is not written again (each write is locked
    // and synced to disk on the GUI thread); a changed field is.
    again.setContext(m_demo.current.cluster, m_context, {});
    again.setSnapshot(m_demo.current);
    waitUntilDone(again);
    const QString file = QSettings().fileName();
    const QDateTime written = QFileInfo(file).lastModified();
    QVERIFY(written.isValid());
    QTest::qWait(50);
    again.computeNow();
    waitUntilDone(again);
    QCOMPARE(QFileInfo(file).lastModified(), written);
    again.form()->limitEdit()->setText(QStringLiteral("6:00:00"));
    again.computeNow();
    waitUntilDone(again);
    QVERIFY(QFileInfo(file).lastModified() > written);
    QCOMPARE(QSettings().value(QStringLiteral("forecast/limit")).toString(), QStringLiteral("6:00:00"));
  }

  // On a watched cluster the scores show how each method's forecasts fared as jobs started (the
  // poller's live scores), with Slurm's own squeue estimate in a row of its own, and whether the
  // shown forecasts are calibrated yet.
  void live_scores_beside_the_validation_scores()
  {
    ForecastWorkspace ws;
    ForecastContext context = m_context;
    LiveScore qbets, squeue;
    qbets.jobs = 40;
    qbets.absLogSum = 40 * 0.75;
    qbets.covered = 32;
    squeue.jobs = 38;
    squeue.absLogSum = 38 * 1.5;
    AdaptiveCalibration learned;
    for (int i = 0; i < 60; ++i)
      learned.observe(WaitForecast::point(QStringLiteral("qbets"), 600), QStringLiteral("gpu-a100"), 1200);
    context.liveScores = {{QStringLiteral("qbets"), qbets}, {QStringLiteral("squeue-estimate"), squeue}};
    context.calibration = {{QStringLiteral("qbets"), learned}};
    ws.setContext(m_demo.current.cluster, context, {});
    ws.setSnapshot(m_demo.current);
    QAbstractItemModel *table = ws.scoresTable()->model();
    QCOMPARE(table->rowCount(), forecastMethods().size() + 1);
    int live = -1;
    for (int c = 0; c < table->columnCount(); ++c)
      if (table->headerData(c, Qt::Horizontal).toString() == QLatin1String("Live MAE"))
        live = c;
    QVERIFY(live > 0);
    const int row = int(forecastMethods().indexOf(QStringLiteral("qbets")));
    QCOMPARE(table->index(row, live).data().toString(), QStringLiteral("0.75"));
    const QString tip = table->index(row, live).data(Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains(QLatin1String("40 jobs")) && tip.contains(QLatin1String("80 %")) &&
                 tip.contains(QLatin1String("calibrated by the 60 starts")),
             qPrintable(tip));
    const int last = table->rowCount() - 1;
    QCOMPARE(table->index(last, 0).data().toString(), QStringLiteral("squeue-estimate"));
    QCOMPARE(table->index(last, live).data().toString(), QStringLiteral("1.50"));
    QCOMPARE(table->index(forecastMethods().indexOf(QStringLiteral("hist-median")), live).data().toString(),
             QStringLiteral("—"));
    // The forecast shown by qbets is its calibrated one, and the summary says so.
    ws.form()->useMethod(QStringLiteral("qbets"));
    ws.computeNow();
    waitUntilDone(ws);
    const QString summary = ws.findChild<QLabel *>(QStringLiteral("forecastSummary"))->text();
    QVERIFY2(summary.contains(QLatin1String("Calibrated by 60 starts")), qPrintable(summary));
  }

  // The Calibration tab draws each stored model's curve (observed share per quantile level) beside
  // the diagonal; a model scored before curves were kept has none. Hovering a point says what it
  // means; the tab last looked at is shown again.
  void calibration_curves_of_the_stored_models()
  {
    {
      ForecastWorkspace ws;
      ws.resize(1280, 800);
      StoredForecastModel xgb, forest;
      xgb.method = QStringLiteral("xgboost");
      xgb.dataFrom = forest.dataFrom = m_demo.current.time - 30 * 86400;
      xgb.dataTo = forest.dataTo = m_demo.current.time;
      QJsonArray curve;
      for (const double level : WaitForecast::standardLevels()) // too short: fewer jobs below each quantile
        curve.append(QJsonObject{{QStringLiteral("level"), level}, {QStringLiteral("observed"), level * 0.5}});
      xgb.scores = QJsonObject{{QStringLiteral("jobs"), 812}, {QStringLiteral("calibration"), curve}};
      forest.method = QStringLiteral("random-forest");
      forest.scores = QJsonObject{{QStringLiteral("jobs"), 812}}; // from before curves were kept
      ws.setContext(m_demo.current.cluster, m_context, {xgb, forest});
      ws.setSnapshot(m_demo.current);
      CalibrationChart *chart = ws.calibrationChart();
      QCOMPARE(chart->curveCount(), 1);
      ws.show();
      ws.scoresTabs()->setCurrentWidget(chart);
      QVERIFY(QTest::qWaitForWindowExposed(&ws));
      chart->plot()->replot();
      const QPoint atP90(int(chart->plot()->xAxis->coordToPixel(0.9)), int(chart->plot()->yAxis->coordToPixel(0.45)));
      const QString tip = chart->tooltipAt(atP90);
      QVERIFY2(tip.contains(QLatin1String("xgboost")) && tip.contains(QLatin1String("45 %")) &&
                   tip.contains(QLatin1String("812")) && tip.contains(QLatin1String("P90")),
               qPrintable(tip));
      QVERIFY(chart
                  ->tooltipAt(QPoint(int(chart->plot()->xAxis->coordToPixel(0.1)),
                                     int(chart->plot()->yAxis->coordToPixel(0.9))))
                  .isEmpty()); // far from every point
      waitUntilDone(ws);
    }
    ForecastWorkspace again;
    QCOMPARE(again.scoresTabs()->currentWidget(), static_cast<QWidget *>(again.calibrationChart()));
  }
};

QTEST_MAIN(TestForecastWorkspace)
#include "tst_forecast_workspace.moc"
