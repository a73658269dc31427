// Parsers of what Slurm prints: hostlists, GRES/TRES, scontrol -o, squeue and sinfo as text and as
// JSON of both generations. Fixtures: tests/fixtures/slurm-22.05 (captured from the project's
// local cluster by tests/fixtures/capture-slurm.sh), ../shared/data/slurm-22.05-samples, and a
// hand-written v0.0.40 document (tests/fixtures/slurm-23.11).
#include "slurm/hostlist.h"
#include "slurm/queue_parsers.h"
#include "slurm/sacct_json.h"
#include "slurm/scontrol_parser.h"
#include "slurm/slurm_values.h"

#include <QFile>
#include <QJsonObject>
#include <QTest>

using namespace mirage;

namespace {
QByteArray fixture(const QString &name)
{
  QFile f(QStringLiteral(MIRAGE_SOURCE_DIR "/tests/fixtures/") + name);
  return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}
QByteArray sample(const QString &name)
{
  QFile f(QStringLiteral(MIRAGE_SHARED_DATA_DIR "/slurm-22.05-samples/") + name);
  return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}
QStringList names(std::initializer_list<const char *> list)
{
  QStringList out;
  for (const char *s : list)
    out << QString::fromLatin1(s);
  return out;
}
const Job *byName(const QList<Job> &jobs, const QString &name)
{
  for (const Job &j : jobs)
    if (j.name == name)
      return &j;
  return nullptr;
}
} // namespace

class TestSlurmParsers : public QObject {
  Q_OBJECT
private slots:
  void hostlists_data()
  {
    QTest::addColumn<QString>("list");
    QTest::addColumn<QStringList>("names");
    QTest::newRow("single") << "node1" << QStringList{QStringLiteral("node1")};
    QTest::newRow("range") << "node[1-4]" << names({"node1", "node2", "node3", "node4"});
    QTest::newRow("padded mixed") << "gpu[001-003,010]" << names({"gpu001", "gpu002", "gpu003", "gpu010"});
    QTest::newRow("several") << "a[1-2],login,b7" << names({"a1", "a2", "login", "b7"});
    QTest::newRow("product") << "r[1-2]n[1-2]" << names({"r1n1", "r1n2", "r2n1", "r2n2"});
    QTest::newRow("none") << "(null)" << QStringList{};
  }
  void hostlists()
  {
    QFETCH(QString, list);
    QFETCH(QStringList, names);
    const auto r = expandHostlist(list);
    QVERIFY2(r.ok(), qPrintable(r.error()));
    QCOMPARE(r.value(), names);
    if (!names.isEmpty() && !list.contains(QLatin1String("]n"))) {
      QStringList sorted = names;
      sorted.sort();
      QStringList back = expandHostlist(compressHostlist(names)).value();
      back.sort();
      QCOMPARE(back, sorted);
    }
  }
  void bad_hostlists_are_named_data()
  {
    QTest::addColumn<QString>("hostlist");
    for (const char *bad : {"node[1-", "node1-3]", "node[3-1]", "node[a-b]"})
      QTest::newRow(bad) << QString::fromLatin1(bad);
  }
  void bad_hostlists_are_named()
  {
    QFETCH(QString, hostlist);
    const auto r = expandHostlist(hostlist);
    QVERIFY(!r.ok());
    QVERIFY2(r.error().contains(hostlist), qPrintable(r.error()));
  }
  void bad_hostlists()
  {
    // Found by fuzzing: brackets that multiply ("a[1-60][1-60][1-60][1-60]": 13 million names) are
    // refused at 200,000 hosts instead of expanding to gigabytes; one cluster's worth still expands.
    const auto huge = expandHostlist(QStringLiteral("a[1-60][1-60][1-60][1-60]"));
    QVERIFY2(!huge.ok() && huge.error().contains(QLatin1String("more than 200000 hosts")), qPrintable(huge.error()));
    QVERIFY(!expandHostlist(QStringLiteral("a[1-150000],b[1-150000]")).ok());
    QCOMPARE(expandHostlist(QStringLiteral("c[1-100]-[1-1000]")).value().size(), 100000);
    QCOMPARE(compressHostlist(names({"gpu010", "gpu001", "gpu002", "gpu003", "login"})),
             QStringLiteral("gpu[001-003,010],login"));
  }

