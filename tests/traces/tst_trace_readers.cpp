// The trace readers on the real files in ../shared/data (with the counts their README gives) and on
// every bad case we could think of, written to temporary files.
#include "result_check.h"
#include "traces/trace_reader.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <zlib.h>

using namespace mirage;

namespace {
const QString kData = QStringLiteral(MIRAGE_SHARED_DATA_DIR);

struct ReadAll {
  QList<TraceJob> jobs;
  QString error;
  std::unique_ptr<TraceReader> reader;
};

ReadAll readAll(const QString &path, TraceOptions options = {}, bool keep = true)
{
  ReadAll r;
  auto opened = openTraceReader(path, options);
  if (!opened) {
    r.error = opened.error();
    return r;
  }
  r.reader = std::move(opened).value();
  TraceJob job;
  qint64 n = 0;
  while (r.reader->next(job)) {
    if (keep)
      r.jobs.append(job);
    ++n;
  }
  r.error = r.reader->error();
  return r;
}

QString write(QTemporaryDir &dir, const QString &name, const QByteArray &content)
{
  const QString path = dir.filePath(name);
  QFile f(path);
  if (!f.open(QIODevice::WriteOnly))
    return {};
  f.write(content);
  return path;
}

const QByteArray kSacctHeader =
    "JobID|JobIDRaw|JobName|User|Account|Partition|State|Submit|Start|End|Timelimit|NNodes|NCPUS|AllocTRES\n";
} // namespace

class TestTraceReaders : public QObject {
  Q_OBJECT
private slots:
  void ls6_mirage_log()
  {
    TraceOptions options;
    options.timeZone = QTimeZone("America/Chicago");
    const ReadAll r = readAll(kData + QStringLiteral("/ls6-a100.log"), options);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QCOMPARE(r.reader->format(), TraceFormat::MirageLog);
    QCOMPARE(r.jobs.size(), 24776); // the README's count of parseable jobs
    QCOMPARE(r.reader->skipped(), 1);
    QCOMPARE(r.reader->issues().first().line, 19706);
    QVERIFY(r.reader->issues().first().message.contains(QLatin1String("found 11")));
    const TraceJob &first = r.jobs.first();
    QCOMPARE(first.jobId, QStringLiteral("478729"));
    QCOMPARE(first.submit, QDateTime(QDate(2022, 10, 5), QTime(16, 52, 48), Qt::UTC).toSecsSinceEpoch()); // CDT = UTC-5
    QCOMPARE(first.timeLimit, qint64(2880 * 60));
    QCOMPARE(first.nodes, 2);
    // The README's figures: 79.5 % single-node, at most 64 nodes, 23.8 % with a 2880-minute limit.
    int single = 0, maxNodes = 0, twoDays = 0;
    for (const TraceJob &j : r.jobs) {
      single += j.nodes == 1;
      maxNodes = std::max(maxNodes, j.nodes);
      twoDays += j.timeLimit == 2880 * 60;
      QVERIFY(j.start >= j.submit && j.end >= j.start);
    }
    QCOMPARE(qRound(1000.0 * single / r.jobs.size()), 795);
    QCOMPARE(maxNodes, 64);
    QCOMPARE(qRound(1000.0 * twoDays / r.jobs.size()), 238);
  }

  void swf_files_data()
  {
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("jobs");
    QTest::newRow("RICC") << "pwa_RICC-2010-2.swf.gz" << 447794;
    QTest::newRow("Theta 2022") << "alcf_theta_2022_cqsim.swf.gz" << 23911;
  }
  void swf_files()
  {
    QFETCH(QString, file);
    QFETCH(int, jobs);
    ReadAll r = readAll(kData + QLatin1Char('/') + file, {}, false);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QCOMPARE(r.reader->format(), TraceFormat::Swf);
    QCOMPARE(r.reader->jobsRead(), qint64(jobs));
    QCOMPARE(r.reader->skipped(), qint64(0));
    QVERIFY(r.reader->notes().isEmpty());
  }

  void swf_values()
  {
    // RICC's first job: UnixStartTime 1272639895 + 0, 80 processors on 8-core nodes = 10 nodes.
    auto opened = openTraceReader(kData + QStringLiteral("/pwa_RICC-2010-2.swf.gz"), {});
    QVERIFY_OK(opened);
    const auto reader = std::move(opened).value();
    TraceJob job;
    QVERIFY(reader->next(job));
    QCOMPARE(job.jobId, QStringLiteral("1"));
    QCOMPARE(job.submit, qint64(1272639895));
    QCOMPARE(job.start, qint64(1272639895));
    QCOMPARE(job.end, qint64(1272639895 + 222));
    QCOMPARE(job.cpus, 80);
    QCOMPARE(job.nodes, 10);
    QCOMPARE(job.timeLimit, qint64(14400));
    QCOMPARE(job.state, QStringLiteral("COMPLETED"));
  }

