#pragma once

#include "core/result.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <atomic>
#include <memory>

namespace mirage {

struct CommandResult {
  int exitCode = -1;
  QByteArray out;
  QByteArray err;
  bool failedToStart = false;
  bool timedOut = false;
  bool cancelled = false;
  qint64 elapsedMs = 0;

  bool ok() const { return !failedToStart && !timedOut && !cancelled && exitCode == 0; }
  // One line for the user: what went wrong, with the command and the tool's own words.
  QString errorMessage(const QString &what) const;
};

// Runs Slurm's commands somewhere: on this machine or on a login node through OpenSSH. Commands
// are argument lists, never shell text. run() blocks (call it from a worker thread), honours
// `timeoutMs` and polls `cancel`.
class CommandRunner {
public:
  virtual ~CommandRunner() = default;
  virtual CommandResult run(const QStringList &argv, int timeoutMs, const std::atomic_bool *cancel = nullptr) = 0;
  // "local" or "ssh://user@host:port", for messages and the store.
  virtual QString describe() const = 0;
};

class LocalRunner final : public CommandRunner {
public:
  CommandResult run(const QStringList &argv, int timeoutMs, const std::atomic_bool *cancel = nullptr) override;
  QString describe() const override { return QStringLiteral("local"); }
};

// Where to reach a cluster over SSH. Anything left empty comes from the user's ~/.ssh/config (or
// `configFile`), so ProxyJump, agents and multi-factor logins work as they do in a terminal.
struct SshTarget {
  QString user;
  QString host;
  int port = 0;
  QString configFile; // ssh -F
  int connectTimeoutS = 15;
  // Parses "ssh://[user@]host[:port]", or says what is wrong with it.
  static Result<SshTarget> fromUrl(const QString &url);
  QString url() const;
};

// The system OpenSSH client with BatchMode (never prompts), connection sharing (ControlMaster /
// ControlPersist: one login serves every poll) and OpenSSH's own host-key checking: an unknown or
// changed key fails with OpenSSH's message, it is never accepted here.
class SshRunner final : public CommandRunner {
public:
  explicit SshRunner(SshTarget target);
  ~SshRunner() override;
  CommandResult run(const QStringList &argv, int timeoutMs, const std::atomic_bool *cancel = nullptr) override;
  QString describe() const override { return m_target.url(); }
  // The ssh arguments before the remote command (for tests and diagnostics).
  QStringList sshArguments() const;
  // Closes the shared connection (ssh -O exit).
  void closeMaster();

private:
  SshTarget m_target;
  QString m_controlDir;
};

// The runner for a source as profiles and the CLI write it: "local", or "ssh://[user@]host[:port]"
// (with sshConfig for ssh -F), or an error naming the address when it is neither.
Result<std::unique_ptr<CommandRunner>> makeRunner(const QString &source, const QString &sshConfig);

// Quotes one argument for a POSIX shell: 'it'\''s' — what the remote sshd's shell gets.
QString shellQuote(const QString &argument);

} // namespace mirage
