// "Train models" in the Forecast workspace as a user drives it: the banner offers training when a
// cluster has history but no model, the models train in the background on the cluster's stored
// history (their own store connection), land in the store with their scores and fill the scores
// table; Cancel stores nothing; a model older than the history is offered again.
#include "forecast/job_history.h"
#include "store/database.h"
#include "store/forecast_model_store.h"
#include "store/trace_import.h"
#include "widgets/forecast/calibration_chart.h"
#include "widgets/forecast/forecast_workspace.h"
#include "widgets/forecast/model_training_panel.h"

#include "result_check.h"
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace mirage;

namespace {

// Six days of a 4-node cluster: a job every 10 minutes, 1–2 nodes, waits that grow with the hour
// of the day (a busy afternoon), runtimes under their 2-hour limit.
QByteArray sixDays()
{
  QByteArray text = "; UnixStartTime: 1700000000\n; MaxNodes: 4\n; MaxProcs: 4\n";
  QRandomGenerator random(7);
  for (int i = 1; i <= 6 * 144; ++i) {
    const qint64 submit = qint64(i) * 600;
    const int hour = int(submit / 3600 % 24);
    const int wait = int(random.bounded(60, 600 + 300 * hour));
    const int runtime = int(random.bounded(600, 7000));
    const int nodes = 1 + int(random.bounded(2));
    text += QByteArray::number(i) + ' ' + QByteArray::number(submit) + ' ' + QByteArray::number(wait) + ' ' +
            QByteArray::number(runtime) + ' ' + QByteArray::number(nodes) + " -1 -1 " + QByteArray::number(nodes) +
            " 7200 -1 1 " + QByteArray::number(1 + i % 5) + " 1 -1 -1 -1 -1 -1\n";
  }
  return text;
}

} // namespace

class TestModelTraining : public QObject {
  Q_OBJECT
  QTemporaryDir m_dir;
  QString m_db;

  // The workspace as the window shows a stored cluster: its snapshot, history and models.
  void open(ForecastWorkspace &ws, const QString &cluster)
  {
    Database db;
    QVERIFY_OK(db.open(m_db));
    const auto snapshot = historySnapshot(db, cluster);
    QVERIFY_OK(snapshot);
    ws.setSnapshot(snapshot.value());
    ws.setContext(cluster, loadForecastContext(db, cluster), listForecastModels(db, cluster));
  }
  qsizetype storedModels(const QString &cluster)
  {
    Database db;
    return db.open(m_db).ok() ? listForecastModels(db, cluster).size() : -1;
  }

private slots:
  void initTestCase()
  {
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setOrganizationName(QStringLiteral("MirageTest"));
    QApplication::setApplicationName(QStringLiteral("tst_model_training"));
    QSettings().clear();
    const QString trace = m_dir.filePath(QStringLiteral("six-days.swf"));
    QFile f(trace);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(sixDays());
    f.close();
    m_db = m_dir.filePath(QStringLiteral("store.sqlite"));
    Database db;
    QVERIFY_OK(db.open(m_db));
    for (const char *cluster : {"lab", "lab-cancelled"}) {
      ImportOptions options;
      options.cluster = QString::fromLatin1(cluster);
      const ImportResult r = importTrace(db, trace, options);
      QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    }
  }

