// forecast-eval's engine on traces whose answers are known: the replay's snapshots and cases, the
// cluster's size, training labels known only when they were known, a signal planted in the future
// that training must not see, and every method scored on the same jobs (or not at all).
#include "forecast/forecast_evaluation.h"
#include "forecast/rolling_evaluation.h"
#include "forecast/trace_replay.h"

#include <QTest>

#include <algorithm>

using namespace mirage;

namespace {
constexpr EpochSeconds T0 = 1700006400; // a multiple of the 10-minute tick
constexpr qint64 kHour = 3600, kDay = 86400;

TraceJob traceJob(int id, EpochSeconds submit, qint64 wait, qint64 runtime, int nodes,
                  const QString &partition = QStringLiteral("batch"))
{
  TraceJob j;
  j.jobId = QString::number(id);
  j.partition = partition;
  j.user = QStringLiteral("u%1").arg(id % 4);
  j.submit = submit;
  j.start = submit + wait;
  j.end = j.start + runtime;
  j.timeLimit = 2 * runtime;
  j.nodes = nodes;
  return j;
}

// A job every 30 minutes for 20 days: waits of 0, 10, …, 40 minutes in turn, one-hour runs on 1–3
// nodes.
std::vector<TraceJob> steadyTrace()
{
  std::vector<TraceJob> jobs;
  for (int i = 0; i < 20 * 48; ++i)
    jobs.push_back(traceJob(1000 + i, T0 + i * 1800, (i % 5) * 600, kHour, 1 + i % 3));
  return jobs;
}
} // namespace

class TestForecastEvaluation : public QObject {
  Q_OBJECT
private slots:
  void the_replay_shows_the_cluster_as_it_was()
  {
    // A (2 nodes) runs 0–1 h; B (1 node) waits 10 min and runs 20 min–1 h 20; C (2 nodes) waits
    // from 15 min until A ends. At most 3 nodes are ever busy (A and B, then B and C).
    const std::vector<TraceJob> jobs{traceJob(1, T0, 0, kHour, 2), traceJob(2, T0 + 600, 600, kHour, 1),
                                     traceJob(3, T0 + 900, 2700, kHour, 2)};
    const TraceReplay replay(jobs, {});
    QCOMPARE(replay.partitions().size(), 1);
    QCOMPARE(replay.partitions().front().nodes, 3);
    const ClusterSnapshot at = replay.snapshotAt(T0 + 1000);
    QCOMPARE(at.jobs.size(), 3);
    const auto running =
        std::count_if(at.jobs.begin(), at.jobs.end(), [](const Job &j) { return j.state == JobState::Running; });
    QCOMPARE(running, 1);
    QCOMPARE(at.partitions.front().nodesAllocated, 2);
    // Sized from what had started by T0 + 1000 s (A alone): two nodes, however big the rest.
    ReplayOptions early;
    early.shapeUntil = T0 + 1000;
    QCOMPARE(TraceReplay(jobs, early).partitions().front().nodes, 2);
    // Each case is paired with the last tick strictly before its submission and its real wait.
    std::vector<std::pair<EpochSeconds, double>> seen;
    replay.run(T0, T0 + kHour, [&](const ClusterSnapshot &s, const std::vector<ReplayCase> &cases) {
      for (const ReplayCase &c : cases)
        seen.emplace_back(s.time, c.wait);
      return true;
    });
    QCOMPARE(seen.size(), std::size_t(3));
    QCOMPARE(seen[0], std::make_pair(T0 - 600, 0.0));
    QCOMPARE(seen[1], std::make_pair(T0, 600.0));
    QCOMPARE(seen[2], std::make_pair(T0 + 600, 2700.0));
  }

