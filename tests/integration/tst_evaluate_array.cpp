// A chain evaluation on the local Slurm cluster: `mirage-cli evaluate --slurm-array` writes four
// jobs (offline data in an array, one training job, scoring in an array, a merge), submits nothing
// without --yes, and with it the cluster trains once and gives the numbers of one machine's run.
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include "cluster_test_helpers.h"

using cluster_test::eventually;

namespace {
using cluster_test::Run;
using cluster_test::run;

const QString kCli = QStringLiteral(MIRAGE_BINARY_DIR "/bin/mirage-cli");

// A small setting with every kind of method: a baseline, a trained predictor, the policy gradient
// (sampled, so its draws must not depend on which shard runs an episode), risk-optimal with its
// own forecaster, and the oracle; 72 nodes in a busy month, so that the outcomes differ.
const QStringList kSetting{QStringLiteral("evaluate"),
                           QStringLiteral("--trace"),
                           QStringLiteral(MIRAGE_SHARED_DATA_DIR "/ls6-a100.log"),
                           QStringLiteral("--nodes"),
                           QStringLiteral("72"),
                           QStringLiteral("--train-from"),
                           QStringLiteral("2022-12-20"),
                           QStringLiteral("--train-until"),
                           QStringLiteral("2023-01-05"),
                           QStringLiteral("--validate-from"),
                           QStringLiteral("2023-01-10"),
                           QStringLiteral("--validate-until"),
                           QStringLiteral("2023-01-13"),
                           QStringLiteral("--methods"),
                           QStringLiteral("reactive,average-wait,xgboost,reinforce,risk-optimal,oracle")};

// A method's scores without the decision rate (a timing).
QJsonObject scores(QJsonObject method)
{
  method.remove(QStringLiteral("decisions_per_s"));
  return method;
}

QJsonObject readJson(const QString &path)
{
  QFile f(path);
  return f.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(f.readAll()).object() : QJsonObject();
}
} // namespace

