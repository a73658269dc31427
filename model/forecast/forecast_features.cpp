#include "forecast/forecast_features.h"

#include "forecast/job_history.h"
#include "forecast/wait_forecast.h"
#include "sim/percentile.h"

#include <QDateTime>
#include <QTimeZone>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace mirage {
namespace {

constexpr double kRecentWindow = 6 * 3600; // "recent" starts: the last six hours

bool isUsable(const Node &node)
{
  static const QStringList bad{QStringLiteral("down"),     QStringLiteral("drained"), QStringLiteral("draining"),
                               QStringLiteral("fail"),     QStringLiteral("failing"), QStringLiteral("maint"),
                               QStringLiteral("reserved"), QStringLiteral("future"),  QStringLiteral("unknown")};
  for (const QString &b : bad)
    if (node.state.startsWith(b))
      return false;
  return true;
}

void addPercentiles(std::vector<float> &out, std::vector<double> values)
{
  std::sort(values.begin(), values.end());
  for (double q : {0.0, 0.25, 0.5, 0.75, 1.0})
    out.push_back(float(values.empty() ? 0.0 : sim::percentileSorted(values, q)));
}

double logSeconds(double s)
{
  return logWait(s);
}

} // namespace

const QStringList &forecastFeatureNames()
{
  static const QStringList names = [] {
    QStringList n{QStringLiteral("request_log_limit"),
                  QStringLiteral("request_nodes"),
                  QStringLiteral("request_gpus_per_node"),
                  QStringLiteral("request_node_share"),
                  QStringLiteral("hour_sin"),
                  QStringLiteral("hour_cos"),
                  QStringLiteral("weekday"),
                  QStringLiteral("weekend"),
                  QStringLiteral("partition_nodes"),
                  QStringLiteral("free_nodes"),
                  QStringLiteral("free_share"),
                  QStringLiteral("free_gpus"),
                  QStringLiteral("pending_count"),
                  QStringLiteral("pending_nodes")};
    const auto pct = [&](const QString &what) {
      for (const char *q : {"p0", "p25", "p50", "p75", "p100"})
        n << what + QLatin1Char('_') + QLatin1String(q);
    };
    pct(QStringLiteral("pending_log_limit"));
    pct(QStringLiteral("pending_log_wait"));
    n << QStringLiteral("running_count") << QStringLiteral("running_nodes");
    pct(QStringLiteral("running_log_limit"));
    pct(QStringLiteral("running_log_wait"));
    pct(QStringLiteral("running_log_elapsed"));
    n << QStringLiteral("work_ahead_hours") << QStringLiteral("pending_ahead_count")
      << QStringLiteral("pending_ahead_node_share");
    pct(QStringLiteral("running_log_remaining"));
    n << QStringLiteral("log_nodes_free_by_limits") << QStringLiteral("log_limit_plan_start")
      << QStringLiteral("recent_log_wait_median") << QStringLiteral("recent_log_wait_mean")
      << QStringLiteral("recent_starts") << QStringLiteral("recent_long_wait_share") << QStringLiteral("user_running")
      << QStringLiteral("user_running_nodes") << QStringLiteral("user_pending")
      << QStringLiteral("similar_recent_log_wait_median") << QStringLiteral("similar_recent_starts")
      << QStringLiteral("day_log_wait_median") << QStringLiteral("day_starts");
    return n;
  }();
  return names;
}

PartitionCapacity partitionCapacity(const ClusterSnapshot &snapshot, const QString &partition, int gpusPerNode)
{
  PartitionCapacity c;
  bool fromNodes = false;
  for (const Node &node : snapshot.nodes) {
    if (!node.partitions.contains(partition))
      continue;
    fromNodes = true;
    if (!isUsable(node))
      continue;
    ++c.nodes;
    const int freeGpus = node.gpus - node.gpusAllocated;
    c.freeGpus += std::max(0, freeGpus);
    // Whole-node jobs need an idle node; a GPU job fits on a mixed node with enough free GPUs.
    if (node.state.startsWith(QLatin1String("idle")) ||
        (gpusPerNode > 0 && node.state.startsWith(QLatin1String("mix")) && freeGpus >= gpusPerNode))
      ++c.freeNodes;
  }
  if (!fromNodes) {
    if (const Partition *p = snapshot.partition(partition)) {
      c.nodes = std::max(0, p->nodes - p->nodesDown);
      c.freeNodes = p->nodesIdle;
      c.freeGpus = p->nodesIdle * p->gpusPerNode;
    }
  }
  return c;
}

