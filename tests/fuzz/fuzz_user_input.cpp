// What a user types or hands over: job request specs, what-if scenario JSON, snapshot JSON files.
#include "core/snapshot_json.h"
#include "forecast/job_request.h"
#include "fuzz_input.h"
#include "whatif/scenario.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
  const QByteArray raw = mirage::fuzz::bytes(data, size);
  (void)mirage::parseJobRequest(mirage::fuzz::text(data, size));
  (void)mirage::parseSnapshotJson(raw, QStringLiteral("fuzz"), 1700000000);
  const QJsonDocument doc = QJsonDocument::fromJson(raw);
  QJsonArray items = doc.isArray() ? doc.array() : QJsonArray{doc.object()};
  if (doc.isObject() && doc.object().contains(QLatin1String("scenarios")))
    items = doc.object().value(QLatin1String("scenarios")).toArray();
  for (const QJsonValue &item : std::as_const(items))
    (void)mirage::whatif::Scenario::fromJson(item.toObject(), QStringLiteral("fuzz"));
  return 0;
}
