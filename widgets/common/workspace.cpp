#include "widgets/common/workspace.h"

namespace mirage {

QList<Workspace> allWorkspaces()
{
  return {Workspace::Cluster, Workspace::Forecast, Workspace::Chains,
          Workspace::WhatIf,  Workspace::Reports,  Workspace::Policies};
}

QString workspaceId(Workspace w)
{
  switch (w) {
  case Workspace::Cluster:
    return QStringLiteral("cluster");
  case Workspace::Forecast:
    return QStringLiteral("forecast");
  case Workspace::Chains:
    return QStringLiteral("chains");
  case Workspace::WhatIf:
    return QStringLiteral("whatif");
  case Workspace::Reports:
    return QStringLiteral("reports");
  case Workspace::Policies:
    return QStringLiteral("policies");
  }
  return {};
}

std::optional<Workspace> workspaceFromId(const QString &id)
{
  const QString wanted = id.trimmed().toLower().remove(QLatin1Char('-'));
  for (Workspace w : allWorkspaces())
    if (workspaceId(w) == wanted)
      return w;
  return std::nullopt;
}

} // namespace mirage
