#include "widgets/chains/chains_workspace.h"

#include "core/background_pool.h"
#include "core/duration.h"
#include "forecast/baseline_forecasters.h"
#include "forecast/chain_risk.h"
#include "forecast/job_request.h"
#include "widgets/common/empty_state_widget.h"
#include "widgets/common/row_table_view.h"

#include <QAction>
#include <QComboBox>
#include <QCoreApplication>
#include <QDateTime>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QStackedWidget>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>
#include <QtConcurrentRun>

namespace mirage {
namespace {
QString localAndUtc(EpochSeconds t)
{
  return QStringLiteral("%1 (%2 UTC)")
      .arg(QLocale().toString(QDateTime::fromSecsSinceEpoch(t), QLocale::ShortFormat),
           QDateTime::fromSecsSinceEpoch(t, Qt::UTC).toString(QStringLiteral("yyyy-MM-dd HH:mm")));
}

QList<RowTableModel<ChainsWorkspace::ChainView>::Column> chainColumns()
{
  using View = ChainsWorkspace::ChainView;
  return {
      {[] { return ChainsWorkspace::tr("Chain"); }, [](const View &v) { return v.chain.definition.name; }},
      {[] { return ChainsWorkspace::tr("Links"); },
       [](const View &v) { return ChainsWorkspace::tr("%1 of %2").arg(v.links.size()).arg(v.chain.definition.links); }},
      {[] { return ChainsWorkspace::tr("Policy"); }, [](const View &v) { return v.chain.definition.policy; }},
      {[] { return ChainsWorkspace::tr("Partition"); }, [](const View &v) { return v.chain.definition.partition; }},
      {[] { return ChainsWorkspace::tr("Runner"); },
       [](const View &v) {
         if (!v.runner)
           return QString();
         return v.runner->pid == QCoreApplication::applicationPid() ? ChainsWorkspace::tr("this window")
                                                                    : v.runner->holder;
       },
       [](const View &v) { return v.runner ? v.runner->describe() : ChainsWorkspace::tr("Nobody runs it now"); }}};
}

} // namespace

ChainsWorkspace::ChainsWorkspace(QWidget *parent)
    : QWidget(parent), m_stack(new QStackedWidget(this)), m_empty(new EmptyStateWidget(this)),
      m_model(new RowTableModel<ChainView>(chainColumns(), this)), m_table(makeRowTableView(m_model, this)),
      m_title(new QLabel(this)), m_status(new QLabel(this)), m_timeline(new ChainTimeline(this)),
      m_suggestion(new QLabel(this)), m_submit(new QPushButton(this)), m_refresh(new QPushButton(this)),
      m_new(new QPushButton(this)), m_edit(new QPushButton(this)), m_delete(new QPushButton(this)),
      m_run(new QPushButton(this)), m_policy(new QComboBox(this)), m_policyLabel(new QLabel(this)),
      m_dueTimer(new QTimer(this)), m_newAction(new QAction(this))
{
  connect(m_newAction, &QAction::triggered, this, &ChainsWorkspace::newChainRequested);
  m_empty->addAction(m_newAction);
  auto *layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(m_stack);
  m_stack->addWidget(m_empty);
  auto *splitter = new QSplitter(Qt::Horizontal, m_stack);
  m_table->setObjectName(QStringLiteral("chainsTable"));
  auto *list = new QWidget(splitter);
  auto *l = new QVBoxLayout(list);
  l->setContentsMargins(0, 0, 0, 0);
  l->addWidget(m_table, 1);
  auto *manage = new QHBoxLayout;
  for (QPushButton *b : {m_new, m_edit, m_delete})
    manage->addWidget(b);
  manage->addStretch(1);
  l->addLayout(manage);
  m_new->setObjectName(QStringLiteral("chainNew"));
  m_edit->setObjectName(QStringLiteral("chainEdit"));
  m_delete->setObjectName(QStringLiteral("chainDelete"));
  m_run->setObjectName(QStringLiteral("chainRun"));
  m_run->setCheckable(true);
  splitter->addWidget(list);
  auto *details = new QWidget(splitter);
  auto *d = new QVBoxLayout(details);
  QFont bold = m_title->font();
  bold.setBold(true);
  m_title->setFont(bold);
  d->addWidget(m_title);
  m_status->setWordWrap(true);
  d->addWidget(m_status);
  d->addWidget(m_timeline, 1);
  m_suggestion->setObjectName(QStringLiteral("chainSuggestion"));
  m_suggestion->setWordWrap(true);
  m_suggestion->setMinimumHeight(m_suggestion->fontMetrics().lineSpacing() * 3);
  m_suggestion->setTextInteractionFlags(Qt::TextSelectableByMouse);
  d->addWidget(m_suggestion);
  auto *buttons = new QHBoxLayout;
  m_submit->setObjectName(QStringLiteral("chainSubmitNext"));
  buttons->addWidget(m_run);
  buttons->addWidget(m_submit);
  buttons->addWidget(m_refresh);
  buttons->addStretch(1);
  m_policy->setObjectName(QStringLiteral("chainPolicy"));
  m_policyLabel->setBuddy(m_policy);
  buttons->addWidget(m_policyLabel);
  buttons->addWidget(m_policy);
  d->addLayout(buttons);
  splitter->addWidget(details);
  splitter->setSizes({380, 900});
  m_stack->addWidget(splitter);
  connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &ChainsWorkspace::showSelected);
  connect(m_submit, &QPushButton::clicked, this, [this] {
    if (const ChainView *c = selected())
      emit submitNextRequested(c->chain.definition.name);
  });
  connect(m_refresh, &QPushButton::clicked, this, &ChainsWorkspace::refreshRequested);
  connect(m_new, &QPushButton::clicked, this, &ChainsWorkspace::newChainRequested);
  connect(m_edit, &QPushButton::clicked, this, [this] {
    if (const ChainView *c = selected())
      emit editChainRequested(c->chain.definition.name);
  });
  connect(m_delete, &QPushButton::clicked, this, [this] {
    if (const ChainView *c = selected())
      emit deleteChainRequested(c->chain.definition.name);
  });
  connect(m_run, &QPushButton::clicked, this, [this] {
    if (const ChainView *c = selected())
      emit runChainRequested(c->chain.definition.name, !m_running.contains(c->chain.definition.name));
    showSelected(); // the button follows setRunning(), not the click
  });
  connect(m_table, &QTableView::doubleClicked, m_edit, &QPushButton::click);
  connect(m_policy, &QComboBox::activated, this, [this] {
    if (const ChainView *c = selected(); c && m_policy->currentData().toString() != c->chain.definition.policy)
      emit policyChangeRequested(c->chain.definition.name, m_policy->currentData().toString());
  });
  m_dueTimer->setInterval(30000);
  connect(m_dueTimer, &QTimer::timeout, this, [this] { checkDue(QDateTime::currentSecsSinceEpoch()); });
  m_dueTimer->start();
  retranslate();
}

