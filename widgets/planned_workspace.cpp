#include "planned_workspace.h"

#include "empty_state_widget.h"

#include <QEvent>
#include <QVBoxLayout>

namespace mirage {

PlannedWorkspace::PlannedWorkspace(Workspace workspace, QWidget *parent)
    : QWidget(parent), m_workspace(workspace), m_empty(new EmptyStateWidget(this))
{
  auto *layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(m_empty);
  retranslate();
}

void PlannedWorkspace::setClusterOpen(bool open)
{
  m_clusterOpen = open;
  m_empty->setActionsVisible(!open);
  retranslate();
}

void PlannedWorkspace::changeEvent(QEvent *event)
{
  if (event->type() == QEvent::LanguageChange)
    retranslate();
  QWidget::changeEvent(event);
}

void PlannedWorkspace::retranslate()
{
  QString title, purpose;
  switch (m_workspace) {
  case Workspace::Forecast:
    title = tr("Forecast");
    purpose = tr("How long will a job wait? Forecasts give the P10, P50 and P90 of the queue wait for a request "
                 "(partition, nodes, GPUs, time limit), from models trained on the cluster's own history.");
    break;
  case Workspace::Chains:
    title = tr("Chains");
    purpose = tr("Keep a long service alive across wall-clock limits: Mirage estimates the risk of an interruption "
                 "and suggests when to submit each successor job.");
    break;
  case Workspace::WhatIf:
    title = tr("What-if");
    purpose = tr("Replay the cluster's history with more nodes, another load, a shorter time limit or another "
                 "scheduler policy, and compare waits and interruptions side by side.");
    break;
  case Workspace::Reports:
    title = tr("Reports");
    purpose = tr("Export a chain's submission schedule, a what-if comparison or a forecast summary as PDF, HTML, "
                 "CSV or calendar events.");
    break;
  case Workspace::Cluster:
    break;
  }
  const QString next = m_clusterOpen ? tr("This workspace is not part of this version of Mirage yet.")
                                     : tr("Open a cluster first: File → Open demo cluster.");
  m_empty->setTitle(title);
  m_empty->setText(purpose + QStringLiteral("\n\n") + next);
}

} // namespace mirage
