#pragma once
// Chained services inside a what-if simulation: each service is a chain of links (jobs that run
// to their limit); the scenario's chain policy decides, every decision interval while a link runs,
// whether to submit the next one now; when a link ends with no successor queued, the successor is
// submitted then (reactive). d = start(successor) − end(predecessor) for every pair.
#include "policy/submission_policy.h"
#include "sim/simulator.h"
#include "whatif/scenario.h"
#include "whatif/whatif_run.h"

#include <memory>
#include <vector>

namespace mirage::whatif {

class ServiceChains {
public:
  // Services start evenly over [from, until − links × limit] (or at `from` when the window is short).
  ServiceChains(const ChainPopulation &population, const QString &policy, int partition, EpochSeconds from,
                EpochSeconds until);
  // After the simulation has run up to `now`: first links due, policy decisions, forced successors.
  void step(sim::Simulator &simulator);
  // Whether a service still has links to submit.
  bool active() const;
  // The next moment a link must be submitted whatever the policy says (a first link, or the end
  // of a running link with no successor yet); -1 when none.
  EpochSeconds nextDeadline(const sim::Simulator &simulator) const;
  bool isChainJob(int index) const;
  ChainOutcome outcome(const sim::Simulator &simulator) const;

private:
  struct Service {
    EpochSeconds firstSubmit = 0;
    int submitted = 0; // links submitted so far
    int current = -1;  // simulator index of the newest link
    std::unique_ptr<policy::SubmissionPolicy> policy;
  };
  int submitLink(sim::Simulator &simulator, Service &service);
  ChainPopulation m_population;
  int m_partition = 0;
  std::vector<Service> m_services;
  std::vector<std::pair<int, int>> m_pairs; // (predecessor, successor) simulator indices
  std::vector<char> m_isChain;              // by simulator index
};

} // namespace mirage::whatif
