#pragma once

#include <QList>
#include <QString>

#include <optional>

namespace mirage {

// The workspaces of the main window, in tab order.
enum class Workspace { Cluster, Forecast, Chains, WhatIf, Reports, Policies };

QList<Workspace> allWorkspaces();
// Stable, untranslated ids used on the command line and in settings: cluster, forecast, chains,
// whatif, reports, policies.
QString workspaceId(Workspace w);
std::optional<Workspace> workspaceFromId(const QString &id);

} // namespace mirage