  void gres_data()
  {
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("count");
    QTest::addColumn<QString>("type");
    QTest::newRow("squeue typed") << "gres:gpu:a100:2" << 2 << "a100";
    QTest::newRow("squeue untyped") << "gres:gpu:4" << 4 << "";
    QTest::newRow("tres style typed") << "gres/gpu:h100=3" << 3 << "h100";
    QTest::newRow("tres style") << "gres/gpu=2" << 2 << "";
    QTest::newRow("sinfo with index") << "gpu:a100:4(IDX:0-3)" << 4 << "a100";
    QTest::newRow("sinfo used none") << "gpu:a100:0(IDX:N/A)" << 0 << "a100";
    QTest::newRow("type only") << "gpu:v100" << 1 << "v100";
    QTest::newRow("with other gres") << "gres:shard:2,gres:gpu:1" << 1 << "";
    QTest::newRow("unset") << "N/A" << 0 << "";
  }
  void gres()
  {
    QFETCH(QString, text);
    QFETCH(int, count);
    QFETCH(QString, type);
    const auto g = parseGpuGres(text);
    QVERIFY(g.has_value());
    QCOMPARE(g->count, count);
    QCOMPARE(g->type, type);
    QVERIFY(!parseGpuGres(QStringLiteral("gpu:a100:many")).has_value());
    QCOMPARE(gpusFromTres(QStringLiteral("cpu=4,mem=2000M,node=4,billing=4,gres/gpu=16,gres/gpu:a100=16")),
             (GpuCount{16, QStringLiteral("a100")}));
  }

  void scontrol_lines()
  {
    const auto kv = parseScontrolLine(
        QString::fromUtf8(sample(QStringLiteral("scontrol-node-o.txt"))).section(QLatin1Char('\n'), 0, 0));
    QCOMPARE(kv.value(QStringLiteral("NodeName")), QStringLiteral("node1"));
    QVERIFY2(kv.value(QStringLiteral("OS")).startsWith(QLatin1String("Linux ")) &&
                 kv.value(QStringLiteral("OS")).contains(QLatin1String("SMP")),
             qPrintable(kv.value(QStringLiteral("OS"))));
    QCOMPARE(kv.value(QStringLiteral("Partitions")), QStringLiteral("gpu,debug"));
    QCOMPARE(kv.value(QStringLiteral("Gres")), QStringLiteral("gpu:a100:4"));
  }

  void scontrol_partitions()
  {
    for (const QByteArray &text : {sample(QStringLiteral("scontrol-part-o.txt")),
                                   fixture(QStringLiteral("slurm-22.05/scontrol-partition.txt"))}) {
      const auto r = parseScontrolPartitions(QString::fromUtf8(text));
      QVERIFY2(r.ok(), qPrintable(r.error()));
      QCOMPARE(r->size(), 2);
      const Partition &gpu = r->at(0);
      QCOMPARE(gpu.name, QStringLiteral("gpu"));
      QVERIFY(gpu.isDefault);
      QCOMPARE(gpu.nodes, 4);
      QCOMPARE(gpu.cpusPerNode, 8);
      QCOMPARE(gpu.gpusPerNode, 4);
      QCOMPARE(r->at(1).name, QStringLiteral("debug"));
      QCOMPARE(r->at(1).maxTimeSeconds, qint64(1800));
    }
    QVERIFY(!parseScontrolPartitions(QStringLiteral("Foo=bar\n")).ok());
    const auto bad = parseScontrolPartitions(QStringLiteral("PartitionName=x TotalNodes=4 MaxTime=eventually"));
    QVERIFY2(!bad.ok() && bad.error().contains(QLatin1String("MaxTime")), qPrintable(bad.error()));
  }

