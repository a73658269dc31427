// The simulator against runs recorded on real Slurm (22.05, the project's test cluster, whose
// slurm.conf is in the fixture): the same jobs, their real submits and runtimes, replayed through
// the simulator configured from that slurm.conf, start when Slurm started them. The recordings come
// from mirage-bench --fidelity 40 (tests/fixtures/slurm-fidelity/README.md); this test needs no
// cluster, and fails when a change to the simulator moves it away from Slurm.
#include "fidelity/slurm_fidelity.h"

#include <QFile>
#include <QJsonDocument>
#include <QTest>

using namespace mirage;

class TestFidelityReplay : public QObject {
  Q_OBJECT
private slots:
  void recorded_runs_data()
  {
    QTest::addColumn<QString>("file");
    const QString dir = QStringLiteral(MIRAGE_SOURCE_DIR "/tests/fixtures/slurm-fidelity/");
    for (const char *run : {"run-b.json", "run-c.json"})
      QTest::newRow(run) << dir + QLatin1String(run);
  }
  void recorded_runs()
  {
    QFETCH(QString, file);
    QFile f(file);
    QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(file));
    fidelity::FidelityReport report = fidelity::fromJson(QJsonDocument::fromJson(f.readAll()).object());
    QVERIFY2(report.error.isEmpty(), qPrintable(report.error));
    QCOMPARE(report.jobs.size(), std::size_t(40));
    fidelity::compareWithSimulator(report,
                                   QStringLiteral(MIRAGE_SOURCE_DIR "/tests/fixtures/slurm-fidelity/slurm.conf"));
    QVERIFY2(report.error.isEmpty(), qPrintable(report.error));
    qInfo("|Δstart| median %.1f s, p90 %.1f s, max %.0f s; same order %.3f", report.medianAbsDeltaS,
          report.p90AbsDeltaS, report.maxAbsDeltaS, report.sameOrderShare);
    // The benchmark's targets.
    QVERIFY(report.medianAbsDeltaS <= 5);
    QVERIFY(report.p90AbsDeltaS <= 30);
    QVERIFY(report.sameOrderShare >= 0.95);
  }
};

QTEST_GUILESS_MAIN(TestFidelityReplay)
#include "tst_fidelity_replay.moc"
