#include "widgets/cluster/cluster_workspace.h"

#include "widgets/cluster/history_chart.h"
#include "widgets/cluster/job_filter_proxy.h"
#include "widgets/cluster/job_table_model.h"
#include "widgets/cluster/node_state_chart.h"
#include "widgets/cluster/node_table_model.h"
#include "widgets/cluster/partition_table_model.h"
#include "widgets/common/empty_state_widget.h"
#include "widgets/common/row_table_view.h"

#include <QComboBox>
#include <QDateTime>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace mirage {
namespace {
QTableView *makeTable(QAbstractItemModel *model, QWidget *parent)
{
  auto *view = new QTableView(parent);
  view->setModel(model);
  view->setSortingEnabled(true);
  view->setSelectionBehavior(QAbstractItemView::SelectRows);
  view->setAlternatingRowColors(true);
  view->verticalHeader()->hide();
  view->verticalHeader()->setDefaultSectionSize(view->fontMetrics().height() + 8);
  view->horizontalHeader()->setHighlightSections(false);
  view->horizontalHeader()->setStretchLastSection(true);
  return view;
}
} // namespace

ClusterWorkspace::ClusterWorkspace(QAction *openDemo, QWidget *parent, QAction *connectCluster)
    : QWidget(parent), m_stack(new QStackedWidget(this)), m_empty(new EmptyStateWidget(this)),
      m_summary(new QLabel(this)), m_partitions(new PartitionTableModel(this)), m_jobs(new JobTableModel(this)),
      m_partitionProxy(new QSortFilterProxyModel(this)), m_jobProxy(new JobFilterProxy(this)),
      m_chart(new NodeStateChart(this)), m_filter(new QLineEdit(this)), m_stateFilter(new QComboBox(this)),
      m_jobsTitle(new QLabel(this))
{
  m_nodes = new NodeTableModel(this);
  m_history = new HistoryChart(this);
  m_details = new QTabWidget(this);
  if (connectCluster)
    m_empty->addAction(connectCluster);
  m_empty->addAction(openDemo);

  m_partitionProxy->setSourceModel(m_partitions);
  m_partitionProxy->setSortRole(PartitionTableModel::SortRole);
  m_jobProxy->setSourceModel(m_jobs);
  m_jobProxy->setSortRole(JobTableModel::SortRole);
  m_partitionView = makeTable(m_partitionProxy, this);
  m_partitionView->setObjectName(QStringLiteral("partitionView"));
  m_partitionView->sortByColumn(PartitionTableModel::Name, Qt::AscendingOrder);
  m_partitionView->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
  m_jobView = makeTable(m_jobProxy, this);
  m_jobView->setObjectName(QStringLiteral("jobView"));
  m_jobView->sortByColumn(JobTableModel::Submitted, Qt::AscendingOrder);
  m_filter->setClearButtonEnabled(true);
  m_filter->setObjectName(QStringLiteral("jobFilter"));
  connect(m_filter, &QLineEdit::textChanged, m_jobProxy, &JobFilterProxy::setText);
  connect(m_stateFilter, &QComboBox::currentIndexChanged, this, [this] { applyStateFilter(); });

  QFont summaryFont = m_summary->font();
  summaryFont.setPointSizeF(summaryFont.pointSizeF() * 1.15);
  m_summary->setFont(summaryFont);
  m_summary->setObjectName(QStringLiteral("clusterSummary"));
  QFont titleFont = m_jobsTitle->font();
  titleFont.setBold(true);
  m_jobsTitle->setFont(titleFont);

  auto *nodeProxy = new QSortFilterProxyModel(this);
  nodeProxy->setSourceModel(m_nodes);
  nodeProxy->setSortRole(NodeTableModel::SortRole);
  m_nodeView = makeTable(nodeProxy, this);
  m_nodeView->setObjectName(QStringLiteral("nodeView"));
  m_nodeView->sortByColumn(NodeTableModel::Name, Qt::AscendingOrder);
  m_details->setDocumentMode(true);
  m_details->addTab(m_partitionView, QString());
  m_details->addTab(m_nodeView, QString());
  m_details->addTab(m_history, QString());

  auto *top = new QSplitter(Qt::Horizontal);
  top->addWidget(m_details);
  top->addWidget(m_chart);
  top->setStretchFactor(0, 3);
  top->setStretchFactor(1, 1);
  m_chart->setMinimumWidth(300);
  top->setMinimumHeight(260);

  auto *jobsPanel = new QWidget;
  auto *jobsBar = new QHBoxLayout;
  jobsBar->addWidget(m_jobsTitle);
  jobsBar->addStretch();
  jobsBar->addWidget(m_stateFilter);
  jobsBar->addWidget(m_filter, 1);
  auto *jobsLayout = new QVBoxLayout(jobsPanel);
  jobsLayout->setContentsMargins(0, 0, 0, 0);
  jobsLayout->addLayout(jobsBar);
  jobsLayout->addWidget(m_jobView);

  auto *split = new QSplitter(Qt::Vertical);
  split->addWidget(top);
  split->addWidget(jobsPanel);
  split->setStretchFactor(0, 2);
  split->setStretchFactor(1, 3);

  auto *dashboard = new QWidget;
  auto *dashLayout = new QVBoxLayout(dashboard);
  dashLayout->addWidget(m_summary);
  dashLayout->addWidget(split, 1);

  m_stack->addWidget(m_empty);
  m_stack->addWidget(dashboard);
  auto *layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(m_stack);
  retranslate();
}

