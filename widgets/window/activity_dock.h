#pragma once

#include <QDockWidget>

class QPlainTextEdit;

namespace mirage {

// The window's activity log (View → Activity, Ctrl+L): one timestamped line per message, the
// newest 2,000 kept; an error is marked and brings the dock back if it was closed.
class ActivityDock : public QDockWidget {
  Q_OBJECT
public:
  explicit ActivityDock(QWidget *parent = nullptr);
  void log(const QString &message, bool error = false);
  QString text() const;

protected:
  void changeEvent(QEvent *event) override;

private:
  QPlainTextEdit *m_text;
};

} // namespace mirage
