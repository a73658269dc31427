#pragma once
// The read-only table every workspace shows its rows in: whole rows selected one at a time, no
// row numbers, columns sized to their contents and the last one stretched.
class QAbstractItemModel;
class QTableView;
class QWidget;

namespace mirage {

QTableView *makeRowTableView(QAbstractItemModel *model, QWidget *parent);

// Fits a table's interactive columns to their text at a small cost: each one as wide as the
// widest of its header and of the display texts of up to `rowsRead` rows spread evenly over the
// whole table (the last rows too), measured with the view's font. QTableView's own fit asks the
// delegate and the style for each cell, and only of the first rows: 16 ms of the GUI thread for
// the demo's first snapshot. For cells of plain text in the view's font, without icons.
void fitColumnsToText(QTableView *view, int rowsRead = 400);

} // namespace mirage
