// The simulator against runs recorded on real Slurm (22.05, the project's test cluster, whose
// slurm.conf is in the fixture): the same jobs, their real submits and runtimes, replayed through
// the simulator configured from that slurm.conf. Runs a-c are the same workload (mirage-bench
// --fidelity 40 --fidelity-gap 6, seed 1), run d another (seed 2): at a submission every 6 s
// Slurm itself schedules one workload differently from run to run (a second's jitter in an end
// changes what fits before a plan), which this test measures too. Run e arrives every 12 s (the
// benchmark's default): there the simulator must meet the benchmark's targets. Runs a–e are the
// recordings the simulator was developed against; runs f–i were recorded afterwards with other
// seeds at both loads, and hold it to the same targets on workloads it was never adjusted to. The
// test needs no cluster and fails when a change to the simulator moves it away from Slurm.
#include "fidelity/slurm_fidelity.h"
#include "sim/percentile.h"

#include <QFile>
#include <QJsonDocument>
#include <QTest>

#include <algorithm>
#include <cmath>

using namespace mirage;

namespace {
const QString kDir = QStringLiteral(MIRAGE_SOURCE_DIR "/tests/fixtures/slurm-fidelity/");
const QStringList kRuns{QStringLiteral("run-a.json"), QStringLiteral("run-b.json"), QStringLiteral("run-c.json"),
                        QStringLiteral("run-d.json")};
const QString kCalm = QStringLiteral("run-e.json");
const QStringList kSameWorkload{QStringLiteral("run-a.json"), QStringLiteral("run-b.json"),
                                QStringLiteral("run-c.json")};

fidelity::FidelityReport load(const QString &name)
{
  QFile f(kDir + name);
  if (!f.open(QIODevice::ReadOnly)) {
    fidelity::FidelityReport failed;
    failed.error = QStringLiteral("cannot read ") + f.fileName();
    return failed;
  }
  return fidelity::fromJson(QJsonDocument::fromJson(f.readAll()).object());
}

} // namespace

class TestFidelityReplay : public QObject {
  Q_OBJECT
private slots:
  void simulated_starts_follow_the_recorded_ones()
  {
    std::vector<double> deltas;
    for (const QString &run : kRuns) {
      fidelity::FidelityReport report = load(run);
      QVERIFY2(report.error.isEmpty(), qPrintable(report.error));
      QCOMPARE(report.jobs.size(), std::size_t(40));
      fidelity::compareWithSimulator(report, kDir + QStringLiteral("slurm.conf"));
      QVERIFY2(report.error.isEmpty(), qPrintable(report.error));
      qInfo("%s: |Δstart| median %.1f s, p90 %.1f s, max %.0f s; pairs in the same order %.3f, jobs in the same "
            "place %.3f",
            qPrintable(run), report.medianAbsDeltaS, report.p90AbsDeltaS, report.maxAbsDeltaS, report.sameOrderShare,
            report.samePlaceShare);
      QVERIFY(report.sameOrderShare >= 0.85);
      for (const fidelity::JobOutcome &o : report.jobs)
        deltas.push_back(std::abs(double(o.simStart - o.start)));
    }
    const double median = sim::percentile(deltas, 0.5), p90 = sim::percentile(deltas, 0.9);
    qInfo("all runs: |Δstart| median %.1f s, p90 %.1f s", median, p90);
    // Slurm against Slurm on one workload reaches a median of 32-36 s and a p90 of 122-124 s
    // (below); the simulator stays well inside that.
    QVERIFY(median <= 8);
    QVERIFY(p90 <= 110);
  }

  void the_benchmark_targets_hold_at_the_default_load()
  {
    fidelity::FidelityReport report = load(kCalm);
    QVERIFY2(report.error.isEmpty(), qPrintable(report.error));
    fidelity::compareWithSimulator(report, kDir + QStringLiteral("slurm.conf"));
    qInfo("%s: |Δstart| median %.1f s, p90 %.1f s, max %.0f s; pairs in the same order %.3f", qPrintable(kCalm),
          report.medianAbsDeltaS, report.p90AbsDeltaS, report.maxAbsDeltaS, report.sameOrderShare);
    // Slurm backfilled: jobs started out of submission order.
    int outOfOrder = 0;
    for (std::size_t a = 0; a < report.jobs.size(); ++a)
      for (std::size_t b = a + 1; b < report.jobs.size(); ++b)
        outOfOrder += report.jobs[b].start < report.jobs[a].start;
    QVERIFY(outOfOrder > 20);
    QVERIFY(report.medianAbsDeltaS <= 5);
    QVERIFY(report.p90AbsDeltaS <= 30);
    QVERIFY(report.sameOrderShare >= 0.95);
  }

