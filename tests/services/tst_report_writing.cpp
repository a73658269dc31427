// The report service: each kind in each of its formats (the file's own signature, the title
// returned), a schedule planned with and without a queue, the chain and stored scenarios read
// from a real SQLite store, and the errors (no results, no queue, iCalendar for a what-if, a chain
// or scenario the store lacks, a folder that cannot be written).
#include "forecast/baseline_forecasters.h"
#include "services/demo_cluster.h"
#include "services/report_writing.h"
#include "store/chain_store.h"
#include "store/database.h"
#include "store/scenario_store.h"

#include "result_check.h"
#include "test_fixtures.h"
#include <QDateTime>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace mirage;
using namespace mirage::services;
using report::ReportFormat;

Q_DECLARE_METATYPE(mirage::services::ReportKind)
Q_DECLARE_METATYPE(mirage::report::ReportFormat)

namespace {
const EpochSeconds kNow = QDateTime::currentSecsSinceEpoch();

whatif::Scenario scenario(const QString &name, int nodes)
{
  whatif::Scenario s;
  s.name = name;
  s.base.kind = whatif::ScenarioBase::Kind::Demo;
  s.nodes = nodes;
  return s;
}

whatif::WhatIfResult result(double meanWaitH)
{
  whatif::WhatIfResult r;
  r.jobs = 100;
  r.meanWaitH = meanWaitH;
  r.utilisation = 0.8;
  return r;
}
} // namespace

class TestReportWriting : public QObject {
  Q_OBJECT
  QTemporaryDir m_dir;
  QString m_db;
  ClusterSnapshot m_demo;

  ReportRequest requestFor(ReportKind kind, ReportFormat format, const QString &file)
  {
    ReportRequest r;
    r.kind = kind;
    r.format = format;
    r.path = m_dir.filePath(file);
    r.now = kNow;
    r.zone = QTimeZone::utc();
    r.snapshot = m_demo;
    r.forecaster = std::make_shared<SlurmEstimateForecaster>();
    r.request.partition = QStringLiteral("gpu-a100");
    r.request.nodes = 1;
    r.request.gpusPerNode = 3;
    r.request.timeLimitSeconds = 4 * 3600;
    r.scenarios = {scenario(QStringLiteral("base"), 0), scenario(QStringLiteral("more"), 96)};
    r.results = {result(5), result(2)};
    Database db;
    if (db.open(m_db).ok())
      if (auto c = chainForReport(db, QStringLiteral("llm-serve")); c.ok())
        r.chain = std::move(c).value();
    return r;
  }

private slots:
  void initTestCase()
  {
    m_db = m_dir.filePath(QStringLiteral("m.sqlite"));
    Database db;
    QVERIFY_OK(db.open(m_db));
    QVERIFY_OK(test::saveLlmServeChain(db, m_dir.filePath(QStringLiteral("serve.sh"))));
    QVERIFY(saveScenario(db, scenario(QStringLiteral("never-run"), 10)).ok());
    const auto demo = loadDemoCluster(kNow);
    QVERIFY_OK(demo);
    m_demo = demo.value();
  }

  void each_kind_in_each_format_data()
  {
    QTest::addColumn<ReportKind>("kind");
    QTest::addColumn<ReportFormat>("format");
    QTest::addColumn<QByteArray>("starts");
    QTest::addColumn<QString>("title");
    const QByteArray pdf("%PDF"), html("<!DOCTYPE html>"), ics("BEGIN:VCALENDAR");
    QTest::newRow("schedule pdf") << ReportKind::Schedule << ReportFormat::Pdf << pdf << QStringLiteral("llm-serve");
    QTest::newRow("schedule html") << ReportKind::Schedule << ReportFormat::Html << html << QStringLiteral("llm-serve");
    QTest::newRow("schedule ics") << ReportKind::Schedule << ReportFormat::Ics << ics << QStringLiteral("llm-serve");
    QTest::newRow("whatif pdf") << ReportKind::WhatIf << ReportFormat::Pdf << pdf << QStringLiteral("What-if");
    QTest::newRow("whatif csv") << ReportKind::WhatIf << ReportFormat::Csv << QByteArray() << QStringLiteral("What-if");
    QTest::newRow("forecast html") << ReportKind::Forecast << ReportFormat::Html << html << QStringLiteral("demo");
  }
  void each_kind_in_each_format()
  {
    QFETCH(ReportKind, kind);
    QFETCH(ReportFormat, format);
    QFETCH(QByteArray, starts);
    QFETCH(QString, title);
    const QString file = QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('.'));
    const ReportRequest request = requestFor(kind, format, file);
    QVERIFY(request.chain.has_value());
    const auto written = writeReportFile(request);
    QVERIFY_OK(written);
    QVERIFY2(written->contains(title), qPrintable(*written));
    QFile f(request.path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray bytes = f.readAll();
    QVERIFY2(bytes.size() > 100, qPrintable(QString::number(bytes.size())));
    if (!starts.isEmpty())
      QVERIFY2(bytes.trimmed().startsWith(starts), bytes.left(40).constData());
    else
      QVERIFY(bytes.contains(',') && !bytes.startsWith("%PDF"));
  }

  void a_schedule_without_a_queue_plans_from_now()
  {
    ReportRequest request = requestFor(ReportKind::Schedule, ReportFormat::Ics, QStringLiteral("plain.ics"));
    request.snapshot.reset();
    QVERIFY_OK(writeReportFile(request));
    QFile f(request.path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll().count("BEGIN:VEVENT"), 3); // no link submitted yet: all three planned
  }

  void errors_say_what_is_missing()
  {
    ReportRequest none = requestFor(ReportKind::WhatIf, ReportFormat::Pdf, QStringLiteral("none.pdf"));
    none.results.clear();
    QVERIFY(!writeReportFile(none).ok());
    QVERIFY(!QFile::exists(none.path));
    ReportRequest blind = requestFor(ReportKind::Forecast, ReportFormat::Pdf, QStringLiteral("blind.pdf"));
    blind.snapshot.reset();
    const auto noQueue = writeReportFile(blind);
    QVERIFY2(!noQueue.ok() && noQueue.error().contains(QLatin1String("queue")), qPrintable(noQueue.error()));
    const auto icsWhatIf = writeReportFile(requestFor(ReportKind::WhatIf, ReportFormat::Ics, QStringLiteral("w.ics")));
    QVERIFY2(!icsWhatIf.ok() && icsWhatIf.error().contains(QLatin1String("iCalendar")), qPrintable(icsWhatIf.error()));
    ReportRequest nowhere = requestFor(ReportKind::WhatIf, ReportFormat::Html, QString());
    nowhere.path = m_dir.filePath(QStringLiteral("missing-folder/r.html"));
    QVERIFY(!writeReportFile(nowhere).ok());

    Database db;
    QVERIFY_OK(db.open(m_db));
    const auto unknown = chainForReport(db, QStringLiteral("nope"));
    QVERIFY2(!unknown.ok() && unknown.error().contains(QLatin1String("llm-serve")), qPrintable(unknown.error()));
    const auto notRun = storedScenarioResults(db, {QStringLiteral("never-run")});
    QVERIFY2(!notRun.ok() && notRun.error().contains(QLatin1String("has not been run")), qPrintable(notRun.error()));
    QVERIFY(!storedScenarioResults(db, {QStringLiteral("absent")}).ok());
  }
};

QTEST_MAIN(TestReportWriting)
#include "tst_report_writing.moc"
