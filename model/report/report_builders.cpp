#include "report/report_builders.h"
#include "forecast/forecast_metrics.h"

#include "core/core_tr.h"
#include "core/duration.h"

#include <QDateTime>

#include <cmath>
#include <optional>

namespace mirage::report {
namespace {

QString hours(double h, int decimals = 2)
{
  return QString::number(h, 'f', decimals);
}

QString generatedLine(EpochSeconds t, const QTimeZone &zone)
{
  return CoreTr::tr("Generated %1 by Mirage").arg(localTime(t, zone));
}

QString stateName(const QString &state)
{
  if (state == QLatin1String("submitted"))
    return CoreTr::tr("submitted");
  if (state == QLatin1String("next"))
    return CoreTr::tr("next");
  return CoreTr::tr("planned");
}

} // namespace

QString localTime(EpochSeconds t, const QTimeZone &zone)
{
  const QDateTime d = QDateTime::fromSecsSinceEpoch(t, zone);
  return d.toString(QStringLiteral("yyyy-MM-dd HH:mm ")) + zone.abbreviation(d);
}

ReportDocument scheduleReport(const ChainSchedule &schedule, const QTimeZone &zone)
{
  ReportDocument doc;
  doc.zone = zone;
  doc.title = CoreTr::tr("Submission schedule of chain %1").arg(schedule.chain);
  doc.facts << CoreTr::tr("Partition %1: %2 links of %3 node(s) × %4")
                   .arg(schedule.partition)
                   .arg(schedule.links)
                   .arg(schedule.nodes)
                   .arg(formatSlurmDuration(schedule.limitSeconds))
            << CoreTr::tr("Policy: %1").arg(schedule.policy)
            << (schedule.method.isEmpty()
                    ? CoreTr::tr("Method: no wait forecast (no cluster state given): links as their predecessors end")
                    : CoreTr::tr("Method: interruption risk from the %1 wait forecast of the queue at %2")
                          .arg(schedule.method, localTime(schedule.generated, zone)))
            << CoreTr::tr("Cost: the chain's GPUs × (%1 × hours interrupted + hours of overlap), in GPU-hours")
                   .arg(schedule.interruptionWeight)
            << CoreTr::tr("Times in %1").arg(QString::fromUtf8(zone.id())) << generatedLine(schedule.generated, zone);
  // The summary: the next submission, and how the whole chain is planned.
  for (const ScheduleRow &r : schedule.rows) {
    if (r.state != QLatin1String("next"))
      continue;
    doc.summary << (r.interruptionProbability >= 0
                        ? CoreTr::tr("Submit link %1 at %2, %3 before its predecessor's time limit ends: the chance "
                                     "that the service is interrupted is then %4 % (%5 h expected), and about %6 h "
                                     "of the two jobs would overlap: an expected cost of %7 GPU-hours.")
                              .arg(r.link)
                              .arg(localTime(r.submitAt, zone), formatDurationShort(std::max<qint64>(0, r.leadSeconds)))
                              .arg(r.interruptionProbability * 100, 0, 'f', 0)
                              .arg(r.expectedGapHours, 0, 'f', 1)
                              .arg(r.expectedOverlapHours, 0, 'f', 1)
                              .arg(r.costGpuHours, 0, 'f', 1)
                        : CoreTr::tr("Submit link %1 at %2.").arg(r.link).arg(localTime(r.submitAt, zone)));
    if (!schedule.reason.isEmpty())
      doc.summary << CoreTr::tr("Why: %1").arg(schedule.reason.join(QLatin1Char(' ')));
    break;
  }
  int submitted = 0;
  for (const ScheduleRow &r : schedule.rows)
    submitted += r.state == QLatin1String("submitted");
  doc.summary << CoreTr::tr("%1 of the chain's %2 links are submitted; the %3 policy plans the rest, each as its "
                            "predecessor ends.")
                     .arg(submitted)
                     .arg(schedule.links)
                     .arg(schedule.policy);
  ReportSection s;
  s.heading = CoreTr::tr("Schedule");
  s.paragraphs << CoreTr::tr("Each link after the first should be submitted at the time shown, the lead before its "
                             "predecessor's time limit ends. Planned links assume each link starts as its "
                             "predecessor ends and use today's queue; recompute as the chain runs.");
  ReportTable t;
  t.title = CoreTr::tr("Links");
  t.header << CoreTr::tr("link") << CoreTr::tr("state") << CoreTr::tr("job") << CoreTr::tr("submit at")
           << CoreTr::tr("lead") << CoreTr::tr("P(interruption)") << CoreTr::tr("expected gap (h)")
           << CoreTr::tr("expected overlap (h)") << CoreTr::tr("expected cost (GPU-h)");
  for (const ScheduleRow &r : schedule.rows)
    t.rows << QStringList{QString::number(r.link),
                          stateName(r.state),
                          r.jobId,
                          localTime(r.submitAt, zone),
                          r.leadSeconds >= 0 ? formatDurationShort(r.leadSeconds) : QString(),
                          r.interruptionProbability >= 0
                              ? QStringLiteral("%1 %").arg(r.interruptionProbability * 100, 0, 'f', 0)
                              : QString(),
                          r.expectedGapHours >= 0 ? hours(r.expectedGapHours) : QString(),
                          r.expectedOverlapHours >= 0 ? hours(r.expectedOverlapHours) : QString(),
                          r.costGpuHours >= 0 ? QString::number(r.costGpuHours, 'f', 1) : QString()};
  s.tables << t;
  doc.sections << s;
  return doc;
}

ReportDocument whatIfReport(const QList<whatif::Scenario> &scenarios, const std::vector<whatif::WhatIfResult> &results,
                            const QTimeZone &zone)
{
  ReportDocument doc;
  doc.zone = zone;
  doc.title = CoreTr::tr("What-if comparison");
  if (!scenarios.isEmpty()) {
    const whatif::ScenarioBase &b = scenarios.first().base;
    QString base = CoreTr::tr("the demo cluster");
    if (b.kind == whatif::ScenarioBase::Kind::Trace)
      base = CoreTr::tr("trace %1").arg(b.trace);
    else if (b.kind == whatif::ScenarioBase::Kind::Cluster)
      base = CoreTr::tr("cluster %1").arg(b.cluster);
    doc.facts << CoreTr::tr("Data: %1").arg(base);
    EpochSeconds from = 0, until = 0;
    for (const whatif::WhatIfResult &r : results)
      if (!r.series.empty()) {
        from = from == 0 ? r.series.front().t : std::min(from, r.series.front().t);
        until = std::max(until, r.series.back().t);
      }
    if (from > 0)
      doc.facts << CoreTr::tr("Window: %1 to %2").arg(localTime(from, zone), localTime(until, zone));
  }
  doc.facts << CoreTr::tr("Method: the Mirage simulator, every scenario on the same jobs")
            << generatedLine(QDateTime::currentSecsSinceEpoch(), zone);
  // The summary: each scenario against the first, in words.
  if (!results.empty() && results.front().error.isEmpty()) {
    const whatif::WhatIfResult &b = results.front();
    doc.summary << CoreTr::tr("Every scenario replays the same %1 jobs; \"%2\" is the base: its jobs wait %3 h on "
                              "average (P90 %4 h) at a utilisation of %5 %.")
                       .arg(b.jobs)
                       .arg(b.scenario, hours(b.meanWaitH), hours(b.p90WaitH))
                       .arg(100 * b.utilisation, 0, 'f', 0);
    for (std::size_t i = 1; i < results.size(); ++i) {
      const whatif::WhatIfResult &r = results[i];
      if (!r.error.isEmpty()) {
        doc.summary << CoreTr::tr("\"%1\" could not run: %2").arg(r.scenario, r.error);
        continue;
      }
      doc.summary << (r.meanWaitH <= b.meanWaitH
                          ? CoreTr::tr("\"%1\" cuts the mean wait from %2 h to %3 h (P90 %4 h to %5 h); utilisation "
                                       "%6 % instead of %7 %.")
                          : CoreTr::tr("\"%1\" raises the mean wait from %2 h to %3 h (P90 %4 h to %5 h); "
                                       "utilisation %6 % instead of %7 %."))
                         .arg(r.scenario, hours(b.meanWaitH), hours(r.meanWaitH), hours(b.p90WaitH), hours(r.p90WaitH))
                         .arg(100 * r.utilisation, 0, 'f', 0)
                         .arg(100 * b.utilisation, 0, 'f', 0);
    }
  }
  ReportSection summary;
  summary.heading = CoreTr::tr("Scenarios");
  ReportTable t;
  t.title = CoreTr::tr("Results");
  t.header << CoreTr::tr("scenario") << CoreTr::tr("nodes") << CoreTr::tr("jobs") << CoreTr::tr("mean wait (h)")
           << CoreTr::tr("median wait (h)") << CoreTr::tr("P90 wait (h)") << CoreTr::tr("utilisation")
           << CoreTr::tr("chain interruption (h)") << CoreTr::tr("chain overlap (h)");
  ReportTable d;
  d.title = CoreTr::tr("Change against %1").arg(results.empty() ? QString() : results.front().scenario);
  d.header << CoreTr::tr("scenario") << CoreTr::tr("mean wait (h)") << CoreTr::tr("P90 wait (h)")
           << CoreTr::tr("utilisation") << CoreTr::tr("chain interruption (h)");
  const auto signedText = [](double v, int decimals) {
    QString text = QString::number(v, 'f', decimals);
    if (v > 0)
      text.prepend(QLatin1Char('+'));
    return text;
  };
  for (const whatif::WhatIfResult &r : results) {
    const bool chains = !r.chainPolicy.isEmpty();
    if (!r.error.isEmpty()) {
      t.rows << QStringList{r.scenario, r.error};
      continue;
    }
    t.rows << QStringList{r.scenario,
                          QString::number(r.nodes),
                          QString::number(r.jobs),
                          hours(r.meanWaitH),
                          hours(r.medianWaitH),
                          hours(r.p90WaitH),
                          QString::number(r.utilisation, 'f', 3),
                          chains ? hours(r.chains.meanInterruptionH) : QString(),
                          chains ? hours(r.chains.meanOverlapH) : QString()};
    const whatif::WhatIfResult &b = results.front();
    d.rows << QStringList{r.scenario, signedText(r.meanWaitH - b.meanWaitH, 2), signedText(r.p90WaitH - b.p90WaitH, 2),
                          signedText(r.utilisation - b.utilisation, 3),
                          chains ? signedText(r.chains.meanInterruptionH - b.chains.meanInterruptionH, 2) : QString()};
  }
  summary.tables << t << d;
  doc.sections << summary;
  ReportSection plots;
  plots.heading = CoreTr::tr("Waits, utilisation and queue");
  ReportChart cdf{CoreTr::tr("Queue waits"),
                  CoreTr::tr("wait (hours, log scale: log10(1 + h))"),
                  CoreTr::tr("share of jobs"),
                  false,
                  {}};
  ReportChart utilisation{
      CoreTr::tr("Utilisation over time"), CoreTr::tr("time"), CoreTr::tr("busy nodes / nodes"), true, {}};
  ReportChart queue{CoreTr::tr("Queue length over time"), CoreTr::tr("time"), CoreTr::tr("jobs waiting"), true, {}};
  for (const whatif::WhatIfResult &r : results) {
    if (!r.error.isEmpty())
      continue;
    const whatif::ResultCurves curves = whatif::resultCurves(r);
    ReportSeries c{r.scenario, {}, curves.waitShare};
    for (double h : curves.waitH)
      c.x.push_back(std::log10(1 + h));
    const ReportSeries u{r.scenario, curves.time, curves.utilisation}, q{r.scenario, curves.time, curves.queued};
    cdf.series.push_back(c);
    utilisation.series.push_back(u);
    queue.series.push_back(q);
  }
  plots.charts << cdf << utilisation << queue;
  doc.sections << plots;
  return doc;
}

namespace {
// Each trained model's calibration on its validation window: the curve against the diagonal, and
// the shares at P10, P50 and P90 with the P10–P90 coverage. Empty when no model has a curve.
std::optional<ReportSection> calibrationSection(const std::map<QString, QJsonObject> &validation)
{
  ReportSection section;
  section.heading = CoreTr::tr("Calibration");
  ReportChart chart{CoreTr::tr("Observed against nominal quantile level"),
                    CoreTr::tr("quantile level"),
                    CoreTr::tr("observed share"),
                    false,
                    {}};
  chart.series.push_back({CoreTr::tr("calibrated"), {0.0, 1.0}, {0.0, 1.0}});
  ReportTable table;
  table.title = CoreTr::tr("Calibration on the validation window");
  table.header << CoreTr::tr("method") << CoreTr::tr("validation jobs") << CoreTr::tr("P10–P90 coverage")
               << CoreTr::tr("at most P10") << CoreTr::tr("at most P50") << CoreTr::tr("at most P90");
  const auto share = [](const std::vector<std::pair<double, double>> &curve, double level) {
    for (const auto &[l, observed] : curve)
      if (std::abs(l - level) < 1e-9)
        return QString::number(observed, 'f', 2);
    return QStringLiteral("—");
  };
  for (const auto &[method, scores] : validation) {
    const auto curve = calibrationFromJson(scores);
    if (curve.empty())
      continue;
    ReportSeries s{method, {}, {}};
    for (const auto &[level, observed] : curve) {
      s.x.push_back(level);
      s.y.push_back(observed);
    }
    chart.series.push_back(s);
    table.rows << QStringList{method,
                              QString::number(scores.value(QLatin1String("jobs")).toInteger()),
                              QString::number(scores.value(QLatin1String("coverage_p10_p90")).toDouble(), 'f', 2),
                              share(curve, 0.1),
                              share(curve, 0.5),
                              share(curve, 0.9)};
  }
  if (table.rows.isEmpty())
    return std::nullopt;
  section.paragraphs << CoreTr::tr(
      "Each trained model was scored on the newest part of its training window, which it was not fitted on. For each "
      "quantile level the chart shows the share of those jobs that waited at most that quantile: a calibrated method "
      "lies on the diagonal; above it, its waits are too long, below it, too short. A P10–P90 interval should hold "
      "80 % of the jobs.");
  section.charts << chart;
  section.tables << table;
  return section;
}
} // namespace

ReportDocument forecastReport(const ClusterSnapshot &snapshot, const QString &cluster, const JobRequest &request,
                              const std::vector<WaitForecast> &forecasts, const QTimeZone &zone,
                              const QStringList &unavailable, const std::map<QString, QJsonObject> &validation)
{
  ReportDocument doc;
  doc.zone = zone;
  doc.title = CoreTr::tr("Queue-wait forecast for %1").arg(cluster);
  doc.facts << CoreTr::tr("Cluster state of %1").arg(localTime(snapshot.time, zone))
            << CoreTr::tr("Job: %1").arg(formatJobRequest(request));
  QStringList methods;
  for (const WaitForecast &f : forecasts)
    methods << f.method;
  doc.facts << CoreTr::tr("Method: %1").arg(methods.join(QStringLiteral(", ")))
            << generatedLine(QDateTime::currentSecsSinceEpoch(), zone);
  // The summary: the chosen method's answer, and how far the others are from it.
  if (!forecasts.empty()) {
    const WaitForecast &f = forecasts.front();
    doc.summary << CoreTr::tr("By %1, the job would start within %2 with 50 % and within %3 with 90 % chance (within "
                              "%4 with 10 %), that is by %5.")
                       .arg(f.method, formatDurationShort(qint64(f.p50())), formatDurationShort(qint64(f.p90())),
                            formatDurationShort(qint64(f.p10())), localTime(snapshot.time + qint64(f.p50()), zone));
    if (forecasts.size() > 1) {
      const auto [lo, hi] =
          std::minmax_element(forecasts.begin(), forecasts.end(),
                              [](const WaitForecast &a, const WaitForecast &b) { return a.p50() < b.p50(); });
      doc.summary << CoreTr::tr("The %1 methods put the median wait between %2 (%3) and %4 (%5); the table and the "
                                "chart compare them.")
                         .arg(forecasts.size())
                         .arg(formatDurationShort(qint64(lo->p50())), lo->method,
                              formatDurationShort(qint64(hi->p50())), hi->method);
    }
  }
  if (!unavailable.isEmpty())
    doc.summary << CoreTr::tr("Not available on this cluster: %1.").arg(unavailable.join(QStringLiteral("; ")));
  ReportSection state;
  state.heading = CoreTr::tr("Cluster");
  ReportTable partitions;
  partitions.title = CoreTr::tr("Partitions");
  partitions.header << CoreTr::tr("partition") << CoreTr::tr("nodes") << CoreTr::tr("GPUs per node")
                    << CoreTr::tr("idle") << CoreTr::tr("allocated") << CoreTr::tr("down") << CoreTr::tr("jobs running")
                    << CoreTr::tr("jobs waiting");
  for (const Partition &p : snapshot.partitions) {
    int running = 0, waiting = 0;
    for (const Job &j : snapshot.jobs)
      if (j.partition == p.name) {
        running += j.state == JobState::Running;
        waiting += j.state == JobState::Pending;
      }
    partitions.rows << QStringList{p.name,
                                   QString::number(p.nodes),
                                   QString::number(p.gpusPerNode),
                                   QString::number(p.nodesIdle),
                                   QString::number(p.nodesAllocated + p.nodesMixed),
                                   QString::number(p.nodesDown),
                                   QString::number(running),
                                   QString::number(waiting)};
  }
  ReportSection forecast;
  forecast.heading = CoreTr::tr("Wait forecast");
  ReportTable quantiles;
  quantiles.title = CoreTr::tr("Wait by method");
  quantiles.header << CoreTr::tr("method") << CoreTr::tr("P10") << CoreTr::tr("median") << CoreTr::tr("P90")
                   << CoreTr::tr("likely start (median)");
  ReportChart cdf{
      CoreTr::tr("Chance to have started"), CoreTr::tr("wait (hours)"), CoreTr::tr("probability"), false, {}};
  for (const WaitForecast &f : forecasts) {
    quantiles.rows << QStringList{f.method, formatDurationShort(qint64(f.p10())), formatDurationShort(qint64(f.p50())),
                                  formatDurationShort(qint64(f.p90())),
                                  localTime(snapshot.time + qint64(f.p50()), zone)};
    ReportSeries s{f.method, {}, {}};
    const double top = std::max(3600.0, f.p90() * 1.5);
    for (int i = 0; i <= 100; ++i) {
      const double w = top * i / 100.0;
      s.x.push_back(w / 3600.0);
      s.y.push_back(f.cdf(w));
    }
    cdf.series.push_back(s);
  }
  // The forecast table first: a CSV export holds it.
  forecast.tables << quantiles;
  forecast.charts << cdf;
  state.tables << partitions;
  doc.sections << forecast;
  if (const auto calibration = calibrationSection(validation))
    doc.sections << *calibration;
  doc.sections << state;
  return doc;
}

} // namespace mirage::report
