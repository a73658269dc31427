// The small values Slurm prints everywhere: hostlists, GRES and TRES, durations, local times.
#include "core/duration.h"
#include "core/local_time.h"
#include "fuzz_input.h"
#include "slurm/hostlist.h"
#include "slurm/slurm_values.h"
#include "traces/trace_formats.h"

#include <QTimeZone>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
  const QByteArray raw = mirage::fuzz::bytes(data, size);
  const QString value = mirage::fuzz::text(data, size);
  (void)mirage::expandHostlist(value);
  (void)mirage::parseGpuGres(value);
  (void)mirage::parseTres(value);
  (void)mirage::gpusFromTres(value);
  (void)mirage::isUnsetValue(value);
  (void)mirage::parseSlurmDuration(value);
  (void)mirage::parseLocalDateTime(raw, QTimeZone::utc());
  (void)mirage::traces::parseLocalTime(raw, QTimeZone::utc());
  (void)mirage::traces::parseInteger(raw);
  (void)mirage::traces::splitWhitespace(raw);
  return 0;
}
