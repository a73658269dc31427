#include "slurm/command_runner.h"

#include "core/core_tr.h"

#include <QDir>
#include <QElapsedTimer>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>

namespace mirage {
namespace {

CommandResult runProcess(const QString &program, const QStringList &args, int timeoutMs, const std::atomic_bool *cancel)
{
  CommandResult r;
  QElapsedTimer timer;
  timer.start();
  QProcess p;
  // Slurm prints times and numbers in the C locale's format; keep it so everywhere.
  QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
  env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C"));
  p.setProcessEnvironment(env);
  p.setProgram(program);
  p.setArguments(args);
  p.start();
  if (!p.waitForStarted(10000)) {
    r.failedToStart = true;
    r.err = p.errorString().toUtf8();
    r.elapsedMs = timer.elapsed();
    return r;
  }
  p.closeWriteChannel();
  while (!p.waitForFinished(50)) {
    if (p.state() == QProcess::NotRunning)
      break;
    r.out += p.readAllStandardOutput();
    r.err += p.readAllStandardError();
    if (cancel && cancel->load()) {
      r.cancelled = true;
      break;
    }
    if (timeoutMs > 0 && timer.elapsed() > timeoutMs) {
      r.timedOut = true;
      break;
    }
  }
  if (r.cancelled || r.timedOut) {
    p.kill();
    p.waitForFinished(5000);
  }
  r.out += p.readAllStandardOutput();
  r.err += p.readAllStandardError();
  r.exitCode = p.exitStatus() == QProcess::NormalExit && !r.cancelled && !r.timedOut ? p.exitCode() : -1;
  r.elapsedMs = timer.elapsed();
  return r;
}

} // namespace

QString CommandResult::errorMessage(const QString &what) const
{
  const QString tool = QString::fromUtf8(err).trimmed().section(QLatin1Char('\n'), -3).simplified();
  if (failedToStart)
    return CoreTr::tr("%1: could not start: %2").arg(what, tool);
  if (timedOut)
    return CoreTr::tr("%1: no answer within the time limit (%2 s)").arg(what).arg(elapsedMs / 1000.0, 0, 'f', 1);
  if (cancelled)
    return CoreTr::tr("%1: cancelled").arg(what);
  if (exitCode != 0)
    return tool.isEmpty() ? CoreTr::tr("%1: failed with exit code %2").arg(what).arg(exitCode)
                          : CoreTr::tr("%1: failed (exit code %2): %3").arg(what).arg(exitCode).arg(tool);
  return {};
}

CommandResult LocalRunner::run(const QStringList &argv, int timeoutMs, const std::atomic_bool *cancel)
{
  if (argv.isEmpty()) {
    CommandResult r;
    r.failedToStart = true;
    r.err = "empty command";
    return r;
  }
  return runProcess(argv.first(), argv.mid(1), timeoutMs, cancel);
}

QString shellQuote(const QString &argument)
{
  if (!argument.isEmpty() && argument.indexOf(QRegularExpression(QStringLiteral("[^A-Za-z0-9_./:=,@%+-]"))) < 0)
    return argument;
  QString quoted = argument;
  quoted.replace(QLatin1Char('\''), QStringLiteral("'\\''"));
  return QLatin1Char('\'') + quoted + QLatin1Char('\'');
}

Result<SshTarget> SshTarget::fromUrl(const QString &url)
{
  SshTarget t;
  QString rest = url.trimmed();
  if (!rest.startsWith(QLatin1String("ssh://")))
    return failure(CoreTr::tr("'%1' is not an ssh:// address (ssh://[user@]host[:port])").arg(url));
  rest = rest.mid(6);
  if (rest.endsWith(QLatin1Char('/')))
    rest.chop(1);
  if (const qsizetype at = rest.lastIndexOf(QLatin1Char('@')); at >= 0) {
    t.user = rest.left(at);
    rest = rest.mid(at + 1);
  }
  if (const qsizetype colon = rest.lastIndexOf(QLatin1Char(':')); colon >= 0 && !rest.startsWith(QLatin1Char('['))) {
    bool ok = false;
    t.port = rest.mid(colon + 1).toInt(&ok);
    if (!ok || t.port <= 0 || t.port > 65535)
      return failure(CoreTr::tr("'%1': the port must be a number from 1 to 65535").arg(url));
    rest = rest.left(colon);
  }
  static const QRegularExpression hostPattern(QStringLiteral("^[A-Za-z0-9._-]+$"));
  if (!hostPattern.match(rest).hasMatch() || (!t.user.isEmpty() && !hostPattern.match(t.user).hasMatch()))
    return failure(CoreTr::tr("'%1': not a valid user or host name").arg(url));
  t.host = rest;
  return t;
}

QString SshTarget::url() const
{
  QString s = QStringLiteral("ssh://");
  if (!user.isEmpty())
    s += user + QLatin1Char('@');
  s += host;
  if (port > 0)
    s += QLatin1Char(':') + QString::number(port);
  return s;
}

SshRunner::SshRunner(SshTarget target) : m_target(std::move(target))
{
  // Control sockets need a short, private path (sockets are limited to ~100 characters).
  QString base = QStandardPaths::writableLocation(QStandardPaths::RuntimeLocation);
  if (base.isEmpty() || base.size() > 60)
    base = QDir::tempPath();
  m_controlDir = base + QStringLiteral("/mirage-ssh");
  QDir().mkpath(m_controlDir);
  QFile::setPermissions(m_controlDir, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
}

SshRunner::~SshRunner() = default;

QStringList SshRunner::sshArguments() const
{
  QStringList a;
  if (!m_target.configFile.isEmpty())
    a << QStringLiteral("-F") << m_target.configFile;
  a << QStringLiteral("-o") << QStringLiteral("BatchMode=yes") << QStringLiteral("-o")
    << QStringLiteral("ConnectTimeout=%1").arg(m_target.connectTimeoutS) << QStringLiteral("-o")
    << QStringLiteral("ServerAliveInterval=15") << QStringLiteral("-o") << QStringLiteral("ControlMaster=auto")
    << QStringLiteral("-o") << QStringLiteral("ControlPath=%1/%C").arg(m_controlDir) << QStringLiteral("-o")
    << QStringLiteral("ControlPersist=120");
  if (m_target.port > 0)
    a << QStringLiteral("-p") << QString::number(m_target.port);
  if (!m_target.user.isEmpty())
    a << QStringLiteral("-l") << m_target.user;
  a << QStringLiteral("--") << m_target.host;
  return a;
}

CommandResult SshRunner::run(const QStringList &argv, int timeoutMs, const std::atomic_bool *cancel)
{
  QStringList remote{QStringLiteral("env"), QStringLiteral("LC_ALL=C")};
  remote += argv;
  QStringList quoted;
  for (const QString &a : std::as_const(remote))
    quoted << shellQuote(a);
  return runProcess(QStringLiteral("ssh"), sshArguments() << quoted.join(QLatin1Char(' ')), timeoutMs, cancel);
}

void SshRunner::closeMaster()
{
  QStringList a = sshArguments();
  a.insert(a.indexOf(QStringLiteral("--")), QStringLiteral("-O"));
  a.insert(a.indexOf(QStringLiteral("--")), QStringLiteral("exit"));
  runProcess(QStringLiteral("ssh"), a, 5000, nullptr);
}

Result<std::unique_ptr<CommandRunner>> makeRunner(const QString &source, const QString &sshConfig)
{
  if (source == QLatin1String("local"))
    return std::make_unique<LocalRunner>();
  Result<SshTarget> target = SshTarget::fromUrl(source);
  if (!target)
    return failure(target.error());
  SshTarget t = std::move(target).value();
  t.configFile = sshConfig;
  return std::make_unique<SshRunner>(t);
}

} // namespace mirage
