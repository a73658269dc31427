#pragma once
// The Policies workspace's table: one row per method with its scores in the chosen load bucket
// (chain_evaluation's JSON): interruption and overlap with their 95 % intervals, the reduction
// against reactive, the zero-interruption share, the episodes and the decisions per second.
#include "widgets/common/row_table_model.h"

#include <QJsonObject>

namespace mirage {

struct PolicyScoreRow {
  QString name;
  QJsonObject bucket; // the method's scores in the chosen bucket
  double decisionsPerSecond = 0;
};

QList<RowColumn<PolicyScoreRow>> policyScoreColumns();

} // namespace mirage
