#include "widgets/policies/policies_workspace.h"

#include "core/background_pool.h"
#include "core/duration.h"
#include "core/local_time.h"
#include "services/report_writing.h"
#include "store/chain_store.h"
#include "store/database.h"
#include "store/history_store.h"
#include "store/report_store.h"
#include "widgets/common/interruption_weight_box.h"
#include "widgets/common/progress_value.h"
#include "widgets/common/row_table_view.h"
#include "widgets/common/section_title.h"
#include "widgets/policies/bucket_bars_chart.h"
#include "widgets/policies/cluster_evaluation.h"
#include "widgets/policies/episodes_panel.h"
#include "widgets/policies/pareto_chart.h"
#include "widgets/policies/policy_scores.h"
#include "widgets/whatif/whatif_chart.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateTimeEdit>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QShortcut>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>

#include <QTableView>
#include <QTimeZone>
#include <QVBoxLayout>
#include <QtConcurrent>
#include <algorithm>
#include <map>

namespace mirage {
namespace {

QStringList defaultMethods()
{
  return {QStringLiteral("reactive"), QStringLiteral("average-wait"), QStringLiteral("lead-2h"),
          QStringLiteral("lead-6h"),  QStringLiteral("risk-optimal"), QStringLiteral("oracle")};
}

} // namespace

PoliciesWorkspace::PoliciesWorkspace(QWidget *parent)
    : QWidget(parent), m_watcher(new QFutureWatcher<Result<services::PolicyEvaluation>>(this))
{
  auto *layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  auto *splitter = new QSplitter(Qt::Horizontal, this);
  splitter->setObjectName(QStringLiteral("policiesSplitter"));
  // The form scrolls rather than set the window's least height.
  auto *formScroll = new QScrollArea(splitter);
  formScroll->setWidgetResizable(true);
  formScroll->setFrameShape(QFrame::NoFrame);
  formScroll->setWidget(createForm());
  formScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
  m_formScroll = formScroll;
  splitter->addWidget(formScroll);
  splitter->addWidget(createResults());
  splitter->setStretchFactor(1, 1);
  splitter->setSizes({460, 820});
  layout->addWidget(splitter);
  connect(m_watcher, &QFutureWatcher<Result<services::PolicyEvaluation>>::progressRangeChanged, m_progress,
          &QProgressBar::setRange);
  connect(m_watcher, &QFutureWatcher<Result<services::PolicyEvaluation>>::progressValueChanged, this, [this](int v) {
    setProgressValue(m_progress, v);
    const qint64 ms = m_elapsed.elapsed();
    if (v > 0 && m_progress->maximum() > 0)
      m_status->setText(tr("Scoring episode %1 of %2 (%3 s)").arg(v).arg(m_progress->maximum()).arg(ms / 1000));
  });
  connect(m_watcher, &QFutureWatcher<Result<services::PolicyEvaluation>>::finished, this, &PoliciesWorkspace::finish);
  restoreForm();
  retranslate();
  connect(m_charts, &QTabWidget::currentChanged, this,
          [](int tab) { QSettings().setValue(QStringLiteral("policies/chartTab"), tab); });
}

PoliciesWorkspace::~PoliciesWorkspace()
{
  m_watcher->disconnect(this);
  m_watcher->cancel();
  m_watcher->waitForFinished();
}

QWidget *PoliciesWorkspace::createForm()
{
  auto *panel = new QWidget(this);
  auto *v = new QVBoxLayout(panel);
  auto *form = new QFormLayout;
  m_source = new QComboBox(panel);
  m_source->setObjectName(QStringLiteral("policiesSource"));
  m_source->addItem(QString(), QString()); // a trace file
  m_trace = new QLineEdit(panel);
  m_trace->setObjectName(QStringLiteral("policiesTrace"));
  m_browse = new QPushButton(panel);
  auto *traceRow = new QHBoxLayout;
  traceRow->addWidget(m_trace, 1);
  traceRow->addWidget(m_browse);
  m_zone = new QComboBox(panel);
  m_zone->setEditable(true);
  m_zone->addItem(QStringLiteral("UTC"));
  for (const QByteArray &id : QTimeZone::availableTimeZoneIds())
    if (id.contains('/'))
      m_zone->addItem(QString::fromUtf8(id));
  const auto spin = [panel](const char *name, int lo, int hi, int value) {
    auto *s = new QSpinBox(panel);
    s->setObjectName(QLatin1String(name));
    s->setRange(lo, hi);
    s->setValue(value);
    return s;
  };
  m_nodes = spin("policiesNodes", 1, 1000000, 88);
  m_gpus = spin("policiesGpus", 0, 64, 3);
  m_chainNodes = spin("policiesChainNodes", 1, 1000000, 1);
  m_chainHours = spin("policiesChainHours", 1, 10000, 48);
  m_load = new QDoubleSpinBox(panel);
  m_load->setObjectName(QStringLiteral("policiesLoad"));
  m_load->setRange(0.05, 20);
  m_load->setSingleStep(0.1);
  m_load->setValue(1.0);
  m_paperSplit = new QCheckBox(panel);
  m_paperSplit->setObjectName(QStringLiteral("policiesPaperSplit"));
  m_paperSplit->setChecked(true);
  m_trainFrom = new QDateTimeEdit(panel);
  m_trainUntil = new QDateTimeEdit(QDateTime(QDate(2023, 2, 23), QTime(0, 0), Qt::UTC), panel);
  m_validateFrom = new QDateTimeEdit(QDateTime(QDate(2023, 3, 1), QTime(0, 0), Qt::UTC), panel);
  m_validateUntil = new QDateTimeEdit(panel);
  for (QDateTimeEdit *e : {m_trainFrom, m_trainUntil, m_validateFrom, m_validateUntil}) {
    e->setTimeSpec(Qt::UTC);
    e->setDisplayFormat(QStringLiteral("yyyy-MM-dd HH:mm 'UTC'"));
    e->setCalendarPopup(true);
    e->setEnabled(false);
  }
  for (QDateTimeEdit *e : {m_trainFrom, m_validateUntil}) { // at the minimum: the trace's own end
    e->setMinimumDateTime(QDateTime(QDate(1990, 1, 1), QTime(0, 0), Qt::UTC));
    e->setDateTime(e->minimumDateTime());
  }
  m_methods = new QListWidget(panel);
  m_methods->setObjectName(QStringLiteral("policiesMethods"));
  for (const QString &m : services::chainPolicyMethods()) {
    auto *item = new QListWidgetItem(m, m_methods);
    item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
    item->setCheckState(defaultMethods().contains(m) ? Qt::Checked : Qt::Unchecked);
  }
  m_riskForecast = new QComboBox(panel);
  m_riskForecast->addItem(QStringLiteral("slurm-estimate"));
  m_riskForecast->addItem(QStringLiteral("xgboost"));
  m_weight = makeInterruptionWeightBox(panel);
  QList<QPair<QWidget *, QLayout *>> rows{
      {m_source, nullptr},       {nullptr, traceRow},     {m_zone, nullptr},         {m_nodes, nullptr},
      {m_gpus, nullptr},         {m_load, nullptr},       {m_chainNodes, nullptr},   {m_chainHours, nullptr},
      {m_trainFrom, nullptr},    {m_trainUntil, nullptr}, {m_validateFrom, nullptr}, {m_validateUntil, nullptr},
      {m_riskForecast, nullptr}, {m_weight, nullptr}};
  for (const auto &[widget, rowLayout] : rows) {
    auto *label = new QLabel(panel);
    m_labels << label;
    if (widget) {
      label->setBuddy(widget);
      form->addRow(label, widget);
    } else {
      label->setBuddy(m_trace);
      form->addRow(label, rowLayout);
    }
    if (widget == m_chainHours)
      form->addRow(QString(), m_paperSplit);
  }
  v->addLayout(form);
  m_labels << new QLabel(panel);
  m_labels.last()->setBuddy(m_methods);
  v->addWidget(m_labels.last());
  v->addWidget(m_methods, 1);
  auto *buttons = new QHBoxLayout;
  m_run = new QPushButton(panel);
  m_run->setObjectName(QStringLiteral("policiesRun"));
  m_run->setDefault(true);
  m_cancel = new QPushButton(panel);
  m_cancel->setObjectName(QStringLiteral("policiesCancel"));
  m_cancel->setEnabled(false);
  m_onCluster = new QPushButton(panel);
  m_onCluster->setObjectName(QStringLiteral("policiesOnCluster"));
  buttons->addWidget(m_run);
  buttons->addWidget(m_cancel);
  buttons->addWidget(m_onCluster);
  v->addLayout(buttons);
  m_progress = new QProgressBar(panel);
  m_progress->setMaximumHeight(8);
  m_progress->setTextVisible(false);
  m_progress->hide();
  v->addWidget(m_progress);
  m_status = new QLabel(panel);
  m_status->setObjectName(QStringLiteral("policiesStatus"));
  m_status->setWordWrap(true);
  v->addWidget(m_status);
  m_log = new QPlainTextEdit(panel);
  m_log->setObjectName(QStringLiteral("policiesLog"));
  m_log->setReadOnly(true);
  m_log->setMaximumBlockCount(500);
  m_log->setMaximumHeight(120);
  v->addWidget(m_log);

  connect(m_browse, &QPushButton::clicked, this, [this] {
    const QString path = QFileDialog::getOpenFileName(this, tr("Trace"), QFileInfo(m_trace->text()).absolutePath());
    if (!path.isEmpty())
      m_trace->setText(path);
  });
  connect(m_source, &QComboBox::currentIndexChanged, this, [this] {
    const bool trace = m_source->currentData().toString().isEmpty();
    m_trace->setEnabled(trace);
    m_browse->setEnabled(trace);
  });
  connect(m_paperSplit, &QCheckBox::toggled, this, [this](bool paper) {
    for (QDateTimeEdit *e : {m_trainFrom, m_trainUntil, m_validateFrom, m_validateUntil})
      e->setEnabled(!paper);
  });
  connect(m_run, &QPushButton::clicked, this, &PoliciesWorkspace::run);
  connect(m_onCluster, &QPushButton::clicked, this, &PoliciesWorkspace::openClusterEvaluation);
  connect(m_cancel, &QPushButton::clicked, this, [this] {
    m_watcher->cancel();
    m_cancel->setEnabled(false);
    m_status->setText(tr("Cancelling…"));
  });
  auto *runShortcut = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return), panel);
  runShortcut->setContext(Qt::WidgetWithChildrenShortcut);
  connect(runShortcut, &QShortcut::activated, this, &PoliciesWorkspace::run);
  return panel;
}

