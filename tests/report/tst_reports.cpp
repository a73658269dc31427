// Reports render and read back: a chain's schedule (planned from a real risk curve), its
// iCalendar events, PDF pages (pdftoppm: not blank; pdftotext: the chain's name and times), HTML,
// CSV, and clear errors for paths that cannot be written.
#include "forecast/baseline_forecasters.h"
#include "forecast/forecast_metrics.h"
#include "report/ics_writer.h"
#include "report/report_builders.h"
#include "report/report_chart.h"
#include "report/report_writers.h"
#include "store/chain_store.h"
#include "store/database.h"

#include "result_check.h"
#include <QImage>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace mirage;
using namespace mirage::report;

namespace {
constexpr qint64 kHour = 3600;
constexpr EpochSeconds kNow = 1772366400; // 2026-03-01 12:00 UTC

// Two GPU nodes; the chain's first link (job 42) runs on one since two hours ago, the other idle.
ClusterSnapshot twoNodeCluster()
{
  ClusterSnapshot s;
  s.cluster = QStringLiteral("lab");
  s.time = kNow;
  Partition p;
  p.name = QStringLiteral("gpu");
  p.isDefault = true;
  p.nodes = 2;
  p.gpusPerNode = 4;
  p.nodesIdle = 1;
  p.nodesAllocated = 1;
  s.partitions << p;
  Job j;
  j.id = 42;
  j.partition = p.name;
  j.state = JobState::Running;
  j.submitTime = kNow - 3 * kHour;
  j.startTime = kNow - 2 * kHour;
  j.timeLimitSeconds = 48 * kHour;
  j.nodes = 1;
  j.gpusPerNode = 4;
  s.jobs << j;
  return s;
}

QStringList runTool(const QString &tool, const QStringList &args)
{
  QProcess p;
  p.start(tool, args);
  if (!p.waitForFinished(60000) || p.exitCode() != 0)
    return {};
  return QString::fromUtf8(p.readAllStandardOutput()).split(QLatin1Char('\n'));
}

// RFC 4180 fields of one CSV text.
QList<QStringList> parseCsv(const QString &text)
{
  QList<QStringList> rows;
  QStringList row;
  QString field;
  bool quoted = false;
  for (qsizetype i = 0; i < text.size(); ++i) {
    const QChar c = text[i];
    if (quoted) {
      if (c == QLatin1Char('"') && i + 1 < text.size() && text[i + 1] == QLatin1Char('"')) {
        field += c;
        ++i;
      } else if (c == QLatin1Char('"')) {
        quoted = false;
      } else {
        field += c;
      }
    } else if (c == QLatin1Char('"')) {
      quoted = true;
    } else if (c == QLatin1Char(',')) {
      row << field;
      field.clear();
    } else if (c == QLatin1Char('\n')) {
      row << field;
      rows << row;
      row.clear();
      field.clear();
    } else if (c != QLatin1Char('\r')) {
      field += c;
    }
  }
  return rows;
}
} // namespace