qint64 limitPlanStart(const ClusterSnapshot &snapshot, const JobRequest &request, int maxPlanned)
{
  const PartitionCapacity cap = partitionCapacity(snapshot, request.partition, request.gpusPerNode);
  if (cap.nodes < request.nodes)
    return -1;
  // The free-node profile: steps (time after now, free nodes from then on), built from the running
  // jobs' limit ends.
  std::vector<std::pair<qint64, int>> ends;
  std::vector<const Job *> pending;
  for (const Job &j : snapshot.jobs) {
    if (j.partition != request.partition)
      continue;
    if (j.state == JobState::Running)
      ends.emplace_back(std::max<qint64>(60, j.limitEnd() - snapshot.time), j.nodes);
    else if (j.dependency.isEmpty() || !j.dependency.contains(QLatin1String("unfulfilled")))
      pending.push_back(&j);
  }
  std::sort(ends.begin(), ends.end());
  std::vector<qint64> times{0};
  std::vector<int> free{cap.freeNodes};
  for (const auto &[t, n] : ends) {
    if (times.back() != t) {
      times.push_back(t);
      free.push_back(free.back());
    }
    free.back() = std::min(cap.nodes, free.back() + n);
  }
  // Earliest step at which `nodes` stay free for `duration`; then reserve them.
  const auto plan = [&](int nodes, qint64 duration) -> qint64 {
    std::size_t i = 0;
    while (i < times.size()) {
      std::size_t j = i;
      bool fits = true;
      while (j < times.size() && times[j] < times[i] + duration) {
        if (free[j] < nodes) {
          fits = false;
          break;
        }
        ++j;
      }
      if (!fits) {
        i = j + 1;
        continue;
      }
      const qint64 start = times[i], end = times[i] + duration;
      // Split the step at `end` if needed, then take the nodes over [start, end).
      if (j == times.size() || times[j] != end) {
        times.insert(times.begin() + std::ptrdiff_t(j), end);
        free.insert(free.begin() + std::ptrdiff_t(j), free[j - 1]);
      }
      for (std::size_t k = i; k < j; ++k)
        free[k] -= nodes;
      return start;
    }
    return -1;
  };
  std::stable_sort(pending.begin(), pending.end(), [](const Job *a, const Job *b) {
    return a->priority != b->priority ? a->priority > b->priority : a->submitTime < b->submitTime;
  });
  int planned = 0;
  for (const Job *j : pending) {
    if (planned++ >= maxPlanned)
      break;
    if (j->nodes <= cap.nodes)
      plan(j->nodes, std::max<qint64>(60, j->timeLimitSeconds));
  }
  return plan(request.nodes, std::max<qint64>(60, request.timeLimitSeconds));
}

