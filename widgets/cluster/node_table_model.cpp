#include "widgets/cluster/node_table_model.h"

#include <QBrush>
#include <QColor>

namespace mirage {

NodeTableModel::NodeTableModel(QObject *parent) : QAbstractTableModel(parent) {}

void NodeTableModel::setSnapshot(const ClusterSnapshot &snapshot)
{
  beginResetModel();
  m_nodes = snapshot.nodes;
  endResetModel();
}

int NodeTableModel::rowCount(const QModelIndex &parent) const
{
  return parent.isValid() ? 0 : int(m_nodes.size());
}
int NodeTableModel::columnCount(const QModelIndex &parent) const
{
  return parent.isValid() ? 0 : ColumnCount;
}

QVariant NodeTableModel::data(const QModelIndex &index, int role) const
{
  if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
    return {};
  const Node &n = m_nodes[index.row()];
  if (role == Qt::ForegroundRole && index.column() == State) {
    if (n.state.startsWith(QLatin1String("down")) || n.state.startsWith(QLatin1String("drain")) ||
        n.state.startsWith(QLatin1String("fail")))
      return QBrush(QColor(0xd9, 0x53, 0x4f));
    return {};
  }
  if (role == Qt::TextAlignmentRole)
    return index.column() == Cpus || index.column() == Gpus ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                                                            : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
  if (role != Qt::DisplayRole && role != SortRole)
    return {};
  const bool sort = role == SortRole;
  switch (index.column()) {
  case Name:
    return n.name;
  case State:
    return n.state;
  case Partitions:
    return n.partitions.join(QStringLiteral(", "));
  case Cpus:
    return sort ? QVariant(n.cpusAllocated) : QVariant(tr("%1 / %2").arg(n.cpusAllocated).arg(n.cpus));
  case Gpus:
    return sort ? QVariant(n.gpusAllocated) : QVariant(tr("%1 / %2").arg(n.gpusAllocated).arg(n.gpus));
  case GpuType:
    return n.gpuType;
  case Reason:
    return n.reason;
  default:
    return {};
  }
}

QVariant NodeTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
  if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
    return QAbstractTableModel::headerData(section, orientation, role);
  switch (section) {
  case Name:
    return tr("Node");
  case State:
    return tr("State");
  case Partitions:
    return tr("Partitions");
  case Cpus:
    return tr("CPUs in use");
  case Gpus:
    return tr("GPUs in use");
  case GpuType:
    return tr("GPU type");
  case Reason:
    return tr("Reason");
  default:
    return {};
  }
}

} // namespace mirage
