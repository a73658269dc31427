#pragma once

#include "core/cluster_snapshot.h"

#include <QAbstractTableModel>

namespace mirage {

// One row per partition of a snapshot: size, GPUs, node states and queue.
class PartitionTableModel : public QAbstractTableModel {
  Q_OBJECT
public:
  enum Column { Name, Nodes, Gpus, Allocated, Idle, Down, Running, Pending, MaxTime, ColumnCount };
  static constexpr int SortRole = Qt::UserRole + 1;

  explicit PartitionTableModel(QObject *parent = nullptr);
  void setSnapshot(const ClusterSnapshot &snapshot);

  int rowCount(const QModelIndex &parent = {}) const override;
  int columnCount(const QModelIndex &parent = {}) const override;
  QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
  QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
  struct Row {
    Partition partition;
    int running = 0;
    int pending = 0;
  };
  QList<Row> m_rows;
};

} // namespace mirage
