#include "ml/ml_library.h"

#include "core/core_tr.h"
#include "core/process_memory.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QLibrary>
#include <QMutex>

#include <atomic>

namespace mirage {
namespace {
QMutex g_mutex;
std::atomic<const ml::PluginApi *> g_api{nullptr};
bool g_tried = false;
QString g_error;
QString g_path;

QString locate()
{
  const QString fromEnv = qEnvironmentVariable("MIRAGE_ML_LIBRARY");
  if (!fromEnv.isEmpty())
    return fromEnv;
  const QString appDir = QCoreApplication::applicationDirPath();
  return QDir(appDir).absoluteFilePath(QStringLiteral("../" MIRAGE_PRIVATE_LIBDIR "/libmirage_ml.so"));
}
} // namespace

const ml::PluginApi *MlLibrary::api()
{
  if (auto *loaded = g_api.load())
    return loaded;
  QMutexLocker lock(&g_mutex);
  if (g_tried)
    return g_api.load();
  g_tried = true;
  g_path = QFileInfo(locate()).absoluteFilePath();
  // OpenBLAS reads this when libtorch pulls it in: one BLAS thread (see docs/ARCHITECTURE.md).
  if (qEnvironmentVariableIsEmpty("OPENBLAS_NUM_THREADS"))
    qputenv("OPENBLAS_NUM_THREADS", "1");
  QLibrary library(g_path);
  if (!library.load()) {
    g_error = CoreTr::tr("cannot load the machine-learning library %1: %2").arg(g_path, library.errorString());
    return nullptr;
  }
  using Entry = const ml::PluginApi *(*)();
  auto entry = reinterpret_cast<Entry>(library.resolve(ml::kPluginSymbol));
  const ml::PluginApi *api = entry ? entry() : nullptr;
  if (!api || api->abiVersion != ml::kPluginAbiVersion) {
    g_error = CoreTr::tr("%1 is not a compatible Mirage machine-learning library").arg(g_path);
    return nullptr;
  }
  api->configureThreads(1);
  api->setFreedMemoryRelease(&releaseFreedMemory); // a window's process keeps it (process_memory.h)
  g_api.store(api);
  return api;
}

QString MlLibrary::error()
{
  QMutexLocker lock(&g_mutex);
  return g_error;
}

QString MlLibrary::path()
{
  QMutexLocker lock(&g_mutex);
  return g_path.isEmpty() ? QFileInfo(locate()).absoluteFilePath() : g_path;
}

bool MlLibrary::isLoaded()
{
  return g_api.load() != nullptr;
}

} // namespace mirage
