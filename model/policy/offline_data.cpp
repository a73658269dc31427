#include "policy/offline_data.h"

#include "policy/chain_evaluation.h"

#include <QElapsedTimer>

namespace mirage::policy {

OfflineData generateOfflineData(const std::vector<sim::SimJob> &jobs, const std::vector<Episode> &episodes,
                                const ProtocolOptions &options, const std::function<bool(int, int)> &progress)
{
  QElapsedTimer timer;
  timer.start();
  OfflineData out;
  constexpr sim::SimTime kStep = sim::MirageCompatSimulator::kStep;
  std::vector<float> rows;
  for (std::size_t e = 0; e < episodes.size(); ++e) {
    const Episode &episode = episodes[e];
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
      const sim::SimTime probe =
          (first + (pEnd - first) * k / (kProbesPerEpisode - 1)) / kStep * kStep; // on the minute
      while (nextTick <= probe) {
        walk.runUntil(nextTick - kStep);
        history.record(walk, nextTick);
        nextTick += options.decisionInterval;
      }
      walk.runUntil(probe - kStep);
      const std::vector<float> state =
          history.state(walk, prepared.predecessor, options.chainLimit, options.chainNodes);
      sim::MirageCompatSimulator fork = walk;
      const double d = outcomeAfterSubmitting(fork, prepared.predecessor, probe, options);
      rows.insert(rows.end(), state.begin(), state.end());
      out.y.push_back(float(d / 3600.0));
      out.episode.push_back(e);
    }
    if (progress && !progress(int(e) + 1, int(episodes.size())))
      break;
  }
  out.x.rows = out.y.size();
  out.x.cols = std::size_t(kPaperStateSize);
  out.x.values = std::move(rows);
  out.seconds = double(timer.nsecsElapsed()) / 1e9;
  return out;
}

} // namespace mirage::policy
