// The Policies workspace as a user drives it: the paper's protocol on a three-episode window of
// LS6 in the background (stages in the log, the episodes' progress), the table and the chart of
// interruption against overlap with the Pareto front, the same numbers as mirage-cli evaluate,
// the newest results stored for the Chains workspace, a bucket chosen, cancel, and bad input.
#include "store/chain_store.h"
#include "store/database.h"
#include "store/report_store.h"
#include "store/trace_import.h"
#include "widgets/policies/bucket_bars_chart.h"
#include "widgets/policies/episode_timeline_chart.h"
#include "widgets/policies/episodes_panel.h"
#include "widgets/policies/pareto_chart.h"
#include "widgets/policies/policies_workspace.h"
#include "widgets/whatif/whatif_chart.h"

#include "result_check.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDateTimeEdit>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QProcess>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

#include <qcustomplot.h>

using namespace mirage;

namespace {
const QString kLs6 = QStringLiteral(MIRAGE_SHARED_DATA_DIR "/ls6-a100.log");
}

class TestPoliciesWorkspace : public QObject {
  Q_OBJECT
  QTemporaryDir m_dir;
  QString m_db;

  // Three validation episodes: 2023-03-26 12:00, 16:00 and 20:00 (each five days of the trace).
  void threeEpisodes(PoliciesWorkspace &ws)
  {
    ws.setDatabasePath([this] { return m_db; });
    ws.traceEdit()->setText(kLs6);
    ws.paperSplitBox()->setChecked(false);
    ws.trainUntilEdit()->setDateTime(QDateTime(QDate(2023, 3, 20), QTime(0, 0), Qt::UTC));
    ws.validateFromEdit()->setDateTime(QDateTime(QDate(2023, 3, 26), QTime(12, 0), Qt::UTC));
    ws.setMethods({QStringLiteral("reactive"), QStringLiteral("lead-2h"), QStringLiteral("oracle")});
  }

private slots:
  void initTestCase()
  {
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setOrganizationName(QStringLiteral("MirageTest"));
    QApplication::setApplicationName(QStringLiteral("tst_policies_workspace"));
    QSettings().clear();
    m_db = m_dir.filePath(QStringLiteral("store.sqlite"));
  }

  // The window on both ends: training from a date, validation episodes starting before one; a
  // window the wrong way round is refused in the status, naming the field.
  void the_split_window_has_two_ends()
  {
    PoliciesWorkspace ws;
    threeEpisodes(ws);
    ws.setMethods({QStringLiteral("reactive")});
    QCOMPARE(ws.trainFromEdit()->text(), QStringLiteral("the trace's first job"));
    ws.validateUntilEdit()->setDateTime(QDateTime(QDate(2023, 3, 26), QTime(12, 0), Qt::UTC));
    ws.runButton()->click();
    QVERIFY(!ws.isRunning());
    QVERIFY2(ws.statusLabel()->text().contains(QLatin1String("Validate until")), qPrintable(ws.statusLabel()->text()));
    ws.trainFromEdit()->setDateTime(QDateTime(QDate(2023, 3, 1), QTime(0, 0), Qt::UTC));
    ws.validateUntilEdit()->setDateTime(QDateTime(QDate(2023, 3, 26), QTime(20, 0), Qt::UTC));
    ws.runButton()->click();
    QTRY_VERIFY_WITH_TIMEOUT(!ws.isRunning(), 300000);
    const QJsonObject split = ws.result()[QLatin1String("split")].toObject();
    QCOMPARE(split[QLatin1String("train_from")].toString(), QStringLiteral("2023-03-01T00:00:00Z"));
    QCOMPARE(split[QLatin1String("validate_until")].toString(), QStringLiteral("2023-03-26T20:00:00Z"));
    QCOMPARE(split[QLatin1String("validation_episodes")].toInt(), 2); // 12:00 and 16:00
  }

