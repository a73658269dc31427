#include "widgets/window/main_window.h"
#include "widgets/common/paint_threads.h"

#include "services/cluster_poller.h"
#include "settings/app_settings.h"
#include "store/chain_store.h"
#include "store/forecast_model_store.h"
#include "store/snapshot_store.h"
#include "store/store.h"
#include "widgets/chains/chains_workspace.h"
#include "widgets/cluster/cluster_workspace.h"
#include "widgets/common/empty_state_widget.h"
#include "widgets/common/task_progress.h"
#include "widgets/forecast/forecast_workspace.h"
#include "widgets/forecast/model_training_panel.h"
#include "widgets/policies/policies_workspace.h"
#include "widgets/reports/reports_workspace.h"
#include "widgets/whatif/whatif_workspace.h"
#include "widgets/window/about_dialog.h"
#include "widgets/window/activity_dock.h"
#include "widgets/window/chain_operations.h"
#include "widgets/window/connection_dialog.h"
#include "widgets/window/connection_status_label.h"
#include "widgets/window/settings_dialog.h"
#include "widgets/window/shortcuts_dialog.h"
#include "widgets/window/store_recovery.h"
#include "widgets/window/stored_clusters.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDateTime>
#include <QDockWidget>
#include <QFutureWatcher>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>
#include <QStyle>
#include <QTabWidget>
#include <QTimeZone>
#include <QToolBar>

#include <utility>

