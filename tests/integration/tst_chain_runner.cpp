// The chain runner against the local Slurm cluster: a 3-link chain of short jobs run by
// `mirage-cli chain run --yes`, killed after the second link went in, then made to die between an
// sbatch and recording its answer (MIRAGE_FAULT_EXIT_AFTER_SBATCH, the one crash that cannot be
// provoked from outside), then restarted: every link ran exactly once. Bad chains are refused.
// The window's "Submit next link now" (services::submitNextLink) submits from a worker thread
// while the store records the link on its own. A link sbatch refuses is an error that keeps the
// runner's environment out of what it says and stores.
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include "cluster_test_helpers.h"
#include "result_check.h"
#include "services/chain_operations.h"
#include "store/chain_store.h"
#include "store/store.h"

#include <QThread>
#include <QtConcurrentRun>

using cluster_test::eventually;
using namespace mirage;

namespace {
using cluster_test::Run;
using cluster_test::run;

const QString kCli = QStringLiteral(MIRAGE_BINARY_DIR "/bin/mirage-cli");

} // namespace

class TestChainRunner : public QObject {
  Q_OBJECT
  QTemporaryDir m_dir;
  QString m_db, m_script, m_name;

  QJsonArray links()
  {
    const Run r = run(kCli, {QStringLiteral("chain"), QStringLiteral("list"), QStringLiteral("--json"),
                             QStringLiteral("--db"), m_db});
    for (const QJsonValue &c : QJsonDocument::fromJson(r.out.toUtf8()).object()[QLatin1String("chains")].toArray())
      if (c[QLatin1String("name")].toString() == m_name)
        return c[QLatin1String("submitted_links")].toArray();
    return {};
  }
  bool inQueue(const QString &tag)
  {
    // A squeue that failed (a busy slurmctld) says nothing: the job counts as still queued.
    const Run q = run(QStringLiteral("squeue"), {QStringLiteral("-h"), QStringLiteral("-n"), tag});
    return q.exitCode != 0 || !q.out.trimmed().isEmpty();
  }
  QStringList runAndKeepRunning() const
  {
    return {
        QStringLiteral("chain"),      QStringLiteral("run"), QStringLiteral("--name"), m_name, QStringLiteral("--yes"),
        QStringLiteral("--interval"), QStringLiteral("2"),   QStringLiteral("--db"),   m_db};
  }

private slots:
  void initTestCase()
  {
    const Run ping = run(QStringLiteral("scontrol"), {QStringLiteral("ping")});
    QVERIFY2(ping.exitCode == 0 && ping.out.contains(QLatin1String("UP")),
             "the local test cluster is not running: start it with tests/cluster/up.sh (./test.sh does)");
    m_db = m_dir.filePath(QStringLiteral("chains.sqlite"));
    m_script = m_dir.filePath(QStringLiteral("link.sh"));
    QFile f(m_script);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("#!/bin/bash\n#SBATCH --output=/tmp/mirage-cluster/jobs/%j.out\nsleep 12\necho link done\n");
    f.close();
    m_name = QStringLiteral("service-%1").arg(QCoreApplication::applicationPid());
  }

  void bad_chains_are_refused()
  {
    const auto add = [&](const QStringList &extra) {
      return run(kCli,
                 QStringList{QStringLiteral("chain"), QStringLiteral("add"), QStringLiteral("--name"),
                             QStringLiteral("bad"), QStringLiteral("--time"), QStringLiteral("1"),
                             QStringLiteral("--policy"), QStringLiteral("reactive"), QStringLiteral("--db"), m_db} +
                     extra);
    };
    const Run missing = add({QStringLiteral("--partition"), QStringLiteral("debug"), QStringLiteral("--script"),
                             QStringLiteral("/nonexistent/run.sh")});
    QCOMPARE(missing.exitCode, 2);
    QVERIFY2(missing.err.contains(QLatin1String("/nonexistent/run.sh")) && missing.err.contains(QLatin1String("exist")),
             qPrintable(missing.err));
    const Run nowhere =
        add({QStringLiteral("--partition"), QStringLiteral("nope"), QStringLiteral("--script"), m_script});
    QCOMPARE(nowhere.exitCode, 2);
    QVERIFY2(nowhere.err.contains(QLatin1String("'nope'")) && nowhere.err.contains(QLatin1String("debug")),
             qPrintable(nowhere.err));
    // debug allows 30 minutes: a 4-hour link would wait forever.
    const Run tooLong =
        run(kCli, {QStringLiteral("chain"), QStringLiteral("add"), QStringLiteral("--name"), QStringLiteral("bad"),
                   QStringLiteral("--time"), QStringLiteral("4:00:00"), QStringLiteral("--partition"),
                   QStringLiteral("debug"), QStringLiteral("--script"), m_script, QStringLiteral("--policy"),
                   QStringLiteral("reactive"), QStringLiteral("--db"), m_db});
    QCOMPARE(tooLong.exitCode, 2);
    QVERIFY2(tooLong.err.contains(QLatin1String("30:00")) && tooLong.err.contains(QLatin1String("debug")),
             qPrintable(tooLong.err));
    const Run policy = add({QStringLiteral("--partition"), QStringLiteral("debug"), QStringLiteral("--script"),
                            m_script, QStringLiteral("--policy"), QStringLiteral("psychic")});
    QCOMPARE(policy.exitCode, 2);
    QVERIFY2(policy.err.contains(QLatin1String("psychic")), qPrintable(policy.err));
  }

