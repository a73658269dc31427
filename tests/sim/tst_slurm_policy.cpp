// Hand-worked schedules for Slurm's backfill (SchedulingPolicy::Slurm), multifactor priorities
// (age cap, fair-share decay, given priorities) and the runtime hook.
#include "plain_check.h"
#include "sim/simulator.h"
#include "sim_test_jobs.h"

#include <cmath>

using namespace mirage::sim;
using sim_test::job;

namespace {
Simulator cluster(int nodes, SimConfig config)
{
  std::vector<SimNode> n;
  SimPartition p{"gpu", {}};
  for (int i = 0; i < nodes; ++i) {
    n.push_back({"node" + std::to_string(i), 4});
    p.nodes.push_back(i);
  }
  return Simulator(n, {p}, std::move(config));
}

SimConfig slurmConfig()
{
  SimConfig c;
  c.policy = SchedulingPolicy::Slurm;
  c.backfill.interval = 30;
  c.backfill.resolution = 60;
  return c;
}

SimJob userJob(std::int64_t id, SimTime submit, int nodes, std::int64_t limit, int user)
{
  SimJob j = job(id, submit, nodes, limit, limit);
  j.user = user;
  return j;
}
} // namespace

TEST_CASE(slurm_backfill_protects_every_planned_job_where_easy_protects_only_the_head)
{
  // 4 nodes. L holds node 0 until 1000, M nodes 1-2 until 100; node 3 is free. H (4 nodes) must
  // wait for L; S (3 nodes, 500 s) can run from 100 on nodes 1-3; T (1 node, 300 s) fits node 3 now.
  const auto run = [](SimConfig config) {
    Simulator sim = cluster(4, std::move(config));
    sim.submit(job(1, 0, 1, 1000, 1000)); // L
    sim.submit(job(2, 0, 2, 100, 100));   // M
    sim.submit(job(3, 1, 4, 100, 100));   // H
    sim.submit(job(4, 2, 3, 500, 500));   // S
    sim.submit(job(5, 3, 1, 300, 300));   // T
    sim.runToEnd();
    return sim;
  };
  const Simulator slurm = run(slurmConfig());
  // Slurm: the backfill pass plans H at 1000 and S at 100 on nodes 1-3, so T may not take node 3
  // now; S starts at the first pass after M ends (120: passes come every 30 s); T waits for S and
  // ends before H's 1000.
  CHECK(slurm.job(2).start == 1000);
  CHECK(slurm.job(3).start == 120);
  CHECK(slurm.job(3).backfilled);
  CHECK(slurm.job(4).start >= slurm.job(3).end);
  CHECK(slurm.job(4).end <= slurm.job(2).start);
  CHECK(slurm.job(4).start == 630); // S ends at 620, the next pass is at 630
  // EASY protects only H: T backfills at once (it ends before 1000) and S waits for it.
  SimConfig easyConfig;
  easyConfig.policy = SchedulingPolicy::Easy;
  const Simulator easy = run(easyConfig);
  CHECK(easy.job(4).start == 3);
  CHECK(easy.job(3).start == 303);
  CHECK(easy.job(2).start == 1000);
}

