#include "widgets/cluster/partition_table_model.h"

#include "core/duration.h"

namespace mirage {

PartitionTableModel::PartitionTableModel(QObject *parent) : QAbstractTableModel(parent) {}

void PartitionTableModel::setSnapshot(const ClusterSnapshot &snapshot)
{
  beginResetModel();
  m_rows.clear();
  for (const Partition &p : snapshot.partitions) {
    Row row{p};
    for (const Job &j : snapshot.jobs) {
      if (j.partition != p.name)
        continue;
      (j.state == JobState::Running ? row.running : row.pending) += 1;
    }
    m_rows.append(row);
  }
  endResetModel();
}

int PartitionTableModel::rowCount(const QModelIndex &parent) const
{
  return parent.isValid() ? 0 : int(m_rows.size());
}
int PartitionTableModel::columnCount(const QModelIndex &parent) const
{
  return parent.isValid() ? 0 : ColumnCount;
}

QVariant PartitionTableModel::data(const QModelIndex &index, int role) const
{
  if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
    return {};
  const Row &row = m_rows[index.row()];
  const Partition &p = row.partition;
  if (role == Qt::TextAlignmentRole)
    return index.column() == Name ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                  : QVariant(Qt::AlignRight | Qt::AlignVCenter);
  if (role == Qt::ToolTipRole && index.column() == Name && p.isDefault)
    return tr("Default partition");
  if (role != Qt::DisplayRole && role != SortRole)
    return {};
  switch (index.column()) {
  case Name:
    return p.isDefault && role == Qt::DisplayRole ? p.name + QLatin1Char('*') : p.name;
  case Nodes:
    return p.nodes;
  case Gpus:
    if (role == SortRole)
      return p.gpus();
    return p.gpusPerNode > 0 ? tr("%1 × %2 %3").arg(p.nodes).arg(p.gpusPerNode).arg(p.gpuType) : tr("none");
  case Allocated:
    return p.nodesAllocated + p.nodesMixed;
  case Idle:
    return p.nodesIdle;
  case Down:
    return p.nodesDown;
  case Running:
    return row.running;
  case Pending:
    return row.pending;
  case MaxTime:
    return role == SortRole ? QVariant(p.maxTimeSeconds) : QVariant(formatSlurmDuration(p.maxTimeSeconds));
  default:
    return {};
  }
}

QVariant PartitionTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
  if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
    return QAbstractTableModel::headerData(section, orientation, role);
  switch (section) {
  case Name:
    return tr("Partition");
  case Nodes:
    return tr("Nodes");
  case Gpus:
    return tr("GPUs");
  case Allocated:
    return tr("Busy");
  case Idle:
    return tr("Idle");
  case Down:
    return tr("Down");
  case Running:
    return tr("Running");
  case Pending:
    return tr("Pending");
  case MaxTime:
    return tr("Max time");
  default:
    return {};
  }
}

} // namespace mirage
