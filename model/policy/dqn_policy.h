#pragma once
// DQN over {wait, submit} — the paper names it but its code has none (paper-notes §4.4), so this is
// our design: a Q-network (libtorch MLP through model/ml) on a compact state — the frozen XGBoost
// predictor's d̂, the hours until P's limit end (or that P still waits), and the newest snapshot's
// queue and running load — with an action input. Learned by fitted Q iteration, the batch form of
// DQN: each iteration collects episodes on the simulator (a decision every 60 minutes) into an
// experience-replay buffer and fits a fresh network to r + γ·Q_target(s′, argmax Q(s′, ·)), the
// previous iteration's network being the target network and the one before it choosing the
// action (double Q-learning, against the max's overestimate of waiting). Exploration is per
// episode: with probability ε an episode submits at a lead before P's end drawn half evenly over
// P's limit and half over its last 12 hours — so the submissions that matter, near P's end, are
// well sampled — and the other episodes follow the network. After the last collection, more
// fits on the whole replay carry the final outcome back to early decisions (one decision per
// fit). Reward: 0 for waiting, −|d| hours at the end.
#include "ml/ml_api.h"
#include "policy/chain_protocol.h"
#include "policy/submission_policy.h"

#include <functional>
#include <random>

namespace mirage::policy {

inline constexpr int kDqnFeatures = 6;

class DqnPolicy final : public SubmissionPolicy {
public:
  struct Transition {
    std::array<float, kDqnFeatures> state{};
    bool submit = false;
    float reward = 0;
    std::array<float, kDqnFeatures> next{};
    bool terminal = false;
  };
  // `q` may be null (then every decision is random); ε: the share of random decisions.
  DqnPolicy(std::shared_ptr<const ml::Regressor> predictor, std::shared_ptr<const ml::Regressor> q, double epsilon,
            std::uint64_t seed);
  QString name() const override { return QStringLiteral("dqn"); }
  void reset() override;
  bool submitNow(const ChainState &state) override;
  // Training: act every `every`-th call and record (state, action) pairs; finish() closes the
  // episode.
  void record(std::vector<Transition> *transitions, int every);
  void finish(double dSeconds);
  std::array<float, kDqnFeatures> features(const ChainState &state) const;

private:
  std::shared_ptr<const ml::Regressor> m_predictor, m_q;
  double m_epsilon;
  std::mt19937_64 m_rng;
  std::vector<Transition> *m_out = nullptr;
  bool m_exploring = false;
  qint64 m_lead = -1; // exploring: submit this long before P's end
  int m_every = 1;
  long m_calls = 0;
  std::size_t m_episodeStart = 0;
};

struct DqnOptions {
  int iterations = 16;
  int episodesPerIteration = 128;
  double gamma = 0.99;
  int decisionEvery = 6; // 10-minute harness calls per decision
  int extraFits = 32;    // fitted-Q steps on the final replay, without new episodes
  std::uint64_t seed = 3;
};

struct DqnTraining {
  std::shared_ptr<const ml::Regressor> q;
  std::size_t transitions = 0;
  double seconds = 0;
  QString error;
};

// The revision of the DQN's training code (its network, features, exploration and fitting): raise
// it whenever a change makes a newly trained Q-network differ.
inline constexpr int kDqnRevision = 4;
// What decides a trained Q-network: the revision, the options and the predictor it reads
// (paperPredictorVersion of XGBoost); stored networks are keyed by it.
QString dqnVersion(const DqnOptions &dqn = {});

DqnTraining trainDqn(const std::vector<sim::SimJob> &jobs, const std::vector<Episode> &episodes,
                     std::shared_ptr<const ml::Regressor> predictor, const ProtocolOptions &options,
                     const DqnOptions &dqn = {}, const std::function<bool(int, int)> &progress = {});

} // namespace mirage::policy
