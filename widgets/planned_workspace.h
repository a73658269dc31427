#pragma once

#include "core/workspace.h"

#include <QWidget>

namespace mirage {

class EmptyStateWidget;

// The workspaces that later work fills (Forecast, Chains, What-if, Reports): for now each says
// what it will do and what the user needs first.
class PlannedWorkspace : public QWidget {
  Q_OBJECT
public:
  PlannedWorkspace(Workspace workspace, QWidget *parent = nullptr);
  void setClusterOpen(bool open);
  EmptyStateWidget *emptyState() const { return m_empty; }

protected:
  void changeEvent(QEvent *event) override;

private:
  void retranslate();
  Workspace m_workspace;
  EmptyStateWidget *m_empty;
  bool m_clusterOpen = false;
};

} // namespace mirage
