#include "widgets/policies/episodes_panel.h"

#include "widgets/common/row_table_view.h"
#include "widgets/policies/episode_timeline_chart.h"

#include <QEvent>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QScrollBar>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace mirage {

EpisodesPanel::EpisodesPanel(QWidget *parent)
    : QWidget(parent), m_model(new RowTableModel<PolicyEpisode>(policyEpisodeColumns(), this))
{
  auto *layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  m_hint = new QLabel(this);
  m_hint->setWordWrap(true);
  layout->addWidget(m_hint);
  auto *split = m_split = new QSplitter(Qt::Horizontal, this);
  m_table = makeRowTableView(m_model, split);
  m_table->setObjectName(QStringLiteral("policiesEpisodes"));
  m_table->setSortingEnabled(true);
  m_chart = new EpisodeTimelineChart(split);
  m_chart->setObjectName(QStringLiteral("policiesEpisodeTimeline"));
  // Columns fitted to the first 100 episodes, not to all of them (on the GUI thread).
  m_table->horizontalHeader()->setResizeContentsPrecision(100);
  split->addWidget(m_table);
  split->addWidget(m_chart);
  split->setStretchFactor(1, 1);
  split->setSizes({300, 700});
  layout->addWidget(split, 1);
  connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
          [this](const QModelIndex &current) { showRow(current.isValid() ? current.row() : -1); });
  changeEvent(nullptr);
}

void EpisodesPanel::changeEvent(QEvent *event)
{
  if (!event || event->type() == QEvent::LanguageChange) {
    m_hint->setText(tr("Pick an episode: when each method submitted S and where S started (red: interruption "
                       "after P's end, violet: overlap before it), and above, the risk curve risk-optimal forecast "
                       "at its first decision. The wheel zooms out to P's start."));
    m_model->retranslate();
  }
  if (event)
    QWidget::changeEvent(event);
}

void EpisodesPanel::setEvaluation(const QJsonObject &evaluation, const QString &bucket)
{
  QList<PolicyEpisode> rows;
  for (PolicyEpisode &e : policyEpisodes(evaluation))
    if (bucket == QLatin1String("all") || e.bucket == bucket)
      rows.append(std::move(e));
  m_model->setRows(rows);
  m_table->resizeColumnsToContents();
  // The list as wide as its columns, the chart the rest.
  const int listWidth = m_table->horizontalHeader()->length() + 2 * m_table->frameWidth() +
                        m_table->verticalScrollBar()->sizeHint().width();
  m_split->setSizes({listWidth, std::max(200, m_split->width() - listWidth)});
  if (rows.isEmpty()) {
    m_chart->clear();
    return;
  }
  m_table->selectRow(0);
  showRow(0);
}

void EpisodesPanel::showRow(int row)
{
  if (row < 0 || row >= m_model->rowCount())
    m_chart->clear();
  else
    m_chart->setEpisode(m_model->row(row));
}

} // namespace mirage
