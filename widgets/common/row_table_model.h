#pragma once
// A read-only table model over typed rows (a chain, a what-if result, a written report): each
// column says how it shows a row (text, tooltip, alignment, the value it sorts by). The views of
// the workspaces show their data through it instead of filling QTableWidget cells, so the data
// stays typed and a view is only a view.
#include <QAbstractTableModel>
#include <QList>

#include <algorithm>
#include <functional>
#include <numeric>
#include <utility>
#include <vector>

namespace mirage {

// How a column shows a row.
template <typename Row> struct RowColumn {
  using Text = std::function<QString(const Row &)>;
  using Value = std::function<QVariant(const Row &)>;
  RowColumn(std::function<QString()> title_, Text text_, Text toolTip_ = Text(),
            Qt::Alignment alignment_ = Qt::AlignLeft | Qt::AlignVCenter, Value sortValue_ = Value())
      : title(std::move(title_)), text(std::move(text_)), toolTip(std::move(toolTip_)), alignment(alignment_),
        sortValue(std::move(sortValue_))
  {
  }
  std::function<QString()> title; // asked each time, so it follows the language
  Text text;
  Text toolTip; // none: no tooltip
  Qt::Alignment alignment;
  Value sortValue; // Qt::UserRole; none: the text
};

template <typename Row> class RowTableModel : public QAbstractTableModel {
public:
  using Column = RowColumn<Row>;

  explicit RowTableModel(QList<Column> columns, QObject *parent = nullptr)
      : QAbstractTableModel(parent), m_columns(std::move(columns))
  {
  }

  void setRows(QList<Row> rows)
  {
    beginResetModel();
    m_rows = std::move(rows);
    endResetModel();
  }
  const QList<Row> &rows() const { return m_rows; }
  const Row &row(int r) const { return m_rows[r]; }
  // The titles changed (a new language).
  void retranslate()
  {
    if (!m_columns.isEmpty())
      emit headerDataChanged(Qt::Horizontal, 0, int(m_columns.size()) - 1);
  }

  int rowCount(const QModelIndex &parent = {}) const override { return parent.isValid() ? 0 : int(m_rows.size()); }
  int columnCount(const QModelIndex &parent = {}) const override
  {
    return parent.isValid() ? 0 : int(m_columns.size());
  }
  QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override
  {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
      return {};
    const Row &r = m_rows[index.row()];
    const Column &c = m_columns[index.column()];
    switch (role) {
    case Qt::DisplayRole:
      return c.text(r);
    case Qt::ToolTipRole:
      return c.toolTip ? QVariant(c.toolTip(r)) : QVariant();
    case Qt::TextAlignmentRole:
      return QVariant::fromValue(int(c.alignment));
    case Qt::UserRole:
      return c.sortValue ? c.sortValue(r) : QVariant(c.text(r));
    default:
      return {};
    }
  }
  QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override
  {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 || section >= m_columns.size())
      return QAbstractTableModel::headerData(section, orientation, role);
    return m_columns[section].title();
  }

  // Sorts the rows by the column's sort value (its text where it has none), keeping the order of
  // equal rows and the selection on the same rows.
  void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override
  {
    if (column < 0 || column >= m_columns.size() || m_rows.size() < 2)
      return;
    const Column &c = m_columns[column];
    QList<QVariant> keys;
    for (const Row &r : m_rows)
      keys.append(c.sortValue ? c.sortValue(r) : QVariant(c.text(r)));
    std::vector<int> permutation(std::size_t(m_rows.size()));
    std::iota(permutation.begin(), permutation.end(), 0);
    std::stable_sort(permutation.begin(), permutation.end(), [&](int a, int b) {
      const QPartialOrdering o = QVariant::compare(keys[a], keys[b]);
      return order == Qt::AscendingOrder ? o == QPartialOrdering::Less : o == QPartialOrdering::Greater;
    });
    emit layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    QList<Row> sorted;
    std::vector<int> newRow(permutation.size());
    for (std::size_t i = 0; i < permutation.size(); ++i) {
      sorted.append(std::move(m_rows[permutation[i]]));
      newRow[std::size_t(permutation[i])] = int(i);
    }
    m_rows = std::move(sorted);
    const QModelIndexList before = persistentIndexList();
    QModelIndexList after;
    for (const QModelIndex &i : before)
      after.append(index(newRow[std::size_t(i.row())], i.column()));
    changePersistentIndexList(before, after);
    emit layoutChanged({}, QAbstractItemModel::VerticalSortHint);
  }

private:
  QList<Column> m_columns;
  QList<Row> m_rows;
};

} // namespace mirage
