// The Mirage-compatible mode: hand-worked schedules of the authors' simulator semantics.
#include "plain_check.h"
#include "sim/mirage_compat.h"
#include "sim_test_jobs.h"

using namespace mirage::sim;
using sim_test::job;

TEST_CASE(submits_round_down_to_the_minute_and_jobs_end_at_their_limit)
{
  MirageCompatSimulator sim(2);
  const int a = sim.submit(job(1, 125, 1, 5000, 600));
  CHECK(sim.job(a).submit == 120);
  CHECK(sim.submit(job(2, 0, 3, 60, 60)) == -1); // larger than the cluster
  sim.runToEnd();
  CHECK(sim.job(a).start == 120);
  CHECK(sim.job(a).end == 720);
}

TEST_CASE(main_pass_blocks_and_larger_jobs_go_first)
{
  MirageCompatSimulator sim(2);
  const int small = sim.submit(job(3, 0, 1, 300, 600));
  const int large = sim.submit(job(4, 0, 2, 300, 600)); // priority 100 * 2/2 beats 100 * 1/2
  const int later = sim.submit(job(5, 60, 1, 60, 120));
  sim.runToEnd();
  CHECK(sim.job(large).start == 0);
  CHECK(sim.job(small).start == 300); // both small jobs wait for the large one
  CHECK(sim.job(later).start == 300);
}

TEST_CASE(backfill_runs_every_ten_minutes_from_limits)
{
  MirageCompatSimulator sim(3);
  const int big = sim.submit(job(1, 0, 2, 3600, 3600));
  const int head = sim.submit(job(2, 60, 3, 600, 600));  // blocked by the big job
  const int small = sim.submit(job(3, 120, 1, 60, 600)); // fits at once, but behind the head
  sim.runToEnd();
  CHECK(sim.job(big).start == 0);
  CHECK(sim.job(small).start == 600); // the first backfill pass after its submit (step 10)
  CHECK(sim.job(small).backfilled);
  CHECK(sim.job(head).start == 3600);
}

TEST_CASE(deterministic_and_never_oversubscribed)
{
  const auto run = [] {
    MirageCompatSimulator sim(8);
    for (int i = 0; i < 400; ++i)
      sim.submit(job(i, (i * 97) % 20000, 1 + i % 4, 300 + (i * 31) % 5000, 600 + (i * 53) % 7200));
    sim.runToEnd();
    return sim;
  };
  const MirageCompatSimulator a = run(), b = run();
  bool same = true, valid = true;
  for (std::size_t i = 0; i < a.jobs().size(); ++i) {
    same = same && a.jobs()[i].start == b.jobs()[i].start;
    valid =
        valid && a.jobs()[i].start >= a.jobs()[i].submit && a.jobs()[i].end - a.jobs()[i].start <= a.jobs()[i].limit;
  }
  CHECK(same);
  CHECK(valid);
  // At every start time, the running jobs fit in the 8 nodes.
  bool fits = true;
  for (const SimJob &x : a.jobs()) {
    int busy = 0;
    for (const SimJob &y : a.jobs())
      if (y.start <= x.start && y.end > x.start)
        busy += y.nodes;
    fits = fits && busy <= 8;
  }
  CHECK(fits);
}

PLAIN_TEST_MAIN()
