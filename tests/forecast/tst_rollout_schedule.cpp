// A rollout's schedule read back for a request ranked below its jobs: worked out by hand.
#include "forecast/rollout_schedule.h"

#include <QTest>

using namespace mirage;

namespace {
// A request submitted at t that ranks below every job queued at the snapshot.
RolloutSchedule::Standing at(sim::SimTime t)
{
  return {t, 0, 0};
}
} // namespace

class TestRolloutSchedule : public QObject {
  Q_OBJECT
private slots:
  void a_request_takes_the_first_stretch_long_enough()
  {
    // node 0: held [0, 100) and [150, 400); node 1: held [0, 300).
    RolloutSchedule s(2);
    s.hold(0, {150, 400, -1});
    s.hold(0, {0, 100, -1});
    s.hold(1, {0, 300, -1});
    s.finish();
    // One node for 50 s: node 0's gap [100, 150) is just long enough.
    QCOMPARE(s.earliestFit({0, 1}, 1, 50, 0, at(0)), 100);
    // For 51 s the gap is too short: node 1 is free from 300.
    QCOMPARE(s.earliestFit({0, 1}, 1, 51, 0, at(0)), 300);
    // Two nodes: both free from 400 (node 0 is held until then).
    std::vector<int> chosen;
    QCOMPARE(s.earliestFit({0, 1}, 2, 10, 0, at(0), &chosen), 400);
    std::sort(chosen.begin(), chosen.end());
    QCOMPARE(chosen, (std::vector<int>{0, 1}));
    // Not before `from`; and a candidate list leaves other nodes out.
    QCOMPARE(s.earliestFit({0, 1}, 1, 50, 120, at(0)), 300);
    QCOMPARE(s.earliestFit({0}, 1, 50, 120, at(0)), 400);
    // More nodes than candidates: never.
    QCOMPARE(s.earliestFit({0}, 2, 10, 0, at(0)), -1);
  }

  void arrivals_after_the_request_rank_below_it()
  {
    // node 0 is held [0, 100) by a queued job, then [100, 500) by a job that arrives at 60.
    RolloutSchedule s(1);
    s.hold(0, {0, 100, -1});
    s.hold(0, {100, 500, 60});
    s.finish();
    // A request submitted at 50 ranks above the arrival: it starts at 100.
    QCOMPARE(s.earliestFit({0}, 1, 200, 50, at(50)), 100);
    // Submitted at 70, it ranks below: it waits for the arrival to end.
    QCOMPARE(s.earliestFit({0}, 1, 200, 70, at(70)), 500);
  }

  void a_request_may_stand_ahead_of_part_of_the_queue()
  {
    // node 0: a running job until 100, then four queued jobs (places 0, ¼, ½, ¾) of 100 s each.
    RolloutSchedule s(1);
    s.hold(0, {0, 100, -1, -1});
    for (int k = 0; k < 4; ++k)
      s.hold(0, {100 + 100 * k, 200 + 100 * k, -1, 0.25 * k});
    s.finish();
    // Behind the whole queue: it starts at 500.
    QCOMPARE(s.earliestFit({0}, 1, 100, 0, at(0)), 500);
    // Ahead of the last half of the queue (places ½ and ¾): it starts after the first two, at 300.
    QCOMPARE(s.earliestFit({0}, 1, 100, 0, RolloutSchedule::Standing{0, 0.5, 0}), 300);
    // Ahead of all of it, it still waits for the running job.
    QCOMPARE(s.earliestFit({0}, 1, 100, 0, RolloutSchedule::Standing{0, 1, 0}), 100);
    // Submitted at 350, a queued job that started at 300 can no longer be overtaken.
    QCOMPARE(s.earliestFit({0}, 1, 100, 350, RolloutSchedule::Standing{350, 0.5, 0}), 400);
    // An arrival submitted after the request (at 600, held [600, 900)) outranks it only when its
    // draw (0.3) is below the request's overtakenBy.
    s.hold(0, {600, 900, 600, 0.3});
    s.finish();
    QCOMPARE(s.earliestFit({0}, 1, 200, 500, at(500)), 500);
    QCOMPARE(s.earliestFit({0}, 1, 200, 500, RolloutSchedule::Standing{500, 0, 0.5}), 900);
    QCOMPARE(s.earliestFit({0}, 1, 200, 500, RolloutSchedule::Standing{500, 0, 0.2}), 500);
  }

  void an_overlay_holds_nodes_for_one_question()
  {
    RolloutSchedule s(2);
    s.hold(0, {0, 100, -1});
    s.finish();
    // node 1 is free at once; an overlay takes it until 250.
    const RolloutSchedule::Overlay overlay{{1, {0, 250, -1}}};
    QCOMPARE(s.earliestFit({0, 1}, 1, 10, 0, at(0)), 0);
    QCOMPARE(s.earliestFit({0, 1}, 1, 10, 0, at(0), nullptr, &overlay), 100);
    QCOMPARE(s.earliestFit({0, 1}, 2, 10, 0, at(0), nullptr, &overlay), 250);
    // The schedule itself is unchanged.
    QCOMPARE(s.earliestFit({1}, 1, 10, 0, at(0)), 0);
  }

  void the_node_whose_stretch_ends_first_is_chosen()
  {
    // Three free nodes; node 2's free stretch ends at 100, node 0's at 500, node 1 never.
    RolloutSchedule s(3);
    s.hold(0, {500, 900, -1});
    s.hold(2, {100, 900, -1});
    s.finish();
    std::vector<int> chosen;
    QCOMPARE(s.earliestFit({0, 1, 2}, 1, 50, 0, at(0), &chosen), 0);
    QCOMPARE(chosen, (std::vector<int>{2}));
    QCOMPARE(s.earliestFit({0, 1, 2}, 2, 50, 0, at(0), &chosen), 0);
    QCOMPARE(chosen, (std::vector<int>{2, 0}));
  }
};

QTEST_GUILESS_MAIN(TestRolloutSchedule)
#include "tst_rollout_schedule.moc"
