#pragma once
// The process's memory: what its resident size peaked at, and handing freed heap back to the
// system so that a long run's resident size falls once a stage that needed gigabytes (training)
// is over (the allocator otherwise keeps it).

namespace mirage {

void releaseFreedMemory();
// The peak resident size so far in MB (0 where the system does not say).
double peakResidentMegabytes();

} // namespace mirage
