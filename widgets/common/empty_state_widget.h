#pragma once

#include <QWidget>

class QLabel;
class QVBoxLayout;
class QHBoxLayout;
class QAction;
class QPushButton;

namespace mirage {

// What a workspace shows when it has nothing to show yet: an icon, a title, a sentence that tells
// the user what to do next, and buttons for the actions that do it.
class EmptyStateWidget : public QWidget {
  Q_OBJECT
public:
  explicit EmptyStateWidget(QWidget *parent = nullptr);
  void setTitle(const QString &title);
  void setText(const QString &text);
  // A push button that triggers `action` and follows its text and enabled state.
  void addAction(QAction *action);
  void setActionsVisible(bool visible);
  QString title() const;
  QString text() const;

private:
  QLabel *m_icon;
  QLabel *m_title;
  QLabel *m_text;
  QHBoxLayout *m_buttons;
  QList<QPushButton *> m_actionButtons;
};

} // namespace mirage
