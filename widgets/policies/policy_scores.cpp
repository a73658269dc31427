#include "widgets/policies/policy_scores.h"

#include "report/policies_report.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace mirage {
namespace {
struct ScoresTr {
  Q_DECLARE_TR_FUNCTIONS(Mirage::PolicyScores)
};
} // namespace

QList<RowColumn<PolicyScoreRow>> policyScoreColumns()
{
  using Row = PolicyScoreRow;
  const Qt::Alignment right = Qt::AlignRight | Qt::AlignVCenter;
  const auto number = [](const char *key) {
    return [key](const Row &s) { return QVariant(s.bucket[QLatin1String(key)].toDouble()); };
  };
  return {{[] { return ScoresTr::tr("Method"); }, [](const Row &s) { return s.name; }},
          {[] { return ScoresTr::tr("Cost GPU-h"); },
           [](const Row &s) { // none in an evaluation stored before costs were
             return s.bucket.contains(QLatin1String("mean_cost_gpu_h"))
                        ? report::scoreWithInterval(s.bucket, "mean_cost_gpu_h")
                        : QString();
           },
           [](const Row &) {
             return ScoresTr::tr("Mean cost of a hand-over: the chain's GPUs × (weight × hours interrupted + hours of "
                                 "overlap), with the 95 % interval");
           },
           right, number("mean_cost_gpu_h")},
          {[] { return ScoresTr::tr("× oracle"); },
           [](const Row &s) {
             return s.bucket[QLatin1String("cost_over_oracle")].isDouble()
                        ? report::scoreWithInterval(s.bucket, "cost_over_oracle")
                        : QString();
           },
           [](const Row &) {
             return ScoresTr::tr("Mean cost over the hindsight oracle's on the same episodes (1 = as good as "
                                 "knowing the future), with the 95 % interval");
           },
           right, number("cost_over_oracle")},
          {[] { return ScoresTr::tr("Interruption h"); },
           [](const Row &s) { return report::scoreWithInterval(s.bucket, "mean_interruption_h"); },
           [](const Row &) { return ScoresTr::tr("Mean hours the service was down, with the 95 % interval"); }, right,
           number("mean_interruption_h")},
          {[] { return ScoresTr::tr("Overlap h"); },
           [](const Row &s) { return report::scoreWithInterval(s.bucket, "mean_overlap_h"); },
           [](const Row &) { return ScoresTr::tr("Mean hours both jobs ran, with the 95 % interval"); }, right,
           number("mean_overlap_h")},
          {[] { return ScoresTr::tr("vs reactive"); },
           [](const Row &s) {
             const QJsonArray ci = s.bucket[QLatin1String("interruption_reduction_vs_reactive_ci")].toArray();
             return QStringLiteral("%1 % [%2–%3]")
                 .arg(100 * s.bucket[QLatin1String("interruption_reduction_vs_reactive")].toDouble(), 0, 'f', 0)
                 .arg(100 * ci[0].toDouble(), 0, 'f', 0)
                 .arg(100 * ci[1].toDouble(), 0, 'f', 0);
           },
           [](const Row &) { return ScoresTr::tr("How much less interruption than reactive (paired bootstrap)"); },
           right, number("interruption_reduction_vs_reactive")},
          {[] { return ScoresTr::tr("No interruption"); },
           [](const Row &s) {
             return QStringLiteral("%1 %").arg(100 * s.bucket[QLatin1String("zero_interruption_share")].toDouble(), 0,
                                               'f', 0);
           },
           [](const Row &) { return ScoresTr::tr("The share of episodes without any interruption"); }, right,
           number("zero_interruption_share")},
          {[] { return ScoresTr::tr("Episodes"); },
           [](const Row &s) { return QString::number(s.bucket[QLatin1String("n")].toInt()); },
           {},
           right,
           number("n")},
          {[] { return ScoresTr::tr("Decisions/s"); },
           [](const Row &s) {
             return s.decisionsPerSecond > 0 ? QString::number(s.decisionsPerSecond, 'f', 0) : QString();
           },
           {},
           right,
           [](const Row &s) { return QVariant(s.decisionsPerSecond); }}};
}

} // namespace mirage
