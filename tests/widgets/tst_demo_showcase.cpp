// The demo on first open, as a new user sees it: every workspace has real content. Two chained
// services (one mid-chain: its link is a running job of the demo, so its next submission is
// suggested with a risk), three what-if scenarios already run with their results, an example
// report listed, and the learned forecasters trained in the background; opening it again adds
// nothing twice and the running link follows the demo.
#include "settings/app_settings.h"
#include "store/calibration_store.h"
#include "store/chain_store.h"
#include "store/database.h"
#include "store/forecast_model_store.h"
#include "store/report_store.h"
#include "store/scenario_store.h"
#include "widgets/chains/chains_workspace.h"
#include "widgets/forecast/forecast_workspace.h"
#include "widgets/forecast/model_training_panel.h"
#include "widgets/policies/episodes_panel.h"
#include "widgets/policies/policies_workspace.h"
#include "widgets/whatif/whatif_workspace.h"
#include "widgets/window/main_window.h"
#include "widgets/window/stored_clusters.h"

#include "result_check.h"
#include <QApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace mirage;

class TestDemoShowcase : public QObject {
  Q_OBJECT
  QTemporaryDir m_dir;

private slots:
  void initTestCase()
  {
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setOrganizationName(QStringLiteral("MirageTest"));
    QApplication::setApplicationName(QStringLiteral("tst_demo_showcase"));
    QSettings().clear();
    AppSettings().setDataFolder(m_dir.filePath(QStringLiteral("data")));
  }

