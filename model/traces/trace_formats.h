#pragma once
// The readers of each format and the parsing helpers they share. Private to model/traces.

#include "traces/trace_reader.h"

#include <QByteArrayView>

namespace mirage::traces {

std::unique_ptr<TraceReader> makeSwfReader(const TraceOptions &options);
std::unique_ptr<TraceReader> makeSacctReader(const TraceOptions &options);
std::unique_ptr<TraceReader> makeMirageLogReader(const TraceOptions &options);
std::unique_ptr<TraceReader> makeEagleCsvReader(const TraceOptions &options);

// "YYYY-MM-DDTHH:MM:SS" or "YYYY-MM-DD HH:MM:SS" (optionally with fractional seconds) in `zone`;
// nullopt for anything else. Slurm's "Unknown", "None", "N/A" are handled by the callers.
std::optional<qint64> parseLocalTime(QByteArrayView text, const QTimeZone &zone);
// Splits on runs of spaces and tabs.
QList<QByteArrayView> splitWhitespace(QByteArrayView line);
// A decimal integer (optionally "N.0"); nullopt otherwise.
std::optional<qint64> parseInteger(QByteArrayView text);

} // namespace mirage::traces
