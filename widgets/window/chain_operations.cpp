#include "widgets/window/chain_operations.h"
#include "core/duration.h"
#include "services/chain_operations.h"
#include "store/chain_store.h"
#include "store/store.h"
#include "widgets/chains/chain_dialog.h"
#include "widgets/chains/chains_workspace.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFutureWatcher>
#include <QMessageBox>
#include <QTimer>
#include <QtConcurrentRun>

namespace mirage {
namespace {

// Runs `f` on `pool` and hands its result to `done` on `context`'s thread.
template <typename F, typename Done> void runThen(QThreadPool *pool, QObject *context, F f, Done done)
{
  using R = std::invoke_result_t<F>;
  auto *watcher = new QFutureWatcher<R>(context);
  QObject::connect(watcher, &QFutureWatcher<R>::finished, context, [watcher, done] {
    watcher->deleteLater();
    done(watcher->result());
  });
  watcher->setFuture(QtConcurrent::run(pool, std::move(f)));
}

template <typename R, typename Done> void whenDone(QFuture<R> future, QObject *context, Done done)
{
  auto *watcher = new QFutureWatcher<R>(context);
  QObject::connect(watcher, &QFutureWatcher<R>::finished, context, [watcher, done] {
    watcher->deleteLater();
    done(watcher->result());
  });
  watcher->setFuture(future);
}

} // namespace

ChainOperations::ChainOperations(ChainsWorkspace *chains, std::function<Store *()> store, QWidget *dialogParent)
    : QObject(chains), m_chains(chains), m_store(std::move(store)), m_dialogParent(dialogParent)
{
  connect(chains, &ChainsWorkspace::refreshRequested, this, &ChainOperations::refresh);
  connect(chains, &ChainsWorkspace::submitNextRequested, this, &ChainOperations::submitNextLink);
  connect(chains, &ChainsWorkspace::policyChangeRequested, this, &ChainOperations::changePolicy);
  connect(chains, &ChainsWorkspace::newChainRequested, this, &ChainOperations::newChain);
  connect(chains, &ChainsWorkspace::editChainRequested, this, &ChainOperations::editChain);
  connect(chains, &ChainsWorkspace::deleteChainRequested, this, &ChainOperations::deleteChain);
  connect(chains, &ChainsWorkspace::runChainRequested, this,
          [this](const QString &chain, bool run) { run ? startRunner(chain) : stopRunner(chain); });
}

// A look or a submission still running finishes before the store can go (the window destroys
// this first); the chains this window ran are given back.
ChainOperations::~ChainOperations()
{
  for (Runner &r : m_runners)
    delete r.timer;
  m_workers.waitForDone();
  if (m_runners.isEmpty())
    return;
  Store *store = m_store();
  for (const QString &chain : m_runners.keys())
    QtConcurrent::run(&m_workers, [store, chain] { return services::stopChain(*store, chain); }).waitForFinished();
}

void ChainOperations::refresh()
{
  using Loaded = std::pair<QList<ChainsWorkspace::ChainView>, QJsonObject>;
  whenDone(m_store()->run([](Database &db) {
    Loaded loaded;
    const EpochSeconds now = QDateTime::currentSecsSinceEpoch();
    for (const StoredChain &c : listChains(db))
      loaded.first.append({c, chainLinks(db, c.id), chainRunnerLock(db, c.id, now)});
    loaded.second = latestChainEvaluation(db);
    return loaded;
  }),
           this, [this](const Loaded &loaded) {
             m_evaluation = loaded.second;
             m_chains->setEvaluation(loaded.second);
             m_chains->setChains(loaded.first);
             m_chains->setRunning(running());
           });
}

void ChainOperations::changePolicy(const QString &chain, const QString &policyName)
{
  whenDone(m_store()->run([chain, policyName](Database &db) -> Result<void> {
    const auto stored = loadChain(db, chain);
    if (!stored.ok())
      return failure(stored.error());
    return setChainPolicy(db, stored->id, policyName);
  }),
           this, [this, chain, policyName](const Result<void> &changed) {
             emit message(changed.ok() ? tr("Chain %1 now follows %2").arg(chain, policyName) : changed.error(),
                          !changed.ok());
             refresh();
           });
}

void ChainOperations::submitNextLink(const QString &chain)
{
  const auto answer = QMessageBox::question(
      m_dialogParent, tr("Submit next link"),
      tr("Submit the next link of chain %1 now with sbatch? Slurm will queue a real job.").arg(chain));
  if (answer != QMessageBox::Yes)
    return;
  emit message(tr("Submitting the next link of %1…").arg(chain), false);
  // sbatch (perhaps over SSH) runs on a worker, not on the GUI's or the store's thread.
  Store *store = m_store();
  runThen(
      &m_workers, this,
      [store, chain] { return services::submitNextLink(*store, chain, QDateTime::currentSecsSinceEpoch()); },
      [this, chain](const Result<QString> &result) {
        emit message(tr("%1: %2").arg(chain, result ? *result : result.error()), !result);
        refresh();
      });
}

void ChainOperations::newChain()
{
  showChainDialog(std::nullopt);
}

void ChainOperations::editChain(const QString &chain)
{
  whenDone(m_store()->run([chain](Database &db) { return loadChain(db, chain); }), this,
           [this](const Result<StoredChain> &stored) {
             if (!stored.ok())
               emit message(stored.error(), true);
             else
               showChainDialog(stored.value());
           });
}

void ChainOperations::showChainDialog(const std::optional<StoredChain> &stored)
{
  ChainDialog dialog(m_evaluation, m_dialogParent);
  if (stored)
    dialog.setChain(stored->definition);
  if (dialog.exec() != QDialog::Accepted)
    return;
  const policy::ChainDefinition chain = dialog.chain();
  const qint64 id = stored ? stored->id : 0;
  whenDone(m_store()->run([chain, id](Database &db) -> Result<void> {
    if (id > 0)
      return updateChain(db, id, chain);
    const auto saved = saveChain(db, chain);
    return saved.ok() ? Result<void>() : Result<void>(failure(saved.error()));
  }),
           this, [this, chain, id](const Result<void> &saved) {
             emit message(saved.ok() ? (id > 0 ? tr("Chain %1 changed").arg(chain.name)
                                               : tr("Chain %1 stored: %2 links of %3 on %4, policy %5")
                                                     .arg(chain.name)
                                                     .arg(chain.links)
                                                     .arg(formatSlurmDuration(chain.limitSeconds), chain.partition,
                                                          chain.policy))
                                     : saved.error(),
                          !saved.ok());
             refresh();
             m_chains->selectChain(chain.name);
           });
}

void ChainOperations::deleteChain(const QString &chain)
{
  if (m_runners.contains(chain)) {
    emit message(tr("Stop the runner of %1 first").arg(chain), true);
    return;
  }
  const auto answer =
      QMessageBox::question(m_dialogParent, tr("Delete chain"),
                            tr("Forget chain %1 and its links? Jobs it submitted stay in Slurm.").arg(chain));
  if (answer != QMessageBox::Yes)
    return;
  whenDone(m_store()->run([chain](Database &db) -> Result<void> {
    const auto stored = loadChain(db, chain);
    if (!stored.ok())
      return failure(stored.error());
    return mirage::deleteChain(db, stored->id, QDateTime::currentSecsSinceEpoch());
  }),
           this, [this, chain](const Result<void> &deleted) {
             emit message(deleted.ok() ? tr("Chain %1 deleted").arg(chain) : deleted.error(), !deleted.ok());
             refresh();
           });
}

QSet<QString> ChainOperations::running() const
{
  const QList<QString> names = m_runners.keys();
  return {names.begin(), names.end()};
}

void ChainOperations::startRunner(const QString &chain)
{
  if (m_runners.contains(chain))
    return;
  Runner &r = m_runners[chain];
  r.timer = new QTimer(this);
  r.timer->setInterval(m_intervalMs);
  connect(r.timer, &QTimer::timeout, this, [this, chain] { step(chain, false); });
  r.timer->start();
  m_chains->setRunning(running());
  emit message(tr("Running chain %1 from this window: a look every %2 s").arg(chain).arg(m_intervalMs / 1000), false);
  step(chain, false);
}

void ChainOperations::stopRunner(const QString &chain)
{
  const auto found = m_runners.find(chain);
  if (found == m_runners.end())
    return;
  delete found->timer;
  m_runners.erase(found);
  m_chains->setRunning(running());
  Store *store = m_store();
  runThen(
      &m_workers, this, [store, chain] { return services::stopChain(*store, chain); },
      [this, chain](const Result<void> &stopped) {
        emit message(stopped.ok() ? tr("Stopped running chain %1").arg(chain) : stopped.error(), !stopped.ok());
        refresh();
      });
}

bool ChainOperations::confirm(const QString &chain, const QString &why)
{
  if (m_confirm)
    return m_confirm(chain, why);
  return QMessageBox::question(
             m_dialogParent, tr("Submit next link"),
             tr("Chain %1: %2\nSubmit it now with sbatch? Slurm will queue a real job.").arg(chain, why)) ==
         QMessageBox::Yes;
}

// One look: on a worker (squeue, sbatch), the links and the lock through the store's thread.
void ChainOperations::step(const QString &chain, bool confirmed)
{
  if (!m_runners.contains(chain) || m_runners[chain].busy)
    return;
  m_runners[chain].busy = true;
  Store *store = m_store();
  const QString holder = tr("the Mirage window");
  runThen(
      &m_workers, this,
      [store, chain, confirmed, holder] {
        return services::stepChain(*store, chain, QDateTime::currentSecsSinceEpoch(), confirmed, holder);
      },
      [this, chain](const Result<policy::RunnerStep> &stepped) {
        if (!m_runners.contains(chain))
          return; // stopped meanwhile
        Runner &r = m_runners[chain];
        if (!stepped.ok()) {
          r.busy = false;
          emit message(tr("Chain %1: %2").arg(chain, stepped.error()), true);
          // Another process runs it (the CLI took it after a stale heartbeat): this window stops.
          whenDone(m_store()->run([chain](Database &db) {
            const auto stored = loadChain(db, chain);
            const auto lock =
                stored.ok() ? chainRunnerLock(db, stored->id, QDateTime::currentSecsSinceEpoch()) : std::nullopt;
            return lock && lock->pid != QCoreApplication::applicationPid();
          }),
                   this, [this, chain](bool otherHolder) {
                     if (otherHolder)
                       stopRunner(chain);
                   });
          return;
        }
        using Kind = policy::RunnerStep::Kind;
        const policy::RunnerStep &s = stepped.value();
        if (s.kind == Kind::NeedsConfirmation) {
          const bool yes = confirm(chain, s.message); // the look stays busy while the question is open
          r.busy = false;
          if (yes)
            step(chain, true);
          else
            emit message(tr("Chain %1: not submitted; the runner asks again at its next look").arg(chain), false);
          return;
        }
        r.busy = false;
        if (s.message != r.lastMessage || s.kind != Kind::Waiting)
          emit message(tr("Chain %1: %2").arg(chain, s.message), false);
        r.lastMessage = s.message;
        if (s.kind != Kind::Waiting)
          refresh();
        if (s.kind == Kind::Done)
          stopRunner(chain);
      });
}

} // namespace mirage
