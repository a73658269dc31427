// The poller against the real local cluster: snapshots and sacct history land in the store; when
// slurmctld stops the status turns unreachable with a growing back-off, nothing stored is lost;
// when it returns, polling resumes. Truncated output of a Slurm tool is a named error that keeps
// the last snapshot. Over SSH, a network that goes away (a relay to the test sshd, cut) backs off
// the same way, and the poller reconnects when it is back.
#include "services/cluster_poller.h"
#include "store/database.h"
#include "store/forecast_model_store.h"
#include "store/store.h"

#include <QDir>
#include <QFile>
#include <QPointer>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

#include "cluster_test_helpers.h"

using namespace mirage;
using cluster_test::clusterDir;
using cluster_test::sh;

namespace {
qint64 count(Store &store, const QString &sql)
{
  return store
      .run([sql](Database &db) {
        Statement s = db.prepare(sql);
        return s.step() ? s.int64(0) : qint64(-1);
      })
      .result();
}

// The local cluster, named "lab", polled every second into a store of its own (through `runner`,
// the local tools by default); the back-off grows up to maxBackoffS.
struct LabPoller {
  explicit LabPoller(int maxBackoffS, std::shared_ptr<CommandRunner> runner = std::make_shared<LocalRunner>())
      : settings{backoff(maxBackoffS)}, store(dir.filePath(QStringLiteral("m.sqlite"))),
        poller(std::move(runner), options(), &store, settings)
  {
  }
  static PollerSettings backoff(int maxBackoffS)
  {
    PollerSettings s;
    s.intervalS = 1;
    s.maxBackoffS = maxBackoffS;
    return s;
  }
  static SnapshotOptions options()
  {
    SnapshotOptions o;
    o.cluster = QStringLiteral("lab");
    o.commandTimeoutMs = 15000;
    return o;
  }
  QTemporaryDir dir;
  PollerSettings settings;
  Store store;
  ClusterPoller poller;
};
// A TCP relay from a port of its own to the test sshd (127.0.0.1:2222). cut() drops every
// connection through it and refuses new ones, as a network that goes away does; restore() listens
// on the same port again.
class SshRelay : public QObject {
public:
  SshRelay() { connect(&m_server, &QTcpServer::newConnection, this, &SshRelay::accept); }
  bool restore()
  {
    if (!m_server.listen(QHostAddress::LocalHost, m_port))
      return false;
    m_port = m_server.serverPort();
    return true;
  }
  quint16 port() const { return m_port; }
  void cut()
  {
    m_server.close();
    for (const QPointer<QTcpSocket> &s : std::as_const(m_sockets))
      if (s)
        s->abort();
  }
  // An ssh client config and known_hosts for the relay's port, beside the test ones.
  QString writeSshConfig(const QString &dir) const
  {
    const QString known = dir + QStringLiteral("/known_hosts");
    const QString config = dir + QStringLiteral("/ssh_config");
    const QString port = QString::number(m_port);
    QString text = readText(cluster_test::sshConfig());
    text.replace(QRegularExpression(QStringLiteral("Port \\d+")), QStringLiteral("Port ") + port);
    text.replace(QRegularExpression(QStringLiteral("UserKnownHostsFile \\S+")),
                 QStringLiteral("UserKnownHostsFile ") + known);
    QString keys = readText(clusterDir() + QStringLiteral("/ssh/known_hosts"));
    keys.replace(QStringLiteral("[127.0.0.1]:2222"), QStringLiteral("[127.0.0.1]:") + port);
    return writeText(known, keys) && writeText(config, text) ? config : QString();
  }

private:
  void accept()
  {
    while (QTcpSocket *in = m_server.nextPendingConnection()) {
      auto *out = new QTcpSocket(this);
      in->setParent(this);
      out->connectToHost(QHostAddress::LocalHost, 2222); // writes before it connects are buffered
      connect(in, &QTcpSocket::readyRead, out, [in, out] { out->write(in->readAll()); });
      connect(out, &QTcpSocket::readyRead, in, [in, out] { in->write(out->readAll()); });
      connect(in, &QTcpSocket::disconnected, out, &QTcpSocket::disconnectFromHost);
      connect(out, &QTcpSocket::disconnected, in, &QTcpSocket::disconnectFromHost);
      m_sockets << in << out;
    }
  }
  static QString readText(const QString &path)
  {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
  }
  static bool writeText(const QString &path, const QString &text)
  {
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(text.toUtf8()) == text.toUtf8().size();
  }
  QTcpServer m_server;
  quint16 m_port = 0;
  QList<QPointer<QTcpSocket>> m_sockets;
};
} // namespace

class TestPoller : public QObject {
  Q_OBJECT
private slots:
  void initTestCase()
  {
    qRegisterMetaType<PollStatus>();
    qRegisterMetaType<ClusterSnapshot>();
    QVERIFY2(sh(QStringLiteral("scontrol ping")).contains(QLatin1String("UP")),
             "start the cluster with tests/cluster/up.sh");
  }

