#include "widgets/common/row_table_view.h"

#include <QHeaderView>
#include <QTableView>

namespace mirage {

QTableView *makeRowTableView(QAbstractItemModel *model, QWidget *parent)
{
  auto *view = new QTableView(parent);
  view->setModel(model);
  view->verticalHeader()->hide();
  view->setEditTriggers(QAbstractItemView::NoEditTriggers);
  view->setSelectionBehavior(QAbstractItemView::SelectRows);
  view->setSelectionMode(QAbstractItemView::SingleSelection);
  view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
  view->horizontalHeader()->setStretchLastSection(true);
  return view;
}

} // namespace mirage
