#pragma once
// Start-up figures of the built executables, each the median of `runs` runs beside a baseline
// measured in the same process (starting /bin/true), because these machines are noisy:
//   first_paint      mirage until its window first paints (offscreen, or the X display with onX)
//   cli_startup      mirage-cli --version, start to exit
//   ml_library_load  mirage-cli info (loads libtorch and XGBoost) minus cli_startup
//   import_*         mirage-cli import of LS6 and RICC into a fresh store: seconds and peak RSS
#include <QProcessEnvironment>
#include <QString>

namespace mirage {

// False when the window or mirage-cli did not start.
bool runStartupBenchmarks(const QString &binDir, const QString &dataDir, const QProcessEnvironment &env, int runs,
                          bool onX);

// mirage-gui-stall-bench in a fresh settings and data folder (offscreen unless onX): its JSON line.
bool runGuiStallBenchmark(const QString &binDir, QProcessEnvironment env, bool onX);

} // namespace mirage