  void eagle_csv()
  {
    TraceOptions options;
    options.timeZone = QTimeZone("America/Denver");
    const ReadAll r = readAll(kData + QStringLiteral("/nrel_eagle_sample_1000.csv.gz"), options);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QCOMPARE(r.reader->format(), TraceFormat::EagleCsv);
    QCOMPARE(r.jobs.size(), 1000);
    QCOMPARE(r.jobs.first().jobId, QStringLiteral("532209"));
    QCOMPARE(r.jobs.first().timeLimit, qint64(172800));
    QCOMPARE(r.jobs.first().nodes, 10);
    QCOMPARE(r.jobs.first().submit, QDateTime(QDate(2019, 1, 1), QTime(15, 55, 55), Qt::UTC).toSecsSinceEpoch()); // MST
  }

  void sacct_sample()
  {
    TraceOptions options;
    options.timeZone = QTimeZone::utc();
    const ReadAll r = readAll(kData + QStringLiteral("/slurm-22.05-samples/sacct-p2.txt"), options);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QCOMPARE(r.reader->format(), TraceFormat::Sacct);
    QVERIFY(r.jobs.size() >= 8);
    for (const TraceJob &j : r.jobs)
      QVERIFY2(!j.jobId.contains(QLatin1Char('.')), qPrintable(j.jobId)); // no steps
    const auto find = [&](const QString &id) {
      return *std::find_if(r.jobs.begin(), r.jobs.end(), [&](const TraceJob &j) { return j.jobId == id; });
    };
    QCOMPARE(find(QStringLiteral("1")).gpus, 1);
    QCOMPARE(find(QStringLiteral("2")).state, QStringLiteral("TIMEOUT"));
    QCOMPARE(find(QStringLiteral("2")).timeLimit, qint64(60));
    QCOMPARE(find(QStringLiteral("2")).end - find(QStringLiteral("2")).start, qint64(75));
    // A pending job has no start or end.
    bool pendingSeen = false;
    for (const TraceJob &j : r.jobs)
      if (j.state == QLatin1String("PENDING")) {
        pendingSeen = true;
        QCOMPARE(j.start, qint64(-1));
      }
    QVERIFY(pendingSeen);
  }

  void sacct_any_column_order_crlf_and_time_zone()
  {
    QTemporaryDir dir;
    const QByteArray body = "Submit|JobID|Timelimit|State\r\n2026-01-15T10:00:00|42|1-00:00:00|CANCELLED by 0\r\n";
    const QString path = write(dir, QStringLiteral("x.sacct"), body);
    TraceOptions utc;
    utc.format = TraceFormat::Sacct;
    utc.timeZone = QTimeZone::utc();
    const ReadAll a = readAll(path, utc);
    QVERIFY2(a.error.isEmpty(), qPrintable(a.error));
    QCOMPARE(a.jobs.size(), 1);
    QCOMPARE(a.jobs[0].jobId, QStringLiteral("42"));
    QCOMPARE(a.jobs[0].state, QStringLiteral("CANCELLED"));
    QCOMPARE(a.jobs[0].timeLimit, qint64(86400));
    TraceOptions berlin = utc;
    berlin.timeZone = QTimeZone("Europe/Berlin");
    const ReadAll b = readAll(path, berlin);
    QCOMPARE(a.jobs[0].submit - b.jobs[0].submit, qint64(3600)); // 10:00 CET is 09:00 UTC
  }

