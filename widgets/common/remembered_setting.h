#pragma once

#include <QSettings>
#include <QString>
#include <QVariant>

namespace mirage {

// Sets a remembered value unless the settings hold it already. A QSettings given any value, even
// the one it holds, writes its whole file again when it is destroyed, locked and synced to disk
// on the thread that destroys it: in the window that took up to 0.7 s of the GUI thread each time
// a forecast was asked for while the store wrote beside it.
void rememberSetting(QSettings &settings, const QString &key, const QVariant &value);

} // namespace mirage
