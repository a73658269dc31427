#include "traces/trace_reader.h"

#include "core/core_tr.h"
#include "core/local_time.h"
#include "traces/trace_formats.h"

#include <algorithm>

namespace mirage {

QString traceFormatId(TraceFormat format)
{
  switch (format) {
  case TraceFormat::Swf:
    return QStringLiteral("swf");
  case TraceFormat::Sacct:
    return QStringLiteral("sacct");
  case TraceFormat::MirageLog:
    return QStringLiteral("mirage-log");
  case TraceFormat::EagleCsv:
    return QStringLiteral("eagle-csv");
  case TraceFormat::Auto:
    break;
  }
  return QStringLiteral("auto");
}

std::optional<TraceFormat> traceFormatFromId(const QString &id)
{
  for (TraceFormat f :
       {TraceFormat::Auto, TraceFormat::Swf, TraceFormat::Sacct, TraceFormat::MirageLog, TraceFormat::EagleCsv})
    if (traceFormatId(f) == id)
      return f;
  return std::nullopt;
}

TraceReader::TraceReader(TraceFormat format, TraceOptions options) : m_options(std::move(options)), m_format(format) {}
TraceReader::~TraceReader() = default;

bool TraceReader::mostlyGarbage() const
{
  const qint64 data = m_jobs + m_skipped;
  return data >= 20 && m_skipped * 2 > data;
}

bool TraceReader::next(TraceJob &job)
{
  if (!m_error.isEmpty() || m_finished)
    return false;
  QByteArray line;
  while (m_lines.next(line)) {
    QString why;
    job = TraceJob{};
    const LineKind kind = m_lines.skippedLineLength() > 0 ? LineKind::Bad : parseLine(line, job, why);
    if (m_lines.skippedLineLength() > 0)
      why = CoreTr::tr("a line of %1 bytes, longer than any trace line (%2 bytes at most): skipped unread")
                .arg(m_lines.skippedLineLength())
                .arg(LineSource::kMaxLineBytes);
    switch (kind) {
    case LineKind::Job:
      if (job.partition.isEmpty())
        job.partition = m_options.defaultPartition;
      if (job.gpus < 0 && m_options.gpusPerNode > 0)
        job.gpus = std::max(1, job.nodes) * m_options.gpusPerNode;
      ++m_jobs;
      return true;
    case LineKind::Ignore:
      break;
    case LineKind::Bad:
      ++m_skipped;
      if (m_issues.size() < kMaxIssues)
        m_issues.append({m_lines.lineNumber(), why});
      break;
    }
    if (!m_error.isEmpty())
      return false;
  }
  m_finished = true;
  if (!m_lines.error().isEmpty()) {
    m_error = CoreTr::tr("%1: line %2: %3").arg(m_path).arg(m_lines.lineNumber() + 1).arg(m_lines.error());
    return false;
  }
  finish();
  return false;
}

std::optional<TraceFormat> detectTraceFormat(const QList<QByteArray> &firstLines)
{
  int swfData = 0;
  for (const QByteArray &raw : firstLines) {
    const QByteArray line = raw.trimmed();
    if (line.isEmpty())
      continue;
    if (line.startsWith(';'))
      return TraceFormat::Swf;
    if (line.startsWith("job_id,") && line.contains("wallclock_req"))
      return TraceFormat::EagleCsv;
    if (line.contains('|') && (line.startsWith("JobID|") || line.contains("|Submit|") || line.contains("|JobIDRaw|")))
      return TraceFormat::Sacct;
    if (line.startsWith("JobID") && line.contains("Submit") && line.contains("TimelimitR"))
      return TraceFormat::MirageLog;
    const auto fields = traces::splitWhitespace(line);
    if (fields.size() == 18 && traces::parseInteger(fields[0]))
      ++swfData;
  }
  if (swfData >= 1)
    return TraceFormat::Swf;
  return std::nullopt;
}

namespace {
std::unique_ptr<TraceReader> makeReader(TraceFormat format, const TraceOptions &options)
{
  switch (format) {
  case TraceFormat::Swf:
    return traces::makeSwfReader(options);
  case TraceFormat::Sacct:
    return traces::makeSacctReader(options);
  case TraceFormat::MirageLog:
    return traces::makeMirageLogReader(options);
  case TraceFormat::EagleCsv:
    return traces::makeEagleCsvReader(options);
  case TraceFormat::Auto:
    break;
  }
  return nullptr;
}
} // namespace

std::unique_ptr<TraceReader> openTraceData(const QByteArray &data, const QString &name, const TraceOptions &options)
{
  auto reader = makeReader(options.format == TraceFormat::Auto ? TraceFormat::Sacct : options.format, options);
  reader->m_path = name;
  reader->m_lines.openData(data);
  return reader;
}

Result<std::unique_ptr<TraceReader>> openTraceReader(const QString &path, const TraceOptions &options)
{
  TraceFormat format = options.format;
  if (format == TraceFormat::Auto) {
    LineSource probe;
    if (!probe.open(path))
      return failure(probe.error());
    QList<QByteArray> first;
    QByteArray line;
    while (first.size() < 8 && probe.next(line))
      first << line;
    if (!probe.error().isEmpty())
      return failure(probe.error());
    const bool blank =
        std::all_of(first.cbegin(), first.cend(), [](const QByteArray &l) { return l.trimmed().isEmpty(); });
    if (blank)
      return failure(CoreTr::tr("%1: the file is empty (no jobs, no header)").arg(path));
    const auto detected = detectTraceFormat(first);
    if (!detected)
      return failure(
          CoreTr::tr("%1: not a known trace format (SWF, sacct --parsable2, Mirage log, Eagle CSV)").arg(path));
    format = *detected;
  }
  auto reader = makeReader(format, options);
  reader->m_path = path;
  if (!reader->m_lines.open(path))
    return failure(reader->m_lines.error());
  return reader;
}

namespace traces {

QList<QByteArrayView> splitWhitespace(QByteArrayView line)
{
  QList<QByteArrayView> out;
  qsizetype i = 0;
  const qsizetype n = line.size();
  while (i < n) {
    while (i < n && (line[i] == ' ' || line[i] == '\t'))
      ++i;
    const qsizetype start = i;
    while (i < n && line[i] != ' ' && line[i] != '\t')
      ++i;
    if (i > start)
      out.append(line.sliced(start, i - start));
  }
  return out;
}

std::optional<qint64> parseInteger(QByteArrayView text)
{
  if (text.isEmpty())
    return std::nullopt;
  qsizetype i = 0;
  bool negative = false;
  if (text[0] == '-' || text[0] == '+') {
    negative = text[0] == '-';
    i = 1;
  }
  if (i >= text.size())
    return std::nullopt;
  qint64 value = 0;
  for (; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '.') { // "172800.0": a whole number written as a float
      for (qsizetype j = i + 1; j < text.size(); ++j)
        if (text[j] != '0')
          return std::nullopt;
      break;
    }
    if (c < '0' || c > '9' || value > (std::numeric_limits<qint64>::max() - 9) / 10)
      return std::nullopt;
    value = value * 10 + (c - '0');
  }
  return negative ? -value : value;
}

std::optional<qint64> parseLocalTime(QByteArrayView text, const QTimeZone &zone)
{
  return parseLocalDateTime(text, zone);
}

} // namespace traces
Result<std::vector<TraceJob>> readTraceJobs(const QString &path, const TraceOptions &options)
{
  auto opened = openTraceReader(path, options);
  if (!opened)
    return failure(opened.error());
  const std::unique_ptr<TraceReader> reader = std::move(opened).value();
  std::vector<TraceJob> jobs;
  TraceJob t;
  while (reader->next(t))
    jobs.push_back(t);
  if (!reader->error().isEmpty())
    return Result<std::vector<TraceJob>>::failure(reader->error());
  return jobs;
}

} // namespace mirage
