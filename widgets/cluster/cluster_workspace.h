#pragma once

#include "core/cluster_snapshot.h"
#include "store/snapshot_store.h"

#include <QWidget>

class QAction;
class QComboBox;
class QLabel;
class QLineEdit;
class QSortFilterProxyModel;
class QStackedWidget;
class QTableView;
class QTabWidget;

namespace mirage {

class EmptyStateWidget;
class HistoryChart;
class NodeTableModel;
class JobFilterProxy;
class JobTableModel;
class NodeStateChart;
class PartitionTableModel;

// The Cluster workspace: partitions, node states and the job queue of the open snapshot; an
// empty state that says what to do while none is open.
class ClusterWorkspace : public QWidget {
  Q_OBJECT
public:
  // `openDemo` is offered as the empty state's first step.
  ClusterWorkspace(QAction *openDemo, QWidget *parent = nullptr, QAction *connectCluster = nullptr);
  void setSnapshot(const ClusterSnapshot &snapshot);
  // The stored history of the open cluster (empty for the demo).
  void setHistory(const QList<SnapshotPoint> &points);
  bool hasSnapshot() const;
  QTableView *nodeView() const { return m_nodeView; }
  HistoryChart *historyChart() const { return m_history; }
  QTabWidget *detailTabs() const { return m_details; }
  QTableView *jobView() const { return m_jobView; }
  QTableView *partitionView() const { return m_partitionView; }
  NodeStateChart *chart() const { return m_chart; }
  QLineEdit *jobFilter() const { return m_filter; }

protected:
  void changeEvent(QEvent *event) override;

private:
  void retranslate();
  void updateSummary();
  void applyStateFilter();

  QStackedWidget *m_stack;
  EmptyStateWidget *m_empty;
  QLabel *m_summary;
  PartitionTableModel *m_partitions;
  JobTableModel *m_jobs;
  QSortFilterProxyModel *m_partitionProxy;
  JobFilterProxy *m_jobProxy;
  QTableView *m_partitionView;
  QTableView *m_nodeView;
  NodeTableModel *m_nodes;
  HistoryChart *m_history;
  QTabWidget *m_details;
  QTableView *m_jobView;
  NodeStateChart *m_chart;
  QLineEdit *m_filter;
  QComboBox *m_stateFilter;
  QLabel *m_jobsTitle;
  ClusterSnapshot m_snapshot;
  bool m_hasSnapshot = false;
};

} // namespace mirage
