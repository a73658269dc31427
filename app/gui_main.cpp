// mirage: the desktop dashboard.
#include "core/app_settings.h"
#include "core/translations.h"
#include "core/workspace.h"
#include "first_paint_probe.h"
#include "forecast_workspace.h"
#include "main_window.h"
#include "theme.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QTimer>

#include <cstdio>

using namespace mirage;

namespace {
struct GuiTr {
  Q_DECLARE_TR_FUNCTIONS(Mirage::Gui)
};

void fail(const QString &message)
{
  std::fprintf(stderr, "mirage: %s\n", qPrintable(message));
}
} // namespace

int main(int argc, char *argv[])
{
  QApplication app(argc, argv);
  QApplication::setOrganizationName(QStringLiteral("Mirage"));
  QApplication::setApplicationName(QStringLiteral("Mirage"));
  QApplication::setApplicationVersion(QStringLiteral(MIRAGE_VERSION));
  QApplication::setDesktopFileName(QStringLiteral("io.github.mirage_hpc.Mirage"));

  AppSettings settings;
  Translations::apply(settings.language());

  QCommandLineParser parser;
  parser.setApplicationDescription(GuiTr::tr("Mirage: keep long GPU services alive on Slurm clusters."));
  parser.addHelpOption();
  parser.addVersionOption();
  const QCommandLineOption demo(QStringLiteral("demo"), GuiTr::tr("Open the built-in demo cluster."));
  const QCommandLineOption screenshot(QStringLiteral("screenshot"),
                                      GuiTr::tr("Render the window to a PNG once its data has loaded, then exit."),
                                      GuiTr::tr("file"));
  const QCommandLineOption workspace(QStringLiteral("workspace"),
                                     GuiTr::tr("Show this workspace: cluster, forecast, chains, whatif, reports."),
                                     GuiTr::tr("name"));
  const QCommandLineOption size(QStringLiteral("size"), GuiTr::tr("Window size for --screenshot (default 1280x800)."),
                                GuiTr::tr("WxH"), QStringLiteral("1280x800"));
  const QCommandLineOption theme(QStringLiteral("theme"), GuiTr::tr("Theme for this run: system, light, dark."),
                                 GuiTr::tr("theme"));
  const QCommandLineOption firstPaint(QStringLiteral("exit-after-first-paint"),
                                      GuiTr::tr("Print the time of the first paint as JSON and exit (benchmarks)."));
  const QCommandLineOption connectTo(QStringLiteral("connect"),
                                     GuiTr::tr("Connect to this saved cluster profile (see File → Connect)."),
                                     GuiTr::tr("profile"));
  parser.addOptions({demo, screenshot, workspace, size, theme, firstPaint, connectTo});
  parser.process(app);

  applyTheme(parser.isSet(theme) ? themeFromId(parser.value(theme)) : settings.theme());

  std::optional<Workspace> wanted;
  if (parser.isSet(workspace)) {
    wanted = workspaceFromId(parser.value(workspace));
    if (!wanted) {
      fail(GuiTr::tr("unknown workspace '%1' (cluster, forecast, chains, whatif, reports)")
               .arg(parser.value(workspace)));
      return 2;
    }
  }

  if (parser.isSet(firstPaint))
    new FirstPaintProbe(&app);

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
    if (window.isLoading()) {
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
