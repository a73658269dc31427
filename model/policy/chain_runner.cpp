#include "policy/chain_runner.h"

#include "core/core_tr.h"
#include "core/duration.h"
#include "slurm/snapshot_source.h"

#include <QDateTime>

#include <cstdlib>
#include <unistd.h>

namespace mirage::policy {
namespace {
constexpr int kTimeoutMs = 30000;

QString firstLine(const QByteArray &out)
{
  return QString::fromUtf8(out).trimmed().section(QLatin1Char('\n'), 0, 0).trimmed();
}
} // namespace

QStringList sbatchCommand(const ChainDefinition &chain, const QString &tag, int link)
{
  QStringList argv{QStringLiteral("sbatch"),
                   QStringLiteral("--parsable"),
                   QStringLiteral("--job-name=") + tag,
                   QStringLiteral("--partition=") + chain.partition,
                   QStringLiteral("--nodes=%1").arg(chain.nodes),
                   QStringLiteral("--time=") + formatSlurmDuration(chain.limitSeconds)};
  if (chain.gpusPerNode > 0)
    argv << QStringLiteral("--gpus-per-node=%1").arg(chain.gpusPerNode);
  argv << chain.scriptFor(link);
  return argv;
}

ChainRunner::ChainRunner(ChainJournal &journal, StoredChain chain, std::shared_ptr<CommandRunner> slurm,
                         std::unique_ptr<SubmissionPolicy> policy)
    : m_journal(journal), m_chain(std::move(chain)), m_slurm(std::move(slurm)), m_policy(std::move(policy))
{
}

Result<QString> ChainRunner::findByName(const QString &tag, EpochSeconds since)
{
  const CommandResult queued = m_slurm->run({QStringLiteral("squeue"), QStringLiteral("-h"), QStringLiteral("-n"), tag,
                                             QStringLiteral("-o"), QStringLiteral("%i")},
                                            kTimeoutMs);
  if (!queued.ok())
    return Result<QString>::failure(queued.errorMessage(QStringLiteral("squeue")));
  if (const QString id = firstLine(queued.out); !id.isEmpty())
    return id;
  const QString start = QDateTime::fromSecsSinceEpoch(since - 3600).toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss"));
  const CommandResult done = m_slurm->run({QStringLiteral("sacct"), QStringLiteral("-X"), QStringLiteral("-n"),
                                           QStringLiteral("-P"), QStringLiteral("--name=") + tag, QStringLiteral("-S"),
                                           start, QStringLiteral("-o"), QStringLiteral("JobID")},
                                          kTimeoutMs);
  if (!done.ok())
    return Result<QString>::failure(done.errorMessage(QStringLiteral("sacct")));
  return firstLine(done.out);
}

Result<RunnerStep> ChainRunner::submit(int link, EpochSeconds now, bool confirmed)
{
  using R = Result<RunnerStep>;
  const ChainDefinition &c = m_chain.definition;
  const QString tag = c.tag(m_chain.id, link);
  if (!confirmed)
    return RunnerStep{RunnerStep::Kind::NeedsConfirmation,
                      link,
                      {},
                      CoreTr::tr("link %1 of %2 is due: sbatch %3 (confirm to submit)")
                          .arg(link + 1)
                          .arg(c.links)
                          .arg(c.scriptFor(link))};
  if (const auto script = checkChainScript(c, c.scriptFor(link)); !script.ok())
    return R::failure(script.error());
  const QList<ChainLink> links = m_journal.links(m_chain.id);
  if (links.isEmpty() || links.back().link < link)
    if (const auto recorded = m_journal.recordIntent(m_chain.id, link, tag, now); !recorded.ok())
      return R::failure(recorded.error());
  const CommandResult r = m_slurm->run(sbatchCommand(c, tag, link), kTimeoutMs);
  if (!r.ok())
    return R::failure(r.errorMessage(QStringLiteral("sbatch")));
  // Fault injection for the crash-recovery test: die between sbatch and recording its answer, the
  // one moment a crash cannot be provoked reliably from outside.
  if (qEnvironmentVariableIsSet("MIRAGE_FAULT_EXIT_AFTER_SBATCH"))
    ::_exit(3);
  const QString jobId = firstLine(r.out).section(QLatin1Char(';'), 0, 0);
  if (jobId.isEmpty())
    return R::failure(CoreTr::tr("sbatch printed no job id: %1").arg(QString::fromUtf8(r.out + r.err).trimmed()));
  if (const auto recorded = m_journal.recordSubmitted(m_chain.id, link, jobId, now); !recorded.ok())
    return R::failure(recorded.error());
  return RunnerStep{RunnerStep::Kind::Submitted, link, jobId,
                    CoreTr::tr("submitted link %1 of %2 as job %3").arg(link + 1).arg(c.links).arg(jobId)};
}

Result<RunnerStep> ChainRunner::submitNext(EpochSeconds now)
{
  const QList<ChainLink> links = m_journal.links(m_chain.id);
  if (links.isEmpty())
    return submit(0, now, true);
  if (links.back().state != QLatin1String("submitted"))
    return step(now, true); // reconcile (or submit) the unfinished link first
  if (links.back().link + 1 >= m_chain.definition.links)
    return RunnerStep{RunnerStep::Kind::Done, links.back().link, links.back().jobId,
                      CoreTr::tr("all %1 links are submitted").arg(m_chain.definition.links)};
  return submit(links.back().link + 1, now, true);
}

Result<RunnerStep> ChainRunner::step(EpochSeconds now, bool confirmed)
{
  using R = Result<RunnerStep>;
  const ChainDefinition &c = m_chain.definition;
  const QList<ChainLink> links = m_journal.links(m_chain.id);
  if (links.isEmpty())
    return submit(0, now, confirmed);
  const ChainLink last = links.back();
  if (last.state != QLatin1String("submitted")) {
    // A crash between the intent and sbatch's answer: did the job reach Slurm?
    const auto found = findByName(last.tag, last.intended);
    if (!found.ok())
      return R::failure(found.error());
    if (!found->isEmpty()) {
      if (const auto recorded = m_journal.recordSubmitted(m_chain.id, last.link, *found, now); !recorded.ok())
        return R::failure(recorded.error());
      return RunnerStep{RunnerStep::Kind::Reconciled, last.link, *found,
                        CoreTr::tr("link %1 was submitted before a crash: job %2").arg(last.link + 1).arg(*found)};
    }
    return submit(last.link, now, confirmed);
  }
  // The newest job: still queued or running?
  const CommandResult q = m_slurm->run({QStringLiteral("squeue"), QStringLiteral("-h"), QStringLiteral("-j"),
                                        last.jobId, QStringLiteral("-o"), QStringLiteral("%T|%S")},
                                       kTimeoutMs);
  // squeue fails for a job it no longer knows ("Invalid job id"): it has ended. Any other failure
  // (slurmctld down, a lost connection) decides nothing.
  if (!q.ok() && !QString::fromUtf8(q.err).contains(QLatin1String("Invalid job id")))
    return R::failure(q.errorMessage(QStringLiteral("squeue")));
  const QString line = q.ok() ? firstLine(q.out) : QString();
  static const QStringList finalStates{QStringLiteral("COMPLETING"), QStringLiteral("COMPLETED"),
                                       QStringLiteral("FAILED"),     QStringLiteral("CANCELLED"),
                                       QStringLiteral("TIMEOUT"),    QStringLiteral("OUT_OF_MEMORY"),
                                       QStringLiteral("NODE_FAIL"),  QStringLiteral("PREEMPTED"),
                                       QStringLiteral("BOOT_FAIL"),  QStringLiteral("DEADLINE")};
  const bool ended = line.isEmpty() || finalStates.contains(line.section(QLatin1Char('|'), 0, 0));
  if (last.link + 1 >= c.links)
    return RunnerStep{ended ? RunnerStep::Kind::Done : RunnerStep::Kind::Waiting, last.link, last.jobId,
                      ended ? CoreTr::tr("all %1 links ran").arg(c.links)
                            : CoreTr::tr("the last link (job %1) runs").arg(last.jobId)};
  if (ended)
    return submit(last.link + 1, now, confirmed);
  ChainState state;
  state.now = now;
  state.predecessorSubmit = last.submitted;
  state.limitSeconds = c.limitSeconds;
  state.chainNodes = c.nodes;
  state.gpusPerNode = c.gpusPerNode;
  state.partition = c.partition;
  if (line.startsWith(QLatin1String("RUNNING"))) {
    QDateTime start = QDateTime::fromString(line.section(QLatin1Char('|'), 1, 1), Qt::ISODate);
    state.predecessorStart = start.isValid() ? start.toSecsSinceEpoch() : now;
  }
  std::shared_ptr<CommandRunner> slurm = m_slurm;
  state.snapshot = [slurm] {
    auto s = takeSnapshot(*slurm, {});
    return s.ok() ? s.value() : ClusterSnapshot{};
  };
  if (m_policy->submitNow(state))
    return submit(last.link + 1, now, confirmed);
  return RunnerStep{RunnerStep::Kind::Waiting, last.link, last.jobId,
                    state.predecessorStarted()
                        ? CoreTr::tr("job %1 runs until %2; %3 waits")
                              .arg(last.jobId,
                                   QDateTime::fromSecsSinceEpoch(state.predecessorEnd()).toString(Qt::ISODate),
                                   m_policy->name())
                        : CoreTr::tr("job %1 is pending").arg(last.jobId)};
}

} // namespace mirage::policy
