#include "widgets/window/stored_clusters.h"

#include <memory>

#include "core/background_pool.h"
#include "services/calibration_warmup.h"
#include "services/demo_cluster.h"
#include "services/demo_showcase.h"
#include "services/report_writing.h"
#include "services/whatif_runs.h"
#include "store/chain_store.h"
#include "store/forecast_model_store.h"
#include "store/history_store.h"
#include "store/report_store.h"
#include "store/store.h"
#include "widgets/common/paint_threads.h"
#include "widgets/window/import_trace_dialog.h"

#include <QAction>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QInputDialog>
#include <QLocale>
#include <QStyle>
#include <QWidget>
#include <QtConcurrent>

namespace mirage {

StoredClusters::StoredClusters(std::function<Store *()> store, std::function<QString()> databasePath, QWidget *window)
    : QObject(window), m_store(std::move(store)), m_databasePath(std::move(databasePath)), m_window(window),
      m_import(new QAction(window)), m_open(new QAction(window))
{
  keepBelowTheWindow(m_workers);
  m_import->setObjectName(QStringLiteral("importTrace"));
  m_import->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_I));
  m_import->setIcon(window->style()->standardIcon(QStyle::SP_FileDialogNewFolder));
  connect(m_import, &QAction::triggered, this, &StoredClusters::importTrace);
  m_open->setObjectName(QStringLiteral("openStoredCluster"));
  m_open->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
  m_open->setIcon(window->style()->standardIcon(QStyle::SP_DirOpenIcon));
  connect(m_open, &QAction::triggered, this, &StoredClusters::chooseAndOpen);
  retranslate();
}

StoredClusters::~StoredClusters()
{
  m_workers.waitForDone();
}

void StoredClusters::retranslate()
{
  m_import->setText(tr("I&mport trace…"));
  m_import->setStatusTip(tr("Store a workload trace (SWF, sacct, Mirage log, Eagle CSV) as a cluster's history"));
  m_open->setText(tr("Open &stored cluster…"));
  m_open->setStatusTip(tr("Open a cluster of the store: an imported trace or a cluster watched before"));
}

void StoredClusters::importTrace()
{
  m_store(); // the store exists (and has its schema) before the import's own connection opens it
  ImportTraceDialog dialog(m_databasePath(), m_window);
  if (dialog.exec() == QDialog::Accepted && !dialog.importedCluster().isEmpty())
    open(dialog.importedCluster());
}

void StoredClusters::chooseAndOpen()
{
  auto *watcher = new QFutureWatcher<QList<StoredCluster>>(this);
  connect(watcher, &QFutureWatcher<QList<StoredCluster>>::finished, this, [this, watcher] {
    watcher->deleteLater();
    const QList<StoredCluster> clusters = watcher->result();
    if (clusters.isEmpty()) {
      emit failed(tr("The store holds no cluster yet: import a trace first (File → Import trace…)"));
      return;
    }
    QStringList items;
    const QLocale locale;
    for (const StoredCluster &c : clusters)
      items << tr("%1 — %2 jobs, %3 … %4")
                   .arg(c.name, locale.toString(c.jobs))
                   .arg(QDateTime::fromSecsSinceEpoch(c.firstSubmit, Qt::UTC).toString(QStringLiteral("yyyy-MM-dd")),
                        QDateTime::fromSecsSinceEpoch(c.lastSubmit, Qt::UTC).toString(QStringLiteral("yyyy-MM-dd")));
    bool ok = false;
    const QString chosen =
        QInputDialog::getItem(m_window, tr("Open stored cluster"), tr("&Cluster:"), items, 0, false, &ok);
    if (ok && items.contains(chosen))
      open(clusters[items.indexOf(chosen)].name);
  });
  watcher->setFuture(m_store()->run([](Database &db) { return storedClusters(db); }));
}

void StoredClusters::open(const QString &cluster)
{
  using Read = std::pair<Result<std::vector<TraceJob>>, QString>;
  QFuture<Read> read = m_store()->run([cluster](Database &db) {
    return Read{storedJobs(db, cluster), storedTimeZone(db, cluster)};
  });
  // The replay runs on a worker, not on the store's thread.
  QFuture<Result<services::HistoryView>> view =
      read.then(QtFuture::Launch::Async, [cluster](Read r) -> Result<services::HistoryView> {
        if (!r.first.ok())
          return failure(r.first.error());
        return services::historyView(std::move(r.first.value()), cluster, r.second);
      });
  auto *watcher = new QFutureWatcher<Result<services::HistoryView>>(this);
  connect(watcher, &QFutureWatcher<Result<services::HistoryView>>::finished, this, [this, watcher, cluster] {
    watcher->deleteLater();
    if (watcher->future().resultCount() == 0) {
      emit failed(tr("Opening %1 was cancelled").arg(cluster));
      return;
    }
    const Result<services::HistoryView> result = watcher->result();
    if (result.ok())
      emit opened(cluster, result.value());
    else
      emit failed(result.error());
  });
  watcher->setFuture(view);
  emit opening(QFuture<void>(view), tr("Opening %1").arg(cluster));
}

