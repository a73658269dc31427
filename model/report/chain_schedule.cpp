#include "report/chain_schedule.h"
#include "forecast/suggestion_reason.h"

#include <QRegularExpression>

namespace mirage::report {
namespace {

// The lead the chain's policy asks for; -1 for risk-optimal (the curve decides).
qint64 policyLead(const QString &policy)
{
  static const QRegularExpression lead(QStringLiteral("^lead-(\\d+)h$"));
  if (const auto m = lead.match(policy); m.hasMatch())
    return m.captured(1).toLongLong() * 3600;
  return policy == QLatin1String("risk-optimal") ? -1 : 0;
}

// The curve's point nearest to `lead`.
const RiskPoint &pointAt(const RiskCurve &curve, qint64 lead)
{
  std::size_t best = 0;
  for (std::size_t i = 1; i < curve.points.size(); ++i)
    if (std::abs(curve.points[i].leadSeconds - lead) < std::abs(curve.points[best].leadSeconds - lead))
      best = i;
  return curve.points[best];
}

} // namespace

ChainSchedule planChainSchedule(const StoredChain &chain, const QList<ChainLink> &links,
                                const ClusterSnapshot *snapshot, const Forecaster *forecaster, const RiskOptions &risk,
                                EpochSeconds now)
{
  const policy::ChainDefinition &c = chain.definition;
  ChainSchedule s;
  s.chain = c.name;
  s.partition = c.partition;
  s.policy = c.policy;
  s.key = c.key;
  s.links = c.links;
  s.nodes = c.nodes;
  s.limitSeconds = c.limitSeconds;
  s.interruptionWeight = risk.interruptionWeight;
  s.generated = now;
  for (const ChainLink &l : links) {
    ScheduleRow r;
    r.link = l.link + 1;
    r.state = QStringLiteral("submitted");
    r.jobId = l.jobId;
    r.submitAt = l.submitted > 0 ? l.submitted : l.intended;
    s.rows.push_back(r);
  }
  const int next = int(links.size());
  if (next >= c.links)
    return s;
  qint64 lead = policyLead(c.policy);
  ScheduleRow first;
  first.link = next + 1;
  first.state = QStringLiteral("next");
  first.submitAt = now;
  EpochSeconds predecessorEnd = 0; // the limit end of the link before the one planned
  const Job *p = next > 0 && snapshot ? snapshot->findJob(links.back().jobId) : nullptr;
  if (p && forecaster) {
    JobRequest successor;
    successor.partition = c.partition;
    successor.nodes = c.nodes;
    successor.gpusPerNode = c.gpusPerNode;
    successor.timeLimitSeconds = c.limitSeconds;
    const auto r = chainRisk(*snapshot, *forecaster, links.back().jobId, successor, risk);
    if (r.ok() && !r->curve.points.empty()) {
      const RiskPoint &point = lead < 0 ? r->curve.suggested() : pointAt(r->curve, lead);
      s.method = forecaster->method();
      lead = point.leadSeconds;
      first.submitAt = point.submitAt;
      first.leadSeconds = point.leadSeconds;
      first.interruptionProbability = point.interruptionProbability;
      first.expectedOverlapHours = point.expectedOverlapHours;
      first.expectedGapHours = point.expectedGapHours;
      first.costGpuHours = point.cost;
      predecessorEnd = r->curve.limitEnd;
      s.reason =
          explainSuggestion(r->curve, point, {c.partition, jobsWaitingIn(*snapshot, c.partition), r->successorWait});
    }
  }
  if (predecessorEnd == 0) {
    lead = std::max<qint64>(0, lead);
    if (p && p->startTime > 0) {
      predecessorEnd = p->limitEnd();
      first.submitAt = std::max(now, predecessorEnd - lead);
      first.leadSeconds = predecessorEnd - first.submitAt;
    } else {
      predecessorEnd = now; // no predecessor running: the next link goes in now
    }
  }
  s.rows.push_back(first);
  // Later links: each starts as its predecessor ends, the next submitted `lead` before that.
  EpochSeconds end = std::max(predecessorEnd, first.submitAt) + c.limitSeconds;
  for (int k = next + 1; k < c.links; ++k) {
    ScheduleRow r = first;
    r.link = k + 1;
    r.state = QStringLiteral("planned");
    r.submitAt = end - std::max<qint64>(0, lead);
    r.leadSeconds = std::max<qint64>(0, lead);
    s.rows.push_back(r);
    end += c.limitSeconds;
  }
  return s;
}

} // namespace mirage::report