  void fresh_recordings_at_both_loads()
  {
    // Runs f–i were recorded after the simulator's last change, with seeds it was never compared
    // with (11 and 12), at both loads; the targets were fixed before they were looked at: at the
    // benchmark's default load (a submission every 12 s) median ≤ 5 s and p90 ≤ 30 s, at twice the
    // load the bounds runs a–d are held to (median ≤ 8 s, p90 ≤ 110 s), both pooled over the runs.
    struct Load {
      const char *name;
      QStringList runs;
      double median, p90;
    };
    const Load loads[] = {{"gap 12 s", {QStringLiteral("run-g.json"), QStringLiteral("run-i.json")}, 5, 30},
                          {"gap 6 s", {QStringLiteral("run-f.json"), QStringLiteral("run-h.json")}, 8, 110}};
    for (const Load &level : loads) {
      std::vector<double> deltas;
      for (const QString &run : level.runs) {
        fidelity::FidelityReport report = load(run);
        QVERIFY2(report.error.isEmpty(), qPrintable(report.error));
        QCOMPARE(report.jobs.size(), std::size_t(40));
        fidelity::compareWithSimulator(report, kDir + QStringLiteral("slurm.conf"));
        QVERIFY2(report.error.isEmpty(), qPrintable(report.error));
        qInfo("%s (%s): |Δstart| median %.1f s, p90 %.1f s, max %.0f s; pairs in the same order %.3f, jobs in the "
              "same place %.3f",
              qPrintable(run), level.name, report.medianAbsDeltaS, report.p90AbsDeltaS, report.maxAbsDeltaS,
              report.sameOrderShare, report.samePlaceShare);
        QVERIFY(report.sameOrderShare >= 0.85);
        for (const fidelity::JobOutcome &o : report.jobs)
          deltas.push_back(std::abs(double(o.simStart - o.start)));
      }
      const double median = sim::percentile(deltas, 0.5), p90 = sim::percentile(deltas, 0.9);
      qInfo("%s, fresh runs pooled: |Δstart| median %.1f s, p90 %.1f s", level.name, median, p90);
      QVERIFY2(median <= level.median && p90 <= level.p90, level.name);
    }
  }

  void slurm_itself_varies_from_run_to_run()
  {
    // The noise floor the figures above stand against: the same workload, two real runs.
    std::vector<std::vector<double>> starts;
    for (const QString &run : kSameWorkload) {
      const fidelity::FidelityReport report = load(run);
      QVERIFY2(report.error.isEmpty(), qPrintable(report.error));
      qint64 first = report.jobs.front().submit;
      for (const fidelity::JobOutcome &o : report.jobs)
        first = std::min(first, o.submit);
      std::vector<double> s;
      for (const fidelity::JobOutcome &o : report.jobs)
        s.push_back(double(o.start - first));
      starts.push_back(s);
    }
    double worstMedian = 0;
    for (std::size_t a = 0; a < starts.size(); ++a)
      for (std::size_t b = a + 1; b < starts.size(); ++b) {
        std::vector<double> d;
        for (std::size_t i = 0; i < starts[a].size(); ++i)
          d.push_back(std::abs(starts[a][i] - starts[b][i]));
        qInfo("real %zu vs real %zu: |Δstart| median %.1f s, p90 %.1f s", a, b, sim::percentile(d, 0.5),
              sim::percentile(d, 0.9));
        worstMedian = std::max(worstMedian, sim::percentile(d, 0.5));
      }
    QVERIFY(worstMedian > 5); // if this fails, the recordings are not what the README says
  }
};

QTEST_GUILESS_MAIN(TestFidelityReplay)
#include "tst_fidelity_replay.moc"
