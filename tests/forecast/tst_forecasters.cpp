// Every forecast method on small situations whose answer is known, calibration on synthetic data,
// interruption-risk curves, stored models, and bad requests.
#include "forecast/baseline_forecasters.h"
#include "forecast/chain_risk.h"
#include "forecast/conformal.h"
#include "forecast/forecast_features.h"
#include "forecast/forecast_query.h"
#include "forecast/interruption_risk.h"
#include "forecast/job_history.h"
#include "forecast/job_request.h"
#include "forecast/learned_forecaster.h"
#include "forecast/slurm_test_only.h"

#include <QJsonArray>
#include <QTest>

#include <set>

#include <random>

using namespace mirage;

namespace {
constexpr EpochSeconds kNow = 1700000000;

// `nodes` nodes of 4 GPUs in partition "gpu"; the first `busy` run one-node jobs that started at
// kNow - 600 and hold their node until kNow + ends[i] (their limits).
ClusterSnapshot cluster(int nodes, const std::vector<qint64> &ends = {})
{
  ClusterSnapshot s;
  s.cluster = QStringLiteral("lab");
  s.time = kNow;
  Partition gpu;
  gpu.name = QStringLiteral("gpu");
  gpu.nodes = nodes;
  gpu.gpusPerNode = 4;
  s.partitions = {gpu};
  for (int i = 1; i <= nodes; ++i) {
    Node n;
    n.name = QStringLiteral("node%1").arg(i);
    n.partitions = {QStringLiteral("gpu")};
    n.gpus = 4;
    const bool busy = std::size_t(i) <= ends.size();
    n.state = busy ? QStringLiteral("allocated") : QStringLiteral("idle");
    n.gpusAllocated = busy ? 4 : 0;
    s.nodes << n;
    if (busy) {
      Job j;
      j.id = i;
      j.state = JobState::Running;
      j.partition = QStringLiteral("gpu");
      j.nodeList = n.name;
      j.nodes = 1;
      j.gpusPerNode = 4;
      j.startTime = kNow - 600;
      j.submitTime = j.startTime - 60;
      j.timeLimitSeconds = 600 + ends[std::size_t(i - 1)];
      s.jobs << j;
    }
  }
  return s;
}

JobRequest request(int nodes = 1, qint64 limit = 3600)
{
  JobRequest r;
  r.partition = QStringLiteral("gpu");
  r.nodes = nodes;
  r.gpusPerNode = 4;
  r.timeLimitSeconds = limit;
  return r;
}

// A history of one-node, one-hour jobs in "gpu" that waited `waits` (submitted a minute apart,
// the last ending before kNow).
std::shared_ptr<JobHistory> history(const std::vector<double> &waits)
{
  std::vector<JobOutcome> outcomes;
  EpochSeconds submit = kNow - 86400;
  for (double w : waits) {
    JobOutcome o;
    o.submit = submit;
    o.start = submit + qint64(w);
    o.end = o.start + 1800;
    o.limit = 3600;
    o.partition = QStringLiteral("gpu");
    o.gpusPerNode = 4;
    outcomes.push_back(o);
    submit += 60;
  }
  return std::make_shared<JobHistory>(std::move(outcomes));
}

// Snapshots where every node is busy until `r` seconds from now (the wait of a one-node request)
// or none is (wait 0); features and true waits.
TrainingSet syntheticTrainingSet(int examples, std::uint64_t seed)
{
  std::mt19937_64 rng(seed);
  std::uniform_real_distribution<double> logR(std::log(300.0), std::log(40000.0));
  TrainingSet set;
  for (int i = 0; i < examples; ++i) {
    const bool full = i % 4 != 0;
    const qint64 r = full ? qint64(std::exp(logR(rng))) : 0;
    const ClusterSnapshot s = full ? cluster(4, {r, r + 3600, r + 7200, r + 7200}) : cluster(4);
    set.add(extractFeatures(s, request(), s.time), double(r), s.time - (examples - i) * 600);
  }
  return set;
}
} // namespace

