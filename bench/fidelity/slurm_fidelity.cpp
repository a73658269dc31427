#include "fidelity/slurm_fidelity.h"

#include "sim/percentile.h"
#include "sim/simulator.h"
#include "sim/slurm_conf.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QProcess>
#include <QThread>
#include <QTimeZone>

#include <algorithm>
#include <cmath>
#include <random>

namespace mirage::fidelity {
namespace {

struct Output {
  int exitCode = -1;
  QString out, err;
};

Output run(const QString &program, const QStringList &args, int timeoutMs = 30000)
{
  QProcess p;
  p.start(program, args);
  Output o;
  if (!p.waitForFinished(timeoutMs)) {
    p.kill();
    p.waitForFinished(1000);
    o.err = program + QStringLiteral(": timed out");
    return o;
  }
  o.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
  o.out = QString::fromUtf8(p.readAllStandardOutput());
  o.err = QString::fromUtf8(p.readAllStandardError()).trimmed();
  return o;
}

qint64 sacctTime(const QString &text)
{
  // sacct prints the local time of the machine it runs on.
  const QDateTime t = QDateTime::fromString(text, Qt::ISODate);
  return t.isValid() ? t.toSecsSinceEpoch() : -1;
}

bool waitUntilIdle(int timeoutS, QString *error)
{
  QElapsedTimer t;
  t.start();
  while (t.elapsed() < qint64(timeoutS) * 1000) {
    const Output q = run(QStringLiteral("squeue"), {QStringLiteral("-h"), QStringLiteral("-o"), QStringLiteral("%i")});
    if (q.exitCode != 0) {
      *error = QStringLiteral("squeue failed: ") + q.err;
      return false;
    }
    if (q.out.trimmed().isEmpty())
      return true;
    QThread::msleep(500);
  }
  *error = QStringLiteral("the cluster did not become idle within %1 s").arg(timeoutS);
  return false;
}

} // namespace

std::vector<PlannedJob> makeWorkload(const WorkloadSpec &spec)
{
  std::mt19937 rng(spec.seed);
  std::uniform_real_distribution<double> u(0, 1);
  std::exponential_distribution<double> gap(1.0 / std::max(0.1, spec.meanGapS));
  std::vector<PlannedJob> jobs;
  double t = 0;
  for (int i = 0; i < spec.jobs; ++i) {
    PlannedJob j;
    j.index = i;
    j.offsetS = i == 0 ? 0 : (t += gap(rng));
    const bool debug = u(rng) < 0.3;
    j.partition = debug ? QStringLiteral("debug") : QStringLiteral("gpu");
    const double n = u(rng);
    j.nodes = debug ? (n < 0.7 ? 1 : 2) : (n < 0.5 ? 1 : n < 0.75 ? 2 : n < 0.85 ? 3 : 4);
    j.gpusPerNode = int(u(rng) * 5); // 0-4
    const double r = u(rng);
    j.runtimeS = spec.minRuntimeS + int(std::lround((spec.maxRuntimeS - spec.minRuntimeS) * r * r * r));
    // A limit of 1-3 minutes that leaves the job at least 15 s: the replay needs true ends.
    const int least = (j.runtimeS + 15 + 59) / 60;
    j.limitMinutes = std::clamp(least + int(u(rng) * 2), 1, 3);
    jobs.push_back(j);
  }
  return jobs;
}

FidelityReport runFidelity(const std::vector<PlannedJob> &workload, const QString &slurmConf, int timeoutS)
{
  FidelityReport report;
  QElapsedTimer wall;
  wall.start();
  if (!waitUntilIdle(300, &report.error))
    return report;
  // Submit at the planned offsets.
  QElapsedTimer clock;
  clock.start();
  QStringList ids;
  for (const PlannedJob &p : workload) {
    const qint64 due = qint64(p.offsetS * 1000);
    if (clock.elapsed() < due)
      QThread::msleep(static_cast<unsigned long>(due - clock.elapsed()));
    QStringList args{QStringLiteral("--parsable"),
                     QStringLiteral("--exclusive"),
                     QStringLiteral("--output=/dev/null"),
                     QStringLiteral("--job-name=mirage-fidelity-%1").arg(p.index),
                     QStringLiteral("--partition=") + p.partition,
                     QStringLiteral("--nodes=%1").arg(p.nodes),
                     QStringLiteral("--time=%1").arg(p.limitMinutes)};
    if (p.gpusPerNode > 0)
      args << QStringLiteral("--gres=gpu:%1").arg(p.gpusPerNode);
    args << QStringLiteral("--wrap=sleep %1").arg(p.runtimeS);
    const Output s = run(QStringLiteral("sbatch"), args);
    if (s.exitCode != 0) {
      report.error = QStringLiteral("sbatch failed for job %1: %2").arg(p.index).arg(s.err);
      if (!ids.isEmpty())
        run(QStringLiteral("scancel"), ids);
      return report;
    }
    ids << s.out.trimmed().section(QLatin1Char(';'), 0, 0);
  }
  // Wait for the end of every job, then for sacct to know all of them.
  if (!waitUntilIdle(timeoutS, &report.error)) {
    run(QStringLiteral("scancel"), ids);
    return report;
  }
  QElapsedTimer settle;
  settle.start();
  while (true) {
    const Output a =
        run(QStringLiteral("sacct"), {QStringLiteral("-X"), QStringLiteral("-n"), QStringLiteral("-P"),
                                      QStringLiteral("-j"), ids.join(QLatin1Char(',')), QStringLiteral("-o"),
                                      QStringLiteral("JobIDRaw,Submit,Start,End,State,Flags")});
    if (a.exitCode != 0) {
      report.error = QStringLiteral("sacct failed: ") + a.err;
      return report;
    }
    report.jobs.clear();
    for (const QString &line : a.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
      const QStringList f = line.split(QLatin1Char('|'));
      const int at = int(ids.indexOf(f.value(0)));
      if (f.size() < 6 || at < 0)
        continue;
      JobOutcome o;
      o.planned = workload[std::size_t(at)];
      o.jobId = f[0];
      o.submit = sacctTime(f[1]);
      o.start = sacctTime(f[2]);
      o.end = sacctTime(f[3]);
      o.state = f[4].section(QLatin1Char(' '), 0, 0);
      o.backfilled = f[5].contains(QLatin1String("SchedBackfill"));
      report.jobs.push_back(o);
    }
    const bool complete =
        report.jobs.size() == workload.size() &&
        std::all_of(report.jobs.begin(), report.jobs.end(), [](const JobOutcome &o) { return o.end >= o.start; });
    if (complete)
      break;
    if (settle.elapsed() > 30000) {
      report.error = QStringLiteral("sacct knows %1 of %2 jobs with an end time after 30 s")
                         .arg(report.jobs.size())
                         .arg(workload.size());
      return report;
    }
    QThread::msleep(500);
  }
  std::sort(report.jobs.begin(), report.jobs.end(),
            [](const JobOutcome &a, const JobOutcome &b) { return a.planned.index < b.planned.index; });
  compareWithSimulator(report, slurmConf);
  report.wallS = double(wall.elapsed()) / 1000.0;
  return report;
}

void compareWithSimulator(FidelityReport &report, const QString &slurmConf)
{
  QFile f(slurmConf);
  if (!f.open(QIODevice::ReadOnly)) {
    report.error = QStringLiteral("cannot read %1").arg(slurmConf);
    return;
  }
  sim::SlurmConfig conf;
  std::string why;
  if (!sim::parseSlurmConf(f.readAll().toStdString(), conf, &why)) {
    report.error = slurmConf + QStringLiteral(": ") + QString::fromStdString(why);
    return;
  }
  sim::Simulator simulator(conf.nodes, conf.partitions, conf.simConfig());
  std::vector<int> index(report.jobs.size(), -1);
  for (std::size_t i = 0; i < report.jobs.size(); ++i) {
    const JobOutcome &o = report.jobs[i];
    if (o.start < 0)
      continue;
    sim::SimJob j;
    j.id = o.jobId.toLongLong();
    j.submit = o.submit;
    for (std::size_t p = 0; p < conf.partitions.size(); ++p)
      if (conf.partitions[p].name == o.planned.partition.toStdString())
        j.partition = int(p);
    j.nodes = o.planned.nodes;
    j.gpusPerNode = o.planned.gpusPerNode;
    j.limit = qint64(o.planned.limitMinutes) * 60;
    j.runtime = o.end - o.start; // the true runtime, start-up and clean-up included
    index[i] = simulator.submit(j);
  }
  simulator.runToEnd();
  std::vector<double> deltas;
  report.realBackfilled = report.simBackfilled = 0;
  for (std::size_t i = 0; i < report.jobs.size(); ++i) {
    JobOutcome &o = report.jobs[i];
    if (index[i] < 0)
      continue;
    o.simStart = simulator.job(index[i]).start;
    o.simBackfilled = simulator.job(index[i]).backfilled;
    deltas.push_back(std::abs(double(o.simStart - o.start)));
    report.realBackfilled += o.backfilled;
    report.simBackfilled += o.simBackfilled;
  }
  report.medianAbsDeltaS = sim::percentile(deltas, 0.5);
  report.p90AbsDeltaS = sim::percentile(deltas, 0.9);
  report.maxAbsDeltaS = deltas.empty() ? -1 : *std::max_element(deltas.begin(), deltas.end());
  qint64 pairs = 0, agree = 0;
  for (std::size_t a = 0; a < report.jobs.size(); ++a)
    for (std::size_t b = a + 1; b < report.jobs.size(); ++b) {
      const JobOutcome &x = report.jobs[a], &y = report.jobs[b];
      if (x.simStart < 0 || y.simStart < 0)
        continue;
      const qint64 real = x.start - y.start, simulated = x.simStart - y.simStart;
      ++pairs;
      agree += (std::llabs(real) <= 1 && std::llabs(simulated) <= 1) || (real > 0 && simulated > 0) ||
               (real < 0 && simulated < 0);
    }
  report.sameOrderShare = pairs > 0 ? double(agree) / double(pairs) : -1;
  // Each job's place in the order of real starts and in the order of simulated ones (ties by id).
  std::vector<std::size_t> byReal, bySim;
  for (std::size_t i = 0; i < report.jobs.size(); ++i)
    if (report.jobs[i].simStart >= 0) {
      byReal.push_back(i);
      bySim.push_back(i);
    }
  const auto order = [&report](std::vector<std::size_t> &v, bool simulated) {
    std::stable_sort(v.begin(), v.end(), [&report, simulated](std::size_t a, std::size_t b) {
      const JobOutcome &x = report.jobs[a], &y = report.jobs[b];
      return simulated ? x.simStart < y.simStart : x.start < y.start;
    });
  };
  order(byReal, false);
  order(bySim, true);
  std::size_t samePlace = 0;
  for (std::size_t k = 0; k < byReal.size(); ++k)
    samePlace += byReal[k] == bySim[k];
  report.samePlaceShare = byReal.empty() ? -1 : double(samePlace) / double(byReal.size());
}

QJsonObject toJson(const FidelityReport &report)
{
  QJsonArray jobs;
  for (const JobOutcome &o : report.jobs)
    jobs.append(QJsonObject{{QStringLiteral("job"), o.jobId},
                            {QStringLiteral("partition"), o.planned.partition},
                            {QStringLiteral("nodes"), o.planned.nodes},
                            {QStringLiteral("gpus_per_node"), o.planned.gpusPerNode},
                            {QStringLiteral("limit_min"), o.planned.limitMinutes},
                            {QStringLiteral("submit"), o.submit},
                            {QStringLiteral("start_real"), o.start},
                            {QStringLiteral("start_sim"), o.simStart},
                            {QStringLiteral("runtime_s"), o.end - o.start},
                            {QStringLiteral("backfilled_real"), o.backfilled},
                            {QStringLiteral("backfilled_sim"), o.simBackfilled}});
  return {{QStringLiteral("benchmark"), QStringLiteral("slurm_fidelity")},
          {QStringLiteral("error"), report.error},
          {QStringLiteral("jobs"), qint64(report.jobs.size())},
          {QStringLiteral("median_abs_delta_start_s"), report.medianAbsDeltaS},
          {QStringLiteral("p90_abs_delta_start_s"), report.p90AbsDeltaS},
          {QStringLiteral("max_abs_delta_start_s"), report.maxAbsDeltaS},
          {QStringLiteral("same_order_pair_share"), report.sameOrderShare},
          {QStringLiteral("same_place_job_share"), report.samePlaceShare},
          {QStringLiteral("backfilled_real"), report.realBackfilled},
          {QStringLiteral("backfilled_sim"), report.simBackfilled},
          {QStringLiteral("target_median_s"), 5},
          {QStringLiteral("target_p90_s"), 30},
          {QStringLiteral("wall_s"), report.wallS},
          {QStringLiteral("per_job"), jobs}};
}

FidelityReport fromJson(const QJsonObject &json)
{
  FidelityReport report;
  for (const QJsonValue &v : json.value(QLatin1String("per_job")).toArray()) {
    const QJsonObject o = v.toObject();
    JobOutcome j;
    j.jobId = o.value(QLatin1String("job")).toString();
    j.planned.index = int(report.jobs.size());
    j.planned.partition = o.value(QLatin1String("partition")).toString();
    j.planned.nodes = o.value(QLatin1String("nodes")).toInt();
    j.planned.gpusPerNode = o.value(QLatin1String("gpus_per_node")).toInt();
    j.planned.limitMinutes = o.value(QLatin1String("limit_min")).toInt();
    j.submit = o.value(QLatin1String("submit")).toInteger();
    j.start = o.value(QLatin1String("start_real")).toInteger();
    j.end = j.start + o.value(QLatin1String("runtime_s")).toInteger();
    j.backfilled = o.value(QLatin1String("backfilled_real")).toBool();
    j.state = QStringLiteral("COMPLETED");
    report.jobs.push_back(j);
  }
  if (report.jobs.empty())
    report.error = QStringLiteral("no per_job records");
  return report;
}

} // namespace mirage::fidelity
