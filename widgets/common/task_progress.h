#pragma once

#include "widgets/common/latest_task.h"

#include <QFuture>
#include <QWidget>

class QLabel;
class QProgressBar;
class QToolButton;

namespace mirage {

// The status bar's view of long work: a label, a progress bar and a cancel button, hidden when idle.
// Tracks one QFuture at a time (the newest wins); cancel calls QFuture::cancel().
class TaskProgress : public QWidget {
  Q_OBJECT
public:
  explicit TaskProgress(QWidget *parent = nullptr);
  template <typename T> void track(QFuture<T> future, const QString &label) { trackVoid(QFuture<void>(future), label); }
  bool isBusy() const;

protected:
  void changeEvent(QEvent *event) override;

private:
  void trackVoid(QFuture<void> future, const QString &label);
  void retranslate();
  QLabel *m_label;
  QProgressBar *m_bar;
  QToolButton *m_cancel;
  LatestTask<void> m_task{this, LatestTask<void>::Older::KeepRunning};
};

} // namespace mirage
