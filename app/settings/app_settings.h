#pragma once

#include <QByteArray>
#include <QList>
#include <QSettings>
#include <QString>

namespace mirage {

enum class Theme { System, Light, Dark };

// A saved way to reach a cluster: the local Slurm tools or a login node over SSH.
struct ConnectionProfile {
  QString name;      // also the cluster's name in the store
  QString source;    // "local" or "ssh://[user@]host[:port]"
  QString sshConfig; // optional ssh -F file
  int intervalS = 60;
  QString timeZone; // IANA id of the cluster's local time; empty: the host's
  friend bool operator==(const ConnectionProfile &, const ConnectionProfile &) = default;
};

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
  // The demo trains its learned forecasters in the background when it opens without them.
  bool demoTrainsForecasters() const;
  void setDemoTrainsForecasters(bool train);
  void setOpenDemoOnStart(bool open);

  QList<ConnectionProfile> connectionProfiles() const;
  void setConnectionProfiles(const QList<ConnectionProfile> &profiles);
  // The profile connected last (reconnected at start), empty for none.
  QString lastConnection() const;
  void setLastConnection(const QString &name);

  QByteArray windowGeometry() const;
  QByteArray windowState() const;
  void setWindowLayout(const QByteArray &geometry, const QByteArray &state);

  void sync() { m_settings.sync(); }

private:
  mutable QSettings m_settings; // reading arrays moves its group cursor
};

QString themeId(Theme theme);
Theme themeFromId(const QString &id);

} // namespace mirage