TEST_CASE(slurm_backfill_runs_every_bf_interval_within_bf_window_on_the_bf_resolution_grid)
{
  // 3 nodes. A holds nodes 0-1 until 100; B needs all 3 and is planned when A ends; C (1 node,
  // 50 s, submitted at 5) fits node 2 before that, D (1 node, 200 s) does not.
  const auto run = [](SimConfig config) {
    Simulator sim = cluster(3, std::move(config));
    sim.submit(job(1, 0, 2, 100, 100)); // A
    sim.submit(job(2, 1, 3, 100, 100)); // B
    sim.submit(job(3, 5, 1, 50, 50));   // C
    sim.submit(job(4, 6, 1, 200, 200)); // D
    sim.runToEnd();
    return sim;
  };
  SimConfig fine = slurmConfig();
  fine.backfill.resolution = 10;
  const Simulator sim = run(fine);
  // The main pass never backfills: C starts at the first backfill pass (30), not at 5.
  CHECK(sim.job(2).start == 30);
  CHECK(sim.job(2).backfilled);
  CHECK(sim.job(1).start == 100);
  CHECK(sim.job(3).start == 200); // D would have delayed B
  // Slurm keeps its map on the bf_resolution grid, rounding down: with 60 s, B is planned at 60,
  // and C ([30, 80)) would overlap it: it waits for B.
  const Simulator coarse = run(slurmConfig());
  CHECK(coarse.job(1).start == 100);
  CHECK(coarse.job(2).start == 200);
  // With a 5 s window B's start is out of sight at the pass after C ends (90): B gets no plan and
  // D takes node 2, delaying B to D's end.
  fine.backfill.window = 5;
  const Simulator blind = run(fine);
  CHECK(blind.job(2).start == 30);
  CHECK(blind.job(3).start == 90);
  CHECK(blind.job(1).start == blind.job(3).end);
}

TEST_CASE(plans_on_running_jobs_nodes_start_when_their_batch_of_ends_is_over)
{
  // Slurm's will-run test lets running jobs end in batches (the first end, and every end up to 30 s
  // past the next 30 s boundary), and a plan that needs their nodes starts at the batch's last end.
  // Nodes 0-3: A on node 0 ends early at 50; B holds node 1 until 125, D node 2 until 140, C node
  // 3 until 1000 (limits). J needs 2 nodes: nodes 0 and 1 by 125, but B and D end in one batch,
  // so J is planned at 140 — and K (1 node, 80 s, submitted at 55) fits before it on node 0.
  SimConfig config = slurmConfig();
  config.backfill.interval = 1;
  config.backfill.resolution = 1;
  Simulator sim = cluster(4, config);
  sim.submit(job(1, 0, 1, 50, 100));    // A
  sim.submit(job(2, 0, 1, 125, 125));   // B
  sim.submit(job(3, 0, 1, 140, 140));   // D
  sim.submit(job(4, 0, 1, 1000, 1000)); // C
  const int J = sim.submit(job(5, 10, 2, 100, 100));
  const int K = sim.submit(job(6, 55, 1, 80, 80));
  sim.runToEnd();
  CHECK(sim.job(J).firstReservation == 140);
  CHECK(sim.job(J).start == 136); // when K (started at 56) ends and both nodes are free
  CHECK(sim.job(J).backfilled == false);
  CHECK(sim.job(J).start <= sim.job(J).firstReservation);
  CHECK(sim.job(K).start == 56); // the pass after its submission
  CHECK(sim.job(K).backfilled);
}

TEST_CASE(main_pass_takes_a_failed_partitions_nodes_away_from_other_partitions)
{
  // gpu = nodes 0-3, debug = nodes 0-1. X holds nodes 2-3 until 100; G (gpu, 4 nodes) cannot
  // start; a later debug job (1 node) would fit node 0. Slurm's main scheduler removes the failed
  // gpu partition's nodes from the pass, so the debug job does not start there; under Slurm's
  // backfill it starts only if it ends before G's plan.
  const auto run = [](SchedulingPolicy policy, std::int64_t debugLimit) {
    std::vector<SimNode> nodes;
    for (int i = 0; i < 4; ++i)
      nodes.push_back({"node" + std::to_string(i), 4});
    SimConfig config = slurmConfig();
    config.policy = policy;
    config.backfill.resolution = 1;
    Simulator sim(nodes, {SimPartition{"gpu", {0, 1, 2, 3}}, SimPartition{"debug", {0, 1}}}, config);
    sim.submit(job(1, 0, 2, 40, 100));                       // X on nodes 0-1, ends at 40 (limit 100)
    sim.submit(job(2, 0, 2, 100, 100));                      // Y on nodes 2-3 until 100
    sim.submit(job(3, 10, 4, 100, 100));                     // G: planned at 100
    sim.submit(job(4, 20, 1, debugLimit, debugLimit, 0, 1)); // debug job, waits until X ends
    sim.runToEnd();
    return sim;
  };
  const Simulator fcfs = run(SchedulingPolicy::Fcfs, 30);
  CHECK(fcfs.job(2).start == 100);
  CHECK(fcfs.job(3).start == 200); // not at 40 on node 0: gpu failed first and took its nodes
  const Simulator fits = run(SchedulingPolicy::Slurm, 30);
  CHECK(fits.job(3).start == 60); // the next pass after 40 at the 30 s interval: ends at 90 < 100
  CHECK(fits.job(2).start == 100);
  const Simulator delays = run(SchedulingPolicy::Slurm, 300);
  CHECK(delays.job(3).start == 200); // would delay G's plan
}