namespace mirage {

MainWindow::MainWindow(QWidget *parent) : QMainWindow(parent)
{
  setObjectName(QStringLiteral("mainWindow"));
  letBackgroundWorkOverlap();
  setWindowIcon(QIcon(QStringLiteral(":/icons/mirage.svg")));
  createActions();
  createWorkspaces();
  createMenus();
  createToolBar();
  createStatusBar();
  createActivityDock();
  retranslate();
  m_defaultState = saveState();
  restoreLayout();
}

MainWindow::~MainWindow()
{
  delete std::exchange(m_poller, nullptr); // before the store it writes to
  // These wait for a submission still running and for the demo's showcase, which write through it.
  delete std::exchange(m_chainOperations, nullptr);
  delete std::exchange(m_storedClusters, nullptr);
}

void MainWindow::createActions()
{
  const auto make = [this](const char *name, QKeySequence shortcut = {},
                           QStyle::StandardPixmap icon = QStyle::SP_CustomBase) {
    auto *action = new QAction(this);
    action->setObjectName(QLatin1String(name));
    if (!shortcut.isEmpty())
      action->setShortcut(shortcut);
    if (icon != QStyle::SP_CustomBase)
      action->setIcon(style()->standardIcon(icon));
    return action;
  };
  m_openDemo = make("openDemo", QKeySequence(Qt::CTRL | Qt::Key_D), QStyle::SP_DirHomeIcon);
  connect(m_openDemo, &QAction::triggered, this, &MainWindow::openDemoCluster);
  m_connect = make("connect", QKeySequence::Open, QStyle::SP_DriveNetIcon);
  connect(m_connect, &QAction::triggered, this, &MainWindow::showConnections);
  m_disconnect = make("disconnect", QKeySequence(), QStyle::SP_BrowserStop);
  m_disconnect->setEnabled(false);
  connect(m_disconnect, &QAction::triggered, this, &MainWindow::disconnectCluster);
  m_reload = make("reload", QKeySequence::Refresh, QStyle::SP_BrowserReload);
  m_reload->setEnabled(false);
  connect(m_reload, &QAction::triggered, this, [this] {
    if (m_poller)
      m_poller->pollNow();
    else if (!m_openStored.isEmpty())
      openStoredCluster(m_openStored);
    else
      openDemoCluster();
  });
  m_storedClusters = new StoredClusters([this] { return store(); }, [] { return AppSettings().databasePath(); }, this);
  connect(m_storedClusters, &StoredClusters::opening, this, [this](QFuture<void> future, const QString &label) {
    ++m_loading;
    m_progress->track(future, label);
  });
  connect(m_storedClusters, &StoredClusters::opened, this,
          [this](const QString &cluster, const services::HistoryView &view) {
            --m_loading;
            disconnectCluster(); // the imported cluster replaces a live one
            m_openStored = cluster;
            setSnapshot(view.current);
            m_cluster->setHistory(view.hourly);
            emit snapshotLoaded();
          });
  connect(m_storedClusters, &StoredClusters::demoOpened, this, [this](const ClusterSnapshot &current) {
    --m_loading;
    setSnapshot(current);
    emit snapshotLoaded();
  });
  connect(m_storedClusters, &StoredClusters::demoStored, this, [this](const QString &error) {
    error.isEmpty() ? refreshHistory() : logMessage(error, true);
    if (error.isEmpty() && m_demoTrains)
      m_forecast->trainingPanel()->trainWhenMissing(QStringLiteral("demo"));
    refreshForecastContext();
  });
  connect(m_storedClusters, &StoredClusters::demoShowcased, this, [this](const QString &message, bool error) {
    if (!message.isEmpty())
      logMessage(message, error);
    refreshChains();
    m_whatif->reload();
    m_reports->refresh();
    m_policies->reload();
    refreshForecastContext(); // the forecasts' calibration, warmed on the demo's last week
  });
  connect(m_storedClusters, &StoredClusters::failed, this, [this](const QString &message) {
    --m_loading;
    logMessage(message, true);
    emit loadFailed(message);
  });
  m_exportReport = make("exportReport", QKeySequence(Qt::CTRL | Qt::Key_E), QStyle::SP_DialogSaveButton);
  connect(m_exportReport, &QAction::triggered, this, [this] {
    if (m_reports)
      m_tabs->setCurrentWidget(m_reports);
  });
  m_settings = make("settings", QKeySequence(Qt::CTRL | Qt::Key_Comma), QStyle::SP_FileDialogDetailedView);
  m_settings->setMenuRole(QAction::PreferencesRole);
  connect(m_settings, &QAction::triggered, this, &MainWindow::showSettings);
  m_quit = make("quit", QKeySequence::Quit);
  m_quit->setMenuRole(QAction::QuitRole);
  connect(m_quit, &QAction::triggered, this, &QWidget::close);
  m_fullScreen = make("fullScreen", QKeySequence::FullScreen);
  m_fullScreen->setCheckable(true);
  connect(m_fullScreen, &QAction::toggled, this, [this](bool on) { on ? showFullScreen() : showNormal(); });
  m_resetLayout = make("resetLayout");
  connect(m_resetLayout, &QAction::triggered, this, [this] {
    restoreState(m_defaultState);
    m_activityDock->show();
    m_toolBar->show();
  });
  m_about = make("about", QKeySequence(), QStyle::SP_MessageBoxInformation);
  m_about->setMenuRole(QAction::AboutRole);
  connect(m_about, &QAction::triggered, this, &MainWindow::showAbout);
  m_aboutQt = make("aboutQt");
  m_aboutQt->setMenuRole(QAction::AboutQtRole);
  connect(m_aboutQt, &QAction::triggered, qApp, &QApplication::aboutQt);
  m_shortcuts = make("shortcuts", QKeySequence(Qt::CTRL | Qt::Key_Slash));
  connect(m_shortcuts, &QAction::triggered, this, &MainWindow::showShortcuts);

  m_workspaceGroup = new QActionGroup(this);
  const QList<Workspace> workspaces = allWorkspaces();
  for (int i = 0; i < workspaces.size(); ++i) {
    const QByteArray name = QByteArrayLiteral("workspace-") + workspaceId(workspaces[i]).toLatin1();
    auto *action = make(name.constData(), QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + i)));
    action->setCheckable(true);
    action->setData(i);
    m_workspaceGroup->addAction(action);
    m_workspaceActions.append(action);
    connect(action, &QAction::triggered, this, [this, i] { m_tabs->setCurrentIndex(i); });
  }
}

