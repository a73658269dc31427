// Adaptive calibration carried forward poll by poll, on a real SQLite store and snapshots built by
// hand: forecasts issued to new waiting jobs, levels learned when a job starts or its wait passes
// them, a job gone from the queue learned from the stored history, the state kept in the store,
// and the window's forecasts shifted by it once it has seen enough starts.
#include "result_check.h"
#include "services/calibration_tracker.h"
#include "store/calibration_store.h"
#include "store/database.h"
#include "store/forecast_model_store.h"
#include "store/trace_import.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace mirage;

namespace {
constexpr EpochSeconds T0 = 1700000000;

// The day before T0 (a job every 10 minutes, waiting 0 s to 110 minutes in turn), as an SWF file.
QString writeHistory(const QString &dir, const QByteArray &extra = {})
{
  QByteArray text = "; UnixStartTime: 1699913600\n; MaxNodes: 4\n; MaxProcs: 4\n";
  for (int i = 1; i <= 144; ++i)
    text += QByteArray::number(i) + ' ' + QByteArray::number(i * 600 - 600) + ' ' + QByteArray::number(i % 12 * 600) +
            " 1200 1 -1 -1 1 3600 -1 1 1 1 -1 -1 -1 -1 -1\n";
  text += extra;
  const QString path = dir + QStringLiteral("/history.swf");
  QFile f(path);
  return f.open(QIODevice::WriteOnly) && f.write(text) == text.size() ? path : QString();
}

Job job(qint64 id, JobState state, EpochSeconds submit, EpochSeconds start = 0)
{
  Job j;
  j.id = id;
  j.partition = QStringLiteral("batch");
  j.state = state;
  j.submitTime = submit;
  j.startTime = start;
  j.timeLimitSeconds = 3600;
  return j;
}

ClusterSnapshot snapshotAt(EpochSeconds t, const QList<Job> &jobs)
{
  ClusterSnapshot s;
  s.cluster = QStringLiteral("lab");
  s.time = t;
  Partition batch;
  batch.name = QStringLiteral("batch");
  batch.isDefault = true;
  batch.nodes = 4;
  batch.nodesIdle = 4;
  s.partitions.append(batch);
  s.jobs = jobs;
  return s;
}

struct Fixture {
  QTemporaryDir dir;
  Database db;
  bool open(const QByteArray &extra = {})
  {
    ImportOptions options;
    options.cluster = QStringLiteral("lab");
    return db.open(dir.filePath(QStringLiteral("m.sqlite"))).ok() &&
           importTrace(db, writeHistory(dir.path(), extra), options).error.isEmpty();
  }
  CalibrationRecord record(const QString &method) { return loadCalibration(db, QStringLiteral("lab"))[method]; }
};
} // namespace

class TestCalibrationTracker : public QObject {
  Q_OBJECT
private slots:
  // One job at a time, each waiting 500 s after it was first seen while every method's raw
  // forecast (an idle cluster for Slurm's plan) says far less: each start teaches every level a
  // miss; after 50 starts the window's forecasts come out longer than the raw ones.
  void starts_teach_the_calibration_and_the_window_uses_it()
  {
    Fixture f;
    QVERIFY(f.open());
    const ForecastContext context = loadForecastContext(f.db, QStringLiteral("lab"));
    QCOMPARE(services::calibratedMethods(context),
             (QStringList{services::kSqueueEstimate, QStringLiteral("slurm-estimate"), QStringLiteral("hist-median"),
                          QStringLiteral("qbets"), QStringLiteral("monte-carlo")}));
    services::CalibrationStep last;
    for (int k = 0; k < 60; ++k) {
      const EpochSeconds t = T0 + k * 600;
      QList<Job> jobs{job(1000 + k, JobState::Pending, t - 30)};
      if (k > 0)
        jobs.append(job(1000 + k - 1, JobState::Running, t - 600 - 30, t - 100)); // seen at t − 600
      auto step = services::trackCalibration(f.db, snapshotAt(t, jobs), context);
      QVERIFY_OK(step);
      last = step.value();
    }
    QCOMPARE(last.issued, 4); // the new job, once per method
    QCOMPARE(last.open, 4);   // and only it is open
    // An open forecast keeps each level's zero shift in the store, so that a job that starts at
    // once still teaches its levels by the PIT after the store was read back.
    for (const QJsonValue &open : f.record(QStringLiteral("qbets")).pending) {
      const QJsonArray zeroShift = open[QLatin1String("zero_shift")].toArray();
      QCOMPARE(zeroShift.size(), qsizetype(WaitForecast::standardLevels().size()));
      for (const QJsonValue &z : zeroShift)
        QVERIFY(z.toDouble() <= 0);
    }
    const CalibrationRecord slurm = f.record(QStringLiteral("slurm-estimate"));
    QCOMPARE(slurm.state.observations(), qint64(59));
    QCOMPARE(slurm.updated, T0 + 59 * 600);
    // The window's Slurm plan says 0 s (the cluster is idle); calibrated, its median is past 0.
    const ForecastContext now = loadForecastContext(f.db, QStringLiteral("lab"));
    const ClusterSnapshot idle = snapshotAt(T0 + 60 * 600, {});
    JobRequest request;
    request.partition = QStringLiteral("batch");
    const auto raw =
        makeRawForecaster(QStringLiteral("slurm-estimate"), now).value()->forecast(idle, request, idle.time);
    const auto shown =
        makeForecaster(QStringLiteral("slurm-estimate"), now).value()->forecast(idle, request, idle.time);
    QVERIFY_OK(raw);
    QVERIFY_OK(shown);
    QCOMPARE(raw->p50(), 0.0);
    QVERIFY2(shown->p50() > 60, qPrintable(QString::number(shown->p50())));
    // mirage-cli forecast on the stored cluster shows the calibrated forecast and says so.
    QProcess cli;
    cli.start(QStringLiteral(MIRAGE_BINARY_DIR "/bin/mirage-cli"),
              {QStringLiteral("forecast"), QStringLiteral("--cluster"), QStringLiteral("lab"), QStringLiteral("--db"),
               f.dir.filePath(QStringLiteral("m.sqlite")), QStringLiteral("--job"),
               QStringLiteral("partition=batch,nodes=1,time=1:00:00"), QStringLiteral("--method"),
               QStringLiteral("slurm-estimate"), QStringLiteral("--json")});
    QVERIFY(cli.waitForFinished(60000));
    const QJsonObject answer = QJsonDocument::fromJson(cli.readAllStandardOutput()).object();
    QVERIFY2(cli.exitCode() == 0, cli.readAllStandardError().constData());
    QCOMPARE(answer[QLatin1String("calibrated_by_starts")].toInteger(), qint64(59));
    // The same polls on another store give the same state.
    Fixture again;
    QVERIFY(again.open());
    for (int k = 0; k < 60; ++k) {
      const EpochSeconds t = T0 + k * 600;
      QList<Job> jobs{job(1000 + k, JobState::Pending, t - 30)};
      if (k > 0)
        jobs.append(job(1000 + k - 1, JobState::Running, t - 600 - 30, t - 100));
      QVERIFY_OK(services::trackCalibration(again.db, snapshotAt(t, jobs), context));
    }
    QVERIFY(again.record(QStringLiteral("qbets")).state == f.record(QStringLiteral("qbets")).state);
  }

