// Finished jobs of every kind on the real local cluster — completed, failed, timed out (this one
// takes the ~70 s Slurm needs to enforce a one-minute limit), cancelled — reach the store through
// the poller's sacct history, with their states, times and GPUs.
#include "services/cluster_poller.h"
#include "store/store.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "cluster_test_helpers.h"

using namespace mirage;
using cluster_test::clusterDir;
using cluster_test::sh;

namespace {
QString sbatch(const QString &args)
{
  return sh(QStringLiteral("sbatch --parsable -o /dev/null ") + args);
}
} // namespace

class TestHistoryStates : public QObject {
  Q_OBJECT
private slots:
  void every_final_state_is_stored()
  {
    QVERIFY2(sh(QStringLiteral("scontrol ping")).contains(QLatin1String("UP")),
             "start the cluster with tests/cluster/up.sh");
    const QString completed = sbatch(QStringLiteral("-J h-ok --gres=gpu:a100:1 --wrap 'sleep 1'"));
    const QString failed = sbatch(QStringLiteral("-J h-fail --wrap 'exit 3'"));
    const QString timeout = sbatch(QStringLiteral("-J h-timeout -t 1 --wrap 'sleep 300'"));
    const QString cancelled = sbatch(QStringLiteral("-J h-cancel --wrap 'sleep 300'"));
    QTest::qWait(1500);
    sh(QStringLiteral("scancel %1").arg(cancelled));
    QElapsedTimer t;
    t.start();
    const auto stateOf = [](const QString &id) {
      return sh(QStringLiteral("sacct -n -X -P -j %1 -o State").arg(id)).section(QLatin1Char(' '), 0, 0);
    };
    while (t.elapsed() < 150000 && stateOf(timeout) != QLatin1String("TIMEOUT"))
      QTest::qWait(2000);
    QCOMPARE(stateOf(timeout), QStringLiteral("TIMEOUT"));
    qInfo("the one-minute job timed out after %lld s", t.elapsed() / 1000);

    // Read through the poller, locally and through the test sshd.
    for (const bool remote : {false, true}) {
      QTemporaryDir dir;
      Store store(dir.filePath(QStringLiteral("m.sqlite")));
      SnapshotOptions options;
      options.cluster = QStringLiteral("lab");
      PollerSettings settings;
      settings.intervalS = 3600;
      std::shared_ptr<CommandRunner> runner;
      if (remote) {
        SshTarget target;
        target.host = QStringLiteral("mirage-test-host");
        target.configFile = qEnvironmentVariable("MIRAGE_CLUSTER_DIR", QStringLiteral("/tmp/mirage-cluster")) +
                            QStringLiteral("/ssh/ssh_config");
        runner = std::make_shared<SshRunner>(target);
      } else {
        runner = std::make_shared<LocalRunner>();
      }
      ClusterPoller poller(runner, options, &store, settings);
      QSignalSpy taken(&poller, &ClusterPoller::snapshotTaken);
      poller.start();
      QVERIFY(taken.wait(30000));
      poller.stop();
      const auto row = [&](const QString &id) {
        return store
            .run([id](Database &db) {
              Statement s = db.prepare(
                  QStringLiteral("SELECT state, submit, start, end, time_limit, gpus FROM jobs WHERE job_id = ?"));
              s.bind(1, id);
              QStringList out;
              if (s.step())
                for (int c = 0; c < 6; ++c)
                  out << (s.isNull(c) ? QStringLiteral("null") : s.text(c));
              return out;
            })
            .result();
      };
      const QStringList ok = row(completed), bad = row(failed), slow = row(timeout), gone = row(cancelled);
      QVERIFY2(!ok.isEmpty() && ok[0] == QLatin1String("COMPLETED"), qPrintable(ok.join(QLatin1Char(' '))));
      QCOMPARE(ok[5], QStringLiteral("1")); // one GPU
      QVERIFY(ok[1].toLongLong() <= ok[2].toLongLong() && ok[2].toLongLong() <= ok[3].toLongLong());
      QCOMPARE(bad.value(0), QStringLiteral("FAILED"));
      QCOMPARE(slow.value(0), QStringLiteral("TIMEOUT"));
      QCOMPARE(slow.value(4), QStringLiteral("60"));
      QVERIFY(slow.value(3).toLongLong() - slow.value(2).toLongLong() >= 60);
      QCOMPARE(gone.value(0), QStringLiteral("CANCELLED"));
    }
  }
};

QTEST_GUILESS_MAIN(TestHistoryStates)
#include "tst_history_states.moc"
