#include "ml/internal.h"

#include <cstdlib>
#include <dlfcn.h>

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

} // namespace mirage::ml
