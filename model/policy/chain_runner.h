#pragma once
// Runs a stored chain on its cluster: each step looks at the newest link's job, asks the policy,
// and when it says so — or the job has ended — submits the next link with sbatch. Every link is
// recorded in the journal (the store) before sbatch runs (its job name is the tag) and after (its job id); a
// runner that finds an unfinished record after a crash looks the job up by name in squeue and
// sacct, so no link is ever submitted twice.
#include "policy/submission_policy.h"
#include "slurm/command_runner.h"
#include "policy/chain_journal.h"

namespace mirage::policy {

struct RunnerStep {
  enum class Kind { Waiting, Submitted, Reconciled, Done, NeedsConfirmation };
  Kind kind = Kind::Waiting;
  int link = -1;   // the link concerned
  QString jobId;   // its job (Submitted, Reconciled)
  QString message; // one line for the user
};

class ChainRunner {
public:
  ChainRunner(ChainJournal &journal, StoredChain chain, std::shared_ptr<CommandRunner> slurm,
              std::unique_ptr<SubmissionPolicy> policy);
  // One look at the cluster; submits at most one link, and only when `confirmed`.
  Result<RunnerStep> step(EpochSeconds now, bool confirmed);
  // Submits the next link now, whatever the policy says (the user pressed "Submit next link now").
  // A link already recorded as intended is reconciled first, as in step().
  Result<RunnerStep> submitNext(EpochSeconds now);

private:
  Result<RunnerStep> submit(int link, EpochSeconds now, bool confirmed);
  // The job id of a link's job found by its name in squeue or sacct; empty when Slurm has none.
  Result<QString> findByName(const QString &tag, EpochSeconds since);

  ChainJournal &m_journal;
  StoredChain m_chain;
  std::shared_ptr<CommandRunner> m_slurm;
  std::unique_ptr<SubmissionPolicy> m_policy;
};

// The sbatch arguments of a link.
QStringList sbatchCommand(const ChainDefinition &chain, const QString &tag, int link);

} // namespace mirage::policy
