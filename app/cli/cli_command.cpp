#include "cli/cli_command.h"

namespace mirage::cli {

QList<CliCommand> &registry()
{
  static QList<CliCommand> commands;
  return commands;
}

} // namespace mirage::cli
