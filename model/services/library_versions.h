#pragma once

#include <QList>
#include <QPair>
#include <QString>

namespace mirage {

// Versions of the libraries Mirage runs on, for About and `mirage-cli info`.
struct LibraryVersionInfo {
  QString mirage;
  QString qt;     // at run time
  QString sqlite; // the SQLite library linked
  QString torch;  // from libmirage_ml.so; empty with mlError set when it cannot be loaded
  QString xgboost;
  bool cudaAvailable = false;
  int cudaDevices = 0;
  QString mlError;
};

// The cheap part: no torch loaded.
LibraryVersionInfo basicLibraryVersions();
// Loads libmirage_ml.so (about a second the first time): call it off the GUI thread.
LibraryVersionInfo fullLibraryVersions();

} // namespace mirage
