#include "store/store.h"

namespace mirage {

Store::Store(const QString &path, QObject *parent)
    : QObject(parent), m_worker(new QObject), m_db(std::make_unique<Database>())
{
  m_thread.setObjectName(QStringLiteral("mirage-store"));
  m_worker->moveToThread(&m_thread);
  connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
  m_thread.start();
  QMetaObject::invokeMethod(
      m_worker, [this, path] { m_opened = m_db->open(path); }, Qt::QueuedConnection);
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

} // namespace mirage
