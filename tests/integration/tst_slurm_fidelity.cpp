// The simulator against real Slurm, small: a dozen short jobs on the local test cluster (two
// partitions, 1-4 whole nodes, GPU requests, a queue that makes some of them backfill), replayed
// through the simulator configured from the same slurm.conf. mirage-bench --fidelity runs the
// full-size version (40 jobs) and prints the figures.
#include "fidelity/slurm_fidelity.h"

#include <QFile>
#include <QJsonDocument>
#include <QTest>

using namespace mirage;

class TestSlurmFidelity : public QObject {
  Q_OBJECT
private slots:
  void simulated_starts_follow_real_slurm()
  {
    const QString conf = QStringLiteral("/etc/slurm/slurm.conf");
    QVERIFY2(QFile::exists(conf), "the local test cluster is not up (tests/cluster/up.sh)");
    fidelity::WorkloadSpec spec;
    spec.jobs = 12;
    spec.maxRuntimeS = 30;
    spec.meanGapS = 3;
    spec.seed = 5;
    const std::vector<fidelity::PlannedJob> workload = fidelity::makeWorkload(spec);
    const fidelity::FidelityReport report = fidelity::runFidelity(workload, conf, 600);
    const QJsonObject json = fidelity::toJson(report);
    qInfo().noquote() << QJsonDocument(json).toJson(QJsonDocument::Compact);
    QVERIFY2(report.error.isEmpty(), qPrintable(report.error));
    QCOMPARE(report.jobs.size(), workload.size());
    for (const fidelity::JobOutcome &o : report.jobs) {
      QCOMPARE(o.state, QStringLiteral("COMPLETED"));
      QVERIFY(o.simStart >= o.submit);
    }
    // Looser than the benchmark's targets (median 5 s, p90 30 s): Slurm itself schedules the same
    // jobs differently from run to run (tst_fidelity_replay measures by how much), and this runs on
    // a busy CI machine. A simulator that got partitions, GPUs or backfill wrong is minutes off.
    QVERIFY2(report.medianAbsDeltaS <= 10, qPrintable(QString::number(report.medianAbsDeltaS)));
    QVERIFY2(report.p90AbsDeltaS <= 60, qPrintable(QString::number(report.p90AbsDeltaS)));
    QVERIFY2(report.sameOrderShare >= 0.8, qPrintable(QString::number(report.sameOrderShare)));
  }
};

QTEST_GUILESS_MAIN(TestSlurmFidelity)
#include "tst_slurm_fidelity.moc"
