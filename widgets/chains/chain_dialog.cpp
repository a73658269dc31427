#include "widgets/chains/chain_dialog.h"
#include "widgets/common/interruption_weight_box.h"

#include "core/background_pool.h"
#include "core/duration.h"
#include "settings/app_settings.h"
#include "slurm/command_runner.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>
#include <QtConcurrent>

namespace mirage {
namespace {

// "mean interruption 0.31 h, overlap 0.01 h": a policy's scores over all episodes of the newest
// evaluation, when it has them.
QString policyScores(const QJsonObject &evaluation, const QString &policy)
{
  const QJsonObject all = evaluation[QLatin1String("methods")].toObject()[policy].toObject();
  if (all.isEmpty())
    return {};
  if (all.contains(QLatin1String("mean_cost_gpu_h")))
    return ChainDialog::tr("cost %1 GPU-h, interruption %2 h, overlap %3 h a hand-over (newest evaluation)")
        .arg(all[QLatin1String("mean_cost_gpu_h")].toDouble(), 0, 'f', 2)
        .arg(all[QLatin1String("mean_interruption_h")].toDouble(), 0, 'f', 2)
        .arg(all[QLatin1String("mean_overlap_h")].toDouble(), 0, 'f', 2);
  return ChainDialog::tr("mean interruption %1 h, overlap %2 h (newest evaluation)")
      .arg(all[QLatin1String("mean_interruption_h")].toDouble(), 0, 'f', 2)
      .arg(all[QLatin1String("mean_overlap_h")].toDouble(), 0, 'f', 2);
}

} // namespace

ChainDialog::ChainDialog(const QJsonObject &evaluation, QWidget *parent)
    : QDialog(parent), m_name(new QLineEdit(this)), m_source(new QComboBox(this)), m_partition(new QComboBox(this)),
      m_partitionInfo(new QLabel(this)), m_script(new QLineEdit(this)), m_preview(new QPlainTextEdit(this)),
      m_links(new QSpinBox(this)), m_nodes(new QSpinBox(this)), m_gpus(new QSpinBox(this)),
      m_limit(new QLineEdit(QStringLiteral("48:00:00"), this)), m_policy(new QComboBox(this)),
      m_weight(makeInterruptionWeightBox(this)), m_autoSubmit(new QCheckBox(this)), m_error(new QLabel(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
  setWindowTitle(tr("New chain"));
  setObjectName(QStringLiteral("chainDialog"));
  m_name->setObjectName(QStringLiteral("chainName"));
  m_source->setObjectName(QStringLiteral("chainSource"));
  m_source->setEditable(true);
  m_source->addItem(QStringLiteral("local"));
  for (const ConnectionProfile &p : AppSettings().connectionProfiles())
    if (m_source->findText(p.source) < 0)
      m_source->addItem(p.source);
  m_source->setToolTip(tr("local (this computer's Slurm tools) or ssh://[user@]host[:port]"));
  m_partition->setObjectName(QStringLiteral("chainPartition"));
  m_partition->setEditable(true);
  m_partitionInfo->setObjectName(QStringLiteral("chainPartitionInfo"));
  m_partitionInfo->setWordWrap(true);
  m_script->setObjectName(QStringLiteral("chainScript"));
  m_script->setPlaceholderText(tr("the sbatch script every link runs"));
  auto *browse = new QPushButton(tr("&Browse…"), this);
  m_preview->setObjectName(QStringLiteral("chainScriptPreview"));
  m_preview->setReadOnly(true);
  m_preview->setLineWrapMode(QPlainTextEdit::NoWrap);
  m_preview->setMaximumBlockCount(80);
  QFont mono(QStringLiteral("monospace"));
  mono.setStyleHint(QFont::TypeWriter);
  m_preview->setFont(mono);
  m_preview->setMinimumHeight(120);
  m_links->setObjectName(QStringLiteral("chainLinks"));
  m_links->setRange(1, 10000);
  m_links->setValue(5);
  m_nodes->setObjectName(QStringLiteral("chainNodes"));
  m_nodes->setRange(1, 100000);
  m_gpus->setObjectName(QStringLiteral("chainGpus"));
  m_gpus->setRange(0, 64);
  m_limit->setObjectName(QStringLiteral("chainLimit"));
  m_limit->setToolTip(tr("Each job's time limit in Slurm's syntax: minutes, HH:MM:SS or D-HH:MM:SS"));
  m_policy->setObjectName(QStringLiteral("chainPolicy"));
  for (const QString &p : policy::chainPolicyNames()) {
    const QString scores = policyScores(evaluation, p);
    m_policy->addItem(scores.isEmpty() ? p : QStringLiteral("%1 — %2").arg(p, scores), p);
  }
  m_weight->setObjectName(QStringLiteral("chainWeight"));
  m_autoSubmit->setObjectName(QStringLiteral("chainAutoSubmit"));
  m_autoSubmit->setText(tr("Submit each link without asking"));
  m_autoSubmit->setToolTip(tr("While the window runs the chain, it submits each link when the policy says so, "
                              "without a confirmation. Off: it asks every time."));
  m_error->setObjectName(QStringLiteral("chainError"));
  m_error->setWordWrap(true);
  m_error->setStyleSheet(QStringLiteral("color: #d9534f"));

  auto *form = new QFormLayout;
  form->addRow(tr("&Name:"), m_name);
  form->addRow(tr("C&luster:"), m_source);
  form->addRow(tr("&Partition:"), m_partition);
  form->addRow(QString(), m_partitionInfo);
  auto *scriptRow = new QHBoxLayout;
  scriptRow->addWidget(m_script, 1);
  scriptRow->addWidget(browse);
  auto *scriptLabel = new QLabel(tr("&Script:"), this);
  scriptLabel->setBuddy(m_script);
  form->addRow(scriptLabel, scriptRow);
  form->addRow(QString(), m_preview);
  form->addRow(tr("Lin&ks:"), m_links);
  form->addRow(tr("N&odes per job:"), m_nodes);
  form->addRow(tr("&GPUs per node:"), m_gpus);
  form->addRow(tr("&Time limit:"), m_limit);
  form->addRow(tr("Polic&y:"), m_policy);
  form->addRow(tr("Interruption &weight:"), m_weight);
  form->addRow(QString(), m_autoSubmit);
  auto *layout = new QVBoxLayout(this);
  layout->addLayout(form);
  layout->addWidget(m_error);
  layout->addWidget(m_buttons);
  resize(640, 620);

  connect(browse, &QPushButton::clicked, this, &ChainDialog::browseScript);
  connect(m_script, &QLineEdit::textChanged, this, &ChainDialog::previewScript);
  connect(m_source, &QComboBox::currentTextChanged, this, &ChainDialog::readPartitions);
  connect(m_partition, &QComboBox::currentTextChanged, this, &ChainDialog::showPartitionInfo);
  connect(m_limit, &QLineEdit::textChanged, this, &ChainDialog::showPartitionInfo);
  connect(m_policy, &QComboBox::currentIndexChanged, this,
          [this] { m_weight->setEnabled(m_policy->currentData() == QLatin1String("risk-optimal")); });
  connect(m_buttons, &QDialogButtonBox::accepted, this, &ChainDialog::accept);
  connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  // A new chain gets the policy of least expected cost (see docs/CLI.md, chain add).
  m_policy->setCurrentIndex(std::max(0, m_policy->findData(QStringLiteral("risk-optimal"))));
  m_weight->setEnabled(m_policy->currentData() == QLatin1String("risk-optimal"));
  readPartitions();
}

// A partition read still running (sinfo, perhaps over a slow SSH link) is not waited for on the
// GUI thread: it holds nothing of the dialog, and its answer is dropped with the dialog's watcher.
ChainDialog::~ChainDialog() = default;

void ChainDialog::setChain(const policy::ChainDefinition &c)
{
  setWindowTitle(tr("Edit chain %1").arg(c.name));
  m_key = c.key;
  m_name->setText(c.name);
  m_source->setCurrentText(c.source);
  m_partition->setCurrentText(c.partition);
  m_script->setText(c.scripts.value(0));
  m_links->setValue(c.links);
  m_nodes->setValue(c.nodes);
  m_gpus->setValue(c.gpusPerNode);
  m_limit->setText(formatSlurmDuration(c.limitSeconds));
  m_policy->setCurrentIndex(std::max(0, m_policy->findData(c.policy)));
  m_weight->setValue(c.interruptionWeight);
  m_autoSubmit->setChecked(c.autoSubmit);
}

policy::ChainDefinition ChainDialog::chain() const
{
  policy::ChainDefinition c;
  c.name = m_name->text().trimmed();
  c.source = m_source->currentText().trimmed();
  for (const AppSettings settings; const ConnectionProfile &p : settings.connectionProfiles())
    if (p.source == c.source)
      c.sshConfig = p.sshConfig;
  c.partition = m_partition->currentText().trimmed();
  const QString script = m_script->text().trimmed();
  if (!script.isEmpty())
    c.scripts << (c.source == QLatin1String("local") ? QFileInfo(script).absoluteFilePath() : script);
  c.links = m_links->value();
  c.nodes = m_nodes->value();
  c.gpusPerNode = m_gpus->value();
  const auto limit = parseSlurmDuration(m_limit->text().trimmed());
  c.limitSeconds = limit.ok() ? *limit : 0;
  c.policy = m_policy->currentData().toString();
  c.interruptionWeight = m_weight->value();
  c.autoSubmit = m_autoSubmit->isChecked();
  c.key = m_key;
  return c;
}

Result<void> ChainDialog::check() const
{
  const auto limit = parseSlurmDuration(m_limit->text().trimmed());
  if (!limit.ok())
    return failure(tr("Time limit: %1").arg(limit.error()));
  const policy::ChainDefinition c = chain();
  if (const auto valid = validateChain(c); !valid.ok())
    return valid;
  if (!m_limits || m_limitsSource != c.source)
    return failure(tr("The partitions of %1 are not known yet: wait for sinfo, or check the cluster.").arg(c.source));
  return services::checkChainFitsCluster(c, *m_limits);
}

void ChainDialog::accept()
{
  if (const auto ok = check(); !ok.ok()) {
    m_error->setText(ok.error());
    return;
  }
  QDialog::accept();
}

void ChainDialog::readPartitions()
{
  const QString source = m_source->currentText().trimmed();
  QString sshConfig;
  for (const AppSettings settings; const ConnectionProfile &p : settings.connectionProfiles())
    if (p.source == source)
      sshConfig = p.sshConfig;
  m_limits.reset();
  m_partitionInfo->setText(tr("Reading the partitions of %1…").arg(source));
  m_partitions.start(QtConcurrent::run(backgroundPool(),
                                       [source, sshConfig]() -> Result<services::PartitionLimits> {
                                         auto runner = makeRunner(source, sshConfig);
                                         if (!runner)
                                           return failure(runner.error());
                                         return services::readPartitionLimits(**runner);
                                       }),
                     [this, source](const QFuture<Result<services::PartitionLimits>> &done) {
                       if (done.resultCount() == 0)
                         return;
                       m_limitsSource = source;
                       showPartitions(done.result());
                     });
}

void ChainDialog::showPartitions(const Result<services::PartitionLimits> &partitions)
{
  if (!partitions.ok()) {
    m_partitionInfo->setText(tr("Cannot read the partitions: %1").arg(partitions.error()));
    return;
  }
  m_limits = partitions.value();
  const QString current = m_partition->currentText();
  const QSignalBlocker block(m_partition);
  m_partition->clear();
  for (const auto &[name, max] : *m_limits)
    m_partition->addItem(name);
  m_partition->setCurrentText(current.isEmpty() && !m_limits->empty() ? m_limits->begin()->first : current);
  showPartitionInfo();
}

void ChainDialog::showPartitionInfo()
{
  if (!m_limits)
    return;
  const auto found = m_limits->find(m_partition->currentText().trimmed());
  if (found == m_limits->end()) {
    m_partitionInfo->setText(tr("The cluster has no such partition."));
    return;
  }
  const auto limit = parseSlurmDuration(m_limit->text().trimmed());
  if (found->second <= 0) {
    m_partitionInfo->setText(tr("No time limit on this partition."));
    return;
  }
  const QString max = formatSlurmDuration(found->second);
  m_partitionInfo->setText(limit.ok() && *limit > found->second
                               ? tr("At most %1 here: the time limit is longer.").arg(max)
                               : tr("At most %1 here.").arg(max));
}

void ChainDialog::browseScript()
{
  const QString path =
      QFileDialog::getOpenFileName(this, tr("sbatch script"), QFileInfo(m_script->text()).absolutePath(),
                                   tr("Scripts (*.sh *.sbatch *.slurm);;All files (*)"));
  if (!path.isEmpty())
    m_script->setText(path);
}

// The script's first lines, as sbatch will read them (only a local cluster's script is here).
void ChainDialog::previewScript()
{
  const QString path = m_script->text().trimmed();
  if (path.isEmpty() || m_source->currentText() != QLatin1String("local")) {
    m_preview->setPlainText(path.isEmpty() ? QString() : tr("(on the cluster: sbatch reads it there)"));
    return;
  }
  QFile f(path);
  if (QFileInfo(path).isDir() || !f.open(QIODevice::ReadOnly)) {
    m_preview->setPlainText(tr("(cannot read %1)").arg(path));
    return;
  }
  m_preview->setPlainText(QString::fromUtf8(f.read(8192)));
}

} // namespace mirage
