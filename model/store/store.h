#pragma once

#include "store/database.h"

#include <QFuture>
#include <QObject>
#include <QPromise>
#include <QThread>

#include <memory>

namespace mirage {

// The store as the application uses it: one thread owns the SQLite connection and runs every
// request in order; callers get a QFuture and never wait on the GUI thread.
class Store : public QObject {
  Q_OBJECT
public:
  // Opens `path` on the store's thread; opened() tells how that went.
  explicit Store(const QString &path, QObject *parent = nullptr);
  ~Store() override;

  QFuture<Result<void>> opened();
  // The store's file.
  QString path() const { return m_path; }
  // What kept the store from opening; read it once opened() has finished.
  StoreProblem problem() const { return m_problem; }
  // For a store that is not a database or is damaged: renames it aside (moveStoreAside) and opens
  // a new, empty one at its path, on the store's thread; the future holds the new name.
  QFuture<Result<QString>> moveAsideAndReopen();

  // Runs f(Database&) on the store's thread; the future holds its result.
  template <typename F> auto run(F f) -> QFuture<std::invoke_result_t<F, Database &>>
  {
    using R = std::invoke_result_t<F, Database &>;
    auto promise = std::make_shared<QPromise<R>>();
    QFuture<R> future = promise->future();
    promise->start();
    QMetaObject::invokeMethod(
        m_worker,
        [this, promise, f = std::move(f)]() mutable {
          promise->addResult(f(*m_db));
          promise->finish();
        },
        Qt::QueuedConnection);
    return future;
  }

private:
  QThread m_thread;
  QObject *m_worker;
  std::unique_ptr<Database> m_db;
  QString m_path;
  Result<void> m_opened;
  StoreProblem m_problem = StoreProblem::None;
};

} // namespace mirage
