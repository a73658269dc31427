// squeue --json, sinfo --json and sacct --json, of both generations (22.05 and 23.11).
#include "fuzz_input.h"
#include "slurm/queue_parsers.h"
#include "slurm/sacct_json.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
  const QByteArray json = mirage::fuzz::bytes(data, size);
  (void)mirage::parseSqueueJson(json);
  (void)mirage::parseSinfoJson(json);
  (void)mirage::parseSacctJson(json);
  return 0;
}
