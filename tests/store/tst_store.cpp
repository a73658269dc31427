// The SQLite store: schema and migrations, WAL, imports that are all or nothing (cancel, garbage,
// kill -9 of the importing process mid-way).
#include "store/chain_store.h"
#include "store/database.h"
#include "store/snapshot_store.h"
#include "store/store.h"
#include "store/trace_import.h"

#include "result_check.h"
#include <QElapsedTimer>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace mirage;

namespace {
const QString kData = QStringLiteral(MIRAGE_SHARED_DATA_DIR);

qint64 scalar(Database &db, const QString &sql)
{
  Statement s = db.prepare(sql);
  return s.step() ? s.int64(0) : -1;
}

ImportOptions ls6Options()
{
  ImportOptions o;
  o.cluster = QStringLiteral("ls6");
  o.trace.timeZone = QTimeZone("America/Chicago");
  return o;
}
} // namespace

class TestStore : public QObject {
  Q_OBJECT
private slots:
  void creates_the_schema_with_wal()
  {
    QTemporaryDir dir;
    Database db;
    const QString path = dir.filePath(QStringLiteral("sub/folder/mirage.sqlite"));
    QVERIFY_OK(db.open(path));
    QCOMPARE(db.schemaVersion(), Database::kSchemaVersion);
    Statement mode = db.prepare(QStringLiteral("PRAGMA journal_mode"));
    QVERIFY(mode.step());
    QCOMPARE(mode.text(0), QStringLiteral("wal"));
    for (const char *table : {"clusters", "imports", "jobs", "snapshots", "chains", "models", "scenarios", "reports"})
      QCOMPARE(scalar(db, QStringLiteral("SELECT count(*) FROM sqlite_master WHERE type='table' AND name='%1'")
                              .arg(QLatin1String(table))),
               qint64(1));
    // The store and its write-ahead log are the user's alone, whatever the umask.
    const QFileDevice::Permissions owner = QFileDevice::ReadOwner | QFileDevice::WriteOwner;
    QCOMPARE(QFileInfo(path).permissions() & ~(QFileDevice::ReadUser | QFileDevice::WriteUser), owner);
    QVERIFY(QFileInfo::exists(path + QStringLiteral("-wal")));
    QCOMPARE(QFileInfo(path + QStringLiteral("-wal")).permissions() & ~(QFileDevice::ReadUser | QFileDevice::WriteUser),
             owner);
    db.close();
    // Opening again does not migrate twice.
    QVERIFY_OK(db.open(path));
    QCOMPARE(db.schemaVersion(), Database::kSchemaVersion);
  }

  void chain_models_are_reused_only_by_the_code_that_trained_them()
  {
    QTemporaryDir dir;
    Database db;
    QVERIFY_OK(db.open(dir.filePath(QStringLiteral("m.sqlite"))));
    const QString key = QStringLiteral("ls6-a100.log:2399742|train=0..1|nodes=88|load=1|chain=1x172800");
    // A model stored before versions existed (its scores name no version).
    Statement legacy = db.prepare(QStringLiteral("INSERT INTO models (kind, name, scores, parameters, created) "
                                                 "VALUES ('chain', ?, '{}', ?, 1)"));
    legacy.bind(1, QStringLiteral("xgboost|") + key).bind(2, QByteArray("old"));
    QVERIFY(legacy.exec());
    const StoredChainModel none = loadChainModel(db, QStringLiteral("xgboost"), key, QStringLiteral("v2"));
    QVERIFY(!none.parameters);
    QCOMPARE(none.otherVersions, QStringList{QStringLiteral("unversioned")});
    // Stored by version v2: found by v2 only; v3 sees both older ones and trains again.
    QVERIFY_OK(saveChainModel(db, QStringLiteral("xgboost"), key, QStringLiteral("v2"), 0, 1, QByteArray("two"), {}));
    const StoredChainModel two = loadChainModel(db, QStringLiteral("xgboost"), key, QStringLiteral("v2"));
    QCOMPARE(two.parameters.value_or(QByteArray()), QByteArray("two"));
    const StoredChainModel three = loadChainModel(db, QStringLiteral("xgboost"), key, QStringLiteral("v3"));
    QVERIFY(!three.parameters);
    QCOMPARE(three.otherVersions, (QStringList{QStringLiteral("v2"), QStringLiteral("unversioned")}));
    // Another method's or another key's model is not a candidate at all.
    QVERIFY(loadChainModel(db, QStringLiteral("dqn"), key, QStringLiteral("v2")).otherVersions.isEmpty());
    QVERIFY(!loadChainModel(db, QStringLiteral("xgboost"), key + QStringLiteral("x"), QStringLiteral("v2")).parameters);
  }

