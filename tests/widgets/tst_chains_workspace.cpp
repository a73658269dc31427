// The Chains workspace: stored chains with their progress, the timeline of links as the snapshot
// shows them, the next link's suggested submission with its risk, the due notification (once), and
// the submit button's request; a chain whose predecessor is gone, a complete chain, no chains.
#include "widgets/chains/chain_timeline.h"
#include "widgets/chains/chains_workspace.h"
#include "widgets/common/empty_state_widget.h"

#include <qcustomplot.h>

#include "result_check.h"
#include <QAbstractItemModelTester>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QJsonArray>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace mirage;

namespace {
constexpr EpochSeconds kNow = 1764720000;
constexpr qint64 kHour = 3600;

ClusterSnapshot lab()
{
  ClusterSnapshot s;
  s.cluster = QStringLiteral("lab");
  s.time = kNow;
  Partition p;
  p.name = QStringLiteral("gpu");
  p.nodes = 2;
  p.gpusPerNode = 4;
  p.nodesAllocated = 2;
  s.partitions = {p};
  Job link0;
  link0.id = 501;
  link0.state = JobState::Running;
  link0.partition = p.name;
  link0.startTime = kNow - 40 * kHour;
  link0.submitTime = link0.startTime - 600;
  link0.timeLimitSeconds = 48 * kHour;
  Job other = link0;
  other.id = 777;
  other.startTime = kNow - 10 * kHour;
  other.timeLimitSeconds = 12 * kHour; // frees its node 2 h from now
  s.jobs = {link0, other};
  return s;
}

ChainsWorkspace::ChainView chain(const QString &name, int submitted, const QString &lastJob)
{
  ChainsWorkspace::ChainView v;
  v.chain.id = 7;
  v.chain.definition.name = name;
  v.chain.definition.partition = QStringLiteral("gpu");
  v.chain.definition.scripts = {QStringLiteral("/srv/job.sh")};
  v.chain.definition.links = 3;
  v.chain.definition.limitSeconds = 48 * kHour;
  for (int i = 0; i < submitted; ++i) {
    ChainLink l;
    l.link = i;
    l.tag = v.chain.definition.tag(7, i);
    l.state = QStringLiteral("submitted");
    l.jobId = i == submitted - 1 ? lastJob : QString::number(400 + i);
    l.submitted = kNow - (41 + 48 * (submitted - 1 - i)) * kHour;
    v.links.append(l);
  }
  return v;
}
} // namespace

class TestChainsWorkspace : public QObject {
  Q_OBJECT
private slots:
  void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

  void a_running_chain_shows_its_next_submission()
  {
    ChainsWorkspace ws;
    QAbstractItemModelTester tableTester(ws.chainsTable()->model(),
                                         QAbstractItemModelTester::FailureReportingMode::QtTest);
    ws.resize(1200, 600);
    ws.show();
    ws.setChains({chain(QStringLiteral("svc"), 1, QStringLiteral("501"))});
    ws.setSnapshot(lab());
    // The risk curve is worked out off the GUI thread: not there yet when setSnapshot returns.
    QVERIFY2(ws.suggestionLabel()->text().contains(QLatin1String("Working out")),
             qPrintable(ws.suggestionLabel()->text()));
    QTRY_VERIFY(!ws.isComputing());
    QCOMPARE(ws.chainsTable()->model()->rowCount(), 1);
    QCOMPARE(ws.chainsTable()->model()->index(0, 1).data().toString(), QStringLiteral("1 of 3"));
    // Link 1 runs (bar), link 2 is planned.
    const auto bars = ws.timeline()->bars();
    QCOMPARE(bars.size(), 2);
    QCOMPARE(bars[0].state, QStringLiteral("running"));
    QCOMPARE(bars[0].end, kNow + 8 * kHour);
    QCOMPARE(bars[1].state, QStringLiteral("planned"));
    // Slurm's plan: submitted now, link 2 would start in 2 h (the other node): a 2-hour lead.
    const auto next = ws.suggestionFor(chain(QStringLiteral("svc"), 1, QStringLiteral("501")));
    QVERIFY(next && next->known);
    QCOMPARE(next->link, 1);
    QCOMPARE(next->risk.leadSeconds, 2 * kHour);
    QCOMPARE(next->submitAt, kNow + 6 * kHour);
    QVERIFY2(ws.suggestionLabel()->text().contains(QLatin1String("UTC")) &&
                 ws.suggestionLabel()->text().contains(QLatin1String("P(interruption) 0 %")),
             qPrintable(ws.suggestionLabel()->text()));
    // Hovering the running bar says what it is.
    QCustomPlot *plot = ws.timeline()->plot();
    const QPoint onBar(int(plot->xAxis->coordToPixel(double(kNow - kHour))), int(plot->yAxis->coordToPixel(0)));
    QVERIFY2(ws.timeline()->tooltipAt(onBar).contains(QLatin1String("job 501")),
             qPrintable(ws.timeline()->tooltipAt(onBar)));
    // The due notification comes once, when the time has come.
    QSignalSpy due(&ws, &ChainsWorkspace::suggestionDue);
    ws.checkDue(kNow);
    QCOMPARE(due.count(), 0);
    ws.checkDue(kNow + 6 * kHour);
    QCOMPARE(due.count(), 1);
    QCOMPARE(due.first().at(0).toString(), QStringLiteral("svc"));
    ws.checkDue(kNow + 7 * kHour);
    QCOMPARE(due.count(), 1);
    // The button asks the window to submit (which confirms first).
    QSignalSpy submit(&ws, &ChainsWorkspace::submitNextRequested);
    QVERIFY(ws.submitButton()->isEnabled());
    ws.submitButton()->click();
    QCOMPARE(submit.count(), 1);
    QCOMPARE(submit.first().at(0).toString(), QStringLiteral("svc"));
    QDir().mkpath(QStringLiteral(MIRAGE_BINARY_DIR "/screenshots"));
    QVERIFY(ws.grab().save(QStringLiteral(MIRAGE_BINARY_DIR "/screenshots/chains-workspace.png")));
  }