class TestEvaluateArray : public QObject {
  Q_OBJECT
private slots:
  void the_stages_say_what_they_miss()
  {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString work = dir.filePath(QStringLiteral("w"));
    // A sharded stage needs its shard, the others the count.
    Run r = run(kCli, kSetting + QStringList{QStringLiteral("--array-stage"), QStringLiteral("score"),
                                             QStringLiteral("--workdir"), work});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QLatin1String("--shard K/N")), qPrintable(r.err));
    r = run(kCli, kSetting + QStringList{QStringLiteral("--array-stage"), QStringLiteral("merge"),
                                         QStringLiteral("--workdir"), work});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QLatin1String("--shards N")), qPrintable(r.err));
    r = run(kCli, kSetting + QStringList{QStringLiteral("--array-stage"), QStringLiteral("bake"),
                                         QStringLiteral("--workdir"), work});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QLatin1String("offline, train, score, merge")), qPrintable(r.err));
    r = run(kCli, kSetting + QStringList{QStringLiteral("--yes")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QLatin1String("--yes needs --slurm-array")), qPrintable(r.err));
    // Training before the offline shards exist names the missing one; scoring before training
    // says the training job has not run.
    r = run(kCli, kSetting + QStringList{QStringLiteral("--array-stage"), QStringLiteral("offline"),
                                         QStringLiteral("--shard"), QStringLiteral("0/2"), QStringLiteral("--workdir"),
                                         work});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    r = run(kCli,
            kSetting + QStringList{QStringLiteral("--array-stage"), QStringLiteral("train"), QStringLiteral("--shards"),
                                   QStringLiteral("2"), QStringLiteral("--workdir"), work});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QLatin1String("offline shard 1 of 2")) && r.err.contains(QLatin1String("offline-1.bin")),
             qPrintable(r.err));
    r = run(kCli,
            kSetting + QStringList{QStringLiteral("--array-stage"), QStringLiteral("score"), QStringLiteral("--shard"),
                                   QStringLiteral("0/2"), QStringLiteral("--workdir"), work});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QLatin1String("training job has not run")), qPrintable(r.err));
    // An offline shard of another split is refused by name.
    QVERIFY(QFile::rename(work + QStringLiteral("/offline-0.bin"), work + QStringLiteral("/offline-1.bin")));
    QVERIFY(QFile::copy(work + QStringLiteral("/offline-1.bin"), work + QStringLiteral("/offline-0.bin")));
    r = run(kCli,
            kSetting + QStringList{QStringLiteral("--array-stage"), QStringLiteral("train"), QStringLiteral("--shards"),
                                   QStringLiteral("2"), QStringLiteral("--workdir"), work});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QLatin1String("is not offline shard 1 of 2")), qPrintable(r.err));
  }

  void the_cluster_trains_once_and_gives_one_machines_numbers()
  {
    const Run ping = run(QStringLiteral("scontrol"), {QStringLiteral("ping")});
    QVERIFY2(ping.exitCode == 0 && ping.out.contains(QLatin1String("UP")),
             "the local test cluster is not running: start it with tests/cluster/up.sh (./test.sh does)");
    // Job scripts read and write here: a directory every job can reach.
    QTemporaryDir dir(QStringLiteral("/tmp/mirage-cluster/evaluate-XXXXXX"));
    QVERIFY(dir.isValid());
    // The whole evaluation on this machine: 1-2 min, near 2 under stress-ng beside the other
    // tests; the limit only catches a hang.
    const Run local = run(kCli,
                          kSetting + QStringList{QStringLiteral("--json"), QStringLiteral("--db"),
                                                 dir.filePath(QStringLiteral("local.db"))},
                          QProcessEnvironment::systemEnvironment(), 600000);
    QVERIFY2(local.exitCode == 0, qPrintable(local.err));
    const QJsonObject here = QJsonDocument::fromJson(local.out.toUtf8()).object();
    QCOMPARE(here[QLatin1String("methods")].toArray().size(), 6);

    const QString work = dir.filePath(QStringLiteral("array"));
    const QStringList arrayArgs = kSetting + QStringList{QStringLiteral("--slurm-array"),
                                                         QStringLiteral("--partition"),
                                                         QStringLiteral("debug"),
                                                         QStringLiteral("--shards"),
                                                         QStringLiteral("2"),
                                                         QStringLiteral("--workdir"),
                                                         work,
                                                         QStringLiteral("--db"),
                                                         dir.filePath(QStringLiteral("m.db")),
                                                         QStringLiteral("--json")};
    // Without --yes: the four scripts are written, nothing is submitted.
    const Run asked = run(kCli, arrayArgs);
    QCOMPARE(asked.exitCode, 1);
    QVERIFY2(asked.err.contains(QLatin1String("--yes")), qPrintable(asked.err));
    for (const char *script : {"offline", "train", "score", "merge"})
      QVERIFY2(QFile::exists(work + QLatin1Char('/') + QLatin1String(script) + QStringLiteral(".sbatch")), script);
    QVERIFY(run(QStringLiteral("squeue"),
                {QStringLiteral("-h"), QStringLiteral("-n"), QStringLiteral("mirage-evaluate-offline")})
                .out.trimmed()
                .isEmpty());

    const Run submitted = run(kCli, arrayArgs + QStringList{QStringLiteral("--yes")});
    QVERIFY2(submitted.exitCode == 0, qPrintable(submitted.err));
    const QJsonObject jobs = QJsonDocument::fromJson(submitted.out.toUtf8()).object();
    for (const char *key : {"offline_job", "train_job", "score_job", "merge_job"})
      QVERIFY2(!jobs[QLatin1String(key)].toString().isEmpty(), qPrintable(submitted.out));
    const QString result = work + QStringLiteral("/evaluation.json");
    QVERIFY2(eventually([&] { return QFile::exists(result); }, 480000),
             qPrintable(QStringLiteral("no merged evaluation; logs: ") +
                        QDir(work).entryList({QStringLiteral("*.log")}).join(QLatin1Char(' '))));
    const QJsonObject there = readJson(result);
    const QJsonArray a = here[QLatin1String("methods")].toArray(), b = there[QLatin1String("methods")].toArray();
    QCOMPARE(b.size(), a.size());
    for (qsizetype i = 0; i < a.size(); ++i)
      QCOMPARE(scores(b[i].toObject()), scores(a[i].toObject()));
    QCOMPARE(there[QLatin1String("per_episode")], here[QLatin1String("per_episode")]);
    QCOMPARE(there[QLatin1String("episode_details")], here[QLatin1String("episode_details")]);
    QCOMPARE(there[QLatin1String("split")], here[QLatin1String("split")]);
    // Trained once: the scoring shards read every model from the training job's store.
    const QJsonObject stages = there[QLatin1String("stages")].toObject();
    const QJsonArray fromStore = stages[QLatin1String("models_from_store")].toArray();
    for (const char *model : {"xgboost", "reinforce", "risk-optimal-forecaster"})
      QVERIFY2(fromStore.contains(QLatin1String(model)), model);
    QCOMPARE(stages[QLatin1String("offline_data")][QLatin1String("examples")],
             here[QLatin1String("stages")][QLatin1String("offline_data")][QLatin1String("examples")]);
    QCOMPARE(stages[QLatin1String("slurm_array")][QLatin1String("shards")].toInt(), 2);
  }
};

QTEST_GUILESS_MAIN(TestEvaluateArray)
#include "tst_evaluate_array.moc"
