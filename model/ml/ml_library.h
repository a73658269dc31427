#pragma once

#include "ml/ml_api.h"

#include <QString>

namespace mirage {

// Loads libmirage_ml.so (torch, XGBoost) on first use, so that starting Mirage costs nothing for
// them. Thread-safe; the first call blocks for about a second while libtorch loads, so call it
// off the GUI thread. The library is looked for in $MIRAGE_ML_LIBRARY, then next to the
// executable in ../lib/mirage/.
class MlLibrary {
public:
  // nullptr when the library cannot be loaded; error() then says why.
  static const ml::PluginApi *api();
  static QString error();
  static QString path();
  static bool isLoaded();
};

} // namespace mirage
