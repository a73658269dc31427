#include "forecast/queue_ranks.h"

#include "forecast/job_history.h"

#include <algorithm>
#include <limits>
#include <numeric>

namespace mirage {
namespace {

// Counts of jobs with submit < a and start ≤ b, for many (a, b) at once: the jobs by submission,
// the questions by a, a Fenwick tree over the starts.
class DominanceCounter {
public:
  explicit DominanceCounter(const std::vector<JobOutcome> &jobs) : m_jobs(jobs)
  {
    for (const JobOutcome &o : jobs)
      m_starts.push_back(o.start);
    std::sort(m_starts.begin(), m_starts.end());
    m_starts.erase(std::unique(m_starts.begin(), m_starts.end()), m_starts.end());
  }
  // Question q: how many jobs were submitted before a[q] and started by b[q].
  std::vector<qint64> count(const std::vector<EpochSeconds> &a, const std::vector<EpochSeconds> &b) const
  {
    std::vector<std::size_t> bySubmit(m_jobs.size()), byA(a.size());
    std::iota(bySubmit.begin(), bySubmit.end(), 0);
    std::iota(byA.begin(), byA.end(), 0);
    std::sort(bySubmit.begin(), bySubmit.end(),
              [&](std::size_t x, std::size_t y) { return m_jobs[x].submit < m_jobs[y].submit; });
    std::sort(byA.begin(), byA.end(), [&](std::size_t x, std::size_t y) { return a[x] < a[y]; });
    std::vector<qint64> tree(m_starts.size() + 1, 0), out(a.size(), 0);
    std::size_t next = 0;
    for (std::size_t q : byA) {
      for (; next < bySubmit.size() && m_jobs[bySubmit[next]].submit < a[q]; ++next)
        for (auto i = rank(m_jobs[bySubmit[next]].start); i < tree.size(); i += i & (~i + 1))
          ++tree[i];
      // Starts ≤ b[q]: the ranks up to the last start not after it.
      const auto upTo = std::size_t(std::upper_bound(m_starts.begin(), m_starts.end(), b[q]) - m_starts.begin());
      for (auto i = upTo; i > 0; i -= i & (~i + 1))
        out[q] += tree[i];
    }
    return out;
  }

private:
  std::size_t rank(EpochSeconds start) const
  {
    return std::size_t(std::lower_bound(m_starts.begin(), m_starts.end(), start) - m_starts.begin()) + 1;
  }
  const std::vector<JobOutcome> &m_jobs;
  std::vector<EpochSeconds> m_starts;
};

} // namespace

std::vector<QueueRank> queueRanks(const std::vector<JobOutcome> &outcomes)
{
  const std::size_t n = outcomes.size();
  constexpr EpochSeconds kAll = std::numeric_limits<EpochSeconds>::max();
  // For job J (submitted s, started t), with C(a, b) = #(submit < a, start ≤ b):
  //   submitted before s:                     C(s, ∞)
  //   waiting at s:                           C(s, ∞) − C(s, s)
  //   waiting at s and started after t:       C(s, ∞) − C(s, t)
  //   submitted in (s, t):                    C(t, ∞) − C(s + 1, ∞)
  //   of those, started before t:             C(t, t − 1) − C(s + 1, t − 1)
  std::vector<EpochSeconds> a, b;
  a.reserve(7 * n);
  b.reserve(7 * n);
  for (const JobOutcome &o : outcomes) {
    const EpochSeconds s = o.submit, t = o.start;
    for (const auto &[x, y] :
         {std::pair{s, kAll}, {s, s}, {s, t}, {t, kAll}, {s + 1, kAll}, {t, t - 1}, {s + 1, t - 1}}) {
      a.push_back(x);
      b.push_back(y);
    }
  }
  const std::vector<qint64> c = DominanceCounter(outcomes).count(a, b);
  std::vector<QueueRank> out(n);
  for (std::size_t j = 0; j < n; ++j) {
    const qint64 *k = &c[7 * j];
    const qint64 waiting = k[0] - k[1], startedLater = k[0] - k[2];
    const qint64 arrived = k[3] - k[4], arrivedFirst = k[5] - k[6];
    if (waiting > 0)
      out[j].overtook = double(startedLater) / double(waiting);
    if (arrived > 0)
      out[j].overtakenBy = double(arrivedFirst) / double(arrived);
  }
  return out;
}

} // namespace mirage
