// mirage-cli's contract with a new user: every command answers good input with exit 0 and each kind
// of bad input with its exit code (2: usage, 1: failure) and an error that names what is wrong;
// every command has --json and documents the one time-zone rule; docs/CLI.md names every option;
// the README's "Try it" commands run exactly as written.
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct Run {
  int exitCode = -1;
  QString out, err;
};

QProcessEnvironment isolatedEnvironment(const QString &home)
{
  QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
  env.insert(QStringLiteral("XDG_DATA_HOME"), home + QStringLiteral("/data"));
  env.insert(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/config"));
  env.insert(QStringLiteral("LANGUAGE"), QStringLiteral("en"));
  return env;
}

Run cli(const QStringList &args, const QProcessEnvironment &env, const QString &workingDir = {})
{
  QProcess p;
  p.setProcessEnvironment(env);
  if (!workingDir.isEmpty())
    p.setWorkingDirectory(workingDir);
  p.start(QStringLiteral(MIRAGE_BINARY_DIR "/bin/mirage-cli"), args);
  if (!p.waitForFinished(300000))
    return {};
  return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
}

const QStringList kCommands{
    QStringLiteral("info"),           QStringLiteral("demo"),          QStringLiteral("import"),
    QStringLiteral("clusters"),       QStringLiteral("jobs"),          QStringLiteral("snapshot"),
    QStringLiteral("simulate"),       QStringLiteral("forecast"),      QStringLiteral("risk"),
    QStringLiteral("train-forecast"), QStringLiteral("forecast-eval"), QStringLiteral("evaluate"),
    QStringLiteral("whatif"),         QStringLiteral("report"),        QStringLiteral("chain add"),
    QStringLiteral("chain list"),     QStringLiteral("chain run")};

// The options a command's --help lists ("--trace", "--json", …).
QStringList optionsOf(const QString &help)
{
  QStringList names;
  static const QRegularExpression option(QStringLiteral("^\\s+(?:-\\w, )?(--[a-z][a-z0-9-]*)"),
                                         QRegularExpression::MultilineOption);
  for (auto it = option.globalMatch(help); it.hasNext();)
    names << it.next().captured(1);
  names.removeAll(QStringLiteral("--help"));
  return names;
}

} // namespace

class TestCliContract : public QObject {
  Q_OBJECT