  void scontrol_nodes_and_jobs()
  {
    const auto nodes = parseScontrolNodes(QString::fromUtf8(sample(QStringLiteral("scontrol-node-o.txt"))));
    QVERIFY2(nodes.ok(), qPrintable(nodes.error()));
    QCOMPARE(nodes->size(), 1); // the sample holds node1
    QCOMPARE(nodes->at(0).name, QStringLiteral("node1"));
    QCOMPARE(nodes->at(0).state, QStringLiteral("mixed"));
    QCOMPARE(nodes->at(0).partitions, names({"gpu", "debug"}));
    QCOMPARE(nodes->at(0).cpus, 8);
    QCOMPARE(nodes->at(0).gpus, 4);
    QCOMPARE(nodes->at(0).gpusAllocated, 4);
    QCOMPARE(nodes->at(0).gpuType, QStringLiteral("a100"));
    const auto jobs =
        parseScontrolJobs(QString::fromUtf8(sample(QStringLiteral("scontrol-job-o.txt"))), QTimeZone::utc());
    QVERIFY2(jobs.ok(), qPrintable(jobs.error()));
    QVERIFY(!jobs->isEmpty());
    const Job &big = jobs->first();
    QCOMPARE(big.id, qint64(8));
    QCOMPARE(big.name, QStringLiteral("big"));
    QCOMPARE(big.user, QStringLiteral("root"));
    QCOMPARE(big.state, JobState::Running);
    QCOMPARE(big.nodes, 4);
    QCOMPARE(big.gpusPerNode, 4);
    QCOMPARE(big.timeLimitSeconds, qint64(300));
    QCOMPARE(big.nodeList, QStringLiteral("node[1-4]"));
    QVERIFY(!parseScontrolNodes(QStringLiteral("NodeName=x CPUTot=many")).ok());
  }

  void squeue_text()
  {
    const QTimeZone zone = QTimeZone::utc();
    const auto r = parseSqueue(QString::fromUtf8(fixture(QStringLiteral("slurm-22.05/squeue.txt"))), zone);
    QVERIFY2(r.ok(), qPrintable(r.error()));
    QCOMPARE(r->size(), 5);
    const Job *big = byName(*r, QStringLiteral("big run"));
    QVERIFY(big);
    QCOMPARE(big->state, JobState::Running);
    QCOMPARE(big->nodes, 4);
    QCOMPARE(big->gpusPerNode, 4);
    QCOMPARE(expandHostlist(big->nodeList).value().size(), 4);
    QCOMPARE(big->timeLimitSeconds, qint64(300));
    QVERIFY(big->startTime >= big->submitTime);
    const Job *waits = byName(*r, QStringLiteral("waits|for gpu")); // a '|' in the name survives
    QVERIFY(waits);
    QCOMPARE(waits->state, JobState::Pending);
    QCOMPARE(waits->reason, QStringLiteral("Resources"));
    QCOMPARE(waits->gpuType, QStringLiteral("h100"));
    QVERIFY(waits->estimatedStart > waits->submitTime); // backfill's estimate
    const Job *after = byName(*r, QStringLiteral("after's dep"));
    QVERIFY(after && after->dependency.startsWith(QLatin1String("afterok:")) && after->estimatedStart == 0);
    const Job *held = byName(*r, QStringLiteral("held"));
    QVERIFY(held && held->reason == QLatin1String("JobHeldUser") && held->partition == QLatin1String("debug"));
    const Job *arr = byName(*r, QStringLiteral("arr"));
    QVERIFY(arr && arr->arrayId.contains(QLatin1Char('_')));
    // The cluster's time zone shifts every time by the same amount.
    const auto berlin =
        parseSqueue(QString::fromUtf8(fixture(QStringLiteral("slurm-22.05/squeue.txt"))), QTimeZone("Europe/Berlin"));
    QCOMPARE(byName(*r, QStringLiteral("big run"))->submitTime -
                 byName(berlin.value(), QStringLiteral("big run"))->submitTime,
             qint64(3600));
  }

