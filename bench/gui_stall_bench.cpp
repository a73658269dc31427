// How long the window's GUI thread is ever blocked while the heavy work runs (#18 item 5): the
// demo is opened in a fresh store, which starts a what-if sweep of three scenarios, a policy
// evaluation and the training of the learned forecasters in the background; meanwhile every
// workspace is shown in turn, every 250 ms, and the Forecast workspace's request is computed
// again. A 2 ms timer on the GUI thread records how late each of its ticks comes: the longest
// delay is the longest the thread was blocked (event handling, painting and all), and for each
// of the longest, how much of it the thread spent on a CPU and how much waiting for one. Prints
// one JSON line; run it offscreen (QT_QPA_PLATFORM=offscreen) or under Xvfb.
#include "core/process_memory.h"
#include "widgets/common/paint_threads.h"
#include "widgets/common/workspace.h"
#include "widgets/forecast/forecast_workspace.h"
#include "widgets/forecast/model_training_panel.h"
#include "widgets/window/main_window.h"
#include "widgets/window/stored_clusters.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <fcntl.h>
#include <unistd.h>

using namespace mirage;

int main(int argc, char *argv[])
{
  QApplication app(argc, argv);
  QCoreApplication::setOrganizationName(QStringLiteral("MirageBench"));
  QCoreApplication::setApplicationName(QStringLiteral("gui-stall"));
  const int limitS = argc > 1 ? std::max(10, QByteArray(argv[1]).toInt()) : 240;

  // As the window's executable does (app/gui_main.cpp), unless asked to keep every thread equal
  // (MIRAGE_BENCH_EQUAL_THREADS=1, for the figure before) or to run the background at another
  // nice value (MIRAGE_BENCH_BACKGROUND_NICE=n, to compare) or to leave the GUI thread the
  // kernel's own slice (MIRAGE_BENCH_KERNEL_SLICE=1) or to hand freed heap back to the system
  // (MIRAGE_BENCH_TRIM_MEMORY=1).
  letBackgroundWorkOverlap();
  const bool trimMemory = qEnvironmentVariableIsSet("MIRAGE_BENCH_TRIM_MEMORY");
  keepFreedMemory(!trimMemory);
  const bool equalThreads = qEnvironmentVariableIsSet("MIRAGE_BENCH_EQUAL_THREADS");
  const int backgroundNice =
      equalThreads ? 0
      : qEnvironmentVariableIsSet("MIRAGE_BENCH_BACKGROUND_NICE")
          ? runBackgroundWorkBelowTheWindow(qEnvironmentVariableIntValue("MIRAGE_BENCH_BACKGROUND_NICE"))
          : runBackgroundWorkBelowTheWindow();
  const int guiSliceUs = equalThreads || qEnvironmentVariableIsSet("MIRAGE_BENCH_KERNEL_SLICE")
                             ? thisThreadsSliceMicroseconds()
                             : giveThisThreadAShortSlice();
  MainWindow window;
  window.resize(1280, 800);
  window.show();

  // The heartbeat: how late each tick comes, and what the window showed then.
  constexpr int kTickMs = 2;
  QElapsedTimer clock;
  clock.start();
  qint64 last = 0;
  std::vector<double> delays;
  struct Block {
    double ms;
    double atS;
    QString workspace;
    double cpuMs;  // the GUI thread's time on a CPU between the two ticks
    double waitMs; // and waiting for one
  };
  // The GUI thread's CPU and run-queue times so far (Linux schedstat, ns), read at every tick.
  const int schedstat = ::open("/proc/thread-self/schedstat", O_RDONLY);
  const auto readSchedstat = [schedstat]() -> std::pair<double, double> {
    char text[128] = {};
    if (schedstat < 0 || ::pread(schedstat, text, sizeof text - 1, 0) <= 0)
      return {-1, -1};
    double cpu = -1, wait = -1;
    std::sscanf(text, "%lf %lf", &cpu, &wait);
    return {cpu, wait};
  };
  std::pair<double, double> lastSchedstat = readSchedstat();
  std::vector<Block> worst;
  QTimer heartbeat;
  heartbeat.setTimerType(Qt::PreciseTimer);
  QObject::connect(&heartbeat, &QTimer::timeout, [&] {
    const qint64 now = clock.nsecsElapsed();
    const std::pair<double, double> stat = readSchedstat();
    if (last > 0) {
      const double late = std::max(0.0, double(now - last) / 1e6 - kTickMs);
      delays.push_back(late);
      if (late > 10)
        worst.push_back({late, double(now) / 1e9, workspaceId(window.currentWorkspace()),
                         (stat.first - lastSchedstat.first) / 1e6, (stat.second - lastSchedstat.second) / 1e6});
    }
    last = now;
    lastSchedstat = stat;
  });
  heartbeat.start(kTickMs);

  // The driver: a workspace after the other, the forecast asked again on the Forecast workspace.
  const QList<Workspace> workspaces = allWorkspaces();
  int switches = 0;
  QTimer driver;
  QObject::connect(&driver, &QTimer::timeout, [&] {
    const Workspace next = workspaces[switches++ % workspaces.size()];
    window.showWorkspace(next);
    if (next == Workspace::Forecast && window.hasSnapshot())
      window.forecastWorkspace()->computeNow();
  });

  // The heavy work: the demo's first open (training, policy evaluation, what-if sweep).
  bool showcased = false, trainingSeen = false;
  double showcasedAtS = -1, trainedAtS = -1;
  QObject::connect(window.storedClusters(), &StoredClusters::demoShowcased, [&] {
    showcased = true;
    showcasedAtS = double(clock.elapsed()) / 1000.0;
  });
  QTimer finish;
  QObject::connect(&finish, &QTimer::timeout, [&] {
    ModelTrainingPanel *training = window.forecastWorkspace()->trainingPanel();
    trainingSeen = trainingSeen || training->isTraining();
    if (trainingSeen && !training->isTraining() && trainedAtS < 0)
      trainedAtS = double(clock.elapsed()) / 1000.0;
    const bool done = showcased && trainedAtS >= 0;
    if (done || clock.elapsed() > limitS * 1000)
      app.quit();
  });
  finish.start(100);
  driver.start(250);
  window.openDemoCluster();
  app.exec();

  // The GUI thread's time on a CPU and waiting for one (Linux schedstat): a long wait with little
  // CPU time means the thread was ready but other threads had the cores, not that it was busy.
  double cpuS = -1, runQueueS = -1;
  if (QFile stat(QStringLiteral("/proc/thread-self/schedstat")); stat.open(QIODevice::ReadOnly)) {
    const QList<QByteArray> fields = stat.readAll().simplified().split(' ');
    if (fields.size() >= 2) {
      cpuS = fields[0].toDouble() / 1e9;
      runQueueS = fields[1].toDouble() / 1e9;
    }
  }
  std::sort(delays.begin(), delays.end());
  std::sort(worst.begin(), worst.end(), [](const Block &a, const Block &b) { return a.ms > b.ms; });
  const auto at = [&](double q) {
    return delays.empty() ? 0.0 : delays[std::min(delays.size() - 1, std::size_t(q * double(delays.size())))];
  };
  QJsonArray top;
  for (std::size_t i = 0; i < std::min<std::size_t>(5, worst.size()); ++i)
    top.append(QJsonObject{{QStringLiteral("ms"), worst[i].ms},
                           {QStringLiteral("at_s"), worst[i].atS},
                           {QStringLiteral("workspace"), worst[i].workspace},
                           {QStringLiteral("gui_cpu_ms"), worst[i].cpuMs},
                           {QStringLiteral("gui_waiting_for_cpu_ms"), worst[i].waitMs}});
  const QJsonObject figure{{QStringLiteral("benchmark"), QStringLiteral("gui_stall")},
                           {QStringLiteral("longest_block_ms"), delays.empty() ? 0.0 : delays.back()},
                           {QStringLiteral("p99_block_ms"), at(0.99)},
                           {QStringLiteral("blocks_over_50ms"),
                            qint64(std::count_if(delays.begin(), delays.end(), [](double d) { return d > 50; }))},
                           {QStringLiteral("ticks"), qint64(delays.size())},
                           {QStringLiteral("workspace_switches"), switches},
                           {QStringLiteral("background_nice"), backgroundNice},
                           {QStringLiteral("gui_slice_us"), guiSliceUs},
                           {QStringLiteral("freed_memory_kept"), !trimMemory},
                           {QStringLiteral("peak_rss_mb"), peakResidentMegabytes()},
                           {QStringLiteral("rss_mb_at_end"), residentMegabytes()}, // the heavy work is over
                           {QStringLiteral("showcase_done_s"), showcasedAtS},
                           {QStringLiteral("training_done_s"), trainedAtS},
                           {QStringLiteral("wall_s"), double(clock.elapsed()) / 1000.0},
                           {QStringLiteral("gui_thread_cpu_s"), cpuS},
                           {QStringLiteral("gui_thread_waiting_for_cpu_s"), runQueueS},
                           {QStringLiteral("worst"), top},
                           {QStringLiteral("target_ms"), 50}};
  std::printf("%s\n", QJsonDocument(figure).toJson(QJsonDocument::Compact).constData());
  return showcased ? 0 : 1;
}