class TestForecasters : public QObject {
  Q_OBJECT
private slots:
  void slurm_estimate_on_empty_and_full_clusters()
  {
    const SlurmEstimateForecaster slurm;
    const auto empty = slurm.forecast(cluster(4), request(2), kNow);
    QVERIFY2(empty.ok(), qPrintable(empty.error()));
    QCOMPARE(empty->p90(), 0.0);
    // Four nodes held by identical jobs ending 1,000 s from now: a one-node request waits for the first end.
    const auto full = slurm.forecast(cluster(4, {1000, 1000, 1000, 1000}), request(1), kNow);
    QVERIFY2(full.ok(), qPrintable(full.error()));
    QCOMPARE(full->p50(), 1000.0);
    // Nodes free at 1,000 s, 2,000 s, 3,000 s: a three-node request waits for the third.
    const auto three = slurm.forecast(cluster(3, {1000, 2000, 3000}), request(3), kNow);
    QCOMPARE(three->p50(), 3000.0);
  }

  void historical_median_reads_similar_jobs()
  {
    const HistoricalMedianForecaster median(history({100, 200, 300, 400, 500}));
    const auto f = median.forecast(cluster(4), request(), kNow);
    QVERIFY2(f.ok(), qPrintable(f.error()));
    QCOMPARE(f->p50(), 300.0);
    QVERIFY(f->p10() <= f->p50() && f->p50() <= f->p90());
    const HistoricalMedianForecaster none(std::make_shared<JobHistory>());
    const auto missing = none.forecast(cluster(4), request(), kNow);
    QVERIFY(!missing.ok());
    QVERIFY2(missing.error().contains(QLatin1String("history")), qPrintable(missing.error()));
  }

  void qbets_bounds_the_quantile_from_above()
  {
    // 200 waits 1…200 s: the 95 % bounds on P90 (from above) and P10 (from below) lie beyond the
    // empirical quantiles; the median is the median.
    std::vector<double> waits;
    for (int i = 1; i <= 200; ++i)
      waits.push_back(i);
    std::shuffle(waits.begin(), waits.end(), std::mt19937_64(5)); // one regime, in no order
    const std::size_t upper = QbetsForecaster::boundIndex(200, 0.9, 0.95);
    QVERIFY2(upper > 179 && upper < 195, qPrintable(QString::number(upper)));
    const std::size_t lower = QbetsForecaster::boundIndex(200, 0.1, 0.95);
    QVERIFY2(lower < 19 && lower > 5, qPrintable(QString::number(lower)));
    const QbetsForecaster qbets(history(waits));
    const auto f = qbets.forecast(cluster(4), request(), kNow);
    QVERIFY2(f.ok(), qPrintable(f.error()));
    QVERIFY2(f->p50() >= 95 && f->p50() <= 106, qPrintable(QString::number(f->p50())));
    QVERIFY2(f->p90() > 180, qPrintable(QString::number(f->p90())));
    QVERIFY2(f->p10() < 20, qPrintable(QString::number(f->p10())));
    // A regime change: 100 short waits then 100 long ones; only the recent regime counts.
    std::vector<double> changed(100, 10.0);
    changed.insert(changed.end(), 100, 5000.0);
    const std::vector<double> kept = QbetsForecaster::trimAtChangePoint(changed, 0.95);
    QCOMPARE(kept.size(), std::size_t(100));
    QCOMPARE(kept.front(), 5000.0);
    QCOMPARE(QbetsForecaster::trimAtChangePoint(waits, 0.95).size(), waits.size());
  }

