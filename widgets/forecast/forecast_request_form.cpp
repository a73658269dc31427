#include "widgets/forecast/forecast_request_form.h"

#include "core/duration.h"
#include "forecast/forecaster_factory.h"
#include "widgets/common/progress_value.h"
#include "widgets/common/remembered_setting.h"
#include "widgets/common/section_title.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QShortcut>
#include <QSpinBox>
#include <QVBoxLayout>

namespace mirage {

ForecastRequestForm::ForecastRequestForm(QWidget *parent)
    : QWidget(parent), m_title(makeSectionTitle(this)), m_partition(new QComboBox(this)), m_nodes(new QSpinBox(this)),
      m_gpus(new QSpinBox(this)), m_limit(new QLineEdit(this)), m_method(new QComboBox(this)),
      m_compare(new QCheckBox(this)), m_forecastButton(new QPushButton(this)), m_cancelButton(new QPushButton(this)),
      m_progress(new QProgressBar(this)), m_status(new QLabel(this))
{
  m_partition->setObjectName(QStringLiteral("forecastPartition"));
  m_nodes->setObjectName(QStringLiteral("forecastNodes"));
  m_nodes->setRange(1, 100000);
  m_gpus->setObjectName(QStringLiteral("forecastGpus"));
  m_gpus->setRange(0, 64);
  m_limit->setObjectName(QStringLiteral("forecastLimit"));
  m_limit->setClearButtonEnabled(true);
  m_method->setObjectName(QStringLiteral("forecastMethod"));
  for (const QString &m : forecastMethods()) {
    m_method->addItem(m, m);
    m_method->setItemData(m_method->count() - 1, forecastMethodDescription(m), Qt::ToolTipRole);
  }
  m_compare->setObjectName(QStringLiteral("forecastCompare"));
  m_forecastButton->setObjectName(QStringLiteral("forecastButton"));
  m_forecastButton->setDefault(true);
  m_cancelButton->setObjectName(QStringLiteral("forecastCancel"));
  m_cancelButton->setEnabled(false);
  m_progress->setTextVisible(false);
  m_progress->setMaximumHeight(8);
  m_progress->hide();
  m_status->setObjectName(QStringLiteral("forecastStatus"));
  m_status->setWordWrap(true);
  m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);

  auto *layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(m_title);
  auto *form = new QFormLayout;
  for (int i = 0; i < 5; ++i)
    m_labels << new QLabel(this);
  form->addRow(m_labels[0], m_partition);
  form->addRow(m_labels[1], m_nodes);
  form->addRow(m_labels[2], m_gpus);
  form->addRow(m_labels[3], m_limit);
  form->addRow(m_labels[4], m_method);
  form->addRow(QString(), m_compare);
  layout->addLayout(form);
  auto *buttons = new QHBoxLayout;
  buttons->addWidget(m_forecastButton);
  buttons->addWidget(m_cancelButton);
  layout->addLayout(buttons);
  layout->addWidget(m_progress);
  layout->addWidget(m_status);

  connect(m_partition, &QComboBox::currentIndexChanged, this, &ForecastRequestForm::applyPartition);
  for (QSpinBox *box : {m_nodes, m_gpus})
    connect(box, &QSpinBox::valueChanged, this, &ForecastRequestForm::changed);
  connect(m_limit, &QLineEdit::textEdited, this, &ForecastRequestForm::changed);
  connect(m_method, &QComboBox::activated, this, [this] {
    m_userPickedMethod = true;
    emit changed();
  });
  connect(m_compare, &QCheckBox::toggled, this, &ForecastRequestForm::changed);
  connect(m_forecastButton, &QPushButton::clicked, this, &ForecastRequestForm::forecastRequested);
  connect(m_cancelButton, &QPushButton::clicked, this, [this] {
    emit cancelRequested(); // whatever comes back is not shown
    showFinished();
    showStatus(tr("Cancelled."));
  });
  auto *run = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return), this);
  connect(run, &QShortcut::activated, this, &ForecastRequestForm::forecastRequested);
  auto *stop = new QShortcut(QKeySequence(Qt::Key_Escape), this);
  connect(stop, &QShortcut::activated, m_cancelButton, &QPushButton::click);
  restore();
  retranslate();
}

void ForecastRequestForm::changeEvent(QEvent *event)
{
  if (event->type() == QEvent::LanguageChange)
    retranslate();
  QWidget::changeEvent(event);
}

void ForecastRequestForm::retranslate()
{
  m_title->setText(tr("Job request"));
  const QStringList labels{tr("&Partition:"), tr("&Nodes:"), tr("&GPUs per node:"), tr("&Time limit:"), tr("&Method:")};
  const QList<QWidget *> buddies{m_partition, m_nodes, m_gpus, m_limit, m_method};
  for (int i = 0; i < m_labels.size(); ++i) {
    m_labels[i]->setText(labels[i]);
    m_labels[i]->setBuddy(buddies[i]);
  }
  m_limit->setPlaceholderText(tr("e.g. 48:00:00 or 2-00:00:00"));
  m_compare->setText(tr("&Compare with every other method"));
  m_forecastButton->setText(tr("&Forecast"));
  m_forecastButton->setToolTip(tr("Forecast again now (Ctrl+Return)"));
  m_cancelButton->setText(tr("Cancel"));
  m_cancelButton->setToolTip(tr("Stop the computation (Esc)"));
  applyPartition();
}