QWidget *PoliciesWorkspace::createResults()
{
  auto *panel = new QWidget(this);
  auto *v = new QVBoxLayout(panel);
  auto *top = new QHBoxLayout;
  m_resultsTitle = makeSectionTitle(panel);
  top->addWidget(m_resultsTitle, 1);
  m_bucketLabel = new QLabel(panel);
  m_bucket = new QComboBox(panel);
  m_bucket->setObjectName(QStringLiteral("policiesBucket"));
  m_bucket->setSizeAdjustPolicy(QComboBox::AdjustToContents);
  for (const char *b : {"all", "low", "medium", "heavy"})
    m_bucket->addItem(QString(), QString::fromLatin1(b));
  m_bucketLabel->setBuddy(m_bucket);
  top->addWidget(m_bucketLabel);
  top->addWidget(m_bucket);
  m_export = new QPushButton(panel);
  m_export->setObjectName(QStringLiteral("policiesExport"));
  m_export->setEnabled(false);
  top->addWidget(m_export);
  connect(m_export, &QPushButton::clicked, this, [this] {
    const QString path = QFileDialog::getSaveFileName(this, tr("Export report"), QStringLiteral("policies.pdf"),
                                                      tr("PDF (*.pdf);;HTML (*.html);;CSV (*.csv)"));
    if (path.isEmpty())
      return;
    auto *watcher = new QFutureWatcher<Result<void>>(this);
    connect(watcher, &QFutureWatcher<Result<void>>::finished, this, [this, watcher, path] {
      watcher->deleteLater();
      const Result<void> written = watcher->result();
      m_status->setText(written.ok() ? tr("Wrote %1").arg(path) : written.error());
    });
    watcher->setFuture(exportReport(path));
  });
  v->addLayout(top);
  auto *split = new QSplitter(Qt::Vertical, panel);
  m_charts = new QTabWidget(split);
  m_charts->setObjectName(QStringLiteral("policiesCharts"));
  m_chart = new ParetoChart(m_charts);
  m_bars = new BucketBarsChart(m_charts);
  m_distribution = new WhatIfChart(QStringLiteral("policies-d"), m_charts);
  m_charts->addTab(m_chart, QString());
  m_charts->addTab(m_bars, QString());
  m_charts->addTab(m_distribution, QString());
  m_episodes = new EpisodesPanel(m_charts);
  m_charts->addTab(m_episodes, QString());
  m_model = new RowTableModel<MethodScore>(policyScoreColumns(), this);
  m_table = makeRowTableView(m_model, split);
  m_table->setObjectName(QStringLiteral("policiesScores"));
  m_table->setSortingEnabled(true);
  split->addWidget(m_charts);
  split->addWidget(m_table);
  split->setSizes({450, 260});
  v->addWidget(split, 1);
  connect(m_bucket, &QComboBox::currentIndexChanged, this, &PoliciesWorkspace::showResult);
  return panel;
}

