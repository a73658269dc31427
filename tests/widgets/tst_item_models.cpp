#include "services/demo_cluster.h"
#include "slurm/queue_parsers.h"
#include "widgets/cluster/job_filter_proxy.h"
#include "widgets/cluster/job_table_model.h"
#include "widgets/cluster/node_table_model.h"
#include "widgets/cluster/partition_table_model.h"
#include "widgets/common/row_table_model.h"
#include "widgets/common/row_table_view.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QHeaderView>
#include <QSignalSpy>
#include <QStandardItemModel>
#include <QTableView>
#include <QTest>

using namespace mirage;

class TestItemModels : public QObject {
  Q_OBJECT
  ClusterSnapshot m_demo;

private slots:
  void initTestCase()
  {
    const auto demo = loadDemoCluster(1'700'000'000);
    QVERIFY2(demo.ok(), qPrintable(demo.error()));
    m_demo = demo.value();
  }

  // The workspaces' tables (chains, scores, what-if comparison, written reports, shortcuts) all
  // show their rows through RowTableModel: each column's text, tooltip, alignment and sort value.
  void row_table_model()
  {
    struct Job {
      QString name;
      int nodes;
    };
    QString language = QStringLiteral("Name");
    RowTableModel<Job> model(
        {{[&] { return language; }, [](const Job &j) { return j.name; }},
         {[] { return QStringLiteral("Nodes"); }, [](const Job &j) { return QString::number(j.nodes); },
          [](const Job &j) { return QStringLiteral("%1 node(s)").arg(j.nodes); }, Qt::AlignRight | Qt::AlignVCenter,
          [](const Job &j) { return QVariant(j.nodes); }}});
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(model.columnCount(), 2);
    model.setRows({{QStringLiteral("train"), 4}, {QStringLiteral("serve"), 12}});
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.index(1, 0).data().toString(), QStringLiteral("serve"));
    QCOMPARE(model.index(1, 1).data().toString(), QStringLiteral("12"));
    QCOMPARE(model.index(1, 1).data(Qt::ToolTipRole).toString(), QStringLiteral("12 node(s)"));
    QVERIFY(!model.index(1, 0).data(Qt::ToolTipRole).isValid());
    QCOMPARE(model.index(0, 1).data(Qt::UserRole).toInt(), 4); // sorts as a number, not as "4" > "12"
    QCOMPARE(model.index(0, 0).data(Qt::UserRole).toString(), QStringLiteral("train"));
    QCOMPARE(Qt::Alignment(model.index(0, 1).data(Qt::TextAlignmentRole).toInt()), Qt::AlignRight | Qt::AlignVCenter);
    QCOMPARE(model.headerData(0, Qt::Horizontal).toString(), QStringLiteral("Name"));
    QSignalSpy header(&model, &QAbstractItemModel::headerDataChanged);
    language = QStringLiteral("Nom");
    model.retranslate();
    QCOMPARE(header.count(), 1);
    QCOMPARE(model.headerData(0, Qt::Horizontal).toString(), QStringLiteral("Nom"));
    QCOMPARE(model.row(0).nodes, 4);
    model.setRows({});
    QCOMPARE(model.rowCount(), 0);
  }

