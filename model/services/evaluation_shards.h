#pragma once
// Internal to model/services: the files a chain evaluation's job array passes between its stages
// (evaluation_array.cpp) — each offline shard's examples (binary, with their episodes' numbers) and
// each score shard's outcomes (JSON) — and putting them back in episode order.
#include "core/result.h"
#include "policy/chain_evaluation.h"
#include "policy/offline_data.h"

#include <QJsonObject>

namespace mirage::services {

QString offlineShardPath(const QString &dir, int shard); // dir/offline-K.bin
QString scoreShardPath(const QString &dir, int shard);   // dir/score-K.json

// The offline data of the training episodes `indices` (their numbers in the split).
Result<void> writeOfflineShard(const QString &path, int shard, int shards, const std::vector<std::size_t> &indices,
                               const policy::OfflineData &data);
// The shards' offline data as one machine generates it: every training episode's rows in episode
// order. An error names a missing, foreign or cut-short shard, or an episode no shard holds.
Result<policy::OfflineData> mergeOfflineShards(const QString &dir, int shards, std::size_t episodes);

// One shard's outcomes: per method d and submission per episode, and each episode's detail.
QJsonObject scoreShardJson(int shard, int shards, const std::vector<std::size_t> &indices,
                           const policy::ChainEvaluation &e, const QJsonArray &modelsFromStore);
// Puts one shard's outcomes into `into` (sized for every validation episode); `seen` marks them.
Result<void> addScoreShard(const QJsonObject &o, const QString &path, policy::ChainEvaluation &into,
                           std::vector<char> &seen);

} // namespace mirage::services
