#include "widgets/whatif/whatif_workspace.h"

#include "policy/submission_policy.h"
#include "report/report_writers.h"
#include "services/report_writing.h"
#include "services/whatif_runs.h"
#include "services/workload_loader.h"
#include "store/database.h"
#include "store/scenario_store.h"
#include "store/store.h"
#include "widgets/common/paint_threads.h"
#include "widgets/common/row_table_view.h"
#include "widgets/whatif/cluster_whatif.h"
#include "widgets/whatif/scenario_editor.h"
#include "widgets/whatif/whatif_chart.h"

#include <QComboBox>
#include <QDateTime>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPromise>
#include <QPushButton>
#include <QScrollArea>
#include <QShortcut>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>
#include <QtConcurrent>

#include <cmath>
#include <optional>

namespace mirage {
namespace {
using whatif::Scenario;
using whatif::ScenarioBase;
using whatif::WhatIfResult;

// Loads a base (a stored cluster's through the store's own connection) in a worker thread.
Result<whatif::Workload> loadBase(const ScenarioBase &base, Store *store)
{
  if (base.kind == ScenarioBase::Kind::Cluster && store) {
    QFuture<Result<whatif::Workload>> f = store->run(
        [base](Database &db) { return services::loadWorkload(base, &db, QDateTime::currentSecsSinceEpoch()); });
    return f.result();
  }
  return services::loadWorkload(base, nullptr, QDateTime::currentSecsSinceEpoch());
}

QString twoDecimals(double v)
{
  return QString::number(v, 'f', 2);
}

// The comparison table: each scenario's figures, its mean wait against the first's; a scenario that
// could not run shows its error instead.
QList<RowTableModel<WhatIfWorkspace::ComparisonRow>::Column> comparisonColumns()
{
  using Row = WhatIfWorkspace::ComparisonRow;
  using Figure = std::function<QString(const WhatIfResult &)>;
  const auto figure = [](Figure f) {
    return [f](const Row &r) { return r.result.error.isEmpty() ? f(r.result) : QString(); };
  };
  const Qt::Alignment right = Qt::AlignRight | Qt::AlignVCenter;
  const auto column = [right](std::function<QString()> title, std::function<QString(const Row &)> text) {
    return RowTableModel<Row>::Column{std::move(title), std::move(text), {}, right};
  };
  return {
      {[] { return WhatIfWorkspace::tr("Scenario"); }, [](const Row &r) { return r.result.scenario; }},
      column([] { return WhatIfWorkspace::tr("Nodes"); },
             [](const Row &r) { return r.result.error.isEmpty() ? QString::number(r.result.nodes) : r.result.error; }),
      column([] { return WhatIfWorkspace::tr("Jobs"); },
             figure([](const WhatIfResult &w) { return QString::number(w.jobs); })),
      column([] { return WhatIfWorkspace::tr("Mean wait (h)"); },
             figure([](const WhatIfResult &w) { return twoDecimals(w.meanWaitH); })),
      column([] { return WhatIfWorkspace::tr("Δ mean wait (h)"); },
             [](const Row &r) {
               return r.result.error.isEmpty() && r.baseMeanWaitH ? twoDecimals(r.result.meanWaitH - *r.baseMeanWaitH)
                                                                  : QString();
             }),
      column([] { return WhatIfWorkspace::tr("Median wait (h)"); },
             figure([](const WhatIfResult &w) { return twoDecimals(w.medianWaitH); })),
      column([] { return WhatIfWorkspace::tr("P90 wait (h)"); },
             figure([](const WhatIfResult &w) { return twoDecimals(w.p90WaitH); })),
      column([] { return WhatIfWorkspace::tr("Utilisation"); },
             figure([](const WhatIfResult &w) { return QString::number(w.utilisation, 'f', 3); })),
      column([] { return WhatIfWorkspace::tr("Chain interruption (h)"); }, figure([](const WhatIfResult &w) {
               return w.chainPolicy.isEmpty() ? QString() : twoDecimals(w.chains.meanInterruptionH);
             })),
      column([] { return WhatIfWorkspace::tr("Chain overlap (h)"); }, figure([](const WhatIfResult &w) {
               return w.chainPolicy.isEmpty() ? QString() : twoDecimals(w.chains.meanOverlapH);
             }))};
}
} // namespace

WhatIfWorkspace::WhatIfWorkspace(QWidget *parent)
    : QWidget(parent), m_list(new QListWidget(this)), m_new(new QPushButton(this)), m_duplicate(new QPushButton(this)),
      m_delete(new QPushButton(this)), m_save(new QPushButton(this)), m_run(new QPushButton(this)),
      m_runAll(new QPushButton(this)), m_sweep(new QPushButton(this)), m_export(new QPushButton(this)),
      m_editor(new ScenarioEditor(this)), m_sweepValues(new QLineEdit(this)), m_sweepParameter(new QComboBox(this)),
      m_status(new QLabel(this)), m_tabs(new QTabWidget(this)),
      m_cdf(new WhatIfChart(QStringLiteral("whatif-waits.png"), this)),
      m_utilisation(new WhatIfChart(QStringLiteral("whatif-utilisation.png"), this)),
      m_queue(new WhatIfChart(QStringLiteral("whatif-queue.png"), this)),
      m_sweepChart(new WhatIfChart(QStringLiteral("whatif-sweep.png"), this)),
      m_sweepUtilisation(new WhatIfChart(QStringLiteral("whatif-sweep-utilisation.png"), this)),
      m_sweepPage(new QWidget(this)), m_comparison(new RowTableModel<ComparisonRow>(comparisonColumns(), this)),
      m_table(makeRowTableView(m_comparison, this))
{
  setObjectName(QStringLiteral("whatIfWorkspace"));
  m_runner.setMaxThreadCount(1);
  keepBelowTheWindow(m_runner);
  auto *splitter = new QSplitter(Qt::Horizontal, this);
  // The list and the long form scroll: the window keeps a small minimum height.
  auto *scroll = new QScrollArea(splitter);
  scroll->setWidgetResizable(true);
  scroll->setFrameShape(QFrame::NoFrame);
  auto *left = new QWidget(scroll);
  scroll->setWidget(left);
  auto *leftLayout = new QVBoxLayout(left);
  m_list->setObjectName(QStringLiteral("scenarioList"));
  leftLayout->addWidget(m_list, 1);
  auto *listButtons = new QHBoxLayout;
  listButtons->addWidget(m_new);
  listButtons->addWidget(m_duplicate);
  listButtons->addWidget(m_delete);
  leftLayout->addLayout(listButtons);
  leftLayout->addWidget(m_editor);
  auto *runButtons = new QHBoxLayout;
  runButtons->addWidget(m_save);
  runButtons->addWidget(m_run);
  runButtons->addWidget(m_runAll);
  m_onCluster = new QPushButton(this);
  m_onCluster->setObjectName(QStringLiteral("whatIfOnCluster"));
  runButtons->addWidget(m_onCluster);
  leftLayout->addLayout(runButtons);
  auto *sweepRow = new QHBoxLayout;
  sweepRow->addWidget(m_sweepParameter);
  sweepRow->addWidget(m_sweepValues, 1);
  sweepRow->addWidget(m_sweep);
  leftLayout->addLayout(sweepRow);
  m_status->setWordWrap(true);
  leftLayout->addWidget(m_status);

  auto *right = new QWidget(splitter);
  auto *rightLayout = new QVBoxLayout(right);
  m_tabs->addTab(m_cdf, QString());
  m_tabs->addTab(m_utilisation, QString());
  m_tabs->addTab(m_queue, QString());
  // A sweep plots each metric against the parameter: hours above, utilisation below.
  auto *sweepLayout = new QVBoxLayout(m_sweepPage);
  sweepLayout->setContentsMargins(0, 0, 0, 0);
  sweepLayout->addWidget(m_sweepChart, 3);
  sweepLayout->addWidget(m_sweepUtilisation, 2);
  m_sweepChart->setMinimumHeight(90);
  m_sweepUtilisation->setMinimumHeight(90);
  m_tabs->addTab(m_sweepPage, QString());
  // Plots above the table, the split movable: the window keeps a small minimum height.
  auto *plotsAndTable = new QSplitter(Qt::Vertical, right);
  plotsAndTable->setChildrenCollapsible(false);
  plotsAndTable->addWidget(m_tabs);
  rightLayout->addWidget(plotsAndTable, 1);
  m_table->setObjectName(QStringLiteral("whatIfTable"));
  m_table->horizontalHeader()->setStretchLastSection(false);
  m_table->setMinimumHeight(60);
  plotsAndTable->addWidget(m_table);
  plotsAndTable->setStretchFactor(0, 3);
  plotsAndTable->setStretchFactor(1, 2);
  auto *exportRow = new QHBoxLayout;
  exportRow->addStretch();
  exportRow->addWidget(m_export);
  rightLayout->addLayout(exportRow);
  splitter->setStretchFactor(0, 2);
  splitter->setStretchFactor(1, 5);
  auto *layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(splitter);

  for (const QString &s : whatif::sweepParameters())
    m_sweepParameter->addItem(s);
  m_sweepValues->setText(QStringLiteral("60:100:10"));
  m_export->setEnabled(false);
  connect(m_list, &QListWidget::currentRowChanged, this, &WhatIfWorkspace::showScenario);
  connect(m_new, &QPushButton::clicked, this, [this] {
    Scenario s;
    s.name = tr("Scenario %1").arg(m_scenarios.size() + 1);
    addScenario(s);
  });
  connect(m_duplicate, &QPushButton::clicked, this, &WhatIfWorkspace::duplicateCurrent);
  connect(m_delete, &QPushButton::clicked, this, &WhatIfWorkspace::deleteCurrent);
  connect(m_save, &QPushButton::clicked, this, &WhatIfWorkspace::saveCurrent);
  connect(m_run, &QPushButton::clicked, this, [this] {
    if (!saveCurrent())
      return;
    const int row = m_list->currentRow();
    if (row >= 0)
      runScenarios({m_scenarios.first(), m_scenarios[row]});
  });
  connect(m_runAll, &QPushButton::clicked, this, [this] {
    if (saveCurrent())
      runScenarios();
  });
  connect(m_sweep, &QPushButton::clicked, this, [this] {
    if (saveCurrent())
      runSweep(m_sweepParameter->currentText(), m_sweepValues->text());
  });
  connect(m_export, &QPushButton::clicked, this, &WhatIfWorkspace::exportInteractively);
  connect(m_onCluster, &QPushButton::clicked, this, [this] {
    if (saveCurrent())
      openClusterRun();
  });
  auto *runShortcut = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_R), this);
  runShortcut->setContext(Qt::WidgetWithChildrenShortcut);
  connect(runShortcut, &QShortcut::activated, m_runAll, &QPushButton::click);
  retranslate();
  showScenario(-1);
}

