// Snapshots of the real local cluster, locally and through the real sshd, with jobs running,
// pending on resources and on a dependency, held; stored and read back; and a slurmctld that is
// stopped and started again.
#include "core/snapshot_json.h"
#include "services/cluster_snapshots.h"
#include "slurm/hostlist.h"
#include "slurm/snapshot_source.h"
#include "store/database.h"
#include "store/snapshot_store.h"

#include "result_check.h"
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include "cluster_test_helpers.h"

using namespace mirage;
using cluster_test::clusterDir;
using cluster_test::sh;

namespace {

QString submit(const QStringList &args)
{
  QProcess p;
  p.start(QStringLiteral("sbatch"),
          QStringList{QStringLiteral("--parsable"), QStringLiteral("-o"), QStringLiteral("/dev/null")} + args);
  p.waitForFinished(30000);
  return QString::fromUtf8(p.readAllStandardOutput()).trimmed();
}

const Job *findJob(const ClusterSnapshot &s, const QString &id)
{
  for (const Job &j : s.jobs)
    if (QString::number(j.id) == id)
      return &j;
  return nullptr;
}
} // namespace

class TestSnapshotLive : public QObject {
  Q_OBJECT
  QString m_big, m_waits, m_after, m_held;

private slots:
  void initTestCase()
  {
    QVERIFY2(sh(QStringLiteral("scontrol ping")).contains(QLatin1String("UP")),
             "start the cluster with tests/cluster/up.sh");
    m_big = submit({QStringLiteral("-J"), QStringLiteral("big"), QStringLiteral("-N"), QStringLiteral("4"),
                    QStringLiteral("--gres=gpu:4"), QStringLiteral("-t"), QStringLiteral("3"), QStringLiteral("--wrap"),
                    QStringLiteral("sleep 90")});
    QTest::qWait(1500);
    m_waits = submit({QStringLiteral("-J"), QStringLiteral("waits"), QStringLiteral("--gres=gpu:h100:2"),
                      QStringLiteral("-t"), QStringLiteral("2"), QStringLiteral("--wrap"), QStringLiteral("sleep 5")});
    m_after = submit({QStringLiteral("-J"), QStringLiteral("after"), QStringLiteral("-d"),
                      QStringLiteral("afterok:") + m_big, QStringLiteral("--wrap"), QStringLiteral("true")});
    m_held = submit({QStringLiteral("-J"), QStringLiteral("held"), QStringLiteral("-H"), QStringLiteral("-p"),
                     QStringLiteral("debug"), QStringLiteral("--wrap"), QStringLiteral("true")});
    QVERIFY(!m_big.isEmpty() && !m_waits.isEmpty() && !m_after.isEmpty() && !m_held.isEmpty());
    // Let the backfill pass give the waiting job its estimate.
    QElapsedTimer t;
    t.start();
    const auto evaluated = [&] {
      const QString r = sh(QStringLiteral("squeue -h -j %1 -o '%r %S'").arg(m_waits));
      return (r.startsWith(QLatin1String("Resources")) || r.startsWith(QLatin1String("Priority"))) &&
             !r.endsWith(QLatin1String("N/A"));
    };
    while (t.elapsed() < 30000 && !evaluated())
      QTest::qWait(250);
    QVERIFY2(evaluated(), qPrintable(sh(QStringLiteral("squeue -o '%i %j %T %r %S'"))));
  }
  void cleanupTestCase() { sh(QStringLiteral("scancel %1 %2 %3 %4").arg(m_big, m_waits, m_after, m_held)); }

  void snapshot_data()
  {
    QTest::addColumn<bool>("remote");
    QTest::newRow("local") << false;
    QTest::newRow("ssh") << true;
  }
  void snapshot()
  {
    QFETCH(bool, remote);
    std::unique_ptr<CommandRunner> runner;
    if (remote) {
      SshTarget t;
      t.host = QStringLiteral("mirage-test-host");
      t.configFile = clusterDir() + QStringLiteral("/ssh/ssh_config");
      runner = std::make_unique<SshRunner>(t);
    } else {
      runner = std::make_unique<LocalRunner>();
    }
    SnapshotOptions options;
    options.cluster = QStringLiteral("lab");
    const auto s = takeSnapshot(*runner, options);
    QVERIFY2(s.ok(), qPrintable(s.error()));
    QCOMPARE(s->slurmVersion.left(5), QStringLiteral("22.05"));
    QCOMPARE(s->totalNodes(), 4);
    QCOMPARE(s->totalGpus(), 16);
    QCOMPARE(s->partitions.size(), 2);
    const Job *big = findJob(*s, m_big);
    QVERIFY(big);
    QCOMPARE(big->state, JobState::Running);
    QCOMPARE(expandHostlist(big->nodeList).value().size(), 4);
    QCOMPARE(s->gpusInUse(), 16);
    const Job *waits = findJob(*s, m_waits);
    QVERIFY(waits && waits->state == JobState::Pending);
    QVERIFY2(waits->reason == QLatin1String("Resources") || waits->reason == QLatin1String("Priority"),
             qPrintable(waits->reason));
    QCOMPARE(waits->gpuType, QStringLiteral("h100"));
    QCOMPARE(waits->gpusPerNode, 2);
    QVERIFY2(waits->estimatedStart >= big->startTime, "Slurm's backfill estimate");
    const Job *after = findJob(*s, m_after);
    QVERIFY(after && after->reason == QLatin1String("Dependency") && after->dependency.contains(m_big));
    const Job *held = findJob(*s, m_held);
    QVERIFY(held && held->reason == QLatin1String("JobHeldUser"));
    // Every node of the GPU partition is busy; the snapshot's time is now.
    QCOMPARE(s->partition(QStringLiteral("gpu"))->nodesAllocated + s->partition(QStringLiteral("gpu"))->nodesMixed, 4);
    QVERIFY(qAbs(s->time - QDateTime::currentSecsSinceEpoch()) < 30);

    // Stored and read back whole.
    QTemporaryDir dir;
    Database db;
    QVERIFY_OK(db.open(dir.filePath(QStringLiteral("m.sqlite"))));
    QVERIFY(saveSnapshot(db, s.value()).ok());
    const auto back = latestSnapshot(db, QStringLiteral("lab"));
    QVERIFY2(back.ok(), qPrintable(back.error()));
    QCOMPARE(back->jobs, s->jobs);
    QCOMPARE(back->nodes, s->nodes);
    QCOMPARE(back->partitions, s->partitions);
    QCOMPARE(back->slurmVersion, s->slurmVersion);
    if (auto *ssh = dynamic_cast<SshRunner *>(runner.get()))
      ssh->closeMaster();
  }

