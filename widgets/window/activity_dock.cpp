#include "widgets/window/activity_dock.h"

#include <QAction>
#include <QDateTime>
#include <QEvent>
#include <QPlainTextEdit>

namespace mirage {

ActivityDock::ActivityDock(QWidget *parent) : QDockWidget(parent), m_text(new QPlainTextEdit(this))
{
  setObjectName(QStringLiteral("activityDock"));
  m_text->setReadOnly(true);
  m_text->setMaximumBlockCount(2000);
  setWidget(m_text);
  toggleViewAction()->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
  setWindowTitle(tr("Activity"));
}

void ActivityDock::log(const QString &message, bool error)
{
  const QString time = QDateTime::currentDateTime().toString(QStringLiteral("HH:mm:ss"));
  m_text->appendPlainText(time + (error ? QStringLiteral("  ⚠ ") : QStringLiteral("  ")) + message);
  if (error)
    show();
}

QString ActivityDock::text() const
{
  return m_text->toPlainText();
}

void ActivityDock::changeEvent(QEvent *event)
{
  if (event->type() == QEvent::LanguageChange)
    setWindowTitle(tr("Activity"));
  QDockWidget::changeEvent(event);
}

} // namespace mirage