  QTemporaryDir m_home;
  QProcessEnvironment m_env;
  QString m_db, m_snapshot, m_empty, m_garbage, m_scenarios, m_badScenarios;

private slots:
  void initTestCase()
  {
    QVERIFY(m_home.isValid());
    m_env = isolatedEnvironment(m_home.path());
    m_db = m_home.filePath(QStringLiteral("store.sqlite"));
    const Run imported = cli({QStringLiteral("import"), QStringLiteral(MIRAGE_SHARED_DATA_DIR "/ls6-a100.log"),
                              QStringLiteral("--db"), m_db, QStringLiteral("--gpus-per-node"), QStringLiteral("3")},
                             m_env);
    QVERIFY2(imported.exitCode == 0, qPrintable(imported.err));
    m_snapshot = m_home.filePath(QStringLiteral("demo.json"));
    QCOMPARE(cli({QStringLiteral("demo"), QStringLiteral("--write-snapshot"), m_snapshot}, m_env).exitCode, 0);
    const auto write = [&](const QString &name, const QByteArray &bytes) {
      QFile f(m_home.filePath(name));
      if (!f.open(QIODevice::WriteOnly))
        return QString();
      f.write(bytes);
      return f.fileName();
    };
    m_empty = write(QStringLiteral("empty.log"), {});
    m_garbage = write(QStringLiteral("garbage.log"), "this is\nnot a trace\n");
    m_scenarios = write(QStringLiteral("scenarios.json"),
                        R"({"scenarios": [{"name": "February", "base": {"cluster": "ls6-a100",
                           "from": "2023-02-01", "until": "2023-03-01"}}]})");
    m_badScenarios = write(QStringLiteral("bad.json"), R"([{"name": "typo", "base": {"demo": true}, "nodez": 3}])");
    QVERIFY(QDir(m_home.path()).mkpath(QStringLiteral("a-folder")));
  }

  // Each command × {good input, each kind of bad input}: the exit code and the words of the answer.
  void every_command_answers_every_input_data()
  {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QStringList>("words"); // in stdout for exit 0, in stderr otherwise
    const QString ls6 = QStringLiteral(MIRAGE_SHARED_DATA_DIR "/ls6-a100.log");
    const QString ricc = QStringLiteral(MIRAGE_SHARED_DATA_DIR "/pwa_RICC-2010-2.swf.gz");
    const QString eagle = QStringLiteral(MIRAGE_SHARED_DATA_DIR "/nrel_eagle_sample_1000.csv.gz");
    const QString job = QStringLiteral("partition=gpu-a100,gpus=3,time=48:00:00");
    const QString folder = m_home.filePath(QStringLiteral("a-folder"));
    const QString db = m_db;
    const auto row = [](const char *name, QStringList args, int code, QStringList words) {
      QTest::newRow(name) << args << code << words;
    };
    const auto S = [](const char *s) { return QString::fromUtf8(s); };

    row("info", {S("info"), S("--no-ml")}, 0, {S("SQLite")});
    row("info unknown option", {S("info"), S("--bogus")}, 2, {S("bogus")});
    row("demo", {S("demo")}, 0, {S("JOBID"), S("gpu-a100"), S("RUNNING")});
    row("demo unwritable snapshot", {S("demo"), S("--write-snapshot"), S("/nonexistent/dir/x.json")}, 1,
        {S("/nonexistent/dir")});

    row("import empty file", {S("import"), m_empty, S("--db"), db}, 1, {S("empty.log"), S("empty")});
    row("import garbage", {S("import"), m_garbage, S("--db"), db}, 1, {S("garbage.log"), S("--format")});
    row("import abbreviated zone", {S("import"), ls6, S("--time-zone"), S("CST")}, 2, {S("'CST'"), S("IANA")});
    row("import zero GPUs per node", {S("import"), ls6, S("--gpus-per-node"), S("0")}, 2, {S("--gpus-per-node")});
    row("import missing file", {S("import"), S("/nonexistent.swf"), S("--db"), db}, 1, {S("/nonexistent.swf")});

    row("clusters", {S("clusters"), S("--db"), db}, 0, {S("ls6-a100"), S("24776 jobs")});
    row("clusters without a store", {S("clusters"), S("--db"), S("/nonexistent/x.sqlite")}, 1, {S("no store")});
    row("jobs", {S("jobs"), S("--cluster"), S("ls6-a100"), S("--db"), db, S("--limit"), S("2")}, 0,
        {S("JOBID"), S("batch"), S("--limit 0")});
    row("jobs of an unknown cluster", {S("jobs"), S("--cluster"), S("ls6"), S("--db"), db}, 1,
        {S("'ls6'"), S("it has: ls6-a100")});
    row("jobs negative limit", {S("jobs"), S("--cluster"), S("ls6-a100"), S("--limit"), S("-1")}, 2, {S("--limit")});
    row("jobs bad state", {S("jobs"), S("--cluster"), S("ls6-a100"), S("--state"), S("BOGUS")}, 2, {S("TIMEOUT")});

    row("simulate infers GPUs", {S("simulate"), S("--trace"), eagle}, 0, {S("GPUs per node"), S("0 jobs larger")});
    row("simulate cores", {S("simulate"), S("--trace"), ls6, S("--cores-per-node"), S("8"), S("--nodes"), S("100")}, 0,
        {S("on 100 nodes")});
    row("simulate takes the SWF header's machine", {S("simulate"), S("--trace"), ricc}, 0,
        {S("1024 nodes × 8 cores"), S("447794 jobs on 1024 nodes")});
    row("simulate huge", {S("simulate"), S("--trace"), ls6, S("--nodes"), S("2000000000")}, 2, {S("--nodes")});
    row("simulate nan load", {S("simulate"), S("--trace"), ls6, S("--load-scale"), S("nan")}, 2, {S("--load-scale")});
    row("simulate compat and policy",
        {S("simulate"), S("--trace"), ls6, S("--mirage-compat"), S("--policy"), S("easy")}, 2,
        {S("--mirage-compat and --policy cannot be used together")});
    row("simulate config and nodes",
        {S("simulate"), S("--trace"), ls6, S("--cluster-config"), S("x.conf"), S("--nodes"), S("3")}, 2,
        {S("--cluster-config and --nodes cannot be used together")});
    row("simulate empty trace", {S("simulate"), S("--trace"), m_empty}, 1, {S("empty")});

    row("forecast from a snapshot file",
        {S("forecast"), S("--snapshot"), m_snapshot, S("--job"), job, S("--method"), S("slurm-estimate")}, 0,
        {S("P50")});
    row("forecast demo and cluster", {S("forecast"), S("--demo"), S("--cluster"), S("x"), S("--job"), job}, 2,
        {S("cannot be used together")});
    row("forecast empty snapshot", {S("forecast"), S("--snapshot"), m_empty, S("--job"), job}, 1,
        {S("empty.log"), S("empty")});
    row("forecast unknown cluster", {S("forecast"), S("--cluster"), S("ls6"), S("--db"), db, S("--job"), job}, 1,
        {S("it has: ls6-a100")});
    row("forecast unknown method", {S("forecast"), S("--demo"), S("--job"), job, S("--method"), S("crystal")}, 2,
        {S("'crystal'")});
    row("forecast bad request", {S("forecast"), S("--demo"), S("--job"), S("partition=gpu-a100,nodes=two")}, 2,
        {S("nodes")});
    row("forecast limit over the partition's",
        {S("forecast"), S("--demo"), S("--job"), S("partition=debug,time=8:00:00")}, 1, {S("02:00:00"), S("08:00:00")});

    row("risk by trace job id",
        {S("risk"), S("--cluster"), S("ls6-a100"), S("--db"), db, S("--at"), S("2023-03-02T12:00:00"),
         S("--predecessor"), S("717145"), S("--successor"), S("partition=batch,nodes=4,time=48:00:00"), S("--method"),
         S("hist-median")},
        0, {S("job 717145 (running since 2023-03-01")});
    row("risk bad weight",
        {S("risk"), S("--demo"), S("--predecessor"), job, S("--successor"), job, S("--weight"), S("-1")}, 2,
        {S("--weight must be a number from 0 to 1000, not '-1'")});

    row("train-forecast not learned",
        {S("train-forecast"), S("--cluster"), S("ls6-a100"), S("--db"), db, S("--methods"), S("qbets")}, 2,
        {S("qbets")});
    row("train-forecast unknown cluster", {S("train-forecast"), S("--cluster"), S("nope"), S("--db"), db}, 1,
        {S("'nope'"), S("ls6-a100")});

    row("forecast-eval",
        {S("forecast-eval"), S("--trace"), ls6, S("--train-until"), S("2023-03-01"), S("--methods"), S("hist-median")},
        0, {S("hist-median")});
    row("forecast-eval window backwards",
        {S("forecast-eval"), S("--trace"), ls6, S("--train-until"), S("2023-03-01"), S("--test-from"), S("2023-03-10"),
         S("--test-to"), S("2023-03-05")},
        1, {S("before it starts")});
    row("forecast-eval rolling",
        {S("forecast-eval"), S("--trace"), ls6, S("--rolling"), S("2"), S("--methods"), S("hist-median")}, 0,
        {S("2023-02: "), S("2023-03: "), S("CRPS")});
    row("forecast-eval rolling and one split",
        {S("forecast-eval"), S("--trace"), ls6, S("--rolling"), S("2"), S("--train-until"), S("2023-03-01")}, 2,
        {S("--train-until and --rolling cannot be used together")});
    row("forecast-eval rolling zero", {S("forecast-eval"), S("--trace"), ls6, S("--rolling"), S("0")}, 2,
        {S("--rolling")});
    row("forecast-eval rolling before the trace",
        {S("forecast-eval"), S("--trace"), ls6, S("--rolling"), S("9"), S("--methods"), S("hist-median")}, 1,
        {S("the training window is empty")});
    row("forecast-eval bad time", {S("forecast-eval"), S("--trace"), ls6, S("--train-until"), S("03/01/2023")}, 2,
        {S("is not a time"), S("2023-03-01")});

    row("evaluate",
        {S("evaluate"), S("--trace"), ls6, S("--split"), S("paper"), S("--methods"), S("reactive,lead-2h"), S("--db"),
         db},
        0, {S("cost GPU-h [95 %]"), S("interr. h [95 %]"), S("lead-2h")});
    row("evaluate infinite load",
        {S("evaluate"), S("--trace"), ls6, S("--split"), S("paper"), S("--load-scale"), S("inf")}, 2,
        {S("--load-scale")});
    row("evaluate validation before training",
        {S("evaluate"), S("--trace"), ls6, S("--train-until"), S("2023-03-01"), S("--validate-from"), S("2023-02-01")},
        2, {S("validation")});

    row("whatif on an imported cluster", {S("whatif"), S("--scenarios"), m_scenarios, S("--db"), db}, 0,
        {S("February")});
    row("whatif unknown field", {S("whatif"), S("--scenarios"), m_badScenarios, S("--db"), db}, 1, {S("nodez")});
    row("whatif scenarios and list", {S("whatif"), S("--scenarios"), m_scenarios, S("--list")}, 2,
        {S("cannot be used together")});

    row("report",
        {S("report"), S("--kind"), S("forecast"), S("--demo"), S("--job"), job, S("--format"), S("csv"), S("--out"),
         m_home.filePath(S("f.csv"))},
        0, {S("f.csv")});
    row("report unknown format",
        {S("report"), S("--kind"), S("forecast"), S("--format"), S("docx"), S("--out"), S("x")}, 2, {S("docx")});
    row("report unwritable",
        {S("report"), S("--kind"), S("forecast"), S("--demo"), S("--job"), job, S("--format"), S("html"), S("--out"),
         S("/nonexistent/dir/r.html")},
        1, {S("/nonexistent/dir/r.html")});

    row("chain add a folder as script",
        {S("chain"), S("add"), S("--name"), S("svc"), S("--partition"), S("debug"), S("--script"), folder, S("--time"),
         S("1:00:00")},
        2, {S("is a folder")});
    row("chain add links not a number",
        {S("chain"), S("add"), S("--name"), S("svc"), S("--partition"), S("debug"), S("--script"), m_garbage,
         S("--time"), S("1:00:00"), S("--links"), S("abc")},
        2, {S("--links"), S("'abc'")});
    row("forecast rollouts out of range", {S("forecast"), S("--demo"), S("--job"), job, S("--rollouts"), S("1e9")}, 2,
        {S("--rollouts"), S("100000")});
    row("chain run unknown", {S("chain"), S("run"), S("--name"), S("nope"), S("--db"), db}, 1, {S("nope")});
    row("chain unknown action", {S("chain"), S("frob")}, 2, {S("add")});
    row("snapshot zero count", {S("snapshot"), S("--count"), S("0")}, 2, {S("--count")});
  }
  void every_command_answers_every_input()
  {
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QStringList, words);
    const Run r = cli(args, m_env, m_home.path());
    QVERIFY2(r.exitCode == exitCode,
             qPrintable(QStringLiteral("exit %1, expected %2\n%3%4").arg(r.exitCode).arg(exitCode).arg(r.out, r.err)));
    const QString answer = exitCode == 0 ? r.out : r.err;
    for (const QString &w : words)
      QVERIFY2(answer.contains(w), qPrintable(QStringLiteral("'%1' not in: %2").arg(w, answer)));
  }

  // --json everywhere, and the same time-zone rule in every --help that has --time-zone.
  void every_command_has_json_and_one_time_zone_rule()
  {
    for (const QString &command : kCommands) {
      const Run help = cli(command.split(QLatin1Char(' ')) + QStringList{QStringLiteral("--help")}, m_env);
      QCOMPARE(help.exitCode, 0);
      const QStringList options = optionsOf(help.out);
      QVERIFY2(options.contains(QStringLiteral("--json")), qPrintable(command));
      QVERIFY2(!help.out.contains(QLatin1String("--help-all")), qPrintable(command));
      if (options.contains(QStringLiteral("--time-zone")) && command != QLatin1String("snapshot"))
        QVERIFY2(help.out.simplified().contains(QLatin1String("(default UTC, as for every command)")),
                 qPrintable(command + QStringLiteral(": ") + help.out));
    }
  }

  void json_output_is_one_object_data()
  {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QStringList>("keys");
    const QString job = QStringLiteral("partition=gpu-a100,gpus=3,time=48:00:00");
    QTest::newRow("report") << QStringList{QStringLiteral("report"),   QStringLiteral("--kind"),
                                           QStringLiteral("forecast"), QStringLiteral("--demo"),
                                           QStringLiteral("--job"),    job,
                                           QStringLiteral("--format"), QStringLiteral("html"),
                                           QStringLiteral("--out"),    m_home.filePath(QStringLiteral("r.html"))}
                            << QStringList{QStringLiteral("out"), QStringLiteral("bytes"), QStringLiteral("title")};
    QTest::newRow("whatif --list") << QStringList{QStringLiteral("whatif"), QStringLiteral("--list"),
                                                  QStringLiteral("--db"), m_db}
                                   << QStringList{QStringLiteral("scenarios")};
    QTest::newRow("demo") << QStringList{QStringLiteral("demo")}
                          << QStringList{QStringLiteral("partitions"), QStringLiteral("jobs")};
    QTest::newRow("jobs") << QStringList{QStringLiteral("jobs"),
                                         QStringLiteral("--cluster"),
                                         QStringLiteral("ls6-a100"),
                                         QStringLiteral("--db"),
                                         m_db,
                                         QStringLiteral("--limit"),
                                         QStringLiteral("1")}
                          << QStringList{QStringLiteral("jobs"), QStringLiteral("truncated")};
  }
  void json_output_is_one_object()
  {
    QFETCH(QStringList, args);
    QFETCH(QStringList, keys);
    const Run r = cli(args + QStringList{QStringLiteral("--json")}, m_env);
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(r.out.toUtf8(), &error);
    QVERIFY2(error.error == QJsonParseError::NoError && doc.isObject(), qPrintable(r.out));
    for (const QString &k : keys)
      QVERIFY2(doc.object().contains(k), qPrintable(k));
  }

  // docs/CLI.md has a section per command that names every option its --help lists.
  void cli_reference_names_every_option()
  {
    QFile f(QStringLiteral(MIRAGE_SOURCE_DIR "/docs/CLI.md"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QString doc = QString::fromUtf8(f.readAll());
    QStringList missing;
    for (const QString &command : kCommands) {
      const QString heading = QStringLiteral("\n## `%1`").arg(command);
      const qsizetype at = doc.indexOf(heading);
      QVERIFY2(at >= 0, qPrintable(QStringLiteral("docs/CLI.md has no section %1").arg(heading.trimmed())));
      const qsizetype next = doc.indexOf(QLatin1String("\n## "), at + heading.size());
      const QString section = doc.mid(at, next < 0 ? -1 : next - at);
      const Run help = cli(command.split(QLatin1Char(' ')) + QStringList{QStringLiteral("--help")}, m_env);
      for (const QString &option : optionsOf(help.out))
        if (!section.contains(QStringLiteral("`%1").arg(option)))
          missing << command + QLatin1Char(' ') + option;
    }
    QVERIFY2(missing.isEmpty(),
             qPrintable(QStringLiteral("docs/CLI.md does not describe: ") + missing.join(QStringLiteral(", "))));
  }

  // The README's "Try it" lines, exactly as written, from a checkout beside ../shared/data.
  void readme_commands_run_as_written()
  {
    QFile readme(QStringLiteral(MIRAGE_SOURCE_DIR "/README.md"));
    QVERIFY(readme.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(readme.readAll());
    const qsizetype begin = text.indexOf(QLatin1String("<!-- try-it: begin -->"));
    const qsizetype end = text.indexOf(QLatin1String("<!-- try-it: end -->"));
    QVERIFY(begin > 0 && end > begin);
    QStringList lines;
    for (const QString &line : text.mid(begin, end - begin).split(QLatin1Char('\n')))
      if (line.startsWith(QLatin1String("build/bin/mirage-cli ")))
        lines << line;
    QVERIFY(lines.size() >= 10);
    // A checkout of our own: build/ and docs/ of this one, ../shared beside it; a fresh store.
    QTemporaryDir root;
    const QString checkout = root.filePath(QStringLiteral("mirage"));
    QVERIFY(QDir().mkpath(checkout));
    QVERIFY(QFile::link(QFileInfo(QStringLiteral(MIRAGE_SHARED_DATA_DIR "/..")).canonicalFilePath(),
                        root.filePath(QStringLiteral("shared"))));
    QVERIFY(QFile::link(QStringLiteral(MIRAGE_BINARY_DIR), checkout + QStringLiteral("/build")));
    QVERIFY(QFile::link(QStringLiteral(MIRAGE_SOURCE_DIR "/docs"), checkout + QStringLiteral("/docs")));
    const QProcessEnvironment env = isolatedEnvironment(root.path());
    for (const QString &line : std::as_const(lines)) {
      QProcess shell;
      shell.setProcessEnvironment(env);
      shell.setWorkingDirectory(checkout);
      shell.start(QStringLiteral("/bin/bash"), {QStringLiteral("-c"), line});
      QVERIFY(shell.waitForFinished(600000));
      QVERIFY2(shell.exitCode() == 0,
               qPrintable(line + QStringLiteral("\n") + QString::fromUtf8(shell.readAllStandardError())));
    }
    for (const char *written : {"demo.json", "forecast.html", "jobs.csv", "whatif.pdf"})
      QVERIFY2(QFileInfo(checkout + QLatin1Char('/') + QLatin1String(written)).size() > 0, written);
  }
};

QTEST_GUILESS_MAIN(TestCliContract)
#include "tst_cli_contract.moc"