void ChainsWorkspace::changeEvent(QEvent *event)
{
  if (event->type() == QEvent::LanguageChange)
    retranslate();
  QWidget::changeEvent(event);
}

void ChainsWorkspace::retranslate()
{
  m_empty->setTitle(tr("Chains"));
  m_empty->setText(tr("Keep a long service alive across wall-clock limits: a chain submits each next job when its "
                      "policy says so. Define one here (New chain…) or with mirage-cli chain add."));
  m_model->retranslate();
  m_submit->setText(tr("&Submit next link now…"));
  m_submit->setToolTip(tr("Submit the next link with sbatch now (asks for confirmation)"));
  m_refresh->setText(tr("Re&fresh"));
  m_new->setText(tr("&New chain…"));
  m_newAction->setText(m_new->text());
  m_new->setToolTip(tr("Define a chain: its cluster, partition, script, links, limit and policy"));
  m_edit->setText(tr("&Edit…"));
  m_delete->setText(tr("&Delete"));
  m_delete->setToolTip(tr("Forget the chain and its links (its jobs stay in Slurm)"));
  m_policyLabel->setText(tr("&Policy:"));
  m_policy->setToolTip(tr("When the runner submits each next link; the scores come from the newest mirage-cli "
                          "evaluate (mean interruption and overlap per chain)"));
  setEvaluation(m_evaluation);
  fillTable();
}

void ChainsWorkspace::setChains(const QList<ChainView> &chains)
{
  m_chains = chains;
  m_stack->setCurrentIndex(chains.isEmpty() ? 0 : 1);
  recomputeSuggestions();
  fillTable();
}

