#pragma once
#include <QCoreApplication>

namespace mirage {
// One translation context for the strings of model/ (the Qt Creator habit).
struct CoreTr {
  Q_DECLARE_TR_FUNCTIONS(Mirage::Core)
};
} // namespace mirage