  // A job that keeps waiting: each level whose quantile its wait has passed is learned (a miss)
  // at once; the rest when it starts. A job gone from the queue is learned from the stored
  // history's start; one cancelled while waiting is dropped (sacct writes the cancellation as its
  // start); one that left no trace is dropped after a week.
  void long_waits_teach_before_the_start_and_history_after()
  {
    Fixture f;
    // Job 5000 started at T0 + 4000 as the history records it (submitted at T0 − 100).
    QVERIFY(f.open("5000 86300 4100 600 1 -1 -1 1 3600 -1 1 1 1 -1 -1 -1 -1 -1\n"));
    const ForecastContext context = loadForecastContext(f.db, QStringLiteral("lab"));
    const auto first = services::trackCalibration(
        f.db,
        snapshotAt(T0, {job(5000, JobState::Pending, T0 - 100), job(6000, JobState::Pending, T0 - 50),
                        job(7000, JobState::Pending, T0 - 20)}),
        context);
    QVERIFY_OK(first);
    QCOMPARE(first->issued, 12);
    // 7000 is cancelled in the queue ten minutes later, as sacct records it.
    QVERIFY_OK(f.db.exec(QStringLiteral("INSERT INTO jobs (cluster_id, job_id, state, submit, start, end) SELECT id, "
                                        "'7000', 'CANCELLED by 0', %1, %2, %2 FROM clusters WHERE name = 'lab'")
                             .arg(T0 - 20)
                             .arg(T0 + 600)));
    QCOMPARE(first->learned, 0);
    // Half an hour later both still wait: the levels whose quantile is under 30 min are learned
    // (all of Slurm's plan, which said 0 s on an idle cluster; the low ones of the history's).
    const QList<Job> waiting{job(5000, JobState::Pending, T0 - 100), job(6000, JobState::Pending, T0 - 50)};
    const auto later = services::trackCalibration(f.db, snapshotAt(T0 + 1800, waiting), context);
    QVERIFY_OK(later);
    QVERIFY(later->learned > 2 * 7);
    QCOMPARE(later->open, 8); // open until they start, so that the live scores count long waits too
    for (const QJsonValue &open : f.record(QStringLiteral("slurm-estimate")).pending)
      QCOMPARE(open[QLatin1String("learned")].toInt(), 127); // every level missed already
    // Then both are gone: 5000 started (the history says when), 6000 left no trace.
    const auto gone = services::trackCalibration(f.db, snapshotAt(T0 + 9000, {}), context);
    QVERIFY_OK(gone);
    QCOMPARE(gone->open, 4); // 6000's forecasts wait for a trace; 7000's are dropped
    // 5000 is scored: it waited 4000 s from when it was first seen, far past Slurm's 0 s.
    const LiveScore slurm = f.record(QStringLiteral("slurm-estimate")).live;
    QCOMPARE(slurm.jobs, qint64(1));
    QCOMPARE(slurm.covered, qint64(0));
    QVERIFY(qAbs(slurm.maeLogWait() - (logWait(4000) - logWait(0))) < 1e-9);
    const QJsonArray open = f.record(QStringLiteral("hist-median")).pending;
    QCOMPARE(open.size(), 1);
    QCOMPARE(open.first()[QLatin1String("job")].toString(), QStringLiteral("6000"));
    const auto week = services::trackCalibration(f.db, snapshotAt(T0 + 8 * 86400, {}), context);
    QVERIFY_OK(week);
    QCOMPARE(week->open, 0);
  }
};

QTEST_GUILESS_MAIN(TestCalibrationTracker)
#include "tst_calibration_tracker.moc"
