// The paper's chain protocol and the submission policies: episode windows (hand-checked, and the
// paper's own counts on LS6), each baseline's decision on constructed states, and whole episodes on
// a tiny trace whose outcomes can be worked out by hand.
#include "forecast/baseline_forecasters.h"
#include "policy/chain_evaluation.h"
#include "policy/dqn_policy.h"
#include "policy/offline_data.h"
#include "policy/predictor_policy.h"
#include "policy/reinforce_policy.h"
#include "result_check.h"
#include "traces/trace_reader.h"

#include <QDateTime>
#include <QJsonArray>
#include <QTest>
#include <QTimeZone>

#include <limits>
#include <map>
#include <numeric>
#include <random>
#include <set>
#include <stdexcept>

using namespace mirage;
using namespace mirage::policy;

namespace {
constexpr sim::SimTime T = 1699920000; // a Tuesday, 00:00 UTC
constexpr sim::SimTime kHour = 3600, kDay = 86400;

sim::SimJob job(std::int64_t id, sim::SimTime submit, std::int64_t runtime, int nodes = 1)
{
  sim::SimJob j;
  j.id = id;
  j.submit = submit;
  j.nodes = nodes;
  j.limit = runtime;
  j.runtime = runtime;
  return j;
}

ProtocolOptions tiny(int nodes)
{
  ProtocolOptions o;
  o.nodes = nodes;
  o.gpusPerNode = 4;
  o.chainLimit = 10 * kHour;
  return o;
}

// P is submitted at T + 2 d and starts at once; its limit ends at E = T + 2 d + 10 h. Two warm-up
// jobs wait 0 and 15 min (their mean: 7.5 min); J2 (1 node, 4 h) arrives at E − 30 min.
const sim::SimTime E = T + 2 * kDay + 10 * kHour;
std::vector<sim::SimJob> tinyTrace()
{
  return {job(1, T, 2 * kHour), job(2, T + kHour + 45 * 60, kHour), job(3, E - 30 * 60, 4 * kHour),
          job(4, T + 5 * kDay, 60)};
}
// Two nodes, where overlap is possible and both extremes cost: P starts at T + 2 d on one node and
// ends at E; B holds the other until E − 1 h; J2 (4 h) arrives at E − 2 h 15 min and J3 (4 h) at
// E − 35 min. S submitted before J2 takes B's node at E − 1 h (d = −1 h, an hour of overlap); between
// J2 and J3 it is next after J2 and takes P's node at E (d = 0); after J3 it waits for J2's end
// (d = +3 h). Submitting at once and reactive both lose; a lead of 1 or 2 h is exactly right.
std::vector<sim::SimJob> twoNodeTrace()
{
  return {job(1, T, 2 * kHour), job(2, T + 2 * kDay - 2 * kHour, 11 * kHour),
          job(3, E - 2 * kHour - 15 * 60, 4 * kHour), job(4, E - 35 * 60, 4 * kHour), job(5, T + 5 * kDay, 60)};
}

// Rows where d = P's elapsed hours − 10, read from column 37 of the newest snapshot: a rule a real
// model can learn in a second.
OfflineData elapsedRuleData()
{
  OfflineData data;
  data.x = ml::Matrix(300, std::size_t(kPaperStateSize));
  for (std::size_t r = 0; r < 300; ++r) {
    const float elapsedHours = float(r % 12);
    data.x.at(r, 143 * 42 + 37) = elapsedHours * 3600;
    data.y.push_back(elapsedHours - 10);
  }
  return data;
}
} // namespace

class TestChainPolicies : public QObject {
  Q_OBJECT
private slots:
  void episodes_cover_hand_checked_windows()
  {
    std::vector<sim::SimJob> jobs;
    for (int h = 0; h <= 8 * 24; h += 6)
      jobs.push_back(job(h + 1, T + h * kHour, 600));
    ProtocolOptions o;
    // From T to T + 1 d: t0 = T, T + 4 h, …, T + 20 h (six), each needing the trace to reach t0 + 5 d.
    const auto episodes = buildEpisodes(jobs, T, T + kDay, o);
    QCOMPARE(episodes.size(), std::size_t(6));
    QCOMPARE(episodes[1].start, T + 4 * kHour);
    QCOMPARE(episodes[1].predecessorSubmit, T + 4 * kHour + 2 * kDay);
    // Jobs every 6 h: [T + 4 h, T + 5 d + 4 h] holds those at 6 h, 12 h, …, 120 h: indices 1 … 20.
    QCOMPARE(episodes[1].firstJob, std::size_t(1));
    QCOMPARE(episodes[1].endJob, std::size_t(21));
    // The trace ends at T + 8 d: no episode starts after T + 3 d.
    const auto all = buildEpisodes(jobs, T, T + 30 * kDay, o);
    QCOMPARE(all.back().start, T + 3 * kDay);
    QCOMPARE(all.size(), std::size_t(3 * 6 + 1));
    // A load of 2 packs the same jobs into half the time.
    QCOMPARE(scaledTime(T + 10 * kDay, T, 2.0), T + 5 * kDay);
  }