  void partition_filter()
  {
    LocalRunner local;
    SnapshotOptions options;
    options.partition = QStringLiteral("debug");
    const auto s = takeSnapshot(local, options);
    QVERIFY2(s.ok(), qPrintable(s.error()));
    QCOMPARE(s->partitions.size(), 1);
    QCOMPARE(s->nodes.size(), 2);
    for (const Job &j : s->jobs)
      QCOMPARE(j.partition, QStringLiteral("debug"));
  }

  // A series of looks, each stored as it is taken, stopped by the caller after the second.
  void a_series_is_stored_and_can_be_stopped()
  {
    QTemporaryDir dir;
    Database db;
    QVERIFY_OK(db.open(dir.filePath(QStringLiteral("m.sqlite"))));
    LocalRunner local;
    services::SnapshotSeriesOptions options;
    options.count = 5;
    options.intervalS = 1;
    options.snapshot.cluster = QStringLiteral("series");
    QList<services::TakenSnapshot> looks;
    const auto series = services::takeSnapshotSeries(
        local, &db, options, [&](const services::TakenSnapshot &look) { looks << look; },
        [&] { return looks.size() < 2; });
    QVERIFY_OK(series);
    QCOMPARE(series->taken, 2);
    QCOMPARE(looks.size(), 2);
    QVERIFY_OK(looks[0].snapshot);
    QVERIFY_OK(looks[1].snapshot);
    QVERIFY(looks[0].storedId > 0 && looks[1].storedId > looks[0].storedId);
    QVERIFY(looks[1].snapshot->time >= looks[0].snapshot->time + 1); // an interval apart
    const auto newest = latestSnapshot(db, QStringLiteral("series"));
    QVERIFY_OK(newest);
    QCOMPARE(newest->time, looks[1].snapshot->time);
  }

  // slurmctld down: a clear error, nothing stored changes; up again: snapshots work again.
  void controller_down_and_back()
  {
    const QString pidFile = clusterDir() + QStringLiteral("/run/slurmctld.pid");
    const QString pid = sh(QStringLiteral("cat %1").arg(pidFile));
    QVERIFY(!pid.isEmpty());
    QTemporaryDir dir;
    Database db;
    QVERIFY_OK(db.open(dir.filePath(QStringLiteral("m.sqlite"))));
    LocalRunner local;
    SnapshotOptions options;
    options.cluster = QStringLiteral("lab");
    options.commandTimeoutMs = 20000;
    QVERIFY(saveSnapshot(db, takeSnapshot(local, options).value()).ok());

    sh(QStringLiteral("kill %1; for i in $(seq 1 60); do kill -0 %1 2>/dev/null || break; sleep 0.25; done").arg(pid));
    const auto down = takeSnapshot(local, options);
    QVERIFY(!down.ok());
    QVERIFY2(down.error().contains(QLatin1String("scontrol show partition")) &&
                 (down.error().contains(QLatin1String("Unable to contact slurm controller")) ||
                  down.error().contains(QLatin1String("ontroller"))),
             qPrintable(down.error()));
    QVERIFY(latestSnapshot(db, QStringLiteral("lab")).ok()); // what was stored is still there
    // `mirage-cli snapshot --count 2` meanwhile: two failed looks, each said, nothing stored.
    const EpochSeconds storedBefore = latestSnapshot(db, QStringLiteral("lab"))->time;
    QStringList errors;
    const auto series =
        services::takeSnapshotSeries(local, &db, {2, 0, options}, [&](const services::TakenSnapshot &look) {
          if (!look.snapshot.ok())
            errors << look.snapshot.error();
        });
    QVERIFY_OK(series);
    QCOMPARE(series->taken, 0);
    QCOMPARE(series->failed, 2);
    QCOMPARE(errors.size(), 2);
    QCOMPARE(latestSnapshot(db, QStringLiteral("lab"))->time, storedBefore);

    sh(QStringLiteral("slurmctld"));
    QElapsedTimer t;
    t.start();
    Result<ClusterSnapshot> up = Result<ClusterSnapshot>::failure(QStringLiteral("not yet"));
    while (t.elapsed() < 30000 && !(up = takeSnapshot(local, options)).ok())
      QTest::qWait(500);
    QVERIFY2(up.ok(), qPrintable(up.error()));
    QVERIFY(findJob(up.value(), m_big)); // the controller kept its jobs
  }
};

QTEST_GUILESS_MAIN(TestSnapshotLive)
#include "tst_snapshot_live.moc"
