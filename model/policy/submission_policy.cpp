#include "policy/submission_policy.h"

#include "forecast/job_request.h"

#include <numeric>

namespace mirage::policy {

QString FixedLeadPolicy::name() const
{
  return QStringLiteral("lead-%1h").arg(double(m_lead) / 3600.0);
}

bool FixedLeadPolicy::submitNow(const ChainState &state)
{
  return state.predecessorStarted() && state.now >= state.predecessorEnd() - m_lead;
}

bool AverageWaitPolicy::submitNow(const ChainState &state)
{
  if (!state.predecessorStarted())
    return false;
  if (m_lead < 0) {
    // The authors' avg_time: the whole-minute mean wait of the last 100 jobs started up to and
    // including P's start minute (P's own wait included), and on to where their pre-simulation
    // stops; computed once those starts are known (hours before P's end).
    const EpochSeconds until =
        state.averageWaitWindowEnd ? state.averageWaitWindowEnd(state.predecessorStart) : state.predecessorStart;
    if (state.now <= until && state.now < state.predecessorEnd())
      return false;
    const std::vector<double> waits = state.recentWaits ? state.recentWaits(100, until) : std::vector<double>{};
    const double mean = waits.empty() ? 0.0 : std::accumulate(waits.begin(), waits.end(), 0.0) / double(waits.size());
    m_lead = qint64(mean / 60) * 60;
    m_at = state.predecessorEnd() - m_lead;
  }
  return state.now >= m_at;
}

RiskOptimalPolicy::RiskOptimalPolicy(std::shared_ptr<const Forecaster> forecaster, RiskOptions options)
    : m_forecaster(std::move(forecaster)), m_options(std::move(options))
{
  if (m_options.samples > 1000)
    m_options.samples = 1000; // asked every 10 minutes: enough for a decision
}

bool RiskOptimalPolicy::submitNow(const ChainState &state)
{
  if (!state.predecessorStarted() || !state.snapshot)
    return false;
  JobRequest successor;
  successor.partition = state.partition;
  successor.nodes = state.chainNodes;
  successor.timeLimitSeconds = state.limitSeconds;
  const ClusterSnapshot snapshot = state.snapshot();
  const auto wait = m_forecaster->forecast(snapshot, successor, state.now);
  if (!wait.ok())
    return false; // the harness submits at P's end
  ChainPredecessor p;
  p.running = true;
  p.start = state.predecessorStart;
  p.limitSeconds = state.limitSeconds;
  const int gpus = state.chainNodes * std::max(1, state.gpusPerNode);
  const RiskCurve curve = interruptionRisk(p, *wait, gpus, state.now, m_options);
  m_lastLead = curve.suggested().leadSeconds;
  if (!m_startCurve)
    m_startCurve = curve;
  return state.now >= state.predecessorEnd() - m_lastLead;
}

QStringList baselinePolicyNames()
{
  return {QStringLiteral("reactive"), QStringLiteral("average-wait"), QStringLiteral("lead-1h"),
          QStringLiteral("lead-2h"),  QStringLiteral("lead-6h"),      QStringLiteral("lead-12h")};
}

std::unique_ptr<SubmissionPolicy> makeBaselinePolicy(const QString &name)
{
  if (name == QLatin1String("reactive"))
    return std::make_unique<ReactivePolicy>();
  if (name == QLatin1String("average-wait"))
    return std::make_unique<AverageWaitPolicy>();
  for (const int hours : {1, 2, 6, 12})
    if (name == QStringLiteral("lead-%1h").arg(hours))
      return std::make_unique<FixedLeadPolicy>(qint64(hours) * 3600);
  return nullptr;
}

} // namespace mirage::policy
