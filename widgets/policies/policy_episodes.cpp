#include "widgets/policies/policy_episodes.h"

#include "forecast/chain_cost.h"
#include "policy/chain_evaluation.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>

#include <map>

namespace mirage {
namespace {
struct EpisodesTr {
  Q_DECLARE_TR_FUNCTIONS(Mirage::PolicyEpisodes)
};

EpochSeconds epochOf(const QJsonValue &iso)
{
  const QDateTime t = QDateTime::fromString(iso.toString(), Qt::ISODate);
  return t.isValid() ? t.toSecsSinceEpoch() : -1;
}

QString hours(double h)
{
  return QStringLiteral("%1%2 h").arg(h > 0 ? QStringLiteral("+") : QString()).arg(h, 0, 'f', 2);
}
} // namespace

const EpisodeOutcome *PolicyEpisode::outcome(const QString &method) const
{
  for (const EpisodeOutcome &o : outcomes)
    if (o.method == method)
      return &o;
  return nullptr;
}

QString PolicyEpisode::best() const
{
  const EpisodeOutcome *best = nullptr;
  for (const EpisodeOutcome &o : outcomes)
    if (o.method != QLatin1String("oracle") && (!best || o.costGpuHours < best->costGpuHours))
      best = &o;
  return best ? best->method : QString();
}

std::vector<PolicyEpisode> policyEpisodes(const QJsonObject &evaluation)
{
  std::vector<PolicyEpisode> episodes;
  std::map<QString, std::size_t> byStart;
  const auto episodeAt = [&](const QString &start) -> PolicyEpisode & {
    const auto [it, added] = byStart.emplace(start, episodes.size());
    if (added) {
      episodes.emplace_back();
      episodes.back().start = epochOf(start);
    }
    return episodes[it->second];
  };
  // An evaluation stored before costs were: its d at the default weight.
  const double gpus =
      chainGpus(evaluation[QLatin1String("chain_nodes")].toInt(1), evaluation[QLatin1String("gpus_per_node")].toInt(1));
  const double weight = evaluation[QLatin1String("interruption_weight")].toDouble(kDefaultInterruptionWeight);
  for (const QJsonValue &row : evaluation[QLatin1String("per_episode")].toArray()) {
    PolicyEpisode &e = episodeAt(row[QLatin1String("start")].toString());
    const double d = row[QLatin1String("d_h")].toDouble();
    e.outcomes.push_back({row[QLatin1String("method")].toString(), d,
                          row[QLatin1String("submitted")].isString() ? epochOf(row[QLatin1String("submitted")]) : -1,
                          row[QLatin1String("cost_gpu_h")].toDouble(handoverCostOfD(d * 3600, gpus, weight))});
  }
  for (const QJsonValue &row : evaluation[QLatin1String("episode_details")].toArray()) {
    PolicyEpisode &e = episodeAt(row[QLatin1String("start")].toString());
    e.predecessorSubmit = epochOf(row[QLatin1String("predecessor_submit")]);
    e.predecessorStart = epochOf(row[QLatin1String("predecessor_start")]);
    e.predecessorEnd = epochOf(row[QLatin1String("predecessor_end")]);
    e.riskAt = epochOf(row[QLatin1String("risk_at")]);
    for (const QJsonValue &p : row[QLatin1String("risk")].toArray())
      e.risk.push_back({epochOf(p[QLatin1String("submit")]), p[QLatin1String("p_interruption")].toDouble(),
                        p[QLatin1String("cost")].toDouble()});
    std::sort(e.risk.begin(), e.risk.end(), [](const auto &a, const auto &b) { return a.submit < b.submit; });
  }
  for (PolicyEpisode &e : episodes) {
    const EpisodeOutcome *reactive = e.outcome(QStringLiteral("reactive"));
    e.bucket = reactive ? policy::loadBucket(reactive->dHours * 3600.0) : QString();
  }
  return episodes;
}

QList<RowColumn<PolicyEpisode>> policyEpisodeColumns()
{
  using Row = PolicyEpisode;
  const Qt::Alignment right = Qt::AlignRight | Qt::AlignVCenter;
  const auto dOf = [](const Row &e, const QString &method) {
    const EpisodeOutcome *o = e.outcome(method);
    return o ? QVariant(o->dHours) : QVariant();
  };
  return {
      {[] { return EpisodesTr::tr("Episode"); },
       [](const Row &e) {
         return QDateTime::fromSecsSinceEpoch(e.start, Qt::UTC).toString(QStringLiteral("yyyy-MM-dd HH:mm"));
       },
       [](const Row &) { return EpisodesTr::tr("When the episode's five days begin (UTC)"); }, Qt::AlignLeft,
       [](const Row &e) { return QVariant(e.start); }},
      {[] { return EpisodesTr::tr("Load"); },
       [](const Row &e) {
         return e.bucket == QLatin1String("low")      ? EpisodesTr::tr("low")
                : e.bucket == QLatin1String("medium") ? EpisodesTr::tr("medium")
                : e.bucket == QLatin1String("heavy")  ? EpisodesTr::tr("heavy")
                                                      : QString();
       },
       [](const Row &) { return EpisodesTr::tr("By reactive's interruption: low ≤ 2 h, medium ≤ 12 h, heavy above"); }},
      {[] { return EpisodesTr::tr("Reactive d"); },
       [](const Row &e) {
         const EpisodeOutcome *o = e.outcome(QStringLiteral("reactive"));
         return o ? hours(o->dHours) : QString();
       },
       [](const Row &) { return EpisodesTr::tr("S submitted when P ends: the interruption it costs"); }, right,
       [dOf](const Row &e) { return dOf(e, QStringLiteral("reactive")); }},
      {[] { return EpisodesTr::tr("Best method"); }, [](const Row &e) { return e.best(); },
       [](const Row &e) {
         const EpisodeOutcome *o = e.outcome(e.best());
         return EpisodesTr::tr("The method of least cost here (d %1), the oracle left out")
             .arg(o ? hours(o->dHours) : QString());
       }},
      {[] { return EpisodesTr::tr("Best cost"); },
       [](const Row &e) {
         const EpisodeOutcome *o = e.outcome(e.best());
         return o ? QString::number(o->costGpuHours, 'f', 1) : QString();
       },
       [](const Row &e) {
         const EpisodeOutcome *oracle = e.outcome(QStringLiteral("oracle"));
         return oracle ? EpisodesTr::tr("GPU-hours of the best method's hand-over; the oracle's: %1")
                             .arg(oracle->costGpuHours, 0, 'f', 1)
                       : EpisodesTr::tr("GPU-hours of the best method's hand-over");
       },
       right,
       [](const Row &e) {
         const EpisodeOutcome *o = e.outcome(e.best());
         return o ? QVariant(o->costGpuHours) : QVariant();
       }}};
}

} // namespace mirage
