#pragma once

#include "core/result.h"
// Writes a whole file at once through QSaveFile: readers never see half of it, and a file that was
// there stays as it was when writing fails.
#include <QByteArray>
#include <QString>

namespace mirage {

// Empty, or the error naming the path.
Result<void> writeFileAtomically(const QString &path, const QByteArray &bytes);

} // namespace mirage
