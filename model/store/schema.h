#pragma once

#include <QStringList>

namespace mirage {

// The SQL that takes the store from schema version i to i+1, at index i. Append, never edit.
QStringList schemaMigrations();

} // namespace mirage
