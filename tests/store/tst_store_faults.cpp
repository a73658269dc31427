// The store and the trace readers when things go wrong for real: a file that is not a database and
// a damaged database at the store's path (refused before anything is written, moved aside on
// request), a disk that fills up during an import (a 1 MiB tmpfs: the import fails naming the
// store, what was stored before stays), a CLI import while another process holds the write lock
// (it waits instead of "database is locked"), a 100 MB line in a trace (skipped unread, named by
// its line number, memory bounded), a clock that jumps back between snapshots and job names that
// are not UTF-8.
#include "store/database.h"
#include "store/forecast_model_store.h"
#include "store/history_store.h"
#include "store/snapshot_store.h"
#include "store/trace_import.h"
#include "traces/trace_reader.h"

#include "result_check.h"
#include "test_fixtures.h"
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <sys/mount.h>

using namespace mirage;

namespace {
const QString kLs6 = QStringLiteral(MIRAGE_SHARED_DATA_DIR "/ls6-a100.log");

QByteArray digest(const QString &path)
{
  QFile f(path);
  if (!f.open(QIODevice::ReadOnly))
    return {};
  QCryptographicHash hash(QCryptographicHash::Sha256);
  hash.addData(&f);
  return hash.result();
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
  QFile f(path);
  return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

qint64 jobCount(Database &db, const QString &cluster)
{
  for (const StoredCluster &c : storedClusters(db))
    if (c.name == cluster)
      return c.jobs;
  return -1;
}

// The process's peak resident memory so far (kB), from /proc/self/status.
qint64 peakRssKb()
{
  QFile status(QStringLiteral("/proc/self/status"));
  if (!status.open(QIODevice::ReadOnly))
    return -1;
  for (const QByteArray &line : status.readAll().split('\n'))
    if (line.startsWith("VmHWM:"))
      return line.mid(6).trimmed().split(' ').value(0).toLongLong();
  return -1;
}

ImportResult importTiny(Database &db, const QString &folder, const QString &cluster)
{
  const QString trace = QDir(folder).filePath(cluster + QStringLiteral(".swf"));
  writeFile(trace, test::kTinySwf);
  ImportOptions options;
  options.cluster = cluster;
  return importTrace(db, trace, options);
}
} // namespace

class TestStoreFaults : public QObject {
  Q_OBJECT
  QTemporaryDir m_dir;

private slots:
  // First, while the process is small: a line of 100 MB is let go as it is read, not kept.
  void a_100_MB_line_is_skipped_with_its_line_number()
  {
    const QString trace = m_dir.filePath(QStringLiteral("long-line.swf"));
    {
      QFile f(trace);
      QVERIFY(f.open(QIODevice::WriteOnly));
      f.write("; UnixStartTime: 1700000000\n");
      for (int i = 1; i <= 50; ++i)
        f.write(QStringLiteral("%1 %2 0 60 1 -1 -1 1 120 -1 1 1 1 -1 -1 -1 -1 -1\n").arg(i).arg(i * 60).toUtf8());
      const QByteArray block(1 << 20, '7');
      for (int i = 0; i < 100; ++i)
        f.write(block);
      f.write("\n");
      for (int i = 51; i <= 100; ++i)
        f.write(QStringLiteral("%1 %2 0 60 1 -1 -1 1 120 -1 1 1 1 -1 -1 -1 -1 -1\n").arg(i).arg(i * 60).toUtf8());
    }
    const qint64 before = peakRssKb();
    TraceOptions options;
    options.format = TraceFormat::Swf;
    const auto jobs = readTraceJobs(trace, options);
    QVERIFY_OK(jobs);
    QCOMPARE(jobs->size(), std::size_t(100)); // the good lines on both sides
    auto reader = openTraceReader(trace, options);
    QVERIFY_OK(reader);
    TraceJob job;
    while ((*reader)->next(job)) {
    }
    QCOMPARE((*reader)->skipped(), qint64(1));
    const TraceIssue issue = (*reader)->issues().value(0);
    QCOMPARE(issue.line, qint64(52)); // the header, 50 jobs, then the long line
    QVERIFY2(issue.message.contains(QLatin1String("104857600 bytes")), qPrintable(issue.message));
    const qint64 grown = peakRssKb() - before;
    qInfo("peak memory grew by %lld kB reading a 100 MB line", grown);
    QVERIFY2(grown < 32 * 1024, qPrintable(QString::number(grown))); // kept whole, it would be ≥ 100 MB
  }