// The form scrolls up and down only: at least as wide as it needs, once its labels are laid out
// in the language and style shown.
void PoliciesWorkspace::showEvent(QShowEvent *event)
{
  m_formScroll->setMinimumWidth(m_formScroll->widget()->minimumSizeHint().width() +
                                m_formScroll->verticalScrollBar()->sizeHint().width() + 4);
  // A splitter laid out before that keeps the narrower width, and the form covers the results.
  if (auto *splitter = qobject_cast<QSplitter *>(m_formScroll->parentWidget()); splitter && splitter->count() == 2) {
    QList<int> sizes = splitter->sizes();
    if (const int missing = m_formScroll->minimumWidth() - sizes[0]; missing > 0) {
      sizes[0] += missing;
      sizes[1] = std::max(0, sizes[1] - missing);
      splitter->setSizes(sizes);
    }
  }
  QWidget::showEvent(event);
}

void PoliciesWorkspace::changeEvent(QEvent *event)
{
  if (event->type() == QEvent::LanguageChange)
    retranslate();
  QWidget::changeEvent(event);
}

void PoliciesWorkspace::retranslate()
{
  m_source->setItemText(0, tr("a trace file"));
  m_source->setToolTip(tr("A trace file, or a cluster of the store (imported or watched): its own history trains "
                          "and validates the policies"));
  const QStringList labels{tr("&Source:"),        tr("&Trace:"),       tr("Time &zone:"),     tr("&Nodes:"),
                           tr("&GPUs per node:"), tr("&Load:"),        tr("&Chain nodes:"),   tr("Chain &limit (h):"),
                           tr("Train &from:"),    tr("Train &until:"), tr("&Validate from:"), tr("Validate until:"),
                           tr("&Risk forecast:"), tr("&Weight λ:"),    tr("&Methods:")};
  for (int i = 0; i < m_labels.size(); ++i)
    m_labels[i]->setText(labels.value(i));
  m_browse->setText(tr("&Browse…"));
  m_trace->setPlaceholderText(tr("a trace: SWF, sacct, Mirage log, Eagle CSV"));
  m_zone->setToolTip(tr("The zone of the trace's local times (an IANA name); UTC unless it says otherwise"));
  m_load->setToolTip(tr("1.5: the same jobs arriving 1.5 times as fast"));
  m_paperSplit->setText(tr("The paper's split (LS6: validation from 1 March 2023)"));
  m_trainUntil->setToolTip(tr("Training episodes end before validation starts (an embargo of one episode)"));
  m_trainFrom->setSpecialValueText(tr("the trace's first job"));
  m_trainFrom->setToolTip(tr("Training episodes start from here; at its earliest, from the trace's first job"));
  m_validateUntil->setSpecialValueText(tr("the trace's end"));
  m_validateUntil->setToolTip(tr("Validation episodes start before this; at its earliest, as long as the trace holds "
                                 "five more days"));
  m_riskForecast->setToolTip(tr("The wait forecaster of risk-optimal: slurm-estimate needs no training"));
  retranslateInterruptionWeightBox(m_weight);
  m_methods->setToolTip(tr("The learned methods (random-forest, xgboost, transformer, moe, reinforce, dqn) train "
                           "first, minutes each; trained models are reused from the store"));
  m_run->setText(tr("&Run"));
  m_run->setToolTip(tr("Evaluate the chosen methods on the same validation episodes (Ctrl+Return)"));
  m_cancel->setText(tr("Cancel"));
  m_onCluster->setText(tr("On the c&luster…"));
  m_onCluster->setToolTip(tr("Run this evaluation as Slurm jobs on the cluster (a job array per stage)"));
  m_resultsTitle->setText(tr("Results"));
  m_charts->setTabText(0, tr("Interruption against overlap"));
  m_charts->setTabText(1, tr("By load"));
  m_charts->setTabText(2, tr("Distribution of d"));
  m_charts->setTabText(3, tr("Episodes"));
  m_export->setText(tr("E&xport report…"));
  m_export->setToolTip(tr("The scores, per load bucket, and the distribution of d as PDF, HTML or CSV"));
  m_bucketLabel->setText(tr("&Episodes:"));
  const QStringList buckets{tr("all"), tr("low load"), tr("medium load"), tr("heavy load")};
  for (int i = 0; i < buckets.size(); ++i)
    m_bucket->setItemText(i, buckets[i]);
  m_model->retranslate();
}

