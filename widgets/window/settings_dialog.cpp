#include "widgets/window/settings_dialog.h"

#include "settings/translations.h"
#include "widgets/common/theme.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QToolButton>
#include <QVBoxLayout>

namespace mirage {

SettingsDialog::SettingsDialog(QWidget *parent)
    : QDialog(parent), m_language(new QComboBox(this)), m_dataFolder(new QLineEdit(this)), m_theme(new QComboBox(this)),
      m_openDemo(new QCheckBox(this)), m_languageLabel(new QLabel(this)), m_folderLabel(new QLabel(this)),
      m_themeLabel(new QLabel(this)), m_error(new QLabel(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Apply | QDialogButtonBox::Cancel, this))
{
  setObjectName(QStringLiteral("settingsDialog"));
  m_language->setObjectName(QStringLiteral("language"));
  m_dataFolder->setObjectName(QStringLiteral("dataFolder"));
  m_theme->setObjectName(QStringLiteral("theme"));
  auto *browseButton = new QToolButton(this);
  browseButton->setText(QStringLiteral("…"));
  connect(browseButton, &QToolButton::clicked, this, &SettingsDialog::browse);
  auto *folderRow = new QHBoxLayout;
  folderRow->addWidget(m_dataFolder, 1);
  folderRow->addWidget(browseButton);

  auto *form = new QFormLayout;
  form->addRow(m_languageLabel, m_language);
  form->addRow(m_themeLabel, m_theme);
  form->addRow(m_folderLabel, folderRow);
  form->addRow(QString(), m_openDemo);
  m_languageLabel->setBuddy(m_language);
  m_themeLabel->setBuddy(m_theme);
  m_folderLabel->setBuddy(m_dataFolder);
  m_error->setStyleSheet(QStringLiteral("color: #d9534f"));
  m_error->setWordWrap(true);
  m_error->hide();
  auto *layout = new QVBoxLayout(this);
  layout->addLayout(form);
  layout->addWidget(m_error);
  layout->addStretch();
  layout->addWidget(m_buttons);

  AppSettings settings;
  m_language->addItem(QString(), QString());
  for (const QString &code : Translations::availableLanguages())
    m_language->addItem(Translations::nativeName(code), code);
  for (Theme t : {Theme::System, Theme::Light, Theme::Dark})
    m_theme->addItem(QString(), themeId(t));
  retranslate();
  setLanguage(settings.language());
  setTheme(settings.theme());
  setDataFolder(settings.dataFolder());
  m_openDemo->setChecked(settings.openDemoOnStart());

  connect(m_buttons, &QDialogButtonBox::accepted, this, [this] {
    if (apply().ok())
      accept();
  });
  connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  connect(m_buttons->button(QDialogButtonBox::Apply), &QPushButton::clicked, this, [this] { apply(); });
  resize(520, sizeHint().height());
}

QString SettingsDialog::language() const
{
  return m_language->currentData().toString();
}
QString SettingsDialog::dataFolder() const
{
  return m_dataFolder->text().trimmed();
}
Theme SettingsDialog::theme() const
{
  return themeFromId(m_theme->currentData().toString());
}

void SettingsDialog::setLanguage(const QString &code)
{
  const int i = m_language->findData(code);
  m_language->setCurrentIndex(i < 0 ? 0 : i);
}
void SettingsDialog::setDataFolder(const QString &path)
{
  m_dataFolder->setText(path);
}
void SettingsDialog::setTheme(Theme theme)
{
  m_theme->setCurrentIndex(std::max(0, m_theme->findData(themeId(theme))));
}

Result<void> SettingsDialog::apply()
{
  QString error;
  const QString folder = dataFolder();
  if (folder.isEmpty() || QDir::isRelativePath(folder))
    error = tr("Data folder: give an absolute path.");
  else if (!QDir().mkpath(folder) || !QFileInfo(folder).isWritable())
    error = tr("Data folder: %1 cannot be created or is not writable.").arg(folder);
  m_error->setText(error);
  m_error->setVisible(!error.isEmpty());
  if (!error.isEmpty())
    return failure(error);
  AppSettings settings;
  settings.setDataFolder(QDir::cleanPath(folder));
  settings.setTheme(theme());
  settings.setOpenDemoOnStart(m_openDemo->isChecked());
  const bool languageChanged = settings.language() != language();
  settings.setLanguage(language());
  settings.sync();
  applyTheme(theme());
  if (languageChanged)
    Translations::apply(language());
  emit settingsApplied();
  return {};
}

void SettingsDialog::browse()
{
  const QString dir = QFileDialog::getExistingDirectory(this, tr("Data folder"), dataFolder());
  if (!dir.isEmpty())
    m_dataFolder->setText(dir);
}

void SettingsDialog::changeEvent(QEvent *event)
{
  if (event->type() == QEvent::LanguageChange)
    retranslate();
  QDialog::changeEvent(event);
}

void SettingsDialog::retranslate()
{
  setWindowTitle(tr("Settings"));
  m_languageLabel->setText(tr("&Language:"));
  m_themeLabel->setText(tr("&Theme:"));
  m_folderLabel->setText(tr("&Data folder:"));
  m_dataFolder->setToolTip(tr("Where Mirage keeps its database of cluster history, trained models and reports"));
  m_openDemo->setText(tr("Open the demo cluster when Mirage starts"));
  m_language->setItemText(0, tr("System (%1)").arg(Translations::nativeName(Translations::systemLanguage())));
  m_theme->setItemText(0, tr("System"));
  m_theme->setItemText(1, tr("Light"));
  m_theme->setItemText(2, tr("Dark"));
}

} // namespace mirage
