#include "services/evaluation_shards.h"

#include "core/atomic_file.h"
#include "core/core_tr.h"
#include "core/process_memory.h"

#include <QDataStream>
#include <QDir>
#include <QFile>
#include <QJsonArray>

namespace mirage::services {
using namespace mirage::policy;

namespace {
constexpr quint32 kOfflineMagic = 0x4d4f4644; // "MOFD"
constexpr quint32 kOfflineFormat = 1;
} // namespace

QString offlineShardPath(const QString &dir, int shard)
{
  return QDir(dir).filePath(QStringLiteral("offline-%1.bin").arg(shard));
}

QString scoreShardPath(const QString &dir, int shard)
{
  return QDir(dir).filePath(QStringLiteral("score-%1.json").arg(shard));
}

// The offline data of the training episodes `indices` (global numbers), with those numbers.
Result<void> writeOfflineShard(const QString &path, int shard, int shards, const std::vector<std::size_t> &indices,
                               const OfflineData &data)
{
  QByteArray bytes;
  QDataStream out(&bytes, QIODevice::WriteOnly);
  out.setVersion(QDataStream::Qt_6_0);
  out.setFloatingPointPrecision(QDataStream::SinglePrecision);
  out << kOfflineMagic << kOfflineFormat << qint32(shard) << qint32(shards) << quint64(data.x.cols)
      << quint64(data.y.size()) << data.seconds;
  for (std::size_t row = 0; row < data.y.size(); ++row) {
    out << quint64(indices[data.episode[row]]) << data.y[row];
    for (std::size_t c = 0; c < data.x.cols; ++c)
      out << data.x.values[row * data.x.cols + c];
  }
  return writeFileAtomically(path, bytes);
}

namespace {
struct OfflineRows {
  std::vector<std::pair<std::size_t, std::size_t>> rows; // (episode, row in the file's data)
  OfflineData data;
};

Result<OfflineRows> readOfflineShard(const QString &path, int shard, int shards)
{
  QFile f(path);
  if (!f.open(QIODevice::ReadOnly))
    return failure(
        CoreTr::tr("offline shard %1 of %2: cannot read %3 (did its job run?)").arg(shard).arg(shards).arg(path));
  QDataStream in(&f);
  in.setVersion(QDataStream::Qt_6_0);
  in.setFloatingPointPrecision(QDataStream::SinglePrecision);
  quint32 magic = 0, format = 0;
  qint32 k = -1, n = -1;
  quint64 cols = 0, count = 0;
  OfflineRows out;
  in >> magic >> format >> k >> n >> cols >> count >> out.data.seconds;
  if (magic != kOfflineMagic || format != kOfflineFormat || k != shard || n != shards ||
      cols != quint64(kPaperStateSize))
    return failure(CoreTr::tr("%1 is not offline shard %2 of %3 of this code").arg(path).arg(shard).arg(shards));
  out.data.x.cols = std::size_t(cols);
  out.data.x.values.resize(std::size_t(count * cols));
  out.data.y.resize(std::size_t(count));
  for (std::size_t row = 0; row < count; ++row) {
    quint64 episode = 0;
    in >> episode >> out.data.y[row];
    for (std::size_t c = 0; c < cols; ++c)
      in >> out.data.x.values[row * cols + c];
    out.rows.emplace_back(std::size_t(episode), row);
  }
  if (in.status() != QDataStream::Ok)
    return failure(CoreTr::tr("%1 is cut short").arg(path));
  out.data.x.rows = std::size_t(count);
  return out;
}

} // namespace

// The shards' offline data as one machine generates it: every training episode's rows in episode
// order. An episode no shard holds is an error.
Result<OfflineData> mergeOfflineShards(const QString &dir, int shards, std::size_t episodes)
{
  std::vector<OfflineRows> parts;
  OfflineData merged;
  for (int k = 0; k < shards; ++k) {
    auto part = readOfflineShard(offlineShardPath(dir, k), k, shards);
    if (!part.ok())
      return failure(part.error());
    merged.seconds += part->data.seconds;
    parts.push_back(std::move(part).value());
  }
  struct Row {
    std::size_t episode, part, row;
  };
  std::vector<Row> rows;
  for (std::size_t p = 0; p < parts.size(); ++p)
    for (const auto &[episode, row] : parts[p].rows)
      rows.push_back({episode, p, row});
  // Within an episode the probes keep their order (stable).
  std::stable_sort(rows.begin(), rows.end(), [](const Row &a, const Row &b) { return a.episode < b.episode; });
  std::vector<char> seen(episodes, 0);
  const std::size_t cols = std::size_t(kPaperStateSize);
  merged.x.cols = cols;
  merged.x.values.reserve(rows.size() * cols);
  for (const Row &r : rows) {
    if (r.episode >= episodes)
      return failure(CoreTr::tr("offline shard %1 holds training episode %2 of %3: another split")
                         .arg(r.part)
                         .arg(r.episode + 1)
                         .arg(episodes));
    seen[r.episode] = 1;
    const OfflineData &d = parts[r.part].data;
    merged.x.values.insert(merged.x.values.end(), d.x.values.begin() + std::ptrdiff_t(r.row * cols),
                           d.x.values.begin() + std::ptrdiff_t((r.row + 1) * cols));
    merged.y.push_back(d.y[r.row]);
    merged.episode.push_back(r.episode);
  }
  for (std::size_t e = 0; e < episodes; ++e)
    if (!seen[e])
      return failure(CoreTr::tr("no offline shard holds training episode %1").arg(e + 1));
  merged.x.rows = merged.y.size();
  return merged;
}

namespace {
QJsonObject riskPointJson(const RiskPoint &p)
{
  return {{QStringLiteral("lead"), p.leadSeconds},
          {QStringLiteral("submit_at"), p.submitAt},
          {QStringLiteral("p"), p.interruptionProbability},
          {QStringLiteral("gap_h"), p.expectedGapHours},
          {QStringLiteral("overlap_h"), p.expectedOverlapHours},
          {QStringLiteral("overlap_gpu_h"), p.expectedOverlapGpuHours},
          {QStringLiteral("cost"), p.cost},
          {QStringLiteral("p50"), p.successorP50},
          {QStringLiteral("p90"), p.successorP90}};
}

RiskPoint riskPointFromJson(const QJsonObject &o)
{
  RiskPoint p;
  p.leadSeconds = o[QLatin1String("lead")].toInteger();
  p.submitAt = o[QLatin1String("submit_at")].toInteger();
  p.interruptionProbability = o[QLatin1String("p")].toDouble();
  p.expectedGapHours = o[QLatin1String("gap_h")].toDouble();
  p.expectedOverlapHours = o[QLatin1String("overlap_h")].toDouble();
  p.expectedOverlapGpuHours = o[QLatin1String("overlap_gpu_h")].toDouble();
  p.cost = o[QLatin1String("cost")].toDouble();
  p.successorP50 = o[QLatin1String("p50")].toDouble();
  p.successorP90 = o[QLatin1String("p90")].toDouble();
  return p;
}

} // namespace

// One shard's outcomes: per method d and submission per episode, and each episode's detail.
QJsonObject scoreShardJson(int shard, int shards, const std::vector<std::size_t> &indices, const ChainEvaluation &e,
                           const QJsonArray &modelsFromStore)
{
  QJsonArray methods;
  for (const MethodOutcomes &m : e.methods) {
    QJsonArray d, submitted;
    for (double v : m.d)
      d.append(v);
    for (sim::SimTime t : m.submitted)
      submitted.append(qint64(t));
    methods.append(QJsonObject{{QStringLiteral("name"), m.name},
                               {QStringLiteral("d"), d},
                               {QStringLiteral("submitted"), submitted},
                               {QStringLiteral("decisions"), m.decisions},
                               {QStringLiteral("decision_seconds"), m.decisionSeconds}});
  }
  QJsonArray episodes, details;
  for (std::size_t i = 0; i < e.details.size(); ++i) {
    episodes.append(qint64(indices[i]));
    QJsonArray risk;
    for (const RiskPoint &p : e.details[i].risk)
      risk.append(riskPointJson(p));
    details.append(QJsonObject{{QStringLiteral("predecessor_start"), qint64(e.details[i].predecessorStart)},
                               {QStringLiteral("risk_at"), qint64(e.details[i].riskAt)},
                               {QStringLiteral("risk"), risk}});
  }
  return {{QStringLiteral("shard"), shard},
          {QStringLiteral("shards"), shards},
          {QStringLiteral("episodes"), episodes},
          {QStringLiteral("details"), details},
          {QStringLiteral("methods"), methods},
          {QStringLiteral("wall_s"), e.wallSeconds},
          {QStringLiteral("peak_memory_mb"), peakResidentMegabytes()},
          {QStringLiteral("models_from_store"), modelsFromStore}};
}

// Puts one shard's outcomes into `into` (sized for every validation episode); `seen` marks them.
Result<void> addScoreShard(const QJsonObject &o, const QString &path, ChainEvaluation &into, std::vector<char> &seen)
{
  const QJsonArray episodes = o[QLatin1String("episodes")].toArray();
  const QJsonArray details = o[QLatin1String("details")].toArray();
  const QJsonArray methods = o[QLatin1String("methods")].toArray();
  if (into.methods.empty())
    for (const QJsonValue &m : methods)
      into.methods.push_back({m[QLatin1String("name")].toString(), std::vector<double>(into.episodes.size(), 0.0),
                              std::vector<sim::SimTime>(into.episodes.size(), -1), 0, 0});
  if (std::size_t(methods.size()) != into.methods.size() || details.size() != episodes.size())
    return failure(CoreTr::tr("%1 holds other methods than the other shards").arg(path));
  for (qsizetype k = 0; k < episodes.size(); ++k) {
    const qint64 i = episodes[k].toInteger(-1);
    if (i < 0 || std::size_t(i) >= into.episodes.size())
      return failure(CoreTr::tr("%1: validation episode %2 is not in this split").arg(path).arg(i + 1));
    seen[std::size_t(i)] = 1;
    EpisodeDetail &detail = into.details[std::size_t(i)];
    const QJsonObject d = details[k].toObject();
    detail.predecessorStart = d[QLatin1String("predecessor_start")].toInteger(-1);
    detail.riskAt = d[QLatin1String("risk_at")].toInteger(-1);
    for (const QJsonValue &p : d[QLatin1String("risk")].toArray())
      detail.risk.push_back(riskPointFromJson(p.toObject()));
  }
  for (qsizetype m = 0; m < methods.size(); ++m) {
    const QJsonObject method = methods[m].toObject();
    MethodOutcomes &outcomes = into.methods[std::size_t(m)];
    const QJsonArray d = method[QLatin1String("d")].toArray();
    const QJsonArray submitted = method[QLatin1String("submitted")].toArray();
    if (method[QLatin1String("name")].toString() != outcomes.name || d.size() != episodes.size() ||
        submitted.size() != episodes.size())
      return failure(CoreTr::tr("%1 holds other methods than the other shards").arg(path));
    for (qsizetype k = 0; k < episodes.size(); ++k) {
      const auto i = std::size_t(episodes[k].toInteger());
      outcomes.d[i] = d[k].toDouble();
      outcomes.submitted[i] = submitted[k].toInteger(-1);
    }
    outcomes.decisions += method[QLatin1String("decisions")].toInteger();
    outcomes.decisionSeconds += method[QLatin1String("decision_seconds")].toDouble();
  }
  return {};
}

} // namespace mirage::services
