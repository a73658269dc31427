#include "widgets/forecast/model_training_panel.h"

#include "core/background_pool.h"
#include "core/duration.h"
#include "forecast/job_history.h"
#include "services/library_versions.h"
#include "store/database.h"
#include "widgets/common/progress_value.h"

#include <QDateTime>
#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QtConcurrent>

namespace mirage {
namespace {

QString day(EpochSeconds t)
{
  return QDateTime::fromSecsSinceEpoch(t, Qt::UTC).toString(QStringLiteral("yyyy-MM-dd"));
}

} // namespace

ModelTrainingPanel::ModelTrainingPanel(QWidget *parent)
    : QFrame(parent), m_methods(learnedForecastMethods()), m_banner(new QLabel(this)), m_device(new QLabel(this)),
      m_status(new QLabel(this)), m_progress(new QProgressBar(this)), m_train(new QPushButton(this)),
      m_cancel(new QPushButton(this)), m_watcher(new QFutureWatcher<Result<services::ClusterTraining>>(this))
{
  setObjectName(QStringLiteral("modelTraining"));
  m_banner->setObjectName(QStringLiteral("modelTrainingBanner"));
  m_banner->setWordWrap(true);
  m_banner->setStyleSheet(QStringLiteral("QLabel { background: #fff3cd; color: #664d03; border: 1px solid #ffe69c; "
                                         "border-radius: 3px; padding: 4px; }"));
  m_banner->hide();
  m_status->setObjectName(QStringLiteral("modelTrainingStatus"));
  m_status->setWordWrap(true);
  m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
  m_device->setObjectName(QStringLiteral("modelTrainingDevice"));
  m_progress->setRange(0, 1000);
  m_progress->setTextVisible(false);
  m_progress->setMaximumHeight(8);
  m_progress->hide();
  m_train->setObjectName(QStringLiteral("trainModels"));
  m_train->setEnabled(false);
  m_cancel->setObjectName(QStringLiteral("cancelTraining"));
  m_cancel->hide();
  auto *layout = new QGridLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(m_banner, 0, 0, 1, 3);
  layout->addWidget(m_train, 1, 0);
  layout->addWidget(m_cancel, 1, 1);
  layout->addWidget(m_device, 1, 2, Qt::AlignRight);
  layout->addWidget(m_progress, 2, 0, 1, 3);
  layout->addWidget(m_status, 3, 0, 1, 3);
  layout->setColumnStretch(2, 1);
  connect(m_train, &QPushButton::clicked, this, &ModelTrainingPanel::startTraining);
  connect(m_cancel, &QPushButton::clicked, this, [this] {
    m_watcher->cancel();
    m_cancel->setEnabled(false);
    m_status->setText(tr("Cancelling…"));
  });
  connect(m_watcher, &QFutureWatcher<Result<services::ClusterTraining>>::progressValueChanged, this,
          [this](int value) { showStage(value, m_watcher->progressText()); });
  connect(m_watcher, &QFutureWatcher<Result<services::ClusterTraining>>::finished, this, &ModelTrainingPanel::finish);
  retranslate();
}

ModelTrainingPanel::~ModelTrainingPanel()
{
  m_watcher->disconnect(this);
  m_watcher->cancel();
  m_watcher->waitForFinished();
}

void ModelTrainingPanel::changeEvent(QEvent *event)
{
  if (event->type() == QEvent::LanguageChange)
    retranslate();
  QFrame::changeEvent(event);
}

void ModelTrainingPanel::retranslate()
{
  m_train->setText(tr("&Train models"));
  m_train->setToolTip(tr("Train %1 on this cluster's stored history, validated on its newest fifth, and keep them "
                         "in the store (mirage-cli train-forecast)")
                          .arg(m_methods.join(QStringLiteral(", "))));
  m_cancel->setText(tr("Cancel training"));
  updateBanner();
}

void ModelTrainingPanel::setCluster(const QString &cluster, const ForecastContext &context,
                                    const QList<StoredForecastModel> &models)
{
  m_cluster = cluster;
  m_historyEnd = context.history && !context.history->isEmpty() ? context.history->byStart().back().start : 0;
  m_missing.clear();
  m_stale.clear();
  m_unloadable.clear();
  for (const QString &method : std::as_const(m_methods)) {
    const auto stored =
        std::find_if(models.begin(), models.end(), [&](const StoredForecastModel &m) { return m.method == method; });
    if (stored == models.end())
      m_missing << method;
    else if (context.learnedErrors.count(method) > 0)
      m_unloadable << method;
    else if (m_historyEnd > stored->dataTo + 86400)
      m_stale << method;
  }
  m_train->setEnabled(!m_training && m_historyEnd > 0 && m_databasePath);
  updateBanner();
  if (!m_trainWhenMissing.isEmpty() && cluster == m_trainWhenMissing && !m_missing.isEmpty() && !m_training) {
    m_trainWhenMissing.clear();
    startTraining();
  }
}

void ModelTrainingPanel::trainWhenMissing(const QString &cluster)
{
  m_trainWhenMissing = cluster;
}

bool ModelTrainingPanel::offersTraining() const
{
  return m_historyEnd > 0 && !(m_missing.isEmpty() && m_stale.isEmpty() && m_unloadable.isEmpty());
}

void ModelTrainingPanel::updateBanner()
{
  m_banner->setVisible(offersTraining() && !m_training);
  if (!offersTraining())
    return;
  QStringList lines;
  if (!m_missing.isEmpty())
    lines << tr("Not trained on %1 yet: %2.").arg(m_cluster, m_missing.join(QStringLiteral(", ")));
  if (!m_unloadable.isEmpty())
    lines << tr("Trained by another version of Mirage: %1.").arg(m_unloadable.join(QStringLiteral(", ")));
  if (!m_stale.isEmpty())
    lines << tr("Older than the history, which now reaches %1: %2.")
                 .arg(day(m_historyEnd), m_stale.join(QStringLiteral(", ")));
  lines << tr("Train them on this cluster's history (a minute or a few, in the background).");
  m_banner->setText(lines.join(QLatin1Char(' ')));
}

void ModelTrainingPanel::startTraining()
{
  if (m_training || m_cluster.isEmpty() || !m_databasePath)
    return;
  const QString db = m_databasePath(), cluster = m_cluster;
  ForecastTrainingOptions options;
  options.methods = m_methods;
  QPointer<ModelTrainingPanel> self(this);
  QFuture<Result<services::ClusterTraining>> future = QtConcurrent::run(
      backgroundPool(), [db, cluster, options, self](QPromise<Result<services::ClusterTraining>> &promise) {
        promise.setProgressRange(0, 1000);
        promise.setProgressValueAndText(0, ModelTrainingPanel::tr("Loading torch and XGBoost"));
        const LibraryVersionInfo libraries = fullLibraryVersions();
        const QString device = !libraries.mlError.isEmpty() ? QString()
                               : libraries.cudaAvailable    ? QStringLiteral("CUDA")
                                                            : QStringLiteral("CPU");
        QMetaObject::invokeMethod(self, "showDevice", Qt::QueuedConnection, Q_ARG(QString, device));
        Database database; // its own connection: the store's thread stays free for minutes of training
        if (const auto opened = database.open(db); !opened.ok()) {
          promise.addResult(Result<services::ClusterTraining>(failure(opened.error())));
          return;
        }
        promise.addResult(services::trainClusterForecasters(
            database, cluster, options, [&promise](const QString &stage, double fraction) {
              promise.setProgressValueAndText(int(std::clamp(fraction, 0.0, 1.0) * 999), stage);
              return !promise.isCanceled();
            }));
      });
  m_training = true;
  m_trainingCluster = cluster;
  m_stage.clear();
  m_stageTime.start();
  m_banner->hide();
  m_train->setEnabled(false);
  m_cancel->setEnabled(true);
  m_cancel->show();
  m_progress->show();
  m_status->setStyleSheet(QString());
  m_status->setText(tr("Training on %1's history…").arg(cluster));
  m_watcher->setFuture(future);
  emit started(QFuture<void>(future), tr("Training models"));
}

void ModelTrainingPanel::showDevice(const QString &device)
{
  m_device->setText(device.isEmpty() ? QString() : tr("on %1").arg(device));
}

// Each stage has its own progress; the time left is that of the stage.
void ModelTrainingPanel::showStage(int permille, const QString &stage)
{
  if (stage != m_stage) {
    m_stage = stage;
    m_stageTime.restart();
  }
  setProgressValue(m_progress, permille);
  QString text = stage;
  const qint64 ms = m_stageTime.elapsed();
  if (permille >= 20 && ms >= 2000)
    text +=
        QStringLiteral(" — ") +
        tr("%1 %, about %2 left").arg(permille / 10).arg(formatDurationShort(ms * (1000 - permille) / permille / 1000));
  m_status->setText(text);
}

void ModelTrainingPanel::finish()
{
  m_training = false;
  m_cancel->hide();
  m_progress->hide();
  m_train->setEnabled(!m_cluster.isEmpty());
  const QFuture<Result<services::ClusterTraining>> done = m_watcher->future();
  if (done.isCanceled() || done.resultCount() == 0) {
    m_status->setText(tr("Cancelled: no model was stored."));
    updateBanner();
    return;
  }
  const Result<services::ClusterTraining> result = done.result();
  if (!result.ok()) {
    m_status->setStyleSheet(QStringLiteral("color: #d9534f"));
    m_status->setText(tr("Training failed: %1").arg(result.error()));
    updateBanner();
    return;
  }
  const services::ClusterTraining &t = result.value();
  QStringList failed;
  for (const QJsonValue &v : t.methods)
    if (v.toObject().contains(QLatin1String("error")))
      failed << tr("%1: %2").arg(v[QLatin1String("name")].toString(), v[QLatin1String("error")].toString());
  m_status->setText(tr("Trained %1 of %2 models on %3 jobs submitted %4 … %5 in %6 s; their scores are below.")
                        .arg(t.saved)
                        .arg(t.methods.size())
                        .arg(t.examples)
                        .arg(day(t.dataFrom), day(t.dataTo))
                        .arg(t.wallS, 0, 'f', 0) +
                    (failed.isEmpty() ? QString() : QLatin1Char(' ') + failed.join(QStringLiteral("; "))));
  emit trained(m_trainingCluster);
}

} // namespace mirage
