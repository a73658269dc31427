#include "widgets/common/remembered_setting.h"

namespace mirage {

void rememberSetting(QSettings &settings, const QString &key, const QVariant &value)
{
  if (settings.contains(key)) {
    const QVariant held = settings.value(key);
    if (held == value)
      return;
    // A text file's settings come back as text: the same when they read the same.
    const int type = value.typeId();
    const bool plain = type == QMetaType::QString || type == QMetaType::Int || type == QMetaType::Double ||
                       type == QMetaType::Bool || type == QMetaType::LongLong;
    if (plain && held.typeId() == QMetaType::QString && held.toString() == value.toString())
      return;
  }
  settings.setValue(key, value);
}

} // namespace mirage
