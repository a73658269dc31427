#pragma once

#include "core/cluster_snapshot.h"

#include <QAbstractTableModel>

namespace mirage {

// The nodes of a snapshot: state, partitions, CPUs and GPUs in use.
class NodeTableModel : public QAbstractTableModel {
  Q_OBJECT
public:
  enum Column { Name, State, Partitions, Cpus, Gpus, GpuType, Reason, ColumnCount };
  static constexpr int SortRole = Qt::UserRole + 1;

  explicit NodeTableModel(QObject *parent = nullptr);
  void setSnapshot(const ClusterSnapshot &snapshot);

  int rowCount(const QModelIndex &parent = {}) const override;
  int columnCount(const QModelIndex &parent = {}) const override;
  QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
  QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
  QList<Node> m_nodes;
};

} // namespace mirage
