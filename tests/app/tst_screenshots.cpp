// Runs `mirage --screenshot` for every workspace (and in German and the dark theme) and writes the
// PNGs to build/screenshots/ for a person to look at; checks that each is a real picture.
#include <QDir>
#include <QImage>
#include <QProcess>
#include <QSet>
#include <QTest>

namespace {
const QString kShots = QStringLiteral(MIRAGE_BINARY_DIR "/screenshots");

int runMirage(const QStringList &args, const QProcessEnvironment &env, QString *err = nullptr)
{
  QProcess p;
  p.setProcessEnvironment(env);
  p.start(QStringLiteral(MIRAGE_BINARY_DIR "/bin/mirage"),
          QStringList{QStringLiteral("-platform"), QStringLiteral("offscreen")} + args);
  // The demo's workspaces are shot once its showcase is in the store (13 s on a quiet machine; over
  // 60 s on a loaded one beside another test's training): the limit only catches a hang.
  if (!p.waitForFinished(240000)) {
    p.kill();
    return -1;
  }
  if (err)
    *err = QString::fromUtf8(p.readAllStandardError());
  return p.exitCode();
}

// A screenshot of a real window has many colours and no single colour covering almost all of it.
void checkPicture(const QString &path)
{
  QImage image(path);
  QVERIFY2(!image.isNull(), qPrintable(path));
  QCOMPARE(image.size(), QSize(1280, 800));
  QHash<QRgb, int> counts;
  for (int y = 0; y < image.height(); y += 4)
    for (int x = 0; x < image.width(); x += 4)
      ++counts[image.pixel(x, y)];
  int largest = 0;
  for (int c : std::as_const(counts))
    largest = std::max(largest, c);
  const int samples = (image.width() / 4) * (image.height() / 4);
  QVERIFY2(counts.size() > 30, qPrintable(path));
  QVERIFY2(largest < samples * 0.9, qPrintable(path));
}
} // namespace

class TestScreenshots : public QObject {
  Q_OBJECT
  QProcessEnvironment m_env;

private slots:
  void initTestCase()
  {
    QVERIFY(QDir().mkpath(kShots));
    m_env = QProcessEnvironment::systemEnvironment();
    // Fresh settings so the remembered layout of a user does not leak into the pictures.
    m_env.insert(QStringLiteral("XDG_CONFIG_HOME"), QDir::tempPath() + QStringLiteral("/mirage-shots-config"));
    QDir(QDir::tempPath() + QStringLiteral("/mirage-shots-config")).removeRecursively();
    // And a fresh data folder: the demo stores its history there.
    m_env.insert(QStringLiteral("XDG_DATA_HOME"), QDir::tempPath() + QStringLiteral("/mirage-shots-data"));
    QDir(QDir::tempPath() + QStringLiteral("/mirage-shots-data")).removeRecursively();
  }

  void each_workspace_data()
  {
    QTest::addColumn<QString>("workspace");
    for (const char *w : {"cluster", "forecast", "chains", "whatif", "reports"})
      QTest::newRow(w) << QString::fromLatin1(w);
  }
  void each_workspace()
  {
    QFETCH(QString, workspace);
    const QString path = kShots + QStringLiteral("/%1.png").arg(workspace);
    QFile::remove(path);
    QString err;
    QCOMPARE(runMirage({QStringLiteral("--demo"), QStringLiteral("--workspace"), workspace,
                        QStringLiteral("--screenshot"), path},
                       m_env, &err),
             0);
    checkPicture(path);
  }

  void empty_state_german_and_dark()
  {
    const QString empty = kShots + QStringLiteral("/empty.png");
    QCOMPARE(runMirage({QStringLiteral("--screenshot"), empty}, m_env), 0);
    checkPicture(empty);

    auto german = m_env;
    german.insert(QStringLiteral("LANGUAGE"), QStringLiteral("de"));
    const QString de = kShots + QStringLiteral("/cluster-de.png");
    QCOMPARE(runMirage({QStringLiteral("--demo"), QStringLiteral("--screenshot"), de}, german), 0);
    checkPicture(de);
    QVERIFY(QImage(de) != QImage(kShots + QStringLiteral("/cluster.png")));

    const QString dark = kShots + QStringLiteral("/cluster-dark.png");
    QCOMPARE(runMirage({QStringLiteral("--demo"), QStringLiteral("--theme"), QStringLiteral("dark"),
                        QStringLiteral("--screenshot"), dark},
                       m_env),
             0);
    checkPicture(dark);
    // Dark: the average brightness is low.
    const QImage image(dark);
    qint64 sum = 0;
    for (int y = 0; y < image.height(); y += 8)
      for (int x = 0; x < image.width(); x += 8)
        sum += qGray(image.pixel(x, y));
    QVERIFY(sum / ((image.width() / 8) * (image.height() / 8)) < 110);
  }

  void help_version_and_screenshots_need_no_display()
  {
    // No display, no platform named: --help and --version answer, a screenshot renders offscreen,
    // and the window itself says what to do instead of aborting.
    QProcessEnvironment bare = m_env;
    for (const char *name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"})
      bare.remove(QString::fromLatin1(name));
    const auto run = [&](const QStringList &args, QString *out) {
      QProcess p;
      p.setProcessEnvironment(bare);
      p.start(QStringLiteral(MIRAGE_BINARY_DIR "/bin/mirage"), args);
      // The demo's workspaces are shot once its showcase is in the store (13 s on a quiet machine; over
  // 60 s on a loaded one beside another test's training): the limit only catches a hang.
  if (!p.waitForFinished(240000)) {
        p.kill();
        return -1;
      }
      *out = QString::fromUtf8(p.readAllStandardOutput() + p.readAllStandardError());
      return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2;
    };
    QString out;
    QCOMPARE(run({QStringLiteral("--help")}, &out), 0);
    QVERIFY2(out.contains(QLatin1String("--screenshot")), qPrintable(out));
    QCOMPARE(run({QStringLiteral("--version")}, &out), 0);
    QVERIFY2(out.contains(QLatin1String(MIRAGE_VERSION)), qPrintable(out));
    QCOMPARE(run({}, &out), 1);
    QVERIFY2(out.contains(QLatin1String("xvfb-run")), qPrintable(out));
    const QString path = kShots + QStringLiteral("/headless.png");
    QFile::remove(path);
    QCOMPARE(run({QStringLiteral("--screenshot"), path}, &out), 0);
    checkPicture(path);
  }

  void bad_arguments_fail_clearly()
  {
    QString err;
    QCOMPARE(runMirage({QStringLiteral("--workspace"), QStringLiteral("nowhere"), QStringLiteral("--screenshot"),
                        QStringLiteral("/tmp/x.png")},
                       m_env, &err),
             2);
    QVERIFY2(err.contains(QLatin1String("unknown workspace 'nowhere'")), qPrintable(err));
    QCOMPARE(runMirage({QStringLiteral("--theme"), QStringLiteral("purple"), QStringLiteral("--screenshot"),
                        QStringLiteral("/tmp/x.png")},
                       m_env, &err),
             2);
    QVERIFY2(err.contains(QLatin1String("unknown theme 'purple'")), qPrintable(err));
    QCOMPARE(runMirage({QStringLiteral("--screenshot"), QStringLiteral("/nonexistent/dir/x.png")}, m_env, &err), 1);
    QVERIFY2(err.contains(QLatin1String("/nonexistent/dir/x.png")), qPrintable(err));
  }
};

QTEST_GUILESS_MAIN(TestScreenshots)
#include "tst_screenshots.moc"
