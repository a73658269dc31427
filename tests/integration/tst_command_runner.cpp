// The command runners for real: local processes, and OpenSSH to the project's sshd on 127.0.0.1
// (tests/cluster/up.sh): arguments arrive verbatim, timeouts, cancellation, a host that accepts the
// connection and never answers, a changed host key, connection sharing.
#include "result_check.h"
#include "slurm/command_runner.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>

#include "cluster_test_helpers.h"
#include <QtConcurrent>

using namespace mirage;
using cluster_test::clusterDir;

namespace {

SshTarget testHost()
{
  SshTarget t;
  t.host = QStringLiteral("mirage-test-host");
  t.configFile = clusterDir() + QStringLiteral("/ssh/ssh_config");
  t.connectTimeoutS = 5;
  return t;
}

const QStringList kNasty{QStringLiteral("plain"),
                         QStringLiteral("with space"),
                         QStringLiteral("it's"),
                         QStringLiteral("$(touch /tmp/mirage-pwned)"),
                         QStringLiteral("; rm -rf /tmp/nothing"),
                         QStringLiteral("`id`"),
                         QStringLiteral("\"double\""),
                         QStringLiteral("back\\slash"),
                         QStringLiteral("*"),
                         QString(),
                         QStringLiteral("ünïcødé")};
} // namespace

class TestCommandRunner : public QObject {
  Q_OBJECT
private slots:
  void quoting()
  {
    QCOMPARE(shellQuote(QStringLiteral("squeue")), QStringLiteral("squeue"));
    QCOMPARE(shellQuote(QStringLiteral("it's")), QStringLiteral("'it'\\''s'"));
    QCOMPARE(shellQuote(QString()), QStringLiteral("''"));
  }

  void urls()
  {
    const auto parsed = SshTarget::fromUrl(QStringLiteral("ssh://alice@login.example.org:2200"));
    QVERIFY_OK(parsed);
    const SshTarget t = *parsed;
    QCOMPARE(t.user, QStringLiteral("alice"));
    QCOMPARE(t.host, QStringLiteral("login.example.org"));
    QCOMPARE(t.port, 2200);
    QCOMPARE(t.url(), QStringLiteral("ssh://alice@login.example.org:2200"));
  }

  // Not an ssh:// URL, a port out of range, a space, an option smuggled in as the host.
  void bad_ssh_urls_are_refused_data()
  {
    QTest::addColumn<QString>("url");
    for (const char *bad : {"login.example.org", "ssh://host:99999", "ssh://ho st", "ssh://-oProxyCommand=x"})
      QTest::newRow(bad) << QString::fromLatin1(bad);
  }
  void bad_ssh_urls_are_refused()
  {
    QFETCH(QString, url);
    const auto refused = SshTarget::fromUrl(url);
    QVERIFY(!refused.ok());
    QVERIFY(!refused.error().isEmpty());
  }

  void local_arguments_verbatim()
  {
    LocalRunner local;
    const CommandResult r = local.run(QStringList{QStringLiteral("printf"), QStringLiteral("%s\\n")} + kNasty, 5000);
    QVERIFY2(r.ok(), qPrintable(r.errorMessage(QStringLiteral("printf"))));
    QCOMPARE(QString::fromUtf8(r.out).split(QLatin1Char('\n')).mid(0, kNasty.size()), kNasty);
  }

  void local_failures()
  {
    LocalRunner local;
    const CommandResult missing = local.run({QStringLiteral("/nonexistent/squeue")}, 2000);
    QVERIFY(missing.failedToStart);
    QVERIFY(missing.errorMessage(QStringLiteral("squeue")).contains(QLatin1String("could not start")));
    const CommandResult failing =
        local.run({QStringLiteral("sh"), QStringLiteral("-c"), QStringLiteral("echo boom >&2; exit 3")}, 2000);
    QCOMPARE(failing.exitCode, 3);
    QVERIFY2(failing.errorMessage(QStringLiteral("x")).contains(QLatin1String("exit code 3): boom")),
             qPrintable(failing.errorMessage(QStringLiteral("x"))));
    QElapsedTimer t;
    t.start();
    const CommandResult slow = local.run({QStringLiteral("sleep"), QStringLiteral("10")}, 300);
    QVERIFY(slow.timedOut);
    QVERIFY(t.elapsed() < 3000);
    std::atomic_bool cancel{false};
    auto future = QtConcurrent::run([&] {
      return local.run({QStringLiteral("sleep"), QStringLiteral("10")}, 20000, &cancel);
    });
    QTest::qWait(200);
    cancel = true;
    t.restart();
    const CommandResult cancelled = future.result();
    QVERIFY(cancelled.cancelled);
    QVERIFY(t.elapsed() < 3000);
  }

