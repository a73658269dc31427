#pragma once
// The Policies workspace's episode view: the validation episodes (start, load, reactive's d, the
// best method) in a table; clicking one shows it on an EpisodeTimelineChart (P, S and each
// method's submission, with the risk curve at the decision time). Follows the load bucket chosen.
#include "widgets/common/row_table_model.h"
#include "widgets/policies/policy_episodes.h"

#include <QWidget>

class QLabel;
class QSplitter;
class QTableView;

namespace mirage {

class EpisodeTimelineChart;

class EpisodesPanel : public QWidget {
  Q_OBJECT
public:
  explicit EpisodesPanel(QWidget *parent = nullptr);
  // The evaluation's episodes in `bucket` (all, low, medium, heavy); the first is shown.
  void setEvaluation(const QJsonObject &evaluation, const QString &bucket);
  QTableView *table() const { return m_table; }
  EpisodeTimelineChart *chart() const { return m_chart; }
  const RowTableModel<PolicyEpisode> &model() const { return *m_model; }

protected:
  void changeEvent(QEvent *event) override;

private:
  void showRow(int row);
  RowTableModel<PolicyEpisode> *m_model;
  QTableView *m_table;
  EpisodeTimelineChart *m_chart;
  QLabel *m_hint;
  QSplitter *m_split;
};

} // namespace mirage
