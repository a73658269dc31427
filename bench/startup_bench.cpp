#include "startup_bench.h"
#include "bench_output.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <tuple>

namespace mirage {
using bench::median;
using bench::printFigure;

namespace {

// Wall time in ms of one run of a program to its exit; -1 on failure.
double timeRun(const QString &program, const QStringList &args, const QProcessEnvironment &env)
{
  QProcess p;
  p.setProcessEnvironment(env);
  QElapsedTimer t;
  t.start();
  p.start(program, args);
  if (!p.waitForFinished(60000) || p.exitCode() != 0)
    return -1;
  return t.nsecsElapsed() / 1e6;
}

QList<double> repeat(int runs, const std::function<double()> &once)
{
  QList<double> out;
  once(); // warm the page cache
  for (int i = 0; i < runs; ++i) {
    const double v = once();
    if (v >= 0)
      out << v;
  }
  return out;
}

} // namespace

bool runStartupBenchmarks(const QString &binDir, const QString &data, const QProcessEnvironment &env, int runs,
                          bool onX)
{
  const QString kBin = binDir;
  const QList<double> baseline = repeat(runs, [&] { return timeRun(QStringLiteral("/bin/true"), {}, env); });
  const double baseMs = median(baseline);
  printFigure({{QStringLiteral("benchmark"), QStringLiteral("process_start_baseline")},
               {QStringLiteral("program"), QStringLiteral("/bin/true")},
               {QStringLiteral("median_ms"), baseMs},
               {QStringLiteral("runs"), int(baseline.size())}});

  const QList<double> paint = repeat(runs, [&] {
    QProcess p;
    p.setProcessEnvironment(env);
    const qint64 launched = QDateTime::currentMSecsSinceEpoch();
    QStringList args{QStringLiteral("--exit-after-first-paint")};
    if (!onX)
      args = QStringList{QStringLiteral("-platform"), QStringLiteral("offscreen")} + args;
    p.start(kBin + QStringLiteral("/mirage"), args);
    if (!p.waitForFinished(60000))
      return -1.0;
    const QJsonObject o = QJsonDocument::fromJson(p.readAllStandardOutput().trimmed()).object();
    const qint64 painted = qint64(o.value(QLatin1String("first_paint_epoch_ms")).toDouble());
    return painted > 0 ? double(painted - launched) : -1.0;
  });
  printFigure({{QStringLiteral("benchmark"), QStringLiteral("first_paint")},
               {QStringLiteral("platform"), onX ? QStringLiteral("xcb") : QStringLiteral("offscreen")},
               {QStringLiteral("median_ms"), median(paint)},
               {QStringLiteral("min_ms"), paint.isEmpty() ? 0 : *std::min_element(paint.begin(), paint.end())},
               {QStringLiteral("target_ms"), 1500},
               {QStringLiteral("ratio_to_baseline"), baseMs > 0 ? median(paint) / baseMs : 0},
               {QStringLiteral("runs"), int(paint.size())}});

  const QList<double> cli = repeat(
      runs * 3, [&] { return timeRun(kBin + QStringLiteral("/mirage-cli"), {QStringLiteral("--version")}, env); });
  const double cliMs = median(cli);
  printFigure({{QStringLiteral("benchmark"), QStringLiteral("cli_startup")},
               {QStringLiteral("command"), QStringLiteral("mirage-cli --version")},
               {QStringLiteral("median_ms"), cliMs},
               {QStringLiteral("ratio_to_baseline"), baseMs > 0 ? cliMs / baseMs : 0},
               {QStringLiteral("runs"), int(cli.size())}});

  const QList<double> ml = repeat(runs, [&] {
    return timeRun(kBin + QStringLiteral("/mirage-cli"), {QStringLiteral("info"), QStringLiteral("--json")}, env);
  });
  printFigure({{QStringLiteral("benchmark"), QStringLiteral("ml_library_load")},
               {QStringLiteral("command"), QStringLiteral("mirage-cli info --json, minus cli_startup")},
               {QStringLiteral("median_ms"), median(ml) - cliMs},
               {QStringLiteral("runs"), int(ml.size())}});
  // Trace import into a fresh store: seconds and the importer's own peak RSS.
  for (const auto &[label, file, zone] : {std::tuple{"ls6", "ls6-a100.log", "America/Chicago"},
                                          std::tuple{"ricc", "pwa_RICC-2010-2.swf.gz", "Asia/Tokyo"}}) {
    QList<double> seconds, rss;
    qint64 jobs = 0;
    for (int i = 0; i < std::max(1, runs / 2); ++i) {
      QTemporaryDir store;
      QProcess p;
      p.setProcessEnvironment(env);
      p.start(kBin + QStringLiteral("/mirage-cli"),
              {QStringLiteral("import"), data + QLatin1Char('/') + QLatin1String(file), QStringLiteral("--db"),
               store.filePath(QStringLiteral("bench.sqlite")), QStringLiteral("--time-zone"), QLatin1String(zone),
               QStringLiteral("--json")});
      if (!p.waitForFinished(120000) || p.exitCode() != 0)
        continue;
      const QJsonObject o = QJsonDocument::fromJson(p.readAllStandardOutput().trimmed()).object();
      seconds << o.value(QLatin1String("seconds")).toDouble();
      rss << o.value(QLatin1String("peak_rss_mb")).toDouble();
      jobs = o.value(QLatin1String("jobs")).toInteger();
    }
    printFigure({{QStringLiteral("benchmark"), QString(QStringLiteral("import_") + QLatin1String(label))},
                 {QStringLiteral("file"), QString::fromLatin1(file)},
                 {QStringLiteral("jobs"), jobs},
                 {QStringLiteral("median_s"), median(seconds)},
                 {QStringLiteral("jobs_per_s"), median(seconds) > 0 ? double(jobs) / median(seconds) : 0},
                 {QStringLiteral("peak_rss_mb"), median(rss)},
                 {QStringLiteral("target_s"), QLatin1String(label) == QLatin1String("ricc") ? 10 : 1},
                 {QStringLiteral("target_rss_mb"), 300},
                 {QStringLiteral("runs"), int(seconds.size())}});
  }
  return !paint.isEmpty() && !cli.isEmpty();
}

bool runGuiStallBenchmark(const QString &binDir, QProcessEnvironment env, bool onX)
{
  QTemporaryDir fresh; // a first open: the demo's store, models and showcase made anew
  env.insert(QStringLiteral("XDG_CONFIG_HOME"), fresh.filePath(QStringLiteral("config")));
  env.insert(QStringLiteral("XDG_DATA_HOME"), fresh.filePath(QStringLiteral("data")));
  if (!onX)
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
  QProcess p;
  p.setProcessEnvironment(env);
  p.start(binDir + QStringLiteral("/mirage-gui-stall-bench"), {QStringLiteral("300")});
  if (!p.waitForFinished(400000)) {
    p.kill();
    std::fprintf(stderr, "mirage-bench: the GUI stall benchmark did not finish\n");
    return false;
  }
  const QByteArray out = p.readAllStandardOutput().trimmed();
  const QJsonObject figure = QJsonDocument::fromJson(out.mid(out.lastIndexOf('\n') + 1)).object();
  if (figure.isEmpty()) {
    std::fprintf(stderr, "mirage-bench: the GUI stall benchmark printed no figure: %s\n",
                 p.readAllStandardError().constData());
    return false;
  }
  QJsonObject shown = figure;
  shown.insert(QStringLiteral("platform"), onX ? QStringLiteral("x11") : QStringLiteral("offscreen"));
  bench::printFigure(shown);
  return p.exitCode() == 0;
}

} // namespace mirage
