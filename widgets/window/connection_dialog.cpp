#include "widgets/window/connection_dialog.h"

#include "core/background_pool.h"
#include "core/local_time.h"
#include "slurm/snapshot_source.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QElapsedTimer>
#include <QFormLayout>
#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QTimeZone>
#include <QVBoxLayout>
#include <QtConcurrent>

namespace mirage {

ConnectionDialog::ConnectionDialog(QWidget *parent)
    : QDialog(parent), m_list(new QListWidget(this)), m_name(new QLineEdit(this)), m_local(new QRadioButton(this)),
      m_ssh(new QRadioButton(this)), m_address(new QLineEdit(this)), m_sshConfig(new QLineEdit(this)),
      m_interval(new QSpinBox(this)), m_timeZone(new QComboBox(this)), m_test(new QPushButton(this)),
      m_result(new QLabel(this)), m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
  setWindowTitle(tr("Connect to a cluster"));
  setObjectName(QStringLiteral("connectionDialog"));
  m_name->setObjectName(QStringLiteral("name"));
  m_address->setObjectName(QStringLiteral("address"));
  m_address->setPlaceholderText(QStringLiteral("ssh://user@login.cluster.example.org"));
  m_sshConfig->setPlaceholderText(tr("~/.ssh/config (default)"));
  m_interval->setRange(10, 3600);
  m_timeZone->setEditable(true);
  m_timeZone->setObjectName(QStringLiteral("timeZone"));
  m_timeZone->addItem(tr("The host's (default)"), QString());
  for (const QByteArray &id : QTimeZone::availableTimeZoneIds())
    m_timeZone->addItem(QString::fromUtf8(id), QString::fromUtf8(id));
  m_interval->setSuffix(tr(" s"));
  m_local->setText(tr("Slurm tools on this computer"));
  m_ssh->setText(tr("A login node over SSH"));
  m_test->setText(tr("&Test connection"));
  m_result->setWordWrap(true);
  m_result->setObjectName(QStringLiteral("testResult"));
  m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);
  m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Connect"));

  auto *add = new QPushButton(tr("&New"), this);
  auto *remove = new QPushButton(tr("&Remove"), this);
  auto *listButtons = new QHBoxLayout;
  listButtons->addWidget(add);
  listButtons->addWidget(remove);
  auto *left = new QVBoxLayout;
  left->addWidget(m_list);
  left->addLayout(listButtons);

  auto *form = new QFormLayout;
  form->addRow(tr("&Name:"), m_name);
  form->addRow(tr("Source:"), m_local);
  form->addRow(QString(), m_ssh);
  form->addRow(tr("SSH &address:"), m_address);
  form->addRow(tr("SSH &config file:"), m_sshConfig);
  form->addRow(tr("&Poll every:"), m_interval);
  form->addRow(tr("Time &zone:"), m_timeZone);
  auto *right = new QVBoxLayout;
  right->addLayout(form);
  right->addWidget(m_test, 0, Qt::AlignLeft);
  right->addWidget(m_result);
  right->addStretch();
  auto *columns = new QHBoxLayout;
  columns->addLayout(left, 1);
  columns->addLayout(right, 2);
  auto *layout = new QVBoxLayout(this);
  layout->addLayout(columns);
  layout->addWidget(m_buttons);

  m_profiles = AppSettings().connectionProfiles();
  if (m_profiles.isEmpty())
    m_profiles.append({QStringLiteral("local"), QStringLiteral("local"), QString(), 60, QString()});
  for (const ConnectionProfile &p : std::as_const(m_profiles))
    m_list->addItem(p.name);
  connect(m_list, &QListWidget::currentRowChanged, this, [this](int row) {
    storeCurrent();
    load(row);
  });
  connect(m_local, &QRadioButton::toggled, this, &ConnectionDialog::updateSourceFields);
  connect(m_name, &QLineEdit::textEdited, this, [this](const QString &text) {
    if (m_current >= 0)
      m_list->item(m_current)->setText(text);
  });
  connect(add, &QPushButton::clicked, this, [this] {
    storeCurrent();
    m_profiles.append(
        {tr("cluster %1").arg(m_profiles.size() + 1), QStringLiteral("ssh://"), QString(), 60, QString()});
    m_list->addItem(m_profiles.last().name);
    m_list->setCurrentRow(int(m_profiles.size() - 1));
    m_name->setFocus();
  });
  connect(remove, &QPushButton::clicked, this, [this] {
    if (m_current < 0 || m_profiles.size() <= 1)
      return;
    const int row = m_current;
    m_current = -1;
    m_profiles.removeAt(row);
    delete m_list->takeItem(row);
    load(m_list->currentRow());
  });
  connect(m_test, &QPushButton::clicked, this, &ConnectionDialog::testConnection);
  connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  connect(m_buttons, &QDialogButtonBox::accepted, this, [this] {
    storeCurrent();
    if (const auto valid = validate(); !valid.ok()) {
      m_result->setStyleSheet(QStringLiteral("color: #d9534f"));
      m_result->setText(valid.error());
      return;
    }
    AppSettings settings;
    settings.setConnectionProfiles(m_profiles);
    settings.setLastConnection(selected().name);
    accept();
  });
  const QString last = AppSettings().lastConnection();
  int start = 0;
  for (int i = 0; i < m_profiles.size(); ++i)
    if (m_profiles[i].name == last)
      start = i;
  m_list->setCurrentRow(start);
  resize(680, 360);
}

