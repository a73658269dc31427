// What-if scenarios: their JSON and its errors, the workload they change, hand-computed runs
// (waits, utilisation, chained services), sweeps (more nodes never lengthen FCFS's mean wait on
// LS6), cancelling, and the store.
#include "store/database.h"
#include "store/scenario_store.h"
#include "whatif/slurm_array.h"
#include "whatif/whatif_run.h"

#include "result_check.h"
#include "test_fixtures.h"
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace mirage;
using namespace mirage::whatif;

namespace {
using test::kTinySwf;
constexpr qint64 T0 = test::kTinySwfStart;

Scenario tinyScenario(const QString &trace, int nodes)
{
  Scenario s;
  s.name = QStringLiteral("tiny");
  s.base.kind = ScenarioBase::Kind::Trace;
  s.base.trace = trace;
  s.base.nodes = nodes;
  s.policy = QStringLiteral("fcfs");
  return s;
}
} // namespace

class TestWhatIf : public QObject {
  Q_OBJECT
  QTemporaryDir m_dir;
  QString m_tiny;
  const QString m_ls6 = QStringLiteral(MIRAGE_SHARED_DATA_DIR "/ls6-a100.log");

private slots:
  void initTestCase()
  {
    QVERIFY(m_dir.isValid());
    m_tiny = m_dir.filePath(QStringLiteral("tiny.swf"));
    QFile f(m_tiny);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(kTinySwf);
  }

  void scenario_json_round_trips()
  {
    Scenario s = tinyScenario(m_tiny, 4);
    s.nodes = 6;
    s.partitionNodes.insert(QStringLiteral("batch"), 5);
    s.gpusPerNode = 2;
    s.loadScale = 1.5;
    s.limitCapMinutes = 1440;
    s.weightAge = 1000;
    s.weightFairShare = 10000;
    s.chainPolicy = QStringLiteral("lead-2h");
    s.chains = {3, 2, 600, 4, QStringLiteral("batch")};
    s.base.from = T0;
    s.base.until = T0 + 86400;
    const auto back = Scenario::fromJson(s.toJson());
    QVERIFY2(back.ok(), qPrintable(back.error()));
    QVERIFY(back.value() == s);
  }

  void bad_scenarios_name_the_field_data()
  {
    QTest::addColumn<QString>("json");
    QTest::addColumn<QString>("says");
    QTest::newRow("no name") << R"({"base": {"demo": true}})"
                             << "'name'";
    QTest::newRow("no base") << R"({"name": "a"})"
                             << "'base'";
    QTest::newRow("trace without nodes") << R"({"name": "a", "base": {"trace": "x.swf"}})"
                                         << "'base.nodes'";
    QTest::newRow("bad time") << R"({"name": "a", "base": {"demo": true, "from": "yesterday"}})"
                              << "'base.from'";
    QTest::newRow("bad zone") << R"({"name": "a", "base": {"trace": "x", "nodes": 2, "time_zone": "Mars/Olympus"}})"
                              << "'base.time_zone'";
    QTest::newRow("policy") << R"({"name": "a", "base": {"demo": true}, "policy": "lottery"})"
                            << "'policy'";
    QTest::newRow("load") << R"({"name": "a", "base": {"demo": true}, "load_scale": -1})"
                          << "'load_scale'";
    QTest::newRow("chain policy") << R"({"name": "a", "base": {"demo": true}, "chain_policy": "psychic"})"
                                  << "'chain_policy'";
    QTest::newRow("chain links") << R"({"name": "a", "base": {"demo": true}, "chains": {"count": 2, "links": 1}})"
                                 << "'chains.links'";
    QTest::newRow("partition nodes") << R"({"name": "a", "base": {"demo": true}, "partition_nodes": {"gpu": 0}})"
                                     << "'partition_nodes.gpu'";
    QTest::newRow("priority") << R"({"name": "a", "base": {"demo": true}, "priority": {"age": "high"}})"
                              << "'priority.age'";
    // A typo would otherwise change nothing and go unnoticed.
    QTest::newRow("unknown key") << R"({"name": "a", "base": {"demo": true}, "nodez": 96})"
                                 << "unknown field 'nodez'";
    QTest::newRow("unknown base key") << R"({"name": "a", "base": {"demo": true, "node": 4}})"
                                      << "unknown field 'base.node'";
    QTest::newRow("unknown chains key") << R"({"name": "a", "base": {"demo": true}, "chains": {"cont": 2}})"
                                        << "unknown field 'chains.cont'";
    QTest::newRow("unknown priority key") << R"({"name": "a", "base": {"demo": true}, "priority": {"ages": 1}})"
                                          << "unknown field 'priority.ages'";
  }
  void bad_scenarios_name_the_field()
  {
    QFETCH(QString, json);
    QFETCH(QString, says);
    const auto s = Scenario::fromJson(QJsonDocument::fromJson(json.toUtf8()).object(), QStringLiteral("f.json"));
    QVERIFY(!s.ok());
    QVERIFY2(s.error().contains(says) && s.error().startsWith(QLatin1String("f.json")), qPrintable(s.error()));
  }

