#pragma once
// The paper's offline data generation (../shared/docs/paper-notes.md §4.2): for each training
// episode, P's start and end from a simulation of P alone, then 7 probe submission times for S
// evenly spaced from P's submission + 1 min to P's end (the last one is the reactive choice); each
// probe is simulated to its outcome on a fork, and recorded with the paper's state at that time.
// Target: d in hours.
#include "ml/ml_api.h"
#include "policy/chain_protocol.h"

#include <functional>

namespace mirage::policy {

inline constexpr int kProbesPerEpisode = 7;

struct OfflineData {
  ml::Matrix x{0, kPaperStateSize}; // one row per probe
  std::vector<float> y;             // d hours
  std::vector<std::size_t> episode; // which episode each row came from
  double seconds = 0;               // to generate
};

OfflineData generateOfflineData(const std::vector<sim::SimJob> &jobs, const std::vector<Episode> &episodes,
                                const ProtocolOptions &options,
                                const std::function<bool(int done, int total)> &progress = {});

} // namespace mirage::policy
