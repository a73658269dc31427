#pragma once
// The read-only table every workspace shows its rows in: whole rows selected one at a time, no
// row numbers, columns sized to their contents and the last one stretched.
class QAbstractItemModel;
class QTableView;
class QWidget;

namespace mirage {

QTableView *makeRowTableView(QAbstractItemModel *model, QWidget *parent);

} // namespace mirage
