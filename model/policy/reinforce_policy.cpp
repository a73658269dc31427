#include "policy/reinforce_policy.h"

#include "core/background_pool.h"
#include "policy/chain_evaluation.h"
#include "policy/paper_state.h"
#include "policy/predictor_policy.h"

#include <QElapsedTimer>
#include <QtConcurrent>

#include <cmath>
#include <numeric>

namespace mirage::policy {
namespace {
std::array<double, 2> probabilities(const PolicyHead &h, double dHat)
{
  const double z0 = h.weight[0] * dHat + h.bias[0], z1 = h.weight[1] * dHat + h.bias[1];
  const double m = std::max(z0, z1);
  const double e0 = std::exp(z0 - m), e1 = std::exp(z1 - m);
  return {e0 / (e0 + e1), e1 / (e0 + e1)};
}

struct Adam {
  std::array<double, 4> m{}, v{};
  int t = 0;
  void step(std::array<double, 4> &params, const std::array<double, 4> &ascent, double lr)
  {
    ++t;
    for (std::size_t i = 0; i < 4; ++i) {
      m[i] = 0.9 * m[i] + 0.1 * ascent[i];
      v[i] = 0.999 * v[i] + 0.001 * ascent[i] * ascent[i];
      const double mh = m[i] / (1 - std::pow(0.9, t)), vh = v[i] / (1 - std::pow(0.999, t));
      params[i] += lr * mh / (std::sqrt(vh) + 1e-8);
    }
  }
};
} // namespace

double PolicyHead::submitProbability(double dHat) const
{
  return probabilities(*this, dHat)[1];
}

ReinforcePolicy::ReinforcePolicy(std::shared_ptr<const ml::Regressor> predictor, PolicyHead head, bool greedy,
                                 std::uint64_t seed)
    : m_predictor(std::move(predictor)), m_head(head), m_greedy(greedy), m_seed(seed), m_rng(seed)
{
}

void ReinforcePolicy::seedEpisode(std::uint64_t key)
{
  // The seed and the key mixed (splitmix64's finaliser), so that nearby keys draw apart.
  std::uint64_t z = m_seed + 0x9e3779b97f4a7c15ULL * (key + 1);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  m_rng.seed(z ^ (z >> 31));
}

bool ReinforcePolicy::submitNow(const ChainState &state)
{
  if (m_calls++ % m_every != 0 || !state.paperState)
    return false;
  ml::Matrix x(1, std::size_t(kPaperStateSize));
  x.values = state.paperState();
  const double dHat = double(m_predictor->predict(x).front());
  const double p = m_head.submitProbability(dHat);
  const bool submit = m_greedy ? p > 0.5 : std::bernoulli_distribution(p)(m_rng);
  if (m_steps)
    m_steps->push_back({dHat, submit});
  return submit;
}

QString reinforceVersion(const ReinforceOptions &reinforce)
{
  return QStringLiteral("reinforce r%1 updates=%2 episodes=%3 lr=%4 entropy=%5 gamma=%6 every=%7 seed=%8 | %9")
      .arg(kReinforceRevision)
      .arg(reinforce.updates)
      .arg(reinforce.episodesPerUpdate)
      .arg(reinforce.learningRate)
      .arg(reinforce.entropyBonus)
      .arg(reinforce.gamma)
      .arg(reinforce.decisionEvery)
      .arg(reinforce.seed)
      .arg(paperPredictorVersion(QStringLiteral("xgboost")));
}

ReinforceTraining trainReinforce(const std::vector<sim::SimJob> &jobs, const std::vector<Episode> &episodes,
                                 std::shared_ptr<const ml::Regressor> predictor, const ProtocolOptions &options,
                                 const ReinforceOptions &r, const std::function<bool(int, int)> &progress)
{
  QElapsedTimer timer;
  timer.start();
  ReinforceTraining out;
  if (episodes.empty())
    return out;
  // Start from "submit when d̂ ≥ −0.5 h" softened: logit difference 0.5 · (d̂ + 0.5).
  std::array<double, 4> params{0.0, 0.5, 0.0, 0.25}; // w0, w1, b0, b1
  Adam adam;
  std::mt19937_64 rng(r.seed);
  std::uniform_int_distribution<std::size_t> pick(0, episodes.size() - 1);
  double baseline = 0;
  bool haveBaseline = false;
  struct Rollout {
    std::vector<ReinforcePolicy::Step> steps;
    double reward = 0;
  };
  for (int u = 0; u < r.updates; ++u) {
    PolicyHead head;
    head.weight = {params[0], params[1]};
    head.bias = {params[2], params[3]};
    std::vector<std::pair<std::size_t, std::uint64_t>> batch;
    for (int e = 0; e < r.episodesPerUpdate; ++e)
      batch.emplace_back(pick(rng), rng());
    const std::vector<Rollout> rollouts = QtConcurrent::blockingMapped<std::vector<Rollout>>(
        backgroundPool(), batch, [&](const std::pair<std::size_t, std::uint64_t> &b) {
          Rollout roll;
          const EpisodeSimulation prepared = prepareEpisode(jobs, episodes[b.first], options);
          ReinforcePolicy policy(predictor, head, false, b.second);
          policy.record(&roll.steps, r.decisionEvery);
          const double d = runEpisode(prepared, episodes[b.first], policy, options);
          roll.reward = -60.0 * std::abs(d / 3600.0);
          return roll;
        });
    std::array<double, 4> ascent{};
    double rewardSum = 0;
    for (const Rollout &roll : rollouts)
      rewardSum += roll.reward;
    const double meanReward = rewardSum / double(rollouts.size());
    if (!haveBaseline) {
      baseline = meanReward;
      haveBaseline = true;
    }
    std::size_t steps = 0;
    for (const Rollout &roll : rollouts) {
      const std::size_t n = roll.steps.size();
      for (std::size_t t = 0; t < n; ++t) {
        const ReinforcePolicy::Step &s = roll.steps[t];
        const double advantage = std::pow(r.gamma, double(n - 1 - t)) * roll.reward - baseline;
        const auto p = probabilities(head, s.dHat);
        const double entropy = -(p[0] * std::log(p[0] + 1e-12) + p[1] * std::log(p[1] + 1e-12));
        for (int k = 0; k < 2; ++k) {
          const double dlogp = (s.submit == (k == 1) ? 1.0 : 0.0) - p[std::size_t(k)];
          const double dentropy = -p[std::size_t(k)] * (std::log(p[std::size_t(k)] + 1e-12) + entropy);
          const double g = advantage * dlogp + r.entropyBonus * dentropy;
          ascent[std::size_t(k)] += g * s.dHat;
          ascent[std::size_t(2 + k)] += g;
        }
        ++steps;
      }
    }
    if (steps > 0) {
      for (double &a : ascent)
        a /= double(steps);
      adam.step(params, ascent, r.learningRate);
    }
    baseline = 0.9 * baseline + 0.1 * meanReward;
    out.meanReward.push_back(meanReward);
    if (progress && !progress(u + 1, r.updates))
      break;
  }
  out.head.weight = {params[0], params[1]};
  out.head.bias = {params[2], params[3]};
  out.seconds = double(timer.nsecsElapsed()) / 1e9;
  return out;
}

} // namespace mirage::policy