std::vector<float> extractFeatures(const ClusterSnapshot &snapshot, const JobRequest &request, EpochSeconds at)
{
  std::vector<float> f;
  f.reserve(std::size_t(forecastFeatureNames().size()));
  const PartitionCapacity cap = partitionCapacity(snapshot, request.partition, request.gpusPerNode);
  const double nodes = std::max(1, cap.nodes);
  f.push_back(float(logSeconds(double(request.timeLimitSeconds))));
  f.push_back(float(request.nodes));
  f.push_back(float(request.gpusPerNode));
  f.push_back(float(request.nodes / nodes));

  // Looking a zone up costs far more than the rest of this function: keep the last one.
  thread_local QString zoneId;
  thread_local QTimeZone zone = QTimeZone::utc();
  if (snapshot.timeZone != zoneId) {
    zoneId = snapshot.timeZone;
    const QTimeZone wanted(zoneId.toUtf8());
    zone = zoneId.isEmpty() || !wanted.isValid() ? QTimeZone::utc() : wanted;
  }
  const QDateTime local = QDateTime::fromSecsSinceEpoch(at, zone);
  const double hour = local.time().hour() + local.time().minute() / 60.0;
  f.push_back(float(std::sin(2 * std::numbers::pi * hour / 24)));
  f.push_back(float(std::cos(2 * std::numbers::pi * hour / 24)));
  const int weekday = local.date().dayOfWeek() - 1; // Monday 0
  f.push_back(float(weekday));
  f.push_back(weekday >= 5 ? 1.0f : 0.0f);

  f.push_back(float(cap.nodes));
  f.push_back(float(cap.freeNodes));
  f.push_back(float(cap.freeNodes / nodes));
  f.push_back(float(cap.freeGpus));

  std::vector<double> pendingLimit, pendingWait, runningLimit, runningWait, runningElapsed, runningRemaining,
      recentWaits, similarWaits, dayWaits;
  const QString requestClass = similarityClass(request.partition, request.nodes, request.timeLimitSeconds);
  int pendingNodes = 0, runningNodes = 0, userRunning = 0, userRunningNodes = 0, userPending = 0;
  double workAhead = 0;
  std::vector<std::pair<qint64, int>> ends;
  for (const Job &j : snapshot.jobs) {
    if (j.partition != request.partition)
      continue;
    const bool own = !request.user.isEmpty() && j.user == request.user;
    if (j.state == JobState::Pending) {
      userPending += own ? 1 : 0;
      pendingLimit.push_back(logSeconds(double(j.timeLimitSeconds)));
      pendingWait.push_back(logSeconds(double(snapshot.time - j.submitTime)));
      pendingNodes += j.nodes;
      workAhead += double(j.nodes) * double(j.timeLimitSeconds);
    } else {
      runningLimit.push_back(logSeconds(double(j.timeLimitSeconds)));
      const double wait = double(j.startTime - j.submitTime);
      runningWait.push_back(logSeconds(wait));
      runningElapsed.push_back(logSeconds(double(snapshot.time - j.startTime)));
      const qint64 remaining = std::max<qint64>(0, j.limitEnd() - snapshot.time);
      runningRemaining.push_back(logSeconds(double(remaining)));
      ends.emplace_back(remaining, j.nodes);
      runningNodes += j.nodes;
      userRunning += own ? 1 : 0;
      userRunningNodes += own ? j.nodes : 0;
      if (double(snapshot.time - j.startTime) <= kRecentWindow)
        recentWaits.push_back(wait);
      if (double(snapshot.time - j.startTime) <= 86400) {
        dayWaits.push_back(wait);
        if (similarityClass(j.partition, j.nodes, j.timeLimitSeconds) == requestClass)
          similarWaits.push_back(wait);
      }
    }
  }
  f.push_back(float(pendingLimit.size()));
  f.push_back(float(pendingNodes));
  addPercentiles(f, pendingLimit);
  addPercentiles(f, pendingWait);
  f.push_back(float(runningLimit.size()));
  f.push_back(float(runningNodes));
  addPercentiles(f, runningLimit);
  addPercentiles(f, runningWait);
  addPercentiles(f, runningElapsed);

  // A new request comes after every job waiting now, so all of the queue is ahead of it.
  f.push_back(float(workAhead / nodes / 3600.0));
  f.push_back(float(pendingLimit.size()));
  f.push_back(float(pendingNodes / nodes));
  addPercentiles(f, runningRemaining);

  // When the running jobs' limits alone free the request's nodes.
  std::sort(ends.begin(), ends.end());
  int freeNow = cap.freeNodes;
  qint64 freeBy = freeNow >= request.nodes ? 0 : -1;
  for (const auto &[t, n] : ends) {
    if (freeBy >= 0)
      break;
    freeNow += n;
    if (freeNow >= request.nodes)
      freeBy = t;
  }
  f.push_back(float(logSeconds(double(freeBy >= 0 ? freeBy : 30 * 86400))));
  const qint64 planStart = limitPlanStart(snapshot, request);
  f.push_back(float(logSeconds(double(planStart >= 0 ? planStart : 30 * 86400))));

  std::sort(recentWaits.begin(), recentWaits.end());
  double logSum = 0;
  int longWaits = 0;
  for (double w : recentWaits) {
    logSum += logSeconds(w);
    longWaits += w > 600 ? 1 : 0;
  }
  f.push_back(float(recentWaits.empty() ? logSeconds(0) : logSeconds(sim::percentileSorted(recentWaits, 0.5))));
  f.push_back(float(recentWaits.empty() ? logSeconds(0) : logSum / double(recentWaits.size())));
  f.push_back(float(recentWaits.size()));
  f.push_back(float(recentWaits.empty() ? 0.0 : double(longWaits) / double(recentWaits.size())));
  f.push_back(float(userRunning));
  f.push_back(float(userRunningNodes));
  f.push_back(float(userPending));
  for (std::vector<double> *waits : {&similarWaits, &dayWaits}) {
    std::sort(waits->begin(), waits->end());
    f.push_back(float(logSeconds(waits->empty() ? 0.0 : sim::percentileSorted(*waits, 0.5))));
    f.push_back(float(waits->size()));
  }
  return f;
}

} // namespace mirage
