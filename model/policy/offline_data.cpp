#include "policy/offline_data.h"

#include "core/background_pool.h"
#include "policy/chain_evaluation.h"

#include <QElapsedTimer>
#include <QThread>
#include <QtConcurrent>

#include <numeric>

namespace mirage::policy {

namespace {
struct EpisodeRows {
  std::vector<float> x;
  std::vector<float> y;
};

EpisodeRows probeEpisode(const std::vector<sim::SimJob> &jobs, const Episode &episode, const ProtocolOptions &options)
{
  constexpr sim::SimTime kStep = sim::MirageCompatSimulator::kStep;
  EpisodeRows out;
  const EpisodeSimulation prepared = prepareEpisode(jobs, episode, options);
  // P alone: its start, hence its end.
  sim::MirageCompatSimulator alone = prepared.sim;
  while (alone.job(prepared.predecessor).start < 0)
    alone.runUntil(alone.now() + options.decisionInterval);
  const sim::SimTime pEnd = alone.job(prepared.predecessor).start + options.chainLimit;
  const sim::SimTime first = episode.predecessorSubmit + kStep;
  // One simulation walks through the decision ticks (recording the state) and the probes.
  sim::MirageCompatSimulator walk = prepared.sim;
  PaperStateRecorder history = prepared.history;
  sim::SimTime nextTick = episode.predecessorSubmit;
  for (int k = 0; k < kProbesPerEpisode; ++k) {
    const sim::SimTime probe = (first + (pEnd - first) * k / (kProbesPerEpisode - 1)) / kStep * kStep;
    while (nextTick <= probe) {
      walk.runUntil(nextTick - kStep);
      history.record(walk, nextTick);
      nextTick += options.decisionInterval;
    }
    walk.runUntil(probe - kStep);
    const std::vector<float> state = history.state(walk, prepared.predecessor, options.chainLimit, options.chainNodes);
    sim::MirageCompatSimulator fork = walk;
    const double d = outcomeAfterSubmitting(fork, prepared.predecessor, probe, options);
    out.x.insert(out.x.end(), state.begin(), state.end());
    out.y.push_back(float(d / 3600.0));
  }
  return out;
}
} // namespace

OfflineData generateOfflineData(const std::vector<sim::SimJob> &jobs, const std::vector<Episode> &episodes,
                                const ProtocolOptions &options, const std::function<bool(int, int)> &progress)
{
  QElapsedTimer timer;
  timer.start();
  // Episodes are independent: they run on every core, a batch at a time (for progress and cancel).
  std::vector<EpisodeRows> rows(episodes.size());
  const std::size_t batch = std::size_t(std::max(1, QThread::idealThreadCount())) * 4;
  std::size_t done = 0;
  while (done < episodes.size()) {
    const std::size_t end = std::min(episodes.size(), done + batch);
    std::vector<std::size_t> indices(end - done);
    std::iota(indices.begin(), indices.end(), done);
    QtConcurrent::blockingMap(backgroundPool(), indices,
                              [&](std::size_t e) { rows[e] = probeEpisode(jobs, episodes[e], options); });
    done = end;
    if (progress && !progress(int(done), int(episodes.size())))
      break;
  }
  OfflineData out;
  std::size_t examples = 0;
  for (std::size_t e = 0; e < done; ++e)
    examples += rows[e].y.size();
  out.x.values.reserve(examples * std::size_t(kPaperStateSize)); // ~120 MB at the paper's setting: no
  out.y.reserve(examples);                                       // second copy while it grows
  for (std::size_t e = 0; e < done; ++e) {
    out.x.values.insert(out.x.values.end(), rows[e].x.begin(), rows[e].x.end());
    out.y.insert(out.y.end(), rows[e].y.begin(), rows[e].y.end());
    out.episode.insert(out.episode.end(), rows[e].y.size(), e);
    rows[e] = {}; // each episode's rows go as they are copied
  }
  out.x.rows = out.y.size();
  out.x.cols = std::size_t(kPaperStateSize);
  out.seconds = double(timer.nsecsElapsed()) / 1e9;
  return out;
}

} // namespace mirage::policy
