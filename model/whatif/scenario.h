#pragma once
// A what-if scenario: a base workload (an imported trace file, a cluster in the store, or the demo
// cluster), a window of it, and the changes to try — nodes (all, or per partition), GPUs per node,
// load scale, a time-limit cap, the scheduler policy and priority weights, and a population of
// chained services with the policy that submits their links. Saved as JSON (in the store's
// scenarios table and in files for `mirage-cli whatif`).
#include "core/cluster_snapshot.h"
#include "core/result.h"

#include <QJsonObject>
#include <QMap>
#include <QString>

namespace mirage::whatif {

struct ScenarioBase {
  enum class Kind { Trace, Cluster, Demo };
  Kind kind = Kind::Demo;
  QString trace;          // Kind::Trace: the file
  QString cluster;        // Kind::Cluster: its name in the store
  int nodes = 0;          // Kind::Trace: nodes of its one partition (traces do not say)
  int gpusPerNode = 0;    // Kind::Trace
  EpochSeconds from = 0;  // 0: from the first job
  EpochSeconds until = 0; // 0: to the last
  QString timeZone;       // Kind::Trace: the zone of its times (empty: UTC)
  friend bool operator==(const ScenarioBase &, const ScenarioBase &) = default;
};

struct ChainPopulation {
  int count = 0; // services, each a chain of `links` jobs
  int nodes = 1; // per link
  qint64 limitMinutes = 2880;
  int links = 3;
  QString partition; // empty: the first partition
  friend bool operator==(const ChainPopulation &, const ChainPopulation &) = default;
};

struct Scenario {
  QString name;
  ScenarioBase base;
  int nodes = 0;                     // > 0: every partition gets this many nodes (one-partition bases)
  QMap<QString, int> partitionNodes; // by partition name
  int gpusPerNode = -1;              // >= 0: every node gets this many
  double loadScale = 1.0;
  qint64 limitCapMinutes = 0;              // > 0: every limit capped
  QString policy = QStringLiteral("easy"); // fcfs, easy, conservative, slurm
  // Multifactor weights; all zero: priority by submit time.
  double weightAge = 0, weightJobSize = 0, weightFairShare = 0;
  QString chainPolicy = QStringLiteral("reactive"); // reactive, average-wait, lead-1h, …
  ChainPopulation chains;
  friend bool operator==(const Scenario &, const Scenario &) = default;

  QJsonObject toJson() const;
  // Reads a scenario; an error names the field (`where` names the source in messages).
  static Result<Scenario> fromJson(const QJsonObject &o, const QString &where = {});
  // Empty when the scenario can run; else what is wrong, naming the field.
  Result<void> validate() const;
};

// The parameters a sweep can vary, and setting one: "nodes", "gpus_per_node", "load_scale",
// "limit_cap_minutes", "chains.count", "chains.nodes", "weight_age", "weight_fair_share".
QStringList sweepParameters();
Result<Scenario> withParameter(const Scenario &scenario, const QString &parameter, double value);
// "60:100:5" (from, to, step; to included) or "60,72,88": the values of a sweep.
Result<QList<double>> parseSweepValues(const QString &text);

// A file of scenarios: {"scenarios": [...]} or one scenario object; errors name the file and the
// scenario's index.
Result<QList<Scenario>> readScenarioFile(const QString &path);

} // namespace mirage::whatif
