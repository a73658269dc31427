#include "policy/chain_protocol.h"

#include "sim/workload_transforms.h"

#include <algorithm>
#include <limits>

namespace mirage::policy {

std::vector<sim::SimJob> simJobsFromTrace(const std::vector<TraceJob> &trace, double loadScale)
{
  std::vector<sim::SimJob> jobs;
  jobs.reserve(trace.size());
  for (const TraceJob &t : trace) {
    if (t.submit < 0 || t.start < 0 || t.end < t.start || t.timeLimit <= 0 || t.nodes < 1)
      continue;
    sim::SimJob j;
    j.id = std::int64_t(jobs.size()) + 1;
    j.submit = t.submit;
    j.nodes = t.nodes;
    j.limit = t.timeLimit;
    j.runtime = std::min<std::int64_t>(t.end - t.start, t.timeLimit);
    jobs.push_back(j);
  }
  std::stable_sort(jobs.begin(), jobs.end(),
                   [](const sim::SimJob &a, const sim::SimJob &b) { return a.submit < b.submit; });
  if (loadScale > 0 && loadScale != 1.0)
    sim::scaleLoad(jobs, loadScale);
  return jobs;
}

sim::SimTime scaledTime(sim::SimTime t, sim::SimTime firstSubmit, double factor)
{
  if (factor <= 0 || factor == 1.0 || t <= firstSubmit)
    return t;
  return firstSubmit + sim::SimTime(double(t - firstSubmit) / factor);
}

std::vector<Episode> buildEpisodes(const std::vector<sim::SimJob> &jobs, sim::SimTime from, sim::SimTime to,
                                   const ProtocolOptions &options)
{
  std::vector<Episode> out;
  if (jobs.empty() || options.stride <= 0)
    return out;
  const sim::SimTime last = jobs.back().submit;
  const auto bySubmit = [](const sim::SimJob &j, sim::SimTime t) { return j.submit < t; };
  for (sim::SimTime t0 = from; t0 < to && t0 + options.episodeLength <= last; t0 += options.stride) {
    Episode e;
    e.start = t0;
    e.firstJob = std::size_t(std::lower_bound(jobs.begin(), jobs.end(), t0, bySubmit) - jobs.begin());
    e.endJob = std::size_t(std::lower_bound(jobs.begin(), jobs.end(), t0 + options.episodeLength + 1, bySubmit) -
                           jobs.begin());
    e.predecessorSubmit = t0 + options.warmup;
    out.push_back(e);
  }
  return out;
}

EpisodeSplit splitEpisodes(const std::vector<sim::SimJob> &jobs, sim::SimTime trainFrom, sim::SimTime trainUntil,
                           sim::SimTime validateFrom, const ProtocolOptions &options, sim::SimTime validateUntil)
{
  EpisodeSplit out;
  for (const Episode &e : buildEpisodes(jobs, trainFrom, std::min(trainUntil, validateFrom), options)) {
    // An episode simulates the jobs submitted up to t0 + episodeLength inclusive.
    if (e.start + options.episodeLength >= validateFrom) {
      ++out.embargoed;
      continue;
    }
    out.training.push_back(e);
    out.trainingEnd = std::max<sim::SimTime>(out.trainingEnd, e.start + options.episodeLength + 1);
  }
  out.validation = buildEpisodes(jobs, validateFrom, validateUntil, options);
  return out;
}

std::vector<TraceJob> simulatedHistory(const std::vector<sim::SimJob> &jobs, sim::SimTime until,
                                       const ProtocolOptions &options)
{
  sim::MirageCompatSimulator s(options.nodes);
  std::vector<int> index;
  for (const sim::SimJob &j : jobs)
    if (j.submit < until)
      index.push_back(s.submit(j));
  s.runToEnd();
  std::vector<TraceJob> out;
  out.reserve(index.size());
  for (std::size_t i = 0; i < index.size(); ++i) {
    if (index[i] < 0)
      continue;
    const sim::SimJob &j = s.job(index[i]);
    TraceJob t;
    t.jobId = QString::number(j.id);
    t.partition = QStringLiteral("batch");
    t.submit = j.submit;
    t.start = j.start;
    t.end = j.end;
    t.timeLimit = j.limit;
    t.nodes = j.nodes;
    out.push_back(t);
  }
  return out;
}

EpisodeSimulation prepareEpisode(const std::vector<sim::SimJob> &jobs, const Episode &episode,
                                 const ProtocolOptions &options)
{
  EpisodeSimulation e{sim::MirageCompatSimulator(options.nodes), -1, {}};
  e.sim.startAt(episode.start);
  for (std::size_t i = episode.firstJob; i < episode.endJob; ++i)
    e.sim.submit(jobs[i]);
  sim::SimJob p;
  p.id = 0; // before every trace job submitted at the same minute
  p.submit = episode.predecessorSubmit;
  p.nodes = options.chainNodes;
  p.limit = options.chainLimit;
  p.runtime = options.chainLimit; // a service runs until Slurm stops it
  e.predecessor = e.sim.submit(p);
  // The warm-up, with a snapshot every decision interval over its last 24 h (the ticks are the
  // times of the decisions that follow: P's submission and every interval after it).
  const sim::SimTime interval = std::max<qint64>(60, options.decisionInterval);
  for (sim::SimTime t = episode.predecessorSubmit - kPaperHistory * interval; t < episode.predecessorSubmit;
       t += interval) {
    e.sim.runUntil(t - sim::MirageCompatSimulator::kStep);
    if (t >= episode.start)
      e.history.record(e.sim, t);
  }
  e.sim.runUntil(episode.predecessorSubmit - sim::MirageCompatSimulator::kStep);
  return e;
}

} // namespace mirage::policy