  void learned_methods_learn_a_known_answer()
  {
    const TrainingSet data = syntheticTrainingSet(600, 7);
    const TrainingSet test = syntheticTrainingSet(200, 8);
    for (const char *method : {"xgboost", "random-forest", "torch-quantile"}) {
      LearnedTrainingOptions options;
      options.device = "cpu";
      const auto model = LearnedForecaster::train(QString::fromLatin1(method), data, options);
      QVERIFY2(model.ok(), qPrintable(model.error()));
      // An empty cluster waits (nearly) nothing; a full one waits for the first end.
      const auto empty = model.value()->forecast(cluster(4), request(), kNow);
      QVERIFY2(empty.ok(), qPrintable(empty.error()));
      QVERIFY2(empty->p50() < 60, qPrintable(QStringLiteral("%1: %2").arg(QLatin1String(method)).arg(empty->p50())));
      const auto full = model.value()->forecast(cluster(4, {5000, 8600, 12200, 12200}), request(), kNow);
      QVERIFY2(full->p50() > 5000 / 1.15 && full->p50() < 5000 * 1.15,
               qPrintable(QStringLiteral("%1: %2").arg(QLatin1String(method)).arg(full->p50())));
      // Stored and loaded: identical outputs.
      const auto loaded = LearnedForecaster::fromStored(model.value()->method(), model.value()->modelBytes(),
                                                        model.value()->description());
      QVERIFY2(loaded.ok(), qPrintable(loaded.error()));
      const auto a = model.value()->predict(test.x), b = loaded.value()->predict(test.x);
      QCOMPARE(a.size(), b.size());
      for (std::size_t i = 0; i < a.size(); ++i)
        QCOMPARE(a[i].seconds, b[i].seconds);
      // A description of another feature set is refused with a clear error.
      QJsonObject other = model.value()->description();
      other.insert(QStringLiteral("features"), QJsonArray{QStringLiteral("something_else")});
      const auto refused = LearnedForecaster::fromStored(model.value()->method(), model.value()->modelBytes(), other);
      QVERIFY(!refused.ok());
      QVERIFY2(refused.error().contains(QLatin1String("train-forecast")), qPrintable(refused.error()));
      // So is a model trained by other code (another version, or none: stored before versions).
      for (const QJsonValue &version : {QJsonValue(QStringLiteral("older code")), QJsonValue()}) {
        QJsonObject older = model.value()->description();
        if (version.isNull())
          older.remove(QStringLiteral("version"));
        else
          older.insert(QStringLiteral("version"), version);
        const auto stale = LearnedForecaster::fromStored(model.value()->method(), model.value()->modelBytes(), older);
        QVERIFY(!stale.ok());
        QVERIFY2(stale.error().contains(QLatin1String("other code")) &&
                     stale.error().contains(QLatin1String("train-forecast")),
                 qPrintable(stale.error()));
      }
      QVERIFY(LearnedForecaster::version(QStringLiteral("xgboost")) !=
              LearnedForecaster::version(QStringLiteral("random-forest")));
    }
  }

  void calibration_brings_coverage_into_its_band()
  {
    // True log waits ~ N(mu, 1); the raw forecasts are centred but far too narrow (sd 0.3).
    std::mt19937_64 rng(3);
    std::normal_distribution<double> noise(0.0, 1.0);
    std::uniform_real_distribution<double> centre(std::log(120.0), std::log(50000.0));
    const auto make = [&](int n, std::vector<WaitForecast> &forecasts, std::vector<double> &truths) {
      for (int i = 0; i < n; ++i) {
        const double mu = centre(rng);
        std::vector<double> samples;
        for (double z : {-1.64, -1.28, -0.67, 0.0, 0.67, 1.28, 1.64})
          samples.push_back(waitFromLog(mu + 0.3 * z));
        WaitForecast f;
        f.levels = WaitForecast::standardLevels();
        f.seconds = samples;
        forecasts.push_back(f);
        truths.push_back(waitFromLog(mu + noise(rng)));
      }
    };
    std::vector<WaitForecast> fitF, testF;
    std::vector<double> fitT, testT;
    make(2000, fitF, fitT);
    make(2000, testF, testT);
    const auto coverage = [&](const std::function<WaitForecast(const WaitForecast &)> &map) {
      int inside = 0;
      for (std::size_t i = 0; i < testF.size(); ++i) {
        const WaitForecast f = map(testF[i]);
        inside += testT[i] >= f.p10() && testT[i] <= f.p90() ? 1 : 0;
      }
      return double(inside) / double(testF.size());
    };
    const double raw = coverage([](const WaitForecast &f) { return f; });
    QVERIFY2(raw < 0.4, qPrintable(QString::number(raw)));
    const ConformalCalibration calibration = ConformalCalibration::fit(fitF, fitT);
    const double calibrated = coverage([&](const WaitForecast &f) { return calibration.apply(f); });
    QVERIFY2(calibrated >= 0.75 && calibrated <= 0.85, qPrintable(QString::number(calibrated)));
    // And it survives the store.
    const ConformalCalibration back = ConformalCalibration::fromJson(calibration.toJson());
    QCOMPARE(back.apply(testF[0]).seconds, calibration.apply(testF[0]).seconds);
  }