  void training_labels_are_only_those_known_at_the_cut()
  {
    const std::vector<TraceJob> jobs = steadyTrace();
    const TraceReplay replay(jobs, {});
    const EpochSeconds from = T0 + 2 * kDay, cut = T0 + 10 * kDay + 300;
    const TrainingSet all = collectTrainingSet(replay, from, cut);
    const TrainingSet known = collectTrainingSet(replay, from, cut, {}, cut);
    // Submitted in [from, cut): 8 days × 48 + 1 (the one at T0 + 10 d, 300 s before the cut); of
    // those, the waits still running at the cut are left out: the job submitted at T0 + 10 d −
    // 30 min that waits 40 min, and no other.
    int expectedCensored = 0;
    for (const TraceJob &j : jobs)
      expectedCensored += j.submit >= from && j.submit < cut && j.start > cut ? 1 : 0;
    QCOMPARE(all.size(), std::size_t(8 * 48 + 1));
    QCOMPARE(qint64(known.size() + std::size_t(known.censored)), qint64(all.size()));
    QCOMPARE(known.censored, qint64(expectedCensored));
    QCOMPARE(expectedCensored, 1);
    for (std::size_t i = 0; i < known.size(); ++i)
      QVERIFY(double(known.submits[i]) + known.waits[i] <= double(cut));
  }

  void a_signal_planted_in_the_future_never_reaches_training()
  {
    // From trainUntil on, the future changes beyond recognition: every start from then on is 10 h
    // later (the waits still running at the cut included) and every job submitted then takes 30
    // nodes. What training sees (the cluster's size, every feature and label) must not change.
    const std::vector<TraceJob> jobs = steadyTrace();
    const EpochSeconds from = T0 + 2 * kDay, trainUntil = T0 + 10 * kDay + 300;
    std::vector<TraceJob> planted = jobs;
    for (TraceJob &j : planted) {
      if (j.start >= trainUntil) {
        j.start += 10 * kHour;
        j.end += 10 * kHour;
      }
      if (j.submit >= trainUntil)
        j.nodes = 30;
    }
    ReplayOptions options;
    options.shapeUntil = trainUntil;
    const TraceReplay a(jobs, options), b(planted, options);
    QCOMPARE(a.partitions().front().nodes, b.partitions().front().nodes);
    const TrainingSet x = collectTrainingSet(a, from, trainUntil, {}, trainUntil);
    const TrainingSet y = collectTrainingSet(b, from, trainUntil, {}, trainUntil);
    QCOMPARE(x.size(), y.size());
    QCOMPARE(x.y, y.y);
    QVERIFY(x.x.values == y.x.values);
    // Without these rules (labels realised after the cut, the size from the whole trace) the
    // planted signal is visible: the test can tell.
    const TraceReplay wholeA(jobs, {}), wholeB(planted, {});
    QVERIFY(wholeA.partitions().front().nodes != wholeB.partitions().front().nodes);
    QVERIFY(collectTrainingSet(a, from, trainUntil).y != collectTrainingSet(b, from, trainUntil).y);
  }

  void every_method_is_scored_on_the_same_jobs_or_not_at_all()
  {
    // The steady trace's first two weeks, then a month with no job, then one more: the historical
    // median (30 days of history) fails on that last job; Slurm's plan forecasts every job.
    std::vector<TraceJob> jobs = steadyTrace();
    jobs.resize(14 * 48);
    const EpochSeconds trainUntil = T0 + 12 * kDay;
    jobs.push_back(traceJob(9001, T0 + 45 * kDay, 0, kHour, 1)); // starts as it is submitted
    const TraceReplay replay(jobs, {});
    EvaluationOptions options;
    options.trainUntil = trainUntil;
    options.methods = {QStringLiteral("slurm-estimate"), QStringLiteral("hist-median")};
    const auto all = evaluateForecasters(replay, options);
    QVERIFY2(all.ok(), qPrintable(all.error()));
    QCOMPARE(all->testJobs, all->testJobsInWindow);
    QCOMPARE(all->testJobs, qint64(2 * 48 + 1));
    const MethodEvaluation &slurm = all->methods[0], &median = all->methods[1];
    QVERIFY(slurm.error.isEmpty());
    QCOMPARE(slurm.scores.total().jobs, all->testJobs);
    // The failure names the job; the 96 jobs it did forecast before it are not scored.
    QVERIFY2(median.error.contains(QLatin1String("9001")), qPrintable(median.error));
    QCOMPARE(median.scores.total().jobs, qint64(0));
    // Sampled: every method forecasts the same evenly spread jobs, every 6th of 288.
    const TraceReplay steady(steadyTrace(), {});
    options.trainUntil = T0 + 14 * kDay;
    options.sampleJobs = 48;
    options.methods = {QStringLiteral("slurm-estimate"), QStringLiteral("qbets")};
    const auto sampled = evaluateForecasters(steady, options);
    QVERIFY2(sampled.ok(), qPrintable(sampled.error()));
    QCOMPARE(sampled->testJobsInWindow, qint64(6 * 48));
    QCOMPARE(sampled->testJobs, qint64(48));
    for (const MethodEvaluation &m : sampled->methods) {
      QVERIFY2(m.error.isEmpty(), qPrintable(m.error));
      QCOMPARE(m.scores.total().jobs, sampled->testJobs);
    }
    // A test window that ends before it starts is named as such.
    options.testFrom = options.trainUntil + kDay;
    options.testTo = options.trainUntil;
    const auto inverted = evaluateForecasters(steady, options);
    QVERIFY(!inverted.ok());
    QVERIFY2(inverted.error().contains(QLatin1String("before it starts")), qPrintable(inverted.error()));
  }

