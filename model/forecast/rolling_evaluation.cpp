#include "forecast/rolling_evaluation.h"

#include "core/core_tr.h"

#include <QDateTime>
#include <QTimeZone>

namespace mirage {

std::vector<std::pair<EpochSeconds, EpochSeconds>> rollingMonths(EpochSeconds lastSubmit, int months)
{
  const QDate last = QDateTime::fromSecsSinceEpoch(lastSubmit, QTimeZone::utc()).date();
  const QDate lastMonth(last.year(), last.month(), 1);
  std::vector<std::pair<EpochSeconds, EpochSeconds>> out;
  for (int k = months - 1; k >= 0; --k) {
    const QDate first = lastMonth.addMonths(-k);
    out.emplace_back(QDateTime(first, QTime(0, 0), QTimeZone::utc()).toSecsSinceEpoch(),
                     QDateTime(first.addMonths(1), QTime(0, 0), QTimeZone::utc()).toSecsSinceEpoch());
  }
  return out;
}

Result<std::vector<MonthEvaluation>> evaluateRolling(const std::vector<TraceJob> &jobs, const ReplayOptions &replay,
                                                     const EvaluationOptions &base, int months,
                                                     const EvaluationProgress &progress)
{
  using R = Result<std::vector<MonthEvaluation>>;
  if (months < 1)
    return R::failure(CoreTr::tr("--rolling needs at least one month"));
  const TraceReplay whole(jobs, replay);
  if (whole.jobs().empty())
    return R::failure(CoreTr::tr("the trace has no job with a start time"));
  const auto bounds = rollingMonths(whole.lastSubmit(), months);
  std::vector<MonthEvaluation> out;
  for (std::size_t m = 0; m < bounds.size(); ++m) {
    const auto [from, to] = bounds[m];
    const QString month = QDateTime::fromSecsSinceEpoch(from, QTimeZone::utc()).toString(QStringLiteral("yyyy-MM"));
    ReplayOptions shaped = replay;
    shaped.shapeUntil = from; // the cluster as the past showed it
    const TraceReplay past(jobs, shaped);
    EvaluationOptions options = base;
    if (!out.empty()) // each method's calibration as the month before left it
      for (const MethodEvaluation &e : out.back().evaluation.methods)
        if (e.error.isEmpty())
          options.calibrationFrom[e.method] = e.adaptive;
    options.trainUntil = from;
    options.testFrom = from;
    options.testTo = to;
    const double done = double(m) / double(bounds.size()), share = 1.0 / double(bounds.size());
    auto evaluated = evaluateForecasters(past, options, [&](const QString &stage, double fraction) {
      return !progress || progress(QStringLiteral("%1: %2").arg(month, stage), done + share * fraction);
    });
    if (!evaluated.ok())
      return R::failure(QStringLiteral("%1: %2").arg(month, evaluated.error()));
    out.push_back({from, to, std::move(evaluated).value(), past.partitions()});
  }
  return out;
}

} // namespace mirage
