#pragma once
// A look at a trace file before it is imported: its format (detected or as given), and what its
// first jobs say — how many read well, the bad lines with their reasons, when they start, the
// partitions they name, the machine its header declares.
#include "traces/trace_reader.h"

namespace mirage {

struct TracePreview {
  TraceFormat format = TraceFormat::Auto;
  qint64 jobs = 0;     // good jobs among those read
  qint64 badLines = 0; // bad data lines among those read
  QList<TraceIssue> issues;
  EpochSeconds firstSubmit = -1;
  EpochSeconds lastSubmit = -1; // of the jobs read
  QStringList partitions;       // named by the jobs read, in order of appearance
  TraceMachine machine;
  bool wholeFile = false; // the file ended within the look
  double fractionRead = 0;
};

// Reads at most `maxJobs` good jobs of `path` (plain or gzip). An error names the file: unreadable,
// empty, of no known format, or (as import would say) mostly bad lines.
Result<TracePreview> previewTrace(const QString &path, const TraceOptions &options, qint64 maxJobs = 2000);
// A format's name as users know it: "SWF (Standard Workload Format)", "sacct --parsable2", …
QString traceFormatName(TraceFormat format);

} // namespace mirage
