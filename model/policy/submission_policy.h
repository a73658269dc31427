#pragma once
// A submission policy decides, for a chain's predecessor P and successor S, whether to submit S now
// (it is asked every few minutes until it says yes; once P has ended S is submitted anyway). The
// evaluation harness, the GUI's advice and the chain runner ask policies the same way.
#include "core/cluster_snapshot.h"
#include "forecast/forecaster.h"
#include "forecast/interruption_risk.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>

namespace mirage::policy {

struct ChainState {
  EpochSeconds now = 0;
  EpochSeconds predecessorSubmit = 0;
  EpochSeconds predecessorStart = -1; // -1: still pending
  qint64 limitSeconds = 0;            // P's and S's
  int chainNodes = 1;
  int gpusPerNode = 0;
  QString partition = QStringLiteral("batch");
  // What a user can see now (no runtimes, no future), computed on demand: the cluster, and the
  // waits of the last n jobs that started at or before `until` (≤ now), the newest first.
  std::function<ClusterSnapshot()> snapshot;
  std::function<std::vector<double>(std::size_t n, EpochSeconds until)> recentWaits;
  // Where the authors' average-wait baseline counts starts up to, for P started at `start`: their
  // pre-simulation runs on to the step before the next job arrives (it only stops between
  // arrivals), so the jobs started in that stretch count too. Unset: up to P's start minute.
  std::function<EpochSeconds(EpochSeconds start)> averageWaitWindowEnd;
  // The paper's 144 × 42 state (policy/paper_state.h), flattened; empty where not available.
  std::function<std::vector<float>()> paperState;

  bool predecessorStarted() const { return predecessorStart >= 0; }
  EpochSeconds predecessorEnd() const { return predecessorStarted() ? predecessorStart + limitSeconds : -1; }
};

class SubmissionPolicy {
public:
  virtual ~SubmissionPolicy() = default;
  virtual QString name() const = 0;
  // Forget everything about the last chain (a new episode begins).
  virtual void reset() {}
  // Draw the coming episode's randomness from this key (the episode's start), so that an
  // episode's outcome does not hang on which episodes ran before it (a job array's shard runs
  // only some of them).
  virtual void seedEpisode(std::uint64_t key) { (void)key; }
  virtual bool submitNow(const ChainState &state) = 0;
  // A time before the next decision at which the policy wants S submitted (it said so at its last
  // decision), for a harness that can act between decisions; -1: none (the decision grid only).
  virtual EpochSeconds plannedSubmission() const { return -1; }
  // The risk curve behind the policy's first decision once P ran (its reason, for the window's
  // episode view); null for policies that decide without one, or before P started.
  virtual const RiskCurve *curveAtPredecessorStart() const { return nullptr; }
};

// The paper's reactive baseline: S when P ends (never earlier).
class ReactivePolicy final : public SubmissionPolicy {
public:
  QString name() const override { return QStringLiteral("reactive"); }
  bool submitNow(const ChainState &) override { return false; }
};

// S a fixed lead time before P's limit end (once P runs).
class FixedLeadPolicy final : public SubmissionPolicy {
public:
  explicit FixedLeadPolicy(qint64 leadSeconds) : m_lead(leadSeconds) {}
  QString name() const override;
  bool submitNow(const ChainState &state) override;

private:
  qint64 m_lead;
};

// The paper's average-wait baseline: when P starts, the mean wait of the last 100 jobs that
// started; S that long before P's end.
class AverageWaitPolicy final : public SubmissionPolicy {
public:
  QString name() const override { return QStringLiteral("average-wait"); }
  void reset() override { m_lead = -1, m_at = -1; }
  bool submitNow(const ChainState &state) override;
  EpochSeconds plannedSubmission() const override { return m_at; }

private:
  qint64 m_lead = -1;     // whole minutes, as the authors' code (paper-notes §4.3)
  EpochSeconds m_at = -1; // P's end minus the lead
};

// Ours: at every decision after P started, S's wait distribution from a forecaster and the
// interruption-risk curve (forecast/interruption_risk.h); S is submitted once the lead time of least
// cost (weight between interruption hours and overlap GPU-hours) is reached.
class RiskOptimalPolicy final : public SubmissionPolicy {
public:
  RiskOptimalPolicy(std::shared_ptr<const Forecaster> forecaster, RiskOptions options);
  QString name() const override { return QStringLiteral("risk-optimal"); }
  void reset() override { m_startCurve.reset(); }
  bool submitNow(const ChainState &state) override;
  const RiskCurve *curveAtPredecessorStart() const override { return m_startCurve ? &*m_startCurve : nullptr; }
  // The lead time it chose last (seconds), for the GUI's advice.
  qint64 lastLead() const { return m_lastLead; }

private:
  std::shared_ptr<const Forecaster> m_forecaster;
  RiskOptions m_options;
  qint64 m_lastLead = -1;
  std::optional<RiskCurve> m_startCurve;
};

// reactive, average-wait, lead-1h, lead-2h, lead-6h, lead-12h (those that need no model).
std::unique_ptr<SubmissionPolicy> makeBaselinePolicy(const QString &name);
QStringList baselinePolicyNames();

} // namespace mirage::policy
