#include "store/store.h"

namespace mirage {

Store::Store(const QString &path, QObject *parent)
    : QObject(parent), m_worker(new QObject), m_db(std::make_unique<Database>()), m_path(path)
{
  m_thread.setObjectName(QStringLiteral("mirage-store"));
  m_worker->moveToThread(&m_thread);
  connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
  m_thread.start();
  QMetaObject::invokeMethod(
      m_worker,
      [this] {
        m_opened = m_db->open(m_path);
        m_problem = m_db->problem();
      },
      Qt::QueuedConnection);
}

Store::~Store()
{
  // Requests already queued still run; then the connection closes on its own thread.
  QMetaObject::invokeMethod(
      m_worker, [this] { m_db->close(); }, Qt::QueuedConnection);
  m_thread.quit();
  m_thread.wait();
}

QFuture<Result<void>> Store::opened()
{
  return run([this](Database &) { return m_opened; });
}

QFuture<Result<QString>> Store::moveAsideAndReopen()
{
  return run([this](Database &db) -> Result<QString> {
    db.close();
    const Result<QString> aside = moveStoreAside(m_path);
    if (!aside.ok())
      return aside;
    m_opened = db.open(m_path);
    m_problem = db.problem();
    if (!m_opened.ok())
      return failure(m_opened.error());
    return aside;
  });
}

} // namespace mirage
