#pragma once
// The process's memory: what its resident size peaked at, and handing freed heap back to the
// system so that a long run's resident size falls once a stage that needed gigabytes (training)
// is over (the allocator otherwise keeps it).

namespace mirage {

// Hands the freed heap back to the system (glibc's malloc_trim), unless keepFreedMemory() said not to.
void releaseFreedMemory();

// For a window's process, before its background work starts: releaseFreedMemory() then does
// nothing. malloc_trim locks every thread's heap in turn while it walks it, the GUI thread's too,
// and a background thread below the window, preempted there by the machine's other programs,
// held the GUI thread for up to 45 ms (docs/PERFORMANCE.md). glibc still returns the free top of
// a heap, and unmaps the large blocks it mapped on their own, when they are freed.
void keepFreedMemory(bool keep = true);

// The peak resident size so far in MB (0 where the system does not say).
double peakResidentMegabytes();
// The resident size now in MB (0 where the system does not say).
double residentMegabytes();

} // namespace mirage
