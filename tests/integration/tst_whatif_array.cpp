// What-if scenarios on the local Slurm cluster: `mirage-cli whatif --slurm-array` writes a job
// array of shards and a merge job, submits nothing without --yes, and with it the cluster runs the
// shards and merges them into the store — with the same numbers as the run on this machine.
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include "cluster_test_helpers.h"

using cluster_test::eventually;

namespace {
using cluster_test::Run;
using cluster_test::run;

const QString kCli = QStringLiteral(MIRAGE_BINARY_DIR "/bin/mirage-cli");

// What must agree between two runs of one scenario (not the seconds they took).
QJsonObject numbers(QJsonObject r)
{
  r.remove(QStringLiteral("seconds"));
  return r;
}
} // namespace

class TestWhatIfArray : public QObject {
  Q_OBJECT
private slots:
  void the_cluster_runs_the_shards_and_merges_them()
  {
    const Run ping = run(QStringLiteral("scontrol"), {QStringLiteral("ping")});
    QVERIFY2(ping.exitCode == 0 && ping.out.contains(QLatin1String("UP")),
             "the local test cluster is not running: start it with tests/cluster/up.sh (./test.sh does)");
    // Job scripts read and write here: a directory every job can reach.
    QTemporaryDir dir(QStringLiteral("/tmp/mirage-cluster/whatif-XXXXXX"));
    QVERIFY(dir.isValid());
    const QString file = dir.filePath(QStringLiteral("scenarios.json"));
    const QJsonObject base{{QStringLiteral("trace"), QStringLiteral(MIRAGE_SHARED_DATA_DIR "/ls6-a100.log")},
                           {QStringLiteral("nodes"), 72}};
    const QJsonArray items{
        QJsonObject{{QStringLiteral("name"), QStringLiteral("as is")}, {QStringLiteral("base"), base}},
        QJsonObject{{QStringLiteral("name"), QStringLiteral("88 nodes")},
                    {QStringLiteral("base"), base},
                    {QStringLiteral("nodes"), 88}},
        QJsonObject{{QStringLiteral("name"), QStringLiteral("fcfs with services")},
                    {QStringLiteral("base"), base},
                    {QStringLiteral("policy"), QStringLiteral("fcfs")},
                    {QStringLiteral("chain_policy"), QStringLiteral("lead-2h")},
                    {QStringLiteral("chains"), QJsonObject{{QStringLiteral("count"), 4}}}}};
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(QJsonDocument(QJsonObject{{QStringLiteral("scenarios"), items}}).toJson());
    f.close();
    const QString db = dir.filePath(QStringLiteral("m.db"));
    const Run local =
        run(kCli, {QStringLiteral("whatif"), QStringLiteral("--scenarios"), file, QStringLiteral("--json"),
                   QStringLiteral("--db"), dir.filePath(QStringLiteral("local.db"))});
    QVERIFY2(local.exitCode == 0, qPrintable(local.err));
    const QJsonArray here = QJsonDocument::fromJson(local.out.toUtf8()).object()[QLatin1String("results")].toArray();
    QCOMPARE(here.size(), 3);

    const QString work = dir.filePath(QStringLiteral("array"));
    const QStringList arrayArgs{QStringLiteral("whatif"),
                                QStringLiteral("--scenarios"),
                                file,
                                QStringLiteral("--slurm-array"),
                                QStringLiteral("--partition"),
                                QStringLiteral("debug"),
                                QStringLiteral("--shards"),
                                QStringLiteral("2"),
                                QStringLiteral("--workdir"),
                                work,
                                QStringLiteral("--db"),
                                db};
    // Without --yes: the scripts are written, nothing is submitted.
    const Run asked = run(kCli, arrayArgs);
    QCOMPARE(asked.exitCode, 1);
    QVERIFY2(asked.err.contains(QLatin1String("--yes")), qPrintable(asked.err));
    QVERIFY(QFile::exists(work + QStringLiteral("/array.sbatch")) &&
            QFile::exists(work + QStringLiteral("/merge.sbatch")));
    // None of this run's jobs is queued: their scripts are in `work`. (The cluster is shared: the
    // What-if workspace's test may have queued its own mirage-whatif jobs meanwhile.)
    const QString queued =
        run(QStringLiteral("squeue"), {QStringLiteral("-h"), QStringLiteral("-n"), QStringLiteral("mirage-whatif"),
                                       QStringLiteral("-o"), QStringLiteral("%o")})
            .out;
    QVERIFY2(!queued.contains(work), qPrintable(queued));

    const Run submitted = run(kCli, arrayArgs + QStringList{QStringLiteral("--yes")});
    QVERIFY2(submitted.exitCode == 0, qPrintable(submitted.err));
    QVERIFY2(submitted.out.contains(QLatin1String("Submitted job array")), qPrintable(submitted.out));
    const QString results = work + QStringLiteral("/results.json");
    QVERIFY2(eventually([&] { return QFile::exists(results); }, 240000),
             qPrintable(QStringLiteral("no merged results; shard logs: ") +
                        QDir(work).entryList({QStringLiteral("*.log")}).join(QLatin1Char(' '))));
    QFile r(results);
    QVERIFY(r.open(QIODevice::ReadOnly));
    const QJsonArray there = QJsonDocument::fromJson(r.readAll()).object()[QLatin1String("results")].toArray();
    QCOMPARE(there.size(), 3);
    for (qsizetype i = 0; i < 3; ++i)
      QCOMPARE(numbers(there[i].toObject()), numbers(here[i].toObject()));
    // The merge job stored the scenarios with their results.
    const Run list = run(kCli, {QStringLiteral("whatif"), QStringLiteral("--list"), QStringLiteral("--db"), db});
    QVERIFY2(list.exitCode == 0 && list.out.count(QLatin1String("mean wait")) == 3, qPrintable(list.out + list.err));
  }
};

QTEST_GUILESS_MAIN(TestWhatIfArray)
#include "tst_whatif_array.moc"
