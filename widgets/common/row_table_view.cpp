#include "widgets/common/row_table_view.h"

#include <QHeaderView>
#include <QSet>
#include <QStyle>
#include <QTableView>

#include <algorithm>

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

void fitColumnsToText(QTableView *view, int rowsRead)
{
  const QAbstractItemModel *model = view->model();
  QHeaderView *header = view->horizontalHeader();
  const QFontMetrics metrics = view->fontMetrics();
  // As the style pads an item's text (QCommonStyle: the focus frame's margin and one pixel on
  // each side), and the view adds its grid line.
  const int padding =
      2 * (view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, view) + 1) + (view->showGrid() ? 1 : 0);
  const int rows = model->rowCount();
  const int read = std::max(1, rowsRead);
  const int step = std::max(1, (rows + read - 1) / read);
  for (int column = 0; column < model->columnCount(); ++column) {
    if (header->isSectionHidden(column) || header->sectionResizeMode(column) != QHeaderView::Interactive)
      continue;
    int width = header->sectionSizeHint(column);
    QSet<QString> measured; // a column repeats its texts (states, partitions, users): each measured once
    const auto widthOf = [&](int row) {
      QString text = model->index(row, column).data().toString();
      if (measured.contains(text))
        return 0;
      const int w = metrics.horizontalAdvance(text) + padding;
      measured.insert(std::move(text));
      return w;
    };
    for (int row = 0; row < rows; row += step)
      width = std::max(width, widthOf(row));
    if (rows > 0)
      width = std::max(width, widthOf(rows - 1));
    header->resizeSection(column, width);
  }
}

} // namespace mirage
