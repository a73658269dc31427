#include "store/forecast_model_store.h"

#include "core/core_tr.h"
#include "forecast/trace_replay.h"
#include "store/calibration_store.h"
#include "store/history_store.h"

#include <QDateTime>
#include <QJsonDocument>

namespace mirage {
namespace {

constexpr auto kKind = "forecast";

} // namespace

Result<std::vector<TraceJob>> storedJobs(Database &db, const QString &cluster, EpochSeconds until)
{
  const auto id = storedClusterId(db, cluster);
  if (!id)
    return Result<std::vector<TraceJob>>::failure(noClusterError(db, cluster));
  Statement s = db.prepare(
      QStringLiteral("SELECT %1 FROM jobs WHERE cluster_id = ? AND (? = 0 OR submit < ?) ORDER BY submit, id")
          .arg(QLatin1String(kStoredJobColumns)));
  s.bind(1, *id).bind(2, until).bind(3, until);
  std::vector<TraceJob> jobs;
  while (s.step())
    jobs.push_back(storedJobFromRow(s));
  if (!s.error().isEmpty())
    return Result<std::vector<TraceJob>>::failure(s.error());
  return jobs;
}

QString storedTimeZone(Database &db, const QString &cluster)
{
  Statement s = db.prepare(QStringLiteral("SELECT time_zone FROM clusters WHERE name = ?"));
  s.bind(1, cluster);
  return s.step() ? s.text(0) : QString();
}

Result<ClusterSnapshot> historySnapshot(Database &db, const QString &cluster, EpochSeconds at)
{
  auto jobs = storedJobs(db, cluster, at > 0 ? at + 1 : 0);
  if (!jobs.ok())
    return Result<ClusterSnapshot>::failure(jobs.error());
  ReplayOptions options;
  options.timeZone = storedTimeZone(db, cluster);
  const TraceReplay replay(std::move(jobs.value()), options);
  if (replay.jobs().empty())
    return Result<ClusterSnapshot>::failure(
        CoreTr::tr("%1: no stored job of cluster '%2' has started by then").arg(db.path(), cluster));
  ClusterSnapshot s = replay.snapshotAt(at > 0 ? at : replay.lastSubmit());
  s.cluster = cluster;
  s.source = QStringLiteral("history");
  return s;
}

Result<qint64> saveForecastModel(Database &db, const QString &cluster, const LearnedForecaster &model,
                                 EpochSeconds dataFrom, EpochSeconds dataTo, const QJsonObject &scores)
{
  const auto id = storedClusterId(db, cluster);
  if (!id)
    return Result<qint64>::failure(noClusterError(db, cluster));
  std::vector<std::uint8_t> bytes;
  try {
    bytes = model.modelBytes();
  } catch (const ml::MlError &e) {
    return Result<qint64>::failure(QString::fromStdString(e.what()));
  }
  QJsonObject stored = scores;
  stored.insert(QStringLiteral("model"), model.description());
  Statement s = db.prepare(QStringLiteral("INSERT INTO models (cluster_id, kind, name, data_from, data_to, scores, "
                                          "parameters, created) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"));
  s.bind(1, *id)
      .bind(2, QString::fromLatin1(kKind))
      .bind(3, model.method())
      .bind(4, dataFrom)
      .bind(5, dataTo)
      .bind(6, QString::fromUtf8(QJsonDocument(stored).toJson(QJsonDocument::Compact)))
      .bind(7, QByteArray(reinterpret_cast<const char *>(bytes.data()), qsizetype(bytes.size())))
      .bind(8, QDateTime::currentSecsSinceEpoch());
  if (!s.exec())
    return Result<qint64>::failure(
        CoreTr::tr("cannot store the %1 model in %2: %3").arg(model.method(), db.path(), s.error()));
  return db.lastInsertId();
}

QList<StoredForecastModel> listForecastModels(Database &db, const QString &cluster)
{
  QList<StoredForecastModel> out;
  const auto id = storedClusterId(db, cluster);
  if (!id)
    return out;
  Statement s = db.prepare(QStringLiteral(
      "SELECT m.id, m.name, m.data_from, m.data_to, m.created, m.scores FROM models m WHERE m.cluster_id = ? AND "
      "m.kind = ? AND m.id = (SELECT max(n.id) FROM models n WHERE n.cluster_id = m.cluster_id AND n.kind = m.kind "
      "AND n.name = m.name) ORDER BY m.name"));
  s.bind(1, *id).bind(2, QString::fromLatin1(kKind));
  while (s.step()) {
    StoredForecastModel m;
    m.id = s.int64(0);
    m.method = s.text(1);
    m.dataFrom = s.int64(2);
    m.dataTo = s.int64(3);
    m.created = s.int64(4);
    m.scores = QJsonDocument::fromJson(s.text(5).toUtf8()).object();
    m.scores.remove(QStringLiteral("model"));
    out.append(m);
  }
  return out;
}

Result<std::shared_ptr<LearnedForecaster>> loadForecastModel(Database &db, const QString &cluster,
                                                             const QString &method)
{
  using R = Result<std::shared_ptr<LearnedForecaster>>;
  const auto id = storedClusterId(db, cluster);
  if (!id)
    return R::failure(noClusterError(db, cluster));
  Statement s = db.prepare(QStringLiteral("SELECT scores, parameters FROM models WHERE cluster_id = ? AND kind = ? "
                                          "AND name = ? ORDER BY id DESC LIMIT 1"));
  s.bind(1, *id).bind(2, QString::fromLatin1(kKind)).bind(3, method);
  if (!s.step())
    return R::failure(
        CoreTr::tr("no %1 model for %2: train one with mirage-cli train-forecast --cluster %2").arg(method, cluster));
  const QJsonObject scores = QJsonDocument::fromJson(s.text(0).toUtf8()).object();
  const QByteArray blob = s.blob(1);
  const std::vector<std::uint8_t> bytes(blob.begin(), blob.end());
  return LearnedForecaster::fromStored(method, bytes, scores.value(QStringLiteral("model")).toObject());
}

ForecastContext loadForecastContext(Database &db, const QString &cluster)
{
  ForecastContext context;
  if (auto jobs = storedJobs(db, cluster); jobs.ok() && !jobs->empty())
    context.history = std::make_shared<JobHistory>(*jobs);
  for (const StoredForecastModel &m : listForecastModels(db, cluster)) {
    context.validationScores[m.method] = m.scores;
    auto model = loadForecastModel(db, cluster, m.method);
    if (model.ok())
      context.learned[m.method] = model.value();
    else
      context.learnedErrors[m.method] = model.error();
  }
  for (auto &[method, record] : loadCalibration(db, cluster)) {
    context.calibration[method] = record.state;
    if (record.live.jobs > 0)
      context.liveScores[method] = record.live;
  }
  return context;
}

} // namespace mirage
