// The forecast scores on forecasts worked by hand: error, coverage, interval sharpness, CRPS and the
// calibration curve, over all jobs and per wait class.
#include "forecast/forecast_metrics.h"

#include <QTest>

#include <cmath>

using namespace mirage;

namespace {
// A point forecast of 600 s for a job that started at once, and a spread forecast (P10 0 s, P50
// 180 s, P90 1140 s) for a job that waited 300 s.
const WaitForecast kPoint = WaitForecast::point(QStringLiteral("point"), 600);
const WaitForecast kSpread{QStringLiteral("spread"), WaitForecast::standardLevels(), {0, 0, 60, 180, 420, 1140, 1500}};

// ∫ (F(z) − 1{z ≥ y})² dz in z = log(wait + 60), from the forecast's CDF on a fine grid: another
// road to the CRPS than the score's pinball sum.
double crpsByIntegral(const WaitForecast &f, double truthSeconds)
{
  const double y = logWait(truthSeconds), lo = logWait(0), hi = logWait(f.quantile(1.0)) + 1.0;
  constexpr int kSteps = 20000;
  const double dz = (hi - lo) / kSteps;
  double sum = 0;
  for (int i = 0; i < kSteps; ++i) {
    const double z = lo + (i + 0.5) * dz;
    const double step = z >= y ? 1.0 : 0.0;
    const double F = f.cdf(waitFromLog(z));
    sum += (F - step) * (F - step) * dz;
  }
  return sum;
}
} // namespace

class TestForecastMetrics : public QObject {
  Q_OBJECT
private slots:
  void a_point_forecast_scores_its_absolute_error()
  {
    ScoreAccumulator scores;
    scores.add(kPoint, 0);
    const ForecastScore s = scores.total();
    QCOMPARE(s.jobs, qint64(1));
    QVERIFY(qAbs(s.maeLogWait - std::log(11.0)) < 1e-12); // |log 660 − log 60|
    QVERIFY(qAbs(s.crps - std::log(11.0)) < 1e-9);
    QCOMPARE(s.coverageP10P90, 0.0);
    QCOMPARE(s.sharpnessP90P10, 1.0);
    for (const auto &[level, observed] : s.calibration)
      QCOMPARE(observed, 1.0); // waited 0 s: at most every quantile
  }

  void two_forecasts_by_hand()
  {
    ScoreAccumulator scores;
    scores.add(kPoint, 0);
    scores.add(kSpread, 300);
    const ForecastScore s = scores.total();
    QCOMPARE(s.jobs, qint64(2));
    // |log(240/360)| for the spread one.
    QVERIFY(qAbs(s.maeLogWait - (std::log(11.0) + std::log(1.5)) / 2) < 1e-12);
    QCOMPARE(s.coverageP10P90, 0.5);                        // 300 s lies in [0, 1140]; 0 s is not in [600, 600]
    QCOMPARE(s.sharpnessP90P10, (1.0 + 1200.0 / 60.0) / 2); // the median of 1 and 20
    // Shares at or below each level's quantile: the point one always (it waited 0 s); the spread
    // one from 0.75 (420 s) on.
    const std::vector<double> expected{0.5, 0.5, 0.5, 0.5, 1.0, 1.0, 1.0};
    QCOMPARE(s.calibration.size(), expected.size());
    for (std::size_t l = 0; l < expected.size(); ++l) {
      QCOMPARE(s.calibration[l].first, WaitForecast::standardLevels()[l]);
      QCOMPARE(s.calibration[l].second, expected[l]);
    }
    // The CRPS as an integral of the CDF, for the spread forecast alone.
    const double spreadCrps = 2 * s.crps - std::log(11.0);
    const double integral = crpsByIntegral(kSpread, 300);
    QVERIFY2(qAbs(spreadCrps - integral) < 0.01, qPrintable(QStringLiteral("%1 vs %2").arg(spreadCrps).arg(integral)));
    // Both waited under 10 minutes: one wait class holds them, the others are empty.
    QCOMPARE(scores.bucket(0).jobs, qint64(2));
    QCOMPARE(scores.bucket(0).crps, s.crps);
    for (int b = 1; b < kWaitBuckets; ++b) {
      QCOMPARE(scores.bucket(b).jobs, qint64(0));
      QVERIFY(scores.bucket(b).calibration.empty());
    }
    const QJsonObject json = scores.toJson();
    QCOMPARE(json[QLatin1String("calibration")].toArray().size(), qsizetype(expected.size()));
    QCOMPARE(json[QLatin1String("by_wait")][QLatin1String("lt_10min")][QLatin1String("sharpness_p90_p10")].toDouble(),
             s.sharpnessP90P10);
  }

