#include "core/atomic_file.h"

#include "core/core_tr.h"

#include <QSaveFile>

namespace mirage {

Result<void> writeFileAtomically(const QString &path, const QByteArray &bytes)
{
  QSaveFile f(path);
  if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size() || !f.commit())
    return failure(CoreTr::tr("cannot write %1: %2").arg(path, f.errorString()));
  return {};
}

} // namespace mirage
