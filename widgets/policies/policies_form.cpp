#include "widgets/policies/policies_workspace.h"

#include "core/local_time.h"

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

// The Policies workspace's form: the options it gives, as it is remembered between sessions, and
// as a stored evaluation set it.
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

Result<services::PolicyEvaluationOptions> PoliciesWorkspace::options() const
{
  services::PolicyEvaluationOptions o;
  o.cluster = m_source->currentData().toString();
  o.trace = o.cluster.isEmpty() ? m_trace->text().trimmed() : QString();
  if (o.cluster.isEmpty() && o.trace.isEmpty())
    return failure(tr("Trace: choose a trace file"));
  const auto zone = ianaTimeZone(m_zone->currentText());
  if (!zone)
    return failure(tr("Time zone: '%1' is not an IANA zone (e.g. UTC, America/Chicago)").arg(m_zone->currentText()));
  o.traceOptions.timeZone = *zone;
  o.protocol.nodes = m_nodes->value();
  o.protocol.gpusPerNode = m_gpus->value();
  o.protocol.loadScale = m_load->value();
  o.protocol.chainNodes = m_chainNodes->value();
  o.protocol.chainLimit = qint64(m_chainHours->value()) * 3600;
  if (o.protocol.chainNodes > o.protocol.nodes)
    return failure(tr("Chain nodes: %1 is more than the %2 nodes").arg(o.protocol.chainNodes).arg(o.protocol.nodes));
  if (m_paperSplit->isChecked()) {
    o.trainFrom = QDateTime(QDate(2022, 11, 1), QTime(0, 0), Qt::UTC).toSecsSinceEpoch();
    o.trainUntil = QDateTime(QDate(2023, 2, 23), QTime(0, 0), Qt::UTC).toSecsSinceEpoch();
    o.validateFrom = QDateTime(QDate(2023, 3, 1), QTime(0, 0), Qt::UTC).toSecsSinceEpoch();
  } else {
    // At their minimum (shown as words), the window's ends are the trace's.
    const auto unlessMinimum = [](const QDateTimeEdit *e) {
      return e->dateTime() > e->minimumDateTime() ? e->dateTime().toSecsSinceEpoch() : EpochSeconds(0);
    };
    o.trainFrom = unlessMinimum(m_trainFrom);
    o.trainUntil = m_trainUntil->dateTime().toSecsSinceEpoch();
    o.validateFrom = m_validateFrom->dateTime().toSecsSinceEpoch();
    o.validateUntil = unlessMinimum(m_validateUntil);
    if (o.trainFrom > 0 && o.trainFrom >= o.trainUntil)
      return failure(tr("Train from: training must start before it ends"));
    if (o.validateFrom < o.trainUntil)
      return failure(tr("Validate from: validation must not start before the end of training"));
    if (o.validateUntil > 0 && o.validateUntil <= o.validateFrom)
      return failure(tr("Validate until: validation must end after it starts"));
  }
  for (int i = 0; i < m_methods->count(); ++i)
    if (m_methods->item(i)->checkState() == Qt::Checked)
      o.methods << m_methods->item(i)->text();
  if (o.methods.isEmpty())
    return failure(tr("Methods: choose at least one"));
  o.riskForecast = m_riskForecast->currentText();
  o.protocol.interruptionWeight = m_weight->value();
  o.storePath = m_databasePath ? m_databasePath() : QString();
  return o;
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
    // An end the evaluation did not set is the trace's: the edit's minimum.
    for (const auto &[edit, key] :
         {std::pair{m_trainFrom, "train_from"}, std::pair{m_validateUntil, "validate_until"}}) {
      const QDateTime t = QDateTime::fromString(split[QLatin1String(key)].toString(), Qt::ISODate);
      edit->setDateTime(t.isValid() ? t.toUTC() : edit->minimumDateTime());
    }
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