void StoredClusters::openDemo(EpochSeconds now)
{
  QFuture<DemoCluster> future = QtConcurrent::run(backgroundPool(), [now] { return buildDemoCluster(now); });
  auto *watcher = new QFutureWatcher<DemoCluster>(this);
  connect(watcher, &QFutureWatcher<DemoCluster>::finished, this, [this, watcher, now] {
    watcher->deleteLater();
    // Moved out, not copied: a copy of the demo's history took ~15 ms of the GUI thread.
    auto demo = std::make_shared<const DemoCluster>(watcher->future().takeResult());
    emit demoOpened(demo->current);
    auto *stored = new QFutureWatcher<Result<void>>(this);
    connect(stored, &QFutureWatcher<Result<void>>::finished, this, [this, stored, current = demo->current, now] {
      stored->deleteLater();
      emit demoStored(stored->result().ok() ? QString() : stored->result().error());
      if (stored->result().ok())
        showcaseDemo(current, now);
    });
    stored->setFuture(m_store()->run([demo](Database &db) { return storeDemoCluster(db, *demo); }));
  });
  watcher->setFuture(future);
  emit opening(QFuture<void>(future), tr("Loading cluster"));
}

// The demo's chains (the store's thread), then, the first time, its three what-if scenarios run on
// a worker and kept, and a report of them written: every workspace has something to show.
void StoredClusters::showcaseDemo(const ClusterSnapshot &current, EpochSeconds now)
{
  Store *store = m_store();
  const QString folder = QFileInfo(m_databasePath()).absolutePath();
  const QString scripts = QDir(folder).filePath(QStringLiteral("demo"));
  const QString report = QDir(folder).filePath(QStringLiteral("reports/demo-what-if.pdf"));
  const QString summary = tr("The demo has two chained services, a policy evaluation on its history, three what-if "
                             "scenarios run and a report of them");
  const QString dbPath = m_databasePath();
  auto *watcher = new QFutureWatcher<Result<QString>>(this);
  connect(watcher, &QFutureWatcher<Result<QString>>::finished, this, [this, watcher] {
    watcher->deleteLater();
    const Result<QString> done = watcher->result();
    emit demoShowcased(done.ok() ? done.value() : done.error(), !done.ok());
  });
  watcher->setFuture(
      QtConcurrent::run(&m_workers, [store, current, now, scripts, report, summary, dbPath]() -> Result<QString> {
        struct Seeded {
          Result<int> chains;
          bool scenariosMissing = false, evaluationMissing = false;
        };
        const Seeded seeded =
            store
                ->run([current, scripts](Database &db) {
                  return Seeded{services::storeDemoChains(db, current, scripts),
                                services::demoScenariosMissing(db, current), latestChainEvaluation(db).isEmpty()};
                })
                .result();
        if (!seeded.chains.ok())
          return failure(seeded.chains.error());
        // The forecasts' adaptive calibration, warmed on the demo's last week (the first time).
        if (Database db; db.open(dbPath).ok() && services::calibrationMissing(db, current.cluster))
          if (const auto warmed = services::warmCalibration(db, current.cluster); !warmed.ok())
            return failure(warmed.error());
        if (seeded.evaluationMissing)
          if (const auto evaluated = services::evaluateDemoPolicies(current, dbPath); !evaluated.ok())
            return failure(evaluated.error());
        if (!seeded.scenariosMissing)
          return QString(); // shown before
        const QList<whatif::Scenario> scenarios = services::demoScenarios(current);
        const auto ran = services::compareScenarios(scenarios, services::baseLoader(nullptr, now));
        if (!ran.ok())
          return failure(ran.error());
        const std::vector<whatif::WhatIfResult> results = ran->results;
        const auto kept = store
                              ->run([scenarios, results](Database &db) {
                                return services::keepScenarioResults(db, scenarios, {}, results);
                              })
                              .result();
        if (!kept.ok())
          return failure(kept.error());
        services::ReportRequest request;
        request.kind = services::ReportKind::WhatIf;
        request.path = report;
        request.now = now;
        request.scenarios = scenarios;
        request.results = results;
        if (!QDir().mkpath(QFileInfo(report).absolutePath()))
          return failure(tr("cannot create %1").arg(QFileInfo(report).absolutePath()));
        const auto written = services::writeReportFile(request);
        if (!written.ok())
          return failure(written.error());
        const auto recorded = store
                                  ->run([report, title = written.value()](Database &db) {
                                    return recordReport(db, QStringLiteral("whatif"), report, title);
                                  })
                                  .result();
        if (!recorded.ok())
          return failure(recorded.error());
        return summary;
      }));
}

} // namespace mirage
