#include "cli/cli_options.h"

#include "core/local_time.h"
#include "forecast/chain_cost.h"
#include "settings/app_settings.h"

#include <cmath>

namespace mirage::cli {

int parseCommandLine(QCommandLineParser &parser, const QString &command, CliContext &ctx)
{
  const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")},
                                CliTr::tr("Show this command's options."));
  parser.addOption(help);
  if (!parser.parse(QStringList{QStringLiteral("mirage-cli ") + command} + ctx.arguments)) {
    ctx.err << "mirage-cli " << command << ": " << parser.errorText() << Qt::endl;
    return Usage;
  }
  if (parser.isSet(help)) {
    // Qt's usage line names the binary as it was typed (build/bin/mirage-cli) and no command.
    QString text = parser.helpText();
    const qsizetype lineEnd = text.indexOf(QLatin1Char('\n'));
    const QString usage = text.left(lineEnd);
    const qsizetype options = usage.indexOf(QLatin1String(" [options]"));
    if (options > 0)
      text.replace(0, options,
                   usage.left(usage.indexOf(QLatin1Char(' ')) + 1) + QStringLiteral("mirage-cli ") + command);
    ctx.out << text;
    ctx.out.flush();
    return Success;
  }
  return -1;
}

QCommandLineOption databaseOption()
{
  return QCommandLineOption(QStringLiteral("db"),
                            CliTr::tr("The SQLite store (default: mirage.sqlite in the data folder)."),
                            CliTr::tr("path"));
}

QString databasePath(const QCommandLineParser &parser)
{
  const QString given = parser.value(QStringLiteral("db"));
  return given.isEmpty() ? AppSettings().databasePath() : given;
}

QString notATimeError(const QString &option, const QString &value)
{
  return CliTr::tr("--%1 '%2' is not a time: give 2023-03-01, 2023-03-01T12:00:00 (UTC), "
                   "2023-03-01T12:00:00+02:00 or epoch seconds")
      .arg(option, value);
}

std::optional<double> parseNumberArgument(const QString &text, double lo, double hi)
{
  bool ok = false;
  const double v = text.toDouble(&ok);
  if (!ok || !std::isfinite(v) || v < lo || v > hi)
    return std::nullopt;
  return v;
}

std::optional<qint64> parseWholeArgument(const QString &text, qint64 lo, qint64 hi)
{
  bool ok = false;
  const qint64 v = text.trimmed().toLongLong(&ok);
  if (!ok || v < lo || v > hi)
    return std::nullopt;
  return v;
}

QString notAWholeNumberError(const QString &option, const QString &value, qint64 lo, qint64 hi)
{
  return CliTr::tr("--%1 must be a whole number from %2 to %3, not '%4'").arg(option).arg(lo).arg(hi).arg(value);
}

Result<QTimeZone> parseTimeZoneArgument(const QString &text)
{
  if (const auto zone = ianaTimeZone(text))
    return *zone;
  return Result<QTimeZone>::failure(
      CliTr::tr("unknown time zone '%1': give an IANA name such as America/Chicago, Europe/Berlin or UTC "
                "(abbreviations such as CST are ambiguous)")
          .arg(text));
}

Result<QTimeZone> timeZoneValue(const QCommandLineParser &parser, const QCommandLineOption &zone)
{
  return parser.isSet(zone) ? parseTimeZoneArgument(parser.value(zone)) : Result<QTimeZone>(QTimeZone::utc());
}

QCommandLineOption timeZoneOption(const QString &what)
{
  return QCommandLineOption(
      QStringLiteral("time-zone"),
      CliTr::tr("Zone of %1: an IANA name such as America/Chicago (default UTC, as for every command).").arg(what),
      CliTr::tr("zone"));
}

QCommandLineOption interruptionWeightOption(const QString &what, bool chainDefault)
{
  const QString text =
      CliTr::tr("%1: how much an hour of the service interrupted counts against an hour of "
                "overlap; the cost is the chain's GPUs × (weight × gap hours + overlap hours), in "
                "GPU-hours. 0 to %2 (default %3).")
          .arg(what)
          .arg(kMaxInterruptionWeight)
          .arg(chainDefault ? CliTr::tr("the chain's own") : QString::number(kDefaultInterruptionWeight));
  return QCommandLineOption(QStringLiteral("weight"), text, CliTr::tr("weight"),
                            chainDefault ? QString() : QString::number(kDefaultInterruptionWeight));
}

Result<double> interruptionWeightValue(const QCommandLineParser &parser, const QCommandLineOption &weight)
{
  const QString text = parser.value(weight);
  if (const auto v = parseNumberArgument(text, 0, kMaxInterruptionWeight))
    return *v;
  return failure(CliTr::tr("--weight must be a number from 0 to %1, not '%2'").arg(kMaxInterruptionWeight).arg(text));
}

std::optional<QString> conflictingOptions(const QCommandLineParser &parser,
                                          const QList<const QCommandLineOption *> &options)
{
  QStringList set;
  for (const QCommandLineOption *o : options)
    if (parser.isSet(*o))
      set << QStringLiteral("--") + o->names().first();
  if (set.size() < 2)
    return std::nullopt;
  const QString last = set.takeLast();
  return CliTr::tr("%1 and %2 cannot be used together").arg(set.join(QStringLiteral(", ")), last);
}

std::optional<qint64> parseTimeArgument(const QString &text)
{
  bool isNumber = false;
  const qint64 epoch = text.toLongLong(&isNumber);
  if (isNumber)
    return epoch;
  QDateTime t = QDateTime::fromString(text, Qt::ISODate);
  if (!t.isValid()) {
    const QDate d = QDate::fromString(text, Qt::ISODate);
    if (!d.isValid())
      return std::nullopt;
    t = QDateTime(d, QTime(0, 0), Qt::UTC);
  }
  if (t.timeSpec() == Qt::LocalTime)
    t.setTimeSpec(Qt::UTC);
  return t.toSecsSinceEpoch();
}

std::function<bool(const QString &stage, double fraction)> stagePrinter(CliContext &ctx, bool quiet)
{
  return [&ctx, quiet, last = QString()](const QString &stage, double) mutable {
    if (!quiet && stage != last)
      ctx.err << stage << "…" << Qt::endl;
    last = stage;
    return true;
  };
}

} // namespace mirage::cli
