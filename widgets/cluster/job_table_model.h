#pragma once

#include "core/cluster_snapshot.h"

#include <QAbstractTableModel>

namespace mirage {

// The running and pending jobs of a snapshot. Times show in the viewer's local time; the wait
// column is the time queued so far (pending) or the time the job waited (running).
class JobTableModel : public QAbstractTableModel {
  Q_OBJECT
public:
  enum Column {
    Id,
    Name,
    User,
    Account,
    Partition,
    State,
    Nodes,
    Gpus,
    Submitted,
    Waited,
    Elapsed,
    TimeLimit,
    Estimate,
    Reason,
    ColumnCount
  };
  static constexpr int SortRole = Qt::UserRole + 1;
  static constexpr int StateRole = Qt::UserRole + 2; // int(JobState), any column

  explicit JobTableModel(QObject *parent = nullptr);
  void setSnapshot(const ClusterSnapshot &snapshot);

  int rowCount(const QModelIndex &parent = {}) const override;
  int columnCount(const QModelIndex &parent = {}) const override;
  QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
  QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
  QList<Job> m_jobs;
  EpochSeconds m_now = 0;
};

} // namespace mirage