  void conformal_shifts_use_the_finite_sample_order_statistic()
  {
    std::vector<double> scores;
    for (int i = 1; i <= 99; ++i)
      scores.push_back(i);
    // n = 99: the ⌈100 · 0.9⌉ = 90th smallest bounds a new score from above with probability
    // ≥ 0.9; the ⌊100 · 0.1⌋ = 10th from below with probability ≥ 0.9.
    QCOMPARE(ConformalCalibration::conformalShift(scores, 0.9), 90.0);
    QCOMPARE(ConformalCalibration::conformalShift(scores, 0.95), 95.0);
    QCOMPARE(ConformalCalibration::conformalShift(scores, 0.1), 10.0);
    QCOMPARE(ConformalCalibration::conformalShift(scores, 0.05), 5.0);
    QCOMPARE(ConformalCalibration::conformalShift(scores, 0.75), 75.0);
    // Too few scores for the level: the extreme one.
    QCOMPARE(ConformalCalibration::conformalShift({1, 2, 3, 4, 5}, 0.9), 5.0);
    QCOMPARE(ConformalCalibration::conformalShift({1, 2, 3, 4, 5}, 0.1), 1.0);
  }

  void conformal_bands_cover_at_least_their_nominal_share()
  {
    // Exchangeable cases (log wait = a fixed forecast's log median + N(0, 1)), a raw band far
    // too narrow, calibrated on 99 cases at a time: split conformal promises P10–P90 coverage of
    // at least 80 % and at most 80 % + 2/(n + 1) on average over calibrations. 1,000
    // calibrations, each scored on 500 fresh cases, pin the average to ±0.3 points; an
    // interpolated empirical quantile (no finite-sample correction) averages 78.4 %.
    std::mt19937_64 rng(17);
    std::normal_distribution<double> noise(0.0, 1.0);
    WaitForecast raw;
    raw.levels = WaitForecast::standardLevels();
    for (std::size_t l = 0; l < raw.levels.size(); ++l)
      raw.seconds.push_back(waitFromLog(logWait(3600) + 0.05 * (double(l) - 3)));
    const int calibrations = 1000, n = 99, fresh = 500;
    double sum = 0;
    for (int c = 0; c < calibrations; ++c) {
      std::vector<double> waits;
      for (int i = 0; i < n; ++i)
        waits.push_back(waitFromLog(logWait(3600) + noise(rng)));
      const WaitForecast band =
          ConformalCalibration::fit(std::vector<WaitForecast>(std::size_t(n), raw), waits).apply(raw);
      int inside = 0;
      for (int i = 0; i < fresh; ++i) {
        const double w = waitFromLog(logWait(3600) + noise(rng));
        inside += w >= band.p10() && w <= band.p90() ? 1 : 0;
      }
      sum += double(inside) / fresh;
    }
    const double mean = sum / calibrations;
    QVERIFY2(mean >= 0.797 && mean <= 0.8 + 2.0 / (n + 1), qPrintable(QString::number(mean, 'f', 4)));
  }

