// Monte-Carlo wait forecasts on small situations whose answer is known.
#include "forecast/job_request.h"
#include "forecast/monte_carlo.h"

#include <QTest>

#include <set>

using namespace mirage;

namespace {
ClusterSnapshot cluster(int nodes)
{
  ClusterSnapshot s;
  s.cluster = QStringLiteral("lab");
  s.time = 100000;
  Partition gpu;
  gpu.name = QStringLiteral("gpu");
  s.partitions = {gpu};
  for (int i = 1; i <= nodes; ++i) {
    Node n;
    n.name = QStringLiteral("node%1").arg(i);
    n.partitions = {QStringLiteral("gpu")};
    n.state = QStringLiteral("idle");
    n.gpus = 4;
    s.nodes << n;
  }
  return s;
}

Job running(qint64 id, const QString &nodes, int count, qint64 startedAgo, qint64 limit, qint64 now)
{
  Job j;
  j.id = id;
  j.state = JobState::Running;
  j.partition = QStringLiteral("gpu");
  j.nodeList = nodes;
  j.nodes = count;
  j.startTime = now - startedAgo;
  j.submitTime = j.startTime;
  j.timeLimitSeconds = limit;
  return j;
}

JobRequest request(int nodes)
{
  JobRequest r;
  r.partition = QStringLiteral("gpu");
  r.nodes = nodes;
  r.gpusPerNode = 4;
  r.timeLimitSeconds = 3600;
  return r;
}
} // namespace

class TestMonteCarlo : public QObject {
  Q_OBJECT
private slots:
  void an_empty_cluster_waits_nothing()
  {
    MonteCarloOptions options;
    options.rollouts = 20;
    const auto d = monteCarloWait(cluster(2), request(2), options);
    QVERIFY2(d.ok(), qPrintable(d.error()));
    QCOMPARE(d->waits.size(), std::size_t(20));
    QCOMPARE(d->quantile(0.9), 0.0);
    QCOMPARE(d->cdf(0), 1.0);
  }

  void jobs_running_to_their_limits_give_one_answer()
  {
    // node1 is held until 800 s from now, node2 until 1,000 s (limits, no runtime model): a
    // two-node request waits 1,000 s every time.
    ClusterSnapshot s = cluster(2);
    s.jobs << running(1, QStringLiteral("node1"), 1, 1000, 1800, s.time)
           << running(2, QStringLiteral("node2"), 1, 2600, 3600, s.time);
    MonteCarloOptions options;
    options.rollouts = 10;
    const auto d = monteCarloWait(s, request(2), options);
    QVERIFY2(d.ok(), qPrintable(d.error()));
    QCOMPARE(d->quantile(0.1), 1000.0);
    QCOMPARE(d->quantile(0.9), 1000.0);
    // One node is free at 800 s from now (node1's limit): a one-node request waits that long.
    const auto one = monteCarloWait(s, request(1), options);
    QCOMPARE(one->quantile(0.5), 800.0);
  }

