#include "forecast/trace_replay.h"

#include <QHash>
#include <QSet>

#include <algorithm>
#include <limits>

namespace mirage {
namespace {

int gpusPerNodeOf(const TraceJob &j)
{
  const int nodes = std::max(1, j.nodes);
  return j.gpus > 0 ? (j.gpus + nodes - 1) / nodes : 0;
}

} // namespace

TraceReplay::TraceReplay(std::vector<TraceJob> jobs, ReplayOptions options) : m_options(std::move(options))
{
  m_jobs.reserve(jobs.size());
  for (TraceJob &j : jobs)
    if (j.submit >= 0 && j.start >= j.submit) {
      j.nodes = std::max(1, j.nodes);
      if (j.end < j.start)
        j.end = j.start + std::max<qint64>(0, j.timeLimit);
      if (j.timeLimit <= 0)
        j.timeLimit = std::max<qint64>(60, j.end - j.start);
      m_jobs.push_back(std::move(j));
    }
  std::stable_sort(m_jobs.begin(), m_jobs.end(),
                   [](const TraceJob &a, const TraceJob &b) { return a.submit < b.submit; });
  assignJobIds();
  // Each partition: the most nodes busy at once (and at least the largest job), the most GPUs.
  QHash<QString, std::vector<std::pair<EpochSeconds, int>>> events;
  QHash<QString, Partition> partitions;
  const EpochSeconds shapeUntil = m_options.shapeUntil > 0 ? m_options.shapeUntil : std::numeric_limits<qint64>::max();
  QHash<QString, Partition> later; // partitions whose jobs all start at or after shapeUntil
  for (TraceJob &j : m_jobs) {
    if (j.partition.isEmpty())
      j.partition = m_options.partition;
    const bool known = j.start < shapeUntil;
    Partition &p = known ? partitions[j.partition] : later[j.partition];
    p.name = j.partition;
    p.nodes = std::max(p.nodes, j.nodes);
    p.gpusPerNode = std::max(p.gpusPerNode, gpusPerNodeOf(j));
    if (!known)
      continue;
    auto &e = events[j.partition];
    e.emplace_back(j.start, j.nodes);
    e.emplace_back(j.end, -j.nodes);
  }
  for (auto it = later.begin(); it != later.end(); ++it)
    if (!partitions.contains(it.key())) {
      partitions.insert(it.key(), it.value());
      events[it.key()]; // sized by its largest job alone
    }
  for (auto it = events.begin(); it != events.end(); ++it) {
    std::sort(it->begin(), it->end()); // ends (negative) first at equal times
    int busy = 0, peak = 0;
    for (const auto &[t, n] : *it)
      peak = std::max(peak, busy += n);
    Partition &p = partitions[it.key()];
    p.nodes = std::max(p.nodes, peak);
    if (m_options.nodes > 0 && events.size() == 1)
      p.nodes = m_options.nodes;
    if (m_options.gpusPerNode > 0)
      p.gpusPerNode = m_options.gpusPerNode;
    m_partitions.append(p);
  }
  std::sort(m_partitions.begin(), m_partitions.end(),
            [](const Partition &a, const Partition &b) { return a.name < b.name; });
  if (!m_partitions.isEmpty())
    m_partitions.front().isDefault = true;
}

void TraceReplay::assignJobIds()
{
  // A job keeps the id its trace gives it, so that "job 745167" means the same job in the trace, in
  // a replayed snapshot and in risk --predecessor. Ids that are not a number ("12_3", an array
  // task) or that repeat get numbers above every id of the trace, never one a real job has.
  m_ids.assign(m_jobs.size(), 0);
  QSet<qint64> taken;
  qint64 highest = 0;
  for (std::size_t i = 0; i < m_jobs.size(); ++i) {
    bool numeric = false;
    const qint64 id = m_jobs[i].jobId.toLongLong(&numeric);
    if (numeric && id > 0 && !taken.contains(id)) {
      m_ids[i] = id;
      taken.insert(id);
      highest = std::max(highest, id);
    }
  }
  for (qint64 &id : m_ids)
    if (id == 0)
      id = ++highest;
}

bool TraceReplay::hasEnded(const TraceJob &job, EpochSeconds at)
{
  return job.end >= 0 && job.end <= at; // a stored job still running has no end yet
}

EpochSeconds TraceReplay::firstStart() const
{
  EpochSeconds first = m_jobs.empty() ? 0 : m_jobs.front().start;
  for (const TraceJob &j : m_jobs)
    first = std::min(first, j.start);
  return first;
}

EpochSeconds TraceReplay::lastSubmit() const
{
  return m_jobs.empty() ? 0 : m_jobs.back().submit;
}

ClusterSnapshot TraceReplay::snapshotAt(EpochSeconds at) const
{
  std::vector<std::size_t> active;
  for (std::size_t i = 0; i < m_jobs.size() && m_jobs[i].submit <= at; ++i)
    if (!hasEnded(m_jobs[i], at))
      active.push_back(i);
  return makeSnapshot(at, active);
}

ClusterSnapshot TraceReplay::makeSnapshot(EpochSeconds at, const std::vector<std::size_t> &active) const
{
  ClusterSnapshot s;
  s.cluster = QStringLiteral("trace");
  s.source = QStringLiteral("trace");
  s.time = at;
  s.timeZone = m_options.timeZone;
  s.partitions = m_partitions;
  QHash<QString, int> busy;
  s.jobs.reserve(qsizetype(active.size()));
  for (std::size_t i : active) {
    const TraceJob &j = m_jobs[i];
    Job job;
    job.id = m_ids[i];
    if (job.id != j.jobId.toLongLong())
      job.arrayId = j.jobId; // the trace's own name for it ("12_3"), when it is not the number
    job.partition = j.partition;
    job.user = j.user;
    job.submitTime = j.submit;
    job.timeLimitSeconds = j.timeLimit;
    job.nodes = j.nodes;
    job.gpusPerNode = gpusPerNodeOf(j);
    if (j.start <= at) {
      job.state = JobState::Running;
      job.startTime = j.start;
      busy[j.partition] += j.nodes;
    } else {
      job.state = JobState::Pending;
      job.reason = QStringLiteral("Priority");
    }
    s.jobs.append(std::move(job));
  }
  // Real traces overcommit now and then (reservations, nodes that joined later): clamp.
  for (Partition &p : s.partitions) {
    p.nodesAllocated = std::min(busy.value(p.name), p.nodes);
    p.nodesIdle = p.nodes - p.nodesAllocated;
  }
  return s;
}

void TraceReplay::run(EpochSeconds from, EpochSeconds to, const Visitor &visit) const
{
  const qint64 tick = std::max<qint64>(1, m_options.tickSeconds);
  // Jobs still active at a tick are those submitted earlier and not ended: keep them in a list that
  // is pruned as the replay goes (the trace is sorted by submission).
  std::vector<std::size_t> active;
  std::size_t next = 0;
  std::vector<ReplayCase> cases;
  auto first = std::lower_bound(m_jobs.begin(), m_jobs.end(), from,
                                [](const TraceJob &j, EpochSeconds time) { return j.submit < time; });
  for (auto c = first; c != m_jobs.end() && c->submit < to;) {
    // The snapshot for job c: the last tick strictly before its submission.
    const EpochSeconds at = ((c->submit - 1) / tick) * tick; // epoch times are positive
    cases.clear();
    while (c != m_jobs.end() && c->submit < to && c->submit - 1 < at + tick) {
      if (c->end == c->start && c->start > c->submit) { // cancelled while pending
        ++c;
        continue;
      }
      ReplayCase rc;
      rc.job = std::size_t(c - m_jobs.begin());
      rc.submit = c->submit;
      rc.wait = double(c->start - c->submit);
      rc.request.partition = c->partition;
      rc.request.nodes = c->nodes;
      rc.request.gpusPerNode = gpusPerNodeOf(*c);
      rc.request.timeLimitSeconds = c->timeLimit;
      rc.request.user = c->user;
      cases.push_back(rc);
      ++c;
    }
    while (next < m_jobs.size() && m_jobs[next].submit <= at)
      active.push_back(next++);
    std::erase_if(active, [&](std::size_t i) { return hasEnded(m_jobs[i], at); });
    const ClusterSnapshot s = makeSnapshot(at, active);
    if (!visit(s, cases))
      return;
  }
}

} // namespace mirage
