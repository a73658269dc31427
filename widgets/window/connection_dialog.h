#pragma once

#include "core/result.h"
#include "settings/app_settings.h"

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QRadioButton;
class QSpinBox;
class QComboBox;

namespace mirage {

// The connection manager: saved profiles (local Slurm tools or SSH), each editable, with a Test
// button that takes one real snapshot in the background and says what it found or why it failed.
class ConnectionDialog : public QDialog {
  Q_OBJECT
public:
  explicit ConnectionDialog(QWidget *parent = nullptr);
  ~ConnectionDialog() override;
  // The profile to connect to after accept().
  ConnectionProfile selected() const;
  // Validates the form; an error naming the field, or empty.
  Result<void> validate() const;
  void setProfile(const ConnectionProfile &profile);
  // Runs the connection test; testFinished() reports.
  void testConnection();
  QString testResult() const;

signals:
  void testFinished(bool ok, const QString &message);

private:
  void load(int row);
  void storeCurrent();
  void updateSourceFields();
  QListWidget *m_list;
  QLineEdit *m_name;
  QRadioButton *m_local;
  QRadioButton *m_ssh;
  QLineEdit *m_address;
  QLineEdit *m_sshConfig;
  QSpinBox *m_interval;
  QComboBox *m_timeZone;
  QPushButton *m_test;
  QLabel *m_result;
  QDialogButtonBox *m_buttons;
  QList<ConnectionProfile> m_profiles;
  int m_current = -1;
  bool m_testing = false;
};

} // namespace mirage
