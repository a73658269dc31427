#include "widgets/window/shortcuts_dialog.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QTableWidget>
#include <QVBoxLayout>

namespace mirage {

ShortcutsDialog::ShortcutsDialog(const QList<QAction *> &actions, QWidget *parent) : QDialog(parent)
{
  setWindowTitle(tr("Keyboard shortcuts"));
  auto *table = new QTableWidget(this);
  table->setColumnCount(2);
  table->setHorizontalHeaderLabels({tr("Action"), tr("Shortcut")});
  table->verticalHeader()->hide();
  table->horizontalHeader()->setStretchLastSection(true);
  table->setEditTriggers(QAbstractItemView::NoEditTriggers);
  for (QAction *action : actions) {
    if (action->shortcut().isEmpty())
      continue;
    table->insertRow(m_rows);
    table->setItem(m_rows, 0, new QTableWidgetItem(action->icon(), action->text().remove(QLatin1Char('&'))));
    table->setItem(m_rows, 1, new QTableWidgetItem(action->shortcut().toString(QKeySequence::NativeText)));
    ++m_rows;
  }
  table->resizeColumnsToContents();
  auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  auto *layout = new QVBoxLayout(this);
  layout->addWidget(table);
  layout->addWidget(buttons);
  resize(420, 420);
}

int ShortcutsDialog::rowCount() const
{
  return m_rows;
}

} // namespace mirage