void WhatIfWorkspace::retranslate()
{
  m_new->setText(tr("&New"));
  m_duplicate->setText(tr("D&uplicate"));
  m_delete->setText(tr("Delete"));
  m_save->setText(tr("&Save"));
  m_run->setText(tr("Run against the first"));
  m_runAll->setText(tr("&Run all"));
  m_runAll->setToolTip(tr("Run every scenario on every core (Ctrl+R); the first is the base"));
  m_onCluster->setText(tr("On the c&luster…"));
  m_onCluster->setToolTip(tr("Run every scenario as a Slurm job array on the cluster; the results come back here"));
  m_sweep->setText(tr("S&weep"));
  m_sweep->setToolTip(tr("Run the selected scenario with the parameter set to each value (from:to:step or a,b,c)"));
  m_export->setText(tr("Export report…"));
  m_tabs->setTabText(0, tr("Waits"));
  m_tabs->setTabText(1, tr("Utilisation"));
  m_tabs->setTabText(2, tr("Queue"));
  m_tabs->setTabText(3, tr("Sweep"));
  showResults();
}

void WhatIfWorkspace::changeEvent(QEvent *event)
{
  if (event->type() == QEvent::LanguageChange)
    retranslate();
  QWidget::changeEvent(event);
}

ClusterJobsDialog *WhatIfWorkspace::openClusterRun()
{
  if (!m_clusterDialog) {
    const auto scenarios = [this]() -> Result<QList<Scenario>> {
      if (m_scenarios.isEmpty())
        return failure(tr("There is no saved scenario to run."));
      m_clusterScenarios = m_scenarios; // what the results will be of
      return m_scenarios;
    };
    m_clusterDialog = makeClusterWhatIfDialog(
        scenarios, [this] { return m_store ? m_store->path() : QString(); }, this);
    connect(m_clusterDialog, &ClusterJobsDialog::finished, this, [this](const QString &file) {
      const auto results = readClusterWhatIf(file, m_clusterScenarios.size());
      if (!results.ok()) {
        m_status->setText(results.error());
        return;
      }
      m_ran = m_clusterScenarios;
      m_results = results.value();
      m_status->setText(tr("%n scenario(s) run on the cluster.", nullptr, int(m_results.size())));
      showResults();
      m_tabs->setCurrentIndex(0);
      reloadList(); // the merge job kept the results with their scenarios
    });
  }
  m_clusterDialog->show();
  m_clusterDialog->raise();
  return m_clusterDialog;
}