void MainWindow::createWorkspaces()
{
  m_tabs = new QTabWidget(this);
  m_tabs->setObjectName(QStringLiteral("workspaces"));
  m_tabs->setDocumentMode(true);
  m_cluster = new ClusterWorkspace(m_openDemo, m_tabs, m_connect);
  m_forecast = new ForecastWorkspace(m_tabs);
  m_forecast->trainingPanel()->setDatabasePath([] { return AppSettings().databasePath(); });
  connect(m_forecast, &ForecastWorkspace::modelsTrained, this, [this](const QString &cluster) {
    logMessage(tr("Trained the forecast models of %1").arg(cluster));
    refreshForecastContext();
  });
  m_forecast->emptyState()->addAction(m_openDemo);
  m_forecast->emptyState()->addAction(m_connect);
  m_chains = new ChainsWorkspace(m_tabs);
  m_chainOperations = new ChainOperations(
      m_chains, [this] { return store(); }, this);
  connect(m_chainOperations, &ChainOperations::message, this, &MainWindow::logMessage);
  connect(m_chains, &ChainsWorkspace::suggestionDue, this, [this](const QString &, const QString &message) {
    logMessage(message);
    statusBar()->showMessage(message, 60000);
    QApplication::alert(this);
  });
  m_whatif = new WhatIfWorkspace(m_tabs);
  m_whatif->setStore(store());
  connect(m_whatif, &WhatIfWorkspace::finished, this, &MainWindow::logMessage);
  m_reports = new ReportsWorkspace(store(), m_whatif, m_tabs);
  connect(m_reports, &ReportsWorkspace::finished, this, &MainWindow::logMessage);
  m_policies = new PoliciesWorkspace(m_tabs);
  m_policies->setDatabasePath([] { return AppSettings().databasePath(); });
  connect(m_policies, &PoliciesWorkspace::evaluated, this, [this] {
    logMessage(tr("Evaluated the chain policies; the Chains workspace shows their scores"));
    refreshChains();
  });
  const QHash<Workspace, QWidget *> pages{{Workspace::Cluster, m_cluster}, {Workspace::Forecast, m_forecast},
                                          {Workspace::Chains, m_chains},   {Workspace::WhatIf, m_whatif},
                                          {Workspace::Reports, m_reports}, {Workspace::Policies, m_policies}};
  for (Workspace w : allWorkspaces())
    m_tabs->addTab(pages.value(w), QString());
  setCentralWidget(m_tabs);
  connect(m_tabs, &QTabWidget::currentChanged, this, [this](int index) {
    if (index >= 0 && index < m_workspaceActions.size())
      m_workspaceActions[index]->setChecked(true);
    if (m_tabs->widget(index) == m_chains)
      refreshChains();
    if (m_tabs->widget(index) == m_reports)
      m_reports->refresh();
  });
}

void MainWindow::createMenus()
{
  m_fileMenu = menuBar()->addMenu(QString());
  m_fileMenu->addAction(m_connect);
  m_fileMenu->addAction(m_disconnect);
  m_fileMenu->addAction(m_openDemo);
  m_fileMenu->addAction(m_storedClusters->openAction());
  m_fileMenu->addAction(m_storedClusters->importAction());
  m_fileMenu->addAction(m_reload);
  m_fileMenu->addSeparator();
  m_fileMenu->addAction(m_exportReport);
  m_fileMenu->addSeparator();
  m_fileMenu->addAction(m_settings);
  m_fileMenu->addSeparator();
  m_fileMenu->addAction(m_quit);
  m_viewMenu = menuBar()->addMenu(QString());
  m_workspaceMenu = m_viewMenu->addMenu(QString());
  m_workspaceMenu->addActions(m_workspaceActions);
  m_viewMenu->addSeparator();
  m_viewMenu->addAction(m_fullScreen);
  m_viewMenu->addAction(m_resetLayout);
  m_helpMenu = menuBar()->addMenu(QString());
  m_helpMenu->addAction(m_shortcuts);
  m_helpMenu->addSeparator();
  m_helpMenu->addAction(m_about);
  m_helpMenu->addAction(m_aboutQt);
}

void MainWindow::createToolBar()
{
  m_toolBar = addToolBar(QString());
  m_toolBar->setObjectName(QStringLiteral("mainToolBar"));
  m_toolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
  m_toolBar->addAction(m_connect);
  m_toolBar->addAction(m_openDemo);
  m_toolBar->addAction(m_storedClusters->importAction());
  m_toolBar->addAction(m_reload);
  m_toolBar->addSeparator();
  m_toolBar->addAction(m_settings);
}

