#pragma once

#include <QObject>

namespace mirage {

// For the start-up benchmark: watches the application for its first paint, then prints one JSON
// line {"first_paint_epoch_ms": N} on stdout and quits the application.
class FirstPaintProbe : public QObject {
  Q_OBJECT
public:
  explicit FirstPaintProbe(QObject *parent = nullptr);

protected:
  bool eventFilter(QObject *watched, QEvent *event) override;

private:
  bool m_seen = false;
};

} // namespace mirage
