#pragma once

#include "services/library_versions.h"

#include <QDialog>

class QLabel;

namespace mirage {

// Mirage's version and the versions of Qt, libtorch, XGBoost, SQLite and QCustomPlot. The
// torch and XGBoost versions come from libmirage_ml.so, loaded in the background.
class AboutDialog : public QDialog {
  Q_OBJECT
public:
  explicit AboutDialog(QWidget *parent = nullptr);
  QString versionsText() const;
  // Emitted once the machine-learning library answered (or failed to load).
  bool versionsComplete() const { return m_complete; }

signals:
  void versionsLoaded();

protected:
  void changeEvent(QEvent *event) override;

private:
  void retranslate();
  void showVersions(const LibraryVersionInfo &info, bool complete);
  QLabel *m_title;
  QLabel *m_text;
  QLabel *m_versions;
  LibraryVersionInfo m_info;
  bool m_complete = false;
};

// QCustomPlot's version (from qcustomplot.h, so it lives in the widgets library).
QString qcustomplotVersion();

} // namespace mirage
