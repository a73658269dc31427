#pragma once

#include "core/local_time.h" // isoUtc

#include "cli/cli_command.h"
#include "core/result.h"

#include <QCommandLineParser>
#include <QDateTime>
#include <QTimeZone>

#include <optional>

namespace mirage::cli {

// Parses a subcommand's options. Returns -1 to go on, else the exit code (help shown, or a usage
// error reported on stderr).
int parseCommandLine(QCommandLineParser &parser, const QString &command, CliContext &ctx);
// --db PATH, defaulting to the store in the data folder.
QCommandLineOption databaseOption();
QString databasePath(const QCommandLineParser &parser);
// Accepts "2023-03-01", "2023-03-01T12:00:00" (UTC unless it carries an offset), or epoch seconds.
std::optional<qint64> parseTimeArgument(const QString &text);
// "--option 'value' is not a time", with the forms parseTimeArgument accepts.
QString notATimeError(const QString &option, const QString &value);
// A finite number in [lo, hi] ("nan" and "inf", which Qt reads as numbers, are refused).
std::optional<double> parseNumberArgument(const QString &text, double lo, double hi);
// A whole number in [lo, hi] ("3", not "3.5", "abc" or "1e9").
std::optional<qint64> parseWholeArgument(const QString &text, qint64 lo, qint64 hi);
// "--links must be a whole number from 1 to 10000, not 'abc'".
QString notAWholeNumberError(const QString &option, const QString &value, qint64 lo, qint64 hi);
// --time-zone's value: an IANA name, or an error that says what is expected.
Result<QTimeZone> parseTimeZoneArgument(const QString &text);
// --time-zone with the rule every command follows: times a file writes without a zone are read
// in UTC unless this names their zone. `what` says what the zone is for ("the trace's times").
QCommandLineOption timeZoneOption(const QString &what);
// The zone of timeZoneOption as given: UTC when it is not set, else the named IANA zone or the
// error parseTimeZoneArgument gives.
Result<QTimeZone> timeZoneValue(const QCommandLineParser &parser, const QCommandLineOption &zone);
// --weight, λ of the hand-over cost (forecast/chain_cost.h): how much an hour of the service
// interrupted counts against an hour of overlap, 0 … 1000, default 1 (or, with `chainDefault`, the
// chain's own). `what` says what it sets.
QCommandLineOption interruptionWeightOption(const QString &what, bool chainDefault = false);
// Its value, or "--weight must be a number from 0 to 1000, not 'x'".
Result<double> interruptionWeightValue(const QCommandLineParser &parser, const QCommandLineOption &weight);
// Options that exclude each other: "--demo and --cluster cannot be used together" when more than
// one of them is set, nothing otherwise.
std::optional<QString> conflictingOptions(const QCommandLineParser &parser,
                                          const QList<const QCommandLineOption *> &options);
// A service's progress as the user sees it on stderr: each new stage once, as "stage…" (nothing
// when `quiet`, e.g. with --json); never cancels.
std::function<bool(const QString &stage, double fraction)> stagePrinter(CliContext &ctx, bool quiet);

} // namespace mirage::cli