void MainWindow::createStatusBar()
{
  m_statusCluster = new QLabel(this);
  m_statusCluster->setObjectName(QStringLiteral("statusCluster"));
  m_progress = new TaskProgress(this);
  connect(m_forecast, &ForecastWorkspace::computationStarted, m_progress,
          [this](QFuture<void> future, const QString &label) { m_progress->track(future, label); });
  connect(m_whatif, &WhatIfWorkspace::computationStarted, m_progress,
          [this](QFuture<void> future, const QString &label) { m_progress->track(future, label); });
  connect(m_policies, &PoliciesWorkspace::started, m_progress,
          [this](QFuture<void> future, const QString &label) { m_progress->track(future, label); });
  m_statusConnection = new ConnectionStatusLabel(this);
  statusBar()->addWidget(m_statusCluster, 1);
  statusBar()->addPermanentWidget(m_statusConnection);
  statusBar()->addPermanentWidget(m_progress);
}

void MainWindow::createActivityDock()
{
  m_activityDock = new ActivityDock(this);
  addDockWidget(Qt::BottomDockWidgetArea, m_activityDock);
  m_viewMenu->insertAction(m_fullScreen, m_activityDock->toggleViewAction());
  m_viewMenu->insertAction(m_fullScreen, m_toolBar->toggleViewAction());
  m_activityDock->resize(width(), 110);
  resizeDocks({m_activityDock}, {110}, Qt::Vertical);
}

QList<QAction *> MainWindow::allActions() const
{
  QList<QAction *> actions{
      m_connect, m_disconnect, m_openDemo, m_storedClusters->openAction(), m_storedClusters->importAction(),
      m_reload,  m_settings,   m_quit};
  actions += m_workspaceActions;
  actions += {m_activityDock->toggleViewAction(),
              m_toolBar->toggleViewAction(),
              m_fullScreen,
              m_resetLayout,
              m_shortcuts,
              m_about,
              m_aboutQt};
  return actions;
}

void MainWindow::retranslate()
{
  setWindowTitle(m_hasSnapshot ? tr("%1 — Mirage").arg(m_snapshot.cluster) : tr("Mirage"));
  m_fileMenu->setTitle(tr("&File"));
  m_viewMenu->setTitle(tr("&View"));
  m_workspaceMenu->setTitle(tr("&Workspace"));
  m_helpMenu->setTitle(tr("&Help"));
  m_openDemo->setText(tr("Open &demo cluster"));
  m_openDemo->setStatusTip(tr("Open the built-in demo cluster, a busy GPU cluster with a queue"));
  m_connect->setText(tr("&Connect to cluster…"));
  m_connect->setStatusTip(tr("Watch a Slurm cluster through its tools on this computer or over SSH"));
  m_disconnect->setText(tr("D&isconnect"));
  m_reload->setText(tr("&Reload"));
  m_reload->setStatusTip(tr("Load the open cluster's state again"));
  m_exportReport->setText(tr("&Export report…"));
  m_exportReport->setStatusTip(tr("Write a chain's schedule, a what-if comparison or a forecast as PDF, HTML, CSV or "
                                  "iCalendar"));
  m_settings->setText(tr("&Settings…"));
  m_quit->setText(tr("&Quit"));
  m_fullScreen->setText(tr("&Full screen"));
  m_resetLayout->setText(tr("Reset &layout"));
  m_about->setText(tr("&About Mirage"));
  m_aboutQt->setText(tr("About &Qt"));
  m_shortcuts->setText(tr("&Keyboard shortcuts"));
  m_storedClusters->retranslate();
  m_toolBar->setWindowTitle(tr("Toolbar"));
  const QStringList names{tr("&Cluster"), tr("&Forecast"), tr("C&hains"),
                          tr("&What-if"), tr("&Reports"),  tr("&Policies")};
  for (int i = 0; i < names.size(); ++i) {
    m_workspaceActions[i]->setText(names[i]);
    m_tabs->setTabText(i, QString(names[i]).remove(QLatin1Char('&')));
  }
  updateStatus();
}

void MainWindow::changeEvent(QEvent *event)
{
  if (event->type() == QEvent::LanguageChange)
    retranslate();
  QMainWindow::changeEvent(event);
}

