// The simulation service: hand-computed waits on a tiny trace, the CSV rows, progress that rises
// to the end, cancelling, and the errors (an empty window, a partition the slurm.conf lacks).
#include "services/trace_simulation.h"

#include "result_check.h"
#include "test_fixtures.h"
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace mirage;
using namespace mirage::services;

namespace {
using test::kTinySwf; // waits 0, 3000, 4200 s on one node; 0, 0, 1200 s on two
constexpr qint64 T0 = test::kTinySwfStart;
const QString kLs6 = QStringLiteral(MIRAGE_SHARED_DATA_DIR "/ls6-a100.log");
} // namespace

class TestTraceSimulation : public QObject {
  Q_OBJECT
  QTemporaryDir m_dir;
  QString m_tiny;

private slots:
  void initTestCase()
  {
    m_tiny = m_dir.filePath(QStringLiteral("tiny.swf"));
    QFile f(m_tiny);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(kTinySwf);
  }

  void hand_computed_waits_data()
  {
    QTest::addColumn<int>("nodes");
    QTest::addColumn<double>("loadScale");
    QTest::addColumn<double>("meanWait");
    QTest::addColumn<double>("utilisation"); // node-seconds 6000 over the span × nodes
    QTest::newRow("one node") << 1 << 1.0 << (0 + 3000 + 4200) / 3.0 << 6000.0 / 6000.0;
    QTest::newRow("two nodes") << 2 << 1.0 << 1200 / 3.0 << 6000.0 / (3600.0 * 2);
    // Twice the arrival rate: submits at 0, 300, 600 on one node: waits 0, 3300, 4800.
    QTest::newRow("load x2") << 1 << 2.0 << (0 + 3300 + 4800) / 3.0 << 6000.0 / 6000.0;
  }
  void hand_computed_waits()
  {
    QFETCH(int, nodes);
    QFETCH(double, loadScale);
    QFETCH(double, meanWait);
    QFETCH(double, utilisation);
    TraceSimulationOptions o;
    o.trace = m_tiny;
    o.nodes = nodes;
    o.policy = QStringLiteral("fcfs");
    o.loadScale = loadScale;
    o.keepJobs = true;
    const auto r = simulateTrace(o);
    QVERIFY_OK(r);
    QCOMPARE(r->jobs, 3);
    QCOMPARE(r->nodes, nodes);
    QCOMPARE(r->policy, QStringLiteral("fcfs"));
    QCOMPARE(r->meanWaitS, meanWait);
    QCOMPARE(r->utilisation, utilisation);
    QCOMPARE(int(r->jobRows.size()), 3);
    QCOMPARE(r->jobRows[0].jobId, QStringLiteral("1"));
    QCOMPARE(r->jobRows[0].start, T0);
    QCOMPARE(r->jobRows[2].end - r->jobRows[2].start, 600);
    QCOMPARE(r->json(0).value(QLatin1String("mean_wait_s")).toDouble(), meanWait);
  }

  void progress_rises_to_the_end_and_cancel_stops()
  {
    TraceSimulationOptions o;
    o.trace = kLs6;
    o.nodes = 72;
    o.gpusPerNode = 3;
    QList<int> seen;
    const auto whole = simulateTrace(o, [&](int done, int total) {
      seen << done;
      return total == 1000;
    });
    QVERIFY_OK(whole);
    QVERIFY(seen.size() > 10);
    QVERIFY(std::is_sorted(seen.begin(), seen.end()));
    QVERIFY2(seen.back() > 900, qPrintable(QString::number(seen.back())));
    int calls = 0;
    const auto cancelled = simulateTrace(o, [&](int, int) { return ++calls < 3; });
    QVERIFY(!cancelled.ok());
    QCOMPARE(calls, 3);
    QVERIFY(cancelled.error().contains(QLatin1String("cancelled")));
  }

  void errors_name_what_is_wrong()
  {
    TraceSimulationOptions o;
    o.trace = m_tiny;
    o.from = T0 + 86400;
    const auto empty = simulateTrace(o);
    QVERIFY(!empty.ok());
    QVERIFY2(empty.error().contains(QLatin1String("no jobs")), qPrintable(empty.error()));
    o.trace = m_dir.filePath(QStringLiteral("missing.swf"));
    const auto missing = simulateTrace(o);
    QVERIFY2(!missing.ok() && missing.error().contains(QLatin1String("missing.swf")), qPrintable(missing.error()));

    const QString conf = m_dir.filePath(QStringLiteral("slurm.conf"));
    QFile f(conf);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("NodeName=c[1-4]\nPartitionName=gpu Nodes=c[1-4] Default=YES\n");
    f.close();
    auto cluster = readClusterConfig(conf);
    QVERIFY_OK(cluster);
    sim::SlurmConfig c = std::move(cluster).value();
    QVERIFY(!resizeClusterPartition(c, QStringLiteral("cpu"), 8).ok());
    QVERIFY_OK(resizeClusterPartition(c, QStringLiteral("gpu"), 8));
    QCOMPARE(int(c.nodes.size()), 8);
  }
};

QTEST_GUILESS_MAIN(TestTraceSimulation)
#include "tst_trace_simulation.moc"
