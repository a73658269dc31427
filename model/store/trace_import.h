#pragma once

#include "traces/trace_reader.h"

#include <functional>
#include <memory>

namespace mirage {

class Database;

struct ImportOptions {
  QString cluster; // the cluster the jobs belong to; empty: the file's base name
  TraceOptions trace;
};

struct ImportResult {
  QString error; // empty on success; nothing was stored otherwise
  QString cluster;
  QString format;
  qint64 importId = 0;
  qint64 jobs = 0;       // new jobs stored
  qint64 duplicates = 0; // jobs already in the store (same cluster, id and submit time)
  qint64 skipped = 0;    // bad lines
  QList<TraceIssue> issues;
  QStringList notes;
  EpochSeconds firstSubmit = -1;
  EpochSeconds lastSubmit = -1;
  bool cancelled = false;
};

// Streams a trace file into the store as one transaction: all of it or nothing. `progress` gets
// 0..1 now and then and may return false to cancel (the transaction is rolled back). A file whose
// data lines are mostly bad is refused.
ImportResult importTrace(Database &db, const QString &path, const ImportOptions &options,
                         const std::function<bool(double)> &progress = {});

// The same for any reader (e.g. sacct output in memory); options.cluster must be set. `source`
// is recorded for a cluster created here ("trace", "local", "ssh://…").
ImportResult importJobs(Database &db, TraceReader &reader, const ImportOptions &options, const QString &source,
                        const std::function<bool(double)> &progress = {});

// Inserts jobs of one cluster (and import, 0 for none) with a prepared statement; records with the
// same (job id, submit) are numbered in the order they come (see the jobs table). Inside a
// transaction the caller opens.
class JobInserter {
public:
  JobInserter(Database &db, qint64 clusterId, qint64 importId);
  ~JobInserter();
  bool isValid() const;
  // False on a database error (see error()); a duplicate is not an error.
  bool insert(const TraceJob &job);
  QString error() const { return m_error; }

private:
  struct Impl;
  std::unique_ptr<Impl> d;
  QString m_error;
};

// Id of the named cluster, created if missing.
Result<qint64> ensureCluster(Database &db, const QString &name, const QString &source, const QString &timeZone);

} // namespace mirage
