#pragma once

#include <QDialog>

class QAction;

namespace mirage {

// Lists every action that has a keyboard shortcut, generated from the actions themselves so the
// list cannot go stale.
class ShortcutsDialog : public QDialog {
  Q_OBJECT
public:
  ShortcutsDialog(const QList<QAction *> &actions, QWidget *parent = nullptr);
  int rowCount() const;

private:
  int m_rows = 0;
};

} // namespace mirage
