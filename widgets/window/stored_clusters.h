#pragma once
// What the window does with the clusters in the store: File → Import trace… (the dialog, then
// the imported cluster opened), File → Open stored cluster… (a list of the stored clusters) and
// the demo cluster (built on a worker, then stored). Opening a stored cluster reads its jobs on the
// store's thread and replays them on a worker into the cluster as its history shows it at its last
// submission, with a week of hourly points for the history chart.
#include "services/history_view.h"

#include <QFuture>
#include <QObject>
#include <QThreadPool>

#include <functional>

class QAction;
class QWidget;

namespace mirage {

class Store;

class StoredClusters : public QObject {
  Q_OBJECT
public:
  // `store` opens the store on first use (the window's); `window` owns the dialogs.
  StoredClusters(std::function<Store *()> store, std::function<QString()> databasePath, QWidget *window);
  ~StoredClusters() override; // waits for the demo's showcase, which writes through the store

  QAction *importAction() const { return m_import; }
  QAction *openAction() const { return m_open; }
  void retranslate();

  void importTrace();
  void chooseAndOpen();
  // Opens `cluster` of the store: opened() or failed() follows.
  void open(const QString &cluster);
  // Builds the demo cluster as it is at `now` (demoOpened), then stores it (its history and hourly
  // points the first time; demoStored).
  void openDemo(EpochSeconds now);

signals:
  void opening(QFuture<void> future, const QString &label);
  void opened(const QString &cluster, const mirage::services::HistoryView &view);
  void failed(const QString &message);
  void demoOpened(const mirage::ClusterSnapshot &current);
  void demoStored(const QString &error); // empty: stored
  // The demo's chains, scenarios (run) and example report are in the store (services/demo_showcase).
  void demoShowcased(const QString &message, bool error);

private:
  std::function<Store *()> m_store;
  std::function<QString()> m_databasePath;
  QWidget *m_window;
  QAction *m_import;
  QAction *m_open;
  QThreadPool m_workers; // the showcase: scenarios run, a report written
  void showcaseDemo(const ClusterSnapshot &current, EpochSeconds now);
};

} // namespace mirage
