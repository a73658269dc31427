// mirage-cli: the headless command line. Subcommands register themselves in app/cli/cmd_*.cpp.
#include "cli/cli_command.h"
#include "settings/app_settings.h"
#include "settings/translations.h"

#include <QDir>
#include <QGuiApplication>
#include <QStringDecoder>

#include <algorithm>
#include <cstdio>
#include <memory>
#include <new>
#include <string_view>

#include <sys/stat.h>
#include <unistd.h>

using namespace mirage;
using namespace mirage::cli;

namespace {
void printHelp(QTextStream &out)
{
  out << CliTr::tr("Usage: mirage-cli <command> [options]") << "\n\n"
      << CliTr::tr("Mirage keeps long GPU services alive on Slurm clusters: it forecasts queue waits and "
                   "advises when to submit the next job of a chain.")
      << "\n\n"
      << CliTr::tr("Commands:") << '\n';
  auto commands = registry();
  std::sort(commands.begin(), commands.end(), [](const CliCommand &a, const CliCommand &b) { return a.name < b.name; });
  // The summaries start in one column, two spaces after the longest name.
  qsizetype width = 0;
  for (const CliCommand &c : std::as_const(commands))
    width = std::max(width, c.name.size());
  for (const CliCommand &c : std::as_const(commands))
    out << "  " << c.name.leftJustified(width + 2) << c.summary() << '\n';
  out << '\n'
      << CliTr::tr("Options:") << '\n'
      << "  -h, --help     " << CliTr::tr("Show this help; `mirage-cli <command> --help` shows a command's options.")
      << '\n'
      << "  -v, --version  " << CliTr::tr("Show the version.") << '\n';
  out.flush();
}

// The first argument that is not UTF-8 text, its bytes outside printable ASCII shown as \xNN; empty
// when all are.
// Names and paths are read as UTF-8: such an argument would be decoded into another name that
// then "does not exist", so it is refused by what it is.
QString firstNonUtf8Argument(int argc, char *argv[])
{
  for (int i = 1; i < argc; ++i) {
    QStringDecoder utf8(QStringDecoder::Utf8);
    const QByteArrayView bytes(argv[i]);
    const QString decoded = utf8.decode(bytes); // the decoding happens on conversion
    if (!utf8.hasError())
      continue;
    QString shown;
    for (const char c : bytes) {
      const auto byte = static_cast<unsigned char>(c);
      shown += byte < 0x20 || byte >= 0x7f
                   ? QStringLiteral("\\x") + QString::number(byte, 16).toUpper().rightJustified(2, QLatin1Char('0'))
                   : QString(QLatin1Char(c));
    }
    return shown;
  }
  return {};
}
} // namespace

int main(int argc, char *argv[])
{
  // Reports paint (fonts, PDF pages): that command gets a QGuiApplication, on the offscreen
  // platform unless one is named; every other command stays a plain QCoreApplication.
  const bool paints = argc > 1 && std::string_view(argv[1]) == "report";
  if (paints && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
    qputenv("QT_QPA_PLATFORM", "offscreen");
  if (paints && qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR")) { // a private one, as Qt wants it
    const QByteArray dir = QDir::tempPath().toUtf8() + "/mirage-runtime-" + QByteArray::number(getuid());
    ::mkdir(dir.constData(), 0700);
    qputenv("XDG_RUNTIME_DIR", dir);
  }
  std::unique_ptr<QCoreApplication> app =
      paints ? std::make_unique<QGuiApplication>(argc, argv) : std::make_unique<QCoreApplication>(argc, argv);
  QCoreApplication::setOrganizationName(QStringLiteral("Mirage"));
  QCoreApplication::setApplicationName(QStringLiteral("Mirage"));
  QCoreApplication::setApplicationVersion(QStringLiteral(MIRAGE_VERSION));
  Translations::apply(AppSettings().language());

  QTextStream out(stdout), err(stderr);
  if (const QString bad = firstNonUtf8Argument(argc, argv); !bad.isEmpty()) {
    err << CliTr::tr("mirage-cli: '%1' is not UTF-8 text; Mirage reads names and paths as UTF-8, so rename "
                     "the file or give a link to it whose name is UTF-8")
               .arg(bad)
        << Qt::endl;
    return Usage;
  }
  QStringList args = QCoreApplication::arguments().mid(1);
  if (args.isEmpty()) {
    printHelp(err);
    return Usage;
  }
  const QString first = args.takeFirst();
  if (first == QLatin1String("-h") || first == QLatin1String("--help") || first == QLatin1String("help")) {
    printHelp(out);
    return Success;
  }
  if (first == QLatin1String("-v") || first == QLatin1String("--version") || first == QLatin1String("version")) {
    out << "mirage-cli " << QCoreApplication::applicationVersion() << Qt::endl;
    return Success;
  }
  for (const CliCommand &command : std::as_const(registry())) {
    if (command.name == first) {
      CliContext ctx{args, out, err};
      try {
        return command.run(ctx);
      } catch (const std::bad_alloc &) {
        // A size the machine cannot hold (a cluster, a trace): said, not an abort.
        err << CliTr::tr("mirage-cli %1: out of memory; give smaller sizes or a smaller window").arg(first) << Qt::endl;
        return Failure;
      }
    }
  }
  err << CliTr::tr("mirage-cli: unknown command '%1'; `mirage-cli --help` lists the commands").arg(first) << Qt::endl;
  return Usage;
}