  // Month after month: each month is tested on its own jobs with what came before it. A job every
  // two hours from 1 January to 31 March 2024 (a leap year), waits of 0–40 min in turn.
  void rolling_months_test_each_month_on_its_own_past()
  {
    constexpr EpochSeconds jan1 = 1704067200, feb1 = 1706745600, mar1 = 1709251200, apr1 = 1711929600;
    std::vector<TraceJob> jobs;
    for (EpochSeconds t = jan1; t < apr1; t += 2 * kHour)
      jobs.push_back(traceJob(int(jobs.size()) + 1, t, (jobs.size() % 5) * 600, kHour, 1 + int(jobs.size() % 3)));
    const auto months = rollingMonths(jobs.back().submit, 2);
    QCOMPARE(months.size(), std::size_t(2));
    QCOMPARE(months[0], std::make_pair(feb1, mar1));
    QCOMPARE(months[1], std::make_pair(mar1, apr1));
    EvaluationOptions options;
    options.methods = {QStringLiteral("slurm-estimate"), QStringLiteral("hist-median")};
    const auto rolled = evaluateRolling(jobs, {}, options, 2);
    QVERIFY2(rolled.ok(), qPrintable(rolled.error()));
    QCOMPARE(rolled->size(), std::size_t(2));
    QCOMPARE(rolled->at(0).evaluation.testJobs, qint64(29 * 12)); // February 2024
    QCOMPARE(rolled->at(1).evaluation.testJobs, qint64(31 * 12));
    for (const MonthEvaluation &m : *rolled)
      for (const MethodEvaluation &e : m.evaluation.methods) {
        QVERIFY2(e.error.isEmpty(), qPrintable(e.error));
        QCOMPARE(e.scores.total().jobs, m.evaluation.testJobs);
      }

    // March changes beyond recognition (every wait 10 h, on 30 nodes): February's scores, made
    // from February's past and February's jobs, do not move; March's do.
    std::vector<TraceJob> planted = jobs;
    for (TraceJob &j : planted)
      if (j.submit >= mar1) {
        j.start = j.submit + 10 * kHour;
        j.end = j.start + kHour;
        j.nodes = 30;
      }
    const auto changed = evaluateRolling(planted, {}, options, 2);
    QVERIFY2(changed.ok(), qPrintable(changed.error()));
    for (std::size_t m = 0; m < std::size_t(options.methods.size()); ++m) {
      const ForecastScore before = rolled->at(0).evaluation.methods[m].scores.total(),
                          after = changed->at(0).evaluation.methods[m].scores.total();
      QCOMPARE(after.maeLogWait, before.maeLogWait);
      QCOMPARE(after.crps, before.crps);
      QCOMPARE(after.coverageP10P90, before.coverageP10P90);
      QVERIFY(changed->at(1).evaluation.methods[m].scores.total().maeLogWait !=
              rolled->at(1).evaluation.methods[m].scores.total().maeLogWait);
    }
    QCOMPARE(changed->at(0).partitions.front().nodes, rolled->at(0).partitions.front().nodes);

    // Three months would test January, which has nothing before it: the error names the month.
    const auto tooMany = evaluateRolling(jobs, {}, options, 3);
    QVERIFY(!tooMany.ok());
    QVERIFY2(tooMany.error().startsWith(QLatin1String("2024-01: the training window is empty")),
             qPrintable(tooMany.error()));
  }