void PoliciesWorkspace::setDatabasePath(std::function<QString()> path)
{
  m_databasePath = std::move(path);
  reload();
}

void PoliciesWorkspace::reload()
{
  if (!m_databasePath)
    return;
  using Read = std::pair<QStringList, QJsonObject>;
  const QString path = m_databasePath();
  auto *watcher = new QFutureWatcher<Read>(this);
  connect(watcher, &QFutureWatcher<Read>::finished, this, [this, watcher] {
    watcher->deleteLater();
    const auto &[clusters, newest] = watcher->result();
    const QString current = m_source->currentData().toString();
    const QSignalBlocker block(m_source);
    while (m_source->count() > 1)
      m_source->removeItem(1);
    for (const QString &c : clusters)
      m_source->addItem(tr("cluster %1").arg(c), c);
    m_source->setCurrentIndex(std::max(0, m_source->findData(current)));
    if (!m_started && m_result.isEmpty() && !newest.isEmpty()) {
      m_result = newest;
      fillFormFrom(m_result);
      showResult();
      m_status->setText(tr("The newest evaluation in the store: %1 methods on %2 episodes.")
                            .arg(m_result[QLatin1String("methods")].toArray().size())
                            .arg(m_result[QLatin1String("episodes")].toInt()));
    }
  });
  // Its own connection: a read, off the GUI thread; a store that is not there is not created.
  watcher->setFuture(QtConcurrent::run(backgroundPool(), [path]() -> Read {
    Database db;
    if (!QFileInfo::exists(path) || !db.open(path).ok())
      return {};
    QStringList names;
    for (const StoredCluster &c : storedClusters(db))
      names << c.name;
    return {names, latestChainEvaluation(db)[QLatin1String("evaluation")].toObject()};
  }));
}

