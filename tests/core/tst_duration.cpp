#include "core/duration.h"

#include <QTest>

using namespace mirage;

class TestDuration : public QObject {
  Q_OBJECT
private slots:
  void parses_data()
  {
    QTest::addColumn<QString>("text");
    QTest::addColumn<qint64>("seconds");
    QTest::newRow("minutes") << "30" << qint64(1800);
    QTest::newRow("minutes:seconds") << "5:30" << qint64(330);
    QTest::newRow("long minutes:seconds") << "90:00" << qint64(5400);
    QTest::newRow("h:m:s") << "01:30:00" << qint64(5400);
    QTest::newRow("days-hours") << "2-12" << qint64(2 * 86400 + 12 * 3600);
    QTest::newRow("days-h:m") << "1-01:30" << qint64(86400 + 5400);
    QTest::newRow("days-h:m:s") << "2-00:00:00" << qint64(172800);
    QTest::newRow("padded") << "  7-00:00:01 " << qint64(7 * 86400 + 1);
    QTest::newRow("unlimited") << "UNLIMITED" << qint64(0);
    QTest::newRow("infinite lower") << "infinite" << qint64(0);
  }
  void parses()
  {
    QFETCH(QString, text);
    QFETCH(qint64, seconds);
    const auto r = parseSlurmDuration(text);
    QVERIFY2(r.ok(), qPrintable(r.error()));
    QCOMPARE(r.value(), seconds);
  }

  void rejects_data()
  {
    QTest::addColumn<QString>("text");
    for (const char *bad : {"", "abc", "1:2:3:4", "-5", "1-", "1-25:00:00", "01:60:00", "00:00:61", "5:", "N/A", "1.5",
                            // Found by fuzzing: the seconds overflowed 64 bits (undefined behaviour).
                            "5555555555555555550", "99999999999-00:00:00", "1-00:9999999999999:00"})
      QTest::newRow(bad) << QString::fromLatin1(bad);
  }
  void rejects()
  {
    QFETCH(QString, text);
    const auto r = parseSlurmDuration(text);
    QVERIFY(!r.ok());
    QVERIFY2(r.error().contains(QLatin1Char('\'') + text + QLatin1Char('\'')), qPrintable(r.error()));
  }

  void round_trips()
  {
    for (qint64 s : {qint64(60), qint64(5400), qint64(172800), qint64(7 * 86400 + 3661)}) {
      const auto back = parseSlurmDuration(formatSlurmDuration(s));
      QVERIFY(back.ok());
      QCOMPARE(back.value(), s);
    }
    QCOMPARE(formatSlurmDuration(0), QStringLiteral("UNLIMITED"));
    QCOMPARE(formatSlurmDuration(172800), QStringLiteral("2-00:00:00"));
  }

  void short_form()
  {
    QCOMPARE(formatDurationShort(42), QStringLiteral("42 s"));
    QCOMPARE(formatDurationShort(125), QStringLiteral("2 m"));
    QCOMPARE(formatDurationShort(3 * 3600 + 5 * 60), QStringLiteral("3 h 05 m"));
    QCOMPARE(formatDurationShort(2 * 86400 + 4 * 3600), QStringLiteral("2 d 4 h"));
    QCOMPARE(formatDurationShort(-90), QStringLiteral("-1 m"));
  }
};

QTEST_GUILESS_MAIN(TestDuration)
#include "tst_duration.moc"
