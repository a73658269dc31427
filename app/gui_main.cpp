// mirage: the desktop dashboard.
#include "core/process_memory.h"
#include "first_paint_probe.h"
#include "settings/app_settings.h"
#include "settings/translations.h"
#include "widgets/common/paint_threads.h"
#include "widgets/common/theme.h"
#include "widgets/common/workspace.h"
#include "widgets/forecast/forecast_workspace.h"
#include "widgets/window/main_window.h"
#include "widgets/window/stored_clusters.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QTimer>

#include <cstdio>
#include <cstring>

using namespace mirage;

namespace {
struct GuiTr {
  Q_DECLARE_TR_FUNCTIONS(Mirage::Gui)
};

void fail(const QString &message)
{
  std::fprintf(stderr, "mirage: %s\n", qPrintable(message));
}

// The command line, the same for the window and for --help (which needs no display).
struct GuiOptions {
  QCommandLineOption demo{QStringLiteral("demo"), GuiTr::tr("Open the built-in demo cluster.")};
  QCommandLineOption screenshot{QStringLiteral("screenshot"),
                                GuiTr::tr("Render the window to a PNG once its data has loaded, then exit (without a "
                                          "display, offscreen)."),
                                GuiTr::tr("file")};
  QCommandLineOption workspace{QStringLiteral("workspace"),
                               GuiTr::tr("Show this workspace: cluster, forecast, chains, whatif, reports, policies."),
                               GuiTr::tr("name")};
  QCommandLineOption size{QStringLiteral("size"), GuiTr::tr("Window size for --screenshot (default 1280x800)."),
                          GuiTr::tr("WxH"), QStringLiteral("1280x800")};
  QCommandLineOption theme{QStringLiteral("theme"), GuiTr::tr("Theme for this run: system, light, dark."),
                           GuiTr::tr("theme")};
  QCommandLineOption firstPaint{QStringLiteral("exit-after-first-paint"),
                                GuiTr::tr("Print the time of the first paint as JSON and exit (benchmarks).")};
  QCommandLineOption connectTo{QStringLiteral("connect"),
                               GuiTr::tr("Connect to this saved cluster profile (see File → Connect)."),
                               GuiTr::tr("profile")};