void WhatIfWorkspace::setStore(Store *store)
{
  m_store = store;
  reloadList();
}

void WhatIfWorkspace::reloadList()
{
  if (!m_store)
    return;
  auto *watcher = new QFutureWatcher<QList<StoredScenario>>(this);
  connect(watcher, &QFutureWatcher<QList<StoredScenario>>::finished, this, [this, watcher] {
    watcher->deleteLater();
    const QString current = m_list->currentItem() ? m_list->currentItem()->text() : QString();
    m_scenarios.clear();
    m_list->clear();
    std::vector<WhatIfResult> stored;
    for (const StoredScenario &s : watcher->result()) {
      m_scenarios << s.scenario;
      m_list->addItem(s.scenario.name);
      if (!s.results.isEmpty())
        stored.push_back(WhatIfResult::fromJson(s.results));
    }
    // Before any run of this session: the stored scenarios' last results, compared.
    if (m_results.empty() && !stored.empty()) {
      m_results = std::move(stored);
      showResults();
    }
    const auto found = m_list->findItems(current, Qt::MatchExactly);
    m_list->setCurrentRow(found.isEmpty() ? (m_scenarios.isEmpty() ? -1 : 0) : m_list->row(found.first()));
  });
  watcher->setFuture(m_store->run([](Database &db) { return listScenarios(db); }));
}