  void the_paper_split_on_ls6_has_the_papers_episode_counts()
  {
    TraceOptions options;
    options.timeZone = QTimeZone::utc();
    auto opened = openTraceReader(QStringLiteral(MIRAGE_SHARED_DATA_DIR "/ls6-a100.log"), options);
    QVERIFY_OK(opened);
    const auto reader = std::move(opened).value();
    std::vector<TraceJob> trace;
    TraceJob t;
    while (reader->next(t))
      trace.push_back(t);
    const auto jobs = simJobsFromTrace(trace);
    QVERIFY(jobs.size() > 24000);
    const auto at = [](const char *iso) {
      return QDateTime::fromString(QString::fromLatin1(iso), Qt::ISODate).toSecsSinceEpoch();
    };
    ProtocolOptions o;
    // paper-notes §2: 684 training samples (2022-11-01 → 2023-02-23) and 156 validation samples.
    QCOMPARE(buildEpisodes(jobs, at("2022-11-01T00:00:00Z"), at("2023-02-23T00:00:00Z"), o).size(), std::size_t(684));
    QCOMPARE(buildEpisodes(jobs, at("2023-03-01T00:00:00Z"), at("2024-01-01T00:00:00Z"), o).size(), std::size_t(156));
    // The split with its embargo: at the paper's load no training episode reaches 2023-03-01 (a
    // 6-day gap for 5-day episodes), so the counts stand.
    const EpisodeSplit paper =
        splitEpisodes(jobs, at("2022-11-01T00:00:00Z"), at("2023-02-23T00:00:00Z"), at("2023-03-01T00:00:00Z"), o);
    QCOMPARE(paper.training.size(), std::size_t(684));
    QCOMPARE(paper.embargoed, 0);
    QCOMPARE(paper.validation.size(), std::size_t(156));
    // At 1.5× the load the same dates are 4 days apart in the workload's time: the last training
    // episodes would simulate validation jobs, and are left out.
    const auto scaled = simJobsFromTrace(trace, 1.5);
    const sim::SimTime first = scaled.front().submit;
    const sim::SimTime validateFrom = scaledTime(at("2023-03-01T00:00:00Z"), first, 1.5);
    const EpisodeSplit busy = splitEpisodes(scaled, scaledTime(at("2022-11-01T00:00:00Z"), first, 1.5),
                                            scaledTime(at("2023-02-23T00:00:00Z"), first, 1.5), validateFrom, o);
    QVERIFY(busy.embargoed >= 6);
    for (const Episode &e : busy.training)
      QVERIFY(scaled[e.endJob - 1].submit < validateFrom);
  }

  void the_split_keeps_validation_jobs_out_of_training()
  {
    // Jobs every 2 h for 30 days on 4 nodes.
    std::vector<sim::SimJob> jobs;
    for (int h = 0; h < 30 * 24; h += 2)
      jobs.push_back(job(h / 2 + 1, T + h * kHour, 3 * kHour, 1 + (h / 2) % 3));
    ProtocolOptions o;
    o.nodes = 4;
    o.chainLimit = 10 * kHour;
    const sim::SimTime trainUntil = T + 12 * kDay, validateFrom = T + 14 * kDay;
    const EpisodeSplit split = splitEpisodes(jobs, T, trainUntil, validateFrom, o);
    // Training episodes start every 4 h in [T, T + 12 d): 72; those starting at T + 9 d or later
    // would simulate jobs up to t0 + 5 d ≥ T + 14 d: 18 are embargoed.
    QCOMPARE(split.training.size(), std::size_t(54));
    QCOMPARE(split.embargoed, 18);
    QVERIFY(split.trainingEnd <= validateFrom);
    for (const Episode &e : split.training)
      for (std::size_t i = e.firstJob; i < e.endJob; ++i)
        QVERIFY(jobs[i].submit < validateFrom);
    QCOMPARE(split.validation.front().start, validateFrom);
    // A signal planted in the future only: every job submitted from validateFrom on becomes a
    // 20-hour job on all nodes. What training learns from (the episodes, the offline states and
    // outcomes) must not change at all.
    std::vector<sim::SimJob> planted = jobs;
    for (sim::SimJob &j : planted)
      if (j.submit >= validateFrom) {
        j.nodes = 4;
        j.runtime = j.limit = 20 * kHour;
      }
    const EpisodeSplit again = splitEpisodes(planted, T, trainUntil, validateFrom, o);
    QCOMPARE(again.training.size(), split.training.size());
    const OfflineData a = generateOfflineData(jobs, split.training, o);
    const OfflineData b = generateOfflineData(planted, again.training, o);
    QCOMPARE(a.y, b.y);
    QVERIFY(a.x.values == b.x.values);
    // Without the embargo (training episodes up to trainUntil, validation from trainUntil) the
    // planted signal does reach the offline data: the test can tell.
    const auto leaky = buildEpisodes(jobs, T, trainUntil, o);
    QVERIFY(generateOfflineData(jobs, leaky, o).y !=
            generateOfflineData(planted, buildEpisodes(planted, T, trainUntil, o), o).y);
  }