  void risk_curves_are_monotone_and_the_answer_is_known()
  {
    // P runs to its limit 10 h from now; S always waits exactly 1 h: submitting with a lead
    // shorter than 1 h interrupts, a longer lead overlaps; the best lead is 1 h.
    ChainPredecessor p;
    p.running = true;
    p.start = kNow - 38 * 3600;
    p.limitSeconds = 48 * 3600;
    const WaitForecast oneHour = WaitForecast::point(QStringLiteral("test"), 3600);
    const RiskCurve exact = interruptionRisk(p, oneHour, 4, kNow, {});
    QCOMPARE(exact.limitEnd, kNow + 10 * 3600);
    QCOMPARE(exact.suggested().leadSeconds, qint64(3600));
    for (const RiskPoint &point : exact.points) {
      QCOMPARE(point.interruptionProbability, point.leadSeconds < 3600 ? 1.0 : 0.0);
      if (point.leadSeconds <= 10 * 3600)
        QCOMPARE(point.submitAt, kNow + 10 * 3600 - point.leadSeconds);
      if (point.leadSeconds == 2 * 3600)
        QCOMPARE(point.expectedOverlapGpuHours, 4.0); // 1 h of overlap × 4 GPUs
    }
    // A spread wait: P(interruption) and the gap never rise, the overlap never falls, with the lead.
    const WaitForecast spread = WaitForecast::fromSamples(QStringLiteral("test"), {0, 600, 1800, 3600, 7200, 20000});
    RiskOptions options;
    options.runsToLimit = false;
    options.runtimeRatios = {0.3, 0.6, 0.9, 1.0};
    const RiskCurve curve = interruptionRisk(p, spread, 4, kNow, options);
    QVERIFY(curve.points.size() > 5);
    QVERIFY(curve.expectedEnd <= curve.limitEnd);
    for (std::size_t i = 1; i < curve.points.size(); ++i) {
      const RiskPoint &a = curve.points[i - 1], &b = curve.points[i];
      QVERIFY(b.interruptionProbability <= a.interruptionProbability);
      QVERIFY(b.expectedGapHours <= a.expectedGapHours + 1e-12);
      QVERIFY(b.expectedOverlapHours >= a.expectedOverlapHours - 1e-12);
    }
    // Interruption weighs heavily: the longest lead; not at all: the shortest.
    options.interruptionWeight = kMaxInterruptionWeight;
    const RiskCurve fearful = interruptionRisk(p, spread, 4, kNow, options);
    options.interruptionWeight = 0.0;
    const RiskCurve thrifty = interruptionRisk(p, spread, 4, kNow, options);
    QVERIFY(fearful.suggested().leadSeconds > thrifty.suggested().leadSeconds);
    QCOMPARE(thrifty.suggested().leadSeconds, qint64(0));
    // One unit: the chain's GPUs scale the cost, in GPU-hours, and never move the best lead (an
    // hour interrupted and an hour of overlap cost the chain the same GPUs).
    options.interruptionWeight = 1.0;
    const RiskCurve one = interruptionRisk(p, spread, 1, kNow, options);
    const RiskCurve eight = interruptionRisk(p, spread, 8, kNow, options);
    QCOMPARE(eight.suggested().leadSeconds, one.suggested().leadSeconds);
    QVERIFY(one.suggested().leadSeconds > 0 && one.best + 1 < one.points.size());
    for (std::size_t i = 0; i < one.points.size(); ++i) {
      const RiskPoint &a = one.points[i];
      QCOMPARE(a.cost, a.expectedGapHours + a.expectedOverlapHours);
      QCOMPARE(eight.points[i].cost, 8 * a.cost);
    }
  }

  void chain_risk_finds_the_predecessor()
  {
    const SlurmEstimateForecaster slurm;
    const ClusterSnapshot s = cluster(4, {1000, 2000, 3000, 4000});
    const auto byId = chainRisk(s, slurm, QStringLiteral("2"), request(), {});
    QVERIFY2(byId.ok(), qPrintable(byId.error()));
    QVERIFY(byId->chain.running);
    QCOMPARE(byId->curve.limitEnd, kNow + 2000);
    // Slurm's plan: the successor waits for the first node (1,000 s): with a 1,000 s lead it does not interrupt.
    QCOMPARE(byId->successorWait.p50(), 1000.0);
    const auto missing = chainRisk(s, slurm, QStringLiteral("99"), request(), {});
    QVERIFY(!missing.ok());
    QVERIFY2(missing.error().contains(QLatin1String("99")), qPrintable(missing.error()));
    const auto bySpec = chainRisk(s, slurm, QStringLiteral("partition=gpu,nodes=1,gpus=4,time=2:00:00"), request(), {});
    QVERIFY2(bySpec.ok(), qPrintable(bySpec.error()));
    QVERIFY(!bySpec->chain.running);
    QCOMPARE(bySpec->curve.limitEnd, kNow + 1000 + 7200);
    const auto garbage = chainRisk(s, slurm, QStringLiteral("yesterday's job"), request(), {});
    QVERIFY(!garbage.ok());
  }