  void polls_stores_and_recovers()
  {
    // A finished job for the history.
    const QString done = sh(QStringLiteral("sbatch --parsable -J poller-history -o /dev/null --wrap true"));
    QTRY_VERIFY_WITH_TIMEOUT(
        sh(QStringLiteral("sacct -n -X -P -j %1 -o State").arg(done)) == QLatin1String("COMPLETED"), 20000);

    LabPoller lab(4);
    Store &store = lab.store;
    ClusterPoller &poller = lab.poller;
    const PollerSettings &settings = lab.settings;
    QVERIFY(store.opened().result().ok());
    QSignalSpy snapshots(&poller, &ClusterPoller::snapshotTaken);
    QSignalSpy history(&poller, &ClusterPoller::historyImported);
    QSignalSpy status(&poller, &ClusterPoller::statusChanged);
    poller.start();
    QTRY_VERIFY_WITH_TIMEOUT(snapshots.count() >= 2, 30000);
    QCOMPARE(poller.status(), PollStatus::Connected);
    QVERIFY(history.count() >= 1);
    QCOMPARE(
        count(store, QStringLiteral("SELECT count(*) FROM jobs WHERE job_id = '%1' AND state = 'COMPLETED'").arg(done)),
        qint64(1));
    const qint64 before = count(store, QStringLiteral("SELECT count(*) FROM snapshots"));
    QVERIFY(before >= 2);

    // The controller goes away.
    const QString pid = sh(QStringLiteral("cat %1/run/slurmctld.pid").arg(clusterDir()));
    sh(QStringLiteral("kill %1; for i in $(seq 1 60); do kill -0 %1 2>/dev/null || break; sleep 0.25; done").arg(pid));
    QTRY_COMPARE_WITH_TIMEOUT(poller.status(), PollStatus::Unreachable, 30000);
    QVERIFY(!poller.lastError().isEmpty());
    const int firstDelay = poller.currentDelayS();
    QTRY_VERIFY_WITH_TIMEOUT(poller.currentDelayS() > firstDelay, 30000); // backing off
    QVERIFY(poller.currentDelayS() <= settings.maxBackoffS);
    const qint64 during = count(store, QStringLiteral("SELECT count(*) FROM snapshots"));
    QVERIFY(during >= before); // nothing lost
    QCOMPARE(store.run([](Database &db) { return db.integrityCheck(); }).result(), QStringLiteral("ok"));

    // And comes back: polling resumes by itself.
    sh(QStringLiteral("slurmctld"));
    const int seen = int(snapshots.count());
    QTRY_VERIFY_WITH_TIMEOUT(snapshots.count() > seen, 60000);
    QCOMPARE(poller.status(), PollStatus::Connected);
    QCOMPARE(poller.currentDelayS(), settings.intervalS);
    poller.stop();
    QCOMPARE(poller.status(), PollStatus::Stopped);
    bool sawUnreachable = false;
    for (const auto &args : status)
      sawUnreachable = sawUnreachable || args.at(0).value<PollStatus>() == PollStatus::Unreachable;
    QVERIFY(sawUnreachable);
  }

