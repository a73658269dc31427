#include "store/database.h"

#include "core/core_tr.h"
#include "store/schema.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMutex>
#include <QSet>

#include <cerrno>
#include <fcntl.h>
#include <sqlite3.h>
#include <unistd.h>

namespace mirage {

Statement::~Statement()
{
  if (m_stmt)
    sqlite3_finalize(m_stmt);
}

Statement::Statement(Statement &&other) noexcept
    : m_db(other.m_db), m_stmt(std::exchange(other.m_stmt, nullptr)), m_error(std::move(other.m_error))
{
}

Statement &Statement::operator=(Statement &&other) noexcept
{
  if (this != &other) {
    if (m_stmt)
      sqlite3_finalize(m_stmt);
    m_db = other.m_db;
    m_stmt = std::exchange(other.m_stmt, nullptr);
    m_error = std::move(other.m_error);
  }
  return *this;
}

Statement &Statement::bind(int index, qint64 value)
{
  sqlite3_bind_int64(m_stmt, index, value);
  return *this;
}

Statement &Statement::bind(int index, double value)
{
  sqlite3_bind_double(m_stmt, index, value);
  return *this;
}

Statement &Statement::bind(int index, const QString &value)
{
  if (value.isNull()) {
    sqlite3_bind_null(m_stmt, index);
  } else {
    const QByteArray utf8 = value.toUtf8();
    sqlite3_bind_text(m_stmt, index, utf8.constData(), int(utf8.size()), SQLITE_TRANSIENT);
  }
  return *this;
}

Statement &Statement::bind(int index, const QByteArray &value)
{
  sqlite3_bind_blob(m_stmt, index, value.constData(), int(value.size()), SQLITE_TRANSIENT);
  return *this;
}

Statement &Statement::bindNull(int index)
{
  sqlite3_bind_null(m_stmt, index);
  return *this;
}

bool Statement::step()
{
  if (!m_stmt)
    return false;
  const int rc = sqlite3_step(m_stmt);
  if (rc == SQLITE_ROW)
    return true;
  if (rc != SQLITE_DONE)
    m_error = QString::fromUtf8(sqlite3_errmsg(m_db));
  return false;
}

bool Statement::exec()
{
  if (!m_stmt) {
    m_error = QStringLiteral("invalid statement");
    return false;
  }
  m_error.clear();
  while (step()) {
  }
  const bool ok = m_error.isEmpty();
  sqlite3_reset(m_stmt);
  return ok;
}

void Statement::reset()
{
  sqlite3_reset(m_stmt);
  sqlite3_clear_bindings(m_stmt);
  m_error.clear();
}

qint64 Statement::int64(int column) const
{
  return sqlite3_column_int64(m_stmt, column);
}
double Statement::real(int column) const
{
  return sqlite3_column_double(m_stmt, column);
}
bool Statement::isNull(int column) const
{
  return sqlite3_column_type(m_stmt, column) == SQLITE_NULL;
}

QString Statement::text(int column) const
{
  const auto *p = reinterpret_cast<const char *>(sqlite3_column_text(m_stmt, column));
  return p ? QString::fromUtf8(p, sqlite3_column_bytes(m_stmt, column)) : QString();
}

QByteArray Statement::blob(int column) const
{
  const auto *p = static_cast<const char *>(sqlite3_column_blob(m_stmt, column));
  return p ? QByteArray(p, sqlite3_column_bytes(m_stmt, column)) : QByteArray();
}

Database::Database() = default;
Database::~Database()
{
  close();
}

namespace {
// Why a store's folder cannot be written, for its error: a read-only file system or a folder
// without write permission (the nearest folder that exists); empty when it can be.
QString whyUnwritable(const QString &path)
{
  QFileInfo dir(QFileInfo(path).absolutePath());
  while (!dir.exists() && !dir.isRoot())
    dir.setFile(dir.absolutePath());
  if (::access(QFile::encodeName(dir.absoluteFilePath()).constData(), W_OK) == 0)
    return {};
  return errno == EROFS ? CoreTr::tr(" (%1 is on a read-only file system)").arg(dir.absoluteFilePath())
                        : CoreTr::tr(" (%1 cannot be written)").arg(dir.absoluteFilePath());
}
} // namespace

Result<void> Database::open(const QString &path)
{
  const Result<void> opened = openFile(path);
  if (!opened.ok() && m_problem == StoreProblem::Other)
    return failure(opened.error() + whyUnwritable(path));
  return opened;
}

Result<void> Database::openFile(const QString &path)
{
  close();
  m_path = path;
  m_problem = StoreProblem::Other; // until it is open
  if (!QDir().mkpath(QFileInfo(path).absolutePath()))
    return failure(CoreTr::tr("%1: cannot create the folder").arg(path));
  // A new store is the user's alone (0600): it holds their clusters' jobs and users. SQLite gives its
  // -wal and -shm files the mode of the database.
  const int fd = ::open(QFile::encodeName(path).constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
  const bool created = fd >= 0;
  if (created)
    ::close(fd);
  const int rc = sqlite3_open_v2(QFile::encodeName(path).constData(), &m_db,
                                 SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX, nullptr);
  if (rc != SQLITE_OK) {
    close();
    return failure(CoreTr::tr("%1: cannot open the database: %2").arg(path, QString::fromUtf8(sqlite3_errstr(rc))));
  }
  sqlite3_busy_timeout(m_db, 10000);
  if (!created) {
    if (const auto readable = checkReadable(); !readable.ok()) {
      close();
      return readable;
    }
  }
  for (const char *pragma : {"PRAGMA journal_mode=WAL", "PRAGMA synchronous=NORMAL", "PRAGMA foreign_keys=ON"}) {
    if (const auto done = exec(QLatin1String(pragma)); !done.ok()) {
      close();
      return failure(CoreTr::tr("%1: %2").arg(path, done.error()));
    }
  }
  if (const auto migrated = migrate(); !migrated.ok()) {
    close();
    return failure(CoreTr::tr("%1: %2").arg(path, migrated.error()));
  }
  m_problem = StoreProblem::None;
  return {};
}

namespace {
// The stores this process has found sound already (by canonical path): the quick check reads the
// whole file, so each worker's connection does not repeat it.
QMutex checkedMutex;
QSet<QString> checkedStores;
} // namespace

Result<void> Database::checkReadable()
{
  // Any read tells a file that is not a database; nothing is written before this.
  QString verdict;
  if (const auto read = exec(QStringLiteral("SELECT count(*) FROM sqlite_master")); !read.ok()) {
    const int code = sqlite3_errcode(m_db) & 0xff;
    if (code == SQLITE_NOTADB) {
      m_problem = StoreProblem::NotAStore;
      return failure(CoreTr::tr("%1 is not a Mirage store (%2); it was left as it is: move it aside or choose "
                                "another data folder")
                         .arg(m_path, read.error()));
    }
    if (code != SQLITE_CORRUPT)
      return failure(CoreTr::tr("%1: %2").arg(m_path, read.error()));
    verdict = read.error();
  } else {
    const QString key = QFileInfo(m_path).canonicalFilePath();
    {
      const QMutexLocker lock(&checkedMutex);
      if (checkedStores.contains(key))
        return {};
    }
    Statement check = prepare(QStringLiteral("PRAGMA quick_check(1)"));
    verdict = check.step() ? check.text(0) : lastError();
    if (verdict == QLatin1String("ok")) {
      const QMutexLocker lock(&checkedMutex);
      checkedStores.insert(key);
      return {};
    }
  }
  m_problem = StoreProblem::Damaged;
  return failure(CoreTr::tr("%1 is damaged (%2); it was left as it is: move it aside (sqlite3's .recover may "
                            "save its data) or choose another data folder")
                     .arg(m_path, verdict.simplified()));
}

Result<QString> moveStoreAside(const QString &path)
{
  const QString aside = QStringLiteral("%1.unusable-%2")
                            .arg(path, QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss")));
  for (const QString &suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")}) {
    if (!QFileInfo::exists(path + suffix))
      continue;
    if (QFileInfo::exists(aside + suffix) || !QFile::rename(path + suffix, aside + suffix))
      return failure(CoreTr::tr("cannot move %1 aside to %2").arg(path + suffix, aside + suffix));
  }
  return aside;
}

void Database::close()
{
  if (m_db) {
    sqlite3_close_v2(m_db);
    m_db = nullptr;
  }
}

Result<void> Database::exec(const QString &sql)
{
  if (!m_db)
    return failure(CoreTr::tr("the database is not open"));
  char *message = nullptr;
  if (sqlite3_exec(m_db, sql.toUtf8().constData(), nullptr, nullptr, &message) != SQLITE_OK) {
    const QString error = QString::fromUtf8(message ? message : sqlite3_errmsg(m_db));
    sqlite3_free(message);
    return failure(error);
  }
  return {};
}

Statement Database::prepare(const QString &sql)
{
  if (!m_db)
    return {};
  sqlite3_stmt *stmt = nullptr;
  const QByteArray utf8 = sql.toUtf8();
  if (sqlite3_prepare_v2(m_db, utf8.constData(), int(utf8.size()), &stmt, nullptr) != SQLITE_OK)
    return {};
  return Statement(m_db, stmt);
}

QString Database::lastError() const
{
  return m_db ? QString::fromUtf8(sqlite3_errmsg(m_db)) : QString();
}
qint64 Database::lastInsertId() const
{
  return m_db ? sqlite3_last_insert_rowid(m_db) : 0;
}

int Database::schemaVersion()
{
  Statement s = prepare(QStringLiteral("PRAGMA user_version"));
  return s.step() ? int(s.int64(0)) : -1;
}

QString Database::integrityCheck()
{
  Statement s = prepare(QStringLiteral("PRAGMA integrity_check"));
  QStringList lines;
  while (s.step())
    lines << s.text(0);
  return lines.join(QLatin1Char('\n'));
}

Result<void> Database::migrate()
{
  const int current = schemaVersion();
  if (current > kSchemaVersion)
    return failure(CoreTr::tr("the database has schema version %1, newer than this Mirage understands (%2); "
                              "update Mirage or choose another data folder")
                       .arg(current)
                       .arg(kSchemaVersion));
  const QStringList steps = schemaMigrations();
  for (int version = current; version < kSchemaVersion; ++version) {
    // Each migration and its version bump are one transaction: a crash leaves the old version.
    Result<void> e = exec(QStringLiteral("BEGIN IMMEDIATE"));
    if (e.ok())
      e = exec(steps.at(version));
    if (e.ok())
      e = exec(QStringLiteral("PRAGMA user_version=%1").arg(version + 1));
    if (e.ok())
      e = exec(QStringLiteral("COMMIT"));
    if (!e.ok()) {
      exec(QStringLiteral("ROLLBACK"));
      return failure(CoreTr::tr("migration to schema version %1 failed: %2").arg(version + 1).arg(e.error()));
    }
  }
  return {};
}

} // namespace mirage
