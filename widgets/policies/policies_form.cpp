#include "widgets/policies/policies_workspace.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateTimeEdit>
#include <QDoubleSpinBox>
#include <QJsonArray>
#include <QLineEdit>
#include <QListWidget>
#include <QSettings>
#include <QSpinBox>
#include <QTabWidget>

// The Policies workspace's form as it is remembered between sessions, and as a stored
// evaluation set it.
namespace mirage {

void PoliciesWorkspace::saveForm() const
{
  QSettings s;
  s.setValue(QStringLiteral("policies/trace"), m_trace->text());
  s.setValue(QStringLiteral("policies/timeZone"), m_zone->currentText());
  s.setValue(QStringLiteral("policies/nodes"), m_nodes->value());
  s.setValue(QStringLiteral("policies/gpus"), m_gpus->value());
  s.setValue(QStringLiteral("policies/load"), m_load->value());
  s.setValue(QStringLiteral("policies/chainNodes"), m_chainNodes->value());
  s.setValue(QStringLiteral("policies/chainHours"), m_chainHours->value());
  QStringList methods;
  for (int i = 0; i < m_methods->count(); ++i)
    if (m_methods->item(i)->checkState() == Qt::Checked)
      methods << m_methods->item(i)->text();
  s.setValue(QStringLiteral("policies/methods"), methods);
}

void PoliciesWorkspace::restoreForm()
{
  QSettings s;
  m_trace->setText(s.value(QStringLiteral("policies/trace")).toString());
  m_zone->setCurrentText(s.value(QStringLiteral("policies/timeZone"), QStringLiteral("UTC")).toString());
  m_nodes->setValue(s.value(QStringLiteral("policies/nodes"), 88).toInt());
  m_gpus->setValue(s.value(QStringLiteral("policies/gpus"), 3).toInt());
  m_load->setValue(s.value(QStringLiteral("policies/load"), 1.0).toDouble());
  m_chainNodes->setValue(s.value(QStringLiteral("policies/chainNodes"), 1).toInt());
  m_chainHours->setValue(s.value(QStringLiteral("policies/chainHours"), 48).toInt());
  m_charts->setCurrentIndex(s.value(QStringLiteral("policies/chartTab"), 0).toInt());
  if (s.contains(QStringLiteral("policies/methods")))
    setMethods(s.value(QStringLiteral("policies/methods")).toStringList());
}

void PoliciesWorkspace::fillFormFrom(const QJsonObject &evaluation)
{
  const QString cluster = evaluation[QLatin1String("cluster")].toString();
  if (const int source = m_source->findData(cluster); !cluster.isEmpty() && source > 0)
    m_source->setCurrentIndex(source);
  else if (const QString trace = evaluation[QLatin1String("trace")].toString(); !trace.isEmpty())
    m_trace->setText(trace);
  else
    return; // neither source known: the form stays as the user left it
  m_nodes->setValue(evaluation[QLatin1String("nodes")].toInt(m_nodes->value()));
  m_gpus->setValue(evaluation[QLatin1String("gpus_per_node")].toInt(m_gpus->value()));
  m_load->setValue(evaluation[QLatin1String("load_scale")].toDouble(m_load->value()));
  m_chainNodes->setValue(evaluation[QLatin1String("chain_nodes")].toInt(m_chainNodes->value()));
  m_chainHours->setValue(evaluation[QLatin1String("chain_limit_min")].toInt(m_chainHours->value() * 60) / 60);
  const QJsonObject split = evaluation[QLatin1String("split")].toObject();
  const QDateTime trainUntil = QDateTime::fromString(split[QLatin1String("train_until")].toString(), Qt::ISODate);
  const QDateTime validateFrom = QDateTime::fromString(split[QLatin1String("validate_from")].toString(), Qt::ISODate);
  if (trainUntil.isValid() && validateFrom.isValid()) {
    m_paperSplit->setChecked(false);
    m_trainUntil->setDateTime(trainUntil.toUTC());
    m_validateFrom->setDateTime(validateFrom.toUTC());
  }
  QStringList methods;
  for (const QJsonValue &m : evaluation[QLatin1String("methods")].toArray())
    methods << m[QLatin1String("name")].toString();
  setMethods(methods);
  m_riskForecast->setCurrentText(evaluation.contains(QLatin1String("risk_forecaster"))
                                     ? QStringLiteral("xgboost")
                                     : QStringLiteral("slurm-estimate"));
}

} // namespace mirage
