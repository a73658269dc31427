// squeue, sinfo and scontrol as Mirage asks for them (text), and sbatch --test-only's answer.
#include "forecast/slurm_test_only.h"
#include "fuzz_input.h"
#include "slurm/queue_parsers.h"
#include "slurm/scontrol_parser.h"

#include <QTimeZone>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
  const QString output = mirage::fuzz::text(data, size);
  const QTimeZone zone = QTimeZone::utc();
  (void)mirage::parseSqueue(output, zone);
  (void)mirage::parseSinfo(output);
  (void)mirage::parseScontrolPartitions(output);
  (void)mirage::parseScontrolNodes(output);
  (void)mirage::parseScontrolJobs(output, zone);
  (void)mirage::parseTestOnlyStart(output, zone);
  return 0;
}
