// The suggestion's reason in words, on a risk curve worked by hand: the queue, the wait, the risk
// at the chosen lead, and the neighbours an hour or more away on either side.
#include "forecast/suggestion_reason.h"

#include <QTest>

using namespace mirage;

namespace {
RiskPoint point(qint64 leadHours, double p, double overlapGpuHours)
{
  RiskPoint r;
  r.leadSeconds = leadHours * 3600;
  r.interruptionProbability = p;
  r.expectedGapHours = p * 2;
  r.expectedOverlapGpuHours = overlapGpuHours;
  r.cost = r.expectedGapHours + overlapGpuHours; // one GPU, λ = 1
  return r;
}

RiskCurve handCurve(std::size_t best)
{
  RiskCurve c;
  c.points = {point(0, 0.9, 0), point(1, 0.6, 1.5), point(2, 0.3, 4), point(4, 0.05, 10)};
  c.best = best;
  return c;
}

SuggestionContext context()
{
  WaitForecast wait{
      QStringLiteral("xgboost"), WaitForecast::standardLevels(), {3600, 5400, 7200, 10800, 14400, 18000, 21600}};
  return {QStringLiteral("gpu"), 7, wait};
}
} // namespace

class TestSuggestionReason : public QObject {
  Q_OBJECT
private slots:
  void the_reason_names_the_queue_the_wait_the_risk_and_the_neighbours()
  {
    const RiskCurve curve = handCurve(2); // a lead of 2 h
    const QStringList why = explainSuggestion(curve, curve.suggested(), context());
    QCOMPARE(why.size(), 5);
    QCOMPARE(why[0], QStringLiteral("7 jobs wait in gpu now."));
    QVERIFY2(why[1].contains(QLatin1String("3 h 00 m (P50)")) && why[1].contains(QLatin1String("5 h 00 m")),
             qPrintable(why[1]));
    QVERIFY2(why[2].contains(QLatin1String("2 h 00 m before")) && why[2].contains(QLatin1String("30 %")) &&
                 why[2].contains(QLatin1String("4.0 GPU-hours")) && why[2].contains(QLatin1String("cost of 4.6 GPU")),
             qPrintable(why[2]));
    QCOMPARE(why[3],
             QStringLiteral("2 h 00 m earlier: interruption 5 %, overlap 10.0 GPU-hours, cost 10.1 GPU-hours."));
    QCOMPARE(why[4], QStringLiteral("1 h 00 m later: interruption 60 %, overlap 1.5 GPU-hours, cost 2.7 GPU-hours."));
  }

  void at_the_limit_end_nothing_is_later()
  {
    const RiskCurve curve = handCurve(0);
    SuggestionContext one = context();
    one.jobsAhead = 1;
    const QStringList why = explainSuggestion(curve, curve.suggested(), one);
    QCOMPARE(why[0], QStringLiteral("1 job waits in gpu now."));
    QCOMPARE(why[3], QStringLiteral("1 h 00 m earlier: interruption 60 %, overlap 1.5 GPU-hours, cost 2.7 GPU-hours."));
    QVERIFY(why.last().contains(QLatin1String("after the predecessor has ended")));
    // A fixed policy's lead (not the suggestion) is explained the same way.
    const QStringList fixed = explainSuggestion(curve, curve.points[3], context());
    QVERIFY(fixed[2].contains(QLatin1String("4 h 00 m before")));
    QCOMPARE(fixed.size(), 4); // nothing earlier on the curve
  }
};

QTEST_GUILESS_MAIN(TestSuggestionReason)
#include "tst_suggestion_reason.moc"
