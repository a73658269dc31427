#pragma once

#include "core/result.h"
#include "core/trace_job.h"
#include "traces/line_source.h"

#include <QList>
#include <QStringList>
#include <QTimeZone>

#include <memory>
#include <optional>

namespace mirage {

enum class TraceFormat { Auto, Swf, Sacct, MirageLog, EagleCsv };

QString traceFormatId(TraceFormat format); // auto, swf, sacct, mirage-log, eagle-csv
std::optional<TraceFormat> traceFormatFromId(const QString &id);

struct TraceIssue {
  qint64 line = 0;
  QString message;
};

struct TraceOptions {
  TraceFormat format = TraceFormat::Auto;
  // The zone of local times in the file (sacct, Mirage log, Eagle CSV). SWF carries its own.
  QTimeZone timeZone = QTimeZone::systemTimeZone();
  // The partition of jobs whose trace names none (SWF, the Mirage log): "batch", as every part of
  // Mirage calls a trace's one partition (ReplayOptions::partition, simulate, what-if).
  QString defaultPartition = QStringLiteral("batch");
  // GPUs per node of a GPU cluster whose trace has no GPU counts (the Mirage log of LS6): a job
  // without one then asks for nodes × this. 0: none.
  int gpusPerNode = 0;
};

// The machine a trace's header declares (SWF: MaxNodes, MaxProcs); -1: not declared.
struct TraceMachine {
  qint64 nodes = -1;
  qint64 coresPerNode = -1;
};

// Streams the jobs of a trace file. Bad lines are recorded (line number and reason) and skipped;
// an unreadable file or a missing header is a fatal error(). Readers of every format share this.
class TraceReader {
public:
  virtual ~TraceReader();
  // The next good job; false at the end of the file or after a fatal error.
  bool next(TraceJob &job);
  QString error() const { return m_error; }
  // Reasons for skipped lines: the first kMaxIssues are kept, skipped() counts all.
  const QList<TraceIssue> &issues() const { return m_issues; }
  qint64 skipped() const { return m_skipped; }
  qint64 jobsRead() const { return m_jobs; }
  // Remarks that are not errors (e.g. the file's declared job count differs from what was read).
  QStringList notes() const { return m_notes; }
  double progress() const { return m_lines.progress(); }
  // What the header declared of the machine, once read (headers come first).
  virtual TraceMachine machine() const { return {}; }
  TraceFormat format() const { return m_format; }
  QString path() const { return m_path; }
  // True when most data lines so far were bad: the file is not of this format or is garbage.
  bool mostlyGarbage() const;

  static constexpr int kMaxIssues = 1000;

protected:
  enum class LineKind { Job, Ignore, Bad };
  TraceReader(TraceFormat format, TraceOptions options);
  // Parses one line; for Bad sets `why`. Header and comment lines return Ignore.
  virtual LineKind parseLine(const QByteArray &line, TraceJob &job, QString &why) = 0;
  // Called at the end of the file: a last chance to check declared counts or a missing header.
  virtual void finish() {}
  void setFatal(const QString &error)
  {
    if (m_error.isEmpty()) // the first fatal error is the one to report
      m_error = error;
  }
  void addNote(const QString &note) { m_notes << note; }
  qint64 lineNumber() const { return m_lines.lineNumber(); }
  TraceOptions m_options;

private:
  friend Result<std::unique_ptr<TraceReader>> openTraceReader(const QString &, const TraceOptions &);
  friend std::unique_ptr<TraceReader> openTraceData(const QByteArray &, const QString &, const TraceOptions &);
  LineSource m_lines;
  TraceFormat m_format;
  QString m_path;
  QString m_error;
  QList<TraceIssue> m_issues;
  QStringList m_notes;
  qint64 m_skipped = 0;
  qint64 m_jobs = 0;
  bool m_finished = false;
};

// Opens `path` (plain or gzip) with the reader of options.format, or of the format detected from
// its first lines, or the reason the file cannot be read or recognised.
Result<std::unique_ptr<TraceReader>> openTraceReader(const QString &path, const TraceOptions &options);
// Every job of a trace file, in the file's order; an error names the file (and line) when it cannot
// be read to the end.
Result<std::vector<TraceJob>> readTraceJobs(const QString &path, const TraceOptions &options);
// Reads trace text already in memory (e.g. the output of sacct); `name` stands for the file in
// messages. options.format must not be Auto.
std::unique_ptr<TraceReader> openTraceData(const QByteArray &data, const QString &name, const TraceOptions &options);
// Detects the format from the first lines of a file.
std::optional<TraceFormat> detectTraceFormat(const QList<QByteArray> &firstLines);

} // namespace mirage
