#include "widgets/cluster/job_table_model.h"

#include "core/duration.h"

#include <QDateTime>
#include <QLocale>

namespace mirage {

JobTableModel::JobTableModel(QObject *parent) : QAbstractTableModel(parent) {}

void JobTableModel::setSnapshot(const ClusterSnapshot &snapshot)
{
  beginResetModel();
  m_jobs = snapshot.jobs;
  m_now = snapshot.time;
  endResetModel();
}

int JobTableModel::rowCount(const QModelIndex &parent) const
{
  return parent.isValid() ? 0 : int(m_jobs.size());
}
int JobTableModel::columnCount(const QModelIndex &parent) const
{
  return parent.isValid() ? 0 : ColumnCount;
}

QVariant JobTableModel::data(const QModelIndex &index, int role) const
{
  if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
    return {};
  const Job &j = m_jobs[index.row()];
  const bool running = j.state == JobState::Running;
  const qint64 waited = (running ? j.startTime : m_now) - j.submitTime;
  const qint64 elapsed = running ? m_now - j.startTime : 0;
  if (role == StateRole)
    return int(j.state);
  if (role == Qt::TextAlignmentRole) {
    switch (index.column()) {
    case Id:
    case Nodes:
    case Gpus:
    case Waited:
    case Elapsed:
    case TimeLimit:
      return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    default:
      return QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    }
  }
  if (role != Qt::DisplayRole && role != SortRole)
    return {};
  const bool sort = role == SortRole;
  switch (index.column()) {
  case Id:
    return j.id;
  case Name:
    return j.name;
  case User:
    return j.user;
  case Account:
    return j.account;
  case Partition:
    return j.partition;
  case State:
    return running ? tr("Running") : tr("Pending");
  case Nodes:
    return j.nodes;
  case Gpus:
    return j.nodes * j.gpusPerNode;
  case Submitted:
    return sort ? QVariant(j.submitTime)
                : QVariant(QLocale().toString(QDateTime::fromSecsSinceEpoch(j.submitTime), QLocale::ShortFormat));
  case Waited:
    return sort ? QVariant(waited) : QVariant(formatDurationShort(waited));
  case Elapsed:
    return sort ? QVariant(elapsed) : (running ? QVariant(formatDurationShort(elapsed)) : QVariant());
  case TimeLimit:
    return sort ? QVariant(j.timeLimitSeconds) : QVariant(formatSlurmDuration(j.timeLimitSeconds));
  case Estimate: // Slurm's own start estimate (backfill), when it has one
    if (sort)
      return j.estimatedStart;
    return j.estimatedStart > 0
               ? QVariant(QLocale().toString(QDateTime::fromSecsSinceEpoch(j.estimatedStart), QLocale::ShortFormat))
               : QVariant();
  case Reason:
    return running ? QString() : j.reason;
  default:
    return {};
  }
}

QVariant JobTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
  if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
    return QAbstractTableModel::headerData(section, orientation, role);
  switch (section) {
  case Id:
    return tr("Job");
  case Name:
    return tr("Name");
  case User:
    return tr("User");
  case Account:
    return tr("Account");
  case Partition:
    return tr("Partition");
  case State:
    return tr("State");
  case Nodes:
    return tr("Nodes");
  case Gpus:
    return tr("GPUs");
  case Submitted:
    return tr("Submitted");
  case Waited:
    return tr("Waited");
  case Elapsed:
    return tr("Elapsed");
  case TimeLimit:
    return tr("Time limit");
  case Estimate:
    return tr("Slurm's estimate");
  case Reason:
    return tr("Reason");
  default:
    return {};
  }
}

} // namespace mirage
