#include "widgets/window/import_trace_dialog.h"

#include "core/background_pool.h"
#include "core/duration.h"
#include "core/local_time.h"
#include "store/database.h"
#include "widgets/common/progress_value.h"
#include "widgets/common/row_table_view.h"
#include "widgets/common/section_title.h"

#include <QComboBox>
#include <QDateTime>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QTableView>
#include <QTimeZone>
#include <QTimer>
#include <QVBoxLayout>
#include <QtConcurrent>

namespace mirage {
namespace {

QList<RowColumn<TraceIssue>> issueColumns()
{
  return {{[] { return ImportTraceDialog::tr("Line"); },
           [](const TraceIssue &i) { return QString::number(i.line); },
           {},
           Qt::AlignRight | Qt::AlignVCenter,
           [](const TraceIssue &i) { return QVariant(i.line); }},
          {[] { return ImportTraceDialog::tr("Why it was skipped"); }, [](const TraceIssue &i) { return i.message; },
           [](const TraceIssue &i) { return i.message; }}};
}

QString day(EpochSeconds t)
{
  return t < 0 ? QStringLiteral("?") : QDateTime::fromSecsSinceEpoch(t, Qt::UTC).toString(QStringLiteral("yyyy-MM-dd"));
}

} // namespace

ImportTraceDialog::ImportTraceDialog(const QString &databasePath, QWidget *parent)
    : QDialog(parent), m_databasePath(databasePath), m_file(new QLineEdit(this)), m_browse(new QPushButton(this)),
      m_format(new QComboBox(this)), m_cluster(new QLineEdit(this)), m_zone(new QComboBox(this)),
      m_partition(new QLineEdit(QStringLiteral("batch"), this)), m_gpus(new QSpinBox(this)),
      m_previewText(new QLabel(this)), m_progress(new QProgressBar(this)), m_status(new QLabel(this)),
      m_issues(new RowTableModel<TraceIssue>(issueColumns(), this)), m_issuesView(makeRowTableView(m_issues, this)),
      m_importButton(new QPushButton(this)), m_cancelButton(new QPushButton(this)), m_openButton(new QPushButton(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Close, this)), m_debounce(new QTimer(this)),
      m_import(new QFutureWatcher<ImportResult>(this))
{
  setObjectName(QStringLiteral("importTraceDialog"));
  m_file->setObjectName(QStringLiteral("importFile"));
  m_file->setClearButtonEnabled(true);
  m_format->setObjectName(QStringLiteral("importFormat"));
  for (const TraceFormat f :
       {TraceFormat::Auto, TraceFormat::Swf, TraceFormat::Sacct, TraceFormat::MirageLog, TraceFormat::EagleCsv})
    m_format->addItem(traceFormatName(f), traceFormatId(f));
  m_cluster->setObjectName(QStringLiteral("importCluster"));
  m_zone->setObjectName(QStringLiteral("importTimeZone"));
  m_zone->setEditable(true);
  m_zone->setInsertPolicy(QComboBox::NoInsert);
  m_zone->addItem(QStringLiteral("UTC"));
  for (const QByteArray &id : QTimeZone::availableTimeZoneIds())
    if (id.contains('/'))
      m_zone->addItem(QString::fromUtf8(id));
  m_zone->setCurrentText(QSettings().value(QStringLiteral("import/timeZone"), QStringLiteral("UTC")).toString());
  m_partition->setObjectName(QStringLiteral("importPartition"));
  m_gpus->setObjectName(QStringLiteral("importGpusPerNode"));
  m_gpus->setRange(0, 64);
  m_previewText->setObjectName(QStringLiteral("importPreview"));
  m_previewText->setWordWrap(true);
  m_previewText->setTextInteractionFlags(Qt::TextSelectableByMouse);
  m_previewText->setMinimumHeight(m_previewText->fontMetrics().lineSpacing() * 3);
  m_progress->setRange(0, 1000);
  m_progress->hide();
  m_status->setObjectName(QStringLiteral("importStatus"));
  m_status->setWordWrap(true);
  m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
  m_issuesView->setObjectName(QStringLiteral("importIssues"));
  m_issuesView->setSortingEnabled(true);
  m_importButton->setObjectName(QStringLiteral("importStart"));
  m_importButton->setDefault(true);
  m_cancelButton->setObjectName(QStringLiteral("importCancel"));
  m_cancelButton->setEnabled(false);
  m_openButton->setObjectName(QStringLiteral("importOpen"));
  m_openButton->setEnabled(false);
  m_buttons->addButton(m_importButton, QDialogButtonBox::ActionRole);
  m_buttons->addButton(m_cancelButton, QDialogButtonBox::ActionRole);
  m_buttons->addButton(m_openButton, QDialogButtonBox::AcceptRole);

  auto *layout = new QVBoxLayout(this);
  auto *form = new QFormLayout;
  auto *fileRow = new QHBoxLayout;
  fileRow->addWidget(m_file, 1);
  fileRow->addWidget(m_browse);
  auto *fileLabel = new QLabel(tr("&File:"), this);
  fileLabel->setBuddy(m_file);
  form->addRow(fileLabel, fileRow);
  form->addRow(tr("F&ormat:"), m_format);
  form->addRow(tr("C&luster:"), m_cluster);
  form->addRow(tr("&Time zone:"), m_zone);
  form->addRow(tr("&Partition:"), m_partition);
  form->addRow(tr("&GPUs per node:"), m_gpus);
  layout->addLayout(form);
  layout->addWidget(m_previewText);
  auto *issuesTitle = makeSectionTitle(this);
  issuesTitle->setText(tr("Bad lines"));
  layout->addWidget(issuesTitle);
  layout->addWidget(m_issuesView, 1);
  layout->addWidget(m_progress);
  layout->addWidget(m_status);
  layout->addWidget(m_buttons);
  retranslate();
  resize(720, 560);

  m_debounce->setSingleShot(true);
  m_debounce->setInterval(250);
  connect(m_debounce, &QTimer::timeout, this, &ImportTraceDialog::preview);
  connect(m_browse, &QPushButton::clicked, this, &ImportTraceDialog::browse);
  connect(m_file, &QLineEdit::textChanged, this, &ImportTraceDialog::schedulePreview);
  connect(m_format, &QComboBox::currentIndexChanged, this, &ImportTraceDialog::schedulePreview);
  connect(m_zone, &QComboBox::currentTextChanged, this, &ImportTraceDialog::schedulePreview);
  connect(m_partition, &QLineEdit::textChanged, this, &ImportTraceDialog::schedulePreview);
  connect(m_cluster, &QLineEdit::textEdited, this, [this] { m_clusterEdited = true; });
  connect(m_importButton, &QPushButton::clicked, this, &ImportTraceDialog::startImport);
  connect(m_cancelButton, &QPushButton::clicked, this, [this] {
    m_import->cancel();
    m_cancelButton->setEnabled(false);
    m_status->setText(tr("Cancelling: the import is rolled back…"));
  });
  connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(m_buttons, &QDialogButtonBox::rejected, this, &ImportTraceDialog::reject);
  connect(m_import, &QFutureWatcher<ImportResult>::progressValueChanged, this, &ImportTraceDialog::showProgress);
  connect(m_import, &QFutureWatcher<ImportResult>::finished, this, &ImportTraceDialog::finishImport);
}

ImportTraceDialog::~ImportTraceDialog()
{
  // A running import is rolled back; wait for it, so that nothing is half written when we go.
  m_import->disconnect(this);
  m_import->cancel();
  m_import->waitForFinished();
}

void ImportTraceDialog::retranslate()
{
  setWindowTitle(tr("Import trace"));
  m_browse->setText(tr("&Browse…"));
  m_file->setPlaceholderText(tr("A trace file: SWF, sacct --parsable2, Mirage log or Eagle CSV, plain or gzip"));
  m_cluster->setPlaceholderText(tr("the file's name"));
  m_zone->setToolTip(tr("The zone of the file's local times (sacct, Mirage log, Eagle CSV), an IANA name such as "
                        "America/Chicago; SWF carries its own. Also the cluster's zone."));
  m_partition->setToolTip(tr("The partition of jobs whose trace names none (SWF, the Mirage log)"));
  m_gpus->setSpecialValueText(tr("from the trace"));
  m_gpus->setToolTip(tr("GPUs per node of a GPU cluster whose trace has no GPU counts (the LS6 log: 3)"));
  m_importButton->setText(tr("&Import"));
  m_cancelButton->setText(tr("Cancel import"));
  m_cancelButton->setToolTip(tr("Stop the import; nothing of this file is stored"));
  m_openButton->setText(tr("&Open cluster"));
}

void ImportTraceDialog::browse()
{
  QSettings settings;
  const QString start = m_file->text().isEmpty() ? settings.value(QStringLiteral("import/folder")).toString()
                                                 : QFileInfo(m_file->text()).absolutePath();
  const QString path = QFileDialog::getOpenFileName(this, tr("Import trace"), start,
                                                    tr("Traces (*.swf *.log *.csv *.txt *.sacct *.gz);;All files (*)"));
  if (path.isEmpty())
    return;
  settings.setValue(QStringLiteral("import/folder"), QFileInfo(path).absolutePath());
  setFile(path);
}

void ImportTraceDialog::setFile(const QString &path)
{
  m_file->setText(path);
  preview();
}

QString ImportTraceDialog::importedCluster() const
{
  return m_result && m_result->error.isEmpty() && !m_result->cancelled ? m_result->cluster : QString();
}

Result<ImportOptions> ImportTraceDialog::options() const
{
  ImportOptions o;
  o.cluster = m_cluster->text().trimmed();
  o.trace.format = traceFormatFromId(m_format->currentData().toString()).value_or(TraceFormat::Auto);
  const auto zone = ianaTimeZone(m_zone->currentText());
  if (!zone)
    return failure(tr("Time zone: '%1' is not an IANA zone (e.g. UTC, America/Chicago)").arg(m_zone->currentText()));
  o.trace.timeZone = *zone;
  o.trace.defaultPartition = m_partition->text().trimmed();
  if (o.trace.defaultPartition.isEmpty())
    return failure(tr("Partition: give a name (batch, as every part of Mirage calls a trace's one partition)"));
  o.trace.gpusPerNode = m_gpus->value();
  return o;
}

void ImportTraceDialog::schedulePreview()
{
  m_debounce->start();
}

void ImportTraceDialog::preview()
{
  m_debounce->stop();
  const QString path = m_file->text().trimmed();
  if (path.isEmpty()) {
    m_preview.cancel();
    m_previewText->clear();
    return;
  }
  if (!m_clusterEdited)
    m_cluster->setText(QFileInfo(path).completeBaseName().section(QLatin1Char('.'), 0, 0));
  const auto o = options();
  if (!o.ok()) {
    m_preview.cancel();
    showPreview(failure(o.error()));
    return;
  }
  const TraceOptions trace = o->trace;
  m_previewText->setText(tr("Reading the first jobs of %1…").arg(QFileInfo(path).fileName()));
  m_preview.start(QtConcurrent::run(backgroundPool(), [path, trace] { return previewTrace(path, trace); }),
                  [this](const QFuture<Result<TracePreview>> &done) {
                    if (!done.isCanceled() && done.resultCount() > 0)
                      showPreview(done.result());
                  });
}

void ImportTraceDialog::showPreview(const Result<TracePreview> &preview)
{
  if (!preview.ok()) {
    m_previewText->setText(
        QStringLiteral("<span style=\"color:#d9534f\">%1</span>").arg(preview.error().toHtmlEscaped()));
    m_issues->setRows({});
    m_importButton->setEnabled(false);
    return;
  }
  const TracePreview &p = preview.value();
  const QLocale locale;
  QString text = tr("<b>%1</b>: %2 jobs read (%3 % of the file), submitted %4 … %5; bad lines: %6.")
                     .arg(traceFormatName(p.format), locale.toString(p.jobs))
                     .arg(int(100 * p.fractionRead))
                     .arg(day(p.firstSubmit), day(p.lastSubmit), locale.toString(p.badLines));
  if (!p.partitions.isEmpty())
    text += QLatin1Char(' ') + tr("Partitions: %1.").arg(p.partitions.join(QStringLiteral(", ")).toHtmlEscaped());
  if (p.machine.nodes > 0)
    text += QLatin1Char(' ') +
            (p.machine.coresPerNode > 1
                 ? tr("The header declares %1 nodes of %2 cores.").arg(p.machine.nodes).arg(p.machine.coresPerNode)
                 : tr("The header declares %1 nodes.").arg(p.machine.nodes));
  m_previewText->setText(text);
  m_issues->setRows(p.issues);
  m_importButton->setEnabled(!isImporting());
}

void ImportTraceDialog::startImport()
{
  if (isImporting())
    return;
  const QString path = m_file->text().trimmed();
  if (path.isEmpty()) {
    showError(tr("Choose a trace file first."));
    return;
  }
  const auto o = options();
  if (!o.ok()) {
    showError(o.error());
    return;
  }
  QSettings().setValue(QStringLiteral("import/timeZone"), m_zone->currentText());
  m_result.reset();
  m_openButton->setEnabled(false);
  const QString db = m_databasePath;
  const ImportOptions options = o.value();
  QFuture<ImportResult> future =
      QtConcurrent::run(backgroundPool(), [db, path, options](QPromise<ImportResult> &promise) {
        promise.setProgressRange(0, 1000);
        Database database; // its own connection: the window's store thread stays free
        if (const auto opened = database.open(db); !opened.ok()) {
          ImportResult r;
          r.error = opened.error();
          promise.addResult(r);
          return;
        }
        promise.addResult(importTrace(database, path, options, [&promise](double done) {
          promise.setProgressValue(int(done * 1000));
          return !promise.isCanceled();
        }));
      });
  m_elapsed.start();
  setBusy(true);
  m_status->setStyleSheet(QString());
  m_status->setText(tr("Importing %1…").arg(QFileInfo(path).fileName()));
  m_import->setFuture(future);
}

void ImportTraceDialog::showProgress(int permille)
{
  setProgressValue(m_progress, permille);
  const qint64 ms = m_elapsed.elapsed();
  if (permille < 20 || ms < 1000)
    return;
  const qint64 left = ms * (1000 - permille) / permille / 1000;
  m_status->setText(tr("Importing: %1 %, about %2 left").arg(permille / 10).arg(formatDurationShort(left)));
}

void ImportTraceDialog::finishImport()
{
  const QFuture<ImportResult> done = m_import->future();
  setBusy(false);
  if (done.isCanceled() || done.resultCount() == 0) {
    m_status->setStyleSheet(QString());
    m_status->setText(tr("Cancelled: nothing of this file was stored."));
    return;
  }
  m_result = done.result();
  const ImportResult &r = *m_result;
  m_issues->setRows(r.issues);
  if (!r.error.isEmpty()) {
    showError(tr("Nothing was stored: %1").arg(r.error));
    return;
  }
  const QLocale locale;
  QString text =
      tr("Imported %1 jobs into cluster <b>%2</b> (%3) in %4 s, submitted %5 … %6. Already stored: %7. "
         "Bad lines skipped: %8.")
          .arg(locale.toString(r.jobs), r.cluster.toHtmlEscaped(), r.format)
          .arg(double(m_elapsed.elapsed()) / 1000.0, 0, 'f', 1)
          .arg(day(r.firstSubmit), day(r.lastSubmit), locale.toString(r.duplicates), locale.toString(r.skipped));
  for (const QString &note : r.notes)
    text += QStringLiteral("<br>") + tr("Note: %1").arg(note.toHtmlEscaped());
  m_status->setStyleSheet(QString());
  m_status->setText(text);
  m_openButton->setEnabled(true);
  m_openButton->setDefault(true);
}

void ImportTraceDialog::setBusy(bool busy)
{
  m_importing = busy;
  m_progress->setVisible(busy);
  m_progress->setValue(0);
  m_cancelButton->setEnabled(busy);
  m_importButton->setEnabled(!busy);
  for (QWidget *w :
       std::initializer_list<QWidget *>{m_file, m_browse, m_format, m_cluster, m_zone, m_partition, m_gpus})
    w->setEnabled(!busy);
}

void ImportTraceDialog::showError(const QString &message)
{
  m_status->setStyleSheet(QStringLiteral("color: #d9534f"));
  m_status->setText(message.toHtmlEscaped());
}

void ImportTraceDialog::reject()
{
  if (isImporting()) {
    m_cancelButton->click(); // Esc stops the import first; the dialog stays with what happened
    return;
  }
  QDialog::reject();
}

} // namespace mirage