  void squeue_text_errors()
  {
    const auto wrong = parseSqueue(QStringLiteral("ok\nthis|is|the|wrong|format\n"), QTimeZone::utc());
    QVERIFY2(!wrong.ok() && wrong.error().contains(QLatin1String("line 1")), qPrintable(wrong.error()));
    QString line =
        QString::fromUtf8(fixture(QStringLiteral("slurm-22.05/squeue.txt"))).section(QLatin1Char('\n'), 0, 0);
    QStringList f = line.split(QChar(kSlurmFieldSeparator));
    f[8] = QStringLiteral("yesterday");
    const auto badTime = parseSqueue(f.join(QChar(kSlurmFieldSeparator)), QTimeZone::utc());
    QVERIFY2(!badTime.ok() && badTime.error().contains(QLatin1String("'yesterday'")), qPrintable(badTime.error()));
    QCOMPARE(squeueArguments().last().count(QChar(kSlurmFieldSeparator)), 17);
  }

  void sinfo_text_and_node_states()
  {
    const auto nodes = parseSinfo(QString::fromUtf8(fixture(QStringLiteral("slurm-22.05/sinfo.txt"))));
    QVERIFY2(nodes.ok(), qPrintable(nodes.error()));
    QCOMPARE(nodes->size(), 4);
    QCOMPARE(nodes->at(0).name, QStringLiteral("node1"));
    QCOMPARE(nodes->at(0).partitions, (names({"gpu", "debug"})));
    QCOMPARE(nodes->at(0).gpus, 4);
    QCOMPARE(nodes->at(0).gpuType, QStringLiteral("a100"));
    QCOMPARE(nodes->at(3).gpuType, QStringLiteral("h100"));
    QCOMPARE(nodes->at(0).cpus, 8);
    auto partitions =
        parseScontrolPartitions(QString::fromUtf8(fixture(QStringLiteral("slurm-22.05/scontrol-partition.txt"))))
            .value();
    applyNodeStates(partitions, nodes.value());
    for (const Partition &p : partitions)
      QCOMPARE(p.nodesIdle + p.nodesMixed + p.nodesAllocated + p.nodesDown, p.nodes);
    QVERIFY(!parseSinfo(QStringLiteral("node1\x1fgpu\n")).ok());
  }

  void json_22_05_matches_text()
  {
    const QByteArray json = fixture(QStringLiteral("slurm-22.05/squeue.json"));
    QCOMPARE(slurmJsonPluginVersion(json), QStringLiteral("openapi/v0.0.38"));
    const auto fromJson = parseSqueueJson(json);
    QVERIFY2(fromJson.ok(), qPrintable(fromJson.error()));
    const auto fromText =
        parseSqueue(QString::fromUtf8(fixture(QStringLiteral("slurm-22.05/squeue.txt"))), QTimeZone::systemTimeZone());
    QCOMPARE(fromJson->size(), fromText->size());
    for (const Job &t : fromText.value()) {
      const Job *j = byName(fromJson.value(), t.name);
      QVERIFY2(j, qPrintable(t.name));
      QCOMPARE(j->id, t.id);
      QCOMPARE(j->state, t.state);
      QCOMPARE(j->nodes, t.nodes);
      QCOMPARE(j->gpusPerNode, t.gpusPerNode);
      QCOMPARE(j->timeLimitSeconds, t.timeLimitSeconds);
      QCOMPARE(j->reason, t.reason);
    }
    const auto nodes = parseSinfoJson(fixture(QStringLiteral("slurm-22.05/sinfo.json")));
    QVERIFY2(nodes.ok(), qPrintable(nodes.error()));
    QCOMPARE(nodes->size(), 4);
    QCOMPARE(nodes->at(2).gpuType, QStringLiteral("h100"));
    // The samples beside the checkout too (finished jobs are left out of the live queue).
    const auto samples = parseSqueueJson(sample(QStringLiteral("squeue.json")));
    QVERIFY2(samples.ok(), qPrintable(samples.error()));
    QCOMPARE(samples->size(), 6); // 12 running, 13-15 pending, 16-17 array tasks running
  }

