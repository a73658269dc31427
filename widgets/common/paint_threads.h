#pragma once

namespace mirage {

// Qt's raster engine splits large fills and line drawing over the global thread pool and waits for
// them on the GUI thread; Mirage's own background work (forecasts, training, risk curves) runs in
// that pool too, so a paint could wait behind it for hundreds of milliseconds. Lets the pool run a
// few more threads than cores, so that painting always finds one (mirage-bench --gui-stall).
void keepThreadsForPainting();

// The window's background work yields the cores to the window: every thread of the global pool
// (made now, kept for the program's life) runs at a nice value `niceness` above the GUI thread's,
// and so does every thread they start (XGBoost's and libtorch's workers). On two busy cores the
// GUI thread then waits a third as long for a core. Linux only (elsewhere it does nothing);
// returns the pool threads' nice value, or -1 when it could not be set. Call it before the pool
// runs anything (a thread it already made keeps its value). For the window's executable: tests and
// the CLI keep every thread equal.
int runBackgroundWorkBelowTheWindow(int niceness = 5);

} // namespace mirage
