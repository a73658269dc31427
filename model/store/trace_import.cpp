#include "store/trace_import.h"

#include "core/core_tr.h"
#include "store/database.h"

#include <QDateTime>
#include <QFileInfo>
#include <QHash>

namespace mirage {
namespace {

void bindOptional(Statement &s, int index, qint64 value)
{
  if (value < 0)
    s.bindNull(index);
  else
    s.bind(index, value);
}

QString emptyToNull(const QString &s)
{
  return s.isEmpty() ? QString() : s;
}

QString baseName(const QString &path)
{
  QString name = QFileInfo(path).fileName();
  for (const char *suffix : {".gz", ".swf", ".log", ".csv", ".txt", ".sacct"})
    if (name.endsWith(QLatin1String(suffix)))
      name.chop(int(qstrlen(suffix)));
  return name.isEmpty() ? QStringLiteral("imported") : name;
}

} // namespace

struct JobInserter::Impl {
  Statement insert;
  qint64 clusterId = 0;
  qint64 importId = 0;
  QHash<quint64, int> occurrences; // hash of (job id, submit) -> records so far
};

JobInserter::JobInserter(Database &db, qint64 clusterId, qint64 importId) : d(std::make_unique<Impl>())
{
  d->insert = db.prepare(QStringLiteral(
      "INSERT OR IGNORE INTO jobs (cluster_id, import_id, job_id, name, user, account, partition, state, submit, "
      "start, "
      "end, time_limit, nodes, cpus, gpus, seq) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
  d->clusterId = clusterId;
  d->importId = importId;
}

JobInserter::~JobInserter() = default;

bool JobInserter::isValid() const
{
  return d->insert.isValid();
}

bool JobInserter::insert(const TraceJob &job)
{
  Statement &s = d->insert;
  s.reset();
  s.bind(1, d->clusterId);
  if (d->importId > 0)
    s.bind(2, d->importId);
  else
    s.bindNull(2);
  s.bind(3, job.jobId).bind(4, emptyToNull(job.name)).bind(5, emptyToNull(job.user)).bind(6, emptyToNull(job.account));
  s.bind(7, emptyToNull(job.partition)).bind(8, emptyToNull(job.state)).bind(9, job.submit);
  bindOptional(s, 10, job.start);
  bindOptional(s, 11, job.end);
  bindOptional(s, 12, job.timeLimit);
  bindOptional(s, 13, job.nodes);
  bindOptional(s, 14, job.cpus);
  bindOptional(s, 15, job.gpus);
  s.bind(16, d->occurrences[qHash(job.jobId, size_t(job.submit))]++);
  if (!s.exec()) {
    m_error = s.error();
    return false;
  }
  return true;
}

Result<qint64> ensureCluster(Database &db, const QString &name, const QString &source, const QString &timeZone)
{
  Statement find = db.prepare(QStringLiteral("SELECT id FROM clusters WHERE name = ?"));
  find.bind(1, name);
  if (find.step())
    return find.int64(0);
  Statement insert =
      db.prepare(QStringLiteral("INSERT INTO clusters (name, source, time_zone, created) VALUES (?, ?, ?, ?)"));
  insert.bind(1, name).bind(2, source).bind(3, timeZone).bind(4, QDateTime::currentSecsSinceEpoch());
  if (!insert.exec())
    return failure(insert.error());
  return db.lastInsertId();
}

ImportResult importTrace(Database &db, const QString &path, const ImportOptions &options,
                         const std::function<bool(double)> &progress)
{
  const auto opened = openTraceReader(path, options.trace);
  if (!opened) {
    ImportResult result;
    result.error = opened.error();
    return result;
  }
  TraceReader &reader = **opened;
  ImportOptions named = options;
  if (named.cluster.isEmpty())
    named.cluster = baseName(path);
  return importJobs(db, reader, named, QStringLiteral("trace"), progress);
}

ImportResult importJobs(Database &db, TraceReader &readerRef, const ImportOptions &options, const QString &source,
                        const std::function<bool(double)> &progress)
{
  ImportResult result;
  TraceReader *reader = &readerRef;
  const QString path = reader->path();
  result.format = traceFormatId(reader->format());
  result.cluster = options.cluster;

  if (const auto e = db.exec(QStringLiteral("BEGIN IMMEDIATE")); !e.ok()) {
    result.error = CoreTr::tr("%1: cannot start a transaction: %2").arg(db.path(), e.error());
    return result;
  }
  const auto fail = [&](const QString &message) {
    db.exec(QStringLiteral("ROLLBACK"));
    result.error = message;
    result.jobs = 0;
    result.importId = 0;
    return result;
  };
  const Result<qint64> ensured =
      ensureCluster(db, result.cluster, source, QString::fromUtf8(options.trace.timeZone.id()));
  if (!ensured)
    return fail(CoreTr::tr("%1: %2").arg(db.path(), ensured.error()));
  const qint64 clusterId = *ensured;
  Statement startImport =
      db.prepare(QStringLiteral("INSERT INTO imports (cluster_id, path, format, started) VALUES (?, ?, ?, ?)"));
  startImport.bind(1, clusterId)
      .bind(2, QFileInfo(path).absoluteFilePath())
      .bind(3, result.format)
      .bind(4, QDateTime::currentSecsSinceEpoch());
  if (!startImport.exec())
    return fail(CoreTr::tr("%1: %2").arg(db.path(), startImport.error()));
  result.importId = db.lastInsertId();

  JobInserter inserter(db, clusterId, result.importId);
  if (!inserter.isValid())
    return fail(CoreTr::tr("%1: %2").arg(db.path(), db.lastError()));
  TraceJob job;
  qint64 seen = 0;
  while (reader->next(job)) {
    if (!inserter.insert(job))
      return fail(CoreTr::tr("%1: storing job %2 failed: %3").arg(db.path(), job.jobId, inserter.error()));
    ++seen;
    result.firstSubmit = result.firstSubmit < 0 ? job.submit : std::min(result.firstSubmit, job.submit);
    result.lastSubmit = std::max(result.lastSubmit, job.submit);
    if ((seen & 4095) == 0) {
      if (reader->mostlyGarbage() && reader->jobsRead() + reader->skipped() >= 1000)
        break;
      if (progress && !progress(reader->progress())) {
        result.cancelled = true;
        return fail(CoreTr::tr("%1: import cancelled; nothing was stored").arg(path));
      }
    }
  }
  if (!reader->error().isEmpty())
    return fail(reader->error());
  result.skipped = reader->skipped();
  result.issues = reader->issues();
  result.notes = reader->notes();
  if (reader->mostlyGarbage()) {
    const TraceIssue first = reader->issues().value(0);
    return fail(CoreTr::tr("%1: %2 of %3 data lines could not be read (line %4: %5); is it really a %6 file?")
                    .arg(path)
                    .arg(reader->skipped())
                    .arg(reader->skipped() + reader->jobsRead())
                    .arg(first.line)
                    .arg(first.message, result.format));
  }
  if (seen == 0 && reader->skipped() > 0) { // fewer lines than mostlyGarbage() judges, all of them bad
    const TraceIssue first = reader->issues().value(0);
    return fail(CoreTr::tr("%1: none of its %2 data lines could be read (line %3: %4); is it really a %5 file?")
                    .arg(path)
                    .arg(reader->skipped())
                    .arg(first.line)
                    .arg(first.message, result.format));
  }
  if (seen == 0)
    return fail(CoreTr::tr("%1: no jobs found").arg(path));

  Statement count = db.prepare(QStringLiteral("SELECT count(*) FROM jobs WHERE import_id = ?"));
  count.bind(1, result.importId);
  result.jobs = count.step() ? count.int64(0) : 0;
  result.duplicates = seen - result.jobs;
  Statement finish =
      db.prepare(QStringLiteral("UPDATE imports SET finished = ?, jobs = ?, duplicates = ?, skipped = ?, "
                                "first_submit = ?, last_submit = ? WHERE id = ?"));
  finish.bind(1, QDateTime::currentSecsSinceEpoch())
      .bind(2, result.jobs)
      .bind(3, result.duplicates)
      .bind(4, result.skipped)
      .bind(5, result.firstSubmit)
      .bind(6, result.lastSubmit)
      .bind(7, result.importId);
  if (!finish.exec())
    return fail(CoreTr::tr("%1: %2").arg(db.path(), finish.error()));
  if (const auto e = db.exec(QStringLiteral("COMMIT")); !e.ok())
    return fail(CoreTr::tr("%1: commit failed: %2").arg(db.path(), e.error()));
  if (progress)
    progress(1.0);
  return result;
}

} // namespace mirage
