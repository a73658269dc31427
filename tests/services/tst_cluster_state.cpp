// Where a forecast starts from (services/cluster_state): the demo with its own history, a snapshot
// file, a stored cluster now and at a time of its history; a store that is not there is named and
// never created, a bad file is named. And a chain's fit on its cluster's partitions
// (services/chain_operations), which `chain add` checks before it stores a chain.
#include "core/snapshot_json.h"
#include "services/chain_operations.h"
#include "services/cluster_state.h"
#include "store/database.h"
#include "store/trace_import.h"

#include "result_check.h"
#include "test_fixtures.h"
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace mirage;
using namespace mirage::services;
using From = ClusterStateRequest::From;

class TestClusterState : public QObject {
  Q_OBJECT
  QTemporaryDir m_dir;
  QString m_db;
  const EpochSeconds m_now = 1767225600; // 2026-01-01

private slots:
  void initTestCase()
  {
    const QString tiny = m_dir.filePath(QStringLiteral("tiny.swf"));
    QFile f(tiny);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(test::kTinySwf);
    f.close();
    m_db = m_dir.filePath(QStringLiteral("store.sqlite"));
    Database db;
    QVERIFY_OK(db.open(m_db));
    ImportOptions options;
    options.cluster = QStringLiteral("tiny");
    const ImportResult imported = importTrace(db, tiny, options);
    QVERIFY2(imported.error.isEmpty(), qPrintable(imported.error));
    QCOMPARE(imported.jobs, 3);
  }

  void the_demo_brings_its_history()
  {
    ClusterStateRequest request;
    request.from = From::Demo;
    request.now = m_now;
    request.rollouts = 37;
    request.databasePath = m_dir.filePath(QStringLiteral("absent.sqlite"));
    const auto state = loadClusterState(request);
    QVERIFY_OK(state);
    QCOMPARE(state->snapshot.time, m_now);
    QVERIFY(state->snapshot.count(JobState::Running) > 0);
    QVERIFY(state->context.history); // without a store: the demo's own
    QCOMPARE(state->context.rollouts, 37);
    QVERIFY(!state->context.slurm); // not a live cluster: slurm-estimate plans the snapshot
    QVERIFY(!QFileInfo::exists(request.databasePath));
  }

  void a_snapshot_file_and_a_bad_one()
  {
    ClusterStateRequest demo;
    demo.from = From::Demo;
    demo.now = m_now;
    const auto source = loadClusterState(demo);
    QVERIFY_OK(source);
    const QString file = m_dir.filePath(QStringLiteral("snapshot.json"));
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(snapshotToJson(source->snapshot));
    f.close();
    ClusterStateRequest request;
    request.from = From::File;
    request.file = file;
    request.now = m_now;
    const auto state = loadClusterState(request);
    QVERIFY_OK(state);
    QCOMPARE(state->snapshot.jobs.size(), source->snapshot.jobs.size());
    QVERIFY(!state->context.history); // a file has no history and no store was given
    request.file = m_dir.filePath(QStringLiteral("missing.json"));
    const auto missing = loadClusterState(request);
    QVERIFY(!missing.ok());
    QVERIFY2(missing.error().contains(request.file), qPrintable(missing.error()));
  }

  void a_stored_cluster_at_a_time_of_its_history()
  {
    ClusterStateRequest request;
    request.from = From::Stored;
    request.cluster = QStringLiteral("tiny");
    request.databasePath = m_db;
    // As the trace recorded them (no waits): at 1,000 s J1 and J2 (submitted at 600) run; J3
    // (1,200) is not submitted yet.
    request.at = test::kTinySwfStart + 1000;
    const auto state = loadClusterState(request);
    QVERIFY_OK(state);
    QCOMPARE(state->snapshot.cluster, QStringLiteral("tiny"));
    QCOMPARE(state->snapshot.count(JobState::Running), 2);
    QCOMPARE(state->snapshot.count(JobState::Pending), 0);
    QVERIFY(state->snapshot.findJob(QStringLiteral("2")) && !state->snapshot.findJob(QStringLiteral("3")));
    QVERIFY(state->context.history); // the stored jobs serve the historical methods
    // Without a time: the cluster at its last submission (no stored snapshot).
    request.at.reset();
    const auto last = loadClusterState(request);
    QVERIFY_OK(last);
    QVERIFY(last->snapshot.time >= test::kTinySwfStart + 1200);
  }

  void a_missing_store_or_cluster_is_named_data()
  {
    QTest::addColumn<QString>("store");
    QTest::addColumn<QString>("cluster");
    QTest::addColumn<QString>("named");
    QTest::newRow("no store") << QStringLiteral("nowhere/store.sqlite") << QStringLiteral("tiny")
                              << QStringLiteral("nowhere/store.sqlite");
    QTest::newRow("no cluster") << QString() << QStringLiteral("ls6") << QStringLiteral("ls6");
  }

  void a_missing_store_or_cluster_is_named()
  {
    QFETCH(QString, store);
    QFETCH(QString, cluster);
    QFETCH(QString, named);
    ClusterStateRequest request;
    request.from = From::Stored;
    request.cluster = cluster;
    request.databasePath = store.isEmpty() ? m_db : m_dir.filePath(store);
    const auto state = loadClusterState(request);
    QVERIFY(!state.ok());
    QVERIFY2(state.error().contains(named), qPrintable(state.error()));
    QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("nowhere")))); // nothing created
  }

  void a_chain_must_fit_its_partition_data()
  {
    QTest::addColumn<QString>("partition");
    QTest::addColumn<qint64>("limit");
    QTest::addColumn<QString>("error"); // empty: it fits
    QTest::newRow("fits") << QStringLiteral("debug") << qint64(1800) << QString();
    QTest::newRow("unlimited partition") << QStringLiteral("gpu") << qint64(30 * 86400) << QString();
    QTest::newRow("unknown partition") << QStringLiteral("nope") << qint64(60)
                                       << QStringLiteral("no partition 'nope' (it has: debug, gpu)");
    QTest::newRow("over MaxTime") << QStringLiteral("debug") << qint64(1801)
                                  << QStringLiteral("partition debug allows at most 00:30:00");
  }

  void a_chain_must_fit_its_partition()
  {
    QFETCH(QString, partition);
    QFETCH(qint64, limit);
    QFETCH(QString, error);
    policy::ChainDefinition chain;
    chain.name = QStringLiteral("svc");
    chain.partition = partition;
    chain.limitSeconds = limit;
    const PartitionLimits partitions{{QStringLiteral("debug"), 1800}, {QStringLiteral("gpu"), 0}};
    const auto fits = checkChainFitsCluster(chain, partitions);
    if (error.isEmpty()) {
      QVERIFY_OK(fits);
      return;
    }
    QVERIFY(!fits.ok());
    QVERIFY2(fits.error().contains(error), qPrintable(fits.error()));
  }
};

QTEST_GUILESS_MAIN(TestClusterState)
#include "tst_cluster_state.moc"