void ChainsWorkspace::setEvaluation(const QJsonObject &summary)
{
  m_evaluation = summary;
  const QString current = m_policy->currentData().toString();
  const QSignalBlocker block(m_policy);
  m_policy->clear();
  for (const QString &name : policy::chainPolicyNames()) {
    QString text = name;
    for (const QJsonValue &m : summary[QLatin1String("methods")].toArray())
      if (m[QLatin1String("name")].toString() == name) {
        const QJsonObject all = m[QLatin1String("all")].toObject();
        text = tr("%1 — interruption %2 h, overlap %3 h")
                   .arg(name)
                   .arg(all[QLatin1String("mean_interruption_h")].toDouble(), 0, 'f', 2)
                   .arg(all[QLatin1String("mean_overlap_h")].toDouble(), 0, 'f', 2);
      }
    m_policy->addItem(text, name);
  }
  const int index = m_policy->findData(current);
  if (index >= 0)
    m_policy->setCurrentIndex(index);
  showSelected();
}

void ChainsWorkspace::setSnapshot(const ClusterSnapshot &snapshot)
{
  m_snapshot = snapshot;
  m_hasSnapshot = true;
  recomputeSuggestions();
  showSelected();
}

void ChainsWorkspace::fillTable()
{
  const QString current = selected() ? selected()->chain.definition.name : QString();
  int select = 0;
  for (int r = 0; r < m_chains.size(); ++r)
    if (m_chains[r].chain.definition.name == current)
      select = r;
  {
    const QSignalBlocker block(m_table->selectionModel());
    m_model->setRows(m_chains);
    if (!m_chains.isEmpty())
      m_table->selectRow(select);
  }
  showSelected();
}

const ChainsWorkspace::ChainView *ChainsWorkspace::selected() const
{
  const int row = m_table->currentIndex().isValid() ? m_table->currentIndex().row() : -1;
  return row >= 0 && row < m_chains.size() ? &m_chains[row] : nullptr;
}

std::optional<ChainsWorkspace::Suggestion> ChainsWorkspace::suggest(const ChainView &view,
                                                                    const ClusterSnapshot *snapshot)
{
  const policy::ChainDefinition &c = view.chain.definition;
  if (view.links.size() >= c.links)
    return std::nullopt;
  Suggestion s;
  s.link = int(view.links.size());
  s.submitAt = snapshot ? snapshot->time : QDateTime::currentSecsSinceEpoch();
  if (view.links.isEmpty() || !snapshot)
    return s;
  const Job *p = snapshot->findJob(view.links.back().jobId);
  if (!p)
    return s; // the predecessor is no longer in the queue: now
  JobRequest successor;
  successor.partition = c.partition;
  successor.nodes = c.nodes;
  successor.gpusPerNode = c.gpusPerNode;
  successor.timeLimitSeconds = c.limitSeconds;
  RiskOptions options;
  options.samples = 1000;
  options.interruptionWeight = c.interruptionWeight;
  const auto risk = chainRisk(*snapshot, SlurmEstimateForecaster(), view.links.back().jobId, successor, options);
  if (!risk.ok())
    return s;
  s.risk = risk->curve.suggested();
  s.submitAt = s.risk.submitAt;
  s.known = true;
  return s;
}

std::optional<ChainsWorkspace::Suggestion> ChainsWorkspace::suggestionFor(const ChainView &view) const
{
  return m_suggestions.value(view.chain.id);
}

void ChainsWorkspace::recomputeSuggestions()
{
  m_suggestions.clear();
  const QList<ChainView> chains = m_chains;
  const std::optional<ClusterSnapshot> snapshot = m_hasSnapshot ? std::optional(m_snapshot) : std::nullopt;
  m_suggesting.start(QtConcurrent::run(backgroundPool(),
                                       [chains, snapshot](QPromise<Suggestions> &promise) {
                                         Suggestions out;
                                         for (const ChainView &view : chains) {
                                           if (promise.isCanceled())
                                             return;
                                           out.insert(view.chain.id, suggest(view, snapshot ? &*snapshot : nullptr));
                                         }
                                         promise.addResult(out);
                                       }),
                     [this](const QFuture<Suggestions> &done) {
                       if (done.isCanceled() || done.resultCount() == 0)
                         return;
                       m_suggestions = done.result();
                       showSelected();
                     });
}

