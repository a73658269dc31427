#include "core/process_memory.h"

#include <atomic>
#include <cstdlib> // defines __GLIBC__ where it is glibc

#if defined(__GLIBC__)
#include <malloc.h>
#endif
#if defined(__unix__)
#include <sys/resource.h>
#include <unistd.h>
#endif

#include <cstdio>

namespace mirage {

namespace {
std::atomic<bool> keepingFreedMemory{false};
}

void releaseFreedMemory()
{
#if defined(__GLIBC__)
  if (!keepingFreedMemory.load(std::memory_order_relaxed))
    malloc_trim(0);
#endif
}

void keepFreedMemory(bool keep)
{
  keepingFreedMemory.store(keep, std::memory_order_relaxed);
}

double peakResidentMegabytes()
{
#if defined(__unix__)
  struct rusage usage {};
  if (getrusage(RUSAGE_SELF, &usage) == 0)
    return double(usage.ru_maxrss) / 1024.0; // kilobytes on Linux
#endif
  return 0;
}

double residentMegabytes()
{
#if defined(__linux__)
  // statm's second field: resident pages.
  if (std::FILE *statm = std::fopen("/proc/self/statm", "r")) {
    long size = 0, resident = 0;
    const bool read = std::fscanf(statm, "%ld %ld", &size, &resident) == 2;
    std::fclose(statm);
    if (read)
      return double(resident) * double(sysconf(_SC_PAGESIZE)) / (1024.0 * 1024.0);
  }
#endif
  return 0;
}

} // namespace mirage
