#pragma once
// A chain as a user defines it: a long service run as consecutive batch jobs on a cluster — one
// sbatch script for every link (or one script repeated), a partition, the jobs' size and limit,
// how many links, and the submission policy that decides when each successor goes in.
#include "core/result.h"
#include "forecast/chain_cost.h"

#include <QJsonObject>
#include <QStringList>

namespace mirage::policy {

struct ChainDefinition {
  QString name;
  QString source = QStringLiteral("local"); // local | ssh://[user@]host[:port]
  QString sshConfig;
  QString partition;
  QStringList scripts; // link i runs scripts[min(i, size - 1)]
  int links = 2;
  int nodes = 1;
  int gpusPerNode = 0;
  qint64 limitSeconds = 3600;
  QString policy = QStringLiteral("reactive"); // reactive, lead-1h, …, risk-optimal
  // λ: an hour of the service interrupted against an hour of overlap (forecast/chain_cost.h), 0 … 1000
  double interruptionWeight = kDefaultInterruptionWeight;
  bool autoSubmit = false; // the window submits each link without asking (the CLI asks for --yes)
  QString key;             // unique across stores (given when stored): job names of two stores never meet

  QString scriptFor(int link) const { return scripts.value(std::min<qsizetype>(link, scripts.size() - 1)); }
  // The job name of a link: how a runner finds it again after a crash ("mirage-chain-KEY-LINK").
  QString tag(qint64 chainId, int link) const;
  QJsonObject toJson() const;
  static ChainDefinition fromJson(const QJsonObject &json);
};

// A script of the chain as it is about to be given to sbatch: never one that starts with '-' (sbatch
// would take it for an option); for a local chain, a readable file that is there now (it is checked
// again before each link is submitted, as it may be gone or replaced since the chain was added).
Result<void> checkChainScript(const ChainDefinition &chain, const QString &script);

// What is wrong with a definition (names the field and value), or empty. Scripts must exist as
// files here (for a local cluster) — a script on a remote login node is checked there by sbatch.
Result<void> validateChain(const ChainDefinition &chain);
// Policies a chain may name.
QStringList chainPolicyNames();

} // namespace mirage::policy