  void baselines_decide_on_constructed_states()
  {
    ChainState s;
    s.predecessorSubmit = T;
    s.limitSeconds = 48 * kHour;
    s.now = T + kHour;
    ReactivePolicy reactive;
    FixedLeadPolicy lead(2 * kHour);
    AverageWaitPolicy average;
    int asked = 0;
    s.recentWaits = [&](std::size_t n, EpochSeconds until) {
      ++asked;
      if (until != s.predecessorStart)
        return std::vector<double>{}; // the waits up to P's start, none later
      return std::vector<double>(std::min<std::size_t>(n, 4), double(3 * kHour + 59));
    };
    // P pending: nobody submits.
    QVERIFY(!reactive.submitNow(s) && !lead.submitNow(s) && !average.submitNow(s));
    QCOMPARE(asked, 0);
    s.predecessorStart = T + 2 * kHour; // ends at T + 50 h
    s.now = T + 47 * kHour + 59 * 60;
    QVERIFY(!lead.submitNow(s));
    QVERIFY(average.submitNow(s)); // the mean wait in whole minutes, 3 h, before the end
    QCOMPARE(average.plannedSubmission(), T + 47 * kHour);
    s.now = T + 48 * kHour;
    QVERIFY(lead.submitNow(s));
    QVERIFY(!reactive.submitNow(s));
    // The average is taken once, when P is first seen running.
    s.now = T + 46 * kHour;
    QVERIFY(!average.submitNow(s));
    QCOMPARE(asked, 1);
    average.reset();
    QCOMPARE(average.plannedSubmission(), EpochSeconds(-1));
    s.now = T + 47 * kHour - 1;
    QVERIFY(!average.submitNow(s)); // 3 h 0 min 59 s of wait is a 3-hour lead
    QCOMPARE(asked, 2);
    s.now = T + 47 * kHour;
    QVERIFY(average.submitNow(s));
    QCOMPARE(makeBaselinePolicy(QStringLiteral("lead-6h"))->name(), QStringLiteral("lead-6h"));
    QVERIFY(!makeBaselinePolicy(QStringLiteral("lead-5h")));
  }

  void risk_optimal_follows_the_forecast_wait()
  {
    // P started at T and ends at T + 10 h; another job holds the second node until T + 8 h. Slurm's
    // plan (a point forecast) says where S would start if submitted now.
    Partition p;
    p.name = QStringLiteral("batch");
    p.nodes = 2;
    p.nodesAllocated = 2;
    Job pred;
    pred.id = 1;
    pred.state = JobState::Running;
    pred.partition = p.name;
    pred.startTime = T;
    pred.timeLimitSeconds = 10 * kHour;
    Job other = pred;
    other.id = 7;
    other.timeLimitSeconds = 8 * kHour;
    ChainState s;
    s.predecessorSubmit = T;
    s.predecessorStart = T;
    s.limitSeconds = 10 * kHour;
    s.snapshot = [&] {
      ClusterSnapshot snap;
      snap.cluster = QStringLiteral("x");
      snap.time = s.now;
      Partition now = p;
      if (s.now >= T + 8 * kHour) { // the other job has ended
        now.nodesAllocated = 1;
        snap.jobs = {pred};
      } else {
        snap.jobs = {pred, other};
      }
      now.nodesIdle = now.nodes - now.nodesAllocated;
      snap.partitions = {now};
      return snap;
    };
    RiskOptimalPolicy policy(std::make_shared<SlurmEstimateForecaster>(), {});
    QVERIFY(!policy.curveAtPredecessorStart());
    // At T + 5 h S would wait 3 h: submitted 3 h before the end it starts as P ends.
    s.now = T + 5 * kHour;
    QVERIFY(!policy.submitNow(s));
    QCOMPARE(policy.lastLead(), qint64(3 * kHour));
    // At T + 7 h the other node frees in 1 h: a 1-hour lead. The curve of the first decision is
    // what the episode view shows (its reason then), and a new episode forgets it.
    s.now = T + 7 * kHour;
    QVERIFY(!policy.submitNow(s));
    QCOMPARE(policy.lastLead(), qint64(kHour));
    QVERIFY(policy.curveAtPredecessorStart());
    QCOMPARE(policy.curveAtPredecessorStart()->suggested().leadSeconds, qint64(3 * kHour));
    QCOMPARE(policy.curveAtPredecessorStart()->points.back().submitAt, T + 5 * kHour);
    policy.reset();
    QVERIFY(!policy.curveAtPredecessorStart());
    // Once the other node is free, S would start at once: no lead, no overlap.
    s.now = T + 9 * kHour;
    QVERIFY(!policy.submitNow(s));
    QCOMPARE(policy.lastLead(), qint64(0));
    // The weight decides between 1 h of gap (2 h lead) and 1 h of overlap (4 h lead).
    s.now = T + 5 * kHour;
    RiskOptions options;
    options.leadTimes = {0, 2 * kHour, 4 * kHour};
    options.interruptionWeight = 2;
    RiskOptimalPolicy fearful(std::make_shared<SlurmEstimateForecaster>(), options);
    fearful.submitNow(s);
    QCOMPARE(fearful.lastLead(), qint64(4 * kHour));
    options.interruptionWeight = 0.5;
    RiskOptimalPolicy thrifty(std::make_shared<SlurmEstimateForecaster>(), options);
    thrifty.submitNow(s);
    QCOMPARE(thrifty.lastLead(), qint64(2 * kHour));
    s.predecessorStart = -1; // P pending: no decision
    QVERIFY(!fearful.submitNow(s));
  }

