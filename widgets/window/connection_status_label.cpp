#include "widgets/window/connection_status_label.h"

namespace mirage {

ConnectionStatusLabel::ConnectionStatusLabel(QWidget *parent) : QLabel(parent)
{
  setObjectName(QStringLiteral("statusConnection"));
}

void ConnectionStatusLabel::showStatus(PollStatus status, const QString &message)
{
  const QString color = status == PollStatus::Connected     ? QStringLiteral("#3c9a3c")
                        : status == PollStatus::Unreachable ? QStringLiteral("#d9534f")
                                                            : QStringLiteral("#999999");
  setText(QStringLiteral("<span style=\"color:%1\">●</span> %2")
              .arg(color, message.section(QLatin1Char('\n'), 0, 0).left(90).toHtmlEscaped()));
  setToolTip(message);
}

} // namespace mirage
