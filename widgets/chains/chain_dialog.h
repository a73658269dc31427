#pragma once

#include "policy/chain_definition.h"
#include "services/chain_operations.h"
#include "widgets/common/latest_task.h"

#include <QDialog>
#include <QJsonObject>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;

namespace mirage {

// New chain… and Edit…: a chain's name, its cluster (this computer's Slurm or a connection's SSH
// address), its partition — the cluster's partitions are read with sinfo in the background and the
// time limit is checked against the partition's MaxTime —, the sbatch script chosen and previewed,
// the links, the jobs' size and limit, the policy with its scores from the newest evaluation, the
// weight of risk-optimal, and whether the window submits each link without asking (off unless set).
// OK validates the whole chain and says what is wrong, naming the field.
class ChainDialog : public QDialog {
  Q_OBJECT
public:
  // `evaluation`: the newest chain evaluation's summary (policies' scores), may be empty.
  explicit ChainDialog(const QJsonObject &evaluation, QWidget *parent = nullptr);
  ~ChainDialog() override;

  void setChain(const policy::ChainDefinition &chain); // Edit…
  // The chain as the fields say (not validated).
  policy::ChainDefinition chain() const;
  // What is wrong with it, or nothing: validateChain and the partition's MaxTime.
  Result<void> check() const;
  bool isReadingPartitions() const { return m_partitions.isBusy(); }

  QLineEdit *nameEdit() const { return m_name; }
  QComboBox *sourceBox() const { return m_source; }
  QComboBox *partitionBox() const { return m_partition; }
  QLabel *partitionInfo() const { return m_partitionInfo; }
  QLineEdit *scriptEdit() const { return m_script; }
  QPlainTextEdit *scriptPreview() const { return m_preview; }
  QSpinBox *linksBox() const { return m_links; }
  QSpinBox *nodesBox() const { return m_nodes; }
  QSpinBox *gpusBox() const { return m_gpus; }
  QLineEdit *limitEdit() const { return m_limit; }
  QComboBox *policyBox() const { return m_policy; }
  QDoubleSpinBox *weightBox() const { return m_weight; }
  QCheckBox *autoSubmitBox() const { return m_autoSubmit; }
  QLabel *errorLabel() const { return m_error; }

public slots:
  void accept() override;

private:
  void readPartitions();
  void showPartitions(const Result<services::PartitionLimits> &partitions);
  void showPartitionInfo();
  void previewScript();
  void browseScript();

  QLineEdit *m_name;
  QComboBox *m_source;
  QComboBox *m_partition;
  QLabel *m_partitionInfo;
  QLineEdit *m_script;
  QPlainTextEdit *m_preview;
  QSpinBox *m_links, *m_nodes, *m_gpus;
  QLineEdit *m_limit;
  QComboBox *m_policy;
  QDoubleSpinBox *m_weight;
  QCheckBox *m_autoSubmit;
  QLabel *m_error;
  QDialogButtonBox *m_buttons;
  QString m_key; // an edited chain's
  std::optional<services::PartitionLimits> m_limits;
  QString m_limitsSource;
  LatestTask<Result<services::PartitionLimits>> m_partitions{this};
};

} // namespace mirage
