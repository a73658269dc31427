// mirage-cli as a user runs it: --version, --help, errors, the demo, info, German output.
#include "policy/chain_evaluation.h"
#include "store/database.h"

#include "test_fixtures.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>

#include <map>

namespace {
struct Run {
  int exitCode = -1;
  QString out, err;
};
Run cli(const QStringList &args, const QProcessEnvironment &env = QProcessEnvironment::systemEnvironment(),
        int timeoutMs = 300000)
{
  QProcess p;
  p.setProcessEnvironment(env);
  p.start(QStringLiteral(MIRAGE_BINARY_DIR "/bin/mirage-cli"), args);
  if (!p.waitForFinished(timeoutMs))
    return {};
  return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
}
} // namespace

class TestCli : public QObject {
  Q_OBJECT
private slots:
  void version()
  {
    const Run r = cli({QStringLiteral("--version")});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.out.trimmed(), QStringLiteral("mirage-cli " MIRAGE_VERSION));
    QCOMPARE(cli({QStringLiteral("-v")}).out, r.out);
  }

  void help_lists_the_commands()
  {
    const Run r = cli({QStringLiteral("--help")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains(QLatin1String("Usage: mirage-cli <command>")));
    for (const char *command : {"info", "demo"})
      QVERIFY2(r.out.contains(QStringLiteral("\n  %1 ").arg(QLatin1String(command))), command);
    // Every summary starts in one column, apart from the longest name too (train-forecast ran
    // into its summary once).
    const QStringList lines =
        r.out.section(QLatin1String("Commands:\n"), 1).section(QLatin1String("\n\n"), 0, 0).split(QLatin1Char('\n'));
    QVERIFY(lines.size() >= 15);
    qsizetype column = -1;
    for (const QString &line : lines) {
      static const QRegularExpression command(QStringLiteral("^  (\\S+)(\\s{2,})\\S"));
      const auto m = command.match(line);
      QVERIFY2(m.hasMatch(), qPrintable(line));
      const qsizetype start = m.capturedEnd(2);
      QVERIFY2(column < 0 || start == column, qPrintable(line));
      column = start;
    }
    // Without arguments: the help on stderr, exit 2.
    const Run none = cli({});
    QCOMPARE(none.exitCode, 2);
    QVERIFY(none.err.contains(QLatin1String("Commands:")));
  }

  void unknown_command_and_option_are_usage_errors()
  {
    const Run r = cli({QStringLiteral("frobnicate")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.err.contains(QLatin1String("unknown command 'frobnicate'")));
    const Run opt = cli({QStringLiteral("demo"), QStringLiteral("--bogus")});
    QCOMPARE(opt.exitCode, 2);
    QVERIFY2(opt.err.contains(QLatin1String("bogus")), qPrintable(opt.err));
  }

  void demo_as_json()
  {
    const Run r = cli({QStringLiteral("demo"), QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(o.value(QLatin1String("cluster")).toString(), QStringLiteral("demo"));
    QVERIFY(o.value(QLatin1String("running")).toInt() > 0);
    QVERIFY(o.value(QLatin1String("gpus_in_use")).toInt() <= o.value(QLatin1String("gpus")).toInt());
    QVERIFY(o.value(QLatin1String("partitions")).toArray().size() >= 2);
    const Run text = cli({QStringLiteral("demo")});
    QVERIFY(text.out.contains(QLatin1String("gpu-a100")));
  }

  void info_loads_the_ml_library()
  {
    const Run r = cli({QStringLiteral("info"), QStringLiteral("--json")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(o.value(QLatin1String("mirage")).toString(), QStringLiteral(MIRAGE_VERSION));
    QVERIFY(!o.value(QLatin1String("torch")).toString().isEmpty());
    QVERIFY(!o.value(QLatin1String("xgboost")).toString().isEmpty());
  }

  void missing_ml_library_is_a_clear_error()
  {
    auto env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("MIRAGE_ML_LIBRARY"), QStringLiteral("/nonexistent/libmirage_ml.so"));
    const Run r = cli({QStringLiteral("info")}, env);
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QLatin1String("/nonexistent/libmirage_ml.so")), qPrintable(r.err));
    // The parts that need no torch still answer.
    const Run basic = cli({QStringLiteral("info"), QStringLiteral("--no-ml")}, env);
    QCOMPARE(basic.exitCode, 0);
    QVERIFY(basic.out.contains(QLatin1String("SQLite 3.")));
  }

  void import_clusters_and_jobs()
  {
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("m.sqlite"));
    const Run r = cli({QStringLiteral("import"), QStringLiteral(MIRAGE_SHARED_DATA_DIR "/ls6-a100.log"),
                       QStringLiteral("--db"), db, QStringLiteral("--cluster"), QStringLiteral("ls6"),
                       QStringLiteral("--time-zone"), QStringLiteral("America/Chicago"), QStringLiteral("--json")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(o.value(QLatin1String("jobs")).toInt(), 24776);
    QCOMPARE(o.value(QLatin1String("skipped")).toInt(), 1);
    QCOMPARE(o.value(QLatin1String("format")).toString(), QStringLiteral("mirage-log"));
    const QJsonObject firstError = o.value(QLatin1String("errors")).toArray().first().toObject();
    QCOMPARE(firstError.value(QLatin1String("line")).toInt(), 19706);
    QVERIFY(!firstError.value(QLatin1String("message")).toString().isEmpty());
    QCOMPARE(o.value(QLatin1String("first_submit")).toString(), QStringLiteral("2022-10-05T16:52:48Z"));
    QVERIFY(o.value(QLatin1String("last_submit")).toString().startsWith(QLatin1String("2023-")));

    const Run clusters = cli({QStringLiteral("clusters"), QStringLiteral("--db"), db, QStringLiteral("--json")});
    QCOMPARE(clusters.exitCode, 0);
    const QJsonArray list =
        QJsonDocument::fromJson(clusters.out.toUtf8()).object().value(QLatin1String("clusters")).toArray();
    QCOMPARE(list.size(), 1);
    QCOMPARE(list.first().toObject().value(QLatin1String("jobs")).toInt(), 24776);

    const Run jobs = cli({QStringLiteral("jobs"), QStringLiteral("--cluster"), QStringLiteral("ls6"),
                          QStringLiteral("--db"), db, QStringLiteral("--since"), QStringLiteral("2023-03-01"),
                          QStringLiteral("--limit"), QStringLiteral("5"), QStringLiteral("--json")});
    QVERIFY2(jobs.exitCode == 0, qPrintable(jobs.err));
    const QJsonArray rows = QJsonDocument::fromJson(jobs.out.toUtf8()).object().value(QLatin1String("jobs")).toArray();
    QCOMPARE(rows.size(), 5);
    QString previous;
    for (const QJsonValue &v : rows) {
      const QString submit = v.toObject().value(QLatin1String("submit")).toString();
      QVERIFY(submit >= QLatin1String("2023-03-01") && submit >= previous);
      previous = submit;
    }
    const Run unknown =
        cli({QStringLiteral("jobs"), QStringLiteral("--cluster"), QStringLiteral("nope"), QStringLiteral("--db"), db});
    QCOMPARE(unknown.exitCode, 1);
    QVERIFY2(unknown.err.contains(QLatin1String("no cluster 'nope'")) &&
                 unknown.err.contains(QLatin1String("(it has: ls6)")),
             qPrintable(unknown.err));
    // Every command that reads a cluster names those the store has.
    const Run forecastUnknown =
        cli({QStringLiteral("forecast"), QStringLiteral("--cluster"), QStringLiteral("nope"), QStringLiteral("--db"),
             db, QStringLiteral("--job"), QStringLiteral("partition=batch,time=1:00:00")});
    QCOMPARE(forecastUnknown.exitCode, 1);
    QVERIFY2(forecastUnknown.err.contains(QLatin1String("(it has: ls6)")), qPrintable(forecastUnknown.err));
    // As text: a header row, and a line that says the list stops at the limit.
    const Run text = cli({QStringLiteral("jobs"), QStringLiteral("--cluster"), QStringLiteral("ls6"),
                          QStringLiteral("--db"), db, QStringLiteral("--limit"), QStringLiteral("3")});
    QCOMPARE(text.exitCode, 0);
    const QStringList lines = text.out.trimmed().split(QLatin1Char('\n'));
    QCOMPARE(lines.size(), 5);
    QVERIFY2(lines.first().startsWith(QLatin1String("JOBID")), qPrintable(lines.first()));
    QVERIFY2(lines.last().contains(QLatin1String("--limit 0")), qPrintable(lines.last()));
    QVERIFY(QJsonDocument::fromJson(jobs.out.toUtf8()).object().value(QLatin1String("truncated")).toBool());
    // A state Slurm does not have is a usage error naming the states, not an empty list.
    const Run bogus = cli({QStringLiteral("jobs"), QStringLiteral("--cluster"), QStringLiteral("ls6"),
                           QStringLiteral("--db"), db, QStringLiteral("--state"), QStringLiteral("BOGUS")});
    QCOMPARE(bogus.exitCode, 2);
    QVERIFY2(bogus.err.contains(QLatin1String("'BOGUS'")) && bogus.err.contains(QLatin1String("TIMEOUT")),
             qPrintable(bogus.err));
    const Run timeout =
        cli({QStringLiteral("jobs"), QStringLiteral("--cluster"), QStringLiteral("ls6"), QStringLiteral("--db"), db,
             QStringLiteral("--state"), QStringLiteral("timeout"), QStringLiteral("--json")});
    QCOMPARE(timeout.exitCode, 0);
  }

  void usage_lines_name_the_command()
  {
    // Not the binary's path as typed (build/bin/mirage-cli), and with the command.
    for (const QStringList &command :
         {QStringList{QStringLiteral("import")}, QStringList{QStringLiteral("evaluate")},
          QStringList{QStringLiteral("forecast-eval")}, QStringList{QStringLiteral("chain"), QStringLiteral("run")}}) {
      const Run r = cli(command + QStringList{QStringLiteral("--help")});
      QCOMPARE(r.exitCode, 0);
      const QString first = r.out.section(QLatin1Char('\n'), 0, 0);
      QVERIFY2(first.startsWith(QStringLiteral("Usage: mirage-cli %1 [options]").arg(command.join(QLatin1Char(' ')))),
               qPrintable(first));
    }
  }

  void bad_times_say_the_accepted_forms_data()
  {
    const QString ls6 = QStringLiteral(MIRAGE_SHARED_DATA_DIR "/ls6-a100.log");
    QTest::addColumn<QStringList>("args");
    QTest::newRow("evaluate") << QStringList{QStringLiteral("evaluate"), QStringLiteral("--trace"), ls6,
                                             QStringLiteral("--train-until"), QStringLiteral("03/01/2023")};
    QTest::newRow("forecast-eval") << QStringList{QStringLiteral("forecast-eval"), QStringLiteral("--trace"), ls6,
                                                  QStringLiteral("--train-until"), QStringLiteral("03/01/2023")};
    QTest::newRow("simulate") << QStringList{QStringLiteral("simulate"), QStringLiteral("--trace"), ls6,
                                             QStringLiteral("--from"), QStringLiteral("03/01/2023")};
    QTest::newRow("jobs") << QStringList{QStringLiteral("jobs"), QStringLiteral("--cluster"), QStringLiteral("x"),
                                         QStringLiteral("--since"), QStringLiteral("03/01/2023")};
  }
  void bad_times_say_the_accepted_forms()
  {
    QFETCH(QStringList, args);
    const Run r = cli(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QLatin1String("'03/01/2023' is not a time")) &&
                 r.err.contains(QLatin1String("2023-03-01")) && r.err.contains(QLatin1String("epoch seconds")),
             qPrintable(r.err));
  }

  void chain_help_lists_its_actions()
  {
    const Run help = cli({QStringLiteral("chain"), QStringLiteral("--help")});
    QCOMPARE(help.exitCode, 0);
    for (const char *action : {"add", "list", "run"})
      QVERIFY2(help.out.contains(QStringLiteral("  %1 ").arg(QLatin1String(action))), qPrintable(help.out));
    QCOMPARE(cli({QStringLiteral("chain")}).exitCode, 2);
  }

  void reading_commands_never_create_a_store()
  {
    QTemporaryDir dir;
    const QString typo = dir.filePath(QStringLiteral("typo/x.sqlite"));
    for (const QStringList &args : {QStringList{QStringLiteral("clusters"), QStringLiteral("--db"), typo},
                                    QStringList{QStringLiteral("jobs"), QStringLiteral("--cluster"),
                                                QStringLiteral("ls6"), QStringLiteral("--db"), typo}}) {
      const Run r = cli(args);
      QCOMPARE(r.exitCode, 1);
      QVERIFY2(r.err.contains(typo) && r.err.contains(QLatin1String("no store")), qPrintable(r.err));
      QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("typo"))));
    }
  }

  void import_errors()
  {
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("m.sqlite"));
    const Run missing = cli({QStringLiteral("import"), QStringLiteral("/nonexistent.swf"), QStringLiteral("--db"), db});
    QCOMPARE(missing.exitCode, 1);
    QVERIFY2(missing.err.contains(QLatin1String("/nonexistent.swf: no such file")), qPrintable(missing.err));
    const Run format =
        cli({QStringLiteral("import"), QStringLiteral("x"), QStringLiteral("--format"), QStringLiteral("parquet")});
    QCOMPARE(format.exitCode, 2);
    QVERIFY(format.err.contains(QLatin1String("unknown format 'parquet'")));
    const Run zone = cli(
        {QStringLiteral("import"), QStringLiteral("x"), QStringLiteral("--time-zone"), QStringLiteral("Mars/Olympus")});
    QCOMPARE(zone.exitCode, 2);
    QVERIFY(zone.err.contains(QLatin1String("unknown time zone 'Mars/Olympus'")));
    const Run none = cli({QStringLiteral("import")});
    QCOMPARE(none.exitCode, 2);
  }

  // A path that is not UTF-8 (a Latin-1 file name): the shell passes the raw bytes (QProcess cannot)
  // and removes the file afterwards (QTemporaryDir cannot name it).
  // The CLI refuses it by what it is, shows the byte, and creates no store.
  void non_utf8_path_is_refused_by_name()
  {
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("m.sqlite"));
    QProcess p;
    p.start(QStringLiteral("sh"),
            {QStringLiteral("-c"),
             QStringLiteral("f=\"$(printf '%s/tr\\351ce.swf' \"$1\")\"; echo '1 0 5 60 1 -1 -1 1 3600' > \"$f\" && "
                            "\"$0\" import \"$f\" --db \"$2\"; rc=$?; rm -f \"$f\"; exit $rc"),
             QStringLiteral(MIRAGE_BINARY_DIR "/bin/mirage-cli"), dir.path(), db});
    QVERIFY(p.waitForFinished(60000));
    const QString err = QString::fromUtf8(p.readAllStandardError());
    QCOMPARE(p.exitCode(), 2);
    QVERIFY2(err.contains(QLatin1String("/tr\\xE9ce.swf' is not UTF-8 text")), qPrintable(err));
    QVERIFY(!QFileInfo::exists(db));
  }

  void simulate()
  {
    QTemporaryDir dir;
    const QString csv = dir.filePath(QStringLiteral("jobs.csv"));
    const Run r = cli({QStringLiteral("simulate"), QStringLiteral("--trace"),
                       QStringLiteral(MIRAGE_SHARED_DATA_DIR "/ls6-a100.log"), QStringLiteral("--nodes"),
                       QStringLiteral("72"), QStringLiteral("--policy"), QStringLiteral("easy"),
                       QStringLiteral("--out"), csv, QStringLiteral("--json")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(o.value(QLatin1String("jobs")).toInt(), 24776);
    QVERIFY(o.value(QLatin1String("utilisation")).toDouble() > 0.3 &&
            o.value(QLatin1String("utilisation")).toDouble() <= 1.0);
    QVERIFY(o.value(QLatin1String("p90_wait_s")).toDouble() >= o.value(QLatin1String("median_wait_s")).toDouble());
    QFile f(csv);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll().count('\n'), 24777); // header + one line per job
    // More load never shortens the mean wait on the same jobs here.
    const Run heavy =
        cli({QStringLiteral("simulate"), QStringLiteral("--trace"),
             QStringLiteral(MIRAGE_SHARED_DATA_DIR "/ls6-a100.log"), QStringLiteral("--nodes"), QStringLiteral("72"),
             QStringLiteral("--load-scale"), QStringLiteral("1.5"), QStringLiteral("--json")});
    QVERIFY(QJsonDocument::fromJson(heavy.out.toUtf8()).object().value(QLatin1String("mean_wait_s")).toDouble() >
            o.value(QLatin1String("mean_wait_s")).toDouble());
    const Run bad = cli({QStringLiteral("simulate"), QStringLiteral("--trace"), QStringLiteral("x"),
                         QStringLiteral("--policy"), QStringLiteral("lottery")});
    QCOMPARE(bad.exitCode, 2);
    QVERIFY(bad.err.contains(QLatin1String("unknown policy 'lottery'")));
  }

  void whatif_compares_scenarios_sweeps_and_stores_them()
  {
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("scenarios.json"));
    const QString ls6 = QStringLiteral(MIRAGE_SHARED_DATA_DIR "/ls6-a100.log");
    const QJsonObject base{{QStringLiteral("trace"), ls6}, {QStringLiteral("nodes"), 72}};
    QJsonArray items{QJsonObject{{QStringLiteral("name"), QStringLiteral("as is")}, {QStringLiteral("base"), base}},
                     QJsonObject{{QStringLiteral("name"), QStringLiteral("16 more nodes")},
                                 {QStringLiteral("base"), base},
                                 {QStringLiteral("nodes"), 88}},
                     QJsonObject{{QStringLiteral("name"), QStringLiteral("services")},
                                 {QStringLiteral("base"), base},
                                 {QStringLiteral("chain_policy"), QStringLiteral("lead-2h")},
                                 {QStringLiteral("chains"), QJsonObject{{QStringLiteral("count"), 5}}}}};
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(QJsonDocument(QJsonObject{{QStringLiteral("scenarios"), items}}).toJson());
    f.close();
    const QString db = dir.filePath(QStringLiteral("m.db"));
    const QString out = dir.filePath(QStringLiteral("results.json"));
    const Run r = cli({QStringLiteral("whatif"), QStringLiteral("--scenarios"), file, QStringLiteral("--db"), db,
                       QStringLiteral("--save"), QStringLiteral("--out"), out, QStringLiteral("--json")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
    const QJsonArray results = o[QLatin1String("results")].toArray();
    QCOMPARE(results.size(), 3);
    QCOMPARE(results[0][QLatin1String("jobs")].toInt(), 24776);
    QCOMPARE(results[1][QLatin1String("nodes")].toInt(), 88);
    QVERIFY(results[1][QLatin1String("mean_wait_h")].toDouble() < results[0][QLatin1String("mean_wait_h")].toDouble());
    QVERIFY(o[QLatin1String("deltas_vs_first")][1][QLatin1String("mean_wait_h")].toDouble() < 0);
    QCOMPARE(results[2][QLatin1String("chains")][QLatin1String("transitions")].toInt(), 10); // 5 × (3 − 1)
    QFile written(out);
    QVERIFY(written.open(QIODevice::ReadOnly));
    QCOMPARE(QJsonDocument::fromJson(written.readAll()).object()[QLatin1String("results")].toArray().size(), 3);
    // Stored: listed with their results, and run again by name.
    const Run list = cli({QStringLiteral("whatif"), QStringLiteral("--list"), QStringLiteral("--db"), db});
    QVERIFY2(list.exitCode == 0 && list.out.count(QLatin1Char('\n')) == 3, qPrintable(list.out + list.err));
    QVERIFY(list.out.contains(QLatin1String("16 more nodes")) && list.out.contains(QLatin1String("mean wait")));
    const Run again = cli({QStringLiteral("whatif"), QStringLiteral("--stored"), QStringLiteral("16 more nodes"),
                           QStringLiteral("--db"), db, QStringLiteral("--json")});
    QVERIFY2(again.exitCode == 0, qPrintable(again.err));
    QCOMPARE(QJsonDocument::fromJson(again.out.toUtf8())
                 .object()[QLatin1String("results")][0][QLatin1String("mean_wait_h")]
                 .toDouble(),
             results[1][QLatin1String("mean_wait_h")].toDouble());
    // A sweep of nodes: one row per value, waits never longer with more nodes here.
    const Run sweep = cli({QStringLiteral("whatif"), QStringLiteral("--scenarios"), file, QStringLiteral("--sweep"),
                           QStringLiteral("nodes"), QStringLiteral("--values"), QStringLiteral("72:92:10"),
                           QStringLiteral("--db"), db});
    QVERIFY2(sweep.exitCode == 0, qPrintable(sweep.err));
    QVERIFY2(sweep.out.contains(QLatin1String("nodes = 92")), qPrintable(sweep.out));
    // Errors name the file, the scenario and the field; a bad sweep parameter is a usage error.
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"scenarios": [{"name": "x", "base": {"trace": "t.swf"}}]})");
    f.close();
    const Run bad = cli({QStringLiteral("whatif"), QStringLiteral("--scenarios"), file, QStringLiteral("--db"), db});
    QCOMPARE(bad.exitCode, 1);
    QVERIFY2(bad.err.contains(file) && bad.err.contains(QLatin1String("scenario 1")) &&
                 bad.err.contains(QLatin1String("'base.nodes'")),
             qPrintable(bad.err));
    const Run badSweep =
        cli({QStringLiteral("whatif"), QStringLiteral("--stored"), QStringLiteral("as is"), QStringLiteral("--sweep"),
             QStringLiteral("colour"), QStringLiteral("--values"), QStringLiteral("1,2"), QStringLiteral("--db"), db});
    QCOMPARE(badSweep.exitCode, 2);
    QVERIFY2(badSweep.err.contains(QLatin1String("unknown sweep parameter 'colour'")), qPrintable(badSweep.err));
    QCOMPARE(cli({QStringLiteral("whatif"), QStringLiteral("--db"), db}).exitCode, 2);
    // A scenario that cannot run stands in the results with its error, and the command fails.
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(QJsonDocument(QJsonObject{{QStringLiteral("scenarios"),
                                       QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("as is")},
                                                              {QStringLiteral("base"), base}},
                                                  QJsonObject{{QStringLiteral("name"), QStringLiteral("broken")},
                                                              {QStringLiteral("base"), base},
                                                              {QStringLiteral("partition_nodes"),
                                                               QJsonObject{{QStringLiteral("nowhere"), 4}}}}}}})
                .toJson());
    f.close();
    const Run partly = cli({QStringLiteral("whatif"), QStringLiteral("--scenarios"), file, QStringLiteral("--db"), db,
                            QStringLiteral("--json")});
    QCOMPARE(partly.exitCode, 1);
    QVERIFY2(partly.err.contains(QLatin1String("broken")) && partly.err.contains(QLatin1String("'nowhere'")),
             qPrintable(partly.err));
    const QJsonArray partResults =
        QJsonDocument::fromJson(partly.out.toUtf8()).object()[QLatin1String("results")].toArray();
    QCOMPARE(partResults.size(), 2);
    QCOMPARE(partResults[0][QLatin1String("jobs")].toInt(), 24776);
  }

  void report_writes_whatif_and_forecast_reports()
  {
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("scenarios.json"));
    const QJsonObject base{{QStringLiteral("trace"), QStringLiteral(MIRAGE_SHARED_DATA_DIR "/ls6-a100.log")},
                           {QStringLiteral("nodes"), 72}};
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(QJsonDocument(QJsonObject{{QStringLiteral("scenarios"),
                                       QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("as is")},
                                                              {QStringLiteral("base"), base}},
                                                  QJsonObject{{QStringLiteral("name"), QStringLiteral("88 nodes")},
                                                              {QStringLiteral("base"), base},
                                                              {QStringLiteral("nodes"), 88}}}}})
                .toJson());
    f.close();
    const QString csv = dir.filePath(QStringLiteral("whatif.csv"));
    const Run r = cli({QStringLiteral("report"), QStringLiteral("--kind"), QStringLiteral("whatif"),
                       QStringLiteral("--scenarios"), file, QStringLiteral("--format"), QStringLiteral("csv"),
                       QStringLiteral("--out"), csv, QStringLiteral("--db"), dir.filePath(QStringLiteral("m.db"))});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QFile c(csv);
    QVERIFY(c.open(QIODevice::ReadOnly));
    const QStringList lines = QString::fromUtf8(c.readAll()).split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 3);
    QVERIFY(lines[1].startsWith(QLatin1String("as is,72,24776,")) &&
            lines[2].startsWith(QLatin1String("88 nodes,88,")));
    const QString pdf = dir.filePath(QStringLiteral("forecast.pdf"));
    const Run forecast =
        cli({QStringLiteral("report"), QStringLiteral("--kind"), QStringLiteral("forecast"), QStringLiteral("--demo"),
             QStringLiteral("--job"), QStringLiteral("partition=gpu-a100,nodes=1,gpus=3,time=4:00:00"),
             QStringLiteral("--format"), QStringLiteral("pdf"), QStringLiteral("--out"), pdf,
             QStringLiteral("--time-zone"), QStringLiteral("UTC")});
    QVERIFY2(forecast.exitCode == 0, qPrintable(forecast.err));
    QProcess text;
    text.start(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
    QVERIFY(text.waitForFinished());
    const QString words = QString::fromUtf8(text.readAllStandardOutput());
    QVERIFY2(words.contains(QLatin1String("gpu-a100")) && words.contains(QLatin1String("Wait by method")),
             qPrintable(words));
    // Usage errors: ics is for schedules, an unknown format, no --out; a schedule of no chain.
    for (const QStringList &args :
         {QStringList{QStringLiteral("--kind"), QStringLiteral("whatif"), QStringLiteral("--scenarios"), file,
                      QStringLiteral("--format"), QStringLiteral("ics"), QStringLiteral("--out"), csv},
          QStringList{QStringLiteral("--kind"), QStringLiteral("whatif"), QStringLiteral("--format"),
                      QStringLiteral("docx"), QStringLiteral("--out"), csv},
          QStringList{QStringLiteral("--kind"), QStringLiteral("whatif"), QStringLiteral("--format"),
                      QStringLiteral("pdf")}})
      QCOMPARE(cli(QStringList{QStringLiteral("report")} + args).exitCode, 2);
    const Run noChain =
        cli({QStringLiteral("report"), QStringLiteral("--kind"), QStringLiteral("schedule"), QStringLiteral("--chain"),
             QStringLiteral("nope"), QStringLiteral("--format"), QStringLiteral("pdf"), QStringLiteral("--out"), pdf,
             QStringLiteral("--db"), dir.filePath(QStringLiteral("m.db"))});
    QCOMPARE(noChain.exitCode, 1);
    QVERIFY2(noChain.err.contains(QLatin1String("nope")), qPrintable(noChain.err));
  }

  void simulate_with_a_slurm_conf()
  {
    // LS6's GPU partition as a slurm.conf: Slurm's backfill by default, and a what-if with more nodes.
    QTemporaryDir dir;
    const QString conf = dir.filePath(QStringLiteral("slurm.conf"));
    QFile f(conf);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("SchedulerType=sched/backfill\nSchedulerParameters=bf_interval=30,bf_max_job_test=200\n"
            "PriorityType=priority/multifactor\nPriorityWeightAge=1000\nPriorityWeightFairshare=2000\n"
            "NodeName=c[001-072] Gres=gpu:a100:3\nPartitionName=gpu-a100 Nodes=c[001-072] Default=YES\n");
    f.close();
    const auto run = [&](QStringList extra) {
      const Run r = cli(QStringList{QStringLiteral("simulate"), QStringLiteral("--trace"),
                                    QStringLiteral(MIRAGE_SHARED_DATA_DIR "/ls6-a100.log"),
                                    QStringLiteral("--cluster-config"), conf, QStringLiteral("--json")} +
                        extra);
      return std::pair{r, QJsonDocument::fromJson(r.out.toUtf8()).object()};
    };
    const auto [r, o] = run({});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QCOMPARE(o.value(QLatin1String("policy")).toString(), QStringLiteral("slurm"));
    QCOMPARE(o.value(QLatin1String("jobs")).toInt(), 24776);
    QCOMPARE(o.value(QLatin1String("nodes")).toInt(), 72);
    const auto [bigger, b] = run({QStringLiteral("--partition-nodes"), QStringLiteral("gpu-a100=96")});
    QVERIFY2(bigger.exitCode == 0, qPrintable(bigger.err));
    QCOMPARE(b.value(QLatin1String("nodes")).toInt(), 96);
    QVERIFY(b.value(QLatin1String("mean_wait_s")).toDouble() < o.value(QLatin1String("mean_wait_s")).toDouble());
    const auto [unknown, u] = run({QStringLiteral("--partition-nodes"), QStringLiteral("gpu-h100=8")});
    QCOMPARE(unknown.exitCode, 2);
    QVERIFY2(unknown.err.contains(QLatin1String("no partition 'gpu-h100'")), qPrintable(unknown.err));
  }

  void simulate_by_core()
  {
    // ALCF Theta's SWF gives processors = nodes: by core with one core per node is the same
    // schedule as by whole node; with 64 cores per node the same jobs barely wait.
    const QString theta = QStringLiteral(MIRAGE_SHARED_DATA_DIR "/alcf_theta_2022_cqsim.swf.gz");
    const auto run = [&](QStringList extra) {
      const Run r = cli(QStringList{QStringLiteral("simulate"), QStringLiteral("--trace"), theta,
                                    QStringLiteral("--nodes"), QStringLiteral("4360"), QStringLiteral("--json")} +
                        extra);
      return std::pair{r, QJsonDocument::fromJson(r.out.toUtf8()).object()};
    };
    const auto [whole, w] = run({});
    const auto [cores1, c1] = run({QStringLiteral("--cores-per-node"), QStringLiteral("1")});
    const auto [cores64, c64] = run({QStringLiteral("--cores-per-node"), QStringLiteral("64")});
    QVERIFY2(whole.exitCode == 0 && cores1.exitCode == 0 && cores64.exitCode == 0, qPrintable(cores64.err));
    QCOMPARE(c1.value(QLatin1String("mean_wait_s")).toDouble(), w.value(QLatin1String("mean_wait_s")).toDouble());
    QCOMPARE(c64.value(QLatin1String("nodes")).toInt(), 4360);
    QCOMPARE(c64.value(QLatin1String("cores_per_node")).toInt(), 64);
    QVERIFY(c64.value(QLatin1String("mean_wait_s")).toDouble() < w.value(QLatin1String("mean_wait_s")).toDouble() / 10);
    const auto [bad, b] = run({QStringLiteral("--cores-per-node"), QStringLiteral("0")});
    QCOMPARE(bad.exitCode, 2);
    QVERIFY(bad.err.contains(QLatin1String("--cores-per-node")));
    const auto [gpus, g] = run({QStringLiteral("--cores-per-node"), QStringLiteral("8"),
                                QStringLiteral("--gpus-per-node"), QStringLiteral("4")});
    QCOMPARE(gpus.exitCode, 2);
  }

  void forecast_on_the_demo_cluster()
  {
    QTemporaryDir dir; // an empty store: no trained models
    const QString db = dir.filePath(QStringLiteral("mirage.sqlite"));
    // The demo as it is on a busy Tuesday afternoon (its queue follows the time it is opened at:
    // at some hours a 2-node job starts at once, and the spread below would be nil).
    const QString busy = QStringLiteral("2024-03-05T14:00:00Z");
    const auto run = [&](QStringList extra) {
      const Run r = cli(QStringList{QStringLiteral("forecast"), QStringLiteral("--demo"), QStringLiteral("--at"), busy,
                                    QStringLiteral("--json"), QStringLiteral("--rollouts"), QStringLiteral("50"),
                                    QStringLiteral("--db"), db} +
                        extra);
      return std::pair{r, QJsonDocument::fromJson(r.out.toUtf8()).object()};
    };
    const auto [r, o] =
        run({QStringLiteral("--job"), QStringLiteral("partition=gpu-a100,nodes=2,gpus=3,time=48:00:00")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QCOMPARE(o.value(QLatin1String("rollouts")).toInt(), 50);
    QCOMPARE(o.value(QLatin1String("job")).toString(),
             QStringLiteral("partition=gpu-a100,nodes=2,gpus=3,time=2-00:00:00"));
    const double p10 = o.value(QLatin1String("p10_s")).toDouble(), p50 = o.value(QLatin1String("p50_s")).toDouble(),
                 p90 = o.value(QLatin1String("p90_s")).toDouble();
    // The rollouts draw what the snapshot does not say (runtimes): a spread, not a point.
    QVERIFY2(p10 > 0 && p90 > 1.2 * p10, qPrintable(QStringLiteral("%1 %2 %3").arg(p10).arg(p50).arg(p90)));
    // --at pins the demo: the same queue, so the same forecast, every time.
    const auto [again, a] =
        run({QStringLiteral("--job"), QStringLiteral("partition=gpu-a100,nodes=2,gpus=3,time=48:00:00")});
    QCOMPARE(a.value(QLatin1String("p50_s")).toDouble(), p50);
    // The whole partition (72 nodes) waits for everything ahead of it: longer than two nodes.
    const auto [whole, w] =
        run({QStringLiteral("--job"), QStringLiteral("partition=gpu-a100,nodes=72,gpus=3,time=48:00:00")});
    QVERIFY2(whole.exitCode == 0, qPrintable(whole.err));
    QVERIFY2(w.value(QLatin1String("p50_s")).toDouble() > p90,
             qPrintable(QString::number(w.value(QLatin1String("p50_s")).toDouble())));
    // Without trained models in the store the demo cluster is forecast by Monte-Carlo.
    QCOMPARE(o.value(QLatin1String("method")).toString(), QStringLiteral("monte-carlo"));
    const QJsonArray quantiles = o.value(QLatin1String("quantiles")).toArray();
    QCOMPARE(quantiles.size(), 7); // P5, P10, P25, P50, P75, P90, P95
    for (qsizetype i = 1; i < quantiles.size(); ++i)
      QVERIFY(quantiles[i][QLatin1String("wait_s")].toDouble() >= quantiles[i - 1][QLatin1String("wait_s")].toDouble());
    // Slurm's plan needs nothing stored; the historical methods say that history is missing.
    const auto [slurm, sl] =
        run({QStringLiteral("--job"), QStringLiteral("partition=gpu-a100,nodes=1,gpus=3,time=12:00:00"),
             QStringLiteral("--method"), QStringLiteral("slurm-estimate")});
    QVERIFY2(slurm.exitCode == 0, qPrintable(slurm.err));
    QCOMPARE(sl.value(QLatin1String("method")).toString(), QStringLiteral("slurm-estimate"));
    QVERIFY(sl.value(QLatin1String("p50_s")).toDouble() >= 0);
    // The demo brings its history: the historical methods work on an empty store (and store nothing).
    for (const char *m : {"hist-median", "qbets"}) {
      const auto [byMethod, bm] =
          run({QStringLiteral("--job"), QStringLiteral("partition=gpu-a100,nodes=1,gpus=3,time=12:00:00"),
               QStringLiteral("--method"), QString::fromLatin1(m)});
      QVERIFY2(byMethod.exitCode == 0, qPrintable(byMethod.err));
      QCOMPARE(bm.value(QLatin1String("method")).toString(), QString::fromLatin1(m));
      QVERIFY(bm.value(QLatin1String("p90_s")).toDouble() >= bm.value(QLatin1String("p10_s")).toDouble());
    }
    QVERIFY(!QFileInfo::exists(db));
    const auto [unknown, u] = run({QStringLiteral("--job"), QStringLiteral("partition=gpu-a100,time=1:00:00"),
                                   QStringLiteral("--method"), QStringLiteral("crystal-ball")});
    QCOMPARE(unknown.exitCode, 2);
    QVERIFY2(unknown.err.contains(QLatin1String("crystal-ball")), qPrintable(unknown.err));
    const auto [untrained, t] = run({QStringLiteral("--job"), QStringLiteral("partition=gpu-a100,time=1:00:00"),
                                     QStringLiteral("--method"), QStringLiteral("xgboost")});
    QCOMPARE(untrained.exitCode, 1);
    QVERIFY2(untrained.err.contains(QLatin1String("train-forecast")), qPrintable(untrained.err));
    const auto [bad, b] = run({QStringLiteral("--job"), QStringLiteral("partition=gpu-a100,nodes=two,time=1:00:00")});
    QCOMPARE(bad.exitCode, 2);
    QVERIFY2(bad.err.contains(QLatin1String("nodes")), qPrintable(bad.err));
    const auto [none, n] = run({QStringLiteral("--job"), QStringLiteral("partition=gpu-b200,time=1:00:00")});
    QCOMPARE(none.exitCode, 1);
    QVERIFY2(none.err.contains(QLatin1String("'gpu-b200'")), qPrintable(none.err));
  }

  void train_forecast_then_forecast_and_risk_from_history()
  {
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("m.sqlite"));
    const auto json = [](const Run &r) { return QJsonDocument::fromJson(r.out.toUtf8()).object(); };
    QCOMPARE(cli({QStringLiteral("import"), QStringLiteral(MIRAGE_SHARED_DATA_DIR "/ls6-a100.log"),
                  QStringLiteral("--db"), db, QStringLiteral("--cluster"), QStringLiteral("ls6")})
                 .exitCode,
             0);
    // Three months of history, the random forest only (the fastest learned method).
    const Run train = cli({QStringLiteral("train-forecast"), QStringLiteral("--cluster"), QStringLiteral("ls6"),
                           QStringLiteral("--db"), db, QStringLiteral("--since"), QStringLiteral("2022-12-01"),
                           QStringLiteral("--until"), QStringLiteral("2023-03-01"), QStringLiteral("--methods"),
                           QStringLiteral("random-forest"), QStringLiteral("--json")});
    QVERIFY2(train.exitCode == 0, qPrintable(train.err));
    const QJsonObject t = json(train);
    QCOMPARE(t.value(QLatin1String("data_from")).toString(), QStringLiteral("2022-12-01T00:00:00Z"));
    QVERIFY(t.value(QLatin1String("data_to")).toString() < QStringLiteral("2023-03-01"));
    QVERIFY(t.value(QLatin1String("examples")).toInt() > 1000);
    const QJsonObject rf = t.value(QLatin1String("methods")).toArray().first().toObject();
    QCOMPARE(rf.value(QLatin1String("name")).toString(), QStringLiteral("random-forest"));
    QVERIFY(rf.value(QLatin1String("model_id")).toInt() > 0);
    QVERIFY(rf.value(QLatin1String("validation_jobs")).toInt() > 2000);
    // Calibrated on data the fitted forest never saw, the P10–P90 band covers near its nominal
    // 80 % on the 18 days after (0.75 measured: the weeks drift).
    const double coverage = rf.value(QLatin1String("coverage_p10_p90")).toDouble();
    QVERIFY2(coverage >= 0.7 && coverage <= 0.9, qPrintable(QString::number(coverage)));
    QVERIFY(rf.value(QLatin1String("hist_median_mae_log_wait")).toDouble() > 0);

    // The stored model is the default for the cluster, forecast from its history at a time.
    const QStringList at{QStringLiteral("--cluster"), QStringLiteral("ls6"),
                         QStringLiteral("--db"),      db,
                         QStringLiteral("--at"),      QStringLiteral("2023-03-02T12:00:00")};
    const Run forecast =
        cli(QStringList{QStringLiteral("forecast"), QStringLiteral("--job"),
                        QStringLiteral("partition=batch,nodes=1,time=48:00:00"), QStringLiteral("--json")} +
            at);
    QVERIFY2(forecast.exitCode == 0, qPrintable(forecast.err));
    QCOMPARE(json(forecast).value(QLatin1String("method")).toString(), QStringLiteral("random-forest"));
    QCOMPARE(json(forecast).value(QLatin1String("snapshot_time")).toString(), QStringLiteral("2023-03-02T12:00:00Z"));

    // The risk of a chain: a pending 48-hour predecessor and an identical successor.
    const QString spec = QStringLiteral("partition=batch,nodes=1,time=48:00:00");
    const Run risk = cli(QStringList{QStringLiteral("risk"), QStringLiteral("--predecessor"), spec,
                                     QStringLiteral("--successor"), spec, QStringLiteral("--json")} +
                         at);
    QVERIFY2(risk.exitCode == 0, qPrintable(risk.err));
    const QJsonObject r = json(risk);
    const QJsonArray points = r.value(QLatin1String("points")).toArray();
    QVERIFY(points.size() > 5);
    for (qsizetype i = 1; i < points.size(); ++i)
      QVERIFY(points[i][QLatin1String("p_interruption")].toDouble() <=
              points[i - 1][QLatin1String("p_interruption")].toDouble());
    const QJsonObject best = r.value(QLatin1String("suggested")).toObject();
    // One unit: a 1-node CPU chain at the default weight costs gap hours + overlap hours, and the
    // suggestion is the cheapest lead.
    QCOMPARE(r.value(QLatin1String("interruption_weight")).toDouble(), 1.0);
    for (const QJsonValue &p : points) {
      const double cost = p[QLatin1String("cost_gpu_h")].toDouble(-1);
      QVERIFY(qAbs(cost - p[QLatin1String("expected_gap_h")].toDouble() -
                   p[QLatin1String("expected_overlap_h")].toDouble()) < 1e-9);
      QVERIFY(best.value(QLatin1String("cost_gpu_h")).toDouble() <= cost);
    }
    QVERIFY(best.value(QLatin1String("submit_at")).toString().endsWith(QLatin1Char('Z')));
    QVERIFY(!best.value(QLatin1String("submit_at_local")).toString().isEmpty());
    QVERIFY(best.value(QLatin1String("submit_at")).toString() <=
            r.value(QLatin1String("predecessor")).toObject().value(QLatin1String("limit_end")).toString());
    // The reason in words: the wait and the risk at the suggested lead, with its percentage.
    const QStringList reason = r.value(QLatin1String("reason")).toVariant().toStringList();
    QVERIFY2(reason.size() >= 3, qPrintable(reason.join(QLatin1Char('|'))));
    QVERIFY(reason.join(QLatin1Char(' '))
                .contains(QStringLiteral("%1 %").arg(100.0 * best.value(QLatin1String("p_interruption")).toDouble(), 0,
                                                     'f', 0)));
    // Interruption weighing 1000 overlap hours: a lead at least as long.
    const Run fearful =
        cli(QStringList{QStringLiteral("risk"), QStringLiteral("--predecessor"), spec, QStringLiteral("--successor"),
                        spec, QStringLiteral("--weight"), QStringLiteral("1000"), QStringLiteral("--json")} +
            at);
    QVERIFY(json(fearful).value(QLatin1String("suggested")).toObject().value(QLatin1String("lead_s")).toInt() >=
            best.value(QLatin1String("lead_s")).toInt());

    // A predecessor named by the trace's own job id: 717145 ran 2023-03-01 14:13 to 03-03 14:13
    // on 4 nodes. A row number of the trace (the replay once numbered jobs so) is no job.
    const Run byTraceId =
        cli(QStringList{QStringLiteral("risk"), QStringLiteral("--predecessor"), QStringLiteral("717145"),
                        QStringLiteral("--successor"), spec, QStringLiteral("--json")} +
            at);
    QVERIFY2(byTraceId.exitCode == 0, qPrintable(byTraceId.err));
    const QString job =
        json(byTraceId).value(QLatin1String("predecessor")).toObject().value(QLatin1String("job")).toString();
    QVERIFY2(job.contains(QLatin1String("717145")) && job.contains(QLatin1String("2023-03-01")), qPrintable(job));
    const Run byRow = cli(QStringList{QStringLiteral("risk"), QStringLiteral("--predecessor"), QStringLiteral("19566"),
                                      QStringLiteral("--successor"), spec} +
                          at);
    QCOMPARE(byRow.exitCode, 1);
    QVERIFY2(byRow.err.contains(QLatin1String("19566")), qPrintable(byRow.err));

    // Mistakes.
    const Run noJob = cli(QStringList{QStringLiteral("risk"), QStringLiteral("--predecessor"), QStringLiteral("424242"),
                                      QStringLiteral("--successor"), spec} +
                          at);
    QCOMPARE(noJob.exitCode, 1);
    QVERIFY2(noJob.err.contains(QLatin1String("424242")), qPrintable(noJob.err));
    const Run badWeight =
        cli(QStringList{QStringLiteral("risk"), QStringLiteral("--predecessor"), spec, QStringLiteral("--successor"),
                        spec, QStringLiteral("--weight"), QStringLiteral("1001")} +
            at);
    QCOMPARE(badWeight.exitCode, 2);
    const Run notLearned = cli({QStringLiteral("train-forecast"), QStringLiteral("--cluster"), QStringLiteral("ls6"),
                                QStringLiteral("--db"), db, QStringLiteral("--methods"), QStringLiteral("qbets")});
    QCOMPARE(notLearned.exitCode, 2);
    QVERIFY2(notLearned.err.contains(QLatin1String("qbets")), qPrintable(notLearned.err));
    const Run unknown = cli({QStringLiteral("train-forecast"), QStringLiteral("--cluster"), QStringLiteral("nope"),
                             QStringLiteral("--db"), db});
    QCOMPARE(unknown.exitCode, 1);
    QVERIFY2(unknown.err.contains(QLatin1String("nope")), qPrintable(unknown.err));
  }

  void evaluate_chain_policies_on_the_paper_split()
  {
    const QString ls6 = QStringLiteral(MIRAGE_SHARED_DATA_DIR "/ls6-a100.log");
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("m.sqlite"));
    const Run r = cli({QStringLiteral("evaluate"), QStringLiteral("--trace"), ls6, QStringLiteral("--split"),
                       QStringLiteral("paper"), QStringLiteral("--methods"),
                       QStringLiteral("reactive,average-wait,lead-2h,oracle"), QStringLiteral("--json"),
                       QStringLiteral("--db"), db});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(o[QLatin1String("episodes")].toInt(), 156); // the paper's validation samples
    QCOMPARE(o[QLatin1String("nodes")].toInt(), 88);
    const QJsonArray methods = o[QLatin1String("methods")].toArray();
    QCOMPARE(methods.size(), 4);
    QCOMPARE(methods[0][QLatin1String("name")].toString(), QStringLiteral("reactive"));
    QCOMPARE(methods[3][QLatin1String("name")].toString(), QStringLiteral("oracle"));
    int n = 0;
    for (const char *bucket : {"low", "medium", "heavy"})
      n += methods[0][QLatin1String("buckets")][QLatin1String(bucket)][QLatin1String("n")].toInt();
    QCOMPARE(n, 156);
    // The oracle is the least cost (λ = 1, GPU-hours): nobody's regret is below zero, its own is 0.
    const QJsonObject oracle = methods[3][QLatin1String("buckets")][QLatin1String("all")].toObject();
    QCOMPARE(o[QLatin1String("interruption_weight")].toDouble(), 1.0);
    QCOMPARE(oracle[QLatin1String("regret_gpu_h")].toDouble(-1), 0.0);
    for (const QJsonValue &m : methods) {
      const QJsonObject all = m[QLatin1String("buckets")][QLatin1String("all")].toObject();
      QVERIFY(all[QLatin1String("mean_cost_gpu_h")].toDouble() >= oracle[QLatin1String("mean_cost_gpu_h")].toDouble());
      QVERIFY(all[QLatin1String("regret_gpu_h")].toDouble(-1) >= 0);
    }
    const QJsonObject lead = methods[2][QLatin1String("buckets")][QLatin1String("all")].toObject();
    const QJsonArray ci = lead[QLatin1String("mean_interruption_h_ci")].toArray();
    QCOMPARE(ci.size(), 2);
    QVERIFY(ci[0].toDouble() <= lead[QLatin1String("mean_interruption_h")].toDouble() &&
            lead[QLatin1String("mean_interruption_h")].toDouble() <= ci[1].toDouble());
    QVERIFY(lead[QLatin1String("mean_overlap_h")].toDouble() > 1.0); // two hours early, mostly started at once
    QVERIFY(methods[1].toObject().contains(QLatin1String("decisions_per_s")));
    QCOMPARE(o[QLatin1String("per_episode")].toArray().size(), 4 * 156);

    for (const auto &[args, says] : {std::pair{QStringList{QStringLiteral("--split"), QStringLiteral("paper"),
                                                           QStringLiteral("--methods"), QStringLiteral("crystal-ball")},
                                               "unknown method"},
                                     std::pair{QStringList{}, "--split paper"},
                                     std::pair{QStringList{QStringLiteral("--split"), QStringLiteral("paper"),
                                                           QStringLiteral("--chain-nodes"), QStringLiteral("100")},
                                               "100"}}) {
      const Run bad = cli(QStringList{QStringLiteral("evaluate"), QStringLiteral("--trace"), ls6} + args);
      QCOMPARE(bad.exitCode, 2);
      QVERIFY2(bad.err.contains(QLatin1String(says)), qPrintable(bad.err));
    }
  }

  void evaluate_trains_once_and_then_loads_from_the_store()
  {
    // A short training window (Oct–Nov 2022) keeps the XGBoost predictor and REINFORCE quick; still,
    // each run trains, and on a busy machine beside the end-to-end test one takes minutes.
    constexpr int kTrainingTimeoutMs = 600000;
    QTemporaryDir dir;
    const QStringList args{QStringLiteral("evaluate"),
                           QStringLiteral("--trace"),
                           QStringLiteral(MIRAGE_SHARED_DATA_DIR "/ls6-a100.log"),
                           QStringLiteral("--train-until"),
                           QStringLiteral("2022-11-15"),
                           QStringLiteral("--validate-from"),
                           QStringLiteral("2023-03-20"),
                           QStringLiteral("--methods"),
                           QStringLiteral("reactive,xgboost,reinforce,reinforce-greedy"),
                           QStringLiteral("--db"),
                           dir.filePath(QStringLiteral("m.sqlite")),
                           QStringLiteral("--json")};
    const Run first = cli(args, QProcessEnvironment::systemEnvironment(), kTrainingTimeoutMs);
    QVERIFY2(first.exitCode == 0, qPrintable(first.err));
    const QJsonObject a = QJsonDocument::fromJson(first.out.toUtf8()).object();
    const QJsonObject stagesA = a[QLatin1String("stages")].toObject();
    QVERIFY(stagesA.contains(QLatin1String("train_xgboost")));
    QVERIFY(stagesA[QLatin1String("train_reinforce")][QLatin1String("updates")].toInt() == 60);
    QCOMPARE(stagesA[QLatin1String("models_from_store")].toArray().size(), 0);
    const Run second = cli(args, QProcessEnvironment::systemEnvironment(), kTrainingTimeoutMs);
    QVERIFY2(second.exitCode == 0, qPrintable(second.err));
    const QJsonObject b = QJsonDocument::fromJson(second.out.toUtf8()).object();
    const QJsonObject stagesB = b[QLatin1String("stages")].toObject();
    QVERIFY(!stagesB.contains(QLatin1String("train_xgboost")) && !stagesB.contains(QLatin1String("offline_data")));
    QCOMPARE(stagesB[QLatin1String("models_from_store")].toArray().size(), 2);
    // The stored models decide exactly as the trained ones did (the sampled policy too: same seed).
    QCOMPARE(b[QLatin1String("per_episode")].toArray(), a[QLatin1String("per_episode")].toArray());
    // Models trained by other code (another version in the store) are trained again, and said so.
    const auto markStale = [&] {
      mirage::Database db;
      if (!db.open(dir.filePath(QStringLiteral("m.sqlite"))).ok())
        return false;
      return db
          .prepare(QStringLiteral(
              "UPDATE models SET scores = json_set(scores, '$.version', 'older code') WHERE kind = 'chain'"))
          .exec();
    };
    QVERIFY(markStale());
    const Run third = cli(args, QProcessEnvironment::systemEnvironment(), kTrainingTimeoutMs);
    QVERIFY2(third.exitCode == 0, qPrintable(third.err));
    const QJsonObject c = QJsonDocument::fromJson(third.out.toUtf8()).object();
    const QJsonObject stagesC = c[QLatin1String("stages")].toObject();
    QVERIFY(stagesC.contains(QLatin1String("train_xgboost")));
    QCOMPARE(stagesC[QLatin1String("models_from_store")].toArray().size(), 0);
    QCOMPARE(stagesC[QLatin1String("stale_models_retrained")].toArray(),
             (QJsonArray{QStringLiteral("xgboost"), QStringLiteral("reinforce")}));
    QCOMPARE(c[QLatin1String("per_episode")].toArray(), a[QLatin1String("per_episode")].toArray());
    QStringList text = args;
    text.removeAll(QStringLiteral("--json"));
    QVERIFY(markStale());
    const Run said = cli(text, QProcessEnvironment::systemEnvironment(), kTrainingTimeoutMs);
    QVERIFY2(said.err.contains(QLatin1String("trained by other code (older code)")), qPrintable(said.err));
    // Validation moved up to two days after --train-until: the embargo leaves out the training
    // episodes that reach it, so the models stored (trained on all of them) are not reused.
    QStringList earlier = args;
    earlier[earlier.indexOf(QStringLiteral("2023-03-20"))] = QStringLiteral("2022-11-17");
    const Run moved = cli(earlier, QProcessEnvironment::systemEnvironment(), kTrainingTimeoutMs);
    QVERIFY2(moved.exitCode == 0, qPrintable(moved.err));
    const QJsonObject m = QJsonDocument::fromJson(moved.out.toUtf8()).object();
    QVERIFY(m[QLatin1String("split")][QLatin1String("embargoed_training_episodes")].toInt() > 0);
    QCOMPARE(m[QLatin1String("stages")][QLatin1String("models_from_store")].toArray().size(), 0);
  }

  void evaluate_runs_every_learned_method_end_to_end()
  {
    // Minutes of training: ctest runs it as its own test (tst_cli_evaluate_end_to_end), beside the
    // rest of tst_cli.
    if (!qEnvironmentVariableIsSet("MIRAGE_TEST_END_TO_END"))
      QSKIP("runs as tst_cli_evaluate_end_to_end");
    // LS6's first weeks train the random forest, the transformer, the mixture of experts, the DQN
    // and risk-optimal's forecaster; all are scored on the same twelve validation episodes as
    // reactive and the oracle; no method beats the oracle on any episode; then every model is
    // found in the store and decides exactly as before.
    QTemporaryDir dir;
    const QStringList args{QStringLiteral("evaluate"),
                           QStringLiteral("--trace"),
                           QStringLiteral(MIRAGE_SHARED_DATA_DIR "/ls6-a100.log"),
                           QStringLiteral("--train-until"),
                           QStringLiteral("2022-11-15"),
                           QStringLiteral("--validate-from"),
                           QStringLiteral("2023-03-25"),
                           QStringLiteral("--methods"),
                           QStringLiteral("reactive,random-forest,transformer,moe,dqn,risk-optimal,oracle"),
                           QStringLiteral("--db"),
                           dir.filePath(QStringLiteral("m.sqlite")),
                           QStringLiteral("--json")};
    // Ten minutes alone; on a busy machine (two stress-ng hogs beside ctest's other job) the
    // first run passed 25 minutes.
    const Run first = cli(args, QProcessEnvironment::systemEnvironment(), 2400000);
    QVERIFY2(first.exitCode == 0, qPrintable(first.err));
    const QJsonObject a = QJsonDocument::fromJson(first.out.toUtf8()).object();
    const QJsonObject stages = a[QLatin1String("stages")].toObject();
    for (const char *stage : {"train_random-forest", "train_transformer", "train_moe", "train_dqn"})
      QVERIFY2(stages.contains(QLatin1String(stage)), stage);
    // The four predictors (the DQN's xgboost too) were trained at once, on a thread each.
    QVERIFY(stages[QLatin1String("train_predictors_wall_s")].toDouble() > 0);
    QVERIFY(stages.contains(QLatin1String("train_xgboost")));
    QVERIFY(stages[QLatin1String("train_dqn")][QLatin1String("transitions")].toInt() > 10000);
    QVERIFY(a[QLatin1String("risk_forecaster")][QLatin1String("examples")].toInt() > 1000);
    const int episodes = a[QLatin1String("episodes")].toInt();
    QCOMPARE(episodes, 12);
    const QJsonArray methods = a[QLatin1String("methods")].toArray();
    QCOMPARE(methods.size(), 7);
    for (const QJsonValue &m : methods)
      QCOMPARE(m[QLatin1String("buckets")][QLatin1String("all")][QLatin1String("n")].toInt(), episodes);
    // Per episode, nobody costs less than the oracle (the least cost knowing the future, at the
    // default weight), so no regret is below zero.
    QMap<QString, QMap<QString, double>> cost; // start → method → GPU-hours
    for (const QJsonValue &row : a[QLatin1String("per_episode")].toArray())
      cost[row[QLatin1String("start")].toString()][row[QLatin1String("method")].toString()] =
          row[QLatin1String("cost_gpu_h")].toDouble(-1);
    QCOMPARE(cost.size(), episodes);
    for (const auto &byMethod : std::as_const(cost)) {
      QCOMPARE(byMethod.size(), 7);
      const double best = byMethod.value(QStringLiteral("oracle"));
      QVERIFY(best >= 0);
      for (auto m = byMethod.begin(); m != byMethod.end(); ++m)
        QVERIFY2(m.value() >= best - 1e-9, qPrintable(m.key()));
    }
    for (const QJsonValue &m : methods)
      QVERIFY(m[QLatin1String("buckets")][QLatin1String("all")][QLatin1String("regret_gpu_h")].toDouble(-1) >= 0);
    const Run second = cli(args, QProcessEnvironment::systemEnvironment(), 600000);
    QVERIFY2(second.exitCode == 0, qPrintable(second.err));
    const QJsonObject b = QJsonDocument::fromJson(second.out.toUtf8()).object();
    const QJsonArray reused = b[QLatin1String("stages")][QLatin1String("models_from_store")].toArray();
    QCOMPARE(reused.size(), 6); // the four, the DQN's XGBoost predictor and risk-optimal's forecaster
    QVERIFY(reused.contains(QStringLiteral("dqn")) && reused.contains(QStringLiteral("moe")) &&
            reused.contains(QStringLiteral("risk-optimal-forecaster")));
    QCOMPARE(b[QLatin1String("per_episode")].toArray(), a[QLatin1String("per_episode")].toArray());
  }

  // The authors' own simulator on LS6's 156 validation episodes at 88 and 72 nodes
  // (../shared/data/authors-sim-ls6): reactive's and average-wait's d within a minute of theirs on
  // every episode (before, 148 and 141 at 88 nodes, 99 and 80 at 72). What it took: steps from
  // the episode's start, so that backfill passes fall where theirs do; priorities in floating
  // point, sorted again only when jobs arrive (on 72 nodes one node is worth exactly two minutes of
  // waiting, and rounding breaks those ties); and average-wait's mean over the starts up to the
  // step before the next arrival after P's start, where their pre-simulation stops.
  void evaluate_matches_the_authors_simulator_data()
  {
    QTest::addColumn<int>("nodes");
    QTest::newRow("88 nodes") << 88;
    QTest::newRow("72 nodes") << 72;
  }
  void evaluate_matches_the_authors_simulator()
  {
    QFETCH(int, nodes);
    const Run r = cli({QStringLiteral("evaluate"), QStringLiteral("--trace"),
                       QStringLiteral(MIRAGE_SHARED_DATA_DIR "/ls6-a100.log"), QStringLiteral("--split"),
                       QStringLiteral("paper"), QStringLiteral("--nodes"), QString::number(nodes),
                       QStringLiteral("--methods"), QStringLiteral("reactive,average-wait"), QStringLiteral("--json")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QMap<QString, double> ours; // "start method" → d (h)
    for (const QJsonValue &row :
         QJsonDocument::fromJson(r.out.toUtf8()).object()[QLatin1String("per_episode")].toArray())
      ours[row[QLatin1String("start")].toString().chopped(1) + QLatin1Char(' ') +
           row[QLatin1String("method")].toString()] = row[QLatin1String("d_h")].toDouble();
    QFile csv(QStringLiteral(MIRAGE_SHARED_DATA_DIR "/authors-sim-ls6/ls6-%1nodes-reactive-average.csv").arg(nodes));
    QVERIFY(csv.open(QIODevice::ReadOnly | QIODevice::Text));
    csv.readLine(); // the header
    QMap<QString, int> within, episodes;
    QStringList off;
    while (!csv.atEnd()) {
      const QStringList f = QString::fromUtf8(csv.readLine()).trimmed().split(QLatin1Char(','));
      QCOMPARE(f.size(), 4);
      const QString method = f[1] == QLatin1String("average") ? QStringLiteral("average-wait") : f[1];
      const QString key = f[0] + QLatin1Char(' ') + method;
      QVERIFY2(ours.contains(key), qPrintable(key));
      ++episodes[method];
      if (qAbs(ours[key] - f[2].toDouble()) <= 1.0 / 60 + 1e-9)
        ++within[method];
      else
        off << QStringLiteral("%1: ours %2 h, theirs %3 h").arg(key).arg(ours[key]).arg(f[2]);
    }
    QCOMPARE(episodes[QStringLiteral("reactive")], 156);
    QCOMPARE(episodes[QStringLiteral("average-wait")], 156);
    QVERIFY2(off.isEmpty(), qPrintable(off.join(QLatin1String("; "))));
  }

  void evaluate_splits_with_an_embargo()
  {
    // Validation starts an episode (five days) after --train-until unless told otherwise; told
    // to start earlier, the training episodes that would reach into it are left out, and counted.
    const QString ls6 = QStringLiteral(MIRAGE_SHARED_DATA_DIR "/ls6-a100.log");
    const QStringList base{QStringLiteral("evaluate"),      QStringLiteral("--trace"),    ls6,
                           QStringLiteral("--train-until"), QStringLiteral("2023-03-01"), QStringLiteral("--methods"),
                           QStringLiteral("reactive"),      QStringLiteral("--json")};
    const Run byDefault = cli(base);
    QVERIFY2(byDefault.exitCode == 0, qPrintable(byDefault.err));
    const QJsonObject d = QJsonDocument::fromJson(byDefault.out.toUtf8()).object()[QLatin1String("split")].toObject();
    QCOMPARE(d[QLatin1String("validate_from")].toString(), QStringLiteral("2023-03-06T00:00:00Z"));
    QCOMPARE(d[QLatin1String("embargoed_training_episodes")].toInt(), 0);
    const Run early = cli(base + QStringList{QStringLiteral("--validate-from"), QStringLiteral("2023-03-02")});
    QVERIFY2(early.exitCode == 0, qPrintable(early.err));
    const QJsonObject e = QJsonDocument::fromJson(early.out.toUtf8()).object()[QLatin1String("split")].toObject();
    // Training episodes start every 4 h before 2023-03-01; those from 2023-02-25 on (24) reach
    // 2023-03-02.
    QCOMPARE(e[QLatin1String("embargoed_training_episodes")].toInt(), 24);
    QCOMPARE(e[QLatin1String("training_episodes")].toInt() + 24, d[QLatin1String("training_episodes")].toInt());
    const Run before = cli(base + QStringList{QStringLiteral("--validate-from"), QStringLiteral("2023-02-20")});
    QCOMPARE(before.exitCode, 2);
    QVERIFY2(before.err.contains(QLatin1String("validation must not start before")), qPrintable(before.err));
    // The window on both ends: training episodes start from 2023-02-01 (28 days × 6 before 03-01,
    // none embargoed with validation from 03-06), validation episodes before 03-10 (4 days × 6).
    const Run window = cli(base + QStringList{QStringLiteral("--train-from"), QStringLiteral("2023-02-01"),
                                              QStringLiteral("--validate-until"), QStringLiteral("2023-03-10")});
    QVERIFY2(window.exitCode == 0, qPrintable(window.err));
    const QJsonObject w = QJsonDocument::fromJson(window.out.toUtf8()).object();
    const QJsonObject ws = w[QLatin1String("split")].toObject();
    QCOMPARE(ws[QLatin1String("train_from")].toString(), QStringLiteral("2023-02-01T00:00:00Z"));
    QCOMPARE(ws[QLatin1String("validate_until")].toString(), QStringLiteral("2023-03-10T00:00:00Z"));
    QCOMPARE(ws[QLatin1String("training_episodes")].toInt(), 28 * 6);
    QCOMPARE(ws[QLatin1String("validation_episodes")].toInt(), 4 * 6);
    QCOMPARE(w[QLatin1String("episodes")].toInt(), 4 * 6);
    const std::pair<QStringList, QString> wrongs[] = {
        {{QStringLiteral("--train-from"), QStringLiteral("2023-03-01")},
         QStringLiteral("--train-from must be before --train-until")},
        {{QStringLiteral("--validate-until"), QStringLiteral("2023-03-06")},
         QStringLiteral("--validate-until must be after --validate-from")},
        {{QStringLiteral("--split"), QStringLiteral("paper")}, QStringLiteral("cannot be used with --split paper")}};
    for (const auto &[wrong, says] : wrongs) {
      const Run refused = cli(base + wrong);
      QCOMPARE(refused.exitCode, 2);
      QVERIFY2(refused.err.contains(says), qPrintable(refused.err));
    }
  }

  // forecast-eval --rolling on the Theta 2022 trace: one entry per month, every method with CRPS,
  // sharpness, a calibration curve and the wait classes, and with adaptive calibration; the summary
  // counts the months whose P10–P90 coverage is in the band.
  void forecast_eval_rolling_json()
  {
    const Run r = cli({QStringLiteral("forecast-eval"), QStringLiteral("--trace"),
                       QStringLiteral(MIRAGE_SHARED_DATA_DIR "/alcf_theta_2022_cqsim.swf.gz"),
                       QStringLiteral("--rolling"), QStringLiteral("2"), QStringLiteral("--methods"),
                       QStringLiteral("hist-median,qbets"), QStringLiteral("--json")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
    const QJsonArray months = o[QLatin1String("months")].toArray();
    QCOMPARE(months.size(), 2);
    QCOMPARE(months[0][QLatin1String("month")].toString(), QStringLiteral("2022-11"));
    QCOMPARE(months[1][QLatin1String("month")].toString(), QStringLiteral("2022-12"));
    QCOMPARE(months[1][QLatin1String("train_until")].toString(), QStringLiteral("2022-12-01T00:00:00Z"));
    std::map<QString, int> inBand, inBandPit;
    for (const QJsonValue &month : months) {
      QVERIFY(month[QLatin1String("test_jobs")].toInt() >= 200);
      for (const QJsonValue &m : month[QLatin1String("methods")].toArray()) {
        QVERIFY(m[QLatin1String("crps")].toDouble() > 0);
        QVERIFY(m[QLatin1String("sharpness_p90_p10")].toDouble() >= 1);
        const QJsonArray curve = m[QLatin1String("calibration")].toArray();
        QCOMPARE(curve.size(), 7);
        for (qsizetype k = 1; k < curve.size(); ++k)
          QVERIFY(curve[k][QLatin1String("observed")].toDouble() >= curve[k - 1][QLatin1String("observed")].toDouble());
        QVERIFY(m[QLatin1String("by_wait")][QLatin1String("gt_12h")][QLatin1String("crps")].isDouble());
        const auto count = [&inBand, &inBandPit](const QString &name, const QJsonObject &scores) {
          const double plain = scores[QLatin1String("coverage_p10_p90")].toDouble(),
                       pit = scores[QLatin1String("coverage_p10_p90_pit")].toDouble();
          QVERIFY(pit > 0 && pit <= 1);
          inBand[name] += plain >= 0.78 && plain <= 0.82 ? 1 : 0;
          inBandPit[name] += pit >= 0.78 && pit <= 0.82 ? 1 : 0;
        };
        count(m[QLatin1String("name")].toString(), m.toObject());
        // Each method also with adaptive calibration, on the same jobs.
        const QJsonObject adaptive = m[QLatin1String("adaptive")].toObject();
        QCOMPARE(adaptive[QLatin1String("jobs")].toInt(), m[QLatin1String("jobs")].toInt());
        count(m[QLatin1String("name")].toString() + QStringLiteral("+adaptive"), adaptive);
      }
    }
    const QJsonArray summary = o[QLatin1String("summary")].toArray();
    QCOMPARE(summary.size(), 4); // hist-median, qbets, then each +adaptive
    for (const QJsonValue &m : summary) {
      QCOMPARE(m[QLatin1String("months_counted")].toInt(), 2);
      QCOMPARE(m[QLatin1String("months_in_band")].toInt(), inBand[m[QLatin1String("name")].toString()]);
      QCOMPARE(m[QLatin1String("months_in_band_pit")].toInt(), inBandPit[m[QLatin1String("name")].toString()]);
    }
  }

  void time_zones_are_iana_names_data()
  {
    const QString ls6 = QStringLiteral(MIRAGE_SHARED_DATA_DIR "/ls6-a100.log");
    QTest::addColumn<QStringList>("args");
    QTest::newRow("import") << QStringList{QStringLiteral("import"), ls6, QStringLiteral("--db"),
                                           QStringLiteral("/nonexistent/never.sqlite")};
    QTest::newRow("simulate") << QStringList{QStringLiteral("simulate"), QStringLiteral("--trace"), ls6};
    QTest::newRow("evaluate") << QStringList{QStringLiteral("evaluate"), QStringLiteral("--trace"), ls6,
                                             QStringLiteral("--split"), QStringLiteral("paper")};
    QTest::newRow("forecast-eval") << QStringList{QStringLiteral("forecast-eval"), QStringLiteral("--trace"), ls6,
                                                  QStringLiteral("--train-until"), QStringLiteral("2023-03-01")};
    QTest::newRow("report") << QStringList{QStringLiteral("report"),   QStringLiteral("--kind"),
                                           QStringLiteral("forecast"), QStringLiteral("--demo"),
                                           QStringLiteral("--format"), QStringLiteral("csv"),
                                           QStringLiteral("--out"),    QStringLiteral("/nonexistent/r.csv")};
    QTest::newRow("snapshot") << QStringList{QStringLiteral("snapshot"), QStringLiteral("--no-store")};
  }
  void time_zones_are_iana_names()
  {
    // An abbreviation would be read as UTC and shift every time silently: refused, with what is
    // expected, before anything is read or written.
    QFETCH(QStringList, args);
    for (const char *zone : {"CST", "Mars/Olympus"}) {
      const Run r = cli(args + QStringList{QStringLiteral("--time-zone"), QString::fromLatin1(zone)});
      QCOMPARE(r.exitCode, 2);
      QVERIFY2(r.err.contains(QStringLiteral("unknown time zone '%1'").arg(QLatin1String(zone))) &&
                   r.err.contains(QLatin1String("IANA")),
               qPrintable(r.err));
    }
  }

  // risk's local times are the cluster's: those of the zone its trace was imported with, not this
  // machine's (which is UTC here, so the bug showed UTC twice).
  void risk_shows_the_clusters_local_time()
  {
    QTemporaryDir dir;
    const QString trace = dir.filePath(QStringLiteral("tiny.swf"));
    QFile f(trace);
    QVERIFY(f.open(QIODevice::WriteOnly) && f.write(mirage::test::kTinySwf) > 0);
    f.close();
    const QString db = dir.filePath(QStringLiteral("m.sqlite"));
    QCOMPARE(cli({QStringLiteral("import"), trace, QStringLiteral("--db"), db, QStringLiteral("--cluster"),
                  QStringLiteral("tiny"), QStringLiteral("--time-zone"), QStringLiteral("America/Chicago")})
                 .exitCode,
             0);
    // 2023-11-14T22:30Z: job 1 runs (limit 2 h); Chicago is on CST, UTC−6.
    const Run risk = cli({QStringLiteral("risk"), QStringLiteral("--cluster"), QStringLiteral("tiny"),
                          QStringLiteral("--db"), db, QStringLiteral("--at"), QStringLiteral("2023-11-14T22:30:00"),
                          QStringLiteral("--predecessor"), QStringLiteral("1"), QStringLiteral("--successor"),
                          QStringLiteral("partition=batch,nodes=1,time=01:00:00"), QStringLiteral("--method"),
                          QStringLiteral("slurm-estimate"), QStringLiteral("--json")});
    QVERIFY2(risk.exitCode == 0, qPrintable(risk.err));
    const QJsonObject r = QJsonDocument::fromJson(risk.out.toUtf8()).object();
    QCOMPARE(r.value(QLatin1String("time_zone")).toString(), QStringLiteral("America/Chicago"));
    const QJsonObject best = r.value(QLatin1String("suggested")).toObject();
    const QDateTime utc = QDateTime::fromString(best.value(QLatin1String("submit_at")).toString(), Qt::ISODate);
    const QString local = best.value(QLatin1String("submit_at_local")).toString();
    QVERIFY2(local.endsWith(QLatin1String("-06:00")), qPrintable(local));
    QCOMPARE(QDateTime::fromString(local, Qt::ISODate), utc); // the same moment
    const Run text = cli({QStringLiteral("risk"), QStringLiteral("--cluster"), QStringLiteral("tiny"),
                          QStringLiteral("--db"), db, QStringLiteral("--at"), QStringLiteral("2023-11-14T22:30:00"),
                          QStringLiteral("--predecessor"), QStringLiteral("1"), QStringLiteral("--successor"),
                          QStringLiteral("partition=batch,nodes=1,time=01:00:00"), QStringLiteral("--method"),
                          QStringLiteral("slurm-estimate")});
    QVERIFY2(text.out.contains(QLatin1String("-06:00")), qPrintable(text.out));
  }

  void numbers_are_finite_and_in_range_data()
  {
    const QString ls6 = QStringLiteral(MIRAGE_SHARED_DATA_DIR "/ls6-a100.log");
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("named");
    const QStringList simulate{QStringLiteral("simulate"), QStringLiteral("--trace"), ls6};
    const QStringList evaluate{QStringLiteral("evaluate"), QStringLiteral("--trace"), ls6, QStringLiteral("--split"),
                               QStringLiteral("paper")};
    QTest::newRow("simulate nodes") << simulate + QStringList{QStringLiteral("--nodes"), QStringLiteral("2000000000")}
                                    << QStringLiteral("--nodes");
    QTest::newRow("simulate cores") << simulate +
                                           QStringList{QStringLiteral("--cores-per-node"), QStringLiteral("100000")}
                                    << QStringLiteral("--cores-per-node");
    QTest::newRow("simulate nan") << simulate + QStringList{QStringLiteral("--load-scale"), QStringLiteral("nan")}
                                  << QStringLiteral("--load-scale");
    QTest::newRow("simulate inf") << simulate + QStringList{QStringLiteral("--load-scale"), QStringLiteral("inf")}
                                  << QStringLiteral("--load-scale");
    QTest::newRow("evaluate nan") << evaluate + QStringList{QStringLiteral("--load-scale"), QStringLiteral("nan")}
                                  << QStringLiteral("--load-scale");
    QTest::newRow("evaluate weight") << evaluate + QStringList{QStringLiteral("--weight"), QStringLiteral("inf")}
                                     << QStringLiteral("--weight");
    QTest::newRow("evaluate nodes") << evaluate + QStringList{QStringLiteral("--nodes"), QStringLiteral("0")}
                                    << QStringLiteral("--nodes");
    QTest::newRow("forecast-eval embargo") << QStringList{QStringLiteral("forecast-eval"),
                                                          QStringLiteral("--trace"),
                                                          ls6,
                                                          QStringLiteral("--train-until"),
                                                          QStringLiteral("2023-03-01"),
                                                          QStringLiteral("--embargo"),
                                                          QStringLiteral("nan")}
                                           << QStringLiteral("--embargo");
  }
  void numbers_are_finite_and_in_range()
  {
    // Qt reads "nan" and "inf" as numbers, and a typo of a size can exhaust memory: refused, the
    // option named.
    QFETCH(QStringList, args);
    QFETCH(QString, named);
    const Run r = cli(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(named), qPrintable(r.err));
  }

  void the_bench_fails_when_it_cannot_measure()
  {
    QProcess bench;
    bench.start(QStringLiteral(MIRAGE_BINARY_DIR "/bin/mirage-bench"),
                {QStringLiteral("--forecast-latency"), QStringLiteral("/nonexistent/store.sqlite")});
    QVERIFY(bench.waitForFinished(60000));
    QCOMPARE(bench.exitCode(), 1);
    QVERIFY(QString::fromUtf8(bench.readAllStandardError()).contains(QLatin1String("/nonexistent/store.sqlite")));
  }

  void german_when_the_locale_says_so()
  {
    auto env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LANGUAGE"), QStringLiteral("de"));
    const Run r = cli({QStringLiteral("--help")}, env);
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(QLatin1String("Befehle:")), qPrintable(r.out));
  }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