bool ClusterWorkspace::hasSnapshot() const
{
  return m_hasSnapshot;
}

void ClusterWorkspace::setHistory(const QList<SnapshotPoint> &points)
{
  m_history->setHistory(points);
  m_details->setTabEnabled(2, !points.isEmpty());
}

void ClusterWorkspace::setSnapshot(const ClusterSnapshot &snapshot)
{
  const bool first = !m_hasSnapshot || snapshot.cluster != m_snapshot.cluster;
  m_snapshot = snapshot;
  m_hasSnapshot = true;
  m_partitions->setSnapshot(snapshot);
  m_jobs->setSnapshot(snapshot);
  m_chart->setSnapshot(snapshot);
  m_nodes->setSnapshot(snapshot);
  m_details->setTabEnabled(1, !snapshot.nodes.isEmpty());
  // The columns fit a cluster's first snapshot; later ones (every poll) keep the widths the user
  // may have set. The fit reads a few hundred rows spread over the table: a queue of thousands
  // of jobs would otherwise hold the GUI thread up measuring each one. (The partitions' columns
  // stretch.)
  if (first)
    for (QTableView *view : {m_nodeView, m_jobView})
      fitColumnsToText(view);
  m_stack->setCurrentIndex(1);
  updateSummary();
}

void ClusterWorkspace::applyStateFilter()
{
  const int index = m_stateFilter->currentIndex();
  m_jobProxy->setState(index == 1   ? std::optional(JobState::Running)
                       : index == 2 ? std::optional(JobState::Pending)
                                    : std::nullopt);
}

void ClusterWorkspace::updateSummary()
{
  if (!m_hasSnapshot)
    return;
  const auto &s = m_snapshot;
  m_summary->setText(tr("<b>%1</b> — %2 nodes, %3 of %4 GPUs in use, %5 running, %6 pending — as of %7")
                         .arg(s.cluster.toHtmlEscaped())
                         .arg(s.totalNodes())
                         .arg(s.gpusInUse())
                         .arg(s.totalGpus())
                         .arg(s.count(JobState::Running))
                         .arg(s.count(JobState::Pending))
                         .arg(QLocale().toString(QDateTime::fromSecsSinceEpoch(s.time), QLocale::ShortFormat)));
}

void ClusterWorkspace::changeEvent(QEvent *event)
{
  if (event->type() == QEvent::LanguageChange)
    retranslate();
  QWidget::changeEvent(event);
}

void ClusterWorkspace::retranslate()
{
  m_empty->setTitle(tr("No cluster open"));
  m_empty->setText(tr("Mirage watches a Slurm cluster, forecasts queue waits and tells you when to submit the "
                      "next job of a long service. Connect to a cluster (its Slurm tools on this computer, or a "
                      "login node over SSH), or open the built-in demo cluster to look around."));
  m_filter->setPlaceholderText(tr("Filter jobs (user, name, partition…)"));
  m_jobsTitle->setText(tr("Jobs"));
  m_details->setTabText(0, tr("Partitions"));
  m_details->setTabText(1, tr("Nodes"));
  m_details->setTabText(2, tr("History"));
  const int state = std::max(0, m_stateFilter->currentIndex());
  const QSignalBlocker block(m_stateFilter);
  m_stateFilter->clear();
  m_stateFilter->addItems({tr("All jobs"), tr("Running"), tr("Pending")});
  m_stateFilter->setCurrentIndex(state);
  updateSummary();
}

} // namespace mirage