void PoliciesWorkspace::setMethods(const QStringList &methods)
{
  for (int i = 0; i < m_methods->count(); ++i)
    m_methods->item(i)->setCheckState(methods.contains(m_methods->item(i)->text()) ? Qt::Checked : Qt::Unchecked);
}

void PoliciesWorkspace::run()
{
  if (m_running)
    return;
  const auto o = options();
  if (!o.ok()) {
    m_status->setStyleSheet(QStringLiteral("color: #d9534f"));
    m_status->setText(o.error());
    return;
  }
  saveForm();
  m_log->clear();
  const services::PolicyEvaluationOptions evaluation = o.value();
  QFuture<Result<services::PolicyEvaluation>> future =
      QtConcurrent::run(backgroundPool(), [this, evaluation](QPromise<Result<services::PolicyEvaluation>> &promise) {
        services::PolicyEvaluationCallbacks callbacks;
        // Stages and warnings reach the log on the GUI thread; a posted call to a workspace that
        // is gone is dropped (and the workspace waits for this run before it goes).
        callbacks.note = [this](const QString &line) {
          QMetaObject::invokeMethod(
              this, [this, line] { log(line); }, Qt::QueuedConnection);
        };
        callbacks.warning = [this](const QString &line) {
          QMetaObject::invokeMethod(
              this, [this, line] { log(tr("warning: %1").arg(line)); }, Qt::QueuedConnection);
        };
        callbacks.episodes = [&promise](int done, int total) {
          promise.setProgressRange(0, total);
          promise.setProgressValue(done);
          return !promise.isCanceled();
        };
        promise.addResult(services::evaluatePolicies(evaluation, callbacks));
      });
  m_running = true;
  m_started = true;
  m_elapsed.start();
  m_run->setEnabled(false);
  m_cancel->setEnabled(true);
  m_progress->setRange(0, 0);
  m_progress->show();
  m_status->setStyleSheet(QString());
  m_status->setText(tr("Evaluating %1 methods…").arg(evaluation.methods.size()));
  m_watcher->setFuture(future);
  emit started(QFuture<void>(future), tr("Evaluating policies"));
}