void WhatIfWorkspace::showScenario(int row)
{
  const bool has = row >= 0 && row < m_scenarios.size();
  for (QWidget *w : std::initializer_list<QWidget *>{m_duplicate, m_delete, m_save, m_run, m_sweep})
    w->setEnabled(has);
  m_runAll->setEnabled(!m_scenarios.isEmpty());
  if (!has)
    return;
  m_editor->setScenario(m_scenarios[row]);
}

Scenario WhatIfWorkspace::scenarioFromEditor() const
{
  const int row = m_list->currentRow();
  // The stored one keeps what the form does not show (window, per-partition nodes).
  return m_editor->scenario(row >= 0 && row < m_scenarios.size() ? m_scenarios[row] : Scenario());
}

bool WhatIfWorkspace::saveCurrent()
{
  const int row = m_list->currentRow();
  if (row < 0 || row >= m_scenarios.size())
    return true; // nothing in the form
  const Scenario s = scenarioFromEditor();
  if (const auto e = s.validate(); !e.ok()) {
    m_status->setText(e.error());
    return false;
  }
  for (qsizetype other = 0; other < m_scenarios.size(); ++other)
    if (other != row && m_scenarios[other].name == s.name) {
      m_status->setText(tr("Another scenario is named %1: pick another name.").arg(s.name));
      return false;
    }
  const QString oldName = m_scenarios[row].name;
  m_scenarios[row] = s;
  m_list->item(row)->setText(s.name);
  m_status->clear();
  if (!m_store)
    return true;
  m_store->run([s, oldName](Database &db) {
    if (oldName != s.name)
      deleteScenario(db, oldName);
    return saveScenario(db, s).error();
  });
  return true;
}

void WhatIfWorkspace::addScenario(const Scenario &scenario)
{
  m_scenarios << scenario;
  m_list->addItem(scenario.name);
  m_list->setCurrentRow(int(m_scenarios.size()) - 1);
  if (m_store)
    m_store->run([scenario](Database &db) { return saveScenario(db, scenario).error(); });
}

void WhatIfWorkspace::duplicateCurrent()
{
  saveCurrent();
  const int row = m_list->currentRow();
  if (row < 0)
    return;
  Scenario copy = m_scenarios[row];
  QStringList names;
  for (const Scenario &s : std::as_const(m_scenarios))
    names << s.name;
  for (int n = 2; names.contains(copy.name); ++n)
    copy.name = tr("%1 (%2)").arg(m_scenarios[row].name).arg(n);
  addScenario(copy);
}