  void whole_episodes_give_hand_computed_outcomes()
  {
    const std::vector<sim::SimJob> jobs = tinyTrace();
    const ProtocolOptions o = tiny(1);
    const auto episodes = buildEpisodes(jobs, T, T + 1, o);
    QCOMPARE(episodes.size(), std::size_t(1));
    const EpisodeSimulation prepared = prepareEpisode(jobs, episodes[0], o);
    // Reactive: J2 (waiting since E − 30 min) takes the node at E; S starts at E + 4 h.
    ReactivePolicy reactive;
    QCOMPARE(runEpisode(prepared, episodes[0], reactive, o), double(4 * kHour));
    // One hour ahead, S queues before J2 and starts the moment P ends.
    FixedLeadPolicy lead1(kHour);
    QCOMPARE(runEpisode(prepared, episodes[0], lead1, o), 0.0);
    // Twelve hours ahead is before P started: S goes in at the first decision after P started.
    FixedLeadPolicy lead12(12 * kHour);
    QCOMPARE(runEpisode(prepared, episodes[0], lead12, o), 0.0);
    // The warm-up waited 0 and 15 min and P 0: the authors' lead is 5 whole minutes, submitted at
    // E − 5 min between two decisions; after J2 arrived: as reactive.
    AverageWaitPolicy average;
    QCOMPARE(runEpisode(prepared, episodes[0], average, o), double(4 * kHour));
    QCOMPARE(outcomeIfSubmittedAt(prepared, E - 20 * 60, o), double(4 * kHour));
    QCOMPARE(outcomeIfSubmittedAt(prepared, E - 40 * 60, o), 0.0);
    QCOMPARE(oracleOutcome(prepared, episodes[0], o), 0.0);
    // Two nodes: the second is free, so a 2-hour lead overlaps 2 hours.
    const ProtocolOptions two = tiny(2);
    const EpisodeSimulation wide = prepareEpisode(jobs, episodes[0], two);
    FixedLeadPolicy lead2(2 * kHour);
    QCOMPARE(runEpisode(wide, episodes[0], lead2, two), double(-2 * kHour));
    QCOMPARE(runEpisode(wide, episodes[0], reactive, two), 0.0);
  }

  void offline_data_probes_to_hand_computed_outcomes()
  {
    const std::vector<sim::SimJob> jobs = tinyTrace();
    const ProtocolOptions o = tiny(1);
    const auto episodes = buildEpisodes(jobs, T, T + 1, o);
    const OfflineData data = generateOfflineData(jobs, episodes, o);
    QCOMPARE(data.y.size(), std::size_t(kProbesPerEpisode));
    QCOMPARE(data.x.rows, std::size_t(kProbesPerEpisode));
    QCOMPARE(data.x.cols, std::size_t(144 * 42));
    // Probes every (10 h − 1 min) / 6 from P's submission + 1 min: all but the last (at P's end,
    // after J2 arrived) queue S before J2, so S starts as P ends.
    for (int k = 0; k < 6; ++k)
      QCOMPARE(data.y[std::size_t(k)], 0.0f);
    QCOMPARE(data.y[6], 4.0f);
    // The newest snapshot of the last probe: P runs (limit 600 min, 1 node, no wait, ~10 h in),
    // S is described (600 min, 1 node), and the running jobs count P.
    const float *last = data.x.values.data() + 6 * data.x.cols + 143 * 42;
    QCOMPARE(last[34], 600.0f);
    QCOMPARE(last[35], 1.0f);
    QCOMPARE(last[36], 0.0f);
    QVERIFY(last[37] > 9.8f * 3600 && last[37] <= 10.0f * 3600);
    QCOMPARE(last[38], 600.0f);
    QCOMPARE(last[17], 1.0f); // one running job (P)
    // The first probe's history reaches back into the warm-up: the snapshot 24 h earlier, before P.
    const float *oldest = data.x.values.data();
    QCOMPARE(oldest[34], 0.0f);
  }

  void a_threshold_policy_follows_its_model()
  {
    // A real XGBoost model learns d = elapsed hours of P − 10 from the state's column 37 of the
    // newest snapshot; the rule submits once the prediction reaches −0.5 h.
    const OfflineData data = elapsedRuleData();
    const auto model = trainPaperPredictor(QStringLiteral("xgboost"), data);
    QVERIFY2(model.ok(), qPrintable(model.error()));
    ThresholdPolicy policy(QStringLiteral("xgboost"), model.value());
    ChainState s;
    std::vector<float> state(std::size_t(kPaperStateSize), 0.0f);
    s.paperState = [&] { return state; };
    state[143 * 42 + 37] = 5 * 3600;
    QVERIFY(!policy.submitNow(s));
    QVERIFY(policy.lastPrediction() < -4 && policy.lastPrediction() > -6);
    state[143 * 42 + 37] = 10 * 3600;
    QVERIFY(policy.submitNow(s));
    const auto unknown = trainPaperPredictor(QStringLiteral("crystal-ball"), data);
    QVERIFY(!unknown.ok() && unknown.error().contains(QLatin1String("crystal-ball")));
    // The transformer and the mixture of experts learn the same rule from the same rows, and come
    // back from their bytes.
    ml::Matrix probe(2, std::size_t(kPaperStateSize));
    probe.at(0, 143 * 42 + 37) = 2 * 3600;
    probe.at(1, 143 * 42 + 37) = 11 * 3600;
    for (const QString &method : {QStringLiteral("transformer"), QStringLiteral("moe")}) {
      const auto trained = trainPaperPredictor(method, data);
      QVERIFY2(trained.ok(), qPrintable(trained.error()));
      const std::vector<float> p = trained.value()->predict(probe);
      QVERIFY2(p[0] < p[1] - 3, qPrintable(QStringLiteral("%1: %2 %3").arg(method).arg(p[0]).arg(p[1])));
      const auto back = loadPaperPredictor(method, trained.value()->save());
      QVERIFY2(back.ok(), qPrintable(back.error()));
      QCOMPARE(back.value()->predict(probe), p);
    }
    // A stored model is keyed by everything that decides what it is: the tree predictors' bins
    // too (a forest grown on other bins is another forest).
    for (const QString &method : {QStringLiteral("random-forest"), QStringLiteral("xgboost")}) {
      const auto setup = paperPredictorSetup(method, 1);
      QVERIFY(setup);
      QVERIFY2(paperPredictorVersion(method, 1).contains(QStringLiteral("bins=%1").arg(setup->options.maxBins)),
               qPrintable(paperPredictorVersion(method, 1)));
    }
  }

