#pragma once
// The What-if workspace's scenario form: the base (a trace of so many nodes, a stored cluster or
// the demo) and the changes to try — nodes, GPUs, load, a time-limit cap, the scheduler and its
// priority weights, chained services and their policy.
#include "whatif/scenario.h"

#include <QGroupBox>

class QComboBox;
class QDoubleSpinBox;
class QLineEdit;
class QSpinBox;

namespace mirage {

class ScenarioEditor : public QGroupBox {
  Q_OBJECT
public:
  explicit ScenarioEditor(QWidget *parent = nullptr);
  void setScenario(const whatif::Scenario &scenario);
  // `base` with what the form shows set from it (the rest, a window or per-partition nodes, kept).
  whatif::Scenario scenario(whatif::Scenario base) const;

  QLineEdit *nameEdit() const { return m_name; }
  QSpinBox *nodesBox() const { return m_nodes; }
  QDoubleSpinBox *loadBox() const { return m_load; }

protected:
  void changeEvent(QEvent *event) override;

private:
  void retranslate();
  QLineEdit *m_name, *m_trace, *m_cluster;
  QComboBox *m_baseKind, *m_policy, *m_chainPolicy;
  QSpinBox *m_baseNodes, *m_baseGpus, *m_nodes, *m_gpus, *m_cap, *m_chains, *m_chainNodes, *m_chainLimit, *m_links;
  QDoubleSpinBox *m_load, *m_weightAge, *m_weightFairShare;
};

} // namespace mirage