  void partition_model()
  {
    PartitionTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 0);
    model.setSnapshot(m_demo);
    QCOMPARE(model.rowCount(), m_demo.partitions.size());
    QCOMPARE(model.columnCount(), int(PartitionTableModel::ColumnCount));
    int running = 0, pending = 0;
    for (int r = 0; r < model.rowCount(); ++r) {
      const Partition &p = m_demo.partitions[r];
      QCOMPARE(model.index(r, PartitionTableModel::Nodes).data().toInt(), p.nodes);
      QCOMPARE(model.index(r, PartitionTableModel::Gpus).data(PartitionTableModel::SortRole).toInt(), p.gpus());
      running += model.index(r, PartitionTableModel::Running).data().toInt();
      pending += model.index(r, PartitionTableModel::Pending).data().toInt();
      QCOMPARE(model.index(r, PartitionTableModel::Name).data(PartitionTableModel::SortRole).toString(), p.name);
    }
    QCOMPARE(running, m_demo.count(JobState::Running));
    QCOMPARE(pending, m_demo.count(JobState::Pending));
    // The default partition is marked.
    QVERIFY(model.index(0, PartitionTableModel::Name).data().toString().endsWith(QLatin1Char('*')));
  }

  void job_model()
  {
    JobTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setSnapshot(m_demo);
    QCOMPARE(model.rowCount(), m_demo.jobs.size());
    for (int r = 0; r < model.rowCount(); ++r) {
      const Job &j = m_demo.jobs[r];
      QCOMPARE(model.index(r, JobTableModel::Id).data().toLongLong(), j.id);
      QCOMPARE(model.index(r, JobTableModel::Gpus).data().toInt(), j.nodes * j.gpusPerNode);
      const qint64 waited = model.index(r, JobTableModel::Waited).data(JobTableModel::SortRole).toLongLong();
      QCOMPARE(waited, (j.state == JobState::Running ? j.startTime : m_demo.time) - j.submitTime);
      QCOMPARE(model.index(r, JobTableModel::Reason).data().toString().isEmpty(), j.state == JobState::Running);
    }
    model.setSnapshot(ClusterSnapshot{});
    QCOMPARE(model.rowCount(), 0);
  }

  void node_model()
  {
    QFile f(QStringLiteral(MIRAGE_SOURCE_DIR "/tests/fixtures/slurm-22.05/sinfo.txt"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const auto nodes = parseSinfo(QString::fromUtf8(f.readAll()));
    QVERIFY(nodes.ok());
    ClusterSnapshot s;
    s.nodes = nodes.value();
    NodeTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setSnapshot(s);
    QCOMPARE(model.rowCount(), 4);
    QCOMPARE(model.index(0, NodeTableModel::Partitions).data().toString(), QStringLiteral("gpu, debug"));
    QCOMPARE(model.index(0, NodeTableModel::Gpus).data().toString(),
             QStringLiteral("%1 / 4").arg(s.nodes[0].gpusAllocated));
    QCOMPARE(model.index(3, NodeTableModel::GpuType).data().toString(), QStringLiteral("h100"));
    s.nodes[1].state = QStringLiteral("drained");
    model.setSnapshot(s);
    QVERIFY(model.index(1, NodeTableModel::State).data(Qt::ForegroundRole).isValid()); // shown in red
    QVERIFY(!model.index(0, NodeTableModel::State).data(Qt::ForegroundRole).isValid());
  }

  void job_model_shows_slurms_estimate()
  {
    QFile f(QStringLiteral(MIRAGE_SOURCE_DIR "/tests/fixtures/slurm-22.05/squeue.txt"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const auto jobs = parseSqueue(QString::fromUtf8(f.readAll()), QTimeZone::utc());
    QVERIFY(jobs.ok());
    ClusterSnapshot s;
    s.jobs = jobs.value();
    s.time = s.jobs.first().submitTime + 60;
    JobTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setSnapshot(s);
    int withEstimate = 0;
    for (int r = 0; r < model.rowCount(); ++r) {
      const bool has = s.jobs[r].estimatedStart > 0;
      QCOMPARE(model.index(r, JobTableModel::Estimate).data().isValid(), has);
      withEstimate += has;
    }
    QVERIFY(withEstimate >= 1);
  }

  void filter_proxy()
  {
    JobTableModel model;
    model.setSnapshot(m_demo);
    JobFilterProxy proxy;
    proxy.setSourceModel(&model);
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(proxy.rowCount(), m_demo.jobs.size());
    proxy.setState(JobState::Pending);
    QCOMPARE(proxy.rowCount(), m_demo.count(JobState::Pending));
    const QString user = m_demo.jobs.first().user;
    int pendingOfUser = 0;
    for (const Job &j : m_demo.jobs)
      pendingOfUser += j.state == JobState::Pending && j.user == user;
    proxy.setText(user.toUpper()); // case-insensitive
    QCOMPARE(proxy.rowCount(), pendingOfUser);
    proxy.setState(std::nullopt);
    proxy.setText(QStringLiteral("no such job anywhere"));
    QCOMPARE(proxy.rowCount(), 0);
    proxy.setText(QString());
    QCOMPARE(proxy.rowCount(), m_demo.jobs.size());
    // Sorting by the wait sorts by seconds, not by the displayed text.
    proxy.sort(JobTableModel::Waited, Qt::DescendingOrder);
    qint64 previous = std::numeric_limits<qint64>::max();
    for (int r = 0; r < proxy.rowCount(); ++r) {
      const qint64 w = proxy.index(r, JobTableModel::Waited).data(JobTableModel::SortRole).toLongLong();
      QVERIFY(w <= previous);
      previous = w;
    }
  }

  // The Cluster workspace's quick column fit gives the widths Qt's own fit gives when it reads
  // every row, and it reads rows spread over the whole table, the last one too.
  void fit_columns_to_text()
  {
    JobTableModel model;
    model.setSnapshot(m_demo);
    QTableView ours, qts;
    for (QTableView *view : {&ours, &qts})
      view->setModel(&model);
    fitColumnsToText(&ours);
    qts.horizontalHeader()->setResizeContentsPrecision(-1);
    qts.resizeColumnsToContents();
    for (int c = 0; c < model.columnCount(); ++c)
      QVERIFY2(
          std::abs(ours.columnWidth(c) - qts.columnWidth(c)) <= 2,
          qPrintable(
              QStringLiteral("column %1: %2 against Qt's %3").arg(c).arg(ours.columnWidth(c)).arg(qts.columnWidth(c))));

    QStandardItemModel rows(1001, 2);
    for (int r = 0; r < rows.rowCount(); ++r)
      for (int c = 0; c < 2; ++c)
        rows.setItem(r, c, new QStandardItem(QStringLiteral("x")));
    rows.item(501, 0)->setText(QStringLiteral("a text in the middle of the table, long"));
    rows.item(1000, 1)->setText(QStringLiteral("the last row's text, longer than any other one"));
    QTableView spread;
    spread.setModel(&rows);
    fitColumnsToText(&spread, 400); // every third row and the last
    const QFontMetrics metrics = spread.fontMetrics();
    QVERIFY(spread.columnWidth(0) > metrics.horizontalAdvance(rows.item(501, 0)->text()));
    QVERIFY(spread.columnWidth(1) > metrics.horizontalAdvance(rows.item(1000, 1)->text()));
  }
};

QTEST_MAIN(TestItemModels)
#include "tst_item_models.moc"