  void reinforce_head_sampling_and_training()
  {
    PolicyHead head;
    head.weight = {0.0, 1.0};
    QCOMPARE(head.submitProbability(0.0), 0.5);
    QVERIFY(std::abs(head.submitProbability(2.0) - std::exp(2.0) / (1 + std::exp(2.0))) < 1e-12);
    // A real XGBoost predictor of d from P's elapsed hours (as in the threshold test).
    const OfflineData data = elapsedRuleData();
    const auto model = trainPaperPredictor(QStringLiteral("xgboost"), data);
    QVERIFY2(model.ok(), qPrintable(model.error()));
    // Greedy: submits when p > 0.5, i.e. d̂ > 0; recording every 6th call only.
    ReinforcePolicy greedy(model.value(), head, true, 1);
    std::vector<ReinforcePolicy::Step> steps;
    greedy.record(&steps, 6);
    ChainState s;
    std::vector<float> state(std::size_t(kPaperStateSize), 0.0f);
    s.paperState = [&] { return state; };
    state[143 * 42 + 37] = 11 * 3600; // d̂ ≈ +1 h
    QVERIFY(greedy.submitNow(s));
    for (int i = 0; i < 5; ++i)
      QVERIFY(!greedy.submitNow(s)); // not a decision time
    QCOMPARE(steps.size(), std::size_t(1));
    QVERIFY(steps[0].submit && steps[0].dHat > 0.5);
    // Training on the two-node episode, where submitting early costs an hour of overlap and
    // submitting late three hours of interruption: the rewards (−60·|d| h) improve, and the greedy
    // head, deciding hourly as it was trained, submits in the one- to two-hour window.
    const std::vector<sim::SimJob> jobs = twoNodeTrace();
    const ProtocolOptions o = tiny(2);
    const auto episodes = buildEpisodes(jobs, T, T + 1, o);
    const EpisodeSimulation prepared = prepareEpisode(jobs, episodes[0], o);
    ReinforcePolicy untrained(model.value(), head, true, 1);
    untrained.record(nullptr, 6);
    QVERIFY(runEpisode(prepared, episodes[0], untrained, o) != 0.0);
    ReinforceOptions options;
    options.updates = 40;
    options.episodesPerUpdate = 16;
    const ReinforceTraining a = trainReinforce(jobs, episodes, model.value(), o, options);
    QCOMPARE(a.meanReward.size(), std::size_t(40));
    const auto mean = [](auto first, auto last) { return std::accumulate(first, last, 0.0) / double(last - first); };
    const double early = mean(a.meanReward.begin(), a.meanReward.begin() + 5);
    const double late = mean(a.meanReward.end() - 5, a.meanReward.end());
    QVERIFY2(late > early + 10, qPrintable(QStringLiteral("%1 → %2").arg(early).arg(late)));
    ReinforcePolicy trained(model.value(), a.head, true, 1);
    trained.record(nullptr, options.decisionEvery);
    QCOMPARE(runEpisode(prepared, episodes[0], trained, o), 0.0);
  }

  void dqn_learns_from_the_simulator()
  {
    const OfflineData data = elapsedRuleData();
    const auto predictor = trainPaperPredictor(QStringLiteral("xgboost"), data);
    QVERIFY2(predictor.ok(), qPrintable(predictor.error()));
    // The compact state: d̂ / 24 h, hours to P's end / 48 (−1 while P waits), P waiting.
    DqnPolicy untrained(predictor.value(), nullptr, 1.0, 1);
    ChainState s;
    s.now = T + 6 * kHour;
    s.predecessorStart = T;
    s.limitSeconds = 10 * kHour;
    std::vector<float> state(std::size_t(kPaperStateSize), 0.0f);
    state[143 * 42 + 37] = 6 * 3600;
    s.paperState = [&] { return state; };
    const auto f = untrained.features(s);
    QVERIFY(std::abs(f[0] - (-4.0f / 24.0f)) < 0.05f);
    QCOMPARE(f[1], 4.0f / 48.0f);
    QCOMPARE(f[2], 0.0f);
    s.predecessorStart = -1;
    QCOMPARE(untrained.features(s)[1], -1.0f);
    // Exploring, it submits at a lead drawn evenly over P's limit or its last 12 hours: here, with
    // a 10-hour limit, evenly over the run.
    std::vector<DqnPolicy::Transition> seen;
    std::array<int, 10> submittedIn{};
    DqnPolicy explorer(predictor.value(), nullptr, 1.0, 5);
    explorer.record(&seen, 1);
    s.predecessorStart = T;
    for (int e = 0; e < 2000; ++e) {
      explorer.reset();
      for (int h = 1; h <= 10; ++h) { // hourly up to P's end
        s.now = T + h * kHour;
        if (explorer.submitNow(s)) {
          ++submittedIn[std::size_t(h - 1)];
          break;
        }
      }
      explorer.finish(0);
    }
    for (int n : submittedIn) // 2000 / 10 each, give or take
      QVERIFY2(n > 140 && n < 260, qPrintable(QString::number(n)));
    QVERIFY(seen.back().terminal);
    // Fitted Q iteration on the two-node episode, where submitting at once costs an hour of
    // overlap and waiting for P's end three hours of interruption (so neither always-submit nor
    // never-submit passes): the greedy DQN, deciding hourly as it was trained, learns the window.
    const std::vector<sim::SimJob> jobs = twoNodeTrace();
    const ProtocolOptions o = tiny(2);
    const auto episodes = buildEpisodes(jobs, T, T + 1, o);
    DqnOptions options;
    options.iterations = 6;
    options.episodesPerIteration = 16;
    const DqnTraining trained = trainDqn(jobs, episodes, predictor.value(), o, options);
    QVERIFY2(trained.q, qPrintable(trained.error));
    QVERIFY(trained.transitions >= 96);
    DqnPolicy greedy(predictor.value(), trained.q, 0.0, 1);
    greedy.record(nullptr, options.decisionEvery);
    const EpisodeSimulation prepared = prepareEpisode(jobs, episodes[0], o);
    QCOMPARE(runEpisode(prepared, episodes[0], greedy, o), 0.0);
  }