class TestReports : public QObject {
  Q_OBJECT
  QTemporaryDir m_dir;
  ChainSchedule m_schedule;
  const QTimeZone m_berlin{"Europe/Berlin"};

private slots:
  void a_schedule_follows_the_policy_and_the_risk()
  {
    Database db;
    QVERIFY_OK(db.open(m_dir.filePath(QStringLiteral("m.db"))));
    const QString script = m_dir.filePath(QStringLiteral("serve.sh"));
    QFile f(script);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("#!/bin/sh\nsleep 1\n");
    f.close();
    policy::ChainDefinition c;
    c.name = QStringLiteral("llm-serve");
    c.partition = QStringLiteral("gpu");
    c.scripts << script;
    c.links = 4;
    c.nodes = 1;
    c.gpusPerNode = 4;
    c.limitSeconds = 48 * kHour;
    c.policy = QStringLiteral("lead-2h");
    const auto id = saveChain(db, c);
    QVERIFY2(id.ok(), qPrintable(id.error()));
    QVERIFY_OK(recordIntent(db, id.value(), 0, QStringLiteral("t0"), kNow - 3 * kHour));
    QVERIFY_OK(recordSubmitted(db, id.value(), 0, QStringLiteral("42"), kNow - 3 * kHour));
    const StoredChain chain = loadChain(db, c.name).value();
    // The idle node takes the successor at once (Slurm's own estimate: no wait): two hours ahead
    // of job 42's limit end it overlaps two hours, never interrupts.
    const ClusterSnapshot snapshot = twoNodeCluster();
    const SlurmEstimateForecaster forecaster;
    RiskOptions risk;
    m_schedule = planChainSchedule(chain, chainLinks(db, chain.id), &snapshot, &forecaster, risk, kNow);
    QCOMPARE(m_schedule.rows.size(), std::size_t(4));
    QCOMPARE(m_schedule.method, QStringLiteral("slurm-estimate"));
    const ScheduleRow &done = m_schedule.rows[0], &next = m_schedule.rows[1];
    QCOMPARE(done.state, QStringLiteral("submitted"));
    QCOMPARE(done.jobId, QStringLiteral("42"));
    QCOMPARE(next.state, QStringLiteral("next"));
    const EpochSeconds limitEnd = kNow - 2 * kHour + 48 * kHour;
    QCOMPARE(next.leadSeconds, 2 * kHour);
    QCOMPARE(next.submitAt, limitEnd - 2 * kHour);
    QCOMPARE(next.interruptionProbability, 0.0);
    QVERIFY2(qAbs(next.expectedOverlapHours - 2.0) < 1e-6, qPrintable(QString::number(next.expectedOverlapHours)));
    // Its cost in one unit: two hours paid twice on 4 GPUs are 8 GPU-hours, with no gap.
    QCOMPARE(next.expectedGapHours, 0.0);
    QVERIFY2(qAbs(next.costGpuHours - 8.0) < 1e-6, qPrintable(QString::number(next.costGpuHours)));
    // Later links: each starts as its predecessor ends, submitted two hours before that.
    QCOMPARE(m_schedule.rows[2].submitAt, limitEnd + 48 * kHour - 2 * kHour);
    QCOMPARE(m_schedule.rows[3].submitAt, limitEnd + 96 * kHour - 2 * kHour);
    QCOMPARE(m_schedule.rows[3].state, QStringLiteral("planned"));
    // Without the queue's state: the next link at its predecessor's end is unknown, so now.
    const ChainSchedule blind = planChainSchedule(chain, chainLinks(db, chain.id), nullptr, nullptr, risk, kNow);
    QCOMPARE(blind.rows[1].submitAt, kNow);
    QVERIFY(blind.method.isEmpty());
    QCOMPARE(blind.rows[1].interruptionProbability, -1.0);
  }

  void the_calendar_reads_back()
  {
    const QByteArray ics = icsText(m_schedule, 45);
    QVERIFY(ics.startsWith("BEGIN:VCALENDAR\r\n") && ics.endsWith("END:VCALENDAR\r\n"));
    // Unfold, then read each event's DTSTART (UTC, "Z") and its reminder.
    QString text = QString::fromUtf8(ics);
    for (const QString &line : text.split(QStringLiteral("\r\n")))
      QVERIFY2(line.toUtf8().size() <= 75, qPrintable(line));
    text.replace(QStringLiteral("\r\n "), QString());
    static const QRegularExpression start(QStringLiteral("^DTSTART:(\\d{8}T\\d{6})Z$"),
                                          QRegularExpression::MultilineOption);
    QList<EpochSeconds> starts;
    for (auto it = start.globalMatch(text.replace(QStringLiteral("\r\n"), QStringLiteral("\n"))); it.hasNext();) {
      const QDateTime t = QDateTime::fromString(it.next().captured(1), QStringLiteral("yyyyMMdd'T'HHmmss"));
      starts << QDateTime(t.date(), t.time(), QTimeZone::utc()).toSecsSinceEpoch();
    }
    QCOMPARE(starts, (QList<EpochSeconds>{m_schedule.rows[1].submitAt, m_schedule.rows[2].submitAt,
                                          m_schedule.rows[3].submitAt}));
    QCOMPARE(text.count(QStringLiteral("TRIGGER:-PT45M")), 3);
    QCOMPARE(text.count(QStringLiteral("BEGIN:VEVENT")), 3);
    QVERIFY(text.contains(QStringLiteral("SUMMARY:Submit llm-serve\\, link 2")));
  }

