#include "widgets/forecast/forecast_scores.h"
#include "forecast/forecaster_factory.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QLocale>

namespace mirage {
namespace {
struct ScoresTr {
  Q_DECLARE_TR_FUNCTIONS(Mirage::ForecastScores)
};
} // namespace

QList<RowColumn<ForecastScoreRow>> forecastScoreColumns()
{
  using Row = ForecastScoreRow;
  const auto tip = [](const Row &r) { return r.stored ? forecastMethodDescription(r.method) : r.why; };
  const auto score = [](const Row &r, const char *key) {
    return r.stored ? QString::number(r.stored->scores.value(QLatin1String(key)).toDouble(), 'f', 2)
                    : QStringLiteral("—");
  };
  const Qt::Alignment right = Qt::AlignRight | Qt::AlignVCenter;
  return {{[] { return ScoresTr::tr("Method"); }, [](const Row &r) { return r.method; },
           [](const Row &r) { return forecastMethodDescription(r.method); }},
          {[] { return ScoresTr::tr("MAE log"); }, [score](const Row &r) { return score(r, "mae_log_wait"); },
           [tip](const Row &r) {
             if (!r.stored)
               return r.why;
             const double mae = r.stored->scores.value(QLatin1String("mae_log_wait")).toDouble();
             const double base = r.stored->scores.value(QLatin1String("hist_median_mae_log_wait")).toDouble();
             return base > 0 ? ScoresTr::tr("%1 % below the historical median (%2)")
                                   .arg(100.0 * (base - mae) / base, 0, 'f', 0)
                                   .arg(base, 0, 'f', 2)
                             : tip(r);
           },
           right},
          {[] { return ScoresTr::tr("P10–P90"); }, [score](const Row &r) { return score(r, "coverage_p10_p90"); }, tip,
           right},
          {[] { return ScoresTr::tr("Live MAE"); },
           [](const Row &r) { return r.live ? QString::number(r.live->maeLogWait(), 'f', 2) : QStringLiteral("—"); },
           [](const Row &r) {
             if (!r.live)
               return ScoresTr::tr("Not scored on this cluster yet: the poller scores each forecast it issues once the "
                                   "job starts.");
             QString text = ScoresTr::tr("%1 jobs forecast as they arrived on this cluster and scored when they "
                                         "started; the P10–P90 band held %2 %.")
                                .arg(r.live->jobs)
                                .arg(100.0 * r.live->coverage(), 0, 'f', 0);
             if (r.calibratedStarts >= r.calibrationNeeds && r.calibrationNeeds > 0)
               text +=
                   QLatin1Char(' ') +
                   ScoresTr::tr("Forecasts are shown calibrated by the %1 starts seen so far.").arg(r.calibratedStarts);
             else if (r.calibrationNeeds > 0)
               text += QLatin1Char(' ') + ScoresTr::tr("Calibration starts after %1 starts (%2 so far).")
                                              .arg(r.calibrationNeeds)
                                              .arg(r.calibratedStarts);
             return text;
           },
           right},
          {[] { return ScoresTr::tr("Trained on"); },
           [](const Row &r) {
             if (!r.stored)
               return isLearnedMethod(r.method) ? ScoresTr::tr("not trained") : ScoresTr::tr("no training");
             const auto day = [](EpochSeconds t) {
               return QLocale().toString(QDateTime::fromSecsSinceEpoch(t).date(), QLocale::ShortFormat);
             };
             return ScoresTr::tr("%1 – %2").arg(day(r.stored->dataFrom), day(r.stored->dataTo));
           },
           tip, right}};
}

QList<ForecastScoreRow> forecastScoreRows(const QList<StoredForecastModel> &models, const ForecastContext &context,
                                          const QString &cluster)
{
  const std::map<QString, QString> &learnedErrors = context.learnedErrors;
  const auto withLive = [&context](ForecastScoreRow &r) {
    if (const auto live = context.liveScores.find(r.method); live != context.liveScores.end())
      r.live = live->second;
    if (const auto state = context.calibration.find(r.method); state != context.calibration.end()) {
      r.calibratedStarts = state->second.observations();
      r.calibrationNeeds = state->second.settings().minObservations;
    }
  };
  QList<ForecastScoreRow> rows;
  for (const QString &method : forecastMethods()) {
    ForecastScoreRow r;
    r.method = method;
    withLive(r);
    for (const StoredForecastModel &m : models)
      if (m.method == method)
        r.stored = m;
    if (!r.stored) {
      const auto error = learnedErrors.find(method);
      r.why = error != learnedErrors.end() ? error->second
              : isLearnedMethod(method)
                  ? ScoresTr::tr("not trained: mirage-cli train-forecast --cluster %1").arg(cluster)
                  : ScoresTr::tr("needs no training; score it with mirage-cli forecast-eval");
    }
    rows << r;
  }
  ForecastScoreRow squeue;
  squeue.method = QStringLiteral("squeue-estimate");
  withLive(squeue);
  squeue.why = ScoresTr::tr("Slurm's own estimate of a waiting job's start (squeue), scored as the jobs started");
  if (squeue.live)
    rows << squeue;
  return rows;
}

} // namespace mirage
