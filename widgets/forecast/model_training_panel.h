#pragma once

#include "core/result.h"
#include "forecast/forecaster_factory.h"
#include "services/forecaster_training.h"
#include "store/forecast_model_store.h"

#include <QElapsedTimer>
#include <QFrame>
#include <QFutureWatcher>

#include <functional>

class QLabel;
class QProgressBar;
class QPushButton;

namespace mirage {

// "Train models" in the Forecast workspace: trains the learned forecasters (xgboost,
// random-forest, torch-quantile) on the open cluster's stored history in the background, as
// `mirage-cli train-forecast` does, with the stage, its progress and time left, the device (CPU or
// CUDA) and Cancel; the models go into the store with their validation scores (trained() follows).
// A banner offers it when a model is missing, cannot be loaded, or was trained on a history that
// has grown by more than a day since.
class ModelTrainingPanel : public QFrame {
  Q_OBJECT
public:
  explicit ModelTrainingPanel(QWidget *parent = nullptr);
  ~ModelTrainingPanel() override; // cancels a training and waits for it: nothing half stored

  // Where the store is (the training opens its own connection, so the store's thread stays free).
  void setDatabasePath(std::function<QString()> path) { m_databasePath = std::move(path); }
  // The open cluster, what its history holds and its stored models.
  void setCluster(const QString &cluster, const ForecastContext &context, const QList<StoredForecastModel> &models);
  // Trains as soon as `cluster` is shown without its models (once): the demo's first open.
  void trainWhenMissing(const QString &cluster);
  // The learned methods to train (default: all of them).
  void setMethods(const QStringList &methods) { m_methods = methods; }

  bool isTraining() const { return m_training; }
  bool offersTraining() const; // the banner asks for it
  QLabel *bannerLabel() const { return m_banner; }
  QLabel *statusLabel() const { return m_status; }
  QPushButton *trainButton() const { return m_train; }
  QPushButton *cancelButton() const { return m_cancel; }

public slots:
  void startTraining();

signals:
  void started(QFuture<void> future, const QString &label);
  void trained(const QString &cluster);

protected:
  void changeEvent(QEvent *event) override;

private:
  void retranslate();
  void updateBanner();
  void showStage(int permille, const QString &stage);
  void finish();
  Q_INVOKABLE void showDevice(const QString &device);

  std::function<QString()> m_databasePath;
  QString m_cluster;
  EpochSeconds m_historyEnd = 0;
  QStringList m_missing, m_stale, m_unloadable;
  QStringList m_methods;
  QLabel *m_banner;
  QLabel *m_device;
  QLabel *m_status;
  QProgressBar *m_progress;
  QPushButton *m_train;
  QPushButton *m_cancel;
  QFutureWatcher<Result<services::ClusterTraining>> *m_watcher;
  QElapsedTimer m_stageTime;
  QString m_stage;
  bool m_training = false;
  QString m_trainingCluster;
  QString m_trainWhenMissing;
};

} // namespace mirage