  void the_banner_offers_training_and_the_models_fill_the_scores()
  {
    ForecastWorkspace ws;
    ws.resize(1280, 760);
    ModelTrainingPanel *panel = ws.trainingPanel();
    panel->setDatabasePath([this] { return m_db; });
    open(ws, QStringLiteral("lab"));
    QVERIFY(panel->offersTraining());
    QVERIFY2(panel->bannerLabel()->text().contains(QLatin1String("xgboost")), qPrintable(panel->bannerLabel()->text()));
    QVERIFY(panel->trainButton()->isEnabled());

    QSignalSpy trained(&ws, &ForecastWorkspace::modelsTrained);
    QSignalSpy started(&ws, &ForecastWorkspace::computationStarted); // the status bar follows it too
    panel->trainButton()->click();
    QVERIFY(panel->isTraining());
    QCOMPARE(started.count(), 1);
    QVERIFY(panel->cancelButton()->isVisible() || !ws.isVisible());
    QTRY_VERIFY_WITH_TIMEOUT(!panel->isTraining(), 600000);
    QVERIFY2(panel->statusLabel()->text().contains(QLatin1String("Trained 3 of 3")),
             qPrintable(panel->statusLabel()->text()));
    QCOMPARE(trained.count(), 1);
    QCOMPARE(trained.first().first().toString(), QStringLiteral("lab"));
    QCOMPARE(storedModels(QStringLiteral("lab")), 3);

    // The window loads the context again: every learned method has its scores, no banner.
    open(ws, QStringLiteral("lab"));
    QVERIFY(!panel->offersTraining());
    const int row = int(forecastMethods().indexOf(QStringLiteral("xgboost")));
    const QString mae = ws.scoresTable()->model()->index(row, 1).data().toString();
    QVERIFY2(mae != QStringLiteral("—") && mae.toDouble() > 0, qPrintable(mae));
    // Each trained model's calibration curve on its validation window, a point per standard level.
    QCOMPARE(ws.calibrationChart()->curveCount(), 3);
    QDir().mkpath(QStringLiteral(MIRAGE_BINARY_DIR "/screenshots"));
    ws.show();
    QVERIFY(ws.grab().save(QStringLiteral(MIRAGE_BINARY_DIR "/screenshots/forecast-trained.png")));
    ws.scoresTabs()->setCurrentWidget(ws.calibrationChart());
    QVERIFY(ws.grab().save(QStringLiteral(MIRAGE_BINARY_DIR "/screenshots/forecast-calibration.png")));
  }

  void cancel_stores_nothing()
  {
    ForecastWorkspace ws;
    ModelTrainingPanel *panel = ws.trainingPanel();
    panel->setDatabasePath([this] { return m_db; });
    open(ws, QStringLiteral("lab-cancelled"));
    QSignalSpy trained(&ws, &ForecastWorkspace::modelsTrained);
    panel->trainButton()->click();
    QVERIFY(panel->isTraining());
    panel->cancelButton()->click();
    QTRY_VERIFY_WITH_TIMEOUT(!panel->isTraining(), 600000);
    QVERIFY2(panel->statusLabel()->text().contains(QLatin1String("Cancelled")),
             qPrintable(panel->statusLabel()->text()));
    QCOMPARE(trained.count(), 0);
    QCOMPARE(storedModels(QStringLiteral("lab-cancelled")), 0);
    QVERIFY(panel->offersTraining());
  }

  void a_model_older_than_the_history_is_offered_again()
  {
    ModelTrainingPanel panel;
    ForecastContext context;
    JobOutcome job;
    job.submit = 1700000000;
    job.start = 1700000000 + 600000; // the history's newest start
    job.end = job.start + 60;
    context.history = std::make_shared<JobHistory>(std::vector<JobOutcome>{job});
    QList<StoredForecastModel> models;
    for (const QString &m :
         {QStringLiteral("xgboost"), QStringLiteral("random-forest"), QStringLiteral("torch-quantile")})
      models << StoredForecastModel{1, m, 1699000000, 1700000000 + 600000 - 3600, 0, {}};
    panel.setCluster(QStringLiteral("lab"), context, models);
    QVERIFY(!panel.offersTraining()); // an hour behind the history: fine
    models[0].dataTo -= 2 * 86400;
    panel.setCluster(QStringLiteral("lab"), context, models);
    QVERIFY(panel.offersTraining());
    QVERIFY2(panel.bannerLabel()->text().contains(QLatin1String("Older than the history")) &&
                 panel.bannerLabel()->text().contains(QLatin1String("xgboost")),
             qPrintable(panel.bannerLabel()->text()));
  }
};

QTEST_MAIN(TestModelTraining)
#include "tst_model_training.moc"
