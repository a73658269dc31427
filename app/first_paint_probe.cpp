#include "first_paint_probe.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QEvent>
#include <QTimer>

#include <cstdio>

namespace mirage {

FirstPaintProbe::FirstPaintProbe(QObject *parent) : QObject(parent)
{
  QCoreApplication::instance()->installEventFilter(this);
}

bool FirstPaintProbe::eventFilter(QObject *watched, QEvent *event)
{
  if (!m_seen && event->type() == QEvent::Paint) {
    m_seen = true;
    // The paint pass this event belongs to completes before the event loop runs the timer.
    QTimer::singleShot(0, this, [] {
      std::printf("{\"first_paint_epoch_ms\": %lld}\n", static_cast<long long>(QDateTime::currentMSecsSinceEpoch()));
      std::fflush(stdout);
      QCoreApplication::quit();
    });
  }
  return QObject::eventFilter(watched, event);
}

} // namespace mirage
