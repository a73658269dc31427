#pragma once

namespace mirage {

// Qt's raster engine splits large fills and line drawing over the global thread pool and waits for
// them on the GUI thread; Mirage's own background work (forecasts, training, risk curves) runs in
// that pool too, so a paint could wait behind it for hundreds of milliseconds. Lets the pool run a
// few more threads than cores, so that painting always finds one (mirage-bench --gui-stall).
void keepThreadsForPainting();

} // namespace mirage