ClusterJobsDialog *PoliciesWorkspace::openClusterEvaluation()
{
  if (!m_clusterDialog) {
    m_clusterDialog = makeClusterEvaluationDialog([this] { return options(); }, this);
    connect(m_clusterDialog, &ClusterJobsDialog::finished, this, [this](const QString &file) {
      const auto evaluation = readClusterEvaluation(file);
      if (!evaluation.ok()) {
        m_status->setStyleSheet(QStringLiteral("color: #d9534f"));
        m_status->setText(evaluation.error());
        return;
      }
      m_result = evaluation.value();
      m_status->setStyleSheet(QString());
      m_status->setText(tr("%1 methods on %2 validation episodes, evaluated on the cluster.")
                            .arg(m_result[QLatin1String("methods")].toArray().size())
                            .arg(m_result[QLatin1String("episodes")].toInt()));
      m_log->appendPlainText(tr("evaluated on the cluster (%1)").arg(file));
      showResult();
      emit evaluated();
    });
  }
  m_clusterDialog->show();
  m_clusterDialog->raise();
  return m_clusterDialog;
}

void PoliciesWorkspace::log(const QString &line)
{
  m_log->appendPlainText(QStringLiteral("%1 s  %2").arg(m_elapsed.elapsed() / 1000, 4).arg(line));
}

void PoliciesWorkspace::finish()
{
  m_running = false;
  m_run->setEnabled(true);
  m_cancel->setEnabled(false);
  m_progress->hide();
  const QFuture<Result<services::PolicyEvaluation>> done = m_watcher->future();
  if (done.isCanceled() || done.resultCount() == 0) {
    m_status->setText(tr("Cancelled."));
    log(tr("cancelled"));
    return;
  }
  const Result<services::PolicyEvaluation> result = done.result();
  if (!result.ok()) {
    m_status->setStyleSheet(QStringLiteral("color: #d9534f"));
    m_status->setText(result.error());
    log(result.error());
    return;
  }
  m_result = result->json;
  m_status->setText(tr("%1 methods on %2 validation episodes (%3 trained on, %4 embargoed) in %5 s.")
                        .arg(m_result[QLatin1String("methods")].toArray().size())
                        .arg(m_result[QLatin1String("episodes")].toInt())
                        .arg(result->trainingEpisodes)
                        .arg(result->embargoedEpisodes)
                        .arg(m_elapsed.elapsed() / 1000.0, 0, 'f', 1));
  showResult();
  emit evaluated();
}