  // Adaptive calibration starts where a live cluster's would: a month of --rolling from the state
  // the month before left (not afresh), one split from a warm-up on the past the method never
  // learned from (7 days for a method that trains on nothing). Neither touches the raw scores.
  void calibration_carries_over_the_months_and_warms_on_the_unseen_past()
  {
    constexpr EpochSeconds mar1 = 1709251200, apr1 = 1711929600;
    std::vector<TraceJob> jobs;
    for (EpochSeconds t = 1704067200; t < apr1; t += 2 * kHour) // Jan–Mar 2024, waits of 0–40 min
      jobs.push_back(traceJob(int(jobs.size()) + 1, t, (jobs.size() % 5) * 600, kHour, 1 + int(jobs.size() % 3)));
    EvaluationOptions options;
    options.methods = {QStringLiteral("hist-median")};
    const auto rolled = evaluateRolling(jobs, {}, options, 2);
    QVERIFY2(rolled.ok(), qPrintable(rolled.error()));
    const MethodEvaluation &february = rolled->at(0).evaluation.methods.front();
    const MethodEvaluation &march = rolled->at(1).evaluation.methods.front();

    // March on its own, from February's state: the rolling month exactly.
    ReplayOptions shaped;
    shaped.shapeUntil = mar1;
    const TraceReplay past(jobs, shaped);
    EvaluationOptions alone = options;
    alone.trainUntil = alone.testFrom = mar1;
    alone.testTo = apr1;
    alone.calibrationFrom[QStringLiteral("hist-median")] = february.adaptive;
    const auto carried = evaluateForecasters(past, alone);
    QVERIFY2(carried.ok(), qPrintable(carried.error()));
    const MethodEvaluation &again = carried->methods.front();
    QVERIFY(again.adaptive == march.adaptive);
    QCOMPARE(again.adaptiveScores.total().maeLogWait, march.adaptiveScores.total().maeLogWait);
    QCOMPARE(again.adaptiveScores.total().coverageP10P90, march.adaptiveScores.total().coverageP10P90);

    // Afresh instead, with a 7-day warm-up, or a 2-day one: March's raw scores stay, its calibration
    // has learned fewer starts, and the shorter warm-up fewer still (12 jobs a day, most of them
    // informative at every level).
    alone.calibrationFrom.clear();
    const auto fresh = evaluateForecasters(past, alone);
    alone.causalWarmUpSeconds = 2 * kDay;
    const auto shorter = evaluateForecasters(past, alone);
    QVERIFY(fresh.ok() && shorter.ok());
    const MethodEvaluation &week = fresh->methods.front(), &twoDays = shorter->methods.front();
    QCOMPARE(week.scores.total().maeLogWait, march.scores.total().maeLogWait);
    QCOMPARE(twoDays.scores.total().coverageP10P90, march.scores.total().coverageP10P90);
    QCOMPARE(week.adaptiveScores.total().jobs, march.adaptiveScores.total().jobs);
    QVERIFY2(
        march.adaptive.observations() > week.adaptive.observations() + 20 * 12 / 2,
        qPrintable(QStringLiteral("%1 vs %2").arg(march.adaptive.observations()).arg(week.adaptive.observations())));
    QVERIFY2(
        week.adaptive.observations() > twoDays.adaptive.observations() + 5 * 12 / 2,
        qPrintable(QStringLiteral("%1 vs %2").arg(week.adaptive.observations()).arg(twoDays.adaptive.observations())));
  }
};

QTEST_GUILESS_MAIN(TestForecastEvaluation)
#include "tst_forecast_evaluation.moc"
