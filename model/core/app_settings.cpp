#include "core/app_settings.h"

#include <QStandardPaths>

namespace mirage {
namespace {
const QString kLanguage = QStringLiteral("ui/language");
const QString kTheme = QStringLiteral("ui/theme");
const QString kWorkspace = QStringLiteral("ui/lastWorkspace");
const QString kGeometry = QStringLiteral("window/geometry");
const QString kState = QStringLiteral("window/state");
const QString kDataFolder = QStringLiteral("data/folder");
const QString kOpenDemo = QStringLiteral("data/openDemoOnStart");
} // namespace

AppSettings::AppSettings() = default;

QString AppSettings::language() const
{
  return m_settings.value(kLanguage).toString();
}
void AppSettings::setLanguage(const QString &code)
{
  m_settings.setValue(kLanguage, code);
}

QString AppSettings::defaultDataFolder()
{
  // ~/.local/share/mirage (AppDataLocation would repeat the name: .../Mirage/Mirage).
  return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) + QStringLiteral("/mirage");
}
QString AppSettings::dataFolder() const
{
  return m_settings.value(kDataFolder, defaultDataFolder()).toString();
}
void AppSettings::setDataFolder(const QString &path)
{
  m_settings.setValue(kDataFolder, path);
}

QString AppSettings::databasePath() const
{
  return dataFolder() + QStringLiteral("/mirage.sqlite");
}

Theme AppSettings::theme() const
{
  return themeFromId(m_settings.value(kTheme).toString());
}
void AppSettings::setTheme(Theme theme)
{
  m_settings.setValue(kTheme, themeId(theme));
}

QString AppSettings::lastWorkspace() const
{
  return m_settings.value(kWorkspace).toString();
}
void AppSettings::setLastWorkspace(const QString &id)
{
  m_settings.setValue(kWorkspace, id);
}

bool AppSettings::openDemoOnStart() const
{
  return m_settings.value(kOpenDemo, false).toBool();
}
void AppSettings::setOpenDemoOnStart(bool open)
{
  m_settings.setValue(kOpenDemo, open);
}

QByteArray AppSettings::windowGeometry() const
{
  return m_settings.value(kGeometry).toByteArray();
}
QByteArray AppSettings::windowState() const
{
  return m_settings.value(kState).toByteArray();
}
void AppSettings::setWindowLayout(const QByteArray &geometry, const QByteArray &state)
{
  m_settings.setValue(kGeometry, geometry);
  m_settings.setValue(kState, state);
}

QString themeId(Theme theme)
{
  switch (theme) {
  case Theme::Light:
    return QStringLiteral("light");
  case Theme::Dark:
    return QStringLiteral("dark");
  case Theme::System:
    break;
  }
  return QStringLiteral("system");
}

Theme themeFromId(const QString &id)
{
  if (id == QLatin1String("light"))
    return Theme::Light;
  if (id == QLatin1String("dark"))
    return Theme::Dark;
  return Theme::System;
}

} // namespace mirage
