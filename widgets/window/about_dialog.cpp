#include "widgets/window/about_dialog.h"

#include "core/background_pool.h"

#include <qcustomplot.h>

#include <QDialogButtonBox>
#include <QEvent>
#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QVBoxLayout>
#include <QtConcurrent>

namespace mirage {

QString qcustomplotVersion()
{
  return QStringLiteral(QCUSTOMPLOT_VERSION_STR);
}

AboutDialog::AboutDialog(QWidget *parent)
    : QDialog(parent), m_title(new QLabel(this)), m_text(new QLabel(this)), m_versions(new QLabel(this))
{
  setObjectName(QStringLiteral("aboutDialog"));
  auto *icon = new QLabel(this);
  icon->setPixmap(QIcon(QStringLiteral(":/icons/mirage.svg")).pixmap(80, 80));
  QFont f = m_title->font();
  f.setPointSizeF(f.pointSizeF() * 1.5);
  f.setBold(true);
  m_title->setFont(f);
  m_text->setWordWrap(true);
  m_text->setOpenExternalLinks(true);
  m_versions->setTextInteractionFlags(Qt::TextSelectableByMouse);
  m_versions->setObjectName(QStringLiteral("versions"));
  auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

  auto *textColumn = new QVBoxLayout;
  textColumn->addWidget(m_title);
  textColumn->addWidget(m_text);
  textColumn->addSpacing(8);
  textColumn->addWidget(m_versions);
  auto *row = new QHBoxLayout;
  row->addWidget(icon, 0, Qt::AlignTop);
  row->addLayout(textColumn, 1);
  auto *layout = new QVBoxLayout(this);
  layout->addLayout(row);
  layout->addWidget(buttons);

  showVersions(basicLibraryVersions(), false);
  auto *watcher = new QFutureWatcher<LibraryVersionInfo>(this);
  connect(watcher, &QFutureWatcher<LibraryVersionInfo>::finished, this, [this, watcher] {
    showVersions(watcher->result(), true);
    emit versionsLoaded();
  });
  watcher->setFuture(QtConcurrent::run(backgroundPool(), &fullLibraryVersions));
  retranslate();
  setMinimumWidth(480);
}

void AboutDialog::showVersions(const LibraryVersionInfo &info, bool complete)
{
  m_info = info;
  m_complete = complete;
  retranslate();
}

QString AboutDialog::versionsText() const
{
  return m_versions->text();
}

void AboutDialog::changeEvent(QEvent *event)
{
  if (event->type() == QEvent::LanguageChange)
    retranslate();
  QDialog::changeEvent(event);
}

void AboutDialog::retranslate()
{
  setWindowTitle(tr("About Mirage"));
  m_title->setText(tr("Mirage %1").arg(m_info.mirage));
  m_text->setText(tr("Keeps long GPU services alive on Slurm clusters with wall-clock limits: queue-wait forecasts, "
                     "interruption risk and submission advice for chains of jobs, after the SC'23 paper "
                     "\"Mirage\" (arXiv 2306.14086)."));
  const QString pending = tr("loading…");
  const auto orError = [&](const QString &value) {
    if (!m_complete)
      return pending;
    return value.isEmpty() ? tr("not available") : value;
  };
  QString cuda = pending;
  if (m_complete)
    cuda = m_info.cudaAvailable ? tr("%n device(s)", nullptr, m_info.cudaDevices) : tr("none (CPU)");
  QString text =
      tr("Qt %1\nlibtorch %2\nXGBoost %3\nSQLite %4\nQCustomPlot %5\nCUDA: %6")
          .arg(m_info.qt, orError(m_info.torch), orError(m_info.xgboost), m_info.sqlite, qcustomplotVersion(), cuda);
  if (m_complete && !m_info.mlError.isEmpty())
    text += QLatin1Char('\n') + m_info.mlError;
  m_versions->setText(text);
}

} // namespace mirage