  void the_two_node_scenario_punishes_both_extremes()
  {
    const std::vector<sim::SimJob> jobs = twoNodeTrace();
    const ProtocolOptions o = tiny(2);
    const auto episodes = buildEpisodes(jobs, T, T + 1, o);
    QCOMPARE(episodes.size(), std::size_t(1));
    const EpisodeSimulation prepared = prepareEpisode(jobs, episodes[0], o);
    ReactivePolicy reactive;
    QCOMPARE(runEpisode(prepared, episodes[0], reactive, o), double(3 * kHour));
    FixedLeadPolicy early(12 * kHour);
    QCOMPARE(runEpisode(prepared, episodes[0], early, o), double(-kHour));
    FixedLeadPolicy lead1(kHour), lead2(2 * kHour), lead3(3 * kHour);
    QCOMPARE(runEpisode(prepared, episodes[0], lead1, o), 0.0);
    QCOMPARE(runEpisode(prepared, episodes[0], lead2, o), 0.0);
    QCOMPARE(runEpisode(prepared, episodes[0], lead3, o), double(-kHour));
    QCOMPARE(oracleOutcome(prepared, episodes[0], o), 0.0);
    // A narrow window: J2 arrives at E − 55 min (and takes B's node, free since E − 1 h, at once),
    // so only S submitted at E − 50 or E − 40 min starts exactly at E. A search over half-hours
    // (E − 60 min: an hour of overlap; E − 30 min: after J3, S waits for J2's end at E + 3 h 5 min)
    // misses it; the oracle tries every decision time and finds it.
    std::vector<sim::SimJob> narrow = jobs;
    narrow[2].submit = E - 55 * 60;
    const EpisodeSimulation tight = prepareEpisode(narrow, episodes[0], o);
    QCOMPARE(outcomeIfSubmittedAt(tight, E - 60 * 60, o), double(-kHour));
    QCOMPARE(outcomeIfSubmittedAt(tight, E - 50 * 60, o), 0.0);
    QCOMPARE(outcomeIfSubmittedAt(tight, E - 40 * 60, o), 0.0);
    QCOMPARE(outcomeIfSubmittedAt(tight, E - 30 * 60, o), double(3 * kHour + 5 * 60));
    QCOMPARE(oracleOutcome(tight, episodes[0], o), 0.0);
  }

  // The oracle's search drops a fork once S, not started, would cost more than the best so far:
  // after P's end + that cost / λ (in whole minutes). An hour of gap costs λ hours, so its cut-off
  // is an hour after P's end whatever λ; an hour of overlap costs one hour, λ-th of that as gap.
  void the_oracle_stops_a_fork_when_it_cannot_win()
  {
    const sim::SimTime end = T + 2 * kDay;
    for (const double weight : {0.25, 1.0, 20.0})
      QCOMPARE(oracleCutoff(end, double(kHour), weight), end + kHour);
    QCOMPARE(oracleCutoff(end, double(-kHour), 20.0), end + 3 * 60);
    QCOMPARE(oracleCutoff(end, double(-kHour), 0.25), end + 4 * kHour);
    QCOMPARE(oracleCutoff(end, 0.0, 1.0), end);                     // nothing beats no gap and no overlap
    QCOMPARE(oracleCutoff(end, double(-kHour), 7.0), end + 9 * 60); // 514 s, up to whole minutes
    QCOMPARE(oracleCutoff(end, double(kHour), 0.0), std::numeric_limits<sim::SimTime>::max());
  }