void PoliciesWorkspace::showResult()
{
  const QString bucket = m_bucket->currentData().toString();
  QList<MethodScore> rows;
  std::vector<ParetoChart::Point> points;
  for (const QJsonValue &v : m_result[QLatin1String("methods")].toArray()) {
    const QJsonObject scores = v[QLatin1String("buckets")].toObject()[bucket].toObject();
    if (scores[QLatin1String("n")].toInt() == 0)
      continue;
    rows.append({v[QLatin1String("name")].toString(), scores, v[QLatin1String("decisions_per_s")].toDouble()});
    const QJsonArray io = scores[QLatin1String("mean_interruption_h_ci")].toArray();
    const QJsonArray oo = scores[QLatin1String("mean_overlap_h_ci")].toArray();
    points.push_back({rows.last().name, scores[QLatin1String("mean_overlap_h")].toDouble(),
                      scores[QLatin1String("mean_interruption_h")].toDouble(), oo[0].toDouble(), oo[1].toDouble(),
                      io[0].toDouble(), io[1].toDouble()});
  }
  m_model->setRows(rows);
  m_chart->setPoints(points);
  // By load: each method's mean cost in the low, medium and heavy buckets.
  std::vector<BucketBarsChart::Method> byLoad;
  for (const QJsonValue &v : m_result[QLatin1String("methods")].toArray()) {
    BucketBarsChart::Method m{v[QLatin1String("name")].toString(), {}, {}, {}, {}};
    for (const char *b : {"low", "medium", "heavy"}) {
      const QJsonObject scores = v[QLatin1String("buckets")].toObject()[QLatin1String(b)].toObject();
      m.cost.push_back(scores[QLatin1String("mean_cost_gpu_h")].toDouble());
      m.interruption.push_back(scores[QLatin1String("mean_interruption_h")].toDouble());
      m.overlap.push_back(scores[QLatin1String("mean_overlap_h")].toDouble());
      m.episodes.push_back(scores[QLatin1String("n")].toInt());
    }
    byLoad.push_back(m);
  }
  m_bars->setMethods({tr("low load"), tr("medium load"), tr("heavy load")}, byLoad);
  // d per episode: each method's empirical distribution.
  std::map<QString, std::vector<double>> d;
  for (const QJsonValue &p : m_result[QLatin1String("per_episode")].toArray())
    d[p[QLatin1String("method")].toString()].push_back(p[QLatin1String("d_h")].toDouble());
  std::vector<WhatIfChart::Line> lines;
  for (const MethodScore &row : rows) {
    std::vector<double> values = d[row.name];
    std::sort(values.begin(), values.end());
    WhatIfChart::Line line{row.name, {}, {}};
    for (std::size_t i = 0; i < values.size(); ++i) {
      line.x.push_back(values[i]);
      line.y.push_back(double(i + 1) / double(values.size()));
    }
    lines.push_back(line);
  }
  m_distribution->setLines(tr("d (h): below 0 overlap, above 0 interruption"), tr("Share of episodes"), lines);
  m_episodes->setEvaluation(m_result, bucket);
  m_export->setEnabled(!m_result.isEmpty());
}

QFuture<Result<void>> PoliciesWorkspace::exportReport(const QString &path)
{
  services::ReportRequest request;
  request.kind = services::ReportKind::Policies;
  request.path = path;
  request.format = report::reportFormatOfPath(path);
  request.now = QDateTime::currentSecsSinceEpoch();
  request.policies = m_result;
  const QString db = m_databasePath ? m_databasePath() : QString();
  return QtConcurrent::run(backgroundPool(), [request, db]() -> Result<void> {
    const auto written = services::writeReportFile(request);
    if (!written.ok())
      return failure(written.error());
    Database store; // its own connection: the report is listed in the Reports workspace
    if (!db.isEmpty() && store.open(db).ok())
      return recordReport(store, QStringLiteral("policies"), request.path, written.value());
    return {};
  });
}

} // namespace mirage
