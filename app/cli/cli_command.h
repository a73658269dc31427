#pragma once

#include <QCoreApplication>
#include <QStringList>
#include <QTextStream>

#include <functional>

namespace mirage::cli {

struct CliTr {
  Q_DECLARE_TR_FUNCTIONS(Mirage::Cli)
};

// What a subcommand gets: its own arguments (after the subcommand name) and the two streams.
struct CliContext {
  QStringList arguments;
  QTextStream &out;
  QTextStream &err;
};

// A subcommand of mirage-cli. Each one registers itself (see cmd_*.cpp); `--help` lists them all.
struct CliCommand {
  QString name;
  std::function<QString()> summary; // translated one-line description
  std::function<int(CliContext &)> run;
};

QList<CliCommand> &registry();
struct RegisterCommand {
  explicit RegisterCommand(CliCommand command) { registry().append(std::move(command)); }
};

// Exit codes: 0 success, 1 failure while working, 2 bad usage.
enum ExitCode { Success = 0, Failure = 1, Usage = 2 };

} // namespace mirage::cli
