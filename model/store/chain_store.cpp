#include "store/chain_store.h"

#include "core/core_tr.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QSysInfo>
#include <QUuid>

#include <cerrno>
#include <signal.h>

namespace mirage {

Result<qint64> saveChain(Database &db, const policy::ChainDefinition &chain)
{
  Statement taken = db.prepare(QStringLiteral("SELECT id FROM chains WHERE name = ?"));
  taken.bind(1, chain.name);
  if (taken.step())
    return Result<qint64>::failure(CoreTr::tr("%1 already holds a chain named '%2'").arg(db.path(), chain.name));
  policy::ChainDefinition stored = chain;
  if (stored.key.isEmpty())
    stored.key = QUuid::createUuid().toString(QUuid::Id128).left(12);
  Statement s = db.prepare(QStringLiteral("INSERT INTO chains (name, definition, created) VALUES (?, ?, ?)"));
  s.bind(1, chain.name)
      .bind(2, QString::fromUtf8(QJsonDocument(stored.toJson()).toJson(QJsonDocument::Compact)))
      .bind(3, QDateTime::currentSecsSinceEpoch());
  if (!s.exec())
    return Result<qint64>::failure(CoreTr::tr("cannot store chain %1 in %2: %3").arg(chain.name, db.path(), s.error()));
  return db.lastInsertId();
}

QList<StoredChain> listChains(Database &db)
{
  QList<StoredChain> out;
  Statement s = db.prepare(QStringLiteral("SELECT id, definition, created FROM chains ORDER BY name"));
  while (s.step())
    out.append({s.int64(0), policy::ChainDefinition::fromJson(QJsonDocument::fromJson(s.text(1).toUtf8()).object()),
                s.int64(2)});
  return out;
}

Result<StoredChain> loadChain(Database &db, const QString &name)
{
  for (const StoredChain &c : listChains(db))
    if (c.definition.name == name)
      return c;
  QStringList names;
  for (const StoredChain &c : listChains(db))
    names << c.definition.name;
  return Result<StoredChain>::failure(
      CoreTr::tr("%1 holds no chain '%2' (it has: %3)")
          .arg(db.path(), name, names.isEmpty() ? CoreTr::tr("none") : names.join(QStringLiteral(", "))));
}

QList<ChainLink> chainLinks(Database &db, qint64 chainId)
{
  QList<ChainLink> out;
  Statement s = db.prepare(QStringLiteral("SELECT id, link, tag, state, job_id, intended, submitted FROM chain_links "
                                          "WHERE chain_id = ? ORDER BY link"));
  s.bind(1, chainId);
  while (s.step())
    out.append(
        {s.int64(0), int(s.int64(1)), s.text(2), s.text(3), s.text(4), s.int64(5), s.isNull(6) ? 0 : s.int64(6)});
  return out;
}

Result<void> recordIntent(Database &db, qint64 chainId, int link, const QString &tag, EpochSeconds at)
{
  Statement s = db.prepare(
      QStringLiteral("INSERT INTO chain_links (chain_id, link, tag, state, intended) VALUES (?, ?, ?, 'intended', ?)"));
  s.bind(1, chainId).bind(2, link).bind(3, tag).bind(4, at);
  if (!s.exec())
    return failure(CoreTr::tr("cannot record link %1 in %2: %3").arg(link).arg(db.path(), s.error()));
  return {};
}

Result<void> recordSubmitted(Database &db, qint64 chainId, int link, const QString &jobId, EpochSeconds at)
{
  Statement s = db.prepare(QStringLiteral("UPDATE chain_links SET state = 'submitted', job_id = ?, submitted = ? "
                                          "WHERE chain_id = ? AND link = ?"));
  s.bind(1, jobId).bind(2, at).bind(3, chainId).bind(4, link);
  if (!s.exec())
    return failure(CoreTr::tr("cannot record link %1 in %2: %3").arg(link).arg(db.path(), s.error()));
  return {};
}

Result<void> saveChainModel(Database &db, const QString &method, const QString &key, const QString &version,
                            EpochSeconds dataFrom, EpochSeconds dataTo, const QByteArray &parameters,
                            const QJsonObject &scores)
{
  QJsonObject stored = scores;
  stored.insert(QStringLiteral("key"), key);
  stored.insert(QStringLiteral("version"), version);
  Statement s = db.prepare(QStringLiteral("INSERT INTO models (kind, name, data_from, data_to, scores, parameters, "
                                          "created) VALUES ('chain', ?, ?, ?, ?, ?, ?)"));
  s.bind(1, method + QLatin1Char('|') + key)
      .bind(2, dataFrom)
      .bind(3, dataTo)
      .bind(4, QString::fromUtf8(QJsonDocument(stored).toJson(QJsonDocument::Compact)))
      .bind(5, parameters)
      .bind(6, QDateTime::currentSecsSinceEpoch());
  if (!s.exec())
    return failure(CoreTr::tr("cannot store the %1 model in %2: %3").arg(method, db.path(), s.error()));
  return {};
}

StoredChainModel loadChainModel(Database &db, const QString &method, const QString &key, const QString &version)
{
  StoredChainModel out;
  Statement s = db.prepare(QStringLiteral("SELECT parameters, scores FROM models WHERE kind = 'chain' AND name = ? "
                                          "ORDER BY created DESC, id DESC"));
  s.bind(1, method + QLatin1Char('|') + key);
  while (s.step()) {
    const QString stored =
        QJsonDocument::fromJson(s.text(1).toUtf8()).object().value(QStringLiteral("version")).toString();
    if (stored == version) {
      out.parameters = s.blob(0);
      return out;
    }
    const QString name = stored.isEmpty() ? CoreTr::tr("unversioned") : stored;
    if (!out.otherVersions.contains(name))
      out.otherVersions.append(name);
  }
  return out;
}

Result<void> saveChainEvaluation(Database &db, const QString &key, const QJsonObject &summary)
{
  Statement s = db.prepare(
      QStringLiteral("INSERT INTO models (kind, name, scores, created) VALUES ('chain-evaluation', ?, ?, ?)"));
  s.bind(1, key)
      .bind(2, QString::fromUtf8(QJsonDocument(summary).toJson(QJsonDocument::Compact)))
      .bind(3, QDateTime::currentSecsSinceEpoch());
  if (!s.exec())
    return failure(CoreTr::tr("cannot store the evaluation in %1: %2").arg(db.path(), s.error()));
  return {};
}

QJsonObject latestChainEvaluation(Database &db)
{
  Statement s = db.prepare(QStringLiteral(
      "SELECT scores FROM models WHERE kind = 'chain-evaluation' ORDER BY created DESC, id DESC LIMIT 1"));
  return s.step() ? QJsonDocument::fromJson(s.text(0).toUtf8()).object() : QJsonObject();
}

Result<void> setChainPolicy(Database &db, qint64 chainId, const QString &policy)
{
  Statement read = db.prepare(QStringLiteral("SELECT definition FROM chains WHERE id = ?"));
  read.bind(1, chainId);
  if (!read.step())
    return failure(CoreTr::tr("%1 holds no chain %2").arg(db.path()).arg(chainId));
  policy::ChainDefinition c =
      policy::ChainDefinition::fromJson(QJsonDocument::fromJson(read.text(0).toUtf8()).object());
  if (!policy::chainPolicyNames().contains(policy))
    return failure(CoreTr::tr("chain %1: unknown policy '%2' (known: %3)")
                       .arg(c.name, policy, policy::chainPolicyNames().join(QStringLiteral(", "))));
  c.policy = policy;
  Statement write = db.prepare(QStringLiteral("UPDATE chains SET definition = ? WHERE id = ?"));
  write.bind(1, QString::fromUtf8(QJsonDocument(c.toJson()).toJson(QJsonDocument::Compact))).bind(2, chainId);
  if (!write.exec())
    return failure(CoreTr::tr("cannot change chain %1 in %2: %3").arg(c.name, db.path(), write.error()));
  return {};
}

namespace {

QString definitionText(const policy::ChainDefinition &c)
{
  return QString::fromUtf8(QJsonDocument(c.toJson()).toJson(QJsonDocument::Compact));
}

bool processGone(qint64 pid, const QString &host)
{
  return host == QSysInfo::machineHostName() && pid > 0 && ::kill(pid_t(pid), 0) != 0 && errno == ESRCH;
}

} // namespace

Result<void> updateChain(Database &db, qint64 chainId, const policy::ChainDefinition &chain)
{
  Statement read = db.prepare(QStringLiteral("SELECT definition FROM chains WHERE id = ?"));
  read.bind(1, chainId);
  if (!read.step())
    return failure(CoreTr::tr("%1 holds no chain %2").arg(db.path()).arg(chainId));
  const auto old = policy::ChainDefinition::fromJson(QJsonDocument::fromJson(read.text(0).toUtf8()).object());
  Statement taken = db.prepare(QStringLiteral("SELECT id FROM chains WHERE name = ? AND id <> ?"));
  taken.bind(1, chain.name).bind(2, chainId);
  if (taken.step())
    return failure(CoreTr::tr("%1 already holds a chain named '%2'").arg(db.path(), chain.name));
  policy::ChainDefinition stored = chain;
  stored.key = old.key; // the names of the jobs it submitted
  Statement write = db.prepare(QStringLiteral("UPDATE chains SET name = ?, definition = ? WHERE id = ?"));
  write.bind(1, stored.name).bind(2, definitionText(stored)).bind(3, chainId);
  if (!write.exec())
    return failure(CoreTr::tr("cannot change chain %1 in %2: %3").arg(old.name, db.path(), write.error()));
  return {};
}

Result<void> deleteChain(Database &db, qint64 chainId, EpochSeconds now)
{
  if (const auto lock = chainRunnerLock(db, chainId, now); lock && lock->pid != QCoreApplication::applicationPid())
    return failure(CoreTr::tr("the chain is being run by %1; stop it there first").arg(lock->describe()));
  Statement links = db.prepare(QStringLiteral("DELETE FROM chain_links WHERE chain_id = ?"));
  links.bind(1, chainId);
  Statement runners = db.prepare(QStringLiteral("DELETE FROM chain_runners WHERE chain_id = ?"));
  runners.bind(1, chainId);
  Statement chain = db.prepare(QStringLiteral("DELETE FROM chains WHERE id = ?"));
  chain.bind(1, chainId);
  if (const auto e = db.exec(QStringLiteral("BEGIN IMMEDIATE")); !e.ok())
    return failure(CoreTr::tr("%1: %2").arg(db.path(), e.error()));
  if (!links.exec() || !runners.exec() || !chain.exec()) {
    const QString error = db.lastError();
    db.exec(QStringLiteral("ROLLBACK"));
    return failure(CoreTr::tr("cannot delete chain %1 from %2: %3").arg(chainId).arg(db.path(), error));
  }
  if (const auto e = db.exec(QStringLiteral("COMMIT")); !e.ok())
    return failure(CoreTr::tr("%1: %2").arg(db.path(), e.error()));
  return {};
}

QString ChainRunnerLock::describe() const
{
  return CoreTr::tr("%1 (pid %2 on %3, since %4)")
      .arg(holder)
      .arg(pid)
      .arg(host, QDateTime::fromSecsSinceEpoch(since, Qt::UTC).toString(Qt::ISODate));
}

std::optional<ChainRunnerLock> chainRunnerLock(Database &db, qint64 chainId, EpochSeconds now)
{
  Statement s =
      db.prepare(QStringLiteral("SELECT holder, pid, host, since, heartbeat FROM chain_runners WHERE chain_id = ?"));
  s.bind(1, chainId);
  if (!s.step())
    return std::nullopt;
  ChainRunnerLock lock{s.text(0), s.int64(1), s.text(2), s.int64(3), s.int64(4)};
  if (now - lock.heartbeat > kChainRunnerStaleSeconds || processGone(lock.pid, lock.host))
    return std::nullopt;
  return lock;
}

Result<void> acquireChainRunner(Database &db, qint64 chainId, const QString &holder, EpochSeconds now)
{
  const qint64 pid = QCoreApplication::applicationPid();
  const QString host = QSysInfo::machineHostName();
  if (const auto e = db.exec(QStringLiteral("BEGIN IMMEDIATE")); !e.ok())
    return failure(CoreTr::tr("%1: %2").arg(db.path(), e.error()));
  const auto held = chainRunnerLock(db, chainId, now);
  if (held && (held->pid != pid || held->host != host)) {
    db.exec(QStringLiteral("ROLLBACK"));
    return failure(CoreTr::tr("the chain is being run by %1; stop it there first").arg(held->describe()));
  }
  Statement write = db.prepare(
      QStringLiteral("INSERT INTO chain_runners (chain_id, holder, pid, host, since, heartbeat) VALUES (?, ?, ?, ?, ?, "
                     "?) ON CONFLICT (chain_id) DO UPDATE SET holder = excluded.holder, pid = excluded.pid, host = "
                     "excluded.host, since = CASE WHEN chain_runners.pid = excluded.pid AND chain_runners.host = "
                     "excluded.host THEN chain_runners.since ELSE excluded.since END, heartbeat = excluded.heartbeat"));
  write.bind(1, chainId).bind(2, holder).bind(3, pid).bind(4, host).bind(5, now).bind(6, now);
  if (!write.exec()) {
    const QString error = write.error();
    db.exec(QStringLiteral("ROLLBACK"));
    return failure(CoreTr::tr("cannot record the chain's runner in %1: %2").arg(db.path(), error));
  }
  if (const auto e = db.exec(QStringLiteral("COMMIT")); !e.ok())
    return failure(CoreTr::tr("%1: %2").arg(db.path(), e.error()));
  return {};
}

Result<void> releaseChainRunner(Database &db, qint64 chainId)
{
  Statement s = db.prepare(QStringLiteral("DELETE FROM chain_runners WHERE chain_id = ? AND pid = ? AND host = ?"));
  s.bind(1, chainId).bind(2, qint64(QCoreApplication::applicationPid())).bind(3, QSysInfo::machineHostName());
  if (!s.exec())
    return failure(CoreTr::tr("cannot release the chain's runner in %1: %2").arg(db.path(), s.error()));
  return {};
}

Result<void> StoreChainJournal::recordIntent(qint64 chainId, int link, const QString &tag, EpochSeconds at)
{
  return mirage::recordIntent(m_db, chainId, link, tag, at);
}

Result<void> StoreChainJournal::recordSubmitted(qint64 chainId, int link, const QString &jobId, EpochSeconds at)
{
  return mirage::recordSubmitted(m_db, chainId, link, jobId, at);
}

} // namespace mirage