  void a_file_that_is_not_a_database_is_left_as_it_is()
  {
    const QString path = m_dir.filePath(QStringLiteral("notes.sqlite"));
    const QByteArray text = "my notes, not a database\n";
    QVERIFY(writeFile(path, text));
    Database db;
    const Result<void> opened = db.open(path);
    QVERIFY(!opened.ok());
    QCOMPARE(db.problem(), StoreProblem::NotAStore);
    QVERIFY2(opened.error().contains(path) && opened.error().contains(QLatin1String("not a Mirage store")),
             qPrintable(opened.error()));
    QVERIFY(!db.isOpen());
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), text); // not a byte changed
    QVERIFY(!QFileInfo::exists(path + QStringLiteral("-wal")));
    // Moved aside on request: a new, empty store at the path; the file kept under its new name.
    const Result<QString> aside = moveStoreAside(path);
    QVERIFY_OK(aside);
    QVERIFY(aside->startsWith(path + QStringLiteral(".unusable-")));
    QFile kept(*aside);
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll(), text);
    QVERIFY_OK(db.open(path));
    QCOMPARE(db.problem(), StoreProblem::None);
    QCOMPARE(storedClusters(db).size(), 0);
  }

  void a_damaged_store_is_refused_before_anything_is_written()
  {
    const QString good = m_dir.filePath(QStringLiteral("good.sqlite"));
    {
      Database db;
      QVERIFY_OK(db.open(good));
      ImportOptions options;
      options.cluster = QStringLiteral("ls6");
      const ImportResult imported = importTrace(db, kLs6, options);
      QVERIFY2(imported.error.isEmpty(), qPrintable(imported.error));
      QVERIFY_OK(db.exec(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)")));
    }
    // Another file (this process checks each file once): 64 KiB of noise in the middle.
    const QString damaged = m_dir.filePath(QStringLiteral("damaged.sqlite"));
    QVERIFY(QFile::copy(good, damaged));
    {
      QFile f(damaged);
      QVERIFY(f.open(QIODevice::ReadWrite));
      QVERIFY(f.size() > 1 << 20);
      QByteArray noise(1 << 16, '\0');
      QRandomGenerator rng(7);
      for (char &c : noise)
        c = char(rng.bounded(256));
      QVERIFY(f.seek(f.size() / 2 / 4096 * 4096));
      QCOMPARE(f.write(noise), qint64(noise.size()));
    }
    const QByteArray before = digest(damaged);
    Database db;
    const Result<void> opened = db.open(damaged);
    QVERIFY(!opened.ok());
    QCOMPARE(db.problem(), StoreProblem::Damaged);
    QVERIFY2(opened.error().contains(damaged) && opened.error().contains(QLatin1String("is damaged")),
             qPrintable(opened.error()));
    QCOMPARE(digest(damaged), before);
    // The sound copy opens, and its jobs are all there.
    Database sound;
    QVERIFY_OK(sound.open(good));
    QCOMPARE(jobCount(sound, QStringLiteral("ls6")), qint64(24776));
  }

  // A full disk: a 1 MiB tmpfs holds the store. A small import fits; LS6 (~3 MB) does not: it fails
  // naming the store, and the first cluster and a snapshot stay as they were. A snapshot written
  // when the disk is full fails the same way.
  void a_full_disk_fails_the_write_and_keeps_what_was_stored()
  {
    const QString mountPoint = m_dir.filePath(QStringLiteral("small"));
    QVERIFY(QDir().mkpath(mountPoint));
    if (::mount("tmpfs", QFile::encodeName(mountPoint).constData(), "tmpfs", 0, "size=1m,mode=0700") != 0)
      QSKIP("mounting a 1 MiB tmpfs needs root (CAP_SYS_ADMIN): the full-disk case is not provoked here");
    const auto unmount = qScopeGuard([&] { ::umount2(QFile::encodeName(mountPoint).constData(), MNT_DETACH); });
    const QString path = QDir(mountPoint).filePath(QStringLiteral("m.sqlite"));
    Database db;
    QVERIFY_OK(db.open(path));
    const ImportResult tiny = importTiny(db, m_dir.path(), QStringLiteral("tiny"));
    QVERIFY2(tiny.error.isEmpty(), qPrintable(tiny.error));
    ClusterSnapshot snapshot;
    snapshot.cluster = QStringLiteral("tiny");
    snapshot.time = test::kTinySwfStart;
    Partition batch;
    batch.name = QStringLiteral("batch");
    batch.nodes = 1;
    batch.nodesIdle = 1;
    snapshot.partitions = {batch};
    QVERIFY_OK(saveSnapshot(db, snapshot));
    ImportOptions options;
    options.cluster = QStringLiteral("ls6");
    const ImportResult big = importTrace(db, kLs6, options);
    QVERIFY2(big.error.contains(QLatin1String("full")), qPrintable(big.error));
    QVERIFY2(big.error.contains(path), qPrintable(big.error));
    // Fill what is left with a file, so that even a small write fails.
    {
      QFile filler(QDir(mountPoint).filePath(QStringLiteral("filler")));
      QVERIFY(filler.open(QIODevice::WriteOnly));
      const QByteArray block(4096, 'x');
      while (filler.write(block) == block.size() && filler.flush()) {
      }
    }
    snapshot.time += 600;
    QRandomGenerator rng(3);
    for (int i = 0; i < 20000; ++i) { // a snapshot larger than the whole disk
      Job job;
      job.id = i;
      job.name = QString::number(rng.generate64(), 36) + QString::number(rng.generate64(), 36);
      snapshot.jobs.append(job);
    }
    const Result<qint64> full = saveSnapshot(db, snapshot);
    QVERIFY(!full.ok());
    QVERIFY2(full.error().contains(QLatin1String("full")), qPrintable(full.error()));
    QFile::remove(QDir(mountPoint).filePath(QStringLiteral("filler")));
    // Opened again: the tiny cluster with its three jobs and its first snapshot, nothing of LS6.
    db.close();
    Database again;
    QVERIFY_OK(again.open(path));
    QCOMPARE(jobCount(again, QStringLiteral("tiny")), qint64(3));
    QCOMPARE(jobCount(again, QStringLiteral("ls6")), qint64(-1));
    const Result<ClusterSnapshot> latest = latestSnapshot(again, QStringLiteral("tiny"));
    QVERIFY_OK(latest);
    QCOMPARE(latest->time, test::kTinySwfStart);
    QCOMPARE(again.integrityCheck(), QStringLiteral("ok"));
  }

  // A data folder on a file system mounted read-only (a tmpfs remounted ro: root is not stopped by
  // file modes): a new store cannot be made there, an existing one is refused; both errors name the
  // file, and the existing store is unchanged.
  void a_read_only_data_folder()
  {
    const QString mountPoint = m_dir.filePath(QStringLiteral("readonly"));
    QVERIFY(QDir().mkpath(mountPoint));
    const QByteArray where = QFile::encodeName(mountPoint);
    if (::mount("tmpfs", where.constData(), "tmpfs", 0, "size=4m,mode=0700") != 0)
      QSKIP("mounting a tmpfs needs root (CAP_SYS_ADMIN): the read-only case is not provoked here");
    const auto unmount = qScopeGuard([&] { ::umount2(where.constData(), MNT_DETACH); });
    const QString existing = QDir(mountPoint).filePath(QStringLiteral("m.sqlite"));
    {
      Database db;
      QVERIFY_OK(db.open(existing));
      QVERIFY2(importTiny(db, m_dir.path(), QStringLiteral("tiny")).error.isEmpty(), "the tiny import");
      QVERIFY_OK(db.exec(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)")));
    }
    QVERIFY(::mount("tmpfs", where.constData(), "tmpfs", MS_REMOUNT | MS_RDONLY, "size=4m,mode=0700") == 0);
    const QByteArray before = digest(existing);
    Database db;
    const Result<void> opened = db.open(existing);
    if (opened.ok()) { // SQLite may read it: then it must still be the store it was
      QCOMPARE(jobCount(db, QStringLiteral("tiny")), qint64(3));
      QVERIFY(!importTiny(db, m_dir.path(), QStringLiteral("more")).error.isEmpty());
    } else {
      QVERIFY2(opened.error().contains(existing) && opened.error().contains(QLatin1String("read-only file system")),
               qPrintable(opened.error()));
    }
    db.close();
    QCOMPARE(digest(existing), before);
    const QString fresh = QDir(mountPoint).filePath(QStringLiteral("new/m.sqlite"));
    const Result<void> created = Database().open(fresh);
    QVERIFY(!created.ok());
    QVERIFY2(created.error().contains(fresh) && created.error().contains(QLatin1String("read-only file system")),
             qPrintable(created.error()));
    qInfo("read-only: %s | %s", qPrintable(opened.ok() ? QStringLiteral("opened for reading") : opened.error()),
          qPrintable(created.error()));
  }

  // The window's store thread holds the write lock (a poll being written) while mirage-cli imports
  // into the same file: the import waits for it (the busy timeout) and both succeed.
  void two_processes_write_one_store()
  {
    const QString path = m_dir.filePath(QStringLiteral("shared.sqlite"));
    Database db;
    QVERIFY_OK(db.open(path));
    QVERIFY_OK(db.exec(QStringLiteral("BEGIN IMMEDIATE")));
    QVERIFY_OK(db.exec(QStringLiteral("INSERT INTO clusters(name, source, created) VALUES ('live', 'local', 1)")));
    const QString trace = m_dir.filePath(QStringLiteral("cli.swf"));
    QVERIFY(writeFile(trace, test::kTinySwf));
    QProcess cli;
    cli.start(QStringLiteral(MIRAGE_BINARY_DIR "/bin/mirage-cli"),
              {QStringLiteral("import"), trace, QStringLiteral("--cluster"), QStringLiteral("imported"),
               QStringLiteral("--db"), path});
    QVERIFY(cli.waitForStarted());
    // Hold the lock while the CLI starts and reaches its write (it cannot finish meanwhile).
    QVERIFY(!cli.waitForFinished(1500));
    QVERIFY_OK(db.exec(QStringLiteral("COMMIT")));
    QVERIFY(cli.waitForFinished(60000));
    QVERIFY2(cli.exitCode() == 0, cli.readAllStandardError().constData());
    QCOMPARE(jobCount(db, QStringLiteral("imported")), qint64(3));
    QCOMPARE(jobCount(db, QStringLiteral("live")), qint64(0)); // this process's write is there too
  }

  // The clock goes back an hour between two polls: the snapshot taken last is the cluster now (not
  // the one an hour "later"), and the history lists both in time order.
  void snapshots_across_a_clock_jump()
  {
    Database db;
    QVERIFY_OK(db.open(m_dir.filePath(QStringLiteral("clock.sqlite"))));
    ClusterSnapshot snapshot;
    snapshot.cluster = QStringLiteral("lab");
    snapshot.source = QStringLiteral("local");
    snapshot.timeZone = QStringLiteral("UTC");
    Partition batch;
    batch.name = QStringLiteral("batch");
    batch.nodes = 2;
    batch.nodesIdle = 2;
    snapshot.partitions = {batch};
    snapshot.time = test::kTinySwfStart + 3600;
    QVERIFY_OK(saveSnapshot(db, snapshot));
    snapshot.time = test::kTinySwfStart; // after the jump
    snapshot.partitions[0].nodesIdle = 1;
    snapshot.partitions[0].nodesAllocated = 1;
    QVERIFY_OK(saveSnapshot(db, snapshot));
    const Result<ClusterSnapshot> latest = latestSnapshot(db, QStringLiteral("lab"));
    QVERIFY_OK(latest);
    QCOMPARE(latest->time, test::kTinySwfStart);
    QCOMPARE(latest->partitions.value(0).nodesAllocated, 1);
    const QList<SnapshotPoint> history = snapshotHistory(db, QStringLiteral("lab"));
    QCOMPARE(history.size(), 2);
    QVERIFY(history[0].time < history[1].time);
  }

  // Job names and users with bytes that are not UTF-8 (a Latin-1 name, a cut multi-byte sequence):
  // the jobs are stored with U+FFFD in their place and the store stays sound.
  void names_that_are_not_utf8_are_stored()
  {
    const QString trace = m_dir.filePath(QStringLiteral("latin1.sacct"));
    QByteArray text = "JobID|User|Account|Partition|QOS|State|Submit|Start|End|Timelimit|NNodes|NCPUS|ReqTRES|JobName\n"
                      "1|m\xfcller|acct|gpu|normal|COMPLETED|2023-03-01T10:00:00|2023-03-01T10:05:00|"
                      "2023-03-01T11:00:00|02:00:00|1|4|gres/gpu=1|caf\xe9\n"
                      "2|bob|acct|gpu|normal|COMPLETED|2023-03-01T10:01:00|2023-03-01T10:06:00|"
                      "2023-03-01T11:00:00|02:00:00|1|4|gres/gpu=1|cut\xe2\x82\n";
    QVERIFY(writeFile(trace, text));
    Database db;
    QVERIFY_OK(db.open(m_dir.filePath(QStringLiteral("names.sqlite"))));
    ImportOptions options;
    options.cluster = QStringLiteral("latin1");
    options.trace.format = TraceFormat::Sacct;
    options.trace.timeZone = QTimeZone::utc();
    const ImportResult imported = importTrace(db, trace, options);
    QVERIFY2(imported.error.isEmpty(), qPrintable(imported.error));
    QCOMPARE(imported.jobs, qint64(2));
    QCOMPARE(db.integrityCheck(), QStringLiteral("ok"));
    const auto jobs = storedJobs(db, QStringLiteral("latin1"));
    QVERIFY_OK(jobs);
    QCOMPARE(jobs->size(), std::size_t(2));
    QVERIFY(jobs->at(0).user.contains(QChar::ReplacementCharacter));
    QVERIFY(jobs->at(0).name.startsWith(QLatin1String("caf")));
  }
};

QTEST_GUILESS_MAIN(TestStoreFaults)
#include "tst_store_faults.moc"