  void chain_risk_reuses_the_successors_forecast()
  {
    // Counts the forecasts asked of Slurm's plan.
    class Counting : public Forecaster {
    public:
      mutable int calls = 0;
      QString method() const override { return QStringLiteral("counting"); }
      Result<WaitForecast> forecast(const ClusterSnapshot &s, const JobRequest &r, EpochSeconds at) const override
      {
        ++calls;
        return SlurmEstimateForecaster().forecast(s, r, at);
      }
    };
    const ClusterSnapshot s = cluster(4, {1000, 2000, 3000, 4000});
    const Counting counting;
    RiskOptions nowOnly; // the successor forecast for now only (the next test asks for each submission)
    nowOnly.forecastAtSubmission = false;
    const auto wait = counting.forecast(s, request(), kNow);
    QVERIFY(wait.ok());
    counting.calls = 0;
    // A predecessor like the successor, the successor's wait known: nothing is forecast again.
    const auto like = chainRisk(s, counting, Predecessor{QString(), request()}, request(), nowOnly, wait.value());
    QVERIFY2(like.ok(), qPrintable(like.error()));
    QCOMPARE(counting.calls, 0);
    QCOMPARE(like->successorWait.p50(), wait->p50());
    QCOMPARE(like->chain.wait.p50(), wait->p50());
    // Another request as predecessor: its own forecast only.
    JobRequest other = request();
    other.timeLimitSeconds = 7200;
    const auto byOther = chainRisk(s, counting, Predecessor{QString(), other}, request(), nowOnly, wait.value());
    QVERIFY(byOther.ok());
    QCOMPARE(counting.calls, 1);
    QCOMPARE(byOther->curve.limitEnd, kNow + qint64(byOther->chain.wait.p50()) + 7200);
    // Without the successor's wait: both forecast, as from the command line.
    counting.calls = 0;
    QVERIFY(chainRisk(s, counting, Predecessor{QString(), other}, request(), nowOnly).ok());
    QCOMPARE(counting.calls, 2);
    // A running job named by id is not forecast at all.
    counting.calls = 0;
    QVERIFY(
        chainRisk(s, counting, Predecessor{QStringLiteral("2"), std::nullopt}, request(), nowOnly, wait.value()).ok());
    QCOMPARE(counting.calls, 0);
  }

  void the_successor_is_forecast_for_the_queue_at_its_submission()
  {
    // The queue drains: a successor submitted 5 h from now or later waits 10 minutes, one
    // submitted before waits an hour. P (job 1) ends at its limit 10 h from now.
    class Draining : public Forecaster {
    public:
      mutable std::set<EpochSeconds> asked;
      QString method() const override { return QStringLiteral("draining"); }
      bool forecastsTheQueueAhead() const override { return true; }
      Result<WaitForecast> forecast(const ClusterSnapshot &, const JobRequest &, EpochSeconds at) const override
      {
        asked.insert(at);
        return WaitForecast::point(method(), at >= kNow + 5 * 3600 ? 600 : 3600);
      }
    };
    const ClusterSnapshot s = cluster(4, {36000, 36000, 36000, 36000});
    const Draining draining;
    const auto atSubmission = chainRisk(s, draining, QStringLiteral("1"), request(), {});
    QVERIFY2(atSubmission.ok(), qPrintable(atSubmission.error()));
    // Forecast for each submission time: a 10-minute lead is enough and is suggested.
    QCOMPARE(atSubmission->curve.suggested().leadSeconds, qint64(600));
    QCOMPARE(atSubmission->curve.suggested().interruptionProbability, 0.0);
    QCOMPARE(atSubmission->curve.suggested().successorP50, 600.0);
    for (const RiskPoint &p : atSubmission->curve.points)
      QCOMPARE(p.successorP50, p.submitAt >= kNow + 5 * 3600 ? 600.0 : 3600.0);
    // Asked once per quarter hour of submission at most, and never before now.
    QVERIFY(draining.asked.size() <= atSubmission->curve.points.size() + 1);
    QVERIFY(*draining.asked.begin() >= kNow);
    // Forecast for now only, the same chain takes an hour's lead: 50 minutes of overlap for nothing.
    RiskOptions nowOnly;
    nowOnly.forecastAtSubmission = false;
    const auto fromNow = chainRisk(s, draining, QStringLiteral("1"), request(), nowOnly);
    QVERIFY(fromNow.ok());
    QCOMPARE(fromNow->curve.suggested().leadSeconds, qint64(3600));
    // Slurm's plan reads the queue as it is now and knows no arrivals: it is asked about now only.
    QVERIFY(!SlurmEstimateForecaster().forecastsTheQueueAhead());
  }

