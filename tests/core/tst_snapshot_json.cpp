#include "services/demo_cluster.h"
#include "core/snapshot_json.h"

#include <QTest>

using namespace mirage;

namespace {
QByteArray minimal(const QByteArray &jobs = "[]", const QByteArray &states = R"({"idle": 2})")
{
  return R"({"format": "mirage-snapshot", "version": 1, "cluster": "c", "time": 1000,
 "partitions": [{"name": "p", "nodes": 2, "cpus_per_node": 8, "gpus_per_node": 4, "gpu_type": "a100",
                 "max_time": "1-00:00:00", "states": )" +
         states + R"(}],
 "jobs": )" +
         jobs + "}";
}
} // namespace

class TestSnapshotJson : public QObject {
  Q_OBJECT
private slots:
  void demo_cluster_is_consistent()
  {
    const auto demo = loadDemoCluster(1'700'000'000);
    QVERIFY2(demo.ok(), qPrintable(demo.error()));
    const ClusterSnapshot &s = demo.value();
    QCOMPARE(s.cluster, QStringLiteral("demo"));
    QCOMPARE(s.time, qint64(1'700'000'000));
    QVERIFY(s.partitions.size() >= 2);
    QVERIFY(s.count(JobState::Running) > 10);
    QVERIFY(s.count(JobState::Pending) > 5); // 1'700'000'000 is a busy hour
    // Every running job fits its partition and its nodes are counted as busy there.
    for (const Partition &p : s.partitions) {
      int busyNodes = 0;
      for (const Job &j : s.jobs) {
        if (j.partition != p.name)
          continue;
        QVERIFY(j.submitTime <= s.time);
        QVERIFY(j.timeLimitSeconds > 0);
        QVERIFY2(p.maxTimeSeconds == 0 || j.timeLimitSeconds <= p.maxTimeSeconds, qPrintable(p.name));
        if (j.state == JobState::Running) {
          QVERIFY(j.startTime >= j.submitTime && j.startTime <= s.time);
          QVERIFY(j.limitEnd() > s.time); // still within its limit
          busyNodes += j.nodes;
        }
      }
      QCOMPARE(busyNodes, p.nodesAllocated + p.nodesMixed);
    }
    QVERIFY(s.gpusInUse() <= s.totalGpus());
    int defaults = 0;
    for (const Partition &p : s.partitions)
      defaults += p.isDefault;
    QCOMPARE(defaults, 1);
  }

  void demo_is_deterministic_and_round_trips()
  {
    const auto a = loadDemoCluster(1'700'000'000), b = loadDemoCluster(1'700'000'000);
    QVERIFY(a.ok() && b.ok());
    QCOMPARE(a->jobs, b->jobs);
    QCOMPARE(a->nodes, b->nodes);
    // Written as a Mirage snapshot and read back, nothing changes.
    const auto back = parseSnapshotJson(snapshotToJson(a.value()), QStringLiteral("demo.json"), 0);
    QVERIFY2(back.ok(), qPrintable(back.error()));
    QCOMPARE(back->jobs, a->jobs);
    QCOMPARE(back->partitions, a->partitions);
    QCOMPARE(back->nodes, a->nodes);
    QCOMPARE(back->time, a->time);
  }

  void finds_a_job_by_id_or_array_name_data()
  {
    QTest::addColumn<QString>("id");
    QTest::addColumn<qint64>("found"); // -1: none
    QTest::newRow("id") << QStringLiteral("717145") << qint64(717145);
    QTest::newRow("id with spaces") << QStringLiteral(" 717145 ") << qint64(717145);
    QTest::newRow("array task") << QStringLiteral("12_3") << qint64(15);
    QTest::newRow("array task's own id") << QStringLiteral("15") << qint64(15);
    QTest::newRow("absent id") << QStringLiteral("99") << qint64(-1);
    QTest::newRow("absent task") << QStringLiteral("12_4") << qint64(-1);
    QTest::newRow("not an id") << QStringLiteral("yesterday") << qint64(-1);
  }

  void finds_a_job_by_id_or_array_name()
  {
    QFETCH(QString, id);
    QFETCH(qint64, found);
    ClusterSnapshot s;
    Job a;
    a.id = 717145;
    Job task;
    task.id = 15;
    task.arrayId = QStringLiteral("12_3");
    s.jobs = {a, task};
    const Job *j = s.findJob(id);
    QCOMPARE(j ? j->id : qint64(-1), found);
  }

  void parses_a_minimal_snapshot()
  {
    const auto r = parseSnapshotJson(minimal(R"([{"id": 7, "name": "x", "user": "u", "partition": "p",
      "state": "RUNNING", "submit": 100, "start": 200, "time_limit": 3600, "nodes": 1, "gpus_per_node": 4}])",
                                             R"({"allocated": 1, "idle": 1})"),
                                     QStringLiteral("s.json"), 0);
    QVERIFY2(r.ok(), qPrintable(r.error()));
    QCOMPARE(r->jobs.size(), 1);
    QCOMPARE(r->jobs[0].startTime, qint64(200));
    QCOMPARE(r->partitions[0].maxTimeSeconds, qint64(86400));
    QCOMPARE(r->gpusInUse(), 4);
    QCOMPARE(r->totalGpus(), 8);
  }