  // Where many jobs start at once (RICC: most of them), the plain count covers a job that started at
  // once whenever P10 is 0, so a calibrated forecaster covers about 0.9; the randomised PIT counts
  // such a job as the share of [0, F(0)] inside [0.1, 0.9] and brings it to 0.8.
  void coverage_by_the_pit_where_many_start_at_once()
  {
    // Half its mass at 0 s: F(0) = 0.5.
    const WaitForecast half{QStringLiteral("half"), WaitForecast::standardLevels(), {0, 0, 0, 0, 600, 1200, 1800}};
    QVERIFY(qAbs(half.cdf(0) - 0.5) < 1e-9);
    QVERIFY(qAbs(pitCoverage(half, 0) - 0.8) < 1e-9); // (0.5 − 0.1) / 0.5
    QCOMPARE(pitCoverage(half, 900), 1.0);            // in [P10, P90] = [0, 1200]
    QCOMPARE(pitCoverage(half, 3000), 0.0);
    QCOMPARE(pitCoverage(kPoint, 0), 0.0);  // sure of 600 s: the PIT is 0
    QCOMPARE(pitCoverage(kSpread, 0), 0.0); // F(0) = 0.1: nothing of [0, 0.1] lies above 0.1
    const WaitForecast mostly{QStringLiteral("mostly"), WaitForecast::standardLevels(), {0, 0, 0, 0, 0, 0, 60}};
    QVERIFY(qAbs(pitCoverage(mostly, 0) - 0.8 / 0.9) < 1e-9); // F(0) = 0.9
    // F(0) between two levels (atOnce, as adaptive calibration learns it): 0.6, where the levels
    // alone say 0.5. The CDF then rises from (0.6, 0 s) to the 0.75 level's 600 s.
    WaitForecast between = half;
    between.atOnce = 0.6;
    QVERIFY(qAbs(between.cdf(0) - 0.6) < 1e-6);
    QCOMPARE(between.quantile(0.55), 0.0);
    QCOMPARE(between.quantile(0.75), 600.0);
    QVERIFY(qAbs(between.quantile(0.675) - waitFromLog(0.5 * (logWait(0) + logWait(600)))) < 1e-6); // half-way
    QVERIFY(qAbs(pitCoverage(between, 0) - 0.5 / 0.6) < 1e-6);

    // Waits drawn from the forecast itself (its quantiles at evenly spread levels): calibrated.
    ScoreAccumulator scores;
    constexpr int kJobs = 1000;
    for (int i = 0; i < kJobs; ++i)
      scores.add(half, half.quantile((i + 0.5) / kJobs));
    const ForecastScore s = scores.total();
    QVERIFY2(qAbs(s.coverageP10P90 - 0.9) < 0.005, qPrintable(QString::number(s.coverageP10P90)));
    QVERIFY2(qAbs(s.coverageP10P90Pit - 0.8) < 0.005, qPrintable(QString::number(s.coverageP10P90Pit)));
    QCOMPARE(scores.toJson()[QLatin1String("coverage_p10_p90_pit")].toDouble(), s.coverageP10P90Pit);
  }

  // A forecaster sure of itself and wrong: every forecast 10–20 min while jobs wait 0 s to 2 h
  // evenly. The curve shows it: far above the levels at the bottom, far below at the top.
  void an_overconfident_forecaster_is_off_the_diagonal()
  {
    ScoreAccumulator scores;
    const WaitForecast narrow{
        QStringLiteral("narrow"), WaitForecast::standardLevels(), {600, 630, 700, 800, 950, 1100, 1200}};
    for (int i = 0; i < 120; ++i)
      scores.add(narrow, i * 60.0 + 30); // 30 s, 90 s, …
    const ForecastScore s = scores.total();
    QCOMPARE(s.calibration.front().second, 10.0 / 120); // the waits of 30…570 s are at most 600 s
    QVERIFY(s.calibration.back().second < 0.25);
    QVERIFY(s.coverageP10P90 < 0.1);
  }
};

QTEST_GUILESS_MAIN(TestForecastMetrics)
#include "tst_forecast_metrics.moc"
