// Standard Workload Format (Parallel Workloads Archive): ';' header directives, then 18 numeric
// fields per job; -1 means unknown. Times are seconds from the header's UnixStartTime, or absolute
// epoch seconds when the header gives none (or 0), as in ALCF's converted logs.
#include "core/core_tr.h"
#include "traces/trace_formats.h"

namespace mirage::traces {
namespace {

class SwfReader final : public TraceReader {
public:
  explicit SwfReader(const TraceOptions &options) : TraceReader(TraceFormat::Swf, options) {}

protected:
  LineKind parseLine(const QByteArray &line, TraceJob &job, QString &why) override
  {
    const QByteArrayView text = QByteArrayView(line).trimmed();
    if (text.isEmpty())
      return LineKind::Ignore;
    if (text.startsWith(';')) {
      readDirective(text.sliced(1).trimmed());
      return LineKind::Ignore;
    }
    const auto f = splitWhitespace(text);
    if (f.size() != 18) {
      why = CoreTr::tr("expected 18 fields, found %1").arg(f.size());
      return LineKind::Bad;
    }
    qint64 v[18];
    for (int i = 0; i < 18; ++i) {
      const auto n = parseInteger(f[i]);
      if (!n) {
        // Some archives write the average CPU time and memory as decimals; those fields we ignore.
        if (i == 5 || i == 6 || i == 9) {
          v[i] = -1;
          continue;
        }
        why = CoreTr::tr("field %1 ('%2') is not a number").arg(i + 1).arg(QString::fromLatin1(f[i]));
        return LineKind::Bad;
      }
      v[i] = *n;
    }
    if (v[1] < 0) {
      why = CoreTr::tr("no submit time (field 2 is %1)").arg(v[1]);
      return LineKind::Bad;
    }
    job.jobId = QString::number(v[0]);
    job.submit = m_base + v[1];
    job.start = v[2] >= 0 ? job.submit + v[2] : -1;
    job.end = job.start >= 0 && v[3] >= 0 ? job.start + v[3] : -1;
    const qint64 processors = v[4] > 0 ? v[4] : v[7];
    job.cpus = processors > 0 ? int(processors) : -1;
    if (processors > 0)
      job.nodes = m_procsPerNode > 1 ? int((processors + m_procsPerNode - 1) / m_procsPerNode) : int(processors);
    job.timeLimit = v[8] > 0 ? v[8] : -1;
    job.user = v[11] >= 0 ? QString::number(v[11]) : QString();
    job.account = v[12] >= 0 ? QString::number(v[12]) : QString();
    job.partition = v[15] >= 0 ? QString::number(v[15]) : QString();
    job.state = statusName(v[10]);
    return LineKind::Job;
  }

  TraceMachine machine() const override
  {
    TraceMachine m;
    m.nodes = m_maxNodes > 0 ? m_maxNodes : -1;
    m.coresPerNode = m_maxNodes > 0 && m_maxProcs > 0 ? m_procsPerNode : -1;
    return m;
  }

  void finish() override
  {
    if (m_declaredJobs >= 0 && m_declaredJobs != jobsRead())
      addNote(CoreTr::tr("the header declares %1 jobs; %2 were read").arg(m_declaredJobs).arg(jobsRead()));
  }

private:
  void readDirective(QByteArrayView d)
  {
    const qsizetype colon = d.indexOf(':');
    if (colon < 0)
      return;
    const QByteArrayView key = d.first(colon).trimmed();
    const QByteArrayView value = d.sliced(colon + 1).trimmed();
    const auto number = parseInteger(value);
    if (key == "UnixStartTime" && number)
      m_base = *number;
    else if (key == "MaxNodes" && number)
      m_maxNodes = *number;
    else if (key == "MaxProcs" && number)
      m_maxProcs = *number;
    else if ((key == "MaxJobs" || key == "MaxRecords") && number && m_declaredJobs < 0)
      m_declaredJobs = *number;
    if (m_maxNodes > 0 && m_maxProcs > 0)
      m_procsPerNode = std::max<qint64>(1, m_maxProcs / m_maxNodes);
  }

  static QString statusName(qint64 status)
  {
    switch (status) {
    case 0:
      return QStringLiteral("FAILED");
    case 1:
      return QStringLiteral("COMPLETED");
    case 5:
      return QStringLiteral("CANCELLED");
    default:
      return {};
    }
  }

  qint64 m_base = 0;
  qint64 m_maxNodes = -1;
  qint64 m_maxProcs = -1;
  qint64 m_procsPerNode = 1;
  qint64 m_declaredJobs = -1;
};

} // namespace

std::unique_ptr<TraceReader> makeSwfReader(const TraceOptions &options)
{
  return std::make_unique<SwfReader>(options);
}

} // namespace mirage::traces
