#include "widgets/common/task_progress.h"

#include "widgets/common/progress_value.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QStyle>
#include <QToolButton>

namespace mirage {

TaskProgress::TaskProgress(QWidget *parent)
    : QWidget(parent), m_label(new QLabel(this)), m_bar(new QProgressBar(this)), m_cancel(new QToolButton(this))
{
  m_bar->setMaximumWidth(160);
  m_bar->setTextVisible(false);
  m_cancel->setIcon(style()->standardIcon(QStyle::SP_DialogCancelButton));
  m_cancel->setAutoRaise(true);
  auto *layout = new QHBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(m_label);
  layout->addWidget(m_bar);
  layout->addWidget(m_cancel);
  connect(m_cancel, &QToolButton::clicked, this, [this] { m_task.future().cancel(); });
  m_task.onProgress([this](int lo, int hi) { m_bar->setRange(lo, hi); },
                    [this](int value) { setProgressValue(m_bar, value); });
  retranslate();
  hide();
}

bool TaskProgress::isBusy() const
{
  return isVisible();
}

void TaskProgress::trackVoid(QFuture<void> future, const QString &label)
{
  m_label->setText(label);
  m_bar->setRange(0, 0); // busy until the future reports a range
  show();
  // The one tracked before goes on (it belongs to its workspace); only its progress is no longer shown.
  m_task.start(future, [this](const QFuture<void> &) { hide(); });
}

void TaskProgress::changeEvent(QEvent *event)
{
  if (event->type() == QEvent::LanguageChange)
    retranslate();
  QWidget::changeEvent(event);
}

void TaskProgress::retranslate()
{
  m_cancel->setToolTip(tr("Cancel"));
}

} // namespace mirage
