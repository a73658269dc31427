#include "core/demo_cluster.h"

#include "core/core_tr.h"
#include "core/snapshot_json.h"

#include <QFile>

namespace mirage {

Result<ClusterSnapshot> loadDemoCluster(EpochSeconds now)
{
  const QString path = QStringLiteral(":/demo/demo-cluster.json");
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly))
    return Result<ClusterSnapshot>::failure(CoreTr::tr("%1: cannot open the built-in demo cluster").arg(path));
  return parseSnapshotJson(file.readAll(), path, now);
}

} // namespace mirage
