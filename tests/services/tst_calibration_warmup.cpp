// The adaptive calibration warmed on a cluster's own last week, on the demo cluster stored in a
// real SQLite file as the window stores it: the methods that need no training learn from every
// job of the week, the state is stored and used by the window's forecasts, and a state the poller
// has taken further is left alone.
#include "forecast/forecaster_factory.h"
#include "services/calibration_warmup.h"
#include "services/demo_cluster.h"
#include "store/calibration_store.h"
#include "store/database.h"
#include "store/forecast_model_store.h"

#include <QTemporaryDir>
#include <QTest>

using namespace mirage;

class TestCalibrationWarmup : public QObject {
  Q_OBJECT
private slots:
  void the_demo_is_calibrated_on_its_last_week()
  {
    QTemporaryDir dir;
    Database db;
    QVERIFY(db.open(dir.filePath(QStringLiteral("m.sqlite"))).ok());
    const DemoCluster demo = buildDemoCluster(1765000000, 30);
    QVERIFY(storeDemoCluster(db, demo).ok());
    QVERIFY(services::calibrationMissing(db, QStringLiteral("demo")));
    // Before: no state, so the window's Monte-Carlo forecasts are its raw ones.
    QVERIFY(loadCalibration(db, QStringLiteral("demo")).empty());

    const auto warmed = services::warmCalibration(db, QStringLiteral("demo"), 7);
    QVERIFY2(warmed.ok(), qPrintable(warmed.error()));
    QCOMPARE(warmed->methods, services::warmedMethods());
    QVERIFY2(warmed->jobs > 100, qPrintable(QString::number(warmed->jobs)));
    const std::map<QString, CalibrationRecord> stored = loadCalibration(db, QStringLiteral("demo"));
    for (const QString &m : services::warmedMethods()) {
      QVERIFY2(stored.count(m), qPrintable(m));
      QVERIFY2(stored.at(m).state.observations() >= stored.at(m).state.settings().minObservations, qPrintable(m));
    }
    QVERIFY(!services::calibrationMissing(db, QStringLiteral("demo")));

    // The window's forecaster is the calibrated one now, and its band is not the raw one's.
    const ForecastContext context = loadForecastContext(db, QStringLiteral("demo"));
    const auto calibrated = makeForecaster(QStringLiteral("monte-carlo"), context);
    const auto raw = makeRawForecaster(QStringLiteral("monte-carlo"), context);
    QVERIFY(calibrated.ok() && raw.ok());
    QVERIFY(calibrated.value() != raw.value());
    JobRequest request;
    request.partition = demo.current.partitions.front().name;
    request.nodes = 1;
    request.timeLimitSeconds = 4 * 3600;
    const auto shifted = calibrated.value()->forecast(demo.current, request, demo.current.time);
    const auto plain = raw.value()->forecast(demo.current, request, demo.current.time);
    QVERIFY2(shifted.ok() && plain.ok(), qPrintable(shifted.error() + plain.error()));
    QVERIFY(shifted->quantile(0.9) != plain->quantile(0.9) || shifted->quantile(0.1) != plain->quantile(0.1));

    // Warming again changes nothing: the stored states have learned as much.
    const auto again = services::warmCalibration(db, QStringLiteral("demo"), 7);
    QVERIFY2(again.ok(), qPrintable(again.error()));
    QVERIFY(again->methods.isEmpty());
  }

  void a_history_too_short_is_named()
  {
    QTemporaryDir dir;
    Database db;
    QVERIFY(db.open(dir.filePath(QStringLiteral("m.sqlite"))).ok());
    const auto none = services::warmCalibration(db, QStringLiteral("nowhere"), 7);
    QVERIFY(!none.ok());
    QVERIFY2(none.error().contains(QLatin1String("nowhere")), qPrintable(none.error()));
    QVERIFY(storeDemoCluster(db, buildDemoCluster(1765000000, 5)).ok());
    const auto shortHistory = services::warmCalibration(db, QStringLiteral("demo"), 30);
    QVERIFY(!shortHistory.ok());
    QVERIFY2(shortHistory.error().contains(QLatin1String("30 days")), qPrintable(shortHistory.error()));
  }
};

QTEST_GUILESS_MAIN(TestCalibrationWarmup)
#include "tst_calibration_warmup.moc"