  void bad_lines_are_reported_and_skipped()
  {
    QTemporaryDir dir;
    const QByteArray body = kSacctHeader +
                            "1|1|a|u|acc|gpu|COMPLETED|2026-01-01T00:00:00|2026-01-01T00:00:01|2026-01-01T00:01:00|00:"
                            "10:00|1|1|gres/gpu=2\n"
                            "2|2|b|u|acc|gpu|COMPLETED|2026-13-45T00:00:00|Unknown|Unknown|00:10:00|1|1|\n"
                            "3|3|c|u|acc|gpu|COMPLETED|2026-01-01T00:00:00|Unknown|Unknown|forever|1|1|\n"
                            "4|4|d|too|few\n"
                            "5|5|e|u|acc|gpu|PENDING|2026-01-01T00:00:00|Unknown|Unknown|UNLIMITED|1|1|\n";
    TraceOptions options;
    options.timeZone = QTimeZone::utc();
    const ReadAll r = readAll(write(dir, QStringLiteral("s.txt"), body), options);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QCOMPARE(r.jobs.size(), 2);
    QCOMPARE(r.jobs[0].gpus, 2);
    QCOMPARE(r.jobs[1].timeLimit, qint64(-1));
    const auto issues = r.reader->issues();
    QCOMPARE(issues.size(), 3);
    QCOMPARE(issues[0].line, 3);
    QVERIFY2(issues[0].message.contains(QLatin1String("Submit '2026-13-45T00:00:00'")), qPrintable(issues[0].message));
    QCOMPARE(issues[1].line, 4);
    QVERIFY2(issues[1].message.contains(QLatin1String("'forever'")), qPrintable(issues[1].message));
    QCOMPARE(issues[2].line, 5);
    QVERIFY2(issues[2].message.contains(QLatin1String("found 5")), qPrintable(issues[2].message));
  }

  void fatal_errors_data()
  {
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<int>("format");
    QTest::addColumn<QString>("expected");
    QTest::newRow("sacct without Submit") << QByteArray("JobID|State\n1|COMPLETED\n") << int(TraceFormat::Sacct)
                                          << "must name at least the columns JobID and Submit";
    QTest::newRow("empty sacct") << QByteArray() << int(TraceFormat::Sacct) << "empty file";
    QTest::newRow("log without header") << QByteArray("12\nfoo bar\n") << int(TraceFormat::MirageLog)
                                        << "expected the header line";
    QTest::newRow("csv without columns") << QByteArray("a,b,c\n1,2,3\n") << int(TraceFormat::EagleCsv)
                                         << "lacks the column job_id";
    QTest::newRow("unknown format") << QByteArray("hello world\nthis is prose\n") << int(TraceFormat::Auto)
                                    << "not a known trace format";
  }
  void fatal_errors()
  {
    QFETCH(QByteArray, content);
    QFETCH(int, format);
    QFETCH(QString, expected);
    QTemporaryDir dir;
    const QString path = write(dir, QStringLiteral("bad.txt"), content);
    TraceOptions options;
    options.format = TraceFormat(format);
    const ReadAll r = readAll(path, options);
    QVERIFY2(r.error.contains(expected), qPrintable(r.error));
    QVERIFY2(r.error.contains(path), qPrintable(r.error)); // names the file
    QVERIFY(r.jobs.isEmpty());
  }

  void missing_file_and_directory()
  {
    const auto missing = openTraceReader(QStringLiteral("/nonexistent/trace.swf"), {});
    QVERIFY(!missing);
    QVERIFY2(missing.error().contains(QLatin1String("/nonexistent/trace.swf: no such file")),
             qPrintable(missing.error()));
    QTemporaryDir dir;
    const auto directory = openTraceReader(dir.path(), {});
    QVERIFY(!directory);
    QVERIFY2(directory.error().contains(QLatin1String("not a readable file")), qPrintable(directory.error()));
  }

  void truncated_gzip_is_an_error()
  {
    QFile full(kData + QStringLiteral("/pwa_RICC-2010-2.swf.gz"));
    QVERIFY(full.open(QIODevice::ReadOnly));
    QTemporaryDir dir;
    const QString path = write(dir, QStringLiteral("cut.swf.gz"), full.read(300 * 1024));
    const ReadAll r = readAll(path, {}, false);
    QVERIFY2(r.error.contains(path), qPrintable(r.error));
    QVERIFY2(r.error.contains(QLatin1String("read error")), qPrintable(r.error));
  }

  void garbage_is_recognised()
  {
    QByteArray body = "; UnixStartTime: 0\n";
    for (int i = 0; i < 100; ++i)
      body += i % 10 == 0 ? QByteArray("1 0 0 10 1 -1 -1 1 60 -1 1 1 1 -1 1 -1 -1 -1\n")
                          : QByteArray("lorem ipsum dolor\n");
    QTemporaryDir dir;
    const ReadAll r = readAll(write(dir, QStringLiteral("g.swf"), body), {}, false);
    QVERIFY(r.reader);
    QCOMPARE(r.reader->jobsRead(), qint64(10));
    QCOMPARE(r.reader->skipped(), qint64(90));
    QVERIFY(r.reader->mostlyGarbage());
  }
};

QTEST_GUILESS_MAIN(TestTraceReaders)
#include "tst_trace_readers.moc"