  void the_oracle_is_the_best_of_every_decision_time()
  {
    // A busy random workload on three nodes: for every episode and weight the oracle equals the
    // least cost found by trying every decision time separately, and no policy beats it.
    std::mt19937 rng(11);
    std::uniform_int_distribution<int> gap(40, 160), nodes(1, 2), hours(1, 6);
    std::vector<sim::SimJob> jobs;
    for (sim::SimTime t = T; t < T + 8 * kDay; t += gap(rng) * 60)
      jobs.push_back(job(std::int64_t(jobs.size()) + 1, t, hours(rng) * kHour + gap(rng) * 60, nodes(rng)));
    ProtocolOptions o = tiny(3);
    const auto episodes = buildEpisodes(jobs, T, T + kDay, o);
    QCOMPARE(episodes.size(), std::size_t(6));
    // At several weights: the search's cut-off (P's end + the least cost so far / λ) must not lose
    // the optimum; and the weight must matter (some episode's best differs between the extremes).
    std::map<double, std::vector<double>> bestByWeight;
    for (const double weight : {0.25, 1.0, 20.0}) {
      o.interruptionWeight = weight;
      for (const Episode &e : episodes) {
        const EpisodeSimulation prepared = prepareEpisode(jobs, e, o);
        const std::vector<sim::SimTime> candidates = oracleCandidates(prepared, e, o);
        QVERIFY(candidates.size() > 50); // every 10 minutes over a 10-hour limit
        double best = 0;
        bool any = false;
        for (sim::SimTime t : candidates) {
          const double d = outcomeIfSubmittedAt(prepared, t, o);
          if (!any || betterOutcome(d, best, weight))
            best = d;
          any = true;
        }
        QCOMPARE(oracleOutcome(prepared, e, o), best);
        bestByWeight[weight].push_back(best);
        std::vector<std::unique_ptr<SubmissionPolicy>> policies;
        policies.push_back(std::make_unique<ReactivePolicy>());
        policies.push_back(std::make_unique<FixedLeadPolicy>(kHour));
        policies.push_back(std::make_unique<FixedLeadPolicy>(3 * kHour));
        policies.push_back(std::make_unique<AverageWaitPolicy>());
        for (const auto &policy : policies)
          QVERIFY(!betterOutcome(runEpisode(prepared, e, *policy, o), best, weight));
      }
    }
    QVERIFY(bestByWeight[0.25] != bestByWeight[20.0]);
  }

  // The policies play each episode at once, on a thread each: every method scores exactly as it
  // does evaluated alone, a policy that learns from the episodes before still meets them in order,
  // and a policy that fails fails the evaluation (it does not end the process).
  void policies_played_at_once_score_as_each_alone()
  {
    std::vector<sim::SimJob> jobs = tinyTrace();
    jobs.back().submit = T + 6 * kDay;
    const ProtocolOptions o = tiny(1);
    const auto episodes = buildEpisodes(jobs, T, T + 4 * kHour + 1, o);
    QCOMPARE(episodes.size(), std::size_t(2));
    // Its lead grows by an hour with every episode it has met.
    class LearningLead final : public SubmissionPolicy {
    public:
      QString name() const override { return QStringLiteral("learning-lead"); }
      void reset() override { m_lead = FixedLeadPolicy(kHour * ++m_episodes); }
      bool submitNow(const ChainState &state) override { return m_lead.submitNow(state); }

    private:
      int m_episodes = 0;
      FixedLeadPolicy m_lead{0};
    };
    const auto make = [](int k) -> std::unique_ptr<SubmissionPolicy> {
      if (k == 0)
        return std::make_unique<LearningLead>();
      return std::make_unique<FixedLeadPolicy>(qint64(k) * 1800);
    };
    std::vector<std::unique_ptr<SubmissionPolicy>> all;
    for (int k = 0; k < 8; ++k)
      all.push_back(make(k));
    const ChainEvaluation together = evaluateChains(jobs, episodes, std::move(all), false, o);
    QCOMPARE(together.methods.size(), std::size_t(9)); // reactive first
    std::set<std::vector<double>> distinct;
    for (int k = 0; k < 8; ++k) {
      std::vector<std::unique_ptr<SubmissionPolicy>> one;
      one.push_back(make(k));
      const ChainEvaluation alone = evaluateChains(jobs, episodes, std::move(one), false, o);
      const MethodOutcomes &a = alone.methods.back(), &t = together.methods[std::size_t(k) + 1];
      QCOMPARE(t.name, a.name);
      QCOMPARE(t.d, a.d);
      QCOMPARE(t.submitted, a.submitted);
      QCOMPARE(t.decisions, a.decisions);
      distinct.insert(std::vector<double>(t.submitted.begin(), t.submitted.end()));
    }
    QVERIFY(distinct.size() >= 6); // the leads do submit at different times
    // The learning lead: as lead-1h (k = 2) in the first episode, as lead-2h (k = 4) in the second.
    const auto &m = together.methods;
    QVERIFY(m[3].submitted[1] != m[5].submitted[1]);
    QCOMPARE(m[1].submitted[0], m[3].submitted[0]);
    QCOMPARE(m[1].submitted[1], m[5].submitted[1]);
    class Failing final : public SubmissionPolicy {
    public:
      QString name() const override { return QStringLiteral("failing"); }
      bool submitNow(const ChainState &) override { throw std::runtime_error("no model"); }
    };
    std::vector<std::unique_ptr<SubmissionPolicy>> failing;
    failing.push_back(make(2));
    failing.push_back(std::make_unique<Failing>());
    QVERIFY_THROWS_EXCEPTION(std::runtime_error, evaluateChains(jobs, episodes, std::move(failing), true, o));
  }

