// The synthetic workload and the demo cluster built from it with the simulator.
#include "services/demo_cluster.h"
#include "store/database.h"
#include "traces/trace_reader.h"
#include "traces/workload_generator.h"

#include "result_check.h"
#include <QTemporaryDir>
#include <QTest>

using namespace mirage;

namespace {
const EpochSeconds kMonday = 1'699'833'600; // 2023-11-13 00:00 UTC
}

class TestWorkloadGenerator : public QObject {
  Q_OBJECT
private slots:
  void deterministic_and_in_range()
  {
    const WorkloadModel m = demoWorkloadModel();
    const auto a = generateWorkload(m, kMonday, kMonday + 28 * 86400);
    const auto b = generateWorkload(m, kMonday, kMonday + 28 * 86400);
    QCOMPARE(a.size(), b.size());
    for (std::size_t i = 0; i < a.size(); ++i)
      QVERIFY(a[i].jobId == b[i].jobId && a[i].submit == b[i].submit && a[i].runtime == b[i].runtime);
    // About the configured rate (plus the chained services).
    const double perHour = double(a.size()) / (28 * 24);
    QVERIFY2(perHour > m.jobsPerHour * 0.85 && perHour < m.jobsPerHour * 1.25, qPrintable(QString::number(perHour)));
    int toLimit = 0;
    for (const TraceJob &j : a) {
      QVERIFY(j.submit >= kMonday && j.submit < kMonday + 28 * 86400);
      QVERIFY(j.runtime > 0 && j.runtime <= j.timeLimit);
      QVERIFY(j.timeLimit >= 3600 && j.timeLimit <= 48 * 3600);
      toLimit += j.runtime == j.timeLimit;
    }
    const double share = double(toLimit) / double(a.size());
    QVERIFY2(share > 0.15 && share < 0.4, qPrintable(QString::number(share))); // many end early, some run out
  }

  void daily_and_weekly_cycles()
  {
    const auto jobs = generateWorkload(demoWorkloadModel(), kMonday, kMonday + 8 * 7 * 86400);
    double afternoon = 0, night = 0, weekday = 0, weekend = 0;
    for (const TraceJob &j : jobs) {
      if (j.user.startsWith(QLatin1String("service")))
        continue;
      const qint64 hour = (j.submit / 3600) % 24, day = ((j.submit - kMonday) / 86400) % 7;
      afternoon += hour >= 13 && hour < 17;
      night += hour >= 1 && hour < 5;
      (day >= 5 ? weekend : weekday) += 1;
    }
    QVERIFY2(afternoon > 1.5 * night, qPrintable(QStringLiteral("%1 vs %2").arg(afternoon).arg(night)));
    QVERIFY(weekend / 2 < 0.8 * (weekday / 5));
  }

  void fit_recovers_the_shape_of_a_trace()
  {
    // Fitted to the LS6 trace: its rate (24,776 jobs in ~178 days ≈ 5.8/h), its node counts and limits.
    TraceOptions options;
    options.timeZone = QTimeZone("America/Chicago");
    auto opened = openTraceReader(QStringLiteral(MIRAGE_SHARED_DATA_DIR "/ls6-a100.log"), options);
    QVERIFY_OK(opened);
    const auto reader = std::move(opened).value();
    std::vector<TraceJob> jobs;
    TraceJob j;
    while (reader->next(j))
      jobs.push_back(j);
    const WorkloadModel fitted = fitWorkloadModel(jobs, demoWorkloadModel());
    QVERIFY2(fitted.jobsPerHour > 5 && fitted.jobsPerHour < 7, qPrintable(QString::number(fitted.jobsPerHour)));
    QCOMPARE(fitted.nodeCounts.front().first, 1);
    bool has2880 = false;
    for (const auto &l : fitted.limitsS)
      has2880 = has2880 || l.first == 2880 * 60;
    QVERIFY(has2880);
    QVERIFY(fitted.runsToLimit > 0 && fitted.runsToLimit < 1);
    // And a workload generated from the fit has about the trace's rate.
    WorkloadModel m = fitted;
    m.chainedServices = 0;
    const auto generated = generateWorkload(m, kMonday, kMonday + 28 * 86400);
    const double perHour = double(generated.size()) / (28 * 24);
    QVERIFY2(std::abs(perHour - fitted.jobsPerHour) < 0.15 * fitted.jobsPerHour, qPrintable(QString::number(perHour)));
  }

  void demo_history_and_store()
  {
    const DemoCluster demo = buildDemoCluster(kMonday + 14 * 3600, 30);
    QVERIFY(demo.history.size() > 1000);
    QCOMPARE(demo.hourly.size(), 7 * 24);
    for (const TraceJob &j : demo.history)
      QVERIFY(j.start >= j.submit && j.end >= j.start && j.end <= kMonday + 14 * 3600);
    for (const SnapshotPoint &p : demo.hourly)
      QVERIFY(p.gpusInUse <= p.gpusTotal);
    QTemporaryDir dir;
    Database db;
    QVERIFY_OK(db.open(dir.filePath(QStringLiteral("m.sqlite"))));
    QVERIFY_OK(storeDemoCluster(db, demo));
    QVERIFY_OK(storeDemoCluster(db, demo)); // the second time only the current snapshot
    Statement jobs = db.prepare(QStringLiteral("SELECT count(*) FROM jobs"));
    QVERIFY(jobs.step());
    QCOMPARE(jobs.int64(0), qint64(demo.history.size()));
    const auto points = snapshotHistory(db, QStringLiteral("demo"));
    QCOMPARE(points.size(), demo.hourly.size() + 2);
    QVERIFY(latestSnapshot(db, QStringLiteral("demo")).ok());
  }
};

QTEST_GUILESS_MAIN(TestWorkloadGenerator)
#include "tst_workload_generator.moc"
