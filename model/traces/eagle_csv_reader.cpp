// NREL Eagle job CSV (github.com/NREL/eagle-jobs): a header line, RFC 4180 quoting; wallclock_req
// and run_time in seconds (written as floats), times "YYYY-MM-DD HH:MM:SS" in local time.
#include "core/core_tr.h"
#include "traces/trace_formats.h"

#include <QHash>

namespace mirage::traces {
namespace {

// Splits one CSV record (no embedded newlines: the Eagle files have none). False on a broken quote.
bool splitCsv(const QByteArray &line, QList<QByteArray> &out)
{
  out.clear();
  QByteArray field;
  bool quoted = false;
  for (qsizetype i = 0; i < line.size(); ++i) {
    const char c = line[i];
    if (quoted) {
      if (c == '"') {
        if (i + 1 < line.size() && line[i + 1] == '"') {
          field += '"';
          ++i;
        } else {
          quoted = false;
        }
      } else {
        field += c;
      }
    } else if (c == '"') {
      quoted = true;
    } else if (c == ',') {
      out.append(field);
      field.clear();
    } else {
      field += c;
    }
  }
  out.append(field);
  return !quoted;
}

class EagleCsvReader final : public TraceReader {
public:
  explicit EagleCsvReader(const TraceOptions &options) : TraceReader(TraceFormat::EagleCsv, options) {}

protected:
  LineKind parseLine(const QByteArray &line, TraceJob &job, QString &why) override
  {
    if (line.trimmed().isEmpty())
      return LineKind::Ignore;
    if (!splitCsv(line, m_fields)) {
      why = CoreTr::tr("unterminated quote");
      return LineKind::Bad;
    }
    if (m_columns.isEmpty()) {
      for (qsizetype i = 0; i < m_fields.size(); ++i)
        m_columns.insert(m_fields[i].trimmed(), int(i));
      for (const char *need : {"job_id", "submit_time", "start_time", "end_time", "wallclock_req", "nodes_req"})
        if (!m_columns.contains(need))
          setFatal(CoreTr::tr("%1: line 1: the header lacks the column %2").arg(path(), QLatin1String(need)));
      m_width = int(m_fields.size());
      return LineKind::Ignore;
    }
    if (m_fields.size() != m_width) {
      why = CoreTr::tr("expected %1 fields as in the header, found %2").arg(m_width).arg(m_fields.size());
      return LineKind::Bad;
    }
    const auto col = [&](const char *name) -> QByteArrayView {
      const int i = m_columns.value(name, -1);
      return i >= 0 ? QByteArrayView(m_fields[i]) : QByteArrayView();
    };
    job.jobId = QString::fromUtf8(col("job_id"));
    job.user = QString::fromUtf8(col("user"));
    job.account = QString::fromUtf8(col("account"));
    job.partition = QString::fromUtf8(col("partition"));
    job.state = QString::fromUtf8(col("state"));
    job.name = QString::fromUtf8(col("name"));
    const auto submit = parseLocalTime(col("submit_time"), m_options.timeZone);
    if (!submit) {
      why = CoreTr::tr("submit_time '%1' is not a time").arg(QString::fromUtf8(col("submit_time")));
      return LineKind::Bad;
    }
    job.submit = *submit;
    job.start = parseLocalTime(col("start_time"), m_options.timeZone).value_or(-1);
    job.end = parseLocalTime(col("end_time"), m_options.timeZone).value_or(-1);
    const auto wall = parseInteger(col("wallclock_req"));
    const auto nodes = parseInteger(col("nodes_req"));
    if (!wall || !nodes) {
      why = CoreTr::tr("wallclock_req '%1' or nodes_req '%2' is not a whole number")
                .arg(QString::fromUtf8(col("wallclock_req")), QString::fromUtf8(col("nodes_req")));
      return LineKind::Bad;
    }
    job.timeLimit = *wall > 0 ? *wall : -1;
    job.nodes = int(*nodes);
    job.cpus = int(parseInteger(col("processors_req")).value_or(-1));
    job.gpus = int(parseInteger(col("gpus_req")).value_or(-1));
    return LineKind::Job;
  }

private:
  QHash<QByteArray, int> m_columns;
  QList<QByteArray> m_fields;
  int m_width = 0;
};

} // namespace

std::unique_ptr<TraceReader> makeEagleCsvReader(const TraceOptions &options)
{
  return std::make_unique<EagleCsvReader>(options);
}

} // namespace mirage::traces
