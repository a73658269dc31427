#pragma once

#include "core/cluster_snapshot.h"
#include "forecast/forecaster_factory.h"
#include "slurm/command_runner.h"
#include "slurm/snapshot_source.h"

#include <QFutureWatcher>
#include <QObject>
#include <QTimer>

#include <atomic>
#include <memory>

namespace mirage {

class Store;

struct PollerSettings {
  int intervalS = 60;      // between snapshots while the cluster answers
  int maxBackoffS = 900;   // the longest wait while it does not
  int historyDays = 30;    // how far back the first sacct read goes
  bool readHistory = true; // read finished jobs with sacct
  // Carry the cluster's adaptive calibration forward (services/calibration_tracker.h): forecasts
  // for new waiting jobs, learned from as they start. The forecast context (history and models)
  // is read again every `contextEveryPolls` polls.
  bool calibrate = true;
  int contextEveryPolls = 30;
};

enum class PollStatus { Stopped, Polling, Connected, Unreachable };

// Polls one cluster: a snapshot every interval, the finished jobs since the last poll from sacct
// (stored as history), exponential back-off while the cluster is unreachable. The work runs on a
// worker thread; signals arrive on the poller's thread.
class ClusterPoller : public QObject {
  Q_OBJECT
public:
  ClusterPoller(std::shared_ptr<CommandRunner> runner, SnapshotOptions options, Store *store, PollerSettings settings,
                QObject *parent = nullptr);
  // Where the cluster is reached (Slurm's own estimates are asked through it too).
  std::shared_ptr<CommandRunner> runner() const { return m_runner; }
  ~ClusterPoller() override;

  void start();
  void stop();
  // Polls at once (e.g. the user pressed Refresh); restarts the back-off.
  void pollNow();
  PollStatus status() const { return m_status; }
  QString lastError() const { return m_lastError; }
  // Seconds until the next poll as scheduled now.
  int currentDelayS() const { return m_delayS; }

signals:
  void statusChanged(mirage::PollStatus status, const QString &message);
  void snapshotTaken(const mirage::ClusterSnapshot &snapshot);
  void historyImported(qint64 newJobs);

private:
  struct Outcome {
    QString error;
    ClusterSnapshot snapshot;
    qint64 newJobs = 0;
    QString historyNote;
    QString calibrationNote; // why calibration could not be carried forward (the poll still counts)
  };
  void calibrate(const ClusterSnapshot &snapshot, Outcome &out);
  Outcome pollOnce();
  void finished();
  void setStatus(PollStatus status, const QString &message);

  std::shared_ptr<CommandRunner> m_runner;
  SnapshotOptions m_options;
  Store *m_store;
  PollerSettings m_settings;
  QTimer m_timer;
  QFutureWatcher<Outcome> m_watcher;
  std::atomic_bool m_cancel{false};
  PollStatus m_status = PollStatus::Stopped;
  QString m_lastError;
  int m_failures = 0;
  int m_delayS = 0;
  bool m_running = false;
  // The forecast context the calibration forecasts with (worker thread only), and polls since read.
  std::shared_ptr<const ForecastContext> m_context;
  int m_pollsSinceContext = 0;
};

// `sacct` arguments for the finished jobs between two local times ("YYYY-MM-DDTHH:MM:SS").
QStringList sacctHistoryArguments(const QString &since, const QString &until);

} // namespace mirage

Q_DECLARE_METATYPE(mirage::PollStatus)
