// `sacct --parsable2` dumps: a header line naming the columns (any order, any subset that has
// JobID and Submit), '|'-separated. Step lines (JobID with a '.') are left out; times are local.
#include "core/core_tr.h"
#include "core/duration.h"
#include "traces/trace_formats.h"

#include <QHash>

namespace mirage::traces {
namespace {

bool unset(QByteArrayView v)
{
  return v.isEmpty() || v == "Unknown" || v == "None" || v == "N/A" || v == "(null)" || v == "None assigned";
}

// gres/gpu=N from a TRES string such as "billing=4,cpu=4,gres/gpu=16,mem=2000M,node=4".
int gpusFromTres(QByteArrayView tres)
{
  for (QByteArrayView item : QByteArray(tres.data(), tres.size()).split(',')) {
    if (item.startsWith("gres/gpu=")) {
      const auto n = parseInteger(item.sliced(9));
      return n ? int(*n) : -1;
    }
  }
  return 0;
}

class SacctReader final : public TraceReader {
public:
  explicit SacctReader(const TraceOptions &options) : TraceReader(TraceFormat::Sacct, options) {}

protected:
  LineKind parseLine(const QByteArray &line, TraceJob &job, QString &why) override
  {
    if (line.trimmed().isEmpty())
      return LineKind::Ignore;
    const QList<QByteArray> f = line.split('|');
    if (m_columns.isEmpty()) {
      for (qsizetype i = 0; i < f.size(); ++i)
        m_columns.insert(f[i].trimmed(), int(i));
      if (!m_columns.contains("JobID") || !m_columns.contains("Submit")) {
        setFatal(CoreTr::tr("%1: line %2: the header must name at least the columns JobID and Submit "
                            "(sacct --parsable2 -o JobID,Submit,…)")
                     .arg(path())
                     .arg(lineNumber()));
      }
      m_width = int(f.size());
      return LineKind::Ignore;
    }
    // --parsable (not 2) ends every line with a '|'.
    qsizetype width = f.size();
    if (width == m_width + 1 && f.last().isEmpty())
      --width;
    if (width != m_width) {
      why = CoreTr::tr("expected %1 '|'-separated fields as in the header, found %2").arg(m_width).arg(width);
      return LineKind::Bad;
    }
    const auto col = [&](const char *name) -> QByteArrayView {
      const int i = m_columns.value(name, -1);
      return i >= 0 ? QByteArrayView(f[i]) : QByteArrayView();
    };
    const QByteArrayView id = col("JobID");
    if (id.contains('.'))
      return LineKind::Ignore; // a step: batch, extern, 0, ...
    if (id.isEmpty()) {
      why = CoreTr::tr("empty JobID");
      return LineKind::Bad;
    }
    job.jobId = QString::fromUtf8(id);
    job.name = QString::fromUtf8(col("JobName"));
    job.user = QString::fromUtf8(col("User"));
    job.account = QString::fromUtf8(col("Account"));
    job.partition = QString::fromUtf8(col("Partition"));
    const QByteArrayView state = col("State");
    const qsizetype space = state.indexOf(' ');
    job.state = QString::fromUtf8(space >= 0 ? state.first(space) : state); // "CANCELLED by 0"
    const auto time = [&](const char *name, EpochSeconds &out) {
      const QByteArrayView v = col(name);
      if (unset(v))
        return true;
      const auto t = parseLocalTime(v, m_options.timeZone);
      if (!t) {
        why = CoreTr::tr("%1 '%2' is not a time").arg(QLatin1String(name), QString::fromUtf8(v));
        return false;
      }
      out = *t;
      return true;
    };
    if (!time("Submit", job.submit) || !time("Start", job.start) || !time("End", job.end))
      return LineKind::Bad;
    if (job.submit < 0) {
      why = CoreTr::tr("no Submit time");
      return LineKind::Bad;
    }
    const QByteArrayView limit = col("Timelimit");
    if (!unset(limit) && limit != "Partition_Limit") {
      const auto seconds = parseSlurmDuration(QString::fromLatin1(limit));
      if (!seconds) {
        why = seconds.error();
        return LineKind::Bad;
      }
      job.timeLimit = seconds.value() > 0 ? seconds.value() : -1;
    }
    if (const auto n = parseInteger(col("NNodes")))
      job.nodes = int(*n);
    if (const auto n = parseInteger(col("NCPUS")))
      job.cpus = int(*n);
    const QByteArrayView tres = !unset(col("AllocTRES")) ? col("AllocTRES") : col("ReqTRES");
    if (!unset(tres))
      job.gpus = gpusFromTres(tres);
    return LineKind::Job;
  }

  void finish() override
  {
    if (m_columns.isEmpty())
      setFatal(CoreTr::tr("%1: empty file: no sacct header line").arg(path()));
  }

private:
  QHash<QByteArray, int> m_columns;
  int m_width = 0;
};

} // namespace

std::unique_ptr<TraceReader> makeSacctReader(const TraceOptions &options) { return std::make_unique<SacctReader>(options); }

} // namespace mirage::traces