  void refuses_a_newer_schema()
  {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("m.sqlite"));
    {
      Database db;
      QVERIFY_OK(db.open(path));
      QVERIFY_OK(db.exec(QStringLiteral("PRAGMA user_version=99")));
    }
    Database db;
    const QString error = db.open(path).error();
    QVERIFY2(error.contains(QLatin1String("schema version 99")) && error.contains(path), qPrintable(error));
    QVERIFY(!db.isOpen());
  }

  void unwritable_location_is_a_clear_error()
  {
    Database db;
    const QString error = db.open(QStringLiteral("/proc/mirage/m.sqlite")).error();
    QVERIFY2(error.contains(QLatin1String("/proc/mirage/m.sqlite")), qPrintable(error));
  }

  void store_thread_answers_and_survives_a_bad_path()
  {
    QTemporaryDir dir;
    Store good(dir.filePath(QStringLiteral("m.sqlite")));
    QVERIFY(good.opened().result().ok());
    // Requests run in order on the store's one thread.
    QList<QFuture<qint64>> futures;
    for (int i = 0; i < 20; ++i)
      futures << good.run([i](Database &db) {
        db.exec(QStringLiteral("INSERT INTO clusters (name, created) VALUES ('c%1', 0)").arg(i));
        return db.lastInsertId();
      });
    for (int i = 0; i < 20; ++i)
      QCOMPARE(futures[i].result(), qint64(i + 1));
    QVERIFY(good.run([](Database &) { return QThread::currentThread()->objectName(); }).result() ==
            QLatin1String("mirage-store"));

    Store bad(QStringLiteral("/proc/mirage/m.sqlite"));
    QVERIFY(bad.opened().result().error().contains(QLatin1String("/proc/mirage")));
    QVERIFY(!bad.run([](Database &db) { return db.exec(QStringLiteral("SELECT 1")); }).result().ok());
    QVERIFY(!saveSnapshot(*std::make_unique<Database>(), ClusterSnapshot{}).ok());
  }

  void imports_and_deduplicates()
  {
    QTemporaryDir dir;
    Database db;
    QVERIFY_OK(db.open(dir.filePath(QStringLiteral("m.sqlite"))));
    const ImportResult first = importTrace(db, kData + QStringLiteral("/ls6-a100.log"), ls6Options());
    QVERIFY2(first.error.isEmpty(), qPrintable(first.error));
    QCOMPARE(first.jobs, qint64(24776));
    QCOMPARE(first.skipped, qint64(1));
    QCOMPARE(first.format, QStringLiteral("mirage-log"));
    QCOMPARE(scalar(db, QStringLiteral("SELECT count(*) FROM jobs")), qint64(24776));
    QCOMPARE(scalar(db, QStringLiteral("SELECT min(submit) FROM jobs")), first.firstSubmit);
    const ImportResult again = importTrace(db, kData + QStringLiteral("/ls6-a100.log"), ls6Options());
    QVERIFY(again.error.isEmpty());
    QCOMPARE(again.jobs, qint64(0));
    QCOMPARE(again.duplicates, qint64(24776));
    QCOMPARE(scalar(db, QStringLiteral("SELECT count(*) FROM jobs")), qint64(24776));
    // Array tasks that share a job id and submit time all stay (Eagle writes 452 such records).
    ImportOptions eagle;
    eagle.trace.timeZone = QTimeZone("America/Denver");
    const ImportResult e = importTrace(db, kData + QStringLiteral("/nrel_eagle_sample_1000.csv.gz"), eagle);
    QCOMPARE(e.jobs, qint64(1000));
    QCOMPARE(e.cluster, QStringLiteral("nrel_eagle_sample_1000"));
  }

  void cancel_and_garbage_store_nothing()
  {
    QTemporaryDir dir;
    Database db;
    QVERIFY_OK(db.open(dir.filePath(QStringLiteral("m.sqlite"))));
    int calls = 0;
    const ImportResult cancelled =
        importTrace(db, kData + QStringLiteral("/pwa_RICC-2010-2.swf.gz"), {}, [&](double done) {
          ++calls;
          return done < 0.2; // cancel a fifth of the way in
        });
    QVERIFY(cancelled.cancelled);
    QVERIFY(calls > 1);
    QVERIFY(cancelled.error.contains(QLatin1String("cancelled")));
    QCOMPARE(scalar(db, QStringLiteral("SELECT count(*) FROM jobs")), qint64(0));
    QCOMPARE(scalar(db, QStringLiteral("SELECT count(*) FROM imports")), qint64(0));
    QCOMPARE(scalar(db, QStringLiteral("SELECT count(*) FROM clusters")), qint64(0));

    QFile garbage(dir.filePath(QStringLiteral("g.swf")));
    QVERIFY(garbage.open(QIODevice::WriteOnly));
    garbage.write("; UnixStartTime: 0\n");
    for (int i = 0; i < 100; ++i)
      garbage.write(i % 10 ? "not a job at all\n" : "1 0 0 10 1 -1 -1 1 60 -1 1 1 1 -1 1 -1 -1 -1\n");
    garbage.close();
    const ImportResult g = importTrace(db, garbage.fileName(), {});
    QVERIFY2(g.error.contains(QLatin1String("90 of 100 data lines could not be read")), qPrintable(g.error));
    QCOMPARE(scalar(db, QStringLiteral("SELECT count(*) FROM jobs")), qint64(0));
    QCOMPARE(db.integrityCheck(), QStringLiteral("ok"));
    // A few lines, all garbage: the first bad line and why, not just "no jobs found".
    QFile few(dir.filePath(QStringLiteral("few.swf")));
    QVERIFY(few.open(QIODevice::WriteOnly));
    few.write("; MaxNodes: 4\nhello world\nthis is not swf\n");
    few.close();
    ImportOptions swf;
    swf.trace.format = TraceFormat::Swf;
    const ImportResult f = importTrace(db, few.fileName(), swf);
    QVERIFY2(f.error.contains(QLatin1String("none of its 2 data lines")) && f.error.contains(QLatin1String("line 2")) &&
                 f.error.contains(QLatin1String("expected 18 fields, found 2")),
             qPrintable(f.error));
  }

  // A writer killed with SIGKILL in the middle of an import: the store stays sound and the import
  // is either absent or whole.
  void survives_kill_9_mid_import()
  {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("m.sqlite"));
    {
      Database db; // an earlier import that must survive
      QVERIFY_OK(db.open(path));
      QVERIFY(importTrace(db, kData + QStringLiteral("/ls6-a100.log"), ls6Options()).error.isEmpty());
    }
    QProcess writer;
    writer.start(QStringLiteral(MIRAGE_BINARY_DIR "/bin/mirage-cli"),
                 {QStringLiteral("import"), kData + QStringLiteral("/pwa_RICC-2010-2.swf.gz"), QStringLiteral("--db"),
                  path, QStringLiteral("--cluster"), QStringLiteral("ricc")});
    QVERIFY(writer.waitForStarted());
    // Wait until the import is writing (its WAL grows), then kill it.
    QElapsedTimer t;
    t.start();
    while (QFileInfo(path + QStringLiteral("-wal")).size() < 4 * 1024 * 1024 && t.elapsed() < 20000 &&
           writer.state() == QProcess::Running)
      QTest::qWait(5);
    QVERIFY2(writer.state() == QProcess::Running, "the import finished before it could be killed");
    writer.kill(); // SIGKILL
    QVERIFY(writer.waitForFinished());
    QCOMPARE(writer.exitStatus(), QProcess::CrashExit);

    Database db;
    QVERIFY_OK(db.open(path));
    QCOMPARE(db.integrityCheck(), QStringLiteral("ok"));
    const qint64 ricc = scalar(db, QStringLiteral("SELECT count(*) FROM jobs j JOIN clusters c ON c.id = j.cluster_id "
                                                  "WHERE c.name = 'ricc'"));
    QVERIFY2(ricc == 0 || ricc == 447794, qPrintable(QString::number(ricc)));
    QCOMPARE(scalar(db, QStringLiteral("SELECT count(*) FROM imports WHERE finished IS NULL")), qint64(0));
    QCOMPARE(scalar(db, QStringLiteral("SELECT count(*) FROM jobs j JOIN clusters c ON c.id = j.cluster_id "
                                       "WHERE c.name = 'ls6'")),
             qint64(24776));
    // And the store still takes writes.
    ImportOptions retry;
    retry.cluster = QStringLiteral("ricc");
    const ImportResult again = importTrace(db, kData + QStringLiteral("/pwa_RICC-2010-2.swf.gz"), retry);
    QVERIFY2(again.error.isEmpty(), qPrintable(again.error));
    QCOMPARE(again.jobs + again.duplicates, qint64(447794));
  }
};

QTEST_GUILESS_MAIN(TestStore)
#include "tst_store.moc"