TEST_CASE(fair_share_prefers_the_user_with_less_decayed_usage)
{
  SimConfig config;
  config.policy = SchedulingPolicy::Fcfs;
  config.priority.type = PriorityType::Multifactor;
  config.priority.weightFairShare = 1000;
  config.priority.decayHalfLife = 500;
  config.priority.calcPeriod = 100;
  Simulator sim = cluster(2, config);
  sim.submit(userJob(1, 0, 2, 1000, 0));  // user 0 uses the whole cluster until 1000
  sim.submit(userJob(2, 10, 2, 100, 0));  // user 0 again
  sim.submit(userJob(3, 11, 2, 2000, 1)); // user 1, submitted later, runs 1000..3000
  sim.runUntil(1000);
  const double at1000 = sim.usage(0);
  CHECK(at1000 > 0);
  CHECK(sim.usage(1) == 0);
  CHECK(sim.fairShareFactor(1) > sim.fairShareFactor(0));
  // User 1's job goes first although it came later.
  CHECK(sim.job(2).start == 1000);
  sim.runUntil(1500);
  // Nothing of user 0 ran in between: one half-life later its usage is half.
  CHECK(std::abs(sim.usage(0) - at1000 / 2) < 1e-9 * at1000);
  // User 1's running job adds 2 nodes x 100 s each period, decayed by 2^(-100/500) per period.
  const double d = std::exp2(-100.0 / 500.0);
  CHECK_NEAR(sim.usage(1), 200 * (1 + d + d * d + d * d * d + d * d * d * d), 1e-6);
  sim.runToEnd();
  CHECK(sim.job(1).start == sim.job(2).end);
}

TEST_CASE(age_counts_only_up_to_priority_max_age)
{
  // A blocker holds both nodes until 500. J1 (1 node) waits from 0, J2 (2 nodes) from 50. With
  // age weight 1000 capped at 100 s and job-size weight 100, J1 leads until both ages are capped,
  // then J2 (bigger) leads: at 500 J2 starts first and J1 waits for it.
  SimConfig config;
  config.policy = SchedulingPolicy::Fcfs;
  config.priority.type = PriorityType::Multifactor;
  config.priority.weightAge = 1000;
  config.priority.weightJobSize = 100;
  config.priority.maxAge = 100;
  config.priority.calcPeriod = 100;
  Simulator sim = cluster(2, config);
  sim.submit(job(1, 0, 2, 500, 500));
  sim.submit(job(2, 0, 1, 100, 100));
  sim.submit(job(3, 50, 2, 100, 100));
  sim.runUntil(100);
  CHECK(sim.pending().front() == 1); // J1: 1000 + 50 > J2: 500 + 100
  CHECK(std::abs(sim.job(1).priority - 1050) < 1e-9);
  CHECK(std::abs(sim.job(2).priority - 600) < 1e-9);
  sim.runToEnd();
  CHECK(std::abs(sim.job(2).priority - 1100) < 1e-9); // capped: 1000 + 100
  CHECK(sim.job(2).start == 500);
  CHECK(sim.job(1).start == 600);
  // (With an uncapped age J1 would lead by its 50 s of extra age for ever.)
}

