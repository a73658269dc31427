#pragma once
// Running a stored chain: the runner on its cluster with its policy (what `mirage-cli chain run`
// steps), and "Submit next link now" from the window, where sbatch runs on a worker thread while
// the links are read and written through the store's own thread.
#include "core/result.h"
#include "policy/chain_journal.h"
#include "policy/chain_runner.h"

#include <map>
#include <memory>

namespace mirage {
class Store;
}

namespace mirage::services {

// A runner of `chain` on its cluster (local Slurm or SSH) with the policy it names (a baseline,
// or risk-optimal over Slurm's own estimate), writing through `journal`, which must outlive it.
Result<std::unique_ptr<policy::ChainRunner>> openChainRunner(ChainJournal &journal, const StoredChain &chain);

// One look of the window's runner at a chain, as `mirage-cli chain run` takes: the chain's runner
// lock taken (or renewed) for `holder` — an error names another process that runs it —, then the
// runner's step, which submits the next link when the policy says so and `confirmed` (or the chain
// submits on its own). From a worker thread: the store is used through its thread.
Result<policy::RunnerStep> stepChain(Store &store, const QString &chain, EpochSeconds now, bool confirmed,
                                     const QString &holder);
// The window stops running the chain: its runner lock is given back.
Result<void> stopChain(Store &store, const QString &chain);

// Each partition of a cluster with its MaxTime in seconds (0: unlimited), from sinfo.
using PartitionLimits = std::map<QString, qint64>;
Result<PartitionLimits> readPartitionLimits(CommandRunner &slurm);
// Whether `chain` can run there: its partition exists (else the error lists those that do) and
// allows its time limit (else every link would pend forever with PartitionTimeLimit).
Result<void> checkChainFitsCluster(const policy::ChainDefinition &chain, const PartitionLimits &partitions);

// Submits the next link of the chain named `chain` now, whatever its policy says; the message
// says which job Slurm gave it. Call it from a worker thread: it waits on the store's thread for
// each read and write, and sbatch runs on the calling one.
Result<QString> submitNextLink(Store &store, const QString &chain, EpochSeconds now);

} // namespace mirage::services
