#include "widgets/forecast/forecast_workspace.h"
#include "core/background_pool.h"
#include "forecast/forecast_metrics.h"
#include "forecast/suggestion_reason.h"
#include "widgets/common/remembered_setting.h"
#include "widgets/forecast/calibration_chart.h"
#include "widgets/forecast/forecast_eval_dialog.h"

#include "core/duration.h"
#include "widgets/common/empty_state_widget.h"
#include "widgets/common/interruption_weight_box.h"
#include "widgets/common/row_table_view.h"
#include "widgets/common/section_title.h"
#include "widgets/forecast/calibration_chart.h"
#include "widgets/forecast/forecast_request_form.h"
#include "widgets/forecast/forecast_scores.h"
#include "widgets/forecast/model_training_panel.h"
#include "widgets/forecast/risk_chart.h"
#include "widgets/forecast/wait_fan_chart.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateTime>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>
#include <QtConcurrent>

namespace mirage {
namespace {

constexpr int kRequestRole = Qt::UserRole + 1;
const QString kNoChain;                                 // predecessor item data: no risk
const QString kLikeRequest = QStringLiteral("request"); // a new job like the request

QString localAndUtc(EpochSeconds t)
{
  const QDateTime local = QDateTime::fromSecsSinceEpoch(t);
  return QStringLiteral("%1 (%2 UTC)")
      .arg(QLocale().toString(local, QLocale::ShortFormat),
           QDateTime::fromSecsSinceEpoch(t, Qt::UTC).toString(QStringLiteral("yyyy-MM-dd HH:mm")));
}
} // namespace

ForecastWorkspace::ForecastWorkspace(QWidget *parent)
    : QWidget(parent), m_stack(new QStackedWidget(this)), m_empty(new EmptyStateWidget(this)),
      m_debounce(new QTimer(this))
{
  auto *layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(m_stack);
  m_stack->addWidget(m_empty);
  auto *content = new QSplitter(Qt::Horizontal, m_stack);
  content->setObjectName(QStringLiteral("forecastSplitter"));
  content->addWidget(createRequestPanel());
  content->addWidget(createResults());
  content->setStretchFactor(0, 0);
  content->setStretchFactor(1, 1);
  content->setSizes({340, 900});
  m_stack->addWidget(content);
  m_debounce->setSingleShot(true);
  m_debounce->setInterval(350);
  connect(m_debounce, &QTimer::timeout, this, &ForecastWorkspace::computeNow);
  m_task.onProgress([this](int lo, int hi) { m_form->showProgress(lo, hi); },
                    [this](int value) { m_form->showProgressValue(value); });
  restoreRiskControls();
  retranslate();
}

ForecastWorkspace::~ForecastWorkspace()
{
  QFuture<ForecastAnswer> running = m_task.future();
  running.cancel();
  running.waitForFinished();
}

void ForecastWorkspace::openEvalDialog()
{
  if (!m_evalDialog) {
    m_evalDialog = new ForecastEvalDialog(this);
    connect(m_evalDialog, &ForecastEvalDialog::started, this, &ForecastWorkspace::computationStarted);
  }
  m_evalDialog->show();
  m_evalDialog->raise();
  m_evalDialog->activateWindow();
}

// The request form above the methods' validation scores.
QWidget *ForecastWorkspace::createRequestPanel()
{
  auto *panel = new QWidget(this);
  auto *layout = new QVBoxLayout(panel);
  m_form = new ForecastRequestForm(panel);
  layout->addWidget(m_form);
  m_scoresTitle = makeSectionTitle(panel);
  layout->addWidget(m_scoresTitle);
  m_training = new ModelTrainingPanel(panel);
  layout->addWidget(m_training);
  m_scoresModel = new RowTableModel<ForecastScoreRow>(forecastScoreColumns(), this);
  // The scores and the calibration curves behind them, a tab each (the one last looked at again).
  m_scoresTabs = new QTabWidget(panel);
  m_scoresTabs->setObjectName(QStringLiteral("forecastScoresTabs"));
  m_scoresTabs->setDocumentMode(true);
  m_scores = makeRowTableView(m_scoresModel, m_scoresTabs);
  m_scores->setObjectName(QStringLiteral("forecastScores"));
  m_calibration = new CalibrationChart(m_scoresTabs);
  m_calibration->setObjectName(QStringLiteral("forecastCalibration"));
  m_scoresTabs->addTab(m_scores, QString());
  m_scoresTabs->addTab(m_calibration, QString());
  m_scoresTabs->setCurrentIndex(QSettings().value(QStringLiteral("forecast/scoresTab"), 0).toInt());
  connect(m_scoresTabs, &QTabWidget::currentChanged, this,
          [](int index) { QSettings().setValue(QStringLiteral("forecast/scoresTab"), index); });
  layout->addWidget(m_scoresTabs, 1);
  m_scoreOnTrace = new QPushButton(panel);
  m_scoreOnTrace->setObjectName(QStringLiteral("scoreOnTrace"));
  connect(m_scoreOnTrace, &QPushButton::clicked, this, &ForecastWorkspace::openEvalDialog);
  layout->addWidget(m_scoreOnTrace, 0, Qt::AlignRight);

  connect(m_training, &ModelTrainingPanel::started, this, &ForecastWorkspace::computationStarted);
  connect(m_training, &ModelTrainingPanel::trained, this, &ForecastWorkspace::modelsTrained);
  connect(m_form, &ForecastRequestForm::changed, this, &ForecastWorkspace::scheduleCompute);
  connect(m_form, &ForecastRequestForm::partitionChanged, this, &ForecastWorkspace::fillPredecessors);
  connect(m_form, &ForecastRequestForm::forecastRequested, this, &ForecastWorkspace::computeNow);
  connect(m_form, &ForecastRequestForm::cancelRequested, this, [this] { m_task.cancel(); });
  connect(m_scores, &QTableView::doubleClicked, this, [this](const QModelIndex &index) {
    if (index.row() >= forecastMethods().size())
      return; // Slurm's own estimate: scored, not a method to forecast with
    m_form->useMethod(forecastMethods().value(index.row()));
    computeNow();
  });
  return panel;
}

QWidget *ForecastWorkspace::createResults()
{
  auto *splitter = new QSplitter(Qt::Vertical, this);
  auto *top = new QWidget(splitter);
  auto *topLayout = new QVBoxLayout(top);
  m_fanTitle = makeSectionTitle(top);
  topLayout->addWidget(m_fanTitle);
  m_summary = new QLabel(top);
  m_summary->setObjectName(QStringLiteral("forecastSummary"));
  m_summary->setWordWrap(true);
  topLayout->addWidget(m_summary);
  m_fan = new WaitFanChart(top);
  topLayout->addWidget(m_fan, 1);
  splitter->addWidget(top);

  auto *bottom = new QWidget(splitter);
  auto *bottomLayout = new QVBoxLayout(bottom);
  m_riskTitle = makeSectionTitle(bottom);
  bottomLayout->addWidget(m_riskTitle);
  auto *controls = new QHBoxLayout;
  m_predecessor = new QComboBox(bottom);
  m_predecessor->setObjectName(QStringLiteral("forecastPredecessor"));
  m_predecessor->setMinimumContentsLength(30);
  m_predecessor->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
  m_weight = makeInterruptionWeightBox(bottom);
  m_weight->setObjectName(QStringLiteral("forecastWeight"));
  m_weightLabel = new QLabel(bottom);
  m_weightLabel->setBuddy(m_weight);
  m_earlyEnd = new QCheckBox(bottom);
  m_earlyEnd->setObjectName(QStringLiteral("forecastEarlyEnd"));
  m_predecessorLabel = new QLabel(bottom);
  m_predecessorLabel->setBuddy(m_predecessor);
  controls->addWidget(m_predecessorLabel);
  controls->addWidget(m_predecessor, 1);
  controls->addWidget(m_weightLabel);
  controls->addWidget(m_weight);
  controls->addWidget(m_earlyEnd);
  bottomLayout->addLayout(controls);
  m_suggestion = new QLabel(bottom);
  m_suggestion->setObjectName(QStringLiteral("forecastSuggestion"));
  m_suggestion->setWordWrap(true);
  m_suggestion->setTextInteractionFlags(Qt::TextSelectableByMouse);
  bottomLayout->addWidget(m_suggestion);
  m_risk = new RiskChart(bottom);
  bottomLayout->addWidget(m_risk, 1);
  splitter->addWidget(bottom);
  splitter->setSizes({330, 420});

  connect(m_predecessor, &QComboBox::activated, this, &ForecastWorkspace::scheduleCompute);
  connect(m_weight, &QDoubleSpinBox::valueChanged, this, &ForecastWorkspace::scheduleCompute);
  connect(m_earlyEnd, &QCheckBox::toggled, this, &ForecastWorkspace::scheduleCompute);
  return splitter;
}

void ForecastWorkspace::changeEvent(QEvent *event)
{
  if (event->type() == QEvent::LanguageChange)
    retranslate();
  QWidget::changeEvent(event);
}

void ForecastWorkspace::retranslate()
{
  m_empty->setTitle(tr("Forecast"));
  m_empty->setText(tr("How long will a job wait, and when should a chain's next job be submitted? Open a cluster "
                      "first: File → Open demo cluster, or connect to one."));
  m_predecessorLabel->setText(tr("&Predecessor:"));
  m_scoresTitle->setText(tr("Validation scores"));
  m_scoresModel->retranslate();
  m_scoresTabs->setTabText(0, tr("Scores"));
  m_scoresTabs->setTabText(1, tr("Calibration"));
  m_scoreOnTrace->setText(tr("Score on a trace…"));
  m_scoreOnTrace->setToolTip(tr("Train on a trace's past and score every method on its later jobs, month by month, "
                                "as mirage-cli forecast-eval does"));
  m_scoresTabs->setTabToolTip(1, tr("Each trained model on its validation window: the share of jobs that waited at "
                                    "most each quantile, against the diagonal a calibrated method follows"));
  m_scores->setToolTip(tr("Scores on the newest part of the training window, which the model was not fitted on "
                          "(mirage-cli train-forecast). MAE log: mean |log((forecast + 1 min) / (wait + 1 min))|; "
                          "P10–P90: the share of waits inside the band (80 % is right). Double-click to use a "
                          "method."));
  m_fanTitle->setText(tr("Wait distribution"));
  m_riskTitle->setText(tr("Chain: interruption risk by lead time"));
  m_weightLabel->setText(tr("&Interruption weight:"));
  retranslateInterruptionWeightBox(m_weight);
  m_earlyEnd->setText(tr("Predecessor may end early"));
  m_earlyEnd->setToolTip(tr("Draw the predecessor's end from the cluster's runtimes; otherwise it runs to its "
                            "limit, as a service does"));
  if (m_predecessor->count() >= 2) {
    m_predecessor->setItemText(0, tr("None"));
    m_predecessor->setItemText(1, tr("A new job like this request, submitted now"));
  }
  fillScores();
}

void ForecastWorkspace::setSnapshot(const ClusterSnapshot &snapshot)
{
  const bool newCluster = !m_hasSnapshot || snapshot.cluster != m_snapshot.cluster;
  m_snapshot = snapshot;
  m_hasSnapshot = true;
  m_stack->setCurrentIndex(1);
  if (m_contextCluster != snapshot.cluster) {
    m_contextCluster.clear();
    m_context = {};
    m_models.clear();
  }
  m_form->setSnapshot(snapshot);
  fillPredecessors();
  if (newCluster)
    m_form->suggestMethod(defaultForecastMethod(m_context));
  fillScores();
  compute(Remember::Nothing);
}

void ForecastWorkspace::setContext(const QString &cluster, const ForecastContext &context,
                                   const QList<StoredForecastModel> &models)
{
  if (m_hasSnapshot && cluster != m_snapshot.cluster)
    return; // for a cluster no longer open
  m_contextCluster = cluster;
  m_context = context;
  m_models = models;
  m_training->setCluster(cluster, context, models);
  m_form->suggestMethod(defaultForecastMethod(m_context));
  fillScores();
  if (m_hasSnapshot)
    compute(Remember::Nothing);
}

void ForecastWorkspace::fillPredecessors()
{
  const QString current = m_predecessor->currentData().toString();
  QSignalBlocker block(m_predecessor);
  m_predecessor->clear();
  m_predecessor->addItem(tr("None"), kNoChain);
  m_predecessor->addItem(tr("A new job like this request, submitted now"), kLikeRequest);
  // Running jobs of the chosen partition, the soonest limit end first, then pending ones.
  std::vector<const Job *> jobs;
  for (const Job &j : m_snapshot.jobs)
    if (j.partition == m_form->partitionBox()->currentText() && j.timeLimitSeconds > 0)
      jobs.push_back(&j);
  std::sort(jobs.begin(), jobs.end(), [](const Job *a, const Job *b) {
    if (a->state != b->state)
      return a->state == JobState::Running;
    return a->state == JobState::Running ? a->limitEnd() < b->limitEnd() : a->priority > b->priority;
  });
  if (jobs.size() > 300)
    jobs.resize(300);
  for (const Job *j : jobs) {
    const QString text =
        j->state == JobState::Running
            ? tr("Job %1 (%2, running, limit ends %3)")
                  .arg(j->id)
                  .arg(j->user.isEmpty() ? j->name : j->user,
                       QLocale().toString(QDateTime::fromSecsSinceEpoch(j->limitEnd()), QLocale::ShortFormat))
            : tr("Job %1 (%2, pending, limit %3)")
                  .arg(j->id)
                  .arg(j->user.isEmpty() ? j->name : j->user, formatSlurmDuration(j->timeLimitSeconds));
    m_predecessor->addItem(text, QString::number(j->id));
  }
  QSettings settings;
  const QString wanted = current.isEmpty() && m_predecessor->count() > 0
                             ? settings.value(QStringLiteral("forecast/predecessor"), kLikeRequest).toString()
                             : current;
  const int index = m_predecessor->findData(wanted);
  m_predecessor->setCurrentIndex(index >= 0 ? index : 1);
}

void ForecastWorkspace::fillScores()
{
  if (m_scoresModel)
    m_scoresModel->setRows(forecastScoreRows(m_models, m_context, m_snapshot.cluster));
  if (m_calibration) {
    std::vector<CalibrationChart::Curve> curves;
    for (const StoredForecastModel &m : std::as_const(m_models))
      if (auto points = calibrationFromJson(m.scores); !points.empty())
        curves.push_back({m.method, m.scores.value(QLatin1String("jobs")).toInteger(), std::move(points)});
    m_calibration->setCurves(curves);
  }
}

void ForecastWorkspace::scheduleCompute()
{
  if (m_hasSnapshot)
    m_debounce->start();
}

std::optional<Predecessor> ForecastWorkspace::chosenPredecessor(const JobRequest &request) const
{
  const QString chosen = m_predecessor->currentData().toString();
  if (chosen.isEmpty())
    return std::nullopt;
  if (chosen == kLikeRequest)
    return Predecessor{QString(), request};
  return Predecessor{chosen, std::nullopt};
}

void ForecastWorkspace::computeNow()
{
  compute(Remember::Form);
}

void ForecastWorkspace::compute(Remember remember)
{
  m_debounce->stop();
  if (!m_hasSnapshot)
    return;
  const auto request = m_form->request();
  if (!request.ok()) {
    showError(request.error());
    return;
  }
  ForecastQuery query;
  query.snapshot = m_snapshot;
  query.request = request.value();
  query.primary = m_form->method();
  if (m_form->compareAll())
    query.others = forecastMethods();
  query.predecessor = chosenPredecessor(query.request);
  query.risk.interruptionWeight = m_weight->value();
  if (m_earlyEnd->isChecked())
    letPredecessorEndEarly(query.risk, m_context.history.get(), m_snapshot.time);
  if (remember == Remember::Form) {
    QSettings settings; // one file written, not one for each part of the form
    m_form->save(settings);
    saveRiskControls(settings);
  }
  startComputation(query);
}

// One computation at a time: a new one waits for the cancelled one to stop.
void ForecastWorkspace::startComputation(const ForecastQuery &query)
{
  const ForecastContext context = m_context;
  m_task.startWhenIdle(
      [this, query, context] {
        QFuture<ForecastAnswer> future =
            QtConcurrent::run(backgroundPool(), [query, context](QPromise<ForecastAnswer> &promise) {
              promise.setProgressRange(0, forecastQuerySteps(query));
              ForecastAnswer answer = answerForecastQuery(query, context, [&promise](int done, int) {
                promise.setProgressValue(done);
                return !promise.isCanceled();
              });
              promise.addResult(std::move(answer));
            });
        m_form->showRunning();
        emit computationStarted(QFuture<void>(future), tr("Forecasting"));
        return future;
      },
      [this](const QFuture<ForecastAnswer> &done) {
        m_form->showFinished();
        if (done.isCanceled() || done.resultCount() == 0)
          return;
        const ForecastAnswer answer = done.result();
        if (!answer.cancelled)
          showAnswer(answer);
      });
}

bool ForecastWorkspace::isComputing() const
{
  return m_debounce->isActive() || m_task.isBusy();
}

QString ForecastWorkspace::suggestionReason(const ChainRisk &risk) const
{
  const auto request = m_form->request();
  const QString partition = request.ok() ? request->partition : QString();
  return explainSuggestion(risk.curve, risk.curve.suggested(),
                           {partition, request.ok() ? jobsWaitingIn(m_snapshot, partition) : -1, risk.successorWait})
      .join(QLatin1Char(' '));
}

void ForecastWorkspace::showAnswer(const ForecastAnswer &answer)
{
  m_answer = answer;
  m_fan->setForecasts(answer.forecasts);
  const MethodForecast &primary = answer.forecasts.front();
  if (primary.error.isEmpty()) {
    QString text =
        tr("<b>%1</b>: the job would start within <b>%2</b> with 50 % and within <b>%3</b> with 90 % "
           "chance (P10 %4); P(start within 1 h) %5 %.")
            .arg(primary.method, formatDurationShort(qint64(primary.wait.p50())),
                 formatDurationShort(qint64(primary.wait.p90())), formatDurationShort(qint64(primary.wait.p10())))
            .arg(100.0 * primary.wait.cdf(3600), 0, 'f', 0);
    // Say when what is shown is the method's forecast shifted by the cluster's own calibration.
    if (const auto state = m_context.calibration.find(primary.method);
        state != m_context.calibration.end() &&
        state->second.observations() >= state->second.settings().minObservations)
      text += QLatin1Char(' ') + tr("Calibrated by %1 starts seen on this cluster.").arg(state->second.observations());
    m_summary->setText(text);
  } else {
    m_summary->setText(tr("<b>%1</b>: %2").arg(primary.method, primary.error.toHtmlEscaped()));
  }
  if (answer.risk) {
    const RiskCurve &curve = answer.risk->curve;
    m_risk->setCurve(curve);
    const RiskPoint &best = curve.suggested();
    m_suggestion->setText(
        tr("Submit the successor at <b>%1</b>, %2 before the predecessor's limit end (%3): P(interruption) %4 %, "
           "expected gap %5 h, expected overlap %6 GPU-hours, expected cost %7 GPU-hours.")
            .arg(localAndUtc(best.submitAt), formatDurationShort(best.leadSeconds), localAndUtc(curve.limitEnd))
            .arg(100.0 * best.interruptionProbability, 0, 'f', 0)
            .arg(best.expectedGapHours, 0, 'f', 2)
            .arg(best.expectedOverlapGpuHours, 0, 'f', 1)
            .arg(best.cost, 0, 'f', 1) +
        QStringLiteral("<br><small>") + tr("Why: %1").arg(suggestionReason(*answer.risk).toHtmlEscaped()) +
        QStringLiteral("</small>"));
  } else {
    m_risk->clear();
    m_suggestion->setText(answer.riskError.isEmpty() ? tr("Choose a predecessor to see a chain's risk.")
                                                     : tr("No risk: %1").arg(answer.riskError.toHtmlEscaped()));
  }
  double seconds = 0;
  for (const MethodForecast &f : answer.forecasts)
    seconds += f.seconds;
  m_form->showStatus(
      tr("From the snapshot of %1; %n method(s) in %2 s.", nullptr, int(answer.forecasts.size()))
          .arg(QLocale().toString(QDateTime::fromSecsSinceEpoch(answer.snapshotTime), QLocale::ShortFormat))
          .arg(seconds, 0, 'f', 2));
  emit computed();
}

void ForecastWorkspace::showError(const QString &message)
{
  m_task.cancel();
  m_form->showError(message);
  emit computed();
}

void ForecastWorkspace::saveRiskControls(QSettings &settings) const
{
  rememberSetting(settings, QStringLiteral("forecast/predecessor"), m_predecessor->currentData());
  rememberSetting(settings, QStringLiteral("forecast/interruptionWeight"), m_weight->value());
  rememberSetting(settings, QStringLiteral("forecast/earlyEnd"), m_earlyEnd->isChecked());
}

void ForecastWorkspace::restoreRiskControls()
{
  QSettings settings;
  const QSignalBlocker b1(m_weight), b2(m_earlyEnd);
  m_weight->setValue(
      settings.value(QStringLiteral("forecast/interruptionWeight"), kDefaultInterruptionWeight).toDouble());
  m_earlyEnd->setChecked(settings.value(QStringLiteral("forecast/earlyEnd"), false).toBool());
}

} // namespace mirage