  void policies_with_their_scores()
  {
    ChainsWorkspace ws;
    ws.setEvaluation(QJsonObject{
        {QStringLiteral("methods"),
         QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("risk-optimal")},
                                {QStringLiteral("all"), QJsonObject{{QStringLiteral("mean_interruption_h"), 0.31},
                                                                    {QStringLiteral("mean_overlap_h"), 0.01}}}}}}});
    ws.setChains({chain(QStringLiteral("svc"), 1, QStringLiteral("501"))});
    ws.setSnapshot(lab());
    QTRY_VERIFY(!ws.isComputing()); // the suggestions are worked out in the background
    QComboBox *box = ws.policyBox();
    QCOMPARE(box->currentData().toString(), QStringLiteral("reactive")); // the chain's policy
    const int risk = box->findData(QStringLiteral("risk-optimal"));
    QVERIFY(risk >= 0);
    QVERIFY2(box->itemText(risk).contains(QLatin1String("interruption 0.31 h")), qPrintable(box->itemText(risk)));
    QSignalSpy changed(&ws, &ChainsWorkspace::policyChangeRequested);
    box->setCurrentIndex(risk);
    emit box->activated(risk);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(changed.first().at(1).toString(), QStringLiteral("risk-optimal"));

    // The store keeps the change and the evaluation's summary.
    QTemporaryDir dir;
    Database db;
    QVERIFY_OK(db.open(dir.filePath(QStringLiteral("s.sqlite"))));
    policy::ChainDefinition c = chain(QStringLiteral("svc"), 0, {}).chain.definition;
    const auto id = saveChain(db, c);
    QVERIFY2(id.ok(), qPrintable(id.error()));
    QVERIFY_OK(setChainPolicy(db, *id, QStringLiteral("risk-optimal")));
    QCOMPARE(loadChain(db, QStringLiteral("svc"))->definition.policy, QStringLiteral("risk-optimal"));
    QVERIFY(!setChainPolicy(db, *id, QStringLiteral("psychic")).ok());
    QVERIFY(!loadChain(db, QStringLiteral("svc"))->definition.key.isEmpty());
    QVERIFY_OK(saveChainEvaluation(db, QStringLiteral("k"), QJsonObject{{QStringLiteral("episodes"), 156}}));
    QCOMPARE(latestChainEvaluation(db)[QLatin1String("episodes")].toInt(), 156);
  }

  void gone_complete_and_no_chains()
  {
    ChainsWorkspace ws;
    QAbstractItemModelTester tableTester(ws.chainsTable()->model(),
                                         QAbstractItemModelTester::FailureReportingMode::QtTest);
    // The predecessor is not in the queue any more: submit now.
    ws.setChains({chain(QStringLiteral("gone"), 2, QStringLiteral("999"))});
    ws.setSnapshot(lab());
    QTRY_VERIFY(!ws.isComputing()); // the suggestions are worked out in the background
    QVERIFY2(ws.suggestionLabel()->text().contains(QLatin1String("now")), qPrintable(ws.suggestionLabel()->text()));
    QCOMPARE(ws.timeline()->bars()[1].state, QStringLiteral("ended"));
    // All links submitted: nothing to suggest, nothing to submit.
    ws.setChains({chain(QStringLiteral("done"), 3, QStringLiteral("501"))});
    QTRY_VERIFY(!ws.isComputing()); // the suggestions are worked out in the background
    QVERIFY(!ws.submitButton()->isEnabled());
    QVERIFY(ws.suggestionLabel()->text().contains(QLatin1String("All 3")));
    // No chains: the empty state says how to define one.
    ws.setChains({});
    QVERIFY(ws.emptyState()->text().contains(QLatin1String("mirage-cli chain add")));
    QCOMPARE(ws.findChild<QStackedWidget *>()->currentIndex(), 0);
  }
};

QTEST_MAIN(TestChainsWorkspace)
#include "tst_chains_workspace.moc"