ConnectionDialog::~ConnectionDialog() = default;

void ConnectionDialog::load(int row)
{
  m_current = row;
  if (row < 0 || row >= m_profiles.size())
    return;
  const ConnectionProfile &p = m_profiles[row];
  m_name->setText(p.name);
  const bool local = p.source == QLatin1String("local");
  m_local->setChecked(local);
  m_ssh->setChecked(!local);
  m_address->setText(local ? QString() : p.source);
  m_sshConfig->setText(p.sshConfig);
  m_interval->setValue(p.intervalS);
  const int zone = m_timeZone->findData(p.timeZone);
  if (zone >= 0)
    m_timeZone->setCurrentIndex(zone);
  else
    m_timeZone->setEditText(p.timeZone);
  m_result->clear();
  updateSourceFields();
}

void ConnectionDialog::storeCurrent()
{
  if (m_current < 0 || m_current >= m_profiles.size())
    return;
  ConnectionProfile &p = m_profiles[m_current];
  p.name = m_name->text().trimmed();
  p.source = m_local->isChecked() ? QStringLiteral("local") : m_address->text().trimmed();
  p.sshConfig = m_sshConfig->text().trimmed();
  p.intervalS = m_interval->value();
  p.timeZone = m_timeZone->currentIndex() == 0 && m_timeZone->currentText() == m_timeZone->itemText(0)
                   ? QString()
                   : m_timeZone->currentText().trimmed();
}

void ConnectionDialog::setProfile(const ConnectionProfile &profile)
{
  if (m_current < 0)
    return;
  m_profiles[m_current] = profile;
  m_list->item(m_current)->setText(profile.name);
  load(m_current);
}

void ConnectionDialog::updateSourceFields()
{
  m_address->setEnabled(m_ssh->isChecked());
  m_sshConfig->setEnabled(m_ssh->isChecked());
}

ConnectionProfile ConnectionDialog::selected() const
{
  return m_current >= 0 && m_current < m_profiles.size() ? m_profiles[m_current] : ConnectionProfile{};
}

Result<void> ConnectionDialog::validate() const
{
  const ConnectionProfile p = selected();
  if (p.name.isEmpty())
    return failure(tr("Name: give the cluster a name."));
  for (int i = 0; i < m_profiles.size(); ++i)
    if (i != m_current && m_profiles[i].name == p.name)
      return failure(tr("Name: another profile is called '%1'.").arg(p.name));
  if (!p.timeZone.isEmpty() && !ianaTimeZone(p.timeZone))
    return failure(tr("Time zone: '%1' is not a known zone (e.g. America/Chicago).").arg(p.timeZone));
  if (p.source != QLatin1String("local")) {
    if (const auto target = SshTarget::fromUrl(p.source); !target)
      return failure(tr("SSH address: %1").arg(target.error()));
  }
  return {};
}

void ConnectionDialog::testConnection()
{
  storeCurrent();
  if (const auto error = validate(); !error.ok()) {
    m_result->setStyleSheet(QStringLiteral("color: #d9534f"));
    m_result->setText(error.error());
    emit testFinished(false, error.error());
    return;
  }
  if (m_testing)
    return;
  m_testing = true;
  m_test->setEnabled(false);
  m_result->setStyleSheet(QString());
  m_result->setText(tr("Testing…"));
  const ConnectionProfile p = selected();
  auto *watcher = new QFutureWatcher<QPair<bool, QString>>(this);
  connect(watcher, &QFutureWatcher<QPair<bool, QString>>::finished, this, [this, watcher] {
    const auto [ok, message] = watcher->result();
    watcher->deleteLater();
    m_testing = false;
    m_test->setEnabled(true);
    m_result->setStyleSheet(ok ? QStringLiteral("color: #3c9a3c") : QStringLiteral("color: #d9534f"));
    m_result->setText(message);
    emit testFinished(ok, message);
  });
  watcher->setFuture(QtConcurrent::run(backgroundPool(), [p]() -> QPair<bool, QString> {
    const auto opened = makeRunner(p.source, p.sshConfig);
    if (!opened)
      return {false, opened.error()};
    CommandRunner *runner = opened->get();
    QElapsedTimer timer;
    timer.start();
    SnapshotOptions options;
    options.cluster = p.name;
    options.commandTimeoutMs = 20000;
    if (!p.timeZone.isEmpty())
      options.timeZone = QTimeZone(p.timeZone.toUtf8());
    const auto s = takeSnapshot(*runner, options);
    if (!s)
      return {false, s.error()};
    return {true,
            ConnectionDialog::tr("Connected: Slurm %1, %2 partitions, %3 nodes, %4 running and %5 pending jobs (%6 s).")
                .arg(s->slurmVersion)
                .arg(s->partitions.size())
                .arg(s->totalNodes())
                .arg(s->count(JobState::Running))
                .arg(s->count(JobState::Pending))
                .arg(timer.elapsed() / 1000.0, 0, 'f', 1)};
  }));
}

QString ConnectionDialog::testResult() const
{
  return m_result->text();
}

} // namespace mirage
