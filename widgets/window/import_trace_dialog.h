#pragma once

#include "store/trace_import.h"
#include "traces/trace_preview.h"
#include "widgets/common/latest_task.h"
#include "widgets/common/row_table_model.h"

#include <QDialog>
#include <QElapsedTimer>

#include <optional>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTableView;
class QTimer;

namespace mirage {

// File → Import trace… (Ctrl+I): a trace file (SWF, sacct --parsable2, Mirage log, Eagle CSV;
// gzip too), its format as detected and a look at its first jobs before anything is stored, the
// cluster's name, the zone of the file's times, the partition and GPUs per node of a trace without
// them. The import runs on a worker with its own connection to the store (the store's thread stays
// free), with progress, time left and cancel; it stores all of the file or nothing. Bad lines are
// listed with their line numbers and reasons. "Open cluster" then shows it in the window.
class ImportTraceDialog : public QDialog {
  Q_OBJECT
public:
  explicit ImportTraceDialog(const QString &databasePath, QWidget *parent = nullptr);
  ~ImportTraceDialog() override;

  // As if the user chose `path` (the preview follows).
  void setFile(const QString &path);
  // The cluster the last import stored (empty before one succeeded).
  QString importedCluster() const;
  bool isPreviewing() const { return m_preview.isBusy(); }
  bool isImporting() const { return m_importing; }
  const std::optional<ImportResult> &result() const { return m_result; }

  QLineEdit *fileEdit() const { return m_file; }
  QComboBox *formatBox() const { return m_format; }
  QLineEdit *clusterEdit() const { return m_cluster; }
  QComboBox *zoneBox() const { return m_zone; }
  QLineEdit *partitionEdit() const { return m_partition; }
  QSpinBox *gpusBox() const { return m_gpus; }
  QLabel *previewLabel() const { return m_previewText; }
  QLabel *statusLabel() const { return m_status; }
  QTableView *issuesView() const { return m_issuesView; }
  QPushButton *importButton() const { return m_importButton; }
  QPushButton *cancelButton() const { return m_cancelButton; }
  QPushButton *openButton() const { return m_openButton; }

public slots:
  void startImport();
  void reject() override; // while importing: cancels the import and stays open

private:
  void browse();
  void schedulePreview();
  void preview();
  void showPreview(const Result<TracePreview> &preview);
  void finishImport();
  void showProgress(int permille);
  void setBusy(bool busy);
  Result<ImportOptions> options() const;
  void showError(const QString &message);
  void retranslate();

  QString m_databasePath;
  QLineEdit *m_file;
  QPushButton *m_browse;
  QComboBox *m_format;
  QLineEdit *m_cluster;
  QComboBox *m_zone;
  QLineEdit *m_partition;
  QSpinBox *m_gpus;
  QLabel *m_previewText;
  QProgressBar *m_progress;
  QLabel *m_status;
  RowTableModel<TraceIssue> *m_issues;
  QTableView *m_issuesView;
  QPushButton *m_importButton;
  QPushButton *m_cancelButton;
  QPushButton *m_openButton;
  QDialogButtonBox *m_buttons;
  QTimer *m_debounce;
  QElapsedTimer m_elapsed;
  bool m_clusterEdited = false;
  std::optional<ImportResult> m_result;
  LatestTask<Result<TracePreview>> m_preview{this};
  // Not a LatestTask: a cancelled import still reports when it has rolled back.
  QFutureWatcher<ImportResult> *m_import;
  bool m_importing = false;
};

} // namespace mirage
