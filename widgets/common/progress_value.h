#pragma once
// Sets a progress bar's value and leaves the painting to the window's next update.
// QProgressBar::setValue repaints at once, and a synchronous repaint paints every region of the
// window that waits to be painted: right after a workspace took a new snapshot, that is the whole
// workspace, in the same turn of the event loop as the snapshot (mirage-bench --gui-stall saw the
// demo's first snapshot and its first paint block the GUI thread together, 39 ms).
class QProgressBar;

namespace mirage {

void setProgressValue(QProgressBar *bar, int value);

} // namespace mirage
