#pragma once

#include "core/result.h"

#include <QByteArray>
#include <QString>
#include <QVariant>

#include <memory>

struct sqlite3;
struct sqlite3_stmt;

namespace mirage {

// A prepared statement: bind by position (1-based), step, read columns. Reset for reuse.
class Statement {
public:
  Statement() = default;
  Statement(sqlite3 *db, sqlite3_stmt *stmt) : m_db(db), m_stmt(stmt) {}
  ~Statement();
  Statement(Statement &&other) noexcept;
  Statement &operator=(Statement &&other) noexcept;
  Statement(const Statement &) = delete;
  Statement &operator=(const Statement &) = delete;

  bool isValid() const { return m_stmt != nullptr; }
  Statement &bind(int index, qint64 value);
  Statement &bind(int index, int value) { return bind(index, qint64(value)); }
  Statement &bind(int index, double value);
  Statement &bind(int index, const QString &value); // null QString binds NULL
  Statement &bind(int index, const QByteArray &value);
  Statement &bindNull(int index);
  // True while a row is available; false at the end. Errors: see error().
  bool step();
  // Runs to completion (for INSERT/UPDATE); false on error.
  bool exec();
  void reset();
  qint64 int64(int column) const;
  double real(int column) const;
  QString text(int column) const;
  QByteArray blob(int column) const;
  bool isNull(int column) const;
  QString error() const { return m_error; }

private:
  sqlite3 *m_db = nullptr;
  sqlite3_stmt *m_stmt = nullptr;
  QString m_error;
};

// Why a store could not be opened, where the window offers to move the file aside.
enum class StoreProblem {
  None,
  NotAStore, // the file at the store's path is not an SQLite database
  Damaged,   // an SQLite database that fails SQLite's quick check
  Other,     // a folder that cannot be written, a newer schema, …
};

// One SQLite database file: WAL journal, foreign keys on, a busy timeout, and the schema migrated
// to the current version on open. A file that is not a database, or a damaged one (SQLite's quick
// check, once per file and process: it reads the whole file, about 0.3 s for 50 MB), is refused
// before anything is written to it. Not thread-safe: one thread owns it (see Store).
class Database {
public:
  Database();
  ~Database();
  Database(const Database &) = delete;
  Database &operator=(const Database &) = delete;

  // Opens (creating the file and its folder) and migrates. Returns an error naming the file;
  // problem() then says what kind.
  Result<void> open(const QString &path);
  StoreProblem problem() const { return m_problem; }
  void close();
  bool isOpen() const { return m_db != nullptr; }
  QString path() const { return m_path; }

  // Executes SQL without results.
  Result<void> exec(const QString &sql);
  Statement prepare(const QString &sql);
  QString lastError() const;
  qint64 lastInsertId() const;
  int schemaVersion();
  // The result of PRAGMA integrity_check ("ok" when sound).
  QString integrityCheck();

  static constexpr int kSchemaVersion = 4;

private:
  Result<void> openFile(const QString &path);
  Result<void> checkReadable();
  Result<void> migrate();
  sqlite3 *m_db = nullptr;
  QString m_path;
  StoreProblem m_problem = StoreProblem::None;
};

// Renames an unusable store, with its -wal and -shm files, to PATH.unusable-YYYYMMDD-HHMMSS (never
// deleting anything), so that a new store can be made at PATH; returns the new name.
Result<QString> moveStoreAside(const QString &path);

} // namespace mirage
