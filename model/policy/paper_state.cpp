#include "policy/paper_state.h"

#include "sim/percentile.h"

namespace mirage::policy {
namespace {
void putPercentiles(std::vector<double> &values, float *out)
{
  std::sort(values.begin(), values.end());
  for (const double q : {0.0, 0.25, 0.5, 0.75, 1.0})
    *out++ = float(sim::percentileSorted(values, q));
}
} // namespace

void PaperStateRecorder::record(const sim::MirageCompatSimulator &s, sim::SimTime t)
{
  Tick tick;
  tick.time = t;
  const sim::SimTime seen = s.now();
  std::vector<double> limits, waits, other;
  const auto part = [&](const std::vector<int> &indices, bool running, float *out) {
    limits.clear();
    waits.clear();
    other.clear();
    double nodes = 0;
    for (int i : indices) {
      const sim::SimJob &j = s.job(i);
      if (j.nodes < 1 || j.id == -1)
        continue; // a successor already submitted is not part of the cluster's state
      nodes += j.nodes;
      limits.push_back(double(j.limit) / 60.0);
      waits.push_back(double(running ? j.start - j.submit : seen - j.submit));
      other.push_back(running ? double(seen - j.start) : 0.0);
    }
    out[0] = float(limits.size());
    out[1] = float(nodes);
    putPercentiles(limits, out + 2);
    putPercentiles(waits, out + 7);
    putPercentiles(other, out + 12);
  };
  part(s.waitingJobs(), false, tick.queue.data());
  part(s.runningJobs(), true, tick.queue.data() + 17);
  m_ticks.push_back(tick);
  while (m_ticks.size() > std::size_t(kPaperHistory))
    m_ticks.pop_front();
}

std::vector<float> PaperStateRecorder::state(const sim::MirageCompatSimulator &s, int predecessor, std::int64_t limit,
                                             int nodes) const
{
  std::vector<float> out(std::size_t(kPaperStateSize), 0.0f);
  const sim::SimJob &p = s.job(predecessor);
  const std::size_t missing = std::size_t(kPaperHistory) - m_ticks.size();
  for (std::size_t k = 0; k < m_ticks.size(); ++k) {
    const Tick &tick = m_ticks[k];
    float *row = out.data() + (missing + k) * std::size_t(kPaperSnapshotValues);
    std::copy(tick.queue.begin(), tick.queue.end(), row);
    if (tick.time >= p.submit) {
      const bool started = p.start >= 0 && p.start < tick.time;
      row[34] = float(limit) / 60.0f;
      row[35] = float(nodes);
      row[36] = float(started ? p.start - p.submit : tick.time - p.submit);
      row[37] = float(started ? tick.time - p.start : 0);
    }
    row[38] = float(limit) / 60.0f;
    row[39] = float(nodes);
  }
  return out;
}

} // namespace mirage::policy
