#pragma once
// Helpers of the integration tests that talk to the local test cluster (tests/cluster/up.sh).
#include <QProcess>
#include <QString>

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

} // namespace cluster_test