  // Slurm's tools printing truncated output: a fake squeue first on PATH stands in for it (a real
  // Slurm cannot be made to). The poll fails with a parse error naming squeue and the line, the
  // newest snapshot stays the one before, and with the real squeue back polling resumes.
  void truncated_output_is_a_named_error_and_the_last_snapshot_stays()
  {
    LabPoller lab(2);
    QTemporaryDir &dir = lab.dir;
    Store &store = lab.store;
    ClusterPoller &poller = lab.poller;
    QVERIFY(store.opened().result().ok());
    QSignalSpy snapshots(&poller, &ClusterPoller::snapshotTaken);
    poller.start();
    QTRY_VERIFY_WITH_TIMEOUT(snapshots.count() >= 1, 30000);
    const QString fakeDir = dir.filePath(QStringLiteral("fake-bin"));
    QVERIFY(QDir().mkpath(fakeDir));
    QFile fake(fakeDir + QStringLiteral("/squeue"));
    QVERIFY(fake.open(QIODevice::WriteOnly));
    fake.write("#!/bin/sh\nprintf '1234|gpu|ali'\n"); // cut in the middle of its first line
    fake.close();
    QVERIFY(fake.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
    const QByteArray path = qgetenv("PATH");
    qputenv("PATH", QFile::encodeName(fakeDir) + ':' + path);
    QTRY_COMPARE_WITH_TIMEOUT(poller.status(), PollStatus::Unreachable, 30000);
    QVERIFY2(poller.lastError().contains(QLatin1String("squeue output, line 1")), qPrintable(poller.lastError()));
    const qint64 kept = count(store, QStringLiteral("SELECT max(id) FROM snapshots"));
    QTest::qWait(2500); // more polls fail meanwhile
    QCOMPARE(count(store, QStringLiteral("SELECT max(id) FROM snapshots")), kept);
    qputenv("PATH", path);
    const int seen = int(snapshots.count());
    QTRY_VERIFY_WITH_TIMEOUT(snapshots.count() > seen, 30000);
    QCOMPARE(poller.status(), PollStatus::Connected);
    QVERIFY(count(store, QStringLiteral("SELECT max(id) FROM snapshots")) > kept);
    poller.stop();
  }

  // Over SSH, the network goes away under a polling window (the relay cut: the shared connection
  // dropped, new ones refused). The poller turns unreachable with an error naming the host and
  // backs off up to its bound; nothing stored is lost; when the network is back it reconnects by
  // itself and polls at its interval again.
  void over_ssh_a_cut_connection_backs_off_and_recovers()
  {
    SshRelay relay;
    QVERIFY(relay.restore());
    QTemporaryDir sshDir;
    SshTarget target;
    target.host = cluster_test::kSshHost;
    target.configFile = relay.writeSshConfig(sshDir.path());
    target.connectTimeoutS = 5;
    QVERIFY(!target.configFile.isEmpty());
    auto ssh = std::make_shared<SshRunner>(target);
    LabPoller lab(4, ssh);
    QVERIFY(lab.store.opened().result().ok());
    QSignalSpy snapshots(&lab.poller, &ClusterPoller::snapshotTaken);
    lab.poller.start();
    QTRY_VERIFY_WITH_TIMEOUT(snapshots.count() >= 2, 60000);
    QCOMPARE(lab.poller.status(), PollStatus::Connected);
    const qint64 before = count(lab.store, QStringLiteral("SELECT count(*) FROM snapshots"));

    relay.cut();
    QTRY_COMPARE_WITH_TIMEOUT(lab.poller.status(), PollStatus::Unreachable, 60000);
    qInfo("cut: %s", qPrintable(lab.poller.lastError()));
    QVERIFY2(lab.poller.lastError().contains(ssh->describe()), qPrintable(lab.poller.lastError()));
    const int firstDelay = lab.poller.currentDelayS();
    QTRY_VERIFY_WITH_TIMEOUT(lab.poller.currentDelayS() > firstDelay, 60000); // backing off
    QVERIFY(lab.poller.currentDelayS() <= lab.settings.maxBackoffS);
    QCOMPARE(count(lab.store, QStringLiteral("SELECT count(*) FROM snapshots")), before);
    QCOMPARE(lab.store.run([](Database &db) { return db.integrityCheck(); }).result(), QStringLiteral("ok"));

    QVERIFY(relay.restore());
    const int seen = int(snapshots.count());
    QTRY_VERIFY_WITH_TIMEOUT(snapshots.count() > seen, 60000);
    QCOMPARE(lab.poller.status(), PollStatus::Connected);
    QCOMPARE(lab.poller.currentDelayS(), lab.settings.intervalS);
    QVERIFY(count(lab.store, QStringLiteral("SELECT count(*) FROM snapshots")) > before);
    lab.poller.stop();
    ssh->closeMaster();
  }

  // The poller carries the cluster's adaptive calibration forward: jobs that queue behind each
  // other (three that each take every node of gpu) get forecasts when first seen waiting, and
  // their starts are learned; the store keeps the state, and Slurm's own estimate is scored.
  void calibration_learns_from_real_starts()
  {
    LabPoller lab(4);
    QVERIFY(lab.store.opened().result().ok());
    QSignalSpy snapshots(&lab.poller, &ClusterPoller::snapshotTaken);
    lab.poller.start();
    QTRY_VERIFY_WITH_TIMEOUT(snapshots.count() >= 1, 30000);
    QStringList ids;
    for (int i = 0; i < 3; ++i)
      ids << sh(QStringLiteral(
          "sbatch --parsable -J poller-calibration -p gpu -N 4 --exclusive -t 1 -o /dev/null --wrap 'sleep 4'"));
    const auto learned = [&] {
      return count(lab.store, QStringLiteral("SELECT count(*) FROM forecast_calibration f JOIN clusters c ON "
                                             "c.id = f.cluster_id WHERE c.name = 'lab' AND f.method = "
                                             "'slurm-estimate' AND json_extract(f.state, '$.groups.\"*|*\".n') >= 2"));
    };
    QTRY_VERIFY_WITH_TIMEOUT(learned() == 1, 90000);
    // Slurm's own estimate (squeue's start time) is scored beside the methods once a job started.
    QTRY_VERIFY_WITH_TIMEOUT(
        count(lab.store, QStringLiteral("SELECT count(*) FROM forecast_calibration WHERE method = "
                                        "'squeue-estimate' AND json_extract(live, '$.jobs') >= 1")) == 1,
        60000);
    lab.poller.stop();
    for (const QString &id : std::as_const(ids))
      sh(QStringLiteral("scancel %1").arg(id));
    // What the window would load: the calibration of the methods the poller could run.
    Database db;
    QVERIFY(db.open(lab.dir.filePath(QStringLiteral("m.sqlite"))).ok());
    const ForecastContext context = loadForecastContext(db, QStringLiteral("lab"));
    QVERIFY(context.calibration.count(QStringLiteral("slurm-estimate")));
    QVERIFY(context.calibration.at(QStringLiteral("slurm-estimate")).observations() >= 2);
  }
};

QTEST_GUILESS_MAIN(TestPoller)
#include "tst_poller.moc"