  void forecast_query_steps_match_its_progress_data()
  {
    QTest::addColumn<QStringList>("others");
    QTest::addColumn<bool>("withRisk");
    QTest::addColumn<int>("steps");
    QTest::newRow("primary alone") << QStringList{} << false << 1;
    QTest::newRow("primary and risk") << QStringList{} << true << 2;
    QTest::newRow("others repeat the primary")
        << QStringList{QStringLiteral("slurm-estimate"), QStringLiteral("hist-median")} << true << 3;
  }

  void forecast_query_steps_match_its_progress()
  {
    QFETCH(QStringList, others);
    QFETCH(bool, withRisk);
    QFETCH(int, steps);
    ForecastQuery query;
    query.snapshot = cluster(4, {1000, 2000, 3000, 4000});
    query.request = request();
    query.primary = QStringLiteral("slurm-estimate");
    query.others = others;
    if (withRisk)
      query.predecessor = Predecessor{QStringLiteral("2"), std::nullopt};
    QCOMPARE(forecastQuerySteps(query), steps);
    int last = 0, reportedTotal = 0;
    const ForecastAnswer answer = answerForecastQuery(query, ForecastContext{}, [&](int done, int total) {
      last = done;
      reportedTotal = total;
      return true;
    });
    QCOMPARE(last, steps);
    QCOMPARE(reportedTotal, steps);
    QCOMPARE(int(answer.forecasts.size()), steps - (withRisk ? 1 : 0));
    QCOMPARE(answer.risk.has_value(), withRisk);
  }

  void slurm_test_only_answers_are_read_in_the_clusters_zone()
  {
    // What sbatch 22.05 writes to stderr (captured from the local test cluster).
    const QString said = QStringLiteral(
        "sbatch: Job 1 to start at 2026-12-03T06:38:15 using 1 processors on nodes node1 in partition gpu\n");
    const auto utc = parseTestOnlyStart(said, QTimeZone::utc());
    QVERIFY2(utc.ok(), qPrintable(utc.error()));
    QCOMPARE(*utc, QDateTime(QDate(2026, 12, 3), QTime(6, 38, 15), QTimeZone::utc()).toSecsSinceEpoch());
    const auto chicago = parseTestOnlyStart(said, QTimeZone("America/Chicago"));
    QCOMPARE(*chicago - *utc, qint64(6 * 3600)); // 06:38 in Chicago is 12:38 UTC in December
    const auto refused = parseTestOnlyStart(
        QStringLiteral("allocation failure: Requested node configuration is not available"), QTimeZone::utc());
    QVERIFY(!refused.ok());
    QVERIFY2(refused.error().contains(QLatin1String("Requested node configuration")), qPrintable(refused.error()));
    JobRequest r = request(2);
    r.timeLimitSeconds = 90 * 60;
    QCOMPARE(testOnlyCommand(r).join(QLatin1Char(' ')),
             QStringLiteral("sbatch --test-only --partition=gpu --nodes=2 --time=01:30:00 --job-name=mirage-forecast "
                            "--gpus-per-node=4 --wrap=true"));
  }

  void bad_requests_are_named_by_every_method()
  {
    const auto h = history({100, 200, 300});
    const SlurmEstimateForecaster slurm;
    const HistoricalMedianForecaster median(h);
    const QbetsForecaster qbets(h);
    for (const Forecaster *f : std::initializer_list<const Forecaster *>{&slurm, &median, &qbets}) {
      JobRequest unknown = request();
      unknown.partition = QStringLiteral("cpu");
      const auto u = f->forecast(cluster(2), unknown, kNow);
      QVERIFY(!u.ok());
      QVERIFY2(u.error().contains(QLatin1String("'cpu'")) && u.error().contains(QLatin1String("gpu")),
               qPrintable(u.error()));
      JobRequest greedy = request();
      greedy.gpusPerNode = 8;
      const auto g = f->forecast(cluster(2), greedy, kNow);
      QVERIFY(!g.ok());
      QVERIFY2(g.error().contains(QLatin1String("8 GPUs")), qPrintable(g.error()));
      const auto big = f->forecast(cluster(2), request(3), kNow);
      QVERIFY(!big.ok());
      QVERIFY2(big.error().contains(QLatin1String("3 nodes")), qPrintable(big.error()));
    }
  }
};

QTEST_GUILESS_MAIN(TestForecasters)
#include "tst_forecasters.moc"
