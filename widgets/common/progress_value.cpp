#include "widgets/common/progress_value.h"

#include <QProgressBar>

namespace mirage {

void setProgressValue(QProgressBar *bar, int value)
{
  if (bar->value() == value)
    return;
  // A widget whose updates are off does not repaint; turning them on again schedules an update.
  const bool updates = bar->updatesEnabled();
  bar->setUpdatesEnabled(false);
  bar->setValue(value);
  bar->setUpdatesEnabled(updates);
}

} // namespace mirage
