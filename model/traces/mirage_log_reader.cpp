// The Mirage authors' log format (../shared/data/ls6-a100.log): a first line with the job count,
// a header line (JobID JobName UID Start Submit End Priority TimelimitR ExitCode NNodes), a line of
// dashes, then one job per line split on any whitespace; times are local ISO times.
#include "core/core_tr.h"
#include "traces/trace_formats.h"

namespace mirage::traces {
namespace {

class MirageLogReader final : public TraceReader {
public:
  explicit MirageLogReader(const TraceOptions &options) : TraceReader(TraceFormat::MirageLog, options) {}

protected:
  LineKind parseLine(const QByteArray &line, TraceJob &job, QString &why) override
  {
    const QByteArrayView text = QByteArrayView(line).trimmed();
    if (text.isEmpty())
      return LineKind::Ignore;
    if (!m_headerSeen) {
      if (const auto count = parseInteger(text); count && m_declared < 0) {
        m_declared = *count;
        return LineKind::Ignore;
      }
      if (text.startsWith("JobID")) {
        m_headerSeen = true;
        return LineKind::Ignore;
      }
      setFatal(CoreTr::tr("%1: line %2: expected the header line 'JobID JobName UID Start Submit End …'")
                   .arg(path())
                   .arg(lineNumber()));
      return LineKind::Ignore;
    }
    if (text.startsWith("---"))
      return LineKind::Ignore;
    const auto f = splitWhitespace(text);
    if (f.size() != 10) {
      why = CoreTr::tr("expected 10 fields (JobID … NNodes), found %1").arg(f.size());
      return LineKind::Bad;
    }
    job.jobId = QString::fromUtf8(f[0]);
    job.name = QString::fromUtf8(f[1]);
    job.user = QString::fromUtf8(f[2]);
    const auto start = parseLocalTime(f[3], m_options.timeZone);
    const auto submit = parseLocalTime(f[4], m_options.timeZone);
    const auto end = parseLocalTime(f[5], m_options.timeZone);
    const auto limit = parseInteger(f[7]);
    const auto nodes = parseInteger(f[9]);
    if (!submit) {
      why = CoreTr::tr("Submit '%1' is not a time (YYYY-MM-DDTHH:MM:SS)").arg(QString::fromUtf8(f[4]));
      return LineKind::Bad;
    }
    if (!start || !end) {
      why = CoreTr::tr("Start '%1' or End '%2' is not a time").arg(QString::fromUtf8(f[3]), QString::fromUtf8(f[5]));
      return LineKind::Bad;
    }
    if (!limit || *limit <= 0 || !nodes || *nodes <= 0) {
      why = CoreTr::tr("TimelimitRaw '%1' or NNodes '%2' is not a positive number")
                .arg(QString::fromUtf8(f[7]), QString::fromUtf8(f[9]));
      return LineKind::Bad;
    }
    if (*start < *submit || *end < *start) {
      why = CoreTr::tr("times out of order (submit %1, start %2, end %3)")
                .arg(QString::fromUtf8(f[4]), QString::fromUtf8(f[3]), QString::fromUtf8(f[5]));
      return LineKind::Bad;
    }
    job.submit = *submit;
    job.start = *start;
    job.end = *end;
    job.timeLimit = *limit * 60;
    job.nodes = int(*nodes);
    job.state = f[8] == "0:0" ? QStringLiteral("COMPLETED") : QStringLiteral("FAILED");
    return LineKind::Job;
  }

  void finish() override
  {
    if (!m_headerSeen)
      setFatal(CoreTr::tr("%1: no header line 'JobID JobName UID …' found").arg(path()));
    else if (m_declared >= 0 && m_declared != jobsRead() + skipped())
      addNote(CoreTr::tr("the first line declares %1 jobs; the file holds %2").arg(m_declared).arg(jobsRead() + skipped()));
  }

private:
  bool m_headerSeen = false;
  qint64 m_declared = -1;
};

} // namespace

std::unique_ptr<TraceReader> makeMirageLogReader(const TraceOptions &options)
{
  return std::make_unique<MirageLogReader>(options);
}

} // namespace mirage::traces
