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

QList<ForecastScoreRow> forecastScoreRows(const QList<StoredForecastModel> &models,
                                          const std::map<QString, QString> &learnedErrors, const QString &cluster)
{
  QList<ForecastScoreRow> rows;
  for (const QString &method : forecastMethods()) {
    ForecastScoreRow r;
    r.method = method;
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
  return rows;
}

} // namespace mirage