  void ssh_arguments_verbatim_and_shared_connection()
  {
    QVERIFY2(QFile::exists(testHost().configFile), "start the test sshd with tests/cluster/up.sh");
    SshRunner ssh(testHost());
    QFile::remove(QStringLiteral("/tmp/mirage-pwned"));
    const CommandResult r = ssh.run(QStringList{QStringLiteral("printf"), QStringLiteral("%s\\n")} + kNasty, 20000);
    QVERIFY2(r.ok(), qPrintable(r.errorMessage(ssh.describe())));
    QCOMPARE(QString::fromUtf8(r.out).split(QLatin1Char('\n')).mid(0, kNasty.size()), kNasty);
    QVERIFY(!QFile::exists(QStringLiteral("/tmp/mirage-pwned")));
    // The second command rides the first one's connection.
    const CommandResult again = ssh.run({QStringLiteral("whoami")}, 20000);
    QCOMPARE(QString::fromUtf8(again.out).trimmed(), QStringLiteral("mirage-test"));
    qInfo("first ssh command %lld ms, second %lld ms", r.elapsedMs, again.elapsedMs);
    QVERIFY(again.elapsedMs < r.elapsedMs || again.elapsedMs < 300);
    ssh.closeMaster();
    // Slurm answers through it.
    const CommandResult sinfo = ssh.run({QStringLiteral("sinfo"), QStringLiteral("--version")}, 20000);
    QVERIFY2(sinfo.ok() && sinfo.out.startsWith("slurm"), qPrintable(sinfo.errorMessage(QStringLiteral("sinfo"))));
    ssh.closeMaster();
  }

  void ssh_changed_host_key_is_an_error()
  {
    QTemporaryDir dir;
    // A client config like the test one, but with a known_hosts that holds another key.
    QFile in(testHost().configFile);
    QVERIFY(in.open(QIODevice::ReadOnly));
    QString config = QString::fromUtf8(in.readAll());
    const QString known = dir.filePath(QStringLiteral("known_hosts"));
    config.replace(QRegularExpression(QStringLiteral("UserKnownHostsFile \\S+")),
                   QStringLiteral("UserKnownHostsFile ") + known);
    QFile out(dir.filePath(QStringLiteral("config")));
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(config.toUtf8());
    out.close();
    QFile knownFile(known);
    QVERIFY(knownFile.open(QIODevice::WriteOnly));
    knownFile.write(
        "[127.0.0.1]:2222 ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl\n");
    knownFile.close();
    SshTarget t = testHost();
    t.configFile = out.fileName();
    SshRunner ssh(t);
    const CommandResult r = ssh.run({QStringLiteral("true")}, 20000);
    QCOMPARE(r.exitCode, 255);
    const QString message = r.errorMessage(ssh.describe());
    QVERIFY2(message.contains(QLatin1String("Host key verification failed")) ||
                 message.contains(QLatin1String("CHANGED")),
             qPrintable(message));
  }

  void ssh_host_that_hangs_times_out()
  {
    // A server that accepts the TCP connection and never says a word.
    QTcpServer silent;
    QVERIFY(silent.listen(QHostAddress::LocalHost));
    SshTarget t;
    t.host = QStringLiteral("127.0.0.1");
    t.port = silent.serverPort();
    t.connectTimeoutS = 30;
    SshRunner ssh(t);
    QElapsedTimer timer;
    timer.start();
    auto future = QtConcurrent::run([&] { return ssh.run({QStringLiteral("squeue")}, 1500); });
    while (!future.isFinished())
      QTest::qWait(50); // keep the event loop turning so the server accepts
    const CommandResult r = future.result();
    QVERIFY(r.timedOut);
    QVERIFY(timer.elapsed() < 8000);
    QVERIFY(r.errorMessage(ssh.describe()).contains(QLatin1String("no answer")));
  }

  // The connection cut in the middle of a command (the sshd process serving it killed): an error
  // naming the host, and the next command connects again.
  void ssh_connection_cut_mid_command_then_recovers()
  {
    SshRunner ssh(testHost());
    QVERIFY(ssh.run({QStringLiteral("true")}, 20000).ok()); // the shared connection is up
    auto future = QtConcurrent::run([&] { return ssh.run({QStringLiteral("sleep"), QStringLiteral("23.25")}, 60000); });
    // The sshd process that serves this connection: the remote sleep's nearest sshd ancestor
    // (only this runner's connection ends).
    const QString findServer =
        QStringLiteral("pid=$(pgrep -x -f 'sleep 23.25' | head -n1); "
                       "while [ -n \"$pid\" ] && [ \"$pid\" != 1 ] && [ \"$(ps -o comm= -p $pid)\" != sshd ]; do "
                       "pid=$(ps -o ppid= -p $pid | tr -d ' '); done; [ \"$pid\" != 1 ] && echo $pid");
    QString server;
    QTRY_VERIFY_WITH_TIMEOUT(!(server = cluster_test::sh(findServer)).isEmpty(), 20000);
    cluster_test::sh(QStringLiteral("kill -9 %1").arg(server));
    QTRY_VERIFY_WITH_TIMEOUT(future.isFinished(), 20000);
    const CommandResult cut = future.result();
    QVERIFY(!cut.ok());
    QVERIFY(!cut.timedOut);
    const QString message = cut.errorMessage(ssh.describe());
    qInfo("cut mid-command: %s", qPrintable(message));
    QVERIFY2(message.contains(ssh.describe()), qPrintable(message));
    const CommandResult again = ssh.run({QStringLiteral("whoami")}, 20000);
    QVERIFY2(again.ok(), qPrintable(again.errorMessage(ssh.describe())));
    QCOMPARE(QString::fromUtf8(again.out).trimmed(), QStringLiteral("mirage-test"));
    ssh.closeMaster();
  }
};

QTEST_GUILESS_MAIN(TestCommandRunner)
#include "tst_command_runner.moc"
