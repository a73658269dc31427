#include "widgets/whatif/scenario_editor.h"
#include "policy/submission_policy.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>

namespace mirage {

using whatif::Scenario;
using whatif::ScenarioBase;

ScenarioEditor::ScenarioEditor(QWidget *parent)
    : QGroupBox(parent), m_name(new QLineEdit(this)), m_trace(new QLineEdit(this)), m_cluster(new QLineEdit(this)),
      m_baseKind(new QComboBox(this)), m_policy(new QComboBox(this)), m_chainPolicy(new QComboBox(this)),
      m_baseNodes(new QSpinBox(this)), m_baseGpus(new QSpinBox(this)), m_nodes(new QSpinBox(this)),
      m_gpus(new QSpinBox(this)), m_cap(new QSpinBox(this)), m_chains(new QSpinBox(this)),
      m_chainNodes(new QSpinBox(this)), m_chainLimit(new QSpinBox(this)), m_links(new QSpinBox(this)),
      m_load(new QDoubleSpinBox(this)), m_weightAge(new QDoubleSpinBox(this)),
      m_weightFairShare(new QDoubleSpinBox(this))
{
  setObjectName(QStringLiteral("scenarioEditor"));
  auto *form = new QFormLayout(this);
  m_baseKind->addItems({QString(), QString(), QString()});
  auto *traceRow = new QHBoxLayout;
  auto *browse = new QPushButton(QStringLiteral("…"), this);
  traceRow->addWidget(m_trace, 1);
  traceRow->addWidget(browse);
  connect(browse, &QPushButton::clicked, this, [this] {
    const QString f = QFileDialog::getOpenFileName(this, tr("Trace"), m_trace->text());
    if (!f.isEmpty())
      m_trace->setText(f);
  });
  m_baseNodes->setRange(1, 100000);
  m_baseNodes->setValue(72);
  m_baseGpus->setRange(0, 64);
  m_nodes->setRange(0, 100000);
  m_gpus->setRange(-1, 64);
  m_load->setRange(0.05, 20);
  m_load->setSingleStep(0.1);
  m_load->setValue(1.0);
  m_cap->setRange(0, 1000000);
  m_cap->setSingleStep(60);
  m_policy->addItems(
      {QStringLiteral("fcfs"), QStringLiteral("easy"), QStringLiteral("conservative"), QStringLiteral("slurm")});
  m_policy->setCurrentText(QStringLiteral("easy"));
  for (QDoubleSpinBox *w : {m_weightAge, m_weightFairShare}) {
    w->setRange(0, 1e7);
    w->setDecimals(0);
    w->setSingleStep(100);
  }
  m_chains->setRange(0, 10000);
  m_chainNodes->setRange(1, 100000);
  m_chainLimit->setRange(1, 1000000);
  m_chainLimit->setValue(2880);
  m_links->setRange(2, 10000);
  m_links->setValue(3);
  m_chainPolicy->addItems(policy::baselinePolicyNames());
  form->addRow(new QLabel(this), m_name);
  form->addRow(new QLabel(this), m_baseKind);
  form->addRow(new QLabel(this), traceRow);
  form->addRow(new QLabel(this), m_baseNodes);
  form->addRow(new QLabel(this), m_baseGpus);
  form->addRow(new QLabel(this), m_cluster);
  form->addRow(new QLabel(this), m_nodes);
  form->addRow(new QLabel(this), m_gpus);
  form->addRow(new QLabel(this), m_load);
  form->addRow(new QLabel(this), m_cap);
  form->addRow(new QLabel(this), m_policy);
  form->addRow(new QLabel(this), m_weightAge);
  form->addRow(new QLabel(this), m_weightFairShare);
  form->addRow(new QLabel(this), m_chains);
  form->addRow(new QLabel(this), m_chainNodes);
  form->addRow(new QLabel(this), m_chainLimit);
  form->addRow(new QLabel(this), m_links);
  form->addRow(new QLabel(this), m_chainPolicy);
  connect(m_baseKind, &QComboBox::currentIndexChanged, this, [this](int kind) {
    m_trace->setEnabled(kind == 0);
    m_baseNodes->setEnabled(kind == 0);
    m_baseGpus->setEnabled(kind == 0);
    m_cluster->setEnabled(kind == 1);
  });
  retranslate();
}

void ScenarioEditor::setScenario(const Scenario &s)
{
  m_name->setText(s.name);
  m_baseKind->setCurrentIndex(s.base.kind == ScenarioBase::Kind::Trace     ? 0
                              : s.base.kind == ScenarioBase::Kind::Cluster ? 1
                                                                           : 2);
  m_trace->setText(s.base.trace);
  m_baseNodes->setValue(std::max(1, s.base.nodes));
  m_baseGpus->setValue(s.base.gpusPerNode);
  m_cluster->setText(s.base.cluster);
  m_nodes->setValue(s.nodes);
  m_gpus->setValue(s.gpusPerNode);
  m_load->setValue(s.loadScale);
  m_cap->setValue(int(s.limitCapMinutes));
  m_policy->setCurrentText(s.policy);
  m_weightAge->setValue(s.weightAge);
  m_weightFairShare->setValue(s.weightFairShare);
  m_chains->setValue(s.chains.count);
  m_chainNodes->setValue(s.chains.nodes);
  m_chainLimit->setValue(int(s.chains.limitMinutes));
  m_links->setValue(s.chains.links);
  m_chainPolicy->setCurrentText(s.chainPolicy);
}

Scenario ScenarioEditor::scenario(Scenario s) const
{
  s.name = m_name->text().trimmed();
  s.base.kind = m_baseKind->currentIndex() == 0   ? ScenarioBase::Kind::Trace
                : m_baseKind->currentIndex() == 1 ? ScenarioBase::Kind::Cluster
                                                  : ScenarioBase::Kind::Demo;
  s.base.trace = m_trace->text().trimmed();
  s.base.nodes = m_baseNodes->value();
  s.base.gpusPerNode = m_baseGpus->value();
  s.base.cluster = m_cluster->text().trimmed();
  s.nodes = m_nodes->value();
  s.gpusPerNode = m_gpus->value();
  s.loadScale = m_load->value();
  s.limitCapMinutes = m_cap->value();
  s.policy = m_policy->currentText();
  s.weightAge = m_weightAge->value();
  s.weightFairShare = m_weightFairShare->value();
  s.chains.count = m_chains->value();
  s.chains.nodes = m_chainNodes->value();
  s.chains.limitMinutes = m_chainLimit->value();
  s.chains.links = m_links->value();
  s.chainPolicy = m_chainPolicy->currentText();
  return s;
}

void ScenarioEditor::changeEvent(QEvent *event)
{
  if (event->type() == QEvent::LanguageChange)
    retranslate();
  QGroupBox::changeEvent(event);
}

void ScenarioEditor::retranslate()
{
  m_baseKind->setItemText(0, tr("Trace file"));
  m_baseKind->setItemText(1, tr("Stored cluster"));
  m_baseKind->setItemText(2, tr("Demo cluster"));
  m_nodes->setSpecialValueText(tr("as the base"));
  m_gpus->setSpecialValueText(tr("as the base"));
  m_cap->setSpecialValueText(tr("none"));
  m_cap->setSuffix(tr(" min"));
  m_chainLimit->setSuffix(tr(" min"));
  {
    setTitle(tr("Scenario"));
    auto *form = static_cast<QFormLayout *>(layout());
    const QStringList labels{tr("Name:"),
                             tr("Base:"),
                             tr("Trace:"),
                             tr("Its nodes:"),
                             tr("Its GPUs/node:"),
                             tr("Cluster:"),
                             tr("Nodes:"),
                             tr("GPUs per node:"),
                             tr("Load:"),
                             tr("Time-limit cap:"),
                             tr("Scheduler:"),
                             tr("Age weight:"),
                             tr("Fair-share weight:"),
                             tr("Chained services:"),
                             tr("Nodes per link:"),
                             tr("Link time limit:"),
                             tr("Links per service:"),
                             tr("Chain policy:")};
    for (int r = 0; r < form->rowCount() && r < labels.size(); ++r)
      if (auto *label = qobject_cast<QLabel *>(form->itemAt(r, QFormLayout::LabelRole)->widget()))
        label->setText(labels[r]);
  }
}

} // namespace mirage
