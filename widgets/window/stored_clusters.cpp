#include "widgets/window/stored_clusters.h"

#include "services/demo_cluster.h"
#include "store/forecast_model_store.h"
#include "store/history_store.h"
#include "store/store.h"
#include "widgets/window/import_trace_dialog.h"

#include <QAction>
#include <QDateTime>
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
  QFuture<DemoCluster> future = QtConcurrent::run([now] { return buildDemoCluster(now); });
  auto *watcher = new QFutureWatcher<DemoCluster>(this);
  connect(watcher, &QFutureWatcher<DemoCluster>::finished, this, [this, watcher] {
    watcher->deleteLater();
    const DemoCluster demo = watcher->result();
    emit demoOpened(demo.current);
    auto *stored = new QFutureWatcher<Result<void>>(this);
    connect(stored, &QFutureWatcher<Result<void>>::finished, this, [this, stored] {
      stored->deleteLater();
      emit demoStored(stored->result().ok() ? QString() : stored->result().error());
    });
    stored->setFuture(m_store()->run([demo](Database &db) { return storeDemoCluster(db, demo); }));
  });
  watcher->setFuture(future);
  emit opening(QFuture<void>(future), tr("Loading cluster"));
}

} // namespace mirage
