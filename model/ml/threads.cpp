#include "ml/internal.h"

#include <atomic>
#include <cstdlib>
#include <dlfcn.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace mirage::ml {

void configureThreads(int threads)
{
  if (threads < 1)
    threads = 1;
  // OpenBLAS (libopenblas0-pthread behind libblas.so.3) would otherwise start one thread per core
  // on top of torch's own: on 2 cores that is ~2x slower for small networks.
  using SetThreads = void (*)(int);
  if (auto set = reinterpret_cast<SetThreads>(dlsym(RTLD_DEFAULT, "openblas_set_num_threads")))
    set(threads);
  detail::setTorchThreads(threads);
}

namespace {
std::atomic<void (*)()> g_release{nullptr};
}

void setFreedMemoryRelease(void (*release)())
{
  g_release.store(release);
}

void detail::releaseFreedMemory()
{
  if (auto release = g_release.load())
    release();
#if defined(__GLIBC__)
  else
    malloc_trim(0);
#endif
}

} // namespace mirage::ml
