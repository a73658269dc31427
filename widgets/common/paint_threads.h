#pragma once

class QThreadPool;

namespace mirage {

// The window's background tasks run side by side (a training, a policy evaluation, a what-if
// sweep and the forecast just asked for): Mirage's background pool (core/background_pool.h) gets
// three threads more than cores, so that a forecast does not queue behind a training.
void letBackgroundWorkOverlap();

// The window's background work yields the cores to the window: every thread of Mirage's
// background pool (made now, kept for the program's life) runs at a nice value `niceness` above
// the GUI thread's, and so does every thread they start (XGBoost's and libtorch's workers, the
// Monte-Carlo rollouts). Qt's global pool is left alone: the raster engine splits the window's
// large fills over it and waits for them on the GUI thread, so its threads keep the window's
// priority and none of Mirage's long tasks (mirage-bench --gui-stall). Linux only (elsewhere it
// does nothing); returns the background threads' nice value, or -1 when it could not be set. Call
// it before the pool runs anything (a thread it already made keeps its value). For the window's
// executable: tests and the CLI keep every thread equal.
int runBackgroundWorkBelowTheWindow(int niceness = 10);

// A pool of a window's own for background work (a workspace's runner, the demo's showcase) runs
// as far below the GUI thread as runBackgroundWorkBelowTheWindow set, its threads made now and
// kept; nothing where that was not called. Call it on the GUI thread, after setting the pool's
// maximum, before the pool runs anything.
void keepBelowTheWindow(QThreadPool &pool);

// The calling thread (the GUI thread) gets a short scheduler slice, so that when it wakes it
// preempts a background thread at once instead of waiting out the rest of that thread's slice:
// under EEVDF (Linux 6.6 and later) a nice value alone does not make a waking thread run first,
// and the window waited up to 24 ms for a core (docs/PERFORMANCE.md). Linux 6.12 and later honour
// a slice asked for by an ordinary thread (sched_setattr's sched_runtime); the nice value is kept.
// Threads the caller starts later inherit the slice (Qt's global pool, which paints for the
// window, among them); the background threads made by runBackgroundWorkBelowTheWindow and
// keepBelowTheWindow get the kernel's own slice back. Returns the slice now in force in µs, or 0
// where the kernel does not take one (elsewhere than Linux, or an older kernel).
int giveThisThreadAShortSlice(int microseconds = 300);

// The calling thread's scheduler slice in µs as the kernel reports it, or 0 where it does not.
int thisThreadsSliceMicroseconds();

} // namespace mirage
