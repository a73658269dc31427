#include "widgets/common/task_progress.h"

#include <QEvent>
#include <QFutureWatcher>
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
  connect(m_cancel, &QToolButton::clicked, this, [this] { m_future.cancel(); });
  retranslate();
  hide();
}

bool TaskProgress::isBusy() const
{
  return isVisible();
}

void TaskProgress::trackVoid(QFuture<void> future, const QString &label)
{
  const int generation = ++m_generation;
  m_future = future;
  m_label->setText(label);
  m_bar->setRange(0, 0); // busy until the future reports a range
  show();
  auto *watcher = new QFutureWatcher<void>(this);
  connect(watcher, &QFutureWatcher<void>::progressRangeChanged, this, [this, generation](int min, int max) {
    if (generation == m_generation)
      m_bar->setRange(min, max);
  });
  connect(watcher, &QFutureWatcher<void>::progressValueChanged, this, [this, generation](int value) {
    if (generation == m_generation)
      m_bar->setValue(value);
  });
  connect(watcher, &QFutureWatcher<void>::finished, this, [this, watcher, generation] {
    watcher->deleteLater();
    if (generation == m_generation)
      hide();
  });
  watcher->setFuture(future);
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
