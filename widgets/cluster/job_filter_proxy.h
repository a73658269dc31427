#pragma once

#include "core/cluster_snapshot.h"

#include <QSortFilterProxyModel>

#include <optional>

namespace mirage {

// Sorts the job table and keeps the rows that match both a state (or all) and a free text that
// any column may contain, case-insensitively.
class JobFilterProxy : public QSortFilterProxyModel {
  Q_OBJECT
public:
  explicit JobFilterProxy(QObject *parent = nullptr);
  void setText(const QString &text);
  void setState(std::optional<JobState> state);

protected:
  bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
  QString m_text;
  std::optional<JobState> m_state;
};

} // namespace mirage
