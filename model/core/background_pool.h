#pragma once
// Where Mirage's own background work runs (forecasts, training, evaluations, what-if sweeps, the
// poller): a thread pool of its own, apart from Qt's global pool. Qt's raster engine splits large
// fills and lines over the global pool and waits for them on the GUI thread, so that pool must
// stay free of long tasks and at the window's own priority; the window runs this one below the
// GUI thread (widgets/common/paint_threads.h). As many threads as cores unless the window asks
// for more. Every QtConcurrent call in model/ and widgets/ names it.

class QThreadPool;

namespace mirage {

QThreadPool *backgroundPool();

} // namespace mirage