void ForecastRequestForm::setSnapshot(const ClusterSnapshot &snapshot)
{
  m_snapshot = snapshot;
  const QString current = m_partition->currentText();
  const QString remembered = QSettings().value(QStringLiteral("forecast/partition")).toString();
  QSignalBlocker block(m_partition);
  m_partition->clear();
  for (const Partition &p : m_snapshot.partitions)
    m_partition->addItem(p.name);
  int index = m_partition->findText(current.isEmpty() ? remembered : current);
  if (index < 0)
    for (int i = 0; i < m_snapshot.partitions.size(); ++i)
      if (m_snapshot.partitions[i].isDefault)
        index = i;
  m_partition->setCurrentIndex(std::max(0, index));
  block.unblock();
  applyPartition();
}

// The chosen partition bounds the request: its nodes, its GPUs per node (a GPU partition starts
// at a whole node's GPUs, not 0), its MaxTime in the limit's tooltip.
void ForecastRequestForm::applyPartition()
{
  m_limit->setToolTip(tr("Slurm's syntax: minutes, HH:MM:SS or D-HH:MM:SS"));
  const Partition *p = m_snapshot.partition(m_partition->currentText());
  if (!p)
    return;
  int gpus = p->gpusPerNode, nodes = p->nodes;
  int inSnapshot = 0;
  for (const Node &n : m_snapshot.nodes)
    if (n.partitions.contains(p->name)) {
      gpus = std::max(gpus, n.gpus);
      ++inSnapshot;
    }
  const QSignalBlocker block(m_gpus);
  m_gpus->setMaximum(gpus);
  if (gpus > 0 && m_gpus->value() == 0)
    m_gpus->setValue(gpus);
  m_nodes->setMaximum(std::max({1, nodes, inSnapshot}));
  m_gpus->setEnabled(gpus > 0);
  m_gpus->setSuffix(gpus > 0 ? tr(" of %1").arg(gpus) : tr(" (no GPUs)"));
  if (p->maxTimeSeconds > 0)
    m_limit->setToolTip(tr("Slurm's syntax: minutes, HH:MM:SS or D-HH:MM:SS (at most %1 here)")
                            .arg(formatSlurmDuration(p->maxTimeSeconds)));
  if (sender() == m_partition) {
    emit partitionChanged();
    emit changed();
  }
}

Result<JobRequest> ForecastRequestForm::request() const
{
  const auto limit = parseSlurmDuration(m_limit->text().trimmed());
  if (!limit.ok())
    return failure(tr("Time limit: %1").arg(limit.error()));
  if (*limit <= 0)
    return failure(tr("Time limit: give a limit (an unlimited job cannot be chained)"));
  JobRequest request;
  request.partition = m_partition->currentText();
  request.nodes = m_nodes->value();
  request.gpusPerNode = m_gpus->isEnabled() ? m_gpus->value() : 0;
  request.timeLimitSeconds = *limit;
  return request;
}

QString ForecastRequestForm::method() const
{
  return m_method->currentData().toString();
}

bool ForecastRequestForm::compareAll() const
{
  return m_compare->isChecked();
}

void ForecastRequestForm::suggestMethod(const QString &method)
{
  if (!m_userPickedMethod)
    m_method->setCurrentIndex(m_method->findData(method));
}

void ForecastRequestForm::useMethod(const QString &method)
{
  m_method->setCurrentIndex(m_method->findData(method));
  m_userPickedMethod = true;
}

void ForecastRequestForm::showRunning()
{
  showStatus(tr("Forecasting…"));
  m_progress->setRange(0, 0);
  m_progress->show();
  m_cancelButton->setEnabled(true);
}

void ForecastRequestForm::showProgress(int minimum, int maximum)
{
  m_progress->setRange(minimum, maximum);
}

void ForecastRequestForm::showProgressValue(int value)
{
  setProgressValue(m_progress, value);
}

void ForecastRequestForm::showFinished()
{
  m_progress->hide();
  m_cancelButton->setEnabled(false);
}

void ForecastRequestForm::showStatus(const QString &text)
{
  m_status->setStyleSheet(QString());
  m_status->setText(text);
}

void ForecastRequestForm::showError(const QString &message)
{
  showFinished();
  m_status->setStyleSheet(QStringLiteral("color: #d9534f"));
  m_status->setText(message);
}

void ForecastRequestForm::save(QSettings &settings) const
{
  rememberSetting(settings, QStringLiteral("forecast/partition"), m_partition->currentText());
  rememberSetting(settings, QStringLiteral("forecast/nodes"), m_nodes->value());
  rememberSetting(settings, QStringLiteral("forecast/gpus"), m_gpus->value());
  rememberSetting(settings, QStringLiteral("forecast/limit"), m_limit->text());
  if (m_userPickedMethod)
    rememberSetting(settings, QStringLiteral("forecast/method"), m_method->currentData());
  rememberSetting(settings, QStringLiteral("forecast/compare"), m_compare->isChecked());
}

void ForecastRequestForm::restore()
{
  QSettings settings;
  const QSignalBlocker b1(m_nodes), b2(m_gpus), b3(m_compare);
  m_nodes->setValue(settings.value(QStringLiteral("forecast/nodes"), 1).toInt());
  m_gpus->setValue(settings.value(QStringLiteral("forecast/gpus"), 0).toInt());
  m_limit->setText(settings.value(QStringLiteral("forecast/limit"), QStringLiteral("48:00:00")).toString());
  const int method = m_method->findData(settings.value(QStringLiteral("forecast/method")).toString());
  if (method >= 0)
    useMethod(m_method->itemData(method).toString());
  m_compare->setChecked(settings.value(QStringLiteral("forecast/compare"), true).toBool());
}

} // namespace mirage