  void the_pdf_has_pages_and_text()
  {
    QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty(),
             "poppler-utils are not installed (tools/packages.sh installs them)");
    const ReportDocument doc = scheduleReport(m_schedule, m_berlin);
    const QString pdf = m_dir.filePath(QStringLiteral("schedule.pdf"));
    QVERIFY_OK(writePdf(doc, pdf));
    if (const QString keep = qEnvironmentVariable("MIRAGE_KEEP_REPORTS"); !keep.isEmpty()) // to look at
      QFile::copy(pdf, keep + QStringLiteral("/schedule.pdf"));
    const QString text = runTool(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")}).join(QLatin1Char('\n'));
    QVERIFY2(text.contains(QLatin1String("llm-serve")), qPrintable(text));
    // Times in Berlin: 2026-03-03 08:00 UTC is 09:00 CET.
    QCOMPARE(localTime(m_schedule.rows[1].submitAt, m_berlin), QStringLiteral("2026-03-03 09:00 CET"));
    for (std::size_t r = 1; r < m_schedule.rows.size(); ++r)
      QVERIFY2(text.contains(localTime(m_schedule.rows[r].submitAt, m_berlin)), qPrintable(text));
    QVERIFY(text.contains(QLatin1String("Europe/Berlin")));
    QVERIFY2(text.contains(QLatin1String("expected cost of 8.0 GPU-hours")), qPrintable(text));
    // The summary opens it: the next submission in words.
    QVERIFY2(
        text.contains(QLatin1String("Summary")) &&
            text.contains(QStringLiteral("Submit link 2 at %1").arg(localTime(m_schedule.rows[1].submitAt, m_berlin))),
        qPrintable(text));
    // And why: the queue and the risk at the lead the policy takes.
    QVERIFY(!m_schedule.reason.isEmpty());
    QVERIFY2(text.contains(QLatin1String("Why:")) && text.contains(QLatin1String("2 h 00 m before")), qPrintable(text));
    // A short schedule is one page, not a title page and a half-empty second one.
    QCOMPARE(runTool(QStringLiteral("pdftoppm"), {QStringLiteral("-r"), QStringLiteral("40"), QStringLiteral("-png"),
                                                  pdf, m_dir.filePath(QStringLiteral("page"))}),
             QStringList{QString()});
    QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("page-2.png"))));
    // A long one flows onto more pages, each with its header.
    ChainSchedule longer = m_schedule;
    for (int i = 0; i < 80; ++i)
      longer.rows.push_back(m_schedule.rows.back());
    const QString longPdf = m_dir.filePath(QStringLiteral("long.pdf"));
    QVERIFY_OK(writePdf(scheduleReport(longer, m_berlin), longPdf));
    const QString longText =
        runTool(QStringLiteral("pdftotext"), {longPdf, QStringLiteral("-")}).join(QLatin1Char('\n'));
    QVERIFY(longText.contains(QLatin1String("page 2")));
    QCOMPARE(runTool(QStringLiteral("pdftoppm"), {QStringLiteral("-r"), QStringLiteral("40"), QStringLiteral("-png"),
                                                  longPdf, m_dir.filePath(QStringLiteral("page"))}),
             QStringList{QString()});
    for (const QString &page : {QStringLiteral("page-1.png"), QStringLiteral("page-2.png")}) {
      const QImage image(m_dir.filePath(page));
      QVERIFY2(!image.isNull(), qPrintable(page));
      int dark = 0;
      for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
          dark += qGray(image.pixel(x, y)) < 128;
      QVERIFY2(dark > 200, qPrintable(QStringLiteral("%1: %2 dark pixels").arg(page).arg(dark)));
    }
  }

  void html_is_self_contained_and_csv_round_trips()
  {
    ReportDocument doc = scheduleReport(m_schedule, m_berlin);
    ReportChart chart{QStringLiteral("risk"),
                      QStringLiteral("lead (h)"),
                      QStringLiteral("P"),
                      false,
                      {{QStringLiteral("P(interruption)"), {0, 1, 2}, {0.9, 0.4, 0.0}}}};
    doc.sections.first().charts << chart;
    const QString html = m_dir.filePath(QStringLiteral("schedule.html"));
    QVERIFY_OK(writeHtml(doc, html));
    QFile h(html);
    QVERIFY(h.open(QIODevice::ReadOnly));
    const QString page = QString::fromUtf8(h.readAll());
    QVERIFY(page.contains(QLatin1String("llm-serve")) && page.contains(QLatin1String("<table>")));
    QVERIFY(page.contains(QLatin1String("src=\"data:image/png;base64,")));
    QVERIFY(!page.contains(QLatin1String("src=\"http")));
    // CSV: the schedule's table, a cell with a comma and quotes survives.
    doc.sections.first().tables.first().rows.first()[2] = QStringLiteral("42, \"the first\"");
    const QString csv = m_dir.filePath(QStringLiteral("schedule.csv"));
    QVERIFY_OK(writeCsv(doc, csv));
    QFile c(csv);
    QVERIFY(c.open(QIODevice::ReadOnly));
    const QList<QStringList> rows = parseCsv(QString::fromUtf8(c.readAll()));
    const ReportTable &table = doc.sections.first().tables.first();
    QCOMPARE(rows.size(), table.rows.size() + 1);
    QCOMPARE(rows.first(), table.header);
    for (qsizetype r = 0; r < table.rows.size(); ++r)
      QCOMPARE(rows[r + 1], table.rows[r]);
  }

  // A forecast report carries each trained model's calibration on its validation window: the curve
  // beside the diagonal and the shares at P10, P50 and P90; without a curve there is no section.
  void a_forecast_report_shows_the_models_calibration()
  {
    ClusterSnapshot snapshot;
    snapshot.cluster = QStringLiteral("lab");
    snapshot.time = 1772524800;
    Partition gpu;
    gpu.name = QStringLiteral("gpu");
    gpu.nodes = 4;
    snapshot.partitions.append(gpu);
    JobRequest request;
    request.partition = QStringLiteral("gpu");
    const std::vector<WaitForecast> forecasts{WaitForecast::point(QStringLiteral("xgboost"), 900)};
    ScoreAccumulator validation;
    for (int i = 0; i < 10; ++i) // waits of 0, 200, …, 1800 s against a forecast of 0–1000 s
      validation.add(
          WaitForecast{QStringLiteral("xgboost"), WaitForecast::standardLevels(), {0, 100, 250, 500, 750, 900, 1000}},
          i * 200.0);
    const ReportDocument doc = forecastReport(snapshot, snapshot.cluster, request, forecasts, QTimeZone::utc(), {},
                                              {{QStringLiteral("xgboost"), validation.toJson()}});
    const auto section = std::find_if(doc.sections.begin(), doc.sections.end(),
                                      [](const ReportSection &s) { return s.heading == QLatin1String("Calibration"); });
    QVERIFY(section != doc.sections.end());
    QCOMPARE(section->tables.size(), 1);
    // At most P10 (100 s): the wait of 0 s; at most P50 (500 s): 0, 200, 400; at most P90 (900 s):
    // 0 … 800. The interval [100, 900] s holds 200 … 800: 4 of 10.
    QCOMPARE(section->tables.first().rows.first(),
             (QStringList{QStringLiteral("xgboost"), QStringLiteral("10"), QStringLiteral("0.40"),
                          QStringLiteral("0.10"), QStringLiteral("0.30"), QStringLiteral("0.50")}));
    QCOMPARE(section->charts.size(), 1);
    QCOMPARE(section->charts.first().series.size(), std::size_t(2)); // the diagonal and xgboost
    QCOMPARE(section->charts.first().series[1].x.size(), WaitForecast::standardLevels().size());
    // Scores from before calibration was kept: no section, the rest of the report unchanged.
    QJsonObject old = validation.toJson();
    old.remove(QStringLiteral("calibration"));
    const ReportDocument without = forecastReport(snapshot, snapshot.cluster, request, forecasts, QTimeZone::utc(), {},
                                                  {{QStringLiteral("xgboost"), old}});
    QCOMPARE(without.sections.size(), doc.sections.size() - 1);
  }

  void unwritable_paths_are_named_and_old_files_kept()
  {
    const ReportDocument doc = scheduleReport(m_schedule, m_berlin);
    const QString blocker = m_dir.filePath(QStringLiteral("a-file"));
    QFile b(blocker);
    QVERIFY(b.open(QIODevice::WriteOnly));
    b.close();
    const QString impossible = blocker + QStringLiteral("/report.pdf");
    for (const Result<void> &e : {writePdf(doc, impossible), writeHtml(doc, impossible), writeCsv(doc, impossible),
                                  writeIcs(m_schedule, impossible)}) {
      QVERIFY(!e.ok());
      QVERIFY2(e.error().contains(impossible), qPrintable(e.error()));
    }
    // A report with no table has no CSV; the file that was there stays.
    const QString csv = m_dir.filePath(QStringLiteral("keep.csv"));
    QFile k(csv);
    QVERIFY(k.open(QIODevice::WriteOnly));
    k.write("old\n");
    k.close();
    ReportDocument empty;
    empty.title = QStringLiteral("nothing");
    QVERIFY(!writeCsv(empty, csv).ok());
    QVERIFY(k.open(QIODevice::ReadOnly));
    QCOMPARE(k.readAll(), QByteArray("old\n"));
    QVERIFY(!reportFormatFromName(QStringLiteral("docx")).ok());
  }

  void ticks_are_round()
  {
    QCOMPARE(niceTicks(0, 1, 5), (std::vector<double>{0, 0.2, 0.4, 0.6, 0.8, 1.0}));
    QCOMPARE(niceTicks(3, 97, 5), (std::vector<double>{20, 40, 60, 80}));
    QCOMPARE(niceTicks(5, 5), std::vector<double>{5});
  }
};

QTEST_MAIN(TestReports)
#include "tst_reports.moc"
