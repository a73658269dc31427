#include "services/library_versions.h"

#include "ml/ml_library.h"

#include <sqlite3.h>

namespace mirage {

LibraryVersionInfo basicLibraryVersions()
{
  LibraryVersionInfo v;
  v.mirage = QStringLiteral(MIRAGE_VERSION);
  v.qt = QString::fromLatin1(qVersion());
  v.sqlite = QString::fromLatin1(sqlite3_libversion());
  return v;
}

LibraryVersionInfo fullLibraryVersions()
{
  LibraryVersionInfo v = basicLibraryVersions();
  if (const auto *api = MlLibrary::api()) {
    const auto ml = api->versions();
    v.torch = QString::fromStdString(ml.torch);
    v.xgboost = QString::fromStdString(ml.xgboost);
    v.cudaAvailable = ml.cudaAvailable;
    v.cudaDevices = ml.cudaDevices;
  } else {
    v.mlError = MlLibrary::error();
  }
  return v;
}

} // namespace mirage