  void scenario_files_and_sweep_values()
  {
    const QString path = m_dir.filePath(QStringLiteral("s.json"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(
        R"({"scenarios": [{"name": "a", "base": {"demo": true}}, {"name": "b", "base": {"demo": true}, "nodes": 0.5}]})");
    f.close();
    const auto read = readScenarioFile(path);
    QVERIFY(!read.ok());
    QVERIFY2(read.error().contains(path) && read.error().contains(QLatin1String("scenario 2")) &&
                 read.error().contains(QLatin1String("'nodes'")),
             qPrintable(read.error()));
    QVERIFY(!readScenarioFile(m_dir.filePath(QStringLiteral("missing.json"))).ok());
    QCOMPARE(parseSweepValues(QStringLiteral("60:100:10")).value(), (QList<double>{60, 70, 80, 90, 100}));
    QCOMPARE(parseSweepValues(QStringLiteral("0.5,1, 1.5")).value(), (QList<double>{0.5, 1, 1.5}));
    QVERIFY(!parseSweepValues(QStringLiteral("100:60:10")).ok());
    QVERIFY(!parseSweepValues(QStringLiteral("1,two")).ok());
    QVERIFY(!withParameter(tinyScenario(m_tiny, 1), QStringLiteral("colour"), 1).ok());
    QVERIFY(!withParameter(tinyScenario(m_tiny, 1), QStringLiteral("nodes"), 0).ok());
    QCOMPARE(withParameter(tinyScenario(m_tiny, 1), QStringLiteral("load_scale"), 2).value().loadScale, 2.0);
  }

  void hand_computed_runs()
  {
    const Scenario one = tinyScenario(m_tiny, 1);
    const auto base = loadTraceWorkload(one.base);
    QVERIFY2(base.ok(), qPrintable(base.error()));
    QCOMPARE(base.value().jobs.size(), std::size_t(3));
    const WhatIfResult r1 = runScenario(base.value(), one);
    QVERIFY2(r1.error.isEmpty(), qPrintable(r1.error));
    QCOMPARE(r1.jobs, 3);
    QCOMPARE(r1.nodes, 1);
    QVERIFY(qFuzzyCompare(r1.meanWaitH, 2400.0 / 3600));
    QVERIFY(qFuzzyCompare(r1.medianWaitH, 3000.0 / 3600));
    QVERIFY(qFuzzyCompare(r1.utilisation, 1.0)); // busy from the first submit to the last end
    QCOMPARE(r1.waitQuantilesH.size(), std::size_t(51));
    QCOMPARE(r1.waitQuantilesH.front(), 0.0);
    QVERIFY(qFuzzyCompare(r1.waitQuantilesH.back(), 4200.0 / 3600));
    QVERIFY(!r1.series.empty() && r1.series.front().t == T0);
    // "nodes": 2 on the same base.
    Scenario two = one;
    two.nodes = 2;
    const WhatIfResult r2 = runScenario(base.value(), two);
    QVERIFY(qFuzzyCompare(r2.meanWaitH, 400.0 / 3600));
    QVERIFY(qFuzzyCompare(r2.utilisation, 6000.0 / (3600 * 2)));
    // Results come back from JSON as they were.
    const WhatIfResult back = WhatIfResult::fromJson(r2.toJson());
    QCOMPARE(back.meanWaitH, r2.meanWaitH);
    QCOMPARE(back.waitQuantilesH, r2.waitQuantilesH);
    QCOMPARE(back.series.size(), r2.series.size());
    // A partition the base does not have is named.
    Scenario wrong = one;
    wrong.partitionNodes.insert(QStringLiteral("gpu-h100"), 4);
    const WhatIfResult bad = runScenario(base.value(), wrong);
    QVERIFY2(bad.error.contains(QLatin1String("gpu-h100")) && bad.error.contains(QLatin1String("batch")),
             qPrintable(bad.error));
  }

  void scenarios_on_several_bases_load_each_once()
  {
    // Three scenarios on two bases (the tiny trace as 1 and as 2 nodes), interleaved.
    const Scenario a = tinyScenario(m_tiny, 1), b = tinyScenario(m_tiny, 2);
    Scenario a2 = a;
    a2.nodes = 2;
    int loads = 0;
    const auto load = [&](const ScenarioBase &base) {
      ++loads;
      return loadTraceWorkload(base);
    };
    const auto results = runScenariosOnBases({a, b, a2}, load);
    QVERIFY2(results.ok(), qPrintable(results.error()));
    QCOMPARE(loads, 2);
    QVERIFY(qFuzzyCompare(results.value()[0].meanWaitH, 2400.0 / 3600)); // one node
    QVERIFY(qFuzzyCompare(results.value()[1].meanWaitH, 400.0 / 3600));  // two nodes
    QCOMPARE(results.value()[2].meanWaitH, results.value()[1].meanWaitH);
    // A base that cannot be loaded is the error.
    Scenario missing = a;
    missing.base.trace = m_dir.filePath(QStringLiteral("no-such.swf"));
    const auto failed = runScenariosOnBases({a, missing}, load);
    QVERIFY(!failed.ok() && failed.error().contains(QLatin1String("no-such.swf")));
  }

  void chained_services()
  {
    // One service of two 1-hour links beside J1..J3 on two nodes, FCFS: J1 and the first link
    // take both nodes at T0. Reactive submits the second link the moment the first ends, behind
    // J2 and J3, who take the two nodes then; it starts when J3 ends, 600 s later: d = 600 s.
    Scenario s = tinyScenario(m_tiny, 2);
    s.chains = {1, 1, 60, 2, QString()};
    const auto base = loadTraceWorkload(s.base);
    QVERIFY(base.ok());
    s.chainPolicy = QStringLiteral("reactive");
    const WhatIfResult reactive = runScenario(base.value(), s);
    QVERIFY2(reactive.error.isEmpty(), qPrintable(reactive.error));
    QCOMPARE(reactive.chains.transitions, 1);
    QVERIFY(qFuzzyCompare(reactive.chains.meanInterruptionH, 600.0 / 3600));
    QCOMPARE(reactive.chains.meanOverlapH, 0.0);
    QCOMPARE(reactive.chains.zeroInterruptionShare, 0.0);
    // Two hours ahead (more than the link's hour) submits at the first decision after the first
    // link started; it queues ahead of J2 (submitted later) and takes a node when J1 and the
    // first link end: d = 0.
    s.chainPolicy = QStringLiteral("lead-2h");
    const WhatIfResult lead = runScenario(base.value(), s);
    QCOMPARE(lead.chains.transitions, 1);
    QCOMPARE(lead.chains.meanInterruptionH, 0.0);
    QCOMPARE(lead.chains.zeroInterruptionShare, 1.0);
    // Three nodes: that early successor starts at once, most of an hour before its predecessor ends.
    s.nodes = 3;
    const WhatIfResult overlap = runScenario(base.value(), s);
    QVERIFY2(overlap.chains.meanOverlapH > 0.8 && overlap.chains.meanOverlapH < 1.0,
             qPrintable(QString::number(overlap.chains.meanOverlapH)));
    QCOMPARE(overlap.chains.meanInterruptionH, 0.0);
    // The services' jobs are not in the waits of the workload.
    QCOMPARE(overlap.jobs, 3);
  }

  void more_nodes_never_lengthen_the_fcfs_mean_wait()
  {
    Scenario s;
    s.name = QStringLiteral("LS6 FCFS");
    s.base.kind = ScenarioBase::Kind::Trace;
    s.base.trace = m_ls6;
    s.base.nodes = 72;
    s.base.gpusPerNode = 3;
    s.policy = QStringLiteral("fcfs");
    const auto base = loadTraceWorkload(s.base);
    QVERIFY2(base.ok(), qPrintable(base.error()));
    QList<double> nodes;
    for (int n = 72; n <= 112; n += 10) // from the partition's size: no job is too wide
      nodes << n;
    int calls = 0;
    const auto sweep = runSweep(base.value(), s, QStringLiteral("nodes"), nodes, [&](int done, int total) {
      ++calls;
      return done <= total;
    });
    QVERIFY2(sweep.ok(), qPrintable(sweep.error()));
    QCOMPARE(calls, 5);
    QCOMPARE(sweep.value().results.size(), std::size_t(5));
    for (std::size_t i = 1; i < sweep.value().results.size(); ++i) {
      const auto &a = sweep.value().results[i - 1], &b = sweep.value().results[i];
      QVERIFY2(b.meanWaitH <= a.meanWaitH, qPrintable(QStringLiteral("%1 > %2").arg(b.meanWaitH).arg(a.meanWaitH)));
      QCOMPARE(b.nodes, a.nodes + 10);
      QCOMPARE(b.jobs, a.jobs);
    }
    QVERIFY(sweep.value().results.front().meanWaitH > sweep.value().results.back().meanWaitH);
    // Cancelling after the first leaves the rest not run.
    std::vector<WhatIfResult> partial =
        runScenarios(base.value(), {s, s, s, s, s, s, s, s}, [](int done, int) { return done < 1; });
    QVERIFY(std::any_of(partial.begin(), partial.end(),
                        [](const WhatIfResult &r) { return r.error == QLatin1String("cancelled"); }));
  }

  void shards_split_and_merge_back()
  {
    QCOMPARE(shardIndices(5, 0, 2), (QList<int>{0, 2, 4}));
    QCOMPARE(shardIndices(5, 1, 2), (QList<int>{1, 3}));
    QCOMPARE(parseShard(QStringLiteral("1/3")).value(), (std::pair{1, 3}));
    for (const QString &bad :
         {QStringLiteral("3/3"), QStringLiteral("-1/2"), QStringLiteral("1"), QStringLiteral("a/b")})
      QVERIFY2(!parseShard(bad).ok(), qPrintable(bad));
    // Three scenarios' results in two shard files come back in scenario order.
    const Scenario one = tinyScenario(m_tiny, 1);
    const auto base = loadTraceWorkload(one.base);
    QVERIFY(base.ok());
    Scenario two = one, three = one;
    two.nodes = 2;
    three.nodes = 3;
    const std::vector<WhatIfResult> all = runScenarios(base.value(), {one, two, three});
    QTemporaryDir dir;
    for (int k = 0; k < 2; ++k) {
      const QList<int> indices = shardIndices(3, k, 2);
      std::vector<WhatIfResult> mine;
      for (int i : indices)
        mine.push_back(all[std::size_t(i)]);
      QFile f(dir.filePath(QStringLiteral("shard-%1.json").arg(k)));
      QVERIFY(f.open(QIODevice::WriteOnly));
      f.write(QJsonDocument(shardJson(k, 2, indices, mine)).toJson());
    }
    const auto merged = mergeShards(dir.path(), 3, 2);
    QVERIFY2(merged.ok(), qPrintable(merged.error()));
    for (std::size_t i = 0; i < 3; ++i)
      QCOMPARE(merged.value()[i].meanWaitH, all[i].meanWaitH);
    QVERIFY(QFile::remove(dir.filePath(QStringLiteral("shard-1.json"))));
    const auto missing = mergeShards(dir.path(), 3, 2);
    QVERIFY(!missing.ok() && missing.error().contains(QLatin1String("shard-1.json")));
    // The plan's scripts: an array of two tasks and a merge that depends on it.
    const auto plan = writeArrayPlan({one, two, three}, dir.filePath(QStringLiteral("plan")), QStringLiteral("debug"),
                                     2, QStringLiteral("/usr/bin/mirage-cli"), QStringLiteral("/tmp/it's.db"));
    QVERIFY2(plan.ok(), qPrintable(plan.error()));
    QFile array(plan->arrayScript), merge(plan->mergeScript);
    QVERIFY(array.open(QIODevice::ReadOnly) && merge.open(QIODevice::ReadOnly));
    const QByteArray a = array.readAll(), m = merge.readAll();
    QVERIFY(a.contains("#SBATCH --array=0-1") && a.contains("#SBATCH --partition=debug") &&
            a.contains("--shard \"$SLURM_ARRAY_TASK_ID/2\""));
    QVERIFY2(m.contains("--merge") && m.contains("--db '/tmp/it'\\''s.db'"), m.constData());
    QCOMPARE(readScenarioFile(plan->scenariosFile).value().size(), 3);
    // Nothing that would start a command of its own in the scripts: a partition or a folder with a
    // line break is refused before anything is written.
    const QString injected = QStringLiteral("debug\ntouch /tmp/mirage-pwned");
    const auto refused = writeArrayPlan({one}, dir.filePath(QStringLiteral("plan2")), injected, 1,
                                        QStringLiteral("/usr/bin/mirage-cli"), QStringLiteral("/tmp/m.db"));
    QVERIFY(!refused.ok() && refused.error().contains(QLatin1String("partition")));
    QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("plan2"))));
    QVERIFY(!writeArrayPlan({one}, dir.filePath(QStringLiteral("plan\nx")), QStringLiteral("debug"), 1,
                            QStringLiteral("/usr/bin/mirage-cli"), QStringLiteral("/tmp/m.db"))
                 .ok());
  }

  void scenarios_are_stored_duplicated_and_deleted()
  {
    Database db;
    QVERIFY_OK(db.open(m_dir.filePath(QStringLiteral("store.db"))));
    Scenario s = tinyScenario(m_tiny, 1);
    const auto id = saveScenario(db, s);
    QVERIFY2(id.ok(), qPrintable(id.error()));
    QVERIFY_OK(saveScenarioResults(db, id.value(), QJsonObject{{QStringLiteral("mean_wait_h"), 0.5}}));
    QCOMPARE(findScenario(db, QStringLiteral("tiny")).value().results[QLatin1String("mean_wait_h")].toDouble(), 0.5);
    // Saving under the same name replaces the definition and drops the old results.
    s.nodes = 2;
    QCOMPARE(saveScenario(db, s).value(), id.value());
    QCOMPARE(findScenario(db, QStringLiteral("tiny")).value().scenario.nodes, 2);
    QVERIFY(findScenario(db, QStringLiteral("tiny")).value().results.isEmpty());
    QVERIFY(duplicateScenario(db, QStringLiteral("tiny"), QStringLiteral("tiny 2")).ok());
    QVERIFY(!duplicateScenario(db, QStringLiteral("tiny"), QStringLiteral("tiny 2")).ok());
    QVERIFY(!duplicateScenario(db, QStringLiteral("nope"), QStringLiteral("x")).ok());
    QCOMPARE(listScenarios(db).size(), 2);
    QCOMPARE(listScenarios(db)[1].scenario.nodes, 2);
    QVERIFY_OK(deleteScenario(db, QStringLiteral("tiny")));
    QVERIFY(!deleteScenario(db, QStringLiteral("tiny")).ok());
    QCOMPARE(listScenarios(db).size(), 1);
    Scenario nameless = s;
    nameless.name.clear();
    QVERIFY(!saveScenario(db, nameless).ok());
  }
};

QTEST_GUILESS_MAIN(TestWhatIf)
#include "tst_whatif.moc"
