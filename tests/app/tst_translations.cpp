// translations/mirage_de.ts must hold a finished German translation of every string in the tree:
// lupdate is run over app/, widgets/ and model/ into a copy, and no string may be new or unfinished.
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {
QString read(const QString &path)
{
  QFile f(path);
  return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

QStringList unfinishedSources(const QString &ts)
{
  // <message> ... <source>X</source> ... <translation type="unfinished"> or an empty translation
  QStringList out;
  static const QRegularExpression message(QStringLiteral("<message[^>]*>(.*?)</message>"),
                                          QRegularExpression::DotMatchesEverythingOption);
  static const QRegularExpression source(QStringLiteral("<source>(.*?)</source>"),
                                         QRegularExpression::DotMatchesEverythingOption);
  auto it = message.globalMatch(ts);
  while (it.hasNext()) {
    const QString body = it.next().captured(1);
    const bool unfinished = body.contains(QLatin1String("type=\"unfinished\"")) ||
                            body.contains(QLatin1String("<translation></translation>")) ||
                            body.contains(QLatin1String("<translation/>"));
    const bool vanished =
        body.contains(QLatin1String("type=\"vanished\"")) || body.contains(QLatin1String("type=\"obsolete\""));
    if (unfinished && !vanished)
      out << source.match(body).captured(1);
  }
  return out;
}
} // namespace

class TestTranslations : public QObject {
  Q_OBJECT
private slots:
  void german_is_complete()
  {
    const QString committed = QStringLiteral(MIRAGE_SOURCE_DIR "/translations/mirage_de.ts");
    const QString original = read(committed);
    QVERIFY(original.contains(QLatin1String("language=\"de_DE\"")));
    QVERIFY2(unfinishedSources(original).isEmpty(), qPrintable(unfinishedSources(original).join(QLatin1String("\n"))));

    QTemporaryDir dir;
    const QString copy = dir.filePath(QStringLiteral("mirage_de.ts"));
    QVERIFY(QFile::copy(committed, copy));
    QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
    QProcess lupdate;
    lupdate.setWorkingDirectory(QStringLiteral(MIRAGE_SOURCE_DIR));
    lupdate.start(QStringLiteral(MIRAGE_LUPDATE),
                  {QStringLiteral("-silent"), QStringLiteral("-locations"), QStringLiteral("none"),
                   // The include paths of translations/CMakeLists.txt: without them lupdate cannot
                   // see the namespace of a class whose header it does not find.
                   QStringLiteral("-I"), QStringLiteral("."), QStringLiteral("-I"), QStringLiteral("model"),
                   QStringLiteral("-I"), QStringLiteral("app"), QStringLiteral("app"), QStringLiteral("widgets"),
                   QStringLiteral("model"), QStringLiteral("-ts"), copy});
    QVERIFY(lupdate.waitForFinished(60000));
    QCOMPARE(lupdate.exitCode(), 0);
    const QStringList missing = unfinishedSources(read(copy));
    QVERIFY2(
        missing.isEmpty(),
        qPrintable(
            QStringLiteral(
                "strings without a German translation (run `ninja -C build update_translations` and translate):\n") +
            missing.join(QLatin1String("\n"))));
    const int messages = int(read(copy).count(QLatin1String("<message")));
    qInfo("%d messages, all translated", messages);
    QVERIFY(messages > 100);
  }
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