  void a_three_episode_run_shows_the_front_and_is_stored()
  {
    PoliciesWorkspace ws;
    ws.resize(1280, 760);
    QAbstractItemModelTester tester(ws.scoresTable()->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    threeEpisodes(ws);
    QSignalSpy evaluated(&ws, &PoliciesWorkspace::evaluated);
    ws.runButton()->click();
    QVERIFY(ws.isRunning());
    QTRY_VERIFY_WITH_TIMEOUT(!ws.isRunning(), 300000);
    QVERIFY2(ws.statusLabel()->text().contains(QLatin1String("3 validation episodes")),
             qPrintable(ws.statusLabel()->text()));
    QCOMPARE(evaluated.count(), 1);
    QVERIFY(!ws.stageLog()->toPlainText().isEmpty());
    QCOMPARE(ws.scoresTable()->model()->rowCount(), 3);
    QCOMPARE(ws.paretoChart()->pointCount(), 3);
    // The front: the methods no other one beats on both mean interruption and mean overlap (on
    // these episodes all three: reactive never overlaps, lead-2h never interrupts, and the
    // oracle's cheapest hand-over in one episode is a minute late, as in the authors' simulator).
    QStringList front;
    const QJsonArray evaluatedMethods = ws.result()[QLatin1String("methods")].toArray();
    const auto meanOf = [](const QJsonValue &m, const char *key) {
      return m[QLatin1String("buckets")][QLatin1String("all")][QLatin1String(key)].toDouble();
    };
    for (const QJsonValue &a : evaluatedMethods) {
      const double ai = meanOf(a, "mean_interruption_h"), ao = meanOf(a, "mean_overlap_h");
      const bool beaten = std::any_of(evaluatedMethods.begin(), evaluatedMethods.end(), [&](const QJsonValue &b) {
        const double bi = meanOf(b, "mean_interruption_h"), bo = meanOf(b, "mean_overlap_h");
        return bi <= ai && bo <= ao && (bi < ai || bo < ao);
      });
      if (!beaten)
        front << a[QLatin1String("name")].toString();
    }
    QStringList onChart = ws.paretoChart()->front();
    onChart.sort();
    front.sort();
    QCOMPARE(onChart, front);
    QVERIFY(front.contains(QStringLiteral("reactive"))); // nothing overlaps less

    // The same numbers as the command line on the same window.
    QProcess cli;
    cli.start(QStringLiteral(MIRAGE_BINARY_DIR "/bin/mirage-cli"),
              {QStringLiteral("evaluate"), QStringLiteral("--trace"), kLs6, QStringLiteral("--train-until"),
               QStringLiteral("2023-03-20"), QStringLiteral("--validate-from"), QStringLiteral("2023-03-26T12:00:00"),
               QStringLiteral("--methods"), QStringLiteral("reactive,lead-2h,oracle"), QStringLiteral("--json"),
               QStringLiteral("--db"), m_dir.filePath(QStringLiteral("cli.sqlite"))});
    QVERIFY(cli.waitForFinished(300000));
    const QJsonArray cliMethods =
        QJsonDocument::fromJson(cli.readAllStandardOutput()).object()[QLatin1String("methods")].toArray();
    const QJsonArray guiMethods = ws.result()[QLatin1String("methods")].toArray();
    QCOMPARE(guiMethods.size(), cliMethods.size());
    for (qsizetype i = 0; i < cliMethods.size(); ++i)
      QCOMPARE(guiMethods[i][QLatin1String("buckets")], cliMethods[i][QLatin1String("buckets")]);

    // The cost in GPU-hours beside I and O, and each method's regret over the oracle: the oracle's
    // is 0, nobody's below; the cells show the evaluation's numbers.
    const QAbstractItemModel *scores = ws.scoresTable()->model();
    int costColumn = -1, ratioColumn = -1;
    for (int c = 0; c < scores->columnCount(); ++c) {
      const QString title = scores->headerData(c, Qt::Horizontal).toString();
      costColumn = title == QLatin1String("Cost GPU-h") ? c : costColumn;
      ratioColumn = title == QStringLiteral("× oracle") ? c : ratioColumn;
    }
    QVERIFY(costColumn >= 0 && ratioColumn >= 0);
    for (int r = 0; r < scores->rowCount(); ++r) {
      const QString name = scores->index(r, 0).data().toString();
      const QJsonObject all = guiMethods[r][QLatin1String("buckets")][QLatin1String("all")].toObject();
      QCOMPARE(guiMethods[r][QLatin1String("name")].toString(), name);
      QCOMPARE(scores->index(r, costColumn).data(Qt::UserRole).toDouble(),
               all[QLatin1String("mean_cost_gpu_h")].toDouble(-1));
      const double regret = all[QLatin1String("regret_gpu_h")].toDouble(-1);
      QVERIFY2(name == QLatin1String("oracle") ? regret == 0 : regret >= 0, qPrintable(name));
      if (all[QLatin1String("cost_over_oracle")].isDouble()) // none when the oracle's cost is 0
        QCOMPARE(scores->index(r, ratioColumn).data(Qt::UserRole).toDouble(),
                 name == QLatin1String("oracle") ? 1.0 : all[QLatin1String("cost_over_oracle")].toDouble());
    }
    // By load and the distribution of d: every method has its bars and its line.
    QVERIFY(ws.bucketChart()->barCount() >= 3);
    QCOMPARE(ws.distributionChart()->plot()->graphCount(), 3);
    // The report: PDF with the summary and the scores, CSV of the table; both listed in the store.
    const QString pdf = m_dir.filePath(QStringLiteral("policies.pdf"));
    const QString csv = m_dir.filePath(QStringLiteral("policies.csv"));
    for (const QString &path : {pdf, csv}) {
      QFuture<Result<void>> written = ws.exportReport(path);
      written.waitForFinished();
      QVERIFY_OK(written.result());
    }
    QProcess text;
    text.start(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
    QVERIFY(text.waitForFinished(60000));
    const QString pdfText = QString::fromUtf8(text.readAllStandardOutput());
    QVERIFY2(pdfText.contains(QLatin1String("Chain policies")) && pdfText.contains(QLatin1String("Summary")) &&
                 pdfText.contains(QLatin1String("GPU-h")),
             qPrintable(pdfText));
    // The summary names the front, as the chart draws it (in its own order).
    const QString summary = pdfText.simplified();
    const QString than = QStringLiteral("less overlap than ");
    const qsizetype at = summary.indexOf(than);
    QVERIFY2(at >= 0, qPrintable(summary));
    QStringList named = summary.mid(at + than.size()).section(QLatin1Char('.'), 0, 0).split(QLatin1String(", "));
    named.sort();
    QCOMPARE(named, front);
    QFile csvFile(csv);
    QVERIFY(csvFile.open(QIODevice::ReadOnly));
    QCOMPARE(csvFile.readAll().count('\n'), 4); // the header and the three methods

    // Stored for the Chains workspace's policy selector.
    Database db;
    QVERIFY_OK(db.open(m_db));
    QCOMPARE(latestChainEvaluation(db)[QLatin1String("methods")].toArray().size(), 3);
    QCOMPARE(writtenReports(db).size(), 2);

    // One bucket: only the methods with episodes there.
    const int buckets = ws.bucketBox()->count();
    QCOMPARE(buckets, 4);
    int shown = 0;
    for (int b = 0; b < buckets; ++b) {
      ws.bucketBox()->setCurrentIndex(b);
      shown += ws.scoresTable()->model()->rowCount() > 0;
    }
    QVERIFY(shown >= 2); // all, and the bucket(s) the three episodes fall in
    ws.bucketBox()->setCurrentIndex(0);
    ws.show();
    QDir().mkpath(QStringLiteral(MIRAGE_BINARY_DIR "/screenshots"));
    QVERIFY(ws.grab().save(QStringLiteral(MIRAGE_BINARY_DIR "/screenshots/policies.png")));
    auto *charts = ws.findChild<QTabWidget *>(QStringLiteral("policiesCharts"));
    QVERIFY(charts);
    charts->setCurrentIndex(1);
    QVERIFY(ws.grab().save(QStringLiteral(MIRAGE_BINARY_DIR "/screenshots/policies-by-load.png")));
    charts->setCurrentIndex(2);
    QVERIFY(ws.grab().save(QStringLiteral(MIRAGE_BINARY_DIR "/screenshots/policies-d.png")));
  }

  // The Episodes tab: the three episodes listed (sortable, following the bucket); clicking one
  // draws P, each method's submission and S's start, and risk-optimal's curve at its decision.
  void an_episode_shows_each_submission_and_the_risk_curve()
  {
    PoliciesWorkspace ws;
    ws.resize(1280, 760);
    threeEpisodes(ws);
    ws.setMethods({QStringLiteral("reactive"), QStringLiteral("lead-2h"), QStringLiteral("risk-optimal"),
                   QStringLiteral("oracle")});
    ws.runButton()->click();
    QTRY_VERIFY_WITH_TIMEOUT(!ws.isRunning(), 300000);
    EpisodesPanel *panel = ws.episodesPanel();
    QAbstractItemModelTester tester(panel->table()->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(panel->model().rowCount(), 3);
    // Sorted by reactive's d, largest first: the 20:00 episode, the one reactive interrupts.
    panel->table()->sortByColumn(2, Qt::DescendingOrder);
    const PolicyEpisode &worst = panel->model().row(0);
    QCOMPARE(QDateTime::fromSecsSinceEpoch(worst.start, Qt::UTC).time(), QTime(20, 0));
    QVERIFY(worst.outcome(QStringLiteral("reactive"))->dHours > 0);
    panel->table()->selectRow(0);
    EpisodeTimelineChart *chart = panel->chart();
    QCOMPARE(chart->rows(),
             (QStringList{QStringLiteral("P (predecessor)"), QStringLiteral("reactive"), QStringLiteral("lead-2h"),
                          QStringLiteral("risk-optimal"), QStringLiteral("oracle")}));
    // Each method's submission as the CLI's JSON says; reactive submits when P ends.
    QCOMPARE(worst.outcome(QStringLiteral("reactive"))->submitted, worst.predecessorEnd);
    QCOMPARE(worst.outcome(QStringLiteral("lead-2h"))->submitted, worst.predecessorEnd - 2 * 3600 + 6 * 60);
    QVERIFY(worst.predecessorSubmit < worst.predecessorStart && worst.predecessorStart < worst.predecessorEnd);
    // risk-optimal's curve at its first decision once P ran: from then to P's end, falling risk
    // with an earlier submission.
    QCOMPARE(chart->plot()->graphCount(), 1);
    QCPGraph *curve = chart->plot()->graph(0);
    QCOMPARE(curve->data()->size(), int(worst.risk.size()));
    QVERIFY(worst.risk.size() >= 10);
    QVERIFY(worst.riskAt > worst.predecessorStart && worst.riskAt - worst.predecessorStart <= 600);
    QVERIFY(worst.risk.front().interruptionProbability <= worst.risk.back().interruptionProbability);
    // Hovering reactive's row says when it submitted and how long the service was down.
    ws.show();
    auto *charts = ws.findChild<QTabWidget *>(QStringLiteral("policiesCharts"));
    charts->setCurrentWidget(panel);
    QVERIFY(QTest::qWaitForWindowExposed(&ws));
    chart->plot()->replot();
    const QPoint reactiveRow(int(chart->plot()->xAxis->coordToPixel(0.0)), int(chart->plot()->yAxis->coordToPixel(1)));
    const QString tip = chart->tooltipAt(reactiveRow);
    QVERIFY2(tip.startsWith(QLatin1String("reactive: S submitted")) && tip.contains(QLatin1String("interrupted for")),
             qPrintable(tip));
    const QPoint riskPoint(reactiveRow.x(), chart->riskRect()->rect().center().y());
    QVERIFY2(chart->tooltipAt(riskPoint).contains(QLatin1String("P(interruption)")),
             qPrintable(chart->tooltipAt(riskPoint)));
    QVERIFY(ws.grab().save(QStringLiteral(MIRAGE_BINARY_DIR "/screenshots/policies-episode.png")));
    // A bucket with none of the three: an empty list and an empty chart.
    ws.bucketBox()->setCurrentIndex(ws.bucketBox()->findData(QStringLiteral("heavy")));
    QCOMPARE(panel->model().rowCount(), 0);
    QVERIFY(chart->rows().isEmpty());
  }

  // A cluster of the store is a source: its stored jobs give the same episodes, so the same scores
  // as the trace they were imported from; a workspace opened later shows the newest evaluation.
  void a_stored_cluster_is_a_source_and_the_newest_result_is_shown()
  {
    {
      Database db;
      QVERIFY_OK(db.open(m_db));
      ImportOptions options;
      options.cluster = QStringLiteral("ls6");
      const ImportResult imported = importTrace(db, kLs6, options);
      QVERIFY2(imported.error.isEmpty(), qPrintable(imported.error));
    }
    PoliciesWorkspace fromTrace;
    threeEpisodes(fromTrace);
    fromTrace.runButton()->click();
    QTRY_VERIFY_WITH_TIMEOUT(!fromTrace.isRunning(), 300000);
    PoliciesWorkspace fromCluster;
    threeEpisodes(fromCluster);
    QTRY_VERIFY_WITH_TIMEOUT(fromCluster.sourceBox()->findData(QStringLiteral("ls6")) > 0, 30000);
    fromCluster.sourceBox()->setCurrentIndex(fromCluster.sourceBox()->findData(QStringLiteral("ls6")));
    QVERIFY(!fromCluster.traceEdit()->isEnabled());
    fromCluster.runButton()->click();
    QTRY_VERIFY_WITH_TIMEOUT(!fromCluster.isRunning(), 300000);
    QCOMPARE(fromCluster.result()[QLatin1String("cluster")].toString(), QStringLiteral("ls6"));
    const QJsonArray a = fromTrace.result()[QLatin1String("methods")].toArray();
    const QJsonArray b = fromCluster.result()[QLatin1String("methods")].toArray();
    QCOMPARE(b.size(), a.size());
    for (qsizetype i = 0; i < a.size(); ++i)
      QCOMPARE(b[i][QLatin1String("buckets")], a[i][QLatin1String("buckets")]);
    // Opened later: the newest evaluation, before any run, and the form says what it was (not
    // what the form last remembered).
    QSettings().setValue(QStringLiteral("policies/nodes"), 7);
    QSettings().setValue(QStringLiteral("policies/methods"), QStringList{QStringLiteral("dqn")});
    QSettings().setValue(QStringLiteral("policies/chartTab"), 3);
    PoliciesWorkspace later;
    QCOMPARE(later.nodesBox()->value(), 7);
    auto *charts = later.findChild<QTabWidget *>(QStringLiteral("policiesCharts"));
    QCOMPARE(charts->currentIndex(), 3); // the tab last looked at
    charts->setCurrentIndex(1);
    QCOMPARE(QSettings().value(QStringLiteral("policies/chartTab")).toInt(), 1);
    later.setDatabasePath([this] { return m_db; });
    QTRY_COMPARE_WITH_TIMEOUT(later.scoresTable()->model()->rowCount(), 3, 30000);
    QCOMPARE(later.result()[QLatin1String("cluster")].toString(), QStringLiteral("ls6"));
    QCOMPARE(later.sourceBox()->currentData().toString(), QStringLiteral("ls6"));
    QCOMPARE(later.nodesBox()->value(), 88);
    QCOMPARE(later.gpusBox()->value(), 3);
    QVERIFY(!later.paperSplitBox()->isChecked());
    QCOMPARE(later.validateFromEdit()->dateTime(), QDateTime(QDate(2023, 3, 26), QTime(12, 0), Qt::UTC));
    QCOMPARE(later.trainUntilEdit()->dateTime(), QDateTime(QDate(2023, 3, 20), QTime(0, 0), Qt::UTC));
    QStringList checked;
    for (int i = 0; i < later.methodsList()->count(); ++i)
      if (later.methodsList()->item(i)->checkState() == Qt::Checked)
        checked << later.methodsList()->item(i)->text();
    QCOMPARE(checked, (QStringList{QStringLiteral("reactive"), QStringLiteral("lead-2h"), QStringLiteral("oracle")}));
  }

  void cancel_stops_a_run()
  {
    PoliciesWorkspace ws;
    ws.setDatabasePath([this] { return m_db; });
    ws.traceEdit()->setText(kLs6);
    ws.paperSplitBox()->setChecked(true); // 156 episodes
    ws.setMethods({QStringLiteral("reactive"), QStringLiteral("lead-2h"), QStringLiteral("lead-6h")});
    QSignalSpy evaluated(&ws, &PoliciesWorkspace::evaluated);
    ws.runButton()->click();
    QVERIFY(ws.cancelButton()->isEnabled());
    ws.cancelButton()->click();
    QTRY_VERIFY_WITH_TIMEOUT(!ws.isRunning(), 300000);
    QCOMPARE(ws.statusLabel()->text(), QStringLiteral("Cancelled."));
    QCOMPARE(evaluated.count(), 0);
  }

  void bad_input_names_the_field_data()
  {
    QTest::addColumn<QString>("trace");
    QTest::addColumn<int>("chainNodes");
    QTest::addColumn<QString>("field");
    QTest::newRow("no trace") << QString() << 1 << QStringLiteral("Trace");
    QTest::newRow("chain larger than the cluster") << kLs6 << 100 << QStringLiteral("Chain nodes");
  }
  void bad_input_names_the_field()
  {
    QFETCH(QString, trace);
    QFETCH(int, chainNodes);
    QFETCH(QString, field);
    PoliciesWorkspace ws;
    ws.traceEdit()->setText(trace);
    ws.nodesBox()->setValue(88);
    ws.findChild<QSpinBox *>(QStringLiteral("policiesChainNodes"))->setValue(chainNodes);
    ws.runButton()->click();
    QVERIFY(!ws.isRunning());
    QVERIFY2(ws.statusLabel()->text().startsWith(field), qPrintable(ws.statusLabel()->text()));
  }
};

QTEST_MAIN(TestPoliciesWorkspace)
#include "tst_policies_workspace.moc"
