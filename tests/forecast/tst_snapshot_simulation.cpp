// A simulation started from a snapshot: running jobs on their nodes until their limits, the queue
// in Slurm's priority order, unusable nodes and dependent jobs left out.
#include "forecast/snapshot_simulation.h"

#include <QTest>

using namespace mirage;

namespace {
Node node(const QString &name, const QStringList &partitions, const QString &state, int gpus = 4)
{
  Node n;
  n.name = name;
  n.partitions = partitions;
  n.state = state;
  n.gpus = gpus;
  return n;
}

Job job(qint64 id, JobState state, int nodes, qint64 limit, qint64 priority,
        const QString &partition = QStringLiteral("gpu"))
{
  Job j;
  j.id = id;
  j.state = state;
  j.nodes = nodes;
  j.timeLimitSeconds = limit;
  j.priority = priority;
  j.partition = partition;
  j.user = QStringLiteral("u%1").arg(id % 2);
  return j;
}

ClusterSnapshot snapshot()
{
  ClusterSnapshot s;
  s.cluster = QStringLiteral("lab");
  s.time = 10000;
  Partition gpu, debug;
  gpu.name = QStringLiteral("gpu");
  debug.name = QStringLiteral("debug");
  s.partitions = {gpu, debug};
  const QStringList both{QStringLiteral("gpu"), QStringLiteral("debug")}, gpuOnly{QStringLiteral("gpu")};
  s.nodes = {node(QStringLiteral("node1"), both, QStringLiteral("allocated")),
             node(QStringLiteral("node2"), both, QStringLiteral("idle")),
             node(QStringLiteral("node3"), gpuOnly, QStringLiteral("allocated")),
             node(QStringLiteral("node4"), gpuOnly, QStringLiteral("allocated")),
             node(QStringLiteral("node5"), gpuOnly, QStringLiteral("drained"))};
  Job a = job(1, JobState::Running, 1, 3600, 0);
  a.startTime = 10000 - 600; // ends by its limit at 13000
  a.nodeList = QStringLiteral("node1");
  Job b = job(2, JobState::Running, 2, 7200, 0);
  b.startTime = 10000 - 7000; // 200 s left
  b.nodeList = QStringLiteral("node[3-4]");
  Job big = job(10, JobState::Pending, 4, 1000, 500);  // top priority, needs all four usable nodes
  Job small = job(11, JobState::Pending, 1, 100, 400); // fits node2 now
  Job low = job(12, JobState::Pending, 1, 5000, 100);  // would delay the big job
  Job waits = job(13, JobState::Pending, 1, 100, 900);
  waits.dependency = QStringLiteral("afterok:1(unfulfilled)");
  Job huge = job(14, JobState::Pending, 5, 100, 50);
  for (Job *j : {&big, &small, &low, &waits, &huge})
    j->submitTime = 9000;
  s.jobs = {a, b, big, small, low, waits, huge};
  return s;
}
} // namespace

class TestSnapshotSimulation : public QObject {
  Q_OBJECT
private slots:
  void starts_from_the_snapshot()
  {
    sim::SimConfig config;
    config.policy = sim::SchedulingPolicy::Easy;
    auto built = simulationFromSnapshot(snapshot(), config);
    QVERIFY2(built.ok(), qPrintable(built.error()));
    SnapshotSimulation s = built.value();
    QCOMPARE(s.simulator.now(), 10000);
    QCOMPARE(s.simulator.nodes().size(), std::size_t(4)); // node5 is drained
    QCOMPARE(s.simulator.jobOnNode(0), s.jobIndex.value(1));
    QCOMPARE(s.simulator.jobOnNode(2), s.jobIndex.value(2));
    QCOMPARE(s.simulator.jobOnNode(1), -1);
    QCOMPARE(s.leftOut.size(), 2); // the dependent job and the one larger than the partition
    QVERIFY(s.leftOut.join(QLatin1Char('\n')).contains(QLatin1String("job 13")));
    QVERIFY(s.leftOut.join(QLatin1Char('\n')).contains(QLatin1String("job 14")));
    s.simulator.runToEnd();
    const auto started = [&](qint64 id) { return s.simulator.job(s.jobIndex.value(id)).start; };
    // Running jobs end at their limits: job 1 at 13000, job 2 at 10200.
    QCOMPARE(s.simulator.job(s.jobIndex.value(1)).end, 13000);
    QCOMPARE(s.simulator.job(s.jobIndex.value(2)).end, 10200);
    // The small job backfills on node2 at once; the big one starts when job 1 ends; the low one,
    // which would have delayed it, after it.
    QCOMPARE(started(11), 10000);
    QCOMPARE(started(10), 13000);
    QCOMPARE(started(12), 14000);
  }

  void no_usable_node_is_an_error()
  {
    ClusterSnapshot s = snapshot();
    for (Node &n : s.nodes)
      n.state = QStringLiteral("down");
    const auto built = simulationFromSnapshot(s, {});
    QVERIFY(!built.ok());
    QVERIFY(built.error().contains(QLatin1String("lab")));
  }
};

QTEST_GUILESS_MAIN(TestSnapshotSimulation)
#include "tst_snapshot_simulation.moc"