void MainWindow::restoreLayout()
{
  AppSettings settings;
  const QByteArray geometry = settings.windowGeometry();
  if (geometry.isEmpty() || !restoreGeometry(geometry))
    resize(1280, 800);
  restoreState(settings.windowState());
  if (const auto w = workspaceFromId(settings.lastWorkspace()))
    showWorkspace(*w);
  else
    showWorkspace(Workspace::Cluster);
}

void MainWindow::saveLayout()
{
  AppSettings settings;
  settings.setWindowLayout(saveGeometry(), saveState());
  settings.setLastWorkspace(workspaceId(currentWorkspace()));
  settings.sync();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
  saveLayout();
  event->accept();
}

Workspace MainWindow::currentWorkspace() const
{
  const int index = m_tabs->currentIndex();
  const QList<Workspace> all = allWorkspaces();
  return index >= 0 && index < all.size() ? all[index] : Workspace::Cluster;
}

void MainWindow::showWorkspace(Workspace workspace)
{
  m_tabs->setCurrentIndex(int(allWorkspaces().indexOf(workspace)));
  m_workspaceActions[m_tabs->currentIndex()]->setChecked(true);
}

bool MainWindow::isLoading() const
{
  return m_loading > 0 || (m_poller && !m_hasSnapshot && m_poller->status() != PollStatus::Unreachable);
}

void MainWindow::openStoredCluster(const QString &cluster)
{
  disconnectCluster();
  logMessage(tr("Opening %1 from the store…").arg(cluster));
  m_storedClusters->open(cluster);
}

void MainWindow::openDemoCluster()
{
  disconnectCluster();
  m_openStored.clear();
  m_loggedCluster.clear();
  logMessage(tr("Opening the demo cluster…"));
  m_storedClusters->openDemo(QDateTime::currentSecsSinceEpoch());
}

Store *MainWindow::store()
{
  if (!m_store) {
    m_store = std::make_unique<Store>(AppSettings().databasePath());
    // An unusable data folder is reported once; the window keeps working without history.
    reportStoreOpening(this, m_store.get(), [this](const QString &line, bool error) { logMessage(line, error); });
  }
  return m_store.get();
}

void MainWindow::showConnections()
{
  ConnectionDialog dialog(this);
  if (dialog.exec() == QDialog::Accepted)
    connectTo(dialog.selected());
}

void MainWindow::connectTo(const ConnectionProfile &profile)
{
  disconnectCluster();
  m_openStored.clear();
  auto opened = makeRunner(profile.source, profile.sshConfig);
  if (!opened) {
    logMessage(opened.error(), true);
    return;
  }
  std::shared_ptr<CommandRunner> runner = std::move(opened).value();
  SnapshotOptions options;
  options.cluster = profile.name;
  if (!profile.timeZone.isEmpty())
    options.timeZone = QTimeZone(profile.timeZone.toUtf8());
  PollerSettings settings;
  settings.intervalS = std::max(1, profile.intervalS);
  m_loggedCluster.clear();
  m_poller = new ClusterPoller(runner, options, store(), settings, this);
  connect(m_poller, &ClusterPoller::snapshotTaken, this, [this](const ClusterSnapshot &snapshot) {
    setSnapshot(snapshot);
    refreshHistory();
    emit snapshotLoaded();
  });
  connect(m_poller, &ClusterPoller::historyImported, this,
          [this](qint64 jobs) { logMessage(tr("Stored %n finished job(s) from sacct", nullptr, int(jobs))); });
  connect(m_poller, &ClusterPoller::statusChanged, this, [this](PollStatus status, const QString &message) {
    m_statusConnection->showStatus(status, message);
    // Log changes of state, not every poll: no message storm while a cluster is down.
    if (m_lastPollStatus != int(status))
      logMessage(message, status == PollStatus::Unreachable);
    if (status == PollStatus::Unreachable && !m_hasSnapshot)
      emit loadFailed(message);
    m_lastPollStatus = int(status);
  });
  m_disconnect->setEnabled(true);
  m_reload->setEnabled(true);
  logMessage(tr("Connecting to %1 (%2)…").arg(profile.name, runner->describe()));
  m_poller->start();
}

