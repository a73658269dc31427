#pragma once
// Helpers of the integration tests that talk to the local test cluster (tests/cluster/up.sh).
#include <QElapsedTimer>
#include <QProcess>
#include <QString>
#include <QTest>

namespace cluster_test {

// Where up.sh keeps the cluster's state, pids and the ssh client config.
inline QString clusterDir()
{
  return qEnvironmentVariable("MIRAGE_CLUSTER_DIR", QStringLiteral("/tmp/mirage-cluster"));
}
inline QString sshConfig()
{
  return clusterDir() + QStringLiteral("/ssh/ssh_config");
}
inline const QString kSshHost = QStringLiteral("mirage-test-host");

// Runs a shell command line (test set-up only: sbatch, scancel, kill) and returns its trimmed stdout.
inline QString sh(const QString &command)
{
  QProcess p;
  p.start(QStringLiteral("sh"), {QStringLiteral("-c"), command});
  p.waitForFinished(60000);
  return QString::fromUtf8(p.readAllStandardOutput()).trimmed();
}

// A program's exit code and output (-1 and "timed out" when it ran past `timeoutMs`).
struct Run {
  int exitCode = -1;
  QString out, err;
};
inline Run run(const QString &program, const QStringList &args,
               const QProcessEnvironment &env = QProcessEnvironment::systemEnvironment(), int timeoutMs = 120000)
{
  QProcess p;
  p.setProcessEnvironment(env);
  p.start(program, args);
  Run r;
  if (!p.waitForFinished(timeoutMs)) {
    p.kill();
    p.waitForFinished();
    r.err = QStringLiteral("timed out");
    return r;
  }
  r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
  r.out = QString::fromUtf8(p.readAllStandardOutput());
  r.err = QString::fromUtf8(p.readAllStandardError());
  return r;
}

// Polls until `done` says yes or the time runs out; the last answer.
template <typename F> bool eventually(F done, int timeoutMs, int pollMs = 250)
{
  QElapsedTimer t;
  t.start();
  while (t.elapsed() < timeoutMs) {
    if (done())
      return true;
    QTest::qWait(pollMs);
  }
  return done();
}

} // namespace cluster_test
