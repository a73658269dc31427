// Where jobs stood in their queues, worked out by hand on four jobs.
#include "forecast/job_history.h"
#include "forecast/queue_ranks.h"

#include <QTest>

using namespace mirage;

namespace {
JobOutcome job(EpochSeconds submit, EpochSeconds start)
{
  JobOutcome o;
  o.submit = submit;
  o.start = start;
  o.end = start + 10;
  o.limit = 3600;
  o.partition = QStringLiteral("gpu");
  return o;
}
} // namespace

class TestQueueRanks : public QObject {
  Q_OBJECT
private slots:
  void four_jobs_by_hand()
  {
    // A (0 → 100), B (10 → 50), C (20 → 200), D (30 → 40).
    const std::vector<JobOutcome> jobs{job(0, 100), job(10, 50), job(20, 200), job(30, 40)};
    const std::vector<QueueRank> r = queueRanks(jobs);
    QCOMPARE(r.size(), std::size_t(4));
    // A: nothing waited before it; of B, C, D submitted while it waited, B and D started first.
    QCOMPARE(r[0].overtook, -1.0);
    QCOMPARE(r[0].overtakenBy, 2.0 / 3.0);
    // B: A waited when it came, and started after it; of C and D, D started first.
    QCOMPARE(r[1].overtook, 1.0);
    QCOMPARE(r[1].overtakenBy, 0.5);
    // C: A and B waited, both started first; D, submitted while it waited, too.
    QCOMPARE(r[2].overtook, 0.0);
    QCOMPARE(r[2].overtakenBy, 1.0);
    // D: A, B and C waited, all started after it; nothing came while it waited.
    QCOMPARE(r[3].overtook, 1.0);
    QCOMPARE(r[3].overtakenBy, -1.0);
  }

  void the_history_gives_the_ranks_of_jobs_started_before_a_time()
  {
    const JobHistory history({job(0, 100), job(10, 50), job(20, 200), job(30, 40)});
    const QString cls = similarityClass(QStringLiteral("gpu"), 1, 3600);
    // Started before 60: D (40) and B (50), the newest first.
    const std::vector<QueueRank> before = history.recentRanks(cls, 60, 10);
    QCOMPARE(before.size(), std::size_t(2));
    QCOMPARE(before[0].overtakenBy, 0.5);  // B
    QCOMPARE(before[1].overtakenBy, -1.0); // D
    // At most `count`; an unknown class reads every job.
    QCOMPARE(history.recentRanks(cls, 1000, 3).size(), std::size_t(3));
    QCOMPARE(history.recentRanks(QStringLiteral("cpu/0/0"), 1000, 10).size(), std::size_t(4));
  }
};

QTEST_GUILESS_MAIN(TestQueueRanks)
#include "tst_queue_ranks.moc"
