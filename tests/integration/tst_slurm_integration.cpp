// Against the project's own local Slurm cluster and sshd (tests/cluster/up.sh): submits jobs with
// sbatch and reads them back with squeue and sacct, locally and through ssh, and checks that a
// changed host key is refused.
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include "cluster_test_helpers.h"

using cluster_test::clusterDir;

using cluster_test::eventually;

namespace {
struct Run {
  int exitCode = -1;
  QString out;
  QString err;
};

Run run(const QString &program, const QStringList &args, int timeoutMs = 30000)
{
  QProcess p;
  p.start(program, args);
  Run r;
  if (!p.waitForFinished(timeoutMs)) {
    p.kill();
    p.waitForFinished();
    r.err = QStringLiteral("timed out: ") + program + QLatin1Char(' ') + args.join(QLatin1Char(' '));
    return r;
  }
  r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
  r.out = QString::fromUtf8(p.readAllStandardOutput());
  r.err = QString::fromUtf8(p.readAllStandardError());
  return r;
}

QString sshConfig()
{
  return clusterDir() + QStringLiteral("/ssh/ssh_config");
}
const QString kHost = QStringLiteral("mirage-test-host");

// Runs a Slurm command locally (remote = false) or on the test host through ssh. The remote
// command is one argument list; every argument is single-quoted for the remote shell.
Run slurm(bool remote, const QStringList &command, int timeoutMs = 30000)
{
  if (!remote)
    return run(command.first(), command.mid(1), timeoutMs);
  QStringList quoted;
  for (QString a : command)
    quoted << QLatin1Char('\'') + a.replace(QLatin1Char('\''), QStringLiteral("'\\''")) + QLatin1Char('\'');
  return run(QStringLiteral("ssh"), {QStringLiteral("-F"), sshConfig(), kHost, quoted.join(QLatin1Char(' '))},
             timeoutMs);
}

} // namespace

class TestSlurmIntegration : public QObject {
  Q_OBJECT
private slots:
  void initTestCase()
  {
    const Run ping = run(QStringLiteral("scontrol"), {QStringLiteral("ping")});
    QVERIFY2(ping.exitCode == 0 && ping.out.contains(QLatin1String("UP")),
             "the local test cluster is not running: start it with tests/cluster/up.sh (./test.sh does)");
    QVERIFY2(QFile::exists(sshConfig()), "no ssh client config: tests/cluster/up.sh writes it");
  }

