#include "widgets/cluster/job_filter_proxy.h"

#include "widgets/cluster/job_table_model.h"

namespace mirage {

JobFilterProxy::JobFilterProxy(QObject *parent) : QSortFilterProxyModel(parent)
{
  setSortRole(JobTableModel::SortRole);
}

void JobFilterProxy::setText(const QString &text)
{
  if (text == m_text)
    return;
  m_text = text;
  invalidateRowsFilter();
}

void JobFilterProxy::setState(std::optional<JobState> state)
{
  if (state == m_state)
    return;
  m_state = state;
  invalidateRowsFilter();
}

bool JobFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
  const QAbstractItemModel *model = sourceModel();
  if (m_state && model->index(sourceRow, 0, sourceParent).data(JobTableModel::StateRole).toInt() != int(*m_state))
    return false;
  const QString text = m_text.trimmed();
  if (text.isEmpty())
    return true;
  for (int column = 0; column < model->columnCount(sourceParent); ++column)
    if (model->index(sourceRow, column, sourceParent).data().toString().contains(text, Qt::CaseInsensitive))
      return true;
  return false;
}

} // namespace mirage
