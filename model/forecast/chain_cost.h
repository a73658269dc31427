#pragma once
// The cost of a chain's hand-over in one unit, the chain's GPU-hours. While the service is
// interrupted, a chain of n nodes × g GPUs loses n·g GPU-hours of service an hour; while the
// successor overlaps its predecessor, n·g GPU-hours an hour are paid twice. The interruption weight
// λ says how much a lost service hour counts against a wasted one: cost = n·g·(λ·gap + overlap).
// A CPU chain counts node-hours (g = 1).
#include <algorithm>

namespace mirage {

inline constexpr double kDefaultInterruptionWeight = 1.0;
inline constexpr double kMaxInterruptionWeight = 1000.0;

// GPUs of a chain (nodes when it has none): the factor from chain hours to GPU-hours.
inline double chainGpus(int nodes, int gpusPerNode)
{
  return double(std::max(1, nodes)) * double(std::max(1, gpusPerNode));
}

// Cost in GPU-hours of `gapHours` of interruption and `overlapHours` of overlap.
inline double handoverCost(double gapHours, double overlapHours, double gpus, double interruptionWeight)
{
  return gpus * (interruptionWeight * gapHours + overlapHours);
}

// The same for one hand-over of d seconds (d = start(S) − end(P): > 0 a gap, < 0 an overlap).
inline double handoverCostOfD(double dSeconds, double gpus, double interruptionWeight)
{
  return handoverCost(std::max(0.0, dSeconds) / 3600.0, std::max(0.0, -dSeconds) / 3600.0, gpus, interruptionWeight);
}

} // namespace mirage