  void errors_name_the_source_and_place_data()
  {
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("expected");
    QTest::newRow("truncated") << minimal().left(120) << "s.json: line 2";
    QTest::newRow("not an object") << QByteArray("[1, 2]") << "s.json: expected a JSON object";
    QTest::newRow("other format") << QByteArray(R"({"format": "swf"})") << "not a Mirage snapshot";
    QTest::newRow("future version") << QByteArray(R"({"format": "mirage-snapshot", "version": 9})") << "version 9";
    QTest::newRow("bad state") << minimal(R"([{"id": 1, "name": "x", "user": "u", "partition": "p", "state": "DONE",
        "submit": 1, "time_limit": 60, "nodes": 1}])")
                               << "jobs[0].state: expected RUNNING or PENDING, got 'DONE'";
    QTest::newRow("unknown partition") << minimal(R"([{"id": 1, "name": "x", "user": "u", "partition": "q",
        "state": "PENDING", "submit": 1, "time_limit": 60, "nodes": 1}])")
                                       << "jobs[0].partition: unknown partition 'q'";
    QTest::newRow("negative nodes") << minimal(R"([{"id": 1, "name": "x", "user": "u", "partition": "p",
        "state": "PENDING", "submit": 1, "time_limit": 60, "nodes": -2}])")
                                    << "jobs[0].nodes: expected an integer ≥ 1";
    QTest::newRow("node states") << minimal("[]", R"({"idle": 5})")
                                 << "node states add up to 5, but the partition has 2";
    QTest::newRow("bad max_time") << minimal().replace("1-00:00:00", "forever") << "partitions[0].max_time: 'forever'";
    QTest::newRow("start before submit") << minimal(R"([{"id": 1, "name": "x", "user": "u", "partition": "p",
        "state": "RUNNING", "submit": 500, "start": 100, "time_limit": 60, "nodes": 1}])",
                                                    R"({"allocated": 1, "idle": 1})")
                                         << "jobs[0].start: job starts before it was submitted";
  }
  void errors_name_the_source_and_place()
  {
    QFETCH(QByteArray, json);
    QFETCH(QString, expected);
    const auto r = parseSnapshotJson(json, QStringLiteral("s.json"), 0);
    QVERIFY(!r.ok());
    QVERIFY2(r.error().contains(expected), qPrintable(r.error()));
    QVERIFY(r.error().startsWith(QStringLiteral("s.json: ")));
  }
};

QTEST_GUILESS_MAIN(TestSnapshotJson)
#include "tst_snapshot_json.moc"