  void json_v0_0_40()
  {
    const QByteArray json = fixture(QStringLiteral("slurm-23.11/squeue.json"));
    QCOMPARE(slurmJsonPluginVersion(json), QStringLiteral("data_parser/v0.0.40"));
    const auto r = parseSqueueJson(json);
    QVERIFY2(r.ok(), qPrintable(r.error()));
    QCOMPARE(r->size(), 3); // the COMPLETED job is not in the live queue
    const Job &train = r->at(0);
    QCOMPARE(train.state, JobState::Running);
    QCOMPARE(train.timeLimitSeconds, qint64(2880 * 60));
    QCOMPARE(train.gpusPerNode, 4);
    QCOMPARE(train.gpuType, QStringLiteral("a100"));
    QCOMPARE(train.nodes, 2);
    QCOMPARE(train.startTime, qint64(1700000600));
    QCOMPARE(r->at(1).timeLimitSeconds, qint64(0)); // infinite
    QCOMPARE(r->at(1).estimatedStart, qint64(1700173400));
    QCOMPARE(r->at(2).arrayId, QStringLiteral("200_3"));
    QCOMPARE(r->at(2).state, JobState::Pending);
  }

  void sacct_json_both_generations()
  {
    const auto old = parseSacctJson(sample(QStringLiteral("sacct.json")));
    QVERIFY2(old.ok(), qPrintable(old.error()));
    QCOMPARE(old->size(), std::size_t(10));
    const TraceJob &timeout = old->back();
    QCOMPARE(timeout.jobId, QStringLiteral("11"));
    QCOMPARE(timeout.state, QStringLiteral("TIMEOUT"));
    QCOMPARE(timeout.timeLimit, qint64(60));
    QVERIFY(timeout.end - timeout.start >= 60);
    QCOMPARE(old->front().nodes, 1);

    const auto now = parseSacctJson(fixture(QStringLiteral("slurm-23.11/sacct.json")));
    QVERIFY2(now.ok(), qPrintable(now.error()));
    QCOMPARE(now->size(), std::size_t(3));
    QCOMPARE(now->at(0).state, QStringLiteral("TIMEOUT"));
    QCOMPARE(now->at(0).gpus, 8);
    QCOMPARE(now->at(0).nodes, 2);
    QCOMPARE(now->at(0).timeLimit, qint64(2880 * 60));
    QCOMPARE(now->at(1).jobId, QStringLiteral("200_3"));
    QCOMPARE(now->at(1).timeLimit, qint64(-1)); // infinite
    QCOMPARE(now->at(2).start, qint64(-1));     // never started
    QVERIFY(!parseSacctJson("{\"jobs\": [{\"name\": \"x\"}]}").ok());
  }

  void json_numbers_beyond_64_bits_are_unset()
  {
    // Found by fuzzing squeue --json: 1e300 was converted to an integer (undefined behaviour).
    QCOMPARE(slurmJsonNumber(QJsonValue(5.0)), std::optional<qint64>(5));
    QCOMPARE(slurmJsonNumber(QJsonObject{
                 {QStringLiteral("set"), true}, {QStringLiteral("infinite"), false}, {QStringLiteral("number"), 7}}),
             std::optional<qint64>(7));
    QVERIFY(!slurmJsonNumber(QJsonValue(1e300)));
    QVERIFY(!slurmJsonNumber(QJsonValue(-1e300)));
    QVERIFY(!slurmJsonNumber(QJsonObject{{QStringLiteral("set"), true}, {QStringLiteral("number"), 1e19}}));
    QByteArray json = fixture(QStringLiteral("slurm-23.11/squeue.json"));
    json.replace("\"number\": 2880", "\"number\": 1e300");
    const auto r = parseSqueueJson(json);
    QVERIFY2(r.ok(), qPrintable(r.error()));
    QCOMPARE(r->at(0).timeLimitSeconds, qint64(0)); // unknown, as an unset limit
  }

  void json_errors()
  {
    const auto truncated = parseSqueueJson(fixture(QStringLiteral("slurm-23.11/squeue.json")).left(300));
    QVERIFY2(!truncated.ok() && truncated.error().contains(QLatin1String("squeue --json")),
             qPrintable(truncated.error()));
    const auto reported = parseSqueueJson(
        R"({"errors": [{"error": "Unable to contact slurm controller", "error_number": 1}], "jobs": []})");
    QVERIFY2(!reported.ok() && reported.error().contains(QLatin1String("Unable to contact slurm controller")),
             qPrintable(reported.error()));
  }
};

QTEST_GUILESS_MAIN(TestSlurmParsers)
#include "tst_slurm_parsers.moc"
