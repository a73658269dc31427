// The SQLite store: schema and migrations, WAL, imports that are all or nothing (cancel, garbage,
// kill -9 of the importing process mid-way).
#include "policy/chain_runner.h"
#include "store/chain_store.h"
#include "store/database.h"
#include "store/snapshot_store.h"
#include "store/store.h"
#include "store/trace_import.h"

#include "result_check.h"
#include <QElapsedTimer>
#include <QFile>
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

// A chain "svc" on partition gpu (what the chain tests store first).
policy::ChainDefinition svcChain()
{
  policy::ChainDefinition c;
  c.name = QStringLiteral("svc");
  c.partition = QStringLiteral("gpu");
  return c;
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

  // One runner per chain: a live holder (another process) is named and keeps it; a stale heartbeat
  // or a holder process that is gone frees it; this process renews its own and gives it back.
  void chain_runner_lock()
  {
    QTemporaryDir dir;
    Database db;
    QVERIFY_OK(db.open(dir.filePath(QStringLiteral("m.sqlite"))));
    policy::ChainDefinition c = svcChain();
    const auto id = saveChain(db, c);
    QVERIFY_OK(id);
    const EpochSeconds now = 1800000000;
    QVERIFY(!chainRunnerLock(db, *id, now));
    QVERIFY_OK(acquireChainRunner(db, *id, QStringLiteral("a window"), now));
    QVERIFY_OK(acquireChainRunner(db, *id, QStringLiteral("a window"), now + 60)); // the heartbeat
    auto held = chainRunnerLock(db, *id, now + 60);
    QVERIFY(held);
    QCOMPARE(held->since, now);
    QCOMPARE(held->heartbeat, now + 60);
    // Another live process (init, pid 1, on this host) holds it.
    const auto holdAs = [&](qint64 pid, EpochSeconds heartbeat) {
      Statement s = db.prepare(QStringLiteral("UPDATE chain_runners SET holder = 'mirage-cli chain run', pid = ?, "
                                              "heartbeat = ? WHERE chain_id = ?"));
      s.bind(1, pid).bind(2, heartbeat).bind(3, *id);
      return s.exec();
    };
    QVERIFY(holdAs(1, now + 60));
    const auto refused = acquireChainRunner(db, *id, QStringLiteral("a window"), now + 120);
    QVERIFY(!refused.ok());
    QVERIFY2(refused.error().contains(QLatin1String("mirage-cli chain run (pid 1 ")), qPrintable(refused.error()));
    QVERIFY(!deleteChain(db, *id, now + 120).ok());
    QVERIFY_OK(releaseChainRunner(db, *id)); // not ours: stays
    QVERIFY(chainRunnerLock(db, *id, now + 120));
    // Its heartbeat stops: after the stale time it is nobody's.
    QVERIFY(!chainRunnerLock(db, *id, now + 60 + kChainRunnerStaleSeconds + 1));
    QVERIFY_OK(acquireChainRunner(db, *id, QStringLiteral("a window"), now + 60 + kChainRunnerStaleSeconds + 1));
    // A holder whose process is gone (a crash) frees it at once.
    QProcess gone;
    gone.start(QStringLiteral("true"));
    QVERIFY(gone.waitForFinished());
    QVERIFY(holdAs(gone.processId() > 0 ? gone.processId() : 999999999, now + 60));
    QVERIFY(!chainRunnerLock(db, *id, now + 61));
    QVERIFY_OK(acquireChainRunner(db, *id, QStringLiteral("a window"), now + 61));
    QVERIFY_OK(releaseChainRunner(db, *id));
    QVERIFY(!chainRunnerLock(db, *id, now + 62));
  }

  // A chain's script as sbatch is about to get it: never one that starts with '-' (an option to
  // sbatch), and for a local chain a file that is there now. The runner checks it again before each
  // link: when it is gone, no intent is written and no sbatch runs.
  void a_chain_script_is_checked_before_each_submission()
  {
    QTemporaryDir dir;
    Database db;
    QVERIFY_OK(db.open(dir.filePath(QStringLiteral("m.sqlite"))));
    policy::ChainDefinition c = svcChain();
    c.source = QStringLiteral("local");
    c.limitSeconds = 3600;
    c.links = 2;
    const QString script = dir.filePath(QStringLiteral("serve.sh"));
    QFile f(script);
    QVERIFY(f.open(QIODevice::WriteOnly) && f.write("#!/bin/sh\n") > 0);
    f.close();
    c.scripts = {script};
    QVERIFY_OK(policy::validateChain(c));
    policy::ChainDefinition dashed = c;
    dashed.source = QStringLiteral("ssh://user@login");
    dashed.scripts = {QStringLiteral("--wrap=touch /tmp/mirage-pwned")};
    const auto refused = policy::validateChain(dashed);
    QVERIFY2(!refused.ok() && refused.error().contains(QLatin1String("starts with '-'")), qPrintable(refused.error()));
    policy::ChainDefinition folder = c;
    folder.scripts = {dir.path()};
    QVERIFY(!policy::validateChain(folder).ok());
    QVERIFY_OK(saveChain(db, c));
    const auto stored = loadChain(db, c.name);
    QVERIFY_OK(stored);
    QVERIFY(QFile::remove(script)); // gone since the chain was added
    StoreChainJournal journal(db);
    policy::ChainRunner runner(journal, *stored, std::make_shared<LocalRunner>(),
                               std::make_unique<policy::ReactivePolicy>());
    const auto step = runner.submitNext(1800000000);
    QVERIFY(!step.ok());
    QVERIFY2(step.error().contains(script) && step.error().contains(QLatin1String("does not exist")),
             qPrintable(step.error()));
    QVERIFY(journal.links(stored->id).isEmpty());
  }

  void a_chain_is_edited_and_deleted()
  {
    QTemporaryDir dir;
    Database db;
    QVERIFY_OK(db.open(dir.filePath(QStringLiteral("m.sqlite"))));
    policy::ChainDefinition c = svcChain();
    const auto id = saveChain(db, c);
    QVERIFY_OK(id);
    c.name = QStringLiteral("other");
    QVERIFY_OK(saveChain(db, c));
    const QString key = loadChain(db, QStringLiteral("svc"))->definition.key;
    QVERIFY_OK(recordIntent(db, *id, 0, QStringLiteral("tag-0"), 1));
    policy::ChainDefinition edited = loadChain(db, QStringLiteral("svc"))->definition;
    edited.name = QStringLiteral("svc-2");
    edited.links = 7;
    edited.interruptionWeight = 4.5;
    edited.autoSubmit = true;
    edited.key = QStringLiteral("not-kept");
    QVERIFY_OK(updateChain(db, *id, edited));
    const auto reread = loadChain(db, QStringLiteral("svc-2"));
    QVERIFY_OK(reread);
    QCOMPARE(reread->id, *id);
    QCOMPARE(reread->definition.links, 7);
    QCOMPARE(reread->definition.interruptionWeight, 4.5);
    QVERIFY(reread->definition.autoSubmit);
    QCOMPARE(reread->definition.key, key); // its jobs keep their names
    edited.name = QStringLiteral("other");
    const auto taken = updateChain(db, *id, edited);
    QVERIFY(!taken.ok() && taken.error().contains(QLatin1String("'other'")));
    QVERIFY_OK(deleteChain(db, *id, 1));
    QVERIFY(!loadChain(db, QStringLiteral("svc-2")).ok());
    QCOMPARE(chainLinks(db, *id).size(), 0);
    QCOMPARE(listChains(db).size(), 1);
  }

  // The interruption weight λ is stored with the chain. A chain stored before the cost had one unit
  // carries w (w·gap hours + (1 − w)·overlap GPU-hours): it is read as the λ that gives the same
  // advice, w / ((1 − w)·GPUs). A weight out of range is refused, naming it.
  void a_chain_keeps_its_interruption_weight()
  {
    policy::ChainDefinition c = svcChain();
    QCOMPARE(c.interruptionWeight, 1.0);
    c.nodes = 2;
    c.gpusPerNode = 4;
    c.interruptionWeight = 3.0;
    QCOMPARE(policy::ChainDefinition::fromJson(c.toJson()).interruptionWeight, 3.0);
    QJsonObject legacy = c.toJson();
    legacy.remove(QStringLiteral("interruption_weight"));
    legacy.insert(QStringLiteral("weight"), 0.5);
    QCOMPARE(policy::ChainDefinition::fromJson(legacy).interruptionWeight, 0.125);
    legacy.insert(QStringLiteral("weight"), 0.8);
    QCOMPARE(policy::ChainDefinition::fromJson(legacy).interruptionWeight, 0.5);
    legacy.insert(QStringLiteral("weight"), 1.0);
    QCOMPARE(policy::ChainDefinition::fromJson(legacy).interruptionWeight, kMaxInterruptionWeight);
    legacy.remove(QStringLiteral("weight"));
    QCOMPARE(policy::ChainDefinition::fromJson(legacy).interruptionWeight, kDefaultInterruptionWeight);
    c.source = QStringLiteral("ssh://user@login"); // its script is checked there
    c.scripts = {QStringLiteral("serve.sh")};
    QVERIFY_OK(policy::validateChain(c));
    c.interruptionWeight = -1;
    const auto refused = policy::validateChain(c);
    QVERIFY2(!refused.ok() && refused.error().contains(QLatin1String("interruption weight")),
             qPrintable(refused.error()));
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
