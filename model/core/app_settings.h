#pragma once

#include <QByteArray>
#include <QSettings>
#include <QString>

namespace mirage {

enum class Theme { System, Light, Dark };

// Typed access to the user's settings (QSettings: ~/.config/Mirage/Mirage.conf). Every key lives
// here, so the names are written once.
class AppSettings {
public:
  AppSettings();

  // "" follows the system locale; otherwise a language code ("en", "de").
  QString language() const;
  void setLanguage(const QString &code);

  // Where the SQLite store and trained models live.
  QString dataFolder() const;
  void setDataFolder(const QString &path);
  static QString defaultDataFolder();
  // The SQLite store inside the data folder.
  QString databasePath() const;

  Theme theme() const;
  void setTheme(Theme theme);

  QString lastWorkspace() const;
  void setLastWorkspace(const QString &id);

  bool openDemoOnStart() const;
  void setOpenDemoOnStart(bool open);

  QByteArray windowGeometry() const;
  QByteArray windowState() const;
  void setWindowLayout(const QByteArray &geometry, const QByteArray &state);

  void sync() { m_settings.sync(); }

private:
  QSettings m_settings;
};

QString themeId(Theme theme);
Theme themeFromId(const QString &id);

} // namespace mirage
