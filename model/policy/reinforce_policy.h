#pragma once
// The paper's policy gradient (../shared/docs/paper-notes.md §4.5): a frozen predictor of d (here
// the paper's XGBoost predictor on the 144 × 42 state) feeds a linear head with two logits (wait,
// submit); REINFORCE trains the head's 4 parameters on training episodes — a decision every 60
// minutes, reward −60·|d hours| at the end, discounted reward-to-go (γ 0.99) minus the running
// mean of episode rewards, entropy bonus 0.1, Adam (lr 0.01), 32 episodes per update. Evaluated as
// the authors did (the action sampled, every 10 minutes) and greedily (submit when p > 0.5).
#include "ml/ml_api.h"
#include "policy/chain_protocol.h"
#include "policy/submission_policy.h"

#include <array>
#include <functional>
#include <random>

namespace mirage::policy {

struct PolicyHead {
  std::array<double, 2> weight{0.0, 0.0}; // logits: z_k = weight_k · d̂ + bias_k; k = 0 wait, 1 submit
  std::array<double, 2> bias{0.0, 0.0};
  double submitProbability(double dHat) const;
};

class ReinforcePolicy final : public SubmissionPolicy {
public:
  struct Step {
    double dHat = 0;
    bool submit = false;
  };
  ReinforcePolicy(std::shared_ptr<const ml::Regressor> predictor, PolicyHead head, bool greedy, std::uint64_t seed);
  QString name() const override { return m_greedy ? QStringLiteral("reinforce-greedy") : QStringLiteral("reinforce"); }
  void reset() override { m_calls = 0; }
  void seedEpisode(std::uint64_t key) override;
  bool submitNow(const ChainState &state) override;
  // Training: act only every `every`-th call (the 10-minute harness, 60-minute decisions) and record.
  void record(std::vector<Step> *steps, int every)
  {
    m_steps = steps;
    m_every = std::max(1, every);
  }

private:
  std::shared_ptr<const ml::Regressor> m_predictor;
  PolicyHead m_head;
  bool m_greedy;
  std::uint64_t m_seed;
  std::mt19937_64 m_rng;
  std::vector<Step> *m_steps = nullptr;
  int m_every = 1;
  long m_calls = 0;
};

struct ReinforceOptions {
  int updates = 60;
  int episodesPerUpdate = 32;
  double learningRate = 0.01;
  double entropyBonus = 0.1;
  double gamma = 0.99;
  int decisionEvery = 6; // harness calls (10 minutes each) per decision
  std::uint64_t seed = 10;
};

struct ReinforceTraining {
  PolicyHead head;
  std::vector<double> meanReward; // per update
  double seconds = 0;
};

// The revision of the policy gradient's training code: raise it whenever a change makes a newly
// trained head differ.
inline constexpr int kReinforceRevision = 3;
// What decides a trained head: the revision, the options and the predictor it reads.
QString reinforceVersion(const ReinforceOptions &reinforce = {});

ReinforceTraining trainReinforce(const std::vector<sim::SimJob> &jobs, const std::vector<Episode> &episodes,
                                 std::shared_ptr<const ml::Regressor> predictor, const ProtocolOptions &options,
                                 const ReinforceOptions &reinforce = {},
                                 const std::function<bool(int done, int total)> &progress = {});

} // namespace mirage::policy
