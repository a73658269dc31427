#pragma once

#include "services/cluster_poller.h"

#include <QLabel>

namespace mirage {

// The status bar's word on the live cluster: a dot (green connected, red unreachable, grey
// otherwise) and the poller's message's first line; the whole message as its tooltip.
class ConnectionStatusLabel : public QLabel {
  Q_OBJECT
public:
  explicit ConnectionStatusLabel(QWidget *parent = nullptr);
  void showStatus(PollStatus status, const QString &message);
};

} // namespace mirage
