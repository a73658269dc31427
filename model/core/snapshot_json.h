#pragma once

#include "core/cluster_snapshot.h"
#include "core/result.h"

#include <QByteArray>

namespace mirage {

// Mirage's own snapshot file ("format": "mirage-snapshot", version 1): the built-in demo cluster
// and snapshots saved by the user. With "relative_times": true every job time is an offset in
// seconds from `now`. Errors name the source, the line (for syntax errors) or the field.
Result<ClusterSnapshot> parseSnapshotJson(const QByteArray &json, const QString &sourceName, EpochSeconds now);
// The inverse (absolute times): what the store keeps and `mirage-cli snapshot --json` prints.
QByteArray snapshotToJson(const ClusterSnapshot &snapshot, bool compact = true);

} // namespace mirage