  // sbatch refusing a link (a script asking for a GRES the cluster lacks) is an error that says
  // what sbatch said; a secret in the runner's environment and the environment as a whole appear
  // nowhere: not in its output, not in the store.
  void a_refused_submission_says_why_and_keeps_secrets_out_of_logs()
  {
    const QString db = m_dir.filePath(QStringLiteral("secrets.sqlite"));
    const QString script = m_dir.filePath(QStringLiteral("bad-gres.sh"));
    QFile f(script);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("#!/bin/bash\n#SBATCH --gres=nonesuch:1\nsleep 1\n");
    f.close();
    const Run add = run(kCli, {QStringLiteral("chain"), QStringLiteral("add"), QStringLiteral("--name"),
                               QStringLiteral("secretive"), QStringLiteral("--partition"), QStringLiteral("debug"),
                               QStringLiteral("--script"), script, QStringLiteral("--time"), QStringLiteral("1"),
                               QStringLiteral("--policy"), QStringLiteral("reactive"), QStringLiteral("--db"), db});
    QVERIFY2(add.exitCode == 0, qPrintable(add.err));
    const QString secret = QStringLiteral("hunter2-%1").arg(QCoreApplication::applicationPid());
    auto env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("MIRAGE_TEST_API_TOKEN"), secret);
    const Run refused =
        run(kCli,
            {QStringLiteral("chain"), QStringLiteral("run"), QStringLiteral("--name"), QStringLiteral("secretive"),
             QStringLiteral("--yes"), QStringLiteral("--once"), QStringLiteral("--db"), db},
            env);
    QCOMPARE(refused.exitCode, 1);
    QVERIFY2(refused.err.contains(QLatin1String("sbatch")) && refused.err.contains(QLatin1String("gres")),
             qPrintable(refused.err));
    const QString said = refused.out + refused.err;
    QVERIFY2(!said.contains(secret) && !said.contains(QLatin1String("PATH=")), qPrintable(said));
    for (const QString &file : QStringList{db, db + QStringLiteral("-wal")}) {
      QFile stored(file);
      if (stored.open(QIODevice::ReadOnly))
        QVERIFY2(!stored.readAll().contains(secret.toUtf8()), qPrintable(file));
    }
  }

  void the_window_submits_the_next_link_from_a_worker()
  {
    const QString name = m_name + QStringLiteral("-window");
    const Run add =
        run(kCli, {QStringLiteral("chain"), QStringLiteral("add"), QStringLiteral("--name"), name,
                   QStringLiteral("--partition"), QStringLiteral("debug"), QStringLiteral("--script"), m_script,
                   QStringLiteral("--links"), QStringLiteral("2"), QStringLiteral("--time"), QStringLiteral("1"),
                   QStringLiteral("--policy"), QStringLiteral("reactive"), QStringLiteral("--db"), m_db});
    QVERIFY2(add.exitCode == 0, qPrintable(add.err));
    Store store(m_db);
    QVERIFY_OK(store.opened().result());
    const Qt::HANDLE storeThread = store.run([](Database &) { return QThread::currentThreadId(); }).result();
    Qt::HANDLE submittingThread = nullptr;
    const Result<QString> submitted =
        QtConcurrent::run([&] {
          submittingThread = QThread::currentThreadId();
          return services::submitNextLink(store, name, QDateTime::currentSecsSinceEpoch());
        }).result();
    QVERIFY_OK(submitted);
    QVERIFY(submittingThread != storeThread && submittingThread != QThread::currentThreadId());
    const auto stored = store.run([&](Database &db) { return loadChain(db, name); }).result();
    QVERIFY_OK(stored);
    const QList<ChainLink> recorded = store.run([&](Database &db) { return chainLinks(db, stored->id); }).result();
    QCOMPARE(recorded.size(), 1);
    QCOMPARE(recorded[0].state, QStringLiteral("submitted"));
    QVERIFY2(!recorded[0].jobId.isEmpty() && submitted->contains(recorded[0].jobId), qPrintable(*submitted));
    run(QStringLiteral("scancel"), {recorded[0].jobId});
    const auto unknown =
        QtConcurrent::run([&] { return services::submitNextLink(store, QStringLiteral("no-such-chain"), 0); }).result();
    QVERIFY(!unknown.ok() && unknown.error().contains(QLatin1String("no-such-chain")));
  }

  void every_link_runs_exactly_once_across_crashes()
  {
    const Run add =
        run(kCli, {QStringLiteral("chain"), QStringLiteral("add"), QStringLiteral("--name"), m_name,
                   QStringLiteral("--partition"), QStringLiteral("debug"), QStringLiteral("--script"), m_script,
                   QStringLiteral("--links"), QStringLiteral("3"), QStringLiteral("--time"), QStringLiteral("1"),
                   QStringLiteral("--policy"), QStringLiteral("reactive"), QStringLiteral("--db"), m_db});
    QVERIFY2(add.exitCode == 0, qPrintable(add.err));
    // Without --yes nothing is submitted.
    const Run asked = run(kCli, {QStringLiteral("chain"), QStringLiteral("run"), QStringLiteral("--name"), m_name,
                                 QStringLiteral("--once"), QStringLiteral("--db"), m_db});
    QCOMPARE(asked.exitCode, 1);
    QVERIFY2(asked.err.contains(QLatin1String("--yes")), qPrintable(asked.err));
    QCOMPARE(links().size(), 0);

    // A runner that is killed once the second link went in: once its job id is recorded. (A link
    // is listed from the moment its intent is stored, before sbatch runs; killed then, the next
    // runner rightly reconciles that link by name, which is one step of its own, and the crash
    // below would not be the third link's. On a busy machine that window is wide.)
    QProcess runner;
    runner.start(kCli, runAndKeepRunning());
    QVERIFY(runner.waitForStarted());
    QVERIFY2(eventually(
                 [&] {
                   const QJsonArray now = links();
                   return now.size() >= 2 && now[1][QLatin1String("state")].toString() == QLatin1String("submitted");
                 },
                 120000),
             qPrintable(QString::fromUtf8(runner.readAll())));
    runner.kill();
    runner.waitForFinished();
    const QJsonArray two = links();
    QCOMPARE(two.size(), 2);
    const QString tag0 = two[0][QLatin1String("tag")].toString(), tag1 = two[1][QLatin1String("tag")].toString();
    QVERIFY(tag1.endsWith(QLatin1String("-1")));

    // The second job ends; a runner then dies right after its sbatch of the third.
    QVERIFY(eventually([&] { return !inQueue(tag1); }, 120000));
    auto faulty = QProcessEnvironment::systemEnvironment();
    faulty.insert(QStringLiteral("MIRAGE_FAULT_EXIT_AFTER_SBATCH"), QStringLiteral("1"));
    const Run crashed = run(kCli,
                            {QStringLiteral("chain"), QStringLiteral("run"), QStringLiteral("--name"), m_name,
                             QStringLiteral("--yes"), QStringLiteral("--once"), QStringLiteral("--db"), m_db},
                            faulty);
    QCOMPARE(crashed.exitCode, 3);
    const QJsonArray three = links();
    QCOMPARE(three.size(), 3);
    QCOMPARE(three[2][QLatin1String("state")].toString(), QStringLiteral("intended"));
    const QString tag2 = three[2][QLatin1String("tag")].toString();

    // Restarted: it finds the third job by its name instead of submitting it again, and finishes.
    const Run finished = run(kCli, runAndKeepRunning(), QProcessEnvironment::systemEnvironment(), 180000);
    QVERIFY2(finished.exitCode == 0, qPrintable(finished.out + finished.err));
    QVERIFY2(finished.out.contains(QLatin1String("before a crash")), qPrintable(finished.out));
    QCOMPARE(links()[2][QLatin1String("state")].toString(), QStringLiteral("submitted"));

    // Slurm's own records: each link's job exactly once.
    for (const QString &tag : {tag0, tag1, tag2}) {
      Run acct;
      QVERIFY2(eventually(
                   [&] {
                     acct = run(QStringLiteral("sacct"),
                                {QStringLiteral("-X"), QStringLiteral("-n"), QStringLiteral("-P"),
                                 QStringLiteral("--name=") + tag, QStringLiteral("-S"), QStringLiteral("now-1hour"),
                                 QStringLiteral("-o"), QStringLiteral("JobID,State")});
                     return acct.out.contains(QLatin1String("COMPLETED"));
                   },
                   60000),
               qPrintable(tag + QLatin1Char(' ') + acct.out + acct.err));
      QCOMPARE(acct.out.trimmed().split(QLatin1Char('\n')).size(), 1);
    }
  }

  void a_running_chain_has_a_schedule_report()
  {
    // A 3-link chain of 25-minute jobs (debug allows 30), its first link submitted; the schedule
    // from the live queue.
    const QString name = m_name + QStringLiteral("-report");
    const Run add =
        run(kCli, {QStringLiteral("chain"), QStringLiteral("add"), QStringLiteral("--name"), name,
                   QStringLiteral("--partition"), QStringLiteral("debug"), QStringLiteral("--script"), m_script,
                   QStringLiteral("--links"), QStringLiteral("3"), QStringLiteral("--time"), QStringLiteral("0:25:00"),
                   QStringLiteral("--policy"), QStringLiteral("lead-2h"), QStringLiteral("--db"), m_db});
    QVERIFY2(add.exitCode == 0, qPrintable(add.err));
    const Run first = run(kCli, {QStringLiteral("chain"), QStringLiteral("run"), QStringLiteral("--name"), name,
                                 QStringLiteral("--yes"), QStringLiteral("--once"), QStringLiteral("--db"), m_db});
    QVERIFY2(first.exitCode == 0, qPrintable(first.err));
    const QString ics = m_dir.filePath(QStringLiteral("schedule.ics"));
    const QStringList common{QStringLiteral("report"),
                             QStringLiteral("--kind"),
                             QStringLiteral("schedule"),
                             QStringLiteral("--chain"),
                             name,
                             QStringLiteral("--source"),
                             QStringLiteral("local"),
                             QStringLiteral("--method"),
                             QStringLiteral("slurm-estimate"),
                             QStringLiteral("--db"),
                             m_db};
    const Run calendar = run(
        kCli, common + QStringList{QStringLiteral("--format"), QStringLiteral("ics"), QStringLiteral("--out"), ics});
    QVERIFY2(calendar.exitCode == 0, qPrintable(calendar.err));
    QFile f(ics);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(f.readAll());
    QCOMPARE(text.count(QStringLiteral("BEGIN:VEVENT")), 2); // links 2 and 3
    QVERIFY2(text.contains(QStringLiteral("link 2")) && text.contains(QStringLiteral("TRIGGER:-PT30M")),
             qPrintable(text));
    const QString pdf = m_dir.filePath(QStringLiteral("schedule.pdf"));
    const Run report = run(
        kCli, common + QStringList{QStringLiteral("--format"), QStringLiteral("pdf"), QStringLiteral("--out"), pdf});
    QVERIFY2(report.exitCode == 0, qPrintable(report.err));
    const Run words = run(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
    // A line may break after a hyphen of the name, which pdftotext then joins without it.
    const auto joined = [](QString written) {
      static const QRegularExpression hyphensAndSpace(QStringLiteral("[-\\s]"));
      return written.remove(hyphensAndSpace);
    };
    QVERIFY2(joined(words.out).contains(joined(name)) && joined(words.out).contains(QLatin1String("slurmestimate")),
             qPrintable(words.out));
    static const QRegularExpression job(QStringLiteral("as job (\\d+)"));
    if (const auto m = job.match(first.out); m.hasMatch()) // the link has done its part
      run(QStringLiteral("scancel"), {m.captured(1)});
  }
};

QTEST_GUILESS_MAIN(TestChainRunner)
#include "tst_chain_runner.moc"