void MainWindow::disconnectCluster()
{
  if (!m_poller)
    return;
  m_poller->stop();
  m_poller->deleteLater();
  m_poller = nullptr;
  m_lastPollStatus = -1;
  m_disconnect->setEnabled(false);
  m_statusConnection->clear();
}

void MainWindow::refreshHistory()
{
  if (!m_hasSnapshot || !m_store)
    return;
  const QString cluster = m_snapshot.cluster;
  const EpochSeconds since = m_snapshot.time - 7 * 86400;
  auto *watcher = new QFutureWatcher<QList<SnapshotPoint>>(this);
  connect(watcher, &QFutureWatcher<QList<SnapshotPoint>>::finished, this, [this, watcher] {
    watcher->deleteLater();
    m_cluster->setHistory(watcher->result());
  });
  watcher->setFuture(m_store->run([cluster, since](Database &db) { return snapshotHistory(db, cluster, since); }));
}

void MainWindow::refreshForecastContext()
{
  if (!m_hasSnapshot)
    return;
  const QString cluster = m_snapshot.cluster;
  using Loaded = std::pair<ForecastContext, QList<StoredForecastModel>>;
  auto *watcher = new QFutureWatcher<Loaded>(this);
  connect(watcher, &QFutureWatcher<Loaded>::finished, this, [this, watcher, cluster] {
    watcher->deleteLater();
    if (!m_hasSnapshot || m_snapshot.cluster != cluster)
      return;
    ForecastContext context = watcher->result().first;
    if (m_poller) // a live cluster: slurm-estimate asks its Slurm (sbatch --test-only)
      context.slurm = m_poller->runner();
    m_forecast->setContext(cluster, context, watcher->result().second);
  });
  watcher->setFuture(store()->run([cluster](Database &db) {
    return Loaded{loadForecastContext(db, cluster), listForecastModels(db, cluster)};
  }));
}

void MainWindow::refreshChains()
{
  if (m_chainOperations)
    m_chainOperations->refresh();
}

void MainWindow::setSnapshot(const ClusterSnapshot &snapshot)
{
  const bool newCluster = !m_hasSnapshot || snapshot.cluster != m_snapshot.cluster;
  m_snapshot = snapshot;
  m_hasSnapshot = true;
  m_cluster->setSnapshot(snapshot);
  m_forecast->setSnapshot(snapshot);
  m_chains->setSnapshot(snapshot);
  m_reports->setSnapshot(snapshot);
  if (newCluster)
    refreshForecastContext();
  m_reload->setEnabled(true);
  // Once per cluster, not once per poll.
  if (snapshot.cluster != m_loggedCluster)
    logMessage(tr("Opened %1: %2 partitions, %3 running and %4 pending jobs")
                   .arg(snapshot.cluster)
                   .arg(snapshot.partitions.size())
                   .arg(snapshot.count(JobState::Running))
                   .arg(snapshot.count(JobState::Pending)));
  m_loggedCluster = snapshot.cluster;
  retranslate();
}

void MainWindow::updateStatus()
{
  if (!m_hasSnapshot) {
    m_statusCluster->setText(tr("No cluster open"));
    return;
  }
  m_statusCluster->setText(tr("%1 · %2 running · %3 pending · %4 of %5 GPUs in use")
                               .arg(m_snapshot.cluster)
                               .arg(m_snapshot.count(JobState::Running))
                               .arg(m_snapshot.count(JobState::Pending))
                               .arg(m_snapshot.gpusInUse())
                               .arg(m_snapshot.totalGpus()));
}

void MainWindow::logMessage(const QString &message, bool error)
{
  m_activityDock->log(message, error);
  if (error)
    statusBar()->showMessage(message, 10000);
}

QString MainWindow::activityText() const
{
  return m_activityDock->text();
}

void MainWindow::showSettings()
{
  SettingsDialog dialog(this);
  connect(&dialog, &SettingsDialog::settingsApplied, this, [this] { logMessage(tr("Settings saved")); });
  dialog.exec();
}

void MainWindow::showAbout()
{
  auto *dialog = new AboutDialog(this);
  dialog->setAttribute(Qt::WA_DeleteOnClose);
  dialog->open();
}

void MainWindow::showShortcuts()
{
  ShortcutsDialog(allActions(), this).exec();
}

} // namespace mirage
