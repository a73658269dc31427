#pragma once
// The Reports workspace (File → Export report…, Ctrl+E): a chain's submission schedule (PDF,
// HTML, CSV, iCalendar) planned from the open cluster's queue, the What-if workspace's comparison,
// and a forecast summary for a job request; and the reports written so far (the store's reports
// table), each opened with a double-click.
#include "core/cluster_snapshot.h"
#include "core/result.h"
#include "store/report_store.h"
#include "widgets/common/row_table_model.h"

#include <QFuture>
#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableView;

namespace mirage {

class Store;
class WhatIfWorkspace;

class ReportsWorkspace : public QWidget {
  Q_OBJECT
public:
  ReportsWorkspace(Store *store, WhatIfWorkspace *whatIf, QWidget *parent = nullptr);
  void setSnapshot(const ClusterSnapshot &snapshot);
  // Reloads the chains and the list of written reports.
  void refresh();
  // Writes one report in the background; the future holds an empty string or the error. `what`:
  // "schedule" (chain named by `subject`), "whatif" (the What-if workspace's last run),
  // "forecast" (job request in `subject`).
  QFuture<Result<void>> write(const QString &what, const QString &subject, const QString &path);

  QComboBox *chainBox() const { return m_chain; }
  QTableView *writtenTable() const { return m_written; }

signals:
  void finished(const QString &message, bool error);

protected:
  void changeEvent(QEvent *event) override;

private:
  void retranslate();
  void exportInteractively(const QString &what);
  Store *m_store;
  WhatIfWorkspace *m_whatIf;
  ClusterSnapshot m_snapshot;
  bool m_hasSnapshot = false;
  QComboBox *m_chain;
  QLineEdit *m_request;
  QPushButton *m_schedule, *m_whatIfExport, *m_forecast;
  QLabel *m_scheduleNote, *m_whatIfNote, *m_forecastNote, *m_writtenTitle;
  RowTableModel<WrittenReport> *m_writtenModel;
  QTableView *m_written;
};

} // namespace mirage
