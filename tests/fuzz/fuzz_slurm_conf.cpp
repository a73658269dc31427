// slurm.conf as the simulator reads it (nodes, GPUs, partitions, scheduler).
#include "sim/slurm_conf.h"

#include <cstddef>
#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
  mirage::sim::SlurmConfig config;
  std::string error;
  (void)mirage::sim::parseSlurmConf(std::string(reinterpret_cast<const char *>(data), size), config, &error);
  return 0;
}
