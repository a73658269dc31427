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

// One SQLite database file: WAL journal, foreign keys on, a busy timeout, and the schema migrated
// to the current version on open. Not thread-safe: one thread owns it (see Store).
class Database {
public:
  Database();
  ~Database();
  Database(const Database &) = delete;
  Database &operator=(const Database &) = delete;

  // Opens (creating the file and its folder) and migrates. Returns an error naming the file.
  Result<void> open(const QString &path);
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

  static constexpr int kSchemaVersion = 3;

private:
  Result<void> migrate();
  sqlite3 *m_db = nullptr;
  QString m_path;
};

} // namespace mirage
