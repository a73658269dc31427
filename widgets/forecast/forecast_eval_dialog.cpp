#include "widgets/forecast/forecast_eval_dialog.h"

#include "core/background_pool.h"
#include "forecast/forecaster_factory.h"
#include "widgets/common/progress_value.h"
#include "widgets/common/row_table_view.h"

#include <QComboBox>
#include <QDateTimeEdit>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QTableView>
#include <QTimeZone>
#include <QVBoxLayout>
#include <QtConcurrent>

namespace mirage {
namespace {

const QString kSettings = QStringLiteral("forecastEval/");

QString number(double v, int decimals)
{
  return QLocale().toString(v, 'f', decimals);
}

// Whether a row's coverage counts and lies in the band, in words.
QString coverageTip(const ForecastEvalRow &r, double coverage)
{
  if (!r.error.isEmpty())
    return r.error;
  const bool counted = r.score.jobs >= services::kMinJobsForCoverage;
  const bool inBand = coverage >= services::kCoverageBandLow && coverage <= services::kCoverageBandHigh;
  const QString band = number(services::kCoverageBandLow, 2), top = number(services::kCoverageBandHigh, 2);
  return !counted ? ForecastEvalDialog::tr("Fewer than %1 jobs: too few for the coverage to count")
                        .arg(services::kMinJobsForCoverage)
         : inBand ? ForecastEvalDialog::tr("In the band %1–%2").arg(band, top)
                  : ForecastEvalDialog::tr("Outside the band %1–%2").arg(band, top);
}

QList<RowColumn<ForecastEvalRow>> evalColumns()
{
  using Row = ForecastEvalRow;
  const Qt::Alignment right = Qt::AlignRight | Qt::AlignVCenter;
  const auto scored = [](const Row &r, auto show) { return r.error.isEmpty() ? show(r.score) : QStringLiteral("—"); };
  const auto value = [](auto get) {
    return [get](const Row &r) { return r.error.isEmpty() ? QVariant(get(r.score)) : QVariant(); };
  };
  return {
      {[] { return ForecastEvalDialog::tr("Window"); }, [](const Row &r) { return r.window; }},
      {[] { return ForecastEvalDialog::tr("Method"); }, [](const Row &r) { return r.method; },
       [](const Row &r) { return r.error.isEmpty() ? forecastMethodDescription(r.method) : r.error; }},
      {[] { return ForecastEvalDialog::tr("Jobs"); },
       [scored](const Row &r) { return scored(r, [](const ForecastScore &s) { return QString::number(s.jobs); }); },
       {},
       right,
       value([](const ForecastScore &s) { return double(s.jobs); })},
      {[] { return ForecastEvalDialog::tr("MAE log"); },
       [scored](const Row &r) { return scored(r, [](const ForecastScore &s) { return number(s.maeLogWait, 3); }); },
       [](const Row &) { return ForecastEvalDialog::tr("Mean |log((P50 + 60 s) / (wait + 60 s))|: lower is better"); },
       right, value([](const ForecastScore &s) { return s.maeLogWait; })},
      {[] { return ForecastEvalDialog::tr("P10–P90"); },
       [scored](const Row &r) { return scored(r, [](const ForecastScore &s) { return number(s.coverageP10P90, 2); }); },
       [](const Row &r) { return coverageTip(r, r.score.coverageP10P90); }, right,
       value([](const ForecastScore &s) { return s.coverageP10P90; })},
      {[] { return ForecastEvalDialog::tr("P10–P90 (PIT)"); },
       [scored](const Row &r) {
         return scored(r, [](const ForecastScore &s) { return number(s.coverageP10P90Pit, 2); });
       },
       [](const Row &r) -> QString { // a QString, not a builder of temporaries
         return coverageTip(r, r.score.coverageP10P90Pit) + QLatin1Char('\n') +
                ForecastEvalDialog::tr("By the randomised PIT: a job that started at once counts as the share of its "
                                       "forecast's chance of starting at once that lies between 0.1 and 0.9, so a "
                                       "calibrated forecaster covers 0.8 even where most jobs start at once");
       },
       right, value([](const ForecastScore &s) { return s.coverageP10P90Pit; })},
      {[] { return ForecastEvalDialog::tr("P90/P10"); },
       [scored](const Row &r) {
         return scored(r, [](const ForecastScore &s) { return number(s.sharpnessP90P10, 1); });
       },
       [](const Row &) { return ForecastEvalDialog::tr("Median (P90 + 60 s) / (P10 + 60 s): how wide the band is"); },
       right, value([](const ForecastScore &s) { return s.sharpnessP90P10; })},
      {[] { return ForecastEvalDialog::tr("CRPS"); },
       [scored](const Row &r) { return scored(r, [](const ForecastScore &s) { return number(s.crps, 3); }); },
       [](const Row &) { return ForecastEvalDialog::tr("Continuous ranked probability score in log(wait + 60 s)"); },
       right, value([](const ForecastScore &s) { return s.crps; })},
      {[] { return ForecastEvalDialog::tr("Within 2×"); },
       [scored](const Row &r) { return scored(r, [](const ForecastScore &s) { return number(s.within2x, 2); }); },
       {},
       right,
       value([](const ForecastScore &s) { return s.within2x; })},
      {[] { return ForecastEvalDialog::tr("Forecasts/s"); },
       [scored](const Row &r) {
         return scored(r, [](const ForecastScore &s) { return number(s.forecastsPerSecond, 0); });
       },
       {},
       right,
       value([](const ForecastScore &s) { return s.forecastsPerSecond; })},
  };
}

void addRows(QList<ForecastEvalRow> &rows, const QString &window, const Evaluation &evaluation)
{
  for (const MethodEvaluation &m : evaluation.methods) {
    rows.append({window, m.method, m.scores.total(), m.error});
    if (m.error.isEmpty() && m.adaptiveScores.total().jobs > 0)
      rows.append({window, m.method + QStringLiteral("+adaptive"), m.adaptiveScores.total(), {}});
  }
}

} // namespace

ForecastEvalDialog::ForecastEvalDialog(QWidget *parent)
    : QDialog(parent), m_trace(new QLineEdit(this)), m_browse(new QPushButton(this)), m_mode(new QComboBox(this)),
      m_months(new QSpinBox(this)), m_trainUntil(new QDateTimeEdit(this)), m_methods(new QListWidget(this)),
      m_rollouts(new QSpinBox(this)), m_rate(new QDoubleSpinBox(this)), m_traceLabel(new QLabel(this)),
      m_modeLabel(new QLabel(this)), m_monthsLabel(new QLabel(this)), m_trainUntilLabel(new QLabel(this)),
      m_methodsLabel(new QLabel(this)), m_rolloutsLabel(new QLabel(this)), m_rateLabel(new QLabel(this)),
      m_run(new QPushButton(this)), m_cancel(new QPushButton(this)), m_save(new QPushButton(this)),
      m_close(new QPushButton(this)), m_progress(new QProgressBar(this)), m_status(new QLabel(this)),
      m_model(new RowTableModel<ForecastEvalRow>(evalColumns(), this)),
      m_watcher(new QFutureWatcher<Result<services::ForecastScoring>>(this))
{
  setObjectName(QStringLiteral("forecastEvalDialog"));
  const QSettings settings;
  m_trace->setObjectName(QStringLiteral("forecastEvalTrace"));
  m_trace->setText(settings.value(kSettings + QStringLiteral("trace")).toString());
  m_trace->setClearButtonEnabled(true);
  m_mode->addItems({QString(), QString()});
  m_mode->setCurrentIndex(settings.value(kSettings + QStringLiteral("mode"), 0).toInt());
  m_months->setRange(1, 120);
  m_months->setValue(settings.value(kSettings + QStringLiteral("months"), 3).toInt());
  m_trainUntil->setTimeSpec(Qt::UTC);
  m_trainUntil->setDisplayFormat(QStringLiteral("yyyy-MM-dd HH:mm 'UTC'"));
  m_trainUntil->setCalendarPopup(true);
  m_trainUntil->setDateTime(
      settings.value(kSettings + QStringLiteral("trainUntil"), QDateTime::currentDateTimeUtc().addMonths(-1))
          .toDateTime()
          .toTimeZone(QTimeZone::utc()));
  const QStringList checked =
      settings
          .value(kSettings + QStringLiteral("methods"),
                 QStringList{QStringLiteral("hist-median"), QStringLiteral("qbets"), QStringLiteral("monte-carlo")})
          .toStringList();
  for (const QString &m : forecastMethods()) {
    auto *item = new QListWidgetItem(m, m_methods);
    item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
    item->setCheckState(checked.contains(m) ? Qt::Checked : Qt::Unchecked);
    item->setToolTip(forecastMethodDescription(m));
  }
  m_methods->setMaximumHeight(m_methods->sizeHintForRow(0) * int(forecastMethods().size()) + 6);
  m_rollouts->setRange(1, 10000);
  m_rollouts->setValue(settings.value(kSettings + QStringLiteral("rollouts"), 50).toInt());
  m_rate->setRange(0, 1);
  m_rate->setDecimals(3);
  m_rate->setSingleStep(0.01);
  m_rate->setValue(settings.value(kSettings + QStringLiteral("rate"), 0.05).toDouble());

  auto *traceRow = new QHBoxLayout;
  traceRow->addWidget(m_trace, 1);
  traceRow->addWidget(m_browse);
  auto *form = new QFormLayout;
  form->addRow(m_traceLabel, traceRow);
  form->addRow(m_modeLabel, m_mode);
  form->addRow(m_monthsLabel, m_months);
  form->addRow(m_trainUntilLabel, m_trainUntil);
  form->addRow(m_methodsLabel, m_methods);
  form->addRow(m_rolloutsLabel, m_rollouts);
  form->addRow(m_rateLabel, m_rate);

  m_view = makeRowTableView(m_model, this);
  m_view->setObjectName(QStringLiteral("forecastEvalResults"));
  m_view->setSortingEnabled(false);
  m_progress->setRange(0, 1000);
  m_progress->hide();
  m_status->setWordWrap(true);
  m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
  m_cancel->hide();
  m_save->setEnabled(false);
  m_run->setDefault(true);
  auto *buttons = new QHBoxLayout;
  buttons->addWidget(m_progress, 1);
  buttons->addWidget(m_run);
  buttons->addWidget(m_cancel);
  buttons->addWidget(m_save);
  buttons->addWidget(m_close);
  auto *layout = new QVBoxLayout(this);
  layout->addLayout(form);
  layout->addWidget(m_status);
  layout->addWidget(m_view, 1);
  layout->addLayout(buttons);
  resize(980, 640);

  connect(m_browse, &QPushButton::clicked, this, &ForecastEvalDialog::chooseTrace);
  connect(m_mode, &QComboBox::currentIndexChanged, this, &ForecastEvalDialog::updateMode);
  connect(m_run, &QPushButton::clicked, this, &ForecastEvalDialog::run);
  connect(m_cancel, &QPushButton::clicked, this, [this] { m_watcher->cancel(); });
  connect(m_close, &QPushButton::clicked, this, &QDialog::reject);
  connect(m_save, &QPushButton::clicked, this, [this] {
    const QString path = QFileDialog::getSaveFileName(this, tr("Save the scores"), QStringLiteral("forecast-eval.json"),
                                                      tr("JSON (*.json)"));
    if (path.isEmpty())
      return;
    if (const auto saved = saveJson(path); !saved.ok())
      m_status->setText(saved.error());
  });
  connect(m_watcher, &QFutureWatcherBase::progressValueChanged, m_progress,
          [this](int value) { setProgressValue(m_progress, value); });
  connect(m_watcher, &QFutureWatcherBase::progressTextChanged, m_status, &QLabel::setText);
  connect(m_watcher, &QFutureWatcherBase::finished, this, &ForecastEvalDialog::showResult);
  retranslate();
  updateMode();
}

ForecastEvalDialog::~ForecastEvalDialog()
{
  m_watcher->cancel();
  m_watcher->waitForFinished();
}

bool ForecastEvalDialog::isRunning() const
{
  return m_watcher->isRunning();
}

void ForecastEvalDialog::changeEvent(QEvent *event)
{
  if (event->type() == QEvent::LanguageChange)
    retranslate();
  QDialog::changeEvent(event);
}

void ForecastEvalDialog::retranslate()
{
  setWindowTitle(tr("Score forecasts on a trace"));
  m_traceLabel->setText(tr("&Trace:"));
  m_traceLabel->setBuddy(m_trace);
  m_trace->setPlaceholderText(tr("An sacct dump, SWF or CSV trace"));
  m_browse->setText(tr("&Browse…"));
  m_modeLabel->setText(tr("&Split:"));
  m_modeLabel->setBuddy(m_mode);
  m_mode->setItemText(0, tr("Month by month: each month tested on methods trained on everything before it"));
  m_mode->setItemText(1, tr("One split: train before a time, test after it"));
  m_monthsLabel->setText(tr("&Last months:"));
  m_monthsLabel->setBuddy(m_months);
  m_months->setToolTip(tr("How many of the trace's last calendar months (UTC) to test, each on its own"));
  m_trainUntilLabel->setText(tr("Train &until:"));
  m_trainUntilLabel->setBuddy(m_trainUntil);
  m_methodsLabel->setText(tr("&Methods:"));
  m_methodsLabel->setBuddy(m_methods);
  m_rolloutsLabel->setText(tr("Monte-Carlo &rollouts:"));
  m_rolloutsLabel->setBuddy(m_rollouts);
  m_rateLabel->setText(tr("Adaptive calibration &step:"));
  m_rateLabel->setBuddy(m_rate);
  m_rate->setToolTip(tr("How far each observed start moves a quantile, in log(wait + 60 s); 0: score without it"));
  m_run->setText(tr("&Run"));
  m_cancel->setText(tr("Cancel"));
  m_save->setText(tr("&Save JSON…"));
  m_close->setText(tr("Close"));
  if (m_status->text().isEmpty() && !isRunning())
    m_status->setText(tr("Every job of each test window is forecast from the queue as it was; learned methods are "
                         "trained on the past only. A calibrated P10–P90 should cover %1–%2 of the jobs.")
                          .arg(number(services::kCoverageBandLow, 2), number(services::kCoverageBandHigh, 2)));
  m_model->retranslate();
}

void ForecastEvalDialog::updateMode()
{
  const bool rolling = m_mode->currentIndex() == 0;
  m_months->setEnabled(rolling);
  m_trainUntil->setEnabled(!rolling);
}

void ForecastEvalDialog::chooseTrace()
{
  const QString path = QFileDialog::getOpenFileName(this, tr("Choose a trace"), m_trace->text(),
                                                    tr("Traces (*.log *.txt *.swf *.swf.gz *.csv *.csv.gz *.json);;"
                                                       "All files (*)"));
  if (!path.isEmpty())
    m_trace->setText(path);
}

Result<services::ForecastScoringOptions> ForecastEvalDialog::options() const
{
  services::ForecastScoringOptions o;
  o.trace = m_trace->text().trimmed();
  if (o.trace.isEmpty())
    return failure(tr("Trace: choose the trace to score on."));
  if (!QFile::exists(o.trace))
    return failure(tr("Trace: %1 does not exist.").arg(o.trace));
  for (int i = 0; i < m_methods->count(); ++i)
    if (m_methods->item(i)->checkState() == Qt::Checked)
      o.evaluation.methods << m_methods->item(i)->text();
  if (o.evaluation.methods.isEmpty())
    return failure(tr("Methods: check at least one."));
  if (m_mode->currentIndex() == 0)
    o.rollingMonths = m_months->value();
  else
    o.evaluation.trainUntil = m_trainUntil->dateTime().toSecsSinceEpoch();
  o.evaluation.monteCarloRollouts = m_rollouts->value();
  o.evaluation.adaptive = m_rate->value() > 0;
  o.evaluation.adaptiveSettings.rate = m_rate->value();
  return o;
}

void ForecastEvalDialog::remember() const
{
  QSettings settings;
  settings.setValue(kSettings + QStringLiteral("trace"), m_trace->text().trimmed());
  settings.setValue(kSettings + QStringLiteral("mode"), m_mode->currentIndex());
  settings.setValue(kSettings + QStringLiteral("months"), m_months->value());
  settings.setValue(kSettings + QStringLiteral("trainUntil"), m_trainUntil->dateTime());
  QStringList methods;
  for (int i = 0; i < m_methods->count(); ++i)
    if (m_methods->item(i)->checkState() == Qt::Checked)
      methods << m_methods->item(i)->text();
  settings.setValue(kSettings + QStringLiteral("methods"), methods);
  settings.setValue(kSettings + QStringLiteral("rollouts"), m_rollouts->value());
  settings.setValue(kSettings + QStringLiteral("rate"), m_rate->value());
}

void ForecastEvalDialog::run()
{
  if (isRunning())
    return;
  const auto o = options();
  if (!o.ok()) {
    m_status->setText(o.error());
    return;
  }
  remember();
  m_ran = o.value();
  m_last.reset();
  m_model->setRows({});
  const services::ForecastScoringOptions options = m_ran;
  QFuture<Result<services::ForecastScoring>> future =
      QtConcurrent::run(backgroundPool(), [options](QPromise<Result<services::ForecastScoring>> &promise) {
        promise.setProgressRange(0, 1000);
        promise.addResult(services::scoreForecasts(options, [&promise](const QString &stage, double fraction) {
          promise.setProgressValueAndText(int(std::clamp(fraction, 0.0, 1.0) * 999), stage);
          return !promise.isCanceled();
        }));
      });
  m_watcher->setFuture(future);
  m_progress->setValue(0);
  m_progress->show();
  m_run->setEnabled(false);
  m_save->setEnabled(false);
  m_cancel->show();
  m_status->setText(tr("Reading %1…").arg(QFileInfo(options.trace).fileName()));
  emit started(QFuture<void>(future), tr("Scoring forecasts"));
}

void ForecastEvalDialog::showResult()
{
  m_progress->hide();
  m_cancel->hide();
  m_run->setEnabled(true);
  const auto future = m_watcher->future();
  if (future.isCanceled() || future.resultCount() == 0) {
    m_status->setText(tr("Cancelled."));
    emit finished();
    return;
  }
  const Result<services::ForecastScoring> result = future.result();
  if (!result.ok()) {
    m_status->setText(tr("Scoring failed: %1").arg(result.error()));
    emit finished();
    return;
  }
  m_last = result.value();
  QList<ForecastEvalRow> rows;
  if (m_ran.rollingMonths > 0)
    for (const MonthEvaluation &m : m_last->months)
      addRows(rows, QDateTime::fromSecsSinceEpoch(m.from, QTimeZone::utc()).toString(QStringLiteral("yyyy-MM")),
              m.evaluation);
  else
    addRows(rows, tr("test window"), m_last->evaluation);
  m_model->setRows(rows);
  m_view->resizeColumnsToContents();
  m_save->setEnabled(true);
  int inBand = 0, counted = 0;
  for (const ForecastEvalRow &r : rows)
    if (r.error.isEmpty() && r.score.jobs >= services::kMinJobsForCoverage) {
      ++counted;
      inBand +=
          r.score.coverageP10P90 >= services::kCoverageBandLow && r.score.coverageP10P90 <= services::kCoverageBandHigh;
    }
  m_status->setText(tr("Scored in %1 s: %2 of %3 rows with at least %4 jobs have their P10–P90 coverage in the band.")
                        .arg(number(m_last->wallS, 0))
                        .arg(inBand)
                        .arg(counted)
                        .arg(services::kMinJobsForCoverage));
  emit finished();
}

Result<void> ForecastEvalDialog::saveJson(const QString &path) const
{
  if (!m_last)
    return failure(tr("Nothing scored yet."));
  QFile f(path);
  if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
    return failure(tr("Cannot write %1: %2").arg(path, f.errorString()));
  f.write(QJsonDocument(m_last->json(m_ran)).toJson(QJsonDocument::Indented));
  return {};
}

} // namespace mirage