  void addTo(QCommandLineParser &parser) const
  {
    parser.setApplicationDescription(GuiTr::tr("Mirage: keep long GPU services alive on Slurm clusters."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOptions({demo, screenshot, workspace, size, theme, firstPaint, connectTo});
  }
};

void nameApplication()
{
  QCoreApplication::setOrganizationName(QStringLiteral("Mirage"));
  QCoreApplication::setApplicationName(QStringLiteral("Mirage"));
  QCoreApplication::setApplicationVersion(QStringLiteral(MIRAGE_VERSION));
}

bool hasArgument(int argc, char *argv[], std::initializer_list<const char *> names)
{
  for (int i = 1; i < argc; ++i)
    for (const char *name : names)
      if (std::strcmp(argv[i], name) == 0 || (std::strncmp(argv[i], name, std::strlen(name)) == 0 &&
                                              std::strlen(name) > 2 && argv[i][std::strlen(name)] == '='))
        return true;
  return false;
}

bool hasDisplay(int argc, char *argv[])
{
  return !qEnvironmentVariableIsEmpty("DISPLAY") || !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY") ||
         !qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") || hasArgument(argc, argv, {"-platform", "--platform"});
}
} // namespace

int main(int argc, char *argv[])
{
  // --help and --version need no display: they are answered without a window system.
  if (hasArgument(argc, argv, {"-h", "-?", "--help", "--help-all", "-v", "--version"})) {
    QCoreApplication info(argc, argv);
    nameApplication();
    Translations::apply(AppSettings().language());
    QCommandLineParser parser;
    const GuiOptions options;
    options.addTo(parser);
    parser.process(info); // prints and exits
    return 0;
  }
  // Without a display the window cannot open; a screenshot or the first-paint probe can render
  // offscreen.
  if (!hasDisplay(argc, argv)) {
    if (!hasArgument(argc, argv, {"--screenshot", "--exit-after-first-paint"})) {
      fail(QStringLiteral("no display (DISPLAY and WAYLAND_DISPLAY are unset): run it under xvfb-run -a, or "
                          "render a picture with --screenshot FILE"));
      return 1;
    }
    qputenv("QT_QPA_PLATFORM", "offscreen");
  }
  QApplication app(argc, argv);
  nameApplication();
  QApplication::setDesktopFileName(QStringLiteral("io.github.mirage_hpc.Mirage"));

  AppSettings settings;
  Translations::apply(settings.language());

  QCommandLineParser parser;
  const GuiOptions options;
  options.addTo(parser);
  const QCommandLineOption &demo = options.demo, &screenshot = options.screenshot, &workspace = options.workspace,
                           &size = options.size, &theme = options.theme, &firstPaint = options.firstPaint,
                           &connectTo = options.connectTo;
  parser.process(app);

  if (parser.isSet(theme) &&
      !QStringList{QStringLiteral("system"), QStringLiteral("light"), QStringLiteral("dark")}.contains(
          parser.value(theme))) {
    fail(GuiTr::tr("unknown theme '%1' (system, light, dark)").arg(parser.value(theme)));
    return 2;
  }
  applyTheme(parser.isSet(theme) ? themeFromId(parser.value(theme)) : settings.theme());

  std::optional<Workspace> wanted;
  if (parser.isSet(workspace)) {
    wanted = workspaceFromId(parser.value(workspace));
    if (!wanted) {
      fail(GuiTr::tr("unknown workspace '%1' (cluster, forecast, chains, whatif, reports, policies)")
               .arg(parser.value(workspace)));
      return 2;
    }
  }

  if (parser.isSet(firstPaint))
    new FirstPaintProbe(&app);

  // Before anything runs in the pool: its threads are made now, below the GUI thread. Not for a
  // screenshot: nobody is at the window, and the picture waits for the background work, which
  // below the GUI thread would yield its cores to every other program on a busy machine.
  letBackgroundWorkOverlap();
  keepFreedMemory(); // trimming the heap would hold the GUI thread's heap locked (process_memory.h)
  if (!parser.isSet(screenshot)) {
    runBackgroundWorkBelowTheWindow();
    giveThisThreadAShortSlice(); // after: the background's threads keep the kernel's slice
  }
  MainWindow window;
  if (wanted)
    window.showWorkspace(*wanted);
  const QString shotPath = parser.value(screenshot);
  if (!shotPath.isEmpty()) {
    const QStringList wh = parser.value(size).split(QLatin1Char('x'));
    const int w = wh.value(0).toInt(), h = wh.value(1).toInt();
    if (wh.size() != 2 || w < 200 || h < 150) {
      fail(GuiTr::tr("--size: expected WxH such as 1280x800, got '%1'").arg(parser.value(size)));
      return 2;
    }
    window.resize(w, h);
    window.setDemoTrainsForecasters(false); // the picture is taken at once
  }
  window.show();
  // What to show: the demo if asked, else the named or the last connected cluster.
  const QString profileName = parser.isSet(connectTo) ? parser.value(connectTo) : settings.lastConnection();
  std::optional<ConnectionProfile> profile;
  for (const ConnectionProfile &p : settings.connectionProfiles())
    if (p.name == profileName)
      profile = p;
  if (parser.isSet(connectTo) && !profile) {
    fail(GuiTr::tr("no saved cluster profile '%1'").arg(profileName));
    return 2;
  }
  if (parser.isSet(demo) || (!profile && settings.openDemoOnStart()))
    window.openDemoCluster();
  else if (profile && !parser.isSet(firstPaint))
    window.connectTo(*profile);

  if (!shotPath.isEmpty()) {
    const auto shoot = [&window, shotPath] {
      // Let layouts and plots settle for one more turn of the event loop, then render.
      QTimer::singleShot(50, &window, [&window, shotPath] {
        const bool saved = window.grab().save(shotPath, "PNG");
        if (!saved)
          fail(GuiTr::tr("cannot write the screenshot to %1").arg(shotPath));
        QCoreApplication::exit(saved ? 0 : 1);
      });
    };
    // The Forecast workspace is shot once its first forecast is shown.
    const auto shootWhenReady = [&window, shoot] {
      ForecastWorkspace *forecast = window.forecastWorkspace();
      if (window.currentWorkspace() == Workspace::Forecast && forecast->isComputing())
        QObject::connect(forecast, &ForecastWorkspace::computed, &window, shoot, Qt::SingleShotConnection);
      else
        shoot();
    };
    // The demo's chains, scenarios, report and history are in the store a moment after its queue;
    // the Forecast workspace then forecasts again with the history and the stored models.
    const bool showcase = parser.isSet(demo) && window.currentWorkspace() != Workspace::Cluster;
    if (showcase) {
      QObject::connect(window.storedClusters(), &StoredClusters::demoShowcased, &window, [&window, shootWhenReady] {
        auto *settle = new QTimer(&window);
        QObject::connect(settle, &QTimer::timeout, &window, [&window, settle, shootWhenReady] {
          if (window.forecastWorkspace()->isComputing())
            return;
          settle->deleteLater();
          shootWhenReady();
        });
        settle->start(500);
      });
    } else if (window.isLoading()) {
      QObject::connect(&window, &MainWindow::snapshotLoaded, &window, shootWhenReady);
      QObject::connect(&window, &MainWindow::loadFailed, &window, [](const QString &error) {
        fail(error);
        QCoreApplication::exit(1);
      });
    } else {
      shoot();
    }
  }
  return app.exec();
}
