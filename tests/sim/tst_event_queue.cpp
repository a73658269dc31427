#include "plain_check.h"
#include "sim/event_queue.h"

using namespace mirage::sim;

TEST_CASE(pops_in_time_order)
{
  EventQueue q;
  q.push(300, EventKind::JobEnd, 1);
  q.push(100, EventKind::JobSubmit, 2);
  q.push(200, EventKind::SchedulerPass);
  CHECK(q.size() == 3);
  CHECK(q.pop()->time == 100);
  CHECK(q.pop()->time == 200);
  CHECK(q.pop()->subject == 1);
  CHECK(q.empty());
  CHECK(!q.pop().has_value());
  CHECK(!q.nextTime().has_value());
}

TEST_CASE(ties_keep_insertion_order)
{
  EventQueue q;
  for (int i = 0; i < 50; ++i)
    q.push(10, EventKind::JobSubmit, i);
  q.push(5, EventKind::JobEnd, 99);
  CHECK(q.pop()->subject == 99);
  const auto batch = q.popSimultaneous();
  CHECK(batch.size() == 50);
  bool ordered = true;
  for (int i = 0; i < 50; ++i)
    ordered = ordered && batch[i].subject == i;
  CHECK(ordered);
  CHECK(q.empty());
}

TEST_CASE(copy_is_an_independent_fork)
{
  EventQueue q;
  q.push(1, EventKind::JobSubmit, 1);
  q.push(2, EventKind::JobSubmit, 2);
  EventQueue fork = q;
  fork.pop();
  fork.push(0, EventKind::Probe, 7);
  CHECK(q.size() == 2);
  CHECK(q.pop()->subject == 1);
  CHECK(fork.pop()->subject == 7);
  CHECK(fork.pop()->subject == 2);
}

PLAIN_TEST_MAIN()
