#pragma once

#include "core/result.h"
#include "settings/app_settings.h"

#include <QDialog>

class QComboBox;
class QLineEdit;
class QDialogButtonBox;
class QLabel;
class QCheckBox;

namespace mirage {

// Language, data folder and theme. Reads from and writes to AppSettings; apply() takes effect at
// once (language and theme switch live).
class SettingsDialog : public QDialog {
  Q_OBJECT
public:
  explicit SettingsDialog(QWidget *parent = nullptr);
  // The values shown, as the user edited them.
  QString language() const;
  QString dataFolder() const;
  Theme theme() const;
  void setLanguage(const QString &code);
  void setDataFolder(const QString &path);
  void setTheme(Theme theme);
  // Validates and stores the values, or says which field is wrong (also shown in the dialog).
  Result<void> apply();

signals:
  void settingsApplied();

protected:
  void changeEvent(QEvent *event) override;

private:
  void retranslate();
  void browse();
  QComboBox *m_language;
  QLineEdit *m_dataFolder;
  QComboBox *m_theme;
  QCheckBox *m_openDemo;
  QLabel *m_languageLabel;
  QLabel *m_folderLabel;
  QLabel *m_themeLabel;
  QLabel *m_error;
  QDialogButtonBox *m_buttons;
};

} // namespace mirage