  void every_workspace_has_content_on_first_open()
  {
    MainWindow window;
    QSignalSpy showcased(window.storedClusters(), &StoredClusters::demoShowcased);
    QElapsedTimer timer;
    timer.start();
    window.openDemoCluster();
    QTRY_VERIFY_WITH_TIMEOUT(showcased.count() == 1, 300000);
    qInfo("showcase after %lld ms", timer.elapsed());
    QVERIFY2(!showcased.first().at(1).toBool(), qPrintable(showcased.first().at(0).toString()));
    Database db;
    QVERIFY_OK(db.open(AppSettings().databasePath()));
    // Chains: two services, one mid-chain on a job the demo runs now.
    QCOMPARE(listChains(db).size(), 2);
    const auto serve = loadChain(db, QStringLiteral("llm-serve"));
    QVERIFY_OK(serve);
    const QList<ChainLink> links = chainLinks(db, serve->id);
    QCOMPARE(links.size(), 1);
    const Job *running = window.snapshot().findJob(links.first().jobId);
    QVERIFY(running && running->state == JobState::Running);
    QTRY_COMPARE_WITH_TIMEOUT(window.chainsWorkspace()->chainsTable()->model()->rowCount(), 2, 30000);
    ChainsWorkspace::ChainView view{serve.value(), links, std::nullopt};
    QTRY_VERIFY_WITH_TIMEOUT(!window.chainsWorkspace()->isComputing(), 60000);
    const auto next = window.chainsWorkspace()->suggestionFor(view);
    QVERIFY(next && next->known); // its next submission, with its P(interruption)
    // What-if: three scenarios with their results, compared.
    QCOMPARE(listScenarios(db).size(), 3);
    QTRY_COMPARE_WITH_TIMEOUT(window.whatIfWorkspace()->results().size(), std::size_t(3), 30000);
    for (const whatif::WhatIfResult &r : window.whatIfWorkspace()->results())
      QVERIFY2(r.error.isEmpty() && r.jobs > 0, qPrintable(r.error));
    // Policies: an evaluation on the demo's own history, shown and stored.
    QVERIFY(!latestChainEvaluation(db).isEmpty());
    QTRY_VERIFY_WITH_TIMEOUT(!window.policiesWorkspace()->result().isEmpty(), 30000);
    QCOMPARE(window.policiesWorkspace()->result()[QLatin1String("cluster")].toString(), QStringLiteral("demo"));
    // Enough episodes that the methods differ: reactive is interrupted, the oracle (the least cost
    // knowing the future) costs less than reactive, and risk-optimal's curve is there for the
    // episode view.
    const QJsonObject evaluation = window.policiesWorkspace()->result();
    QVERIFY(evaluation[QLatin1String("episodes")].toInt() >= 20);
    const QJsonArray methods = evaluation[QLatin1String("methods")].toArray();
    const auto score = [&](const QString &name, const char *key) {
      for (const QJsonValue &m : methods)
        if (m[QLatin1String("name")].toString() == name)
          return m[QLatin1String("buckets")][QLatin1String("all")][QLatin1String(key)].toDouble(-1);
      return -1.0;
    };
    QVERIFY(score(QStringLiteral("reactive"), "mean_interruption_h") > 0);
    QVERIFY(score(QStringLiteral("oracle"), "mean_cost_gpu_h") < score(QStringLiteral("reactive"), "mean_cost_gpu_h"));
    QCOMPARE(score(QStringLiteral("oracle"), "regret_gpu_h"), 0.0);
    QVERIFY(score(QStringLiteral("risk-optimal"), "regret_gpu_h") >= 0);
    // Risk-optimal forecasts with an XGBoost model trained on the demo's own simulated history
    // (Slurm's estimate, every job to its limit, made it submit hours early: the costliest method).
    QCOMPARE(evaluation[QLatin1String("risk_forecaster")][QLatin1String("forecaster")].toString(),
             QStringLiteral("xgboost"));
    QVERIFY(!evaluation[QLatin1String("episode_details")].toArray().at(0)[QLatin1String("risk")].toArray().isEmpty());
    QCOMPARE(window.policiesWorkspace()->episodesPanel()->model().rowCount(),
             evaluation[QLatin1String("episodes")].toInt());
    // Reports: one example, written.
    const QList<WrittenReport> reports = writtenReports(db);
    QCOMPARE(reports.size(), 1);
    QVERIFY(QFileInfo(reports.first().path).size() > 1000);
    // Forecast: the calibration of the methods that need no training, warmed on the demo's last
    // week and stored, shifts what the workspace shows (Monte-Carlo until a model is trained).
    const auto calibration = loadCalibration(db, QStringLiteral("demo"));
    QVERIFY(calibration.count(QStringLiteral("monte-carlo")) == 1);
    QVERIFY(calibration.at(QStringLiteral("monte-carlo")).state.observations() >= 50);
    QTRY_VERIFY_WITH_TIMEOUT(
        window.forecastWorkspace()->summaryLabel()->text().contains(QLatin1String("Calibrated by")), 60000);
    // Forecast: the learned forecasters train in the background and are stored.
    ModelTrainingPanel *training = window.forecastWorkspace()->trainingPanel();
    QTRY_VERIFY_WITH_TIMEOUT(training->isTraining(), 60000);
    QTRY_VERIFY_WITH_TIMEOUT(!training->isTraining(), 600000);
    qInfo("forecasters trained after %lld ms", timer.elapsed());
    QCOMPARE(listForecastModels(db, QStringLiteral("demo")).size(), 3);
  }

  void a_second_open_adds_nothing_twice()
  {
    MainWindow window;
    QSignalSpy showcased(window.storedClusters(), &StoredClusters::demoShowcased);
    window.openDemoCluster();
    QTRY_VERIFY_WITH_TIMEOUT(showcased.count() == 1, 300000);
    Database db;
    QVERIFY_OK(db.open(AppSettings().databasePath()));
    QCOMPARE(listChains(db).size(), 2);
    QCOMPARE(listScenarios(db).size(), 3);
    QCOMPARE(writtenReports(db).size(), 1);
    const auto serve = loadChain(db, QStringLiteral("llm-serve"));
    const QList<ChainLink> links = chainLinks(db, serve->id);
    QCOMPARE(links.size(), 1);
    QVERIFY(window.snapshot().findJob(links.first().jobId));             // follows this open's demo
    QVERIFY(!window.forecastWorkspace()->trainingPanel()->isTraining()); // trained before
  }
};

QTEST_MAIN(TestDemoShowcase)
#include "tst_demo_showcase.moc"