void ChainsWorkspace::showSelected()
{
  const ChainView *view = selected();
  m_submit->setEnabled(view && view->links.size() < view->chain.definition.links);
  m_edit->setEnabled(view);
  const bool runningHere = view && m_running.contains(view->chain.definition.name);
  m_delete->setEnabled(view && !runningHere);
  m_run->setEnabled(view && (runningHere || view->links.size() < view->chain.definition.links));
  m_run->setChecked(runningHere);
  m_run->setText(runningHere ? tr("S&top runner") : tr("&Run chain"));
  m_run->setToolTip(runningHere ? tr("Stop submitting this chain's links from this window")
                                : tr("Watch the chain every minute and submit each next link when its policy says "
                                     "so (asking first, unless the chain submits on its own)"));
  if (!view) {
    m_title->clear();
    m_status->clear();
    m_suggestion->clear();
    m_timeline->setBars({}, QDateTime::currentSecsSinceEpoch());
    return;
  }
  const policy::ChainDefinition &c = view->chain.definition;
  {
    const QSignalBlocker block(m_policy);
    m_policy->setCurrentIndex(std::max(0, m_policy->findData(c.policy)));
  }
  m_title->setText(tr("%1 — %2 links of %3 on %4, policy %5")
                       .arg(c.name)
                       .arg(c.links)
                       .arg(formatSlurmDuration(c.limitSeconds), c.partition, c.policy));
  const EpochSeconds now = m_hasSnapshot ? m_snapshot.time : QDateTime::currentSecsSinceEpoch();
  QList<ChainTimeline::Bar> bars;
  for (const ChainLink &l : view->links) {
    ChainTimeline::Bar b;
    b.link = l.link;
    b.jobId = l.jobId;
    b.submit = l.submitted > 0 ? l.submitted : l.intended;
    const Job *j = m_hasSnapshot ? m_snapshot.findJob(l.jobId) : nullptr;
    if (j && j->state == JobState::Running) {
      b.state = QStringLiteral("running");
      b.start = j->startTime;
      b.end = j->limitEnd();
    } else if (j) {
      b.state = QStringLiteral("pending");
    } else {
      b.state = QStringLiteral("ended");
    }
    bars.append(b);
  }
  const auto next = suggestionFor(*view);
  if (!m_suggestions.contains(view->chain.id)) {
    m_suggestion->setText(tr("Working out when to submit the next link…"));
  } else if (next) {
    ChainTimeline::Bar planned;
    planned.link = next->link;
    planned.submit = next->submitAt;
    planned.state = QStringLiteral("planned");
    bars.append(planned);
    m_suggestion->setText(
        next->known
            ? tr("Submit link %1 at <b>%2</b>, %3 before its predecessor's limit end: P(interruption) %4 %, expected "
                 "gap %5 h, expected overlap %6 h, expected cost %7 GPU-h (Slurm's plan of the open snapshot).")
                  .arg(next->link + 1)
                  .arg(localAndUtc(next->submitAt), formatDurationShort(next->risk.leadSeconds))
                  .arg(100.0 * next->risk.interruptionProbability, 0, 'f', 0)
                  .arg(next->risk.expectedGapHours, 0, 'f', 1)
                  .arg(next->risk.expectedOverlapHours, 0, 'f', 1)
                  .arg(next->risk.cost, 0, 'f', 1)
            : tr("Submit link %1 now: its predecessor is not in the open cluster's queue (ended, or another "
                 "cluster is open).")
                  .arg(next->link + 1));
  } else {
    m_suggestion->setText(tr("All %1 links are submitted.").arg(c.links));
  }
  m_status->setText(view->links.isEmpty() ? tr("No link submitted yet.")
                                          : tr("Newest: link %1, job %2 (%3).")
                                                .arg(view->links.back().link + 1)
                                                .arg(view->links.back().jobId, bars[view->links.size() - 1].state));
  m_timeline->setBars(bars, now);
}

void ChainsWorkspace::setRunning(const QSet<QString> &chains)
{
  m_running = chains;
  showSelected();
}

void ChainsWorkspace::selectChain(const QString &chain)
{
  for (int r = 0; r < m_chains.size(); ++r)
    if (m_chains[r].chain.definition.name == chain)
      m_table->selectRow(r);
}

void ChainsWorkspace::checkDue(EpochSeconds now)
{
  for (const ChainView &view : std::as_const(m_chains)) {
    const auto next = suggestionFor(view);
    if (!next || !next->known || next->submitAt > now)
      continue;
    const QString key = QStringLiteral("%1/%2").arg(view.chain.id).arg(next->link);
    if (m_notified.contains(key))
      continue;
    m_notified.insert(key);
    emit suggestionDue(view.chain.definition.name,
                       tr("Chain %1: the suggested time to submit link %2 has come (P(interruption) %3 %).")
                           .arg(view.chain.definition.name)
                           .arg(next->link + 1)
                           .arg(100.0 * next->risk.interruptionProbability, 0, 'f', 0));
  }
}

} // namespace mirage
