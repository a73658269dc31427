#include "widgets/window/shortcuts_dialog.h"
#include "widgets/common/row_table_model.h"
#include "widgets/common/row_table_view.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QTableView>
#include <QVBoxLayout>

namespace mirage {

ShortcutsDialog::ShortcutsDialog(const QList<QAction *> &actions, QWidget *parent) : QDialog(parent)
{
  setWindowTitle(tr("Keyboard shortcuts"));
  struct Shortcut {
    QIcon icon;
    QString action, keys;
  };
  QList<Shortcut> rows;
  for (QAction *action : actions)
    if (!action->shortcut().isEmpty())
      rows << Shortcut{action->icon(), action->text().remove(QLatin1Char('&')),
                       action->shortcut().toString(QKeySequence::NativeText)};
  auto *model = new RowTableModel<Shortcut>({{[] { return tr("Action"); }, [](const Shortcut &s) { return s.action; }},
                                             {[] { return tr("Shortcut"); }, [](const Shortcut &s) { return s.keys; }}},
                                            this);
  model->setRows(rows);
  m_rows = int(rows.size());
  QTableView *table = makeRowTableView(model, this);
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