  void cluster_has_both_partitions_and_gpus()
  {
    const Run r = run(QStringLiteral("sinfo"),
                      {QStringLiteral("-h"), QStringLiteral("-N"), QStringLiteral("-o"), QStringLiteral("%N|%P|%G")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(QLatin1String("node1|gpu*|gpu:a100:4")), qPrintable(r.out));
    QVERIFY2(r.out.contains(QLatin1String("node4|gpu*|gpu:h100:4")), qPrintable(r.out));
    QVERIFY2(r.out.contains(QLatin1String("node2|debug|")), qPrintable(r.out));
  }

  void submit_and_read_back_data()
  {
    QTest::addColumn<bool>("remote");
    QTest::newRow("local") << false;
    QTest::newRow("ssh") << true;
  }
  void submit_and_read_back()
  {
    QFETCH(bool, remote);
    // A name with a space, a quote, a semicolon and $(): it must arrive as text, not as shell.
    const QString name =
        remote ? QStringLiteral("mirage it's; $(touch /tmp/pwned) ssh") : QStringLiteral("mirage local");
    const Run submit =
        slurm(remote, {QStringLiteral("sbatch"), QStringLiteral("--parsable"), QStringLiteral("--job-name=") + name,
                       QStringLiteral("--partition=gpu"), QStringLiteral("--gres=gpu:h100:1"),
                       QStringLiteral("--time=1"), QStringLiteral("--output=/tmp/mirage-cluster/jobs/%j.out"),
                       QStringLiteral("--wrap=sleep 3; echo done")});
    QVERIFY2(submit.exitCode == 0, qPrintable(submit.err));
    const QString id = submit.out.trimmed().section(QLatin1Char(';'), 0, 0);
    bool numeric = false;
    id.toLongLong(&numeric);
    QVERIFY2(numeric, qPrintable(submit.out));
    QVERIFY(!QFile::exists(QStringLiteral("/tmp/pwned")));

    // squeue sees it while it runs, with its name, partition and GPU request.
    const Run queued = slurm(remote, {QStringLiteral("squeue"), QStringLiteral("-h"), QStringLiteral("-j"), id,
                                      QStringLiteral("-o"), QStringLiteral("%i|%j|%P|%T|%b")});
    QVERIFY2(queued.exitCode == 0, qPrintable(queued.err));
    QVERIFY2(queued.out.startsWith(id + QLatin1Char('|') + name + QStringLiteral("|gpu|")), qPrintable(queued.out));
    QVERIFY2(queued.out.contains(QLatin1String("h100:1")), qPrintable(queued.out));

    // sacct has it as COMPLETED once it ends, with submit, start and end times and its GPU.
    Run acct;
    const bool completed = eventually(
        [&] {
          acct = slurm(remote,
                       {QStringLiteral("sacct"), QStringLiteral("-X"), QStringLiteral("-n"), QStringLiteral("-P"),
                        QStringLiteral("-j"), id, QStringLiteral("-S"), QStringLiteral("now-1hour"),
                        QStringLiteral("-o"), QStringLiteral("JobID,JobName,State,Submit,Start,End,AllocTRES,User")});
          // slurmdbd can hold a provisional record (JobName "allocation") until the job's start
          // message is stored: wait for the whole record, as a poller of sacct must.
          return acct.out.contains(QLatin1String("|COMPLETED|")) &&
                 acct.out.startsWith(id + QLatin1Char('|') + name + QLatin1Char('|'));
        },
        60000);
    QVERIFY2(completed, qPrintable(acct.out + acct.err));
    const QStringList fields = acct.out.trimmed().split(QLatin1Char('|'));
    QCOMPARE(fields.size(), 8);
    QCOMPARE(fields[0], id);
    QCOMPARE(fields[1], name);
    QVERIFY(fields[3] <= fields[4] && fields[4] <= fields[5]); // ISO times sort as text
    QVERIFY2(fields[6].contains(QLatin1String("gres/gpu:h100=1")), qPrintable(fields[6]));
    QCOMPARE(fields[7], remote ? QStringLiteral("mirage-test") : QStringLiteral("root"));
  }

  void slurm_estimate_asks_slurm_data()
  {
    QTest::addColumn<QStringList>("source");
    QTest::newRow("local") << QStringList{QStringLiteral("--source"), QStringLiteral("local")};
    QTest::newRow("ssh") << QStringList{QStringLiteral("--source"), QStringLiteral("ssh://") + kHost,
                                        QStringLiteral("--ssh-config"), sshConfig()};
  }
  void slurm_estimate_asks_slurm()
  {
    // mirage-cli forecast --method slurm-estimate on a live cluster asks Slurm (sbatch --test-only),
    // which submits nothing.
    QFETCH(QStringList, source);
    QTemporaryDir dir;
    const auto queued = [] {
      return run(QStringLiteral("squeue"),
                 {QStringLiteral("-h"), QStringLiteral("-n"), QStringLiteral("mirage-forecast")})
          .out.trimmed();
    };
    const Run r = run(QStringLiteral(MIRAGE_BINARY_DIR "/bin/mirage-cli"),
                      QStringList{QStringLiteral("forecast"), QStringLiteral("--job"),
                                  QStringLiteral("partition=gpu,nodes=1,gpus=2,time=10:00"), QStringLiteral("--method"),
                                  QStringLiteral("slurm-estimate"), QStringLiteral("--json"), QStringLiteral("--db"),
                                  dir.filePath(QStringLiteral("m.sqlite"))} +
                          source,
                      60000);
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains(QLatin1String("\"asked_slurm\":true")), qPrintable(r.out));
    QVERIFY2(r.out.contains(QLatin1String("\"p50_s\":")), qPrintable(r.out));
    QVERIFY2(queued().isEmpty(), qPrintable(queued()));
  }

  void changed_host_key_is_refused()
  {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    // A known_hosts that holds another key for the test host: ssh must refuse, never accept.
    const QString keyFile = dir.filePath(QStringLiteral("other"));
    QCOMPARE(run(QStringLiteral("ssh-keygen"), {QStringLiteral("-q"), QStringLiteral("-t"), QStringLiteral("ed25519"),
                                                QStringLiteral("-N"), QString(), QStringLiteral("-f"), keyFile})
                 .exitCode,
             0);
    QFile pub(keyFile + QStringLiteral(".pub"));
    QVERIFY(pub.open(QIODevice::ReadOnly));
    const QByteArray otherKey = pub.readAll().split(' ').mid(0, 2).join(' ');
    QFile known(dir.filePath(QStringLiteral("known_hosts")));
    QVERIFY(known.open(QIODevice::WriteOnly));
    known.write("[127.0.0.1]:2222 " + otherKey + "\n");
    known.close();
    const Run r = run(QStringLiteral("ssh"),
                      {QStringLiteral("-F"), sshConfig(), QStringLiteral("-o"),
                       QStringLiteral("UserKnownHostsFile=") + known.fileName(), kHost, QStringLiteral("true")});
    QCOMPARE(r.exitCode, 255);
    QVERIFY2(r.err.contains(QLatin1String("HOST IDENTIFICATION HAS CHANGED")) ||
                 r.err.contains(QLatin1String("Host key verification failed")),
             qPrintable(r.err));
  }
};

QTEST_GUILESS_MAIN(TestSlurmIntegration)
#include "tst_slurm_integration.moc"