void WhatIfWorkspace::deleteCurrent()
{
  const int row = m_list->currentRow();
  if (row < 0)
    return;
  const QString name = m_scenarios[row].name;
  if (QMessageBox::question(this, tr("Delete scenario"), tr("Delete scenario %1?").arg(name)) != QMessageBox::Yes)
    return;
  m_scenarios.removeAt(row);
  delete m_list->takeItem(row);
  if (m_store)
    m_store->run([name](Database &db) { return deleteScenario(db, name); });
}

void WhatIfWorkspace::watchRun(QFuture<RunOutput> future, const std::function<void(const RunOutput &)> &done)
{
  m_task.start(future, [this, done](const QFuture<RunOutput> &finished) {
    if (finished.isCanceled() || finished.resultCount() == 0) {
      m_status->setText(tr("Cancelled."));
      return;
    }
    const RunOutput out = finished.result();
    if (!out.error.isEmpty()) {
      m_status->setText(out.error);
      emit this->finished(out.error, true);
      return;
    }
    done(out);
  });
}

void WhatIfWorkspace::runScenarios(const QList<Scenario> &chosen)
{
  const QList<Scenario> scenarios = chosen.isEmpty() ? m_scenarios : chosen;
  if (scenarios.isEmpty())
    return;
  Store *store = m_store;
  QFuture<RunOutput> future = QtConcurrent::run(&m_runner, [scenarios, store](QPromise<RunOutput> &promise) {
    RunOutput out;
    out.scenarios = scenarios;
    promise.setProgressRange(0, int(scenarios.size()));
    auto compared = services::compareScenarios(
        scenarios, [store](const ScenarioBase &b) { return loadBase(b, store); },
        [&](int done, int) {
          promise.setProgressValue(done);
          return !promise.isCanceled();
        });
    if (compared.ok())
      out.results = std::move(compared).value().results;
    else
      out.error = compared.error();
    promise.addResult(out);
  });
  watchRun(future, [this](const RunOutput &out) {
    m_ran = out.scenarios;
    m_results = out.results;
    m_status->setText(tr("%n scenario(s) run.", nullptr, int(m_results.size())));
    showResults();
    m_tabs->setCurrentIndex(0);
    // Results are kept with their scenarios.
    if (m_store)
      for (std::size_t i = 0; i < m_results.size(); ++i) {
        const Scenario s = m_ran[qsizetype(i)];
        const QJsonObject json = m_results[i].toJson();
        m_store->run([s, json](Database &db) -> Result<void> {
          const auto found = findScenario(db, s.name);
          if (!found.ok() || !(found->scenario == s))
            return {}; // changed or removed meanwhile: nothing to keep
          return saveScenarioResults(db, found->id, json);
        });
      }
    emit finished(tr("What-if: %n scenario(s) run", nullptr, int(m_results.size())), false);
  });
  emit computationStarted(QFuture<void>(future), tr("Running what-if scenarios"));
}

void WhatIfWorkspace::runSweep(const QString &parameter, const QString &values)
{
  const int row = m_list->currentRow();
  if (row < 0 || row >= m_scenarios.size())
    return;
  const auto points = whatif::parseSweepValues(values);
  if (!points.ok()) {
    m_status->setText(points.error());
    return;
  }
  const Scenario scenario = m_scenarios[row];
  Store *store = m_store;
  QFuture<RunOutput> future =
      QtConcurrent::run(&m_runner, [scenario, parameter, values = points.value(), store](QPromise<RunOutput> &promise) {
        RunOutput out;
        promise.setProgressRange(0, int(values.size()));
        auto sweep = services::sweepScenario(
            scenario, parameter, values, [store](const ScenarioBase &b) { return loadBase(b, store); },
            [&](int done, int) {
              promise.setProgressValue(done);
              return !promise.isCanceled();
            });
        if (!sweep.ok())
          out.error = sweep.error();
        else
          out.sweep = sweep.value();
        promise.addResult(out);
      });
  watchRun(future, [this](const RunOutput &out) {
    if (!out.sweep)
      return;
    showSweep(*out.sweep);
    m_status->setText(
        tr("Sweep of %1: %n point(s).", nullptr, int(out.sweep->values.size())).arg(out.sweep->parameter));
    emit finished(tr("What-if sweep of %1 done").arg(out.sweep->parameter), false);
  });
  emit computationStarted(QFuture<void>(future), tr("Sweeping %1").arg(parameter));
}