  void the_evaluation_scores_by_bucket()
  {
    const std::vector<sim::SimJob> jobs = tinyTrace();
    const ProtocolOptions o = tiny(1);
    const auto episodes = buildEpisodes(jobs, T, T + 1, o);
    std::vector<std::unique_ptr<SubmissionPolicy>> policies;
    policies.push_back(std::make_unique<FixedLeadPolicy>(kHour));
    const ChainEvaluation e = evaluateChains(jobs, episodes, std::move(policies), true, o);
    QCOMPARE(e.methods.size(), std::size_t(3)); // reactive added first, the oracle last
    QCOMPARE(e.methods.front().name, QStringLiteral("reactive"));
    const QJsonObject json = chainEvaluationJson(e);
    QCOMPARE(json[QLatin1String("episodes")].toInt(), 1);
    const QJsonArray methods = json[QLatin1String("methods")].toArray();
    const QJsonObject reactiveAll =
        methods[0][QLatin1String("buckets")][QLatin1String("all")].toObject(); // 4 h: the medium bucket
    QCOMPARE(reactiveAll[QLatin1String("mean_interruption_h")].toDouble(), 4.0);
    QCOMPARE(methods[0][QLatin1String("buckets")][QLatin1String("medium")][QLatin1String("n")].toInt(), 1);
    QCOMPARE(methods[0][QLatin1String("buckets")][QLatin1String("low")][QLatin1String("n")].toInt(), 0);
    const QJsonObject leadAll = methods[1][QLatin1String("buckets")][QLatin1String("all")].toObject();
    QCOMPARE(leadAll[QLatin1String("interruption_reduction_vs_reactive")].toDouble(), 1.0);
    QCOMPARE(leadAll[QLatin1String("zero_interruption_share")].toDouble(), 1.0);
    QCOMPARE(leadAll[QLatin1String("mean_overlap_h")].toDouble(), 0.0);
    QCOMPARE(json[QLatin1String("per_episode")].toArray().size(), 3);
    // When each method submitted S (reactive at P's end E, lead-1h an hour before it, the oracle at
    // the first of its equally good times) and when P ran, for the episode view.
    const auto iso = [](sim::SimTime t) { return QDateTime::fromSecsSinceEpoch(t, Qt::UTC).toString(Qt::ISODate); };
    const QJsonArray rows = json[QLatin1String("per_episode")].toArray();
    QCOMPARE(rows[0][QLatin1String("submitted")].toString(), iso(E));
    QCOMPARE(rows[1][QLatin1String("submitted")].toString(), iso(E - kHour));
    QCOMPARE(rows[2][QLatin1String("method")].toString(), QStringLiteral("oracle"));
    QCOMPARE(rows[2][QLatin1String("submitted")].toString(), iso(T + 2 * kDay + 600));
    // (S submitted with P, in the same minute, starts first on the one node: 20 h of overlap.)
    QCOMPARE(outcomeIfSubmittedAt(prepareEpisode(jobs, episodes[0], o), T + 2 * kDay, o), double(-20 * kHour));
    const QJsonObject detail = json[QLatin1String("episode_details")].toArray().at(0).toObject();
    QCOMPARE(detail[QLatin1String("predecessor_submit")].toString(), iso(T + 2 * kDay));
    QCOMPARE(detail[QLatin1String("predecessor_start")].toString(), iso(T + 2 * kDay));
    QCOMPARE(detail[QLatin1String("predecessor_end")].toString(), iso(E));
    QVERIFY(!detail.contains(QLatin1String("risk"))); // no risk-optimal, no curve
    // With risk-optimal: its curve at its first decision once P ran (the first 10-minute step
    // after P's start), over submission times from then to P's end.
    std::vector<std::unique_ptr<SubmissionPolicy>> risky;
    risky.push_back(std::make_unique<RiskOptimalPolicy>(std::make_shared<SlurmEstimateForecaster>(), RiskOptions{}));
    const QJsonObject withRisk = chainEvaluationJson(evaluateChains(jobs, episodes, std::move(risky), false, o));
    const QJsonObject riskDetail = withRisk[QLatin1String("episode_details")].toArray().at(0).toObject();
    QCOMPARE(riskDetail[QLatin1String("risk_at")].toString(), iso(T + 2 * kDay + 600));
    const QJsonArray curve = riskDetail[QLatin1String("risk")].toArray();
    QVERIFY(curve.size() >= 10);
    QCOMPARE(curve.first()[QLatin1String("submit")].toString(), iso(E)); // lead 0
    QCOMPARE(curve.last()[QLatin1String("submit")].toString(), iso(T + 2 * kDay + 600));
    for (const QJsonValue &point : curve)
      QVERIFY(point[QLatin1String("p_interruption")].toDouble() >= 0 &&
              point[QLatin1String("p_interruption")].toDouble() <= 1);
    // Cancelled after the first of two episodes: that episode is kept for the policies; the oracle
    // (computed beside them) is left out rather than kept in part.
    std::vector<sim::SimJob> longer = jobs;
    longer.back().submit = T + 6 * kDay;
    const auto two = buildEpisodes(longer, T, T + 4 * kHour + 1, o);
    QCOMPARE(two.size(), std::size_t(2));
    std::vector<std::unique_ptr<SubmissionPolicy>> again;
    again.push_back(std::make_unique<FixedLeadPolicy>(kHour));
    const ChainEvaluation cancelled =
        evaluateChains(longer, two, std::move(again), true, o, [](int done, int) { return done < 1; });
    QCOMPARE(cancelled.episodes.size(), std::size_t(1));
    QCOMPARE(cancelled.methods.size(), std::size_t(2));
    QCOMPARE(cancelled.methods[1].d, std::vector<double>{0.0});
    QCOMPARE(loadBucket(2 * kHour), QStringLiteral("low"));
    QCOMPARE(loadBucket(12 * kHour + 1), QStringLiteral("heavy"));
  }
};

QTEST_GUILESS_MAIN(TestChainPolicies)
#include "tst_chain_policies.moc"
