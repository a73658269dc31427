#include "settings/app_settings.h"

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
const QString kDemoTrains = QStringLiteral("data/demoTrainsForecasters");
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

bool AppSettings::demoTrainsForecasters() const
{
  return m_settings.value(kDemoTrains, true).toBool();
}

void AppSettings::setDemoTrainsForecasters(bool train)
{
  m_settings.setValue(kDemoTrains, train);
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

QList<ConnectionProfile> AppSettings::connectionProfiles() const
{
  QList<ConnectionProfile> out;
  QSettings &s = m_settings;
  const int n = s.beginReadArray(QStringLiteral("connections"));
  for (int i = 0; i < n; ++i) {
    s.setArrayIndex(i);
    ConnectionProfile p;
    p.name = s.value(QStringLiteral("name")).toString();
    p.source = s.value(QStringLiteral("source"), QStringLiteral("local")).toString();
    p.sshConfig = s.value(QStringLiteral("sshConfig")).toString();
    p.intervalS = s.value(QStringLiteral("intervalS"), 60).toInt();
    p.timeZone = s.value(QStringLiteral("timeZone")).toString();
    if (!p.name.isEmpty())
      out.append(p);
  }
  s.endArray();
  return out;
}

void AppSettings::setConnectionProfiles(const QList<ConnectionProfile> &profiles)
{
  m_settings.remove(QStringLiteral("connections"));
  m_settings.beginWriteArray(QStringLiteral("connections"), int(profiles.size()));
  for (int i = 0; i < profiles.size(); ++i) {
    m_settings.setArrayIndex(i);
    m_settings.setValue(QStringLiteral("name"), profiles[i].name);
    m_settings.setValue(QStringLiteral("source"), profiles[i].source);
    m_settings.setValue(QStringLiteral("sshConfig"), profiles[i].sshConfig);
    m_settings.setValue(QStringLiteral("intervalS"), profiles[i].intervalS);
    m_settings.setValue(QStringLiteral("timeZone"), profiles[i].timeZone);
  }
  m_settings.endArray();
}

QString AppSettings::lastConnection() const
{
  return m_settings.value(QStringLiteral("connection/last")).toString();
}
void AppSettings::setLastConnection(const QString &name)
{
  m_settings.setValue(QStringLiteral("connection/last"), name);
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
