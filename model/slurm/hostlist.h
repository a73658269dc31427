#pragma once

#include "core/result.h"

#include <QStringList>

namespace mirage {

// Slurm hostlists: "gpu[001-004,010],login1" <-> {gpu001, …, gpu004, gpu010, login1}. Zero
// padding is kept. Several bracket groups in one name ("r[1-2]n[1-2]") expand as a product.
Result<QStringList> expandHostlist(const QString &hostlist);
// The compact form of a list of names (sorted, ranges merged): the inverse of expandHostlist.
QString compressHostlist(const QStringList &names);

} // namespace mirage
