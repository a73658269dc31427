#pragma once

#include "core/cluster_snapshot.h"
#include "settings/app_settings.h"
#include "widgets/common/workspace.h"

#include <QMainWindow>

#include <memory>

class QAction;
class QActionGroup;
class QDockWidget;
class QLabel;
class QMenu;
class QTabWidget;
class QToolBar;

namespace mirage {

class ActivityDock;
class ClusterPoller;
class ChainsWorkspace;
class ClusterWorkspace;
class ConnectionStatusLabel;
class ForecastWorkspace;
class WhatIfWorkspace;
class ReportsWorkspace;
class PoliciesWorkspace;
class Store;
class TaskProgress;
class ChainOperations;
class StoredClusters;

// The dashboard: a tab per workspace, an activity dock for messages and errors, menus, a toolbar,
// a status bar with the open cluster and a progress area. Window layout, dock and toolbar state
// and the current workspace are remembered in QSettings.
class MainWindow : public QMainWindow {
  Q_OBJECT
public:
  explicit MainWindow(QWidget *parent = nullptr);
  ~MainWindow() override;

  // Loads the built-in demo cluster in the background; snapshotLoaded() follows.
  void openDemoCluster();
  // Polls a live cluster (local or SSH) every profile.intervalS; each snapshot is stored and shown.
  void connectTo(const ConnectionProfile &profile);
  // Opens a cluster of the store (an imported trace) as its history shows it; snapshotLoaded()
  // or loadFailed() follows.
  void openStoredCluster(const QString &cluster);
  StoredClusters *storedClusters() const { return m_storedClusters; }
  // Whether the demo trains its forecasters in the background when it opens without them
  // (default: the setting; off for a screenshot, which exits at once).
  void setDemoTrainsForecasters(bool train) { m_demoTrains = train; }
  void disconnectCluster();
  ClusterPoller *poller() const { return m_poller; }
  bool isLoading() const;
  bool hasSnapshot() const { return m_hasSnapshot; }
  const ClusterSnapshot &snapshot() const { return m_snapshot; }

  Workspace currentWorkspace() const;
  void showWorkspace(Workspace workspace);
  QTabWidget *workspaceTabs() const { return m_tabs; }
  ClusterWorkspace *clusterWorkspace() const { return m_cluster; }
  ForecastWorkspace *forecastWorkspace() const { return m_forecast; }
  WhatIfWorkspace *whatIfWorkspace() const { return m_whatif; }
  ReportsWorkspace *reportsWorkspace() const { return m_reports; }
  ChainsWorkspace *chainsWorkspace() const { return m_chains; }
  PoliciesWorkspace *policiesWorkspace() const { return m_policies; }
  ChainOperations *chainOperations() const { return m_chainOperations; }
  // Every action of the window (menus, toolbar), for the shortcuts dialog and tests.
  QList<QAction *> allActions() const;
  QString activityText() const;
  // Writes the window layout to QSettings now (also done on close).
  void saveLayout();

signals:
  void snapshotLoaded();
  void loadFailed(const QString &error);

public slots:
  void showSettings();
  void showConnections();
  void showAbout();
  void showShortcuts();

protected:
  void closeEvent(QCloseEvent *event) override;
  void changeEvent(QEvent *event) override;

private:
  void createActions();
  void createMenus();
  void createToolBar();
  void createStatusBar();
  void createWorkspaces();
  void createActivityDock();
  void restoreLayout();
  void retranslate();
  void setSnapshot(const ClusterSnapshot &snapshot);
  void logMessage(const QString &message, bool error = false);
  void updateStatus();
  void refreshHistory();
  // Loads the open cluster's job history and trained forecast models for the Forecast workspace.
  void refreshForecastContext();
  // Loads the stored chains and their links into the Chains workspace.
  void refreshChains();
  // Asks, then submits a chain's next link (on the store's thread: sbatch may take a while).
  Store *store();

  QTabWidget *m_tabs = nullptr;
  ClusterWorkspace *m_cluster = nullptr;
  ForecastWorkspace *m_forecast = nullptr;
  WhatIfWorkspace *m_whatif = nullptr;
  ReportsWorkspace *m_reports = nullptr;
  ChainsWorkspace *m_chains = nullptr;
  PoliciesWorkspace *m_policies = nullptr;
  ChainOperations *m_chainOperations = nullptr; // a child of m_chains
  StoredClusters *m_storedClusters = nullptr;
  QString m_openStored; // the stored cluster open now, if one is
  bool m_demoTrains = AppSettings().demoTrainsForecasters();
  ActivityDock *m_activityDock = nullptr;
  QToolBar *m_toolBar = nullptr;
  QLabel *m_statusCluster = nullptr;
  ConnectionStatusLabel *m_statusConnection = nullptr;
  TaskProgress *m_progress = nullptr;
  QMenu *m_fileMenu = nullptr;
  QMenu *m_viewMenu = nullptr;
  QMenu *m_workspaceMenu = nullptr;
  QMenu *m_helpMenu = nullptr;

  QAction *m_openDemo = nullptr;
  QAction *m_connect = nullptr;
  QAction *m_disconnect = nullptr;
  QAction *m_reload = nullptr;
  QAction *m_exportReport = nullptr;
  QAction *m_settings = nullptr;
  QAction *m_quit = nullptr;
  QAction *m_fullScreen = nullptr;
  QAction *m_resetLayout = nullptr;
  QAction *m_about = nullptr;
  QAction *m_aboutQt = nullptr;
  QAction *m_shortcuts = nullptr;
  QActionGroup *m_workspaceGroup = nullptr;
  QList<QAction *> m_workspaceActions;

  std::unique_ptr<Store> m_store;
  ClusterPoller *m_poller = nullptr;
  int m_lastPollStatus = -1;
  QString m_loggedCluster;
  ClusterSnapshot m_snapshot;
  bool m_hasSnapshot = false;
  int m_loading = 0;
  QByteArray m_defaultState;
};

} // namespace mirage
