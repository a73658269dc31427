#include "widgets/reports/reports_workspace.h"

#include "core/background_pool.h"
#include "forecast/baseline_forecasters.h"
#include "report/report_writers.h"
#include "services/report_writing.h"
#include "store/chain_store.h"
#include "store/database.h"
#include "store/forecast_model_store.h"
#include "store/report_store.h"
#include "store/store.h"
#include "widgets/common/row_table_view.h"
#include "widgets/whatif/whatif_workspace.h"

#include <QComboBox>
#include <QDateTime>
#include <QDesktopServices>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QGridLayout>
#include <QHeaderView>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QTableView>
#include <QUrl>
#include <QVBoxLayout>
#include <QtConcurrent>

namespace mirage {
namespace {

QList<RowTableModel<WrittenReport>::Column> writtenColumns()
{
  return {{[] { return ReportsWorkspace::tr("Written"); },
           [](const WrittenReport &w) {
             return QDateTime::fromSecsSinceEpoch(w.created).toString(QStringLiteral("yyyy-MM-dd HH:mm"));
           },
           {},
           Qt::AlignLeft | Qt::AlignVCenter,
           [](const WrittenReport &w) { return QVariant(w.created); }},
          {[] { return ReportsWorkspace::tr("Kind"); }, [](const WrittenReport &w) { return w.kind; }},
          {[] { return ReportsWorkspace::tr("File"); }, [](const WrittenReport &w) { return w.path; },
           [](const WrittenReport &w) { return w.path; }}};
}

} // namespace

ReportsWorkspace::ReportsWorkspace(Store *store, WhatIfWorkspace *whatIf, QWidget *parent)
    : QWidget(parent), m_store(store), m_whatIf(whatIf), m_chain(new QComboBox(this)), m_request(new QLineEdit(this)),
      m_schedule(new QPushButton(this)), m_whatIfExport(new QPushButton(this)), m_forecast(new QPushButton(this)),
      m_scheduleNote(new QLabel(this)), m_whatIfNote(new QLabel(this)), m_forecastNote(new QLabel(this)),
      m_writtenTitle(new QLabel(this)), m_writtenModel(new RowTableModel<WrittenReport>(writtenColumns(), this)),
      m_written(makeRowTableView(m_writtenModel, this))
{
  setObjectName(QStringLiteral("reportsWorkspace"));
  auto *grid = new QGridLayout;
  grid->addWidget(m_scheduleNote, 0, 0);
  grid->addWidget(m_chain, 0, 1);
  grid->addWidget(m_schedule, 0, 2);
  grid->addWidget(m_whatIfNote, 1, 0, 1, 2);
  grid->addWidget(m_whatIfExport, 1, 2);
  grid->addWidget(m_forecastNote, 2, 0);
  grid->addWidget(m_request, 2, 1);
  grid->addWidget(m_forecast, 2, 2);
  grid->setColumnStretch(1, 1);
  for (QLabel *l : {m_scheduleNote, m_whatIfNote, m_forecastNote})
    l->setWordWrap(true);
  m_request->setText(QStringLiteral("partition=gpu-a100,nodes=1,gpus=3,time=48:00:00"));
  m_written->setObjectName(QStringLiteral("writtenReports"));
  auto *layout = new QVBoxLayout(this);
  layout->addLayout(grid);
  layout->addSpacing(12);
  layout->addWidget(m_writtenTitle);
  layout->addWidget(m_written, 1);
  connect(m_schedule, &QPushButton::clicked, this, [this] { exportInteractively(QStringLiteral("schedule")); });
  connect(m_whatIfExport, &QPushButton::clicked, this, [this] { exportInteractively(QStringLiteral("whatif")); });
  connect(m_forecast, &QPushButton::clicked, this, [this] { exportInteractively(QStringLiteral("forecast")); });
  connect(m_written, &QTableView::doubleClicked, this, [this](const QModelIndex &index) {
    QDesktopServices::openUrl(QUrl::fromLocalFile(m_writtenModel->row(index.row()).path));
  });
  retranslate();
  refresh();
}

void ReportsWorkspace::retranslate()
{
  m_scheduleNote->setText(tr("A chain's submission schedule, planned from the open cluster's queue:"));
  m_schedule->setText(tr("Export schedule…"));
  m_whatIfNote->setText(tr("The What-if workspace's last comparison (run the scenarios there first)."));
  m_whatIfExport->setText(tr("Export comparison…"));
  m_forecastNote->setText(tr("A forecast summary of the open cluster for the job:"));
  m_forecast->setText(tr("Export forecast…"));
  m_writtenTitle->setText(tr("Reports written (double-click to open)"));
  m_writtenModel->retranslate();
}

void ReportsWorkspace::changeEvent(QEvent *event)
{
  if (event->type() == QEvent::LanguageChange)
    retranslate();
  QWidget::changeEvent(event);
}

void ReportsWorkspace::setSnapshot(const ClusterSnapshot &snapshot)
{
  m_snapshot = snapshot;
  m_hasSnapshot = true;
}

void ReportsWorkspace::refresh()
{
  if (!m_store)
    return;
  using Lists = std::pair<QStringList, QList<WrittenReport>>;
  auto *watcher = new QFutureWatcher<Lists>(this);
  connect(watcher, &QFutureWatcher<Lists>::finished, this, [this, watcher] {
    watcher->deleteLater();
    const Lists lists = watcher->result();
    const QString current = m_chain->currentText();
    m_chain->clear();
    m_chain->addItems(lists.first);
    m_chain->setCurrentText(current);
    m_schedule->setEnabled(!lists.first.isEmpty());
    m_writtenModel->setRows(lists.second);
    m_written->resizeColumnsToContents();
  });
  watcher->setFuture(m_store->run([](Database &db) {
    QStringList chains;
    for (const StoredChain &c : listChains(db))
      chains << c.definition.name;
    return Lists{chains, writtenReports(db)};
  }));
}

QFuture<Result<void>> ReportsWorkspace::write(const QString &what, const QString &subject, const QString &path)
{
  // Everything the report needs is copied here; the chain is read on the store's thread, the
  // planning and writing run on a worker.
  services::ReportRequest request;
  request.path = path;
  request.format = report::reportFormatOfPath(path);
  request.now = QDateTime::currentSecsSinceEpoch();
  if (m_hasSnapshot) {
    request.snapshot = m_snapshot;
    request.forecaster = std::make_shared<SlurmEstimateForecaster>();
  }
  Store *store = m_store;
  if (what == QLatin1String("whatif")) {
    request.kind = services::ReportKind::WhatIf;
    if (m_whatIf) {
      request.scenarios = m_whatIf->resultScenarios();
      request.results = m_whatIf->results();
    }
  } else if (what == QLatin1String("forecast")) {
    request.kind = services::ReportKind::Forecast;
  } else {
    request.kind = services::ReportKind::Schedule;
  }
  QFuture<Result<void>> future =
      QtConcurrent::run(backgroundPool(), [request, what, subject, store]() mutable -> Result<void> {
        if (request.kind == services::ReportKind::Forecast) {
          const auto job = parseJobRequest(subject);
          if (!job.ok())
            return failure(job.error());
          request.request = job.value();
          // Every method the open cluster's history and models allow, beside Slurm's plan.
          if (store && request.snapshot)
            request.context = store
                                  ->run([cluster = request.snapshot->cluster](Database &db) {
                                    return loadForecastContext(db, cluster);
                                  })
                                  .result();
        }
        if (request.kind == services::ReportKind::Schedule) {
          if (!store)
            return failure(ReportsWorkspace::tr("no store"));
          auto chain = store->run([subject](Database &db) { return services::chainForReport(db, subject); }).result();
          if (!chain.ok())
            return failure(chain.error());
          request.chain = std::move(chain).value();
        }
        const auto written = services::writeReportFile(request);
        if (!written.ok())
          return failure(written.error());
        return {};
      });
  // A written report goes into the store's list.
  auto *watcher = new QFutureWatcher<Result<void>>(this);
  connect(watcher, &QFutureWatcher<Result<void>>::finished, this, [this, watcher, what, path, subject] {
    watcher->deleteLater();
    if (!watcher->result().ok() || !m_store)
      return;
    m_store->run([what, path, subject](Database &db) { return recordReport(db, what, path, subject); });
    refresh();
  });
  watcher->setFuture(future);
  return future;
}

void ReportsWorkspace::exportInteractively(const QString &what)
{
  const QString subject = what == QLatin1String("schedule") ? m_chain->currentText() : m_request->text();
  QString filters = tr("PDF (*.pdf);;HTML (*.html);;CSV (*.csv)");
  if (what == QLatin1String("schedule"))
    filters += tr(";;iCalendar (*.ics)");
  const QString suggested = (what == QLatin1String("schedule") ? subject : what) + QStringLiteral(".pdf");
  const QString path = QFileDialog::getSaveFileName(this, tr("Export report"), suggested, filters);
  if (path.isEmpty())
    return;
  auto *watcher = new QFutureWatcher<Result<void>>(this);
  connect(watcher, &QFutureWatcher<Result<void>>::finished, this, [this, watcher, path] {
    watcher->deleteLater();
    const Result<void> written = watcher->result();
    if (!written.ok())
      QMessageBox::warning(this, tr("Export report"), written.error());
    emit finished(written.ok() ? tr("Wrote %1").arg(path) : written.error(), !written.ok());
  });
  watcher->setFuture(write(what, subject, path));
}

} // namespace mirage
