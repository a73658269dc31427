#include "report/policies_report.h"

#include "core/core_tr.h"
#include "forecast/chain_cost.h"

#include <QDateTime>
#include <QJsonArray>

#include <algorithm>
#include <map>

namespace mirage::report {
namespace {

QStringList scoreRow(const QString &name, const QJsonObject &b)
{
  return {
      name,
      scoreWithInterval(b, "mean_cost_gpu_h"),
      b[QLatin1String("cost_over_oracle")].isDouble() ? scoreWithInterval(b, "cost_over_oracle") : QString(),
      scoreWithInterval(b, "mean_interruption_h"),
      scoreWithInterval(b, "mean_overlap_h"),
      QStringLiteral("%1 %").arg(100 * b[QLatin1String("interruption_reduction_vs_reactive")].toDouble(), 0, 'f', 0),
      QStringLiteral("%1 %").arg(100 * b[QLatin1String("zero_interruption_share")].toDouble(), 0, 'f', 0),
      QString::number(b[QLatin1String("n")].toInt())};
}

QStringList scoreHeader()
{
  return {CoreTr::tr("method"),           CoreTr::tr("cost GPU-h [95 %]"),
          CoreTr::tr("× oracle [95 %]"),  CoreTr::tr("interruption h [95 %]"),
          CoreTr::tr("overlap h [95 %]"), CoreTr::tr("less than reactive"),
          CoreTr::tr("no interruption"),  CoreTr::tr("episodes")};
}

} // namespace

QString scoreWithInterval(const QJsonObject &o, const char *key)
{
  const QJsonArray ci = o[QLatin1String(key) + QLatin1String("_ci")].toArray();
  const QString mean = QString::number(o[QLatin1String(key)].toDouble(), 'f', 2);
  return ci.size() == 2
             ? QStringLiteral("%1 [%2–%3]")
                   .arg(mean, QString::number(ci[0].toDouble(), 'f', 2), QString::number(ci[1].toDouble(), 'f', 2))
             : mean;
}

ReportDocument policiesReport(const QJsonObject &e, const QTimeZone &zone)
{
  ReportDocument doc;
  doc.zone = zone;
  doc.title =
      CoreTr::tr("Chain policies on %1").arg(e[QLatin1String("trace")].toString().section(QLatin1Char('/'), -1));
  doc.facts << CoreTr::tr("Trace: %1").arg(e[QLatin1String("trace")].toString())
            << CoreTr::tr("Cluster: %1 nodes at %2× the load; chains of %3 node(s) × %4 h")
                   .arg(e[QLatin1String("nodes")].toInt())
                   .arg(e[QLatin1String("load_scale")].toDouble())
                   .arg(e[QLatin1String("chain_nodes")].toInt())
                   .arg(e[QLatin1String("chain_limit_min")].toInt() / 60)
            << CoreTr::tr("Validation: %1 episodes of five days from %2")
                   .arg(e[QLatin1String("episodes")].toInt())
                   .arg(e[QLatin1String("validate_from")].toString())
            << CoreTr::tr("Method: the Mirage paper's protocol, every method on the same episodes; 95 % paired "
                          "bootstrap intervals")
            << CoreTr::tr("Cost of a hand-over: the chain's GPUs × (%1 × hours interrupted + hours of overlap), in "
                          "GPU-hours; the oracle is the least cost knowing the future")
                   .arg(e[QLatin1String("interruption_weight")].toDouble(kDefaultInterruptionWeight))
            << CoreTr::tr("Generated %1 by Mirage")
                   .arg(QDateTime::currentDateTime().toTimeZone(zone).toString(QStringLiteral("yyyy-MM-dd HH:mm t")));
  const QJsonArray methods = e[QLatin1String("methods")].toArray();
  // The summary: the front, and the best reduction against reactive.
  struct Point {
    QString name;
    double interruption, overlap, reduction, cost;
    QJsonValue overOracle;
  };
  std::vector<Point> points;
  for (const QJsonValue &m : methods) {
    const QJsonObject all = m[QLatin1String("buckets")].toObject()[QLatin1String("all")].toObject();
    points.push_back({m[QLatin1String("name")].toString(), all[QLatin1String("mean_interruption_h")].toDouble(),
                      all[QLatin1String("mean_overlap_h")].toDouble(),
                      all[QLatin1String("interruption_reduction_vs_reactive")].toDouble(),
                      all[QLatin1String("mean_cost_gpu_h")].toDouble(), all[QLatin1String("cost_over_oracle")]});
  }
  QStringList front;
  for (const Point &p : points) {
    const bool beaten = std::any_of(points.begin(), points.end(), [&](const Point &q) {
      return q.interruption <= p.interruption && q.overlap <= p.overlap &&
             (q.interruption < p.interruption || q.overlap < p.overlap);
    });
    if (!beaten)
      front << p.name;
  }
  const auto cheapest = std::min_element(points.begin(), points.end(), [](const Point &a, const Point &b) {
    return b.name == QLatin1String("oracle") || (a.name != QLatin1String("oracle") && a.cost < b.cost);
  });
  if (cheapest != points.end() && cheapest->name != QLatin1String("oracle"))
    doc.summary << (cheapest->overOracle.isDouble()
                        ? CoreTr::tr("%1 costs the least: %2 GPU-h a hand-over, %3 times the hindsight oracle's.")
                              .arg(cheapest->name)
                              .arg(cheapest->cost, 0, 'f', 2)
                              .arg(cheapest->overOracle.toDouble(), 0, 'f', 2)
                        : CoreTr::tr("%1 costs the least: %2 GPU-h a hand-over.")
                              .arg(cheapest->name)
                              .arg(cheapest->cost, 0, 'f', 2));
  if (!front.isEmpty())
    doc.summary << CoreTr::tr("No other method has both less interruption and less overlap than %1.")
                       .arg(front.join(QStringLiteral(", ")));
  const auto best = std::max_element(points.begin(), points.end(), [](const Point &a, const Point &b) {
    return a.name == QLatin1String("oracle") || (b.name != QLatin1String("oracle") && a.reduction < b.reduction);
  });
  if (best != points.end() && best->name != QLatin1String("oracle") && best->name != QLatin1String("reactive"))
    doc.summary << CoreTr::tr("%1 interrupts the service %2 % less than reactive (%3 h against %4 h on average), at "
                              "%5 h of overlap.")
                       .arg(best->name)
                       .arg(100 * best->reduction, 0, 'f', 0)
                       .arg(best->interruption, 0, 'f', 2)
                       .arg(points.front().interruption, 0, 'f', 2)
                       .arg(best->overlap, 0, 'f', 2);

  ReportSection scores;
  scores.heading = CoreTr::tr("Scores");
  ReportTable all;
  all.title = CoreTr::tr("All episodes");
  all.header = scoreHeader();
  for (const QJsonValue &m : methods)
    all.rows << scoreRow(m[QLatin1String("name")].toString(),
                         m[QLatin1String("buckets")].toObject()[QLatin1String("all")].toObject());
  scores.tables << all;
  for (const char *bucket : {"low", "medium", "heavy"}) {
    ReportTable t;
    t.title = CoreTr::tr("Episodes of %1 load (by reactive's outcome)").arg(QString::fromLatin1(bucket));
    t.header = scoreHeader();
    for (const QJsonValue &m : methods) {
      const QJsonObject b = m[QLatin1String("buckets")].toObject()[QLatin1String(bucket)].toObject();
      if (b[QLatin1String("n")].toInt() > 0)
        t.rows << scoreRow(m[QLatin1String("name")].toString(), b);
    }
    if (!t.rows.isEmpty())
      scores.tables << t;
  }
  doc.sections << scores;

  // The distribution of d (start of the successor minus end of the predecessor) per method.
  std::map<QString, std::vector<double>> d;
  for (const QJsonValue &p : e[QLatin1String("per_episode")].toArray())
    d[p[QLatin1String("method")].toString()].push_back(p[QLatin1String("d_h")].toDouble());
  ReportChart cdf{CoreTr::tr("Distribution of d"),
                  CoreTr::tr("d (h): below 0 overlap, above 0 interruption"),
                  CoreTr::tr("share of episodes"),
                  false,
                  {}};
  for (const QJsonValue &m : methods) {
    std::vector<double> values = d[m[QLatin1String("name")].toString()];
    if (values.empty())
      continue;
    std::sort(values.begin(), values.end());
    ReportSeries s{m[QLatin1String("name")].toString(), {}, {}};
    for (std::size_t i = 0; i < values.size(); ++i) {
      s.x.push_back(values[i]);
      s.y.push_back(double(i + 1) / double(values.size()));
    }
    cdf.series.push_back(s);
  }
  if (!cdf.series.empty()) {
    ReportSection distribution;
    distribution.heading = CoreTr::tr("d per episode");
    distribution.charts << cdf;
    doc.sections << distribution;
  }
  return doc;
}

} // namespace mirage::report
