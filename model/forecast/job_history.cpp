#include "forecast/job_history.h"

#include <algorithm>

namespace mirage {

QString similarityClass(const QString &partition, int nodes, qint64 limitSeconds)
{
  const int nodeClass = nodes <= 1 ? 0 : nodes <= 4 ? 1 : nodes <= 16 ? 2 : 3;
  const int limitClass = limitSeconds <= 3600 ? 0 : limitSeconds <= 6 * 3600 ? 1 : limitSeconds <= 86400 ? 2 : 3;
  return partition + QLatin1Char('/') + QString::number(nodeClass) + QLatin1Char('/') + QString::number(limitClass);
}

JobHistory::JobHistory(const std::vector<TraceJob> &jobs)
{
  m_byStart.reserve(jobs.size());
  for (const TraceJob &j : jobs) {
    if (j.submit < 0 || j.start < j.submit)
      continue;
    JobOutcome o;
    o.submit = j.submit;
    o.start = j.start;
    o.end = j.end >= j.start ? j.end : -1;
    o.limit = j.timeLimit;
    o.nodes = std::max(1, j.nodes);
    o.gpusPerNode = j.gpus > 0 ? (j.gpus + o.nodes - 1) / o.nodes : 0;
    o.partition = j.partition;
    o.user = j.user;
    m_byStart.push_back(std::move(o));
  }
  index();
}

JobHistory::JobHistory(std::vector<JobOutcome> outcomes) : m_byStart(std::move(outcomes))
{
  index();
}

void JobHistory::index()
{
  std::stable_sort(m_byStart.begin(), m_byStart.end(),
                   [](const JobOutcome &a, const JobOutcome &b) { return a.start < b.start; });
  m_starts.reserve(m_byStart.size());
  for (std::size_t i = 0; i < m_byStart.size(); ++i) {
    const JobOutcome &o = m_byStart[i];
    m_starts.push_back(o.start);
    m_byClass[similarityClass(o.partition, o.nodes, o.limit)].push_back(i);
    if (o.end >= o.start && o.limit > 0) {
      const double ratio = std::min(1.0, double(o.end - o.start) / double(o.limit));
      m_ratios.emplace_back(o.end, ratio);
      if (!o.user.isEmpty())
        m_ratiosByUser[o.user].emplace_back(o.end, ratio);
    }
  }
  std::sort(m_ratios.begin(), m_ratios.end());
  for (auto &ratios : m_ratiosByUser)
    std::sort(ratios.begin(), ratios.end());
  m_ranks = queueRanks(m_byStart);
  m_bySubmit.resize(m_byStart.size());
  for (std::size_t i = 0; i < m_bySubmit.size(); ++i)
    m_bySubmit[i] = i;
  std::stable_sort(m_bySubmit.begin(), m_bySubmit.end(),
                   [this](std::size_t a, std::size_t b) { return m_byStart[a].submit < m_byStart[b].submit; });
}

std::vector<const JobOutcome *> JobHistory::submittedBetween(EpochSeconds from, EpochSeconds to) const
{
  std::vector<const JobOutcome *> out;
  auto it = std::lower_bound(m_bySubmit.begin(), m_bySubmit.end(), from,
                             [this](std::size_t i, EpochSeconds t) { return m_byStart[i].submit < t; });
  for (; it != m_bySubmit.end() && m_byStart[*it].submit < to; ++it)
    out.push_back(&m_byStart[*it]);
  return out;
}

std::size_t JobHistory::startedBy(EpochSeconds t) const
{
  return static_cast<std::size_t>(std::upper_bound(m_starts.begin(), m_starts.end(), t) - m_starts.begin());
}

std::vector<double> JobHistory::recentWaits(const QString &cls, EpochSeconds t, std::size_t count,
                                            qint64 maxAgeSeconds) const
{
  std::vector<double> out;
  const auto it = m_byClass.constFind(cls);
  if (it == m_byClass.constEnd())
    return out;
  const std::vector<std::size_t> &indices = *it;
  // Indices are in start order, so the jobs started before t are a prefix.
  const auto known = std::lower_bound(indices.begin(), indices.end(), t,
                                      [&](std::size_t i, EpochSeconds time) { return m_byStart[i].start < time; });
  for (auto i = known; i != indices.begin() && out.size() < count;) {
    --i;
    const JobOutcome &o = m_byStart[*i];
    if (o.start < t - maxAgeSeconds)
      break;
    out.push_back(double(o.wait()));
  }
  std::reverse(out.begin(), out.end());
  return out;
}

std::vector<double> JobHistory::recentWaits(EpochSeconds t, std::size_t count, qint64 maxAgeSeconds) const
{
  std::vector<double> out;
  const auto before = std::size_t(std::lower_bound(m_starts.begin(), m_starts.end(), t) - m_starts.begin());
  for (std::size_t i = before; i > 0 && out.size() < count; --i) {
    const JobOutcome &o = m_byStart[i - 1];
    if (o.start < t - maxAgeSeconds)
      break;
    out.push_back(double(o.wait()));
  }
  std::reverse(out.begin(), out.end());
  return out;
}

namespace {
std::vector<double> lastRatios(const std::vector<std::pair<EpochSeconds, double>> &ratios, EpochSeconds t,
                               std::size_t count)
{
  const auto known = std::upper_bound(ratios.begin(), ratios.end(), std::make_pair(t, 2.0));
  const auto first = known - std::min<std::ptrdiff_t>(known - ratios.begin(), std::ptrdiff_t(count));
  std::vector<double> out;
  out.reserve(static_cast<std::size_t>(known - first));
  for (auto i = first; i != known; ++i)
    out.push_back(i->second);
  return out;
}
} // namespace

std::vector<double> JobHistory::recentRuntimeRatios(EpochSeconds t, std::size_t count) const
{
  return lastRatios(m_ratios, t, count);
}

std::vector<double> JobHistory::recentRuntimeRatios(EpochSeconds t, std::size_t count, const QString &user) const
{
  const auto it = m_ratiosByUser.constFind(user);
  return it == m_ratiosByUser.cend() ? std::vector<double>{} : lastRatios(*it, t, count);
}

std::vector<QueueRank> JobHistory::recentRanks(const QString &cls, EpochSeconds t, std::size_t count) const
{
  const auto startedBefore = [&](const std::vector<std::size_t> &indices) {
    const auto known = std::lower_bound(indices.begin(), indices.end(), t,
                                        [&](std::size_t i, EpochSeconds time) { return m_byStart[i].start < time; });
    std::vector<QueueRank> out;
    for (auto i = known; i != indices.begin() && out.size() < count;)
      out.push_back(m_ranks[*--i]);
    return out;
  };
  if (const auto it = m_byClass.constFind(cls); it != m_byClass.cend())
    if (auto own = startedBefore(*it); own.size() >= std::min<std::size_t>(50, count))
      return own;
  std::vector<QueueRank> out;
  for (std::size_t i = startedBy(t - 1); i > 0 && out.size() < count;)
    out.push_back(m_ranks[--i]);
  return out;
}

} // namespace mirage