  void drawn_runtimes_spread_the_wait()
  {
    // One node, held by a job that started just now with a 1,000 s limit; jobs run 20 % or 100 %
    // of their limits: the request waits 200 s or 1,000 s, about half the time each.
    ClusterSnapshot s = cluster(1);
    s.jobs << running(1, QStringLiteral("node1"), 1, 0, 1000, s.time);
    MonteCarloOptions options;
    options.rollouts = 400;
    options.config.runtimeModel = std::make_shared<LimitRatioRuntimeModel>(std::vector<double>{0.2, 1.0});
    const auto d = monteCarloWait(s, request(1), options);
    QVERIFY2(d.ok(), qPrintable(d.error()));
    QCOMPARE(d->quantile(0.0), 200.0);
    QCOMPARE(d->quantile(1.0), 1000.0);
    QVERIFY(d->cdf(200) > 0.4 && d->cdf(200) < 0.6);
    // Same seed, same answer; another seed, another draw of the same law.
    const auto again = monteCarloWait(s, request(1), options);
    QCOMPARE(again->waits, d->waits);
    for (int threads : {1, 3}) { // the rollouts run on several threads: the same answer on any number
      MonteCarloOptions on = options;
      on.threads = threads;
      QCOMPARE(monteCarloWait(s, request(1), on)->waits, d->waits);
    }
    // Seeds 1, 2, … give independent sets of rollouts: the count of short waits moves by about
    // √(2 · 400 · ¼) ≈ 14 from one seed to the next (seeds that only shifted the rollouts by one
    // would move it by 1 at most), and stays a draw of the same law.
    std::vector<double> shortShare;
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
      MonteCarloOptions other = options;
      other.seed = seed;
      const auto drawn = monteCarloWait(s, request(1), other);
      QVERIFY2(drawn.ok(), qPrintable(drawn.error()));
      QCOMPARE(drawn->quantile(0.0), 200.0);
      QCOMPARE(drawn->quantile(1.0), 1000.0);
      shortShare.push_back(drawn->cdf(200));
      QVERIFY(shortShare.back() > 0.4 && shortShare.back() < 0.6);
    }
    double moved = 0;
    for (std::size_t i = 1; i < shortShare.size(); ++i)
      moved += std::abs(shortShare[i] - shortShare[i - 1]) * 400;
    moved /= double(shortShare.size() - 1);
    QVERIFY2(moved > 5, qPrintable(QString::number(moved)));
    // A job that has run 600 s of its 1,000 can no longer end at 20 %: it runs to its limit.
    ClusterSnapshot late = cluster(1);
    late.jobs << running(1, QStringLiteral("node1"), 1, 600, 1000, late.time);
    const auto d2 = monteCarloWait(late, request(1), options);
    QCOMPARE(d2->quantile(0.0), 400.0);
    QCOMPARE(d2->quantile(1.0), 400.0);
  }

  void a_queue_ahead_delays_the_request()
  {
    // Two nodes free, but a pending 2-node job of 500 s (its limit) is ahead: the request waits 500 s.
    ClusterSnapshot s = cluster(2);
    Job ahead;
    ahead.id = 5;
    ahead.state = JobState::Pending;
    ahead.partition = QStringLiteral("gpu");
    ahead.nodes = 2;
    ahead.timeLimitSeconds = 500;
    ahead.submitTime = s.time - 60;
    ahead.priority = 1000;
    // Nodes are held by a job until 100 s from now, so the queue's job cannot start yet.
    s.jobs << running(1, QStringLiteral("node[1-2]"), 2, 0, 100, s.time) << ahead;
    MonteCarloOptions options;
    options.rollouts = 5;
    const auto d = monteCarloWait(s, request(2), options);
    QVERIFY2(d.ok(), qPrintable(d.error()));
    QCOMPARE(d->quantile(0.5), 600.0); // 100 s for the running job, 500 s for the one ahead
  }

  void a_later_submission_waits_behind_the_arrivals_before_it()
  {
    // One free node. Each of the four weeks before held a one-hour job submitted 10 minutes after
    // this hour of the week, that ran its hour: every rollout replays one of them at +600 s.
    const ClusterSnapshot s = cluster(1);
    std::vector<JobOutcome> past;
    for (int week = 1; week <= 4; ++week) {
      JobOutcome o;
      o.submit = s.time - week * 7 * 86400 + 600;
      o.start = o.submit;
      o.end = o.start + 3600;
      o.limit = 3600;
      o.nodes = 1;
      o.gpusPerNode = 4;
      o.partition = QStringLiteral("gpu");
      past.push_back(o);
    }
    MonteCarloOptions options;
    options.rollouts = 8;
    options.arrivals = std::make_shared<JobHistory>(past);
    // Submitted now, the request ranks above the arrival and starts at once.
    const auto now = monteCarloWait(s, request(1), options, s.time);
    QVERIFY2(now.ok(), qPrintable(now.error()));
    QCOMPARE(now->quantile(1.0), 0.0);
    // Submitted 20 minutes from now, it comes after the arrival, which holds the node from
    // +600 s to +4,200 s: it waits 3,000 s, in every rollout.
    const auto later = monteCarloWait(s, request(1), options, s.time + 1200);
    QVERIFY2(later.ok(), qPrintable(later.error()));
    QCOMPARE(later->quantile(0.0), 3000.0);
    QCOMPARE(later->quantile(1.0), 3000.0);
    // One set of rollouts answers both, read at two submission times.
    const auto rollouts = MonteCarloRollouts::simulate(s, options, s.time + 3600);
    QVERIFY2(rollouts.ok(), qPrintable(rollouts.error()));
    QCOMPARE(rollouts->wait(request(1), s.time)->waits, now->waits);
    QCOMPARE(rollouts->wait(request(1), s.time + 1200)->waits, later->waits);
  }

  void the_forecaster_shares_rollouts_and_places_new_jobs_ahead()
  {
    MonteCarloOptions options;
    options.rollouts = 50;
    options.reuseSeconds = 600;
    const MonteCarloForecaster forecaster(nullptr, options);
    const ClusterSnapshot first = cluster(2); // empty
    QCOMPARE(forecaster.forecast(first, request(1), first.time)->quantile(0.9), 0.0);
    // Every request and submission time up to an hour ahead is read off the same rollouts.
    QVERIFY(forecaster.forecast(first, request(2), first.time + 1800).ok());
    QCOMPARE(forecaster.simulations(), 1);
    // A minute later a two-node job of 1,000 s is queued. The rollouts of the first snapshot
    // serve, with the new job placed ahead of the request: jobs run 5 % to all of their limit
    // (no history), so the request waits 50 to 1,000 s.
    ClusterSnapshot later = first;
    later.time += 60;
    Job queued;
    queued.id = 7;
    queued.state = JobState::Pending;
    queued.partition = QStringLiteral("gpu");
    queued.nodes = 2;
    queued.gpusPerNode = 4;
    queued.timeLimitSeconds = 1000;
    queued.submitTime = later.time - 10;
    later.jobs << queued;
    later.nodes[0].state = QStringLiteral("mixed"); // busy or idle: the same machine
    const auto behind = forecaster.forecast(later, request(1), later.time);
    QVERIFY2(behind.ok(), qPrintable(behind.error()));
    QCOMPARE(forecaster.simulations(), 1);
    QVERIFY2(behind->quantile(0.1) >= 50 && behind->quantile(0.9) <= 1000 && behind->quantile(0.9) > 50,
             qPrintable(QStringLiteral("%1 %2").arg(behind->quantile(0.1)).arg(behind->quantile(0.9))));
    // Past the reuse window the rollouts are simulated again, with the job in them: the same law.
    ClusterSnapshot much = later;
    much.time = first.time + 601;
    const auto again = forecaster.forecast(much, request(1), much.time);
    QCOMPARE(forecaster.simulations(), 2);
    QVERIFY(again->quantile(0.1) >= 50 - (much.time - later.time) && again->quantile(0.9) <= 1000);
    // A cluster whose nodes changed is never read off old rollouts.
    ClusterSnapshot drained = much;
    drained.nodes[1].state = QStringLiteral("drained");
    const auto one = forecaster.forecast(drained, request(1), drained.time);
    QCOMPARE(forecaster.simulations(), 3);
    QVERIFY(!forecaster.forecast(drained, request(2), drained.time).ok());
  }

  void jobs_a_later_snapshot_no_longer_shows_hold_nothing()
  {
    // One node, held by a job with 1,000 s left (its limit: a one-ratio runtime model).
    ClusterSnapshot s = cluster(1);
    s.jobs << running(1, QStringLiteral("node1"), 1, 0, 1000, s.time);
    MonteCarloOptions options;
    options.rollouts = 10;
    options.config.runtimeModel = std::make_shared<LimitRatioRuntimeModel>(std::vector<double>{1.0});
    const auto rollouts = MonteCarloRollouts::simulate(s, options, s.time);
    QVERIFY2(rollouts.ok(), qPrintable(rollouts.error()));
    QCOMPARE(rollouts->wait(request(1), s.time)->quantile(0.5), 1000.0);
    // A minute later the job has ended: the request starts at once.
    ClusterSnapshot later = s;
    later.time += 60;
    later.jobs.clear();
    QCOMPARE(rollouts->wait(request(1), later.time, &later)->quantile(1.0), 0.0);
    // The same snapshot less a queued job (as when that job's own wait is forecast): it no longer
    // stands ahead.
    Job queued;
    queued.id = 9;
    queued.state = JobState::Pending;
    queued.partition = QStringLiteral("gpu");
    queued.nodes = 1;
    queued.timeLimitSeconds = 500;
    queued.submitTime = s.time - 5;
    s.jobs << queued;
    const auto withQueue = MonteCarloRollouts::simulate(s, options, s.time);
    QCOMPARE(withQueue->wait(request(1), s.time)->quantile(0.5), 1500.0);
    ClusterSnapshot without = s;
    without.jobs.removeLast();
    QCOMPARE(withQueue->wait(request(1), s.time, &without)->quantile(0.5), 1000.0);
  }

  void a_user_with_enough_history_gets_runtimes_of_their_own()
  {
    // Alice's 25 jobs ran half their limit, the 100 of others all of it.
    std::vector<JobOutcome> past;
    for (int i = 0; i < 125; ++i) {
      JobOutcome o;
      o.submit = 1000 + i * 100;
      o.start = o.submit;
      o.limit = 1000;
      o.end = o.start + (i < 25 ? 500 : 1000);
      o.partition = QStringLiteral("gpu");
      o.user = i < 25 ? QStringLiteral("alice") : QStringLiteral("bob");
      past.push_back(o);
    }
    const JobHistory history(past);
    ClusterSnapshot s = cluster(2);
    s.time = 50000;
    Job a = running(1, QStringLiteral("node1"), 1, 0, 1000, s.time),
        b = running(2, QStringLiteral("node2"), 1, 0, 1000, s.time);
    a.user = QStringLiteral("alice");
    b.user = QStringLiteral("bob");
    s.jobs << a << b;
    const auto own = PerUserRuntimeModel::fromHistory(&history, s, 20);
    QCOMPARE(own->usersWithOwnRatios(), 2); // bob has 100 of his own too
    std::mt19937_64 rng(1);
    sim::SimJob job;
    job.limit = 1000;
    job.id = 1;
    QCOMPARE(own->runtime(job, 0, rng), std::int64_t(500));
    job.id = 2;
    QCOMPARE(own->runtime(job, 0, rng), std::int64_t(1000));
    // With the rule off (or too few jobs), everyone draws from the cluster's ratios: both values.
    const auto shared = PerUserRuntimeModel::fromHistory(&history, s, -1);
    QCOMPARE(shared->usersWithOwnRatios(), 0);
    std::set<std::int64_t> drawn;
    for (int i = 0; i < 200; ++i)
      drawn.insert(shared->runtime(job, 0, rng));
    QCOMPARE(drawn, (std::set<std::int64_t>{500, 1000}));
    QCOMPARE(PerUserRuntimeModel::fromHistory(&history, s, 26)->usersWithOwnRatios(), 1);
  }

  void rollouts_replay_arrivals_up_to_the_submission_asked_for()
  {
    // With a history, the rollouts replay arrivals 1 h ahead, then 2, 4, 8 h, … as later
    // submission times are asked for; earlier ones are read off the same rollouts.
    const ClusterSnapshot s = cluster(1);
    MonteCarloOptions options;
    options.rollouts = 4;
    const MonteCarloForecaster forecaster(std::make_shared<JobHistory>(std::vector<JobOutcome>{}), options);
    QVERIFY(forecaster.forecast(s, request(1), s.time).ok());
    QVERIFY(forecaster.forecast(s, request(1), s.time + 3600).ok());
    QCOMPARE(forecaster.simulations(), 1);
    QVERIFY(forecaster.forecast(s, request(1), s.time + 3 * 3600).ok()); // 4 h
    QCOMPARE(forecaster.simulations(), 2);
    QVERIFY(forecaster.forecast(s, request(1), s.time + 2 * 3600).ok());
    QVERIFY(forecaster.forecast(s, request(1), s.time + 4 * 3600).ok());
    QCOMPARE(forecaster.simulations(), 2);
  }

  void job_requests_as_users_write_them()
  {
    const auto r = parseJobRequest(QStringLiteral("partition=gpu-a100,nodes=2,gpus=3,time=48:00:00"));
    QVERIFY2(r.ok(), qPrintable(r.error()));
    QCOMPARE(r->partition, QStringLiteral("gpu-a100"));
    QCOMPARE(r->nodes, 2);
    QCOMPARE(r->gpusPerNode, 3);
    QCOMPARE(r->timeLimitSeconds, 48 * 3600);
    QCOMPARE(formatJobRequest(*r), QStringLiteral("partition=gpu-a100,nodes=2,gpus=3,time=2-00:00:00"));
    const auto defaults = parseJobRequest(QStringLiteral("time=30, partition=debug"));
    QVERIFY2(defaults.ok(), qPrintable(defaults.error()));
    QCOMPARE(defaults->nodes, 1);
    QCOMPARE(defaults->gpusPerNode, 0);
    QCOMPARE(defaults->timeLimitSeconds, 1800);
  }

  void bad_request_specs_are_named_data()
  {
    QTest::addColumn<QString>("spec");
    QTest::addColumn<QString>("says");
    for (const auto &[spec, says] :
         {std::pair{"partition=gpu,nodes=0,time=1:00:00", "nodes"}, std::pair{"partition=gpu,time=soon", "time"},
          std::pair{"partition=gpu,gpus=-1,time=60", "gpus"}, std::pair{"partition=gpu,colour=red,time=60", "'colour'"},
          std::pair{"nodes=1,time=60", "partition="}, std::pair{"partition=gpu", "time="},
          std::pair{"partition=gpu,time", "key=value"}})
      QTest::newRow(spec) << QString::fromLatin1(spec) << QString::fromLatin1(says);
  }
  void bad_request_specs_are_named()
  {
    QFETCH(QString, spec);
    QFETCH(QString, says);
    const auto bad = parseJobRequest(spec);
    QVERIFY(!bad.ok());
    QVERIFY2(bad.error().contains(says) && bad.error().contains(spec), qPrintable(bad.error()));
  }

  void bad_requests_are_named()
  {
    JobRequest r = request(1);
    r.partition = QStringLiteral("cpu");
    const auto unknown = monteCarloWait(cluster(2), r, {});
    QVERIFY(!unknown.ok());
    QVERIFY(unknown.error().contains(QLatin1String("'cpu'")));
    const auto huge = monteCarloWait(cluster(2), request(3), {});
    QVERIFY(!huge.ok());
    QVERIFY(huge.error().contains(QLatin1String("3 nodes")));
  }
};

QTEST_GUILESS_MAIN(TestMonteCarlo)
#include "tst_monte_carlo.moc"
