#include "forecast/suggestion_reason.h"

#include "core/core_tr.h"
#include "core/duration.h"

#include <algorithm>
#include <cmath>

namespace mirage {
namespace {
constexpr qint64 kHour = 3600;

QString percent(double p)
{
  return QStringLiteral("%1 %").arg(100.0 * p, 0, 'f', 0);
}
} // namespace

int jobsWaitingIn(const ClusterSnapshot &snapshot, const QString &partition)
{
  return int(std::count_if(snapshot.jobs.begin(), snapshot.jobs.end(),
                           [&](const Job &j) { return j.state == JobState::Pending && j.partition == partition; }));
}

QStringList explainSuggestion(const RiskCurve &curve, const RiskPoint &best, const SuggestionContext &context)
{
  QStringList out;
  if (curve.points.empty())
    return out;
  if (context.jobsAhead == 1)
    out << CoreTr::tr("1 job waits in %1 now.").arg(context.partition);
  else if (context.jobsAhead >= 0)
    out << CoreTr::tr("%1 jobs wait in %2 now.").arg(context.jobsAhead).arg(context.partition);
  if (context.successorWait.isValid())
    out << CoreTr::tr("Submitted now, the successor would wait about %1 (P50), %2 at worst in nine cases of ten (P90).")
               .arg(formatDurationShort(qint64(context.successorWait.p50())),
                    formatDurationShort(qint64(context.successorWait.p90())));
  // Forecast for the queue as it will be at the suggested submission, when that differs from now's.
  if (context.successorWait.isValid() && best.successorP90 > 0 &&
      (std::abs(best.successorP50 - context.successorWait.p50()) >= 60 ||
       std::abs(best.successorP90 - context.successorWait.p90()) >= 60))
    out << CoreTr::tr("Submitted then, with the queue as it is forecast to be, it would wait about %1 (P50), %2 (P90).")
               .arg(formatDurationShort(qint64(best.successorP50)), formatDurationShort(qint64(best.successorP90)));
  out << CoreTr::tr("Submitted %1 before the predecessor's limit end, it starts too late with a chance of %2 (expected "
                    "gap %3 h) and overlaps the predecessor by %4 GPU-hours on average: an expected cost of %5 "
                    "GPU-hours.")
             .arg(formatDurationShort(best.leadSeconds), percent(best.interruptionProbability))
             .arg(best.expectedGapHours, 0, 'f', 2)
             .arg(best.expectedOverlapGpuHours, 0, 'f', 1)
             .arg(best.cost, 0, 'f', 1);
  // The neighbours on the curve's grid at least an hour away, with how far they are.
  const RiskPoint *earlier = nullptr, *later = nullptr;
  for (const RiskPoint &p : curve.points) {
    if (!earlier && p.leadSeconds >= best.leadSeconds + kHour)
      earlier = &p;
    if (p.leadSeconds < best.leadSeconds && (p.leadSeconds <= best.leadSeconds - kHour || p.leadSeconds == 0))
      later = &p;
  }
  if (earlier)
    out << CoreTr::tr("%1 earlier: interruption %2, overlap %3 GPU-hours, cost %4 GPU-hours.")
               .arg(formatDurationShort(earlier->leadSeconds - best.leadSeconds),
                    percent(earlier->interruptionProbability))
               .arg(earlier->expectedOverlapGpuHours, 0, 'f', 1)
               .arg(earlier->cost, 0, 'f', 1);
  if (later)
    out << CoreTr::tr("%1 later: interruption %2, overlap %3 GPU-hours, cost %4 GPU-hours.")
               .arg(formatDurationShort(best.leadSeconds - later->leadSeconds), percent(later->interruptionProbability))
               .arg(later->expectedOverlapGpuHours, 0, 'f', 1)
               .arg(later->cost, 0, 'f', 1);
  else if (best.leadSeconds == 0)
    out << CoreTr::tr("Any later, the successor would go in after the predecessor has ended.");
  return out;
}

} // namespace mirage