void WhatIfWorkspace::showResults()
{
  QList<ComparisonRow> rows;
  for (std::size_t i = 0; i < m_results.size(); ++i)
    rows << ComparisonRow{m_results[i], i == 0 ? std::nullopt : std::optional(m_results.front().meanWaitH)};
  m_comparison->setRows(rows);
  std::vector<WhatIfChart::Line> cdf, utilisation, queue;
  for (std::size_t i = 0; i < m_results.size(); ++i) {
    const WhatIfResult &r = m_results[i];
    if (!r.error.isEmpty())
      continue;
    const whatif::ResultCurves curves = whatif::resultCurves(r);
    WhatIfChart::Line c{r.scenario, {}, curves.waitShare};
    for (double h : curves.waitH)
      c.x.push_back(std::max(1.0 / 60, h)); // a minute at least, on the log axis
    const WhatIfChart::Line u{r.scenario, curves.time, curves.utilisation}, q{r.scenario, curves.time, curves.queued};
    cdf.push_back(c);
    utilisation.push_back(u);
    queue.push_back(q);
  }
  m_cdf->setLines(tr("Wait (hours, logarithmic)"), tr("Share of jobs that waited less"), cdf, false, true);
  m_utilisation->setLines(tr("Time"), tr("Busy nodes / nodes"), utilisation, true);
  m_queue->setLines(tr("Time"), tr("Jobs waiting"), queue, true);
  m_export->setEnabled(!m_results.empty());
}

void WhatIfWorkspace::showSweep(const whatif::SweepResult &sweep)
{
  WhatIfChart::Line mean{tr("Mean wait (h)"), {}, {}}, p90{tr("P90 wait (h)"), {}, {}},
      interruption{tr("Chain interruption (h)"), {}, {}};
  for (std::size_t i = 0; i < sweep.results.size(); ++i) {
    if (!sweep.results[i].error.isEmpty())
      continue;
    mean.x.push_back(sweep.values[qsizetype(i)]);
    mean.y.push_back(sweep.results[i].meanWaitH);
    p90.x.push_back(sweep.values[qsizetype(i)]);
    p90.y.push_back(sweep.results[i].p90WaitH);
    if (!sweep.results[i].chainPolicy.isEmpty()) {
      interruption.x.push_back(sweep.values[qsizetype(i)]);
      interruption.y.push_back(sweep.results[i].chains.meanInterruptionH);
    }
  }
  std::vector<WhatIfChart::Line> lines{mean, p90};
  if (!interruption.x.empty())
    lines.push_back(interruption);
  m_sweepChart->setLines(sweep.parameter, tr("Hours"), lines);
  WhatIfChart::Line utilisation{tr("Utilisation"), {}, {}};
  for (std::size_t i = 0; i < sweep.results.size(); ++i)
    if (sweep.results[i].error.isEmpty()) {
      utilisation.x.push_back(sweep.values[qsizetype(i)]);
      utilisation.y.push_back(sweep.results[i].utilisation);
    }
  m_sweepUtilisation->setLines(sweep.parameter, tr("Busy nodes / nodes"), {utilisation});
  m_results = sweep.results;
  m_ran.clear();
  for (double v : sweep.values)
    m_ran << whatif::withParameter(m_scenarios.value(m_list->currentRow()), sweep.parameter, v).value();
  showResults();
  m_tabs->setCurrentWidget(m_sweepPage);
}

Result<void> WhatIfWorkspace::exportReport(const QString &path) const
{
  services::ReportRequest request;
  request.kind = services::ReportKind::WhatIf;
  request.path = path;
  request.format = report::reportFormatOfPath(path);
  request.scenarios = m_ran;
  request.results = m_results;
  const auto written = services::writeReportFile(request);
  if (!written.ok())
    return failure(written.error());
  return {};
}

void WhatIfWorkspace::exportInteractively()
{
  const QString path = QFileDialog::getSaveFileName(this, tr("Export what-if report"), QStringLiteral("whatif.pdf"),
                                                    tr("PDF (*.pdf);;HTML (*.html);;CSV (*.csv)"));
  if (path.isEmpty())
    return;
  if (const auto written = exportReport(path); !written.ok())
    QMessageBox::warning(this, tr("Export what-if report"), written.error());
  else
    emit finished(tr("Wrote %1").arg(path), false);
}

} // namespace mirage
