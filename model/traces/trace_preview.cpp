#include "traces/trace_preview.h"

#include "core/core_tr.h"

namespace mirage {

Result<TracePreview> previewTrace(const QString &path, const TraceOptions &options, qint64 maxJobs)
{
  auto opened = openTraceReader(path, options);
  if (!opened.ok())
    return failure(opened.error());
  TraceReader &reader = *opened.value();
  TracePreview preview;
  preview.format = reader.format();
  TraceJob job;
  bool more = true;
  while (preview.jobs < maxJobs && (more = reader.next(job))) {
    ++preview.jobs;
    if (job.submit >= 0) {
      preview.firstSubmit = preview.firstSubmit < 0 ? job.submit : std::min(preview.firstSubmit, job.submit);
      preview.lastSubmit = std::max(preview.lastSubmit, job.submit);
    }
    if (!job.partition.isEmpty() && !preview.partitions.contains(job.partition))
      preview.partitions << job.partition;
  }
  if (!reader.error().isEmpty())
    return failure(reader.error());
  if (reader.mostlyGarbage() || (preview.jobs == 0 && reader.skipped() > 0)) {
    const TraceIssue first = reader.issues().value(0);
    return failure(CoreTr::tr("%1: most lines are not %2 (line %3: %4)")
                       .arg(path, traceFormatName(preview.format))
                       .arg(first.line)
                       .arg(first.message));
  }
  preview.badLines = reader.skipped();
  preview.issues = reader.issues();
  preview.machine = reader.machine();
  preview.wholeFile = !more;
  preview.fractionRead = preview.wholeFile ? 1.0 : reader.progress();
  return preview;
}

QString traceFormatName(TraceFormat format)
{
  switch (format) {
  case TraceFormat::Swf:
    return CoreTr::tr("SWF (Standard Workload Format)");
  case TraceFormat::Sacct:
    return CoreTr::tr("sacct --parsable2");
  case TraceFormat::MirageLog:
    return CoreTr::tr("Mirage log");
  case TraceFormat::EagleCsv:
    return CoreTr::tr("Eagle CSV");
  case TraceFormat::Auto:
    break;
  }
  return CoreTr::tr("detected from the file");
}

} // namespace mirage