TEST_CASE(given_priorities_order_the_queue)
{
  SimConfig config;
  config.policy = SchedulingPolicy::Fcfs;
  config.priority.type = PriorityType::Given;
  Simulator sim = cluster(1, config);
  sim.submit(job(1, 0, 1, 100, 100));
  SimJob low = job(2, 1, 1, 100, 100), high = job(3, 2, 1, 100, 100);
  low.priority = 10;
  high.priority = 20;
  sim.submit(low);
  sim.submit(high);
  sim.runToEnd();
  CHECK(sim.job(2).start == 100);
  CHECK(sim.job(1).start == 200);
}

namespace {
// Runtimes drawn uniformly from [1, limit]; for a running job, from [elapsed, limit].
struct UniformRuntime final : RuntimeModel {
  std::int64_t runtime(const SimJob &j, std::int64_t elapsed, std::mt19937_64 &rng) const override
  {
    return std::uniform_int_distribution<std::int64_t>(std::max<std::int64_t>(1, elapsed), j.limit)(rng);
  }
};

std::vector<SimTime> startsWith(std::uint64_t seed, bool reseedHalfway)
{
  SimConfig config;
  config.runtimeModel = std::make_shared<UniformRuntime>();
  config.seed = 7;
  Simulator sim = cluster(4, config);
  for (int i = 0; i < 200; ++i)
    sim.submit(job(i, i * 20, 1 + i % 3, 5000, 600 + 10 * (i % 7)));
  sim.runUntil(2000);
  if (reseedHalfway)
    sim.reseed(seed);
  sim.runToEnd();
  std::vector<SimTime> starts;
  for (const SimJob &j : sim.jobs())
    starts.push_back(j.start);
  return starts;
}
} // namespace

TEST_CASE(runtime_hook_draws_runtimes_and_seeds_make_runs_repeatable)
{
  SimConfig config;
  config.runtimeModel = std::make_shared<UniformRuntime>();
  Simulator sim = cluster(2, config);
  sim.setStartTime(1000);
  // A job running since 400 (600 s elapsed, limit 900) must end between 1000 and 1300.
  CHECK(sim.addRunning(job(1, 0, 1, 5000, 900), 400));
  CHECK(sim.job(0).end >= 1000 && sim.job(0).end <= 1300);
  for (int i = 0; i < 50; ++i)
    sim.submit(job(i + 2, 1000 + i, 1, 5000, 300));
  sim.runToEnd();
  bool drawn = true, varied = false;
  for (const SimJob &j : sim.jobs()) {
    drawn = drawn && j.end - j.start <= 900 && j.runtime != 5000;
    varied = varied || j.runtime != sim.jobs().back().runtime;
  }
  CHECK(drawn);
  CHECK(varied);
  CHECK(startsWith(1, false) == startsWith(2, false)); // same seed, same run
  CHECK(startsWith(11, true) == startsWith(11, true)); // a reseeded fork is repeatable
  CHECK(startsWith(11, true) != startsWith(12, true)); // and other seeds draw otherwise
}

TEST_CASE(a_fork_redrawn_from_a_seed_is_the_build_with_that_seed)
{
  // Four running jobs and a queue, built with seed 1 and redrawn with seed 2, run exactly as the
  // same state built with seed 2 (and not as seed 1's).
  const auto build = [](std::uint64_t seed) {
    SimConfig config;
    config.runtimeModel = std::make_shared<UniformRuntime>();
    config.seed = seed;
    Simulator sim = cluster(4, config);
    sim.setStartTime(1000);
    for (int i = 0; i < 4; ++i)
      CHECK(sim.addRunning(job(i + 1, 0, 1, 5000, 3600), 100 * i));
    for (int i = 0; i < 30; ++i)
      sim.submit(job(i + 10, 1000, 1 + i % 2, 5000, 600 + 60 * (i % 5)));
    return sim;
  };
  const auto run = [](Simulator sim) {
    sim.runToEnd();
    std::vector<SimTime> ends;
    for (const SimJob &j : sim.jobs())
      ends.push_back(j.end);
    return ends;
  };
  Simulator fork = build(1);
  fork.redrawRunning(2);
  CHECK(run(fork) == run(build(2)));
  CHECK(run(fork) != run(build(1)));
}

PLAIN_TEST_MAIN()
