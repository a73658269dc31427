#include "policy/dqn_policy.h"

#include "core/background_pool.h"
#include "ml/ml_library.h"
#include "policy/chain_evaluation.h"
#include "policy/paper_state.h"
#include "policy/predictor_policy.h"

#include <QElapsedTimer>
#include <QtConcurrent>

#include <cmath>

namespace mirage::policy {
namespace {
// Q(s, wait) and Q(s, submit) in one prediction call.
std::array<float, 2> qValues(const ml::Regressor &q, const std::array<float, kDqnFeatures> &s)
{
  ml::Matrix x(2, std::size_t(kDqnFeatures + 1));
  for (std::size_t a = 0; a < 2; ++a) {
    for (std::size_t i = 0; i < std::size_t(kDqnFeatures); ++i)
      x.at(a, i) = s[i];
    x.at(a, std::size_t(kDqnFeatures)) = float(a);
  }
  const std::vector<float> v = q.predict(x);
  return {v[0], v[1]};
}
// Q(s, wait) and Q(s, submit) of many states at once: two rows per state.
std::vector<float> qValuesOf(const ml::Regressor &q, const std::vector<const std::array<float, kDqnFeatures> *> &states)
{
  ml::Matrix x(2 * states.size(), std::size_t(kDqnFeatures + 1));
  for (std::size_t k = 0; k < states.size(); ++k)
    for (std::size_t a = 0; a < 2; ++a) {
      for (std::size_t i = 0; i < std::size_t(kDqnFeatures); ++i)
        x.at(2 * k + a, i) = (*states[k])[i];
      x.at(2 * k + a, std::size_t(kDqnFeatures)) = float(a);
    }
  return q.predict(x);
}

// One fitted-Q step: a fresh network fitted to r + γ·Q_target(s′, a*), a* chosen by `chooser`
// (double Q-learning; the target itself when there is no older network).
std::shared_ptr<const ml::Regressor> fitQ(const ml::PluginApi &api, const std::vector<DqnPolicy::Transition> &replay,
                                          const std::shared_ptr<const ml::Regressor> &target,
                                          const std::shared_ptr<const ml::Regressor> &chooser, double gamma,
                                          std::uint64_t seed)
{
  ml::Matrix x(replay.size(), std::size_t(kDqnFeatures + 1));
  std::vector<float> y(replay.size());
  std::vector<const std::array<float, kDqnFeatures> *> next;
  std::vector<std::size_t> rowsWithNext;
  for (std::size_t r = 0; r < replay.size(); ++r) {
    const auto &t = replay[r];
    for (std::size_t i = 0; i < std::size_t(kDqnFeatures); ++i)
      x.at(r, i) = t.state[i];
    x.at(r, std::size_t(kDqnFeatures)) = t.submit ? 1.0f : 0.0f;
    y[r] = t.reward;
    if (!t.terminal && !t.submit && target) {
      next.push_back(&t.next);
      rowsWithNext.push_back(r);
    }
  }
  if (!next.empty()) {
    const std::vector<float> values = qValuesOf(*target, next);
    const std::vector<float> choices = chooser ? qValuesOf(*chooser, next) : values;
    for (std::size_t k = 0; k < next.size(); ++k) {
      const std::size_t a = choices[2 * k + 1] > choices[2 * k] ? 1 : 0;
      y[rowsWithNext[k]] += float(gamma) * values[2 * k + a];
    }
  }
  ml::RegressorOptions o;
  o.hiddenUnits = 32;
  o.epochs = 40;
  o.learningRate = 1e-3f;
  o.seed = seed;
  std::shared_ptr<ml::Regressor> fresh = api.make("torch-mlp", o);
  fresh->fit(x, y);
  return fresh;
}
} // namespace

DqnPolicy::DqnPolicy(std::shared_ptr<const ml::Regressor> predictor, std::shared_ptr<const ml::Regressor> q,
                     double epsilon, std::uint64_t seed)
    : m_predictor(std::move(predictor)), m_q(std::move(q)), m_epsilon(epsilon), m_rng(seed)
{
}

void DqnPolicy::reset()
{
  m_calls = 0;
  m_exploring = !m_q || std::bernoulli_distribution(m_epsilon)(m_rng);
  m_lead = -1;
  if (m_out)
    m_episodeStart = m_out->size();
}

void DqnPolicy::record(std::vector<Transition> *transitions, int every)
{
  m_out = transitions;
  m_every = std::max(1, every);
  m_episodeStart = transitions ? transitions->size() : 0;
}

std::array<float, kDqnFeatures> DqnPolicy::features(const ChainState &state) const
{
  std::array<float, kDqnFeatures> f{};
  ml::Matrix x(1, std::size_t(kPaperStateSize));
  x.values = state.paperState();
  const float *newest = x.values.data() + std::size_t(kPaperHistory - 1) * std::size_t(kPaperSnapshotValues);
  f[0] = std::clamp(m_predictor->predict(x).front(), -72.0f, 72.0f) / 24.0f;
  const bool started = state.predecessorStarted();
  f[1] = started ? float(state.predecessorEnd() - state.now) / 3600.0f / 48.0f : -1.0f;
  f[2] = started ? 0.0f : 1.0f;
  f[3] = std::log1p(newest[0]);  // waiting jobs
  f[4] = std::log1p(newest[1]);  // nodes they ask for
  f[5] = std::log1p(newest[18]); // nodes running
  return f;
}

bool DqnPolicy::submitNow(const ChainState &state)
{
  if (m_calls++ % m_every != 0 || !state.paperState)
    return false;
  const auto s = features(state);
  bool submit = false;
  if (m_exploring) {
    // A lead before P's end drawn once per episode: half evenly over P's limit, half over its
    // last 12 hours, where the decisions that matter are; now and then while P still waits.
    if (!state.predecessorStarted()) {
      submit = std::bernoulli_distribution(0.01)(m_rng);
    } else {
      if (m_lead < 0) {
        const double span = std::bernoulli_distribution(0.5)(m_rng) ? double(state.limitSeconds)
                                                                    : std::min(double(state.limitSeconds), 12.0 * 3600);
        m_lead = qint64(std::uniform_real_distribution<double>(0, span)(m_rng));
      }
      submit = state.predecessorEnd() - state.now <= m_lead;
    }
  } else {
    const auto q = qValues(*m_q, s);
    submit = q[1] > q[0];
  }
  if (m_out) {
    if (m_out->size() > m_episodeStart && !m_out->back().terminal)
      m_out->back().next = s; // the previous wait leads here
    Transition t;
    t.state = s;
    t.submit = submit;
    m_out->push_back(t);
  }
  return submit;
}

void DqnPolicy::finish(double dSeconds)
{
  if (!m_out || m_out->size() <= m_episodeStart)
    return;
  // The last decision (a submit, or the last wait before P's end forced S in) ends the episode.
  m_out->back().terminal = true;
  m_out->back().reward = -float(std::abs(dSeconds) / 3600.0);
}

QString dqnVersion(const DqnOptions &dqn)
{
  return QStringLiteral("dqn r%1 iterations=%2 episodes=%3 gamma=%4 every=%5 extra=%6 seed=%7 | %8")
      .arg(kDqnRevision)
      .arg(dqn.iterations)
      .arg(dqn.episodesPerIteration)
      .arg(dqn.gamma)
      .arg(dqn.decisionEvery)
      .arg(dqn.extraFits)
      .arg(dqn.seed)
      .arg(paperPredictorVersion(QStringLiteral("xgboost")));
}

DqnTraining trainDqn(const std::vector<sim::SimJob> &jobs, const std::vector<Episode> &episodes,
                     std::shared_ptr<const ml::Regressor> predictor, const ProtocolOptions &options,
                     const DqnOptions &dqn, const std::function<bool(int, int)> &progress)
{
  QElapsedTimer timer;
  timer.start();
  DqnTraining out;
  const ml::PluginApi *api = MlLibrary::api();
  if (!api) {
    out.error = MlLibrary::error();
    return out;
  }
  if (episodes.empty()) {
    out.error = QStringLiteral("no training episodes");
    return out;
  }
  std::mt19937_64 rng(dqn.seed);
  std::uniform_int_distribution<std::size_t> pick(0, episodes.size() - 1);
  std::vector<DqnPolicy::Transition> replay;
  std::shared_ptr<const ml::Regressor> q, older; // the target network, and the one before it
  for (int it = 0; it < dqn.iterations; ++it) {
    const double epsilon = std::max(0.3, 1.0 - double(it) / std::max(1, dqn.iterations - 1));
    std::vector<std::pair<std::size_t, std::uint64_t>> batch;
    for (int e = 0; e < dqn.episodesPerIteration; ++e)
      batch.emplace_back(pick(rng), rng());
    const auto collected = QtConcurrent::blockingMapped<std::vector<std::vector<DqnPolicy::Transition>>>(
        backgroundPool(), batch, [&](const std::pair<std::size_t, std::uint64_t> &b) {
          std::vector<DqnPolicy::Transition> transitions;
          const EpisodeSimulation prepared = prepareEpisode(jobs, episodes[b.first], options);
          DqnPolicy policy(predictor, q, epsilon, b.second);
          policy.record(&transitions, dqn.decisionEvery);
          const double d = runEpisode(prepared, episodes[b.first], policy, options);
          policy.finish(d);
          return transitions;
        });
    for (const auto &episode : collected)
      replay.insert(replay.end(), episode.begin(), episode.end());
    // Fit a fresh network to the targets of the previous one (the target network); the one
    // before that picks the next action (double Q-learning).
    try {
      auto fresh = fitQ(*api, replay, q, older, dqn.gamma, dqn.seed + std::uint64_t(it));
      older = std::move(q);
      q = std::move(fresh);
    } catch (const ml::MlError &e) {
      out.error = QString::fromStdString(e.what());
      return out;
    }
    if (progress && !progress(it + 1, dqn.iterations))
      break;
  }
  // Values travel back one decision per fit: more fits on the whole replay carry the end's
  // outcome back to the early decisions that matter under heavy load (a day or more ahead).
  for (int extra = 0; extra < dqn.extraFits && q; ++extra) {
    try {
      auto fresh = fitQ(*api, replay, q, older, dqn.gamma, dqn.seed + 1000 + std::uint64_t(extra));
      older = std::move(q);
      q = std::move(fresh);
    } catch (const ml::MlError &e) {
      out.error = QString::fromStdString(e.what());
      return out;
    }
  }
  out.q = q;
  out.transitions = replay.size();
  out.seconds = double(timer.nsecsElapsed()) / 1e9;
  return out;
}

} // namespace mirage::policy
