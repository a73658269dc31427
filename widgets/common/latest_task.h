#pragma once
// The newest request wins: background work a view starts again whenever its input changes (a
// forecast as the form is edited, a what-if run, the status bar's progress). Starting a new one
// cancels the one before and drops whatever it returns; progress and the result reach the GUI
// thread only from the newest. startWhenIdle() also waits for the cancelled one to stop first,
// for work that must not run twice at once.
#include <QFuture>
#include <QFutureWatcher>
#include <QObject>

#include <functional>
#include <utility>

namespace mirage {

template <typename T> class LatestTask {
public:
  // Gets the newest future once it finished: cancelled by someone else (isCanceled()) or not, and
  // with or without a result.
  using Done = std::function<void(const QFuture<T> &)>;
  // What starting a new one does to the one before: cancel it (it is this task's work), or let it
  // run (it belongs to someone else, only its progress and result are no longer followed).
  enum class Older { Cancel, KeepRunning };

  // Watchers are children of `context` and call back on its thread; keep the LatestTask a member
  // of `context` (or of something it outlives).
  explicit LatestTask(QObject *context, Older older = Older::Cancel) : m_context(context), m_older(older) {}
  LatestTask(const LatestTask &) = delete;
  LatestTask &operator=(const LatestTask &) = delete;
  ~LatestTask()
  {
    if (m_older == Older::Cancel)
      m_future.cancel();
  }

  // Where the newest future's progress goes (e.g. a QProgressBar's setRange and setValue).
  void onProgress(std::function<void(int minimum, int maximum)> range, std::function<void(int value)> value)
  {
    m_range = std::move(range);
    m_value = std::move(value);
  }

  // Makes `future` the newest: the one before is cancelled (Older::Cancel) and its result dropped.
  void start(QFuture<T> future, Done done = {})
  {
    m_pending = {};
    if (m_older == Older::Cancel)
      m_future.cancel();
    const int generation = ++m_generation;
    m_future = future;
    m_undelivered = true;
    auto *watcher = new QFutureWatcher<T>(m_context);
    const auto newest = [this, generation] { return generation == m_generation; };
    QObject::connect(watcher, &QFutureWatcher<T>::progressRangeChanged, m_context, [this, newest](int lo, int hi) {
      if (newest() && m_range)
        m_range(lo, hi);
    });
    QObject::connect(watcher, &QFutureWatcher<T>::progressValueChanged, m_context, [this, newest](int v) {
      if (newest() && m_value)
        m_value(v);
    });
    QObject::connect(watcher, &QFutureWatcher<T>::finished, m_context, [this, watcher, newest, done = std::move(done)] {
      watcher->deleteLater();
      if (!newest())
        return;
      m_undelivered = false;
      if (done)
        done(watcher->future());
    });
    watcher->setFuture(future);
  }

  // As start(), but `make` is called only once the one before (cancelled now) has stopped; a
  // newer request while it stops replaces this one.
  void startWhenIdle(std::function<QFuture<T>()> make, Done done = {})
  {
    if (!m_future.isRunning()) {
      start(make(), std::move(done));
      return;
    }
    cancel();
    m_pending = [this, make = std::move(make), done = std::move(done)] { start(make(), done); };
    if (m_waiting)
      return;
    m_waiting = true;
    auto *watcher = new QFutureWatcher<T>(m_context);
    QObject::connect(watcher, &QFutureWatcher<T>::finished, m_context, [this, watcher] {
      watcher->deleteLater();
      m_waiting = false;
      if (auto next = std::exchange(m_pending, {}))
        next();
    });
    watcher->setFuture(m_future);
  }

  // Cancels the newest (and a request waiting to start); nothing of it reaches `done`, whatever
  // the Older policy.
  void cancel()
  {
    ++m_generation;
    m_pending = {};
    m_undelivered = false;
    m_future.cancel();
  }

  // Running, waiting for a cancelled one to stop, or finished with `done` still to be called.
  bool isBusy() const { return m_waiting || m_undelivered || m_future.isRunning(); }
  QFuture<T> future() const { return m_future; }

private:
  QObject *m_context;
  Older m_older;
  QFuture<T> m_future;
  int m_generation = 0;
  bool m_waiting = false;     // for a cancelled one to stop (startWhenIdle)
  bool m_undelivered = false; // the newest is not yet handed to `done`
  std::function<void()> m_pending;
  std::function<void(int, int)> m_range;
  std::function<void(int)> m_value;
};

} // namespace mirage
