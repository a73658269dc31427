#pragma once
// The q-quantile (0..1) of some values, linearly interpolated between neighbours; 0 for none.

#include <algorithm>
#include <vector>

namespace mirage::sim {

inline double percentile(std::vector<double> values, double q)
{
  if (values.empty())
    return 0;
  std::sort(values.begin(), values.end());
  const double pos = q * double(values.size() - 1);
  const auto lo = static_cast<std::size_t>(pos);
  const auto hi = std::min(lo + 1, values.size() - 1);
  return values[lo] + (pos - double(lo)) * (values[hi] - values[lo]);
}

// The same for values already sorted ascending (no copy).
inline double percentileSorted(const std::vector<double> &sorted, double q)
{
  if (sorted.empty())
    return 0;
  const double pos = q * double(sorted.size() - 1);
  const auto lo = static_cast<std::size_t>(pos);
  const auto hi = std::min(lo + 1, sorted.size() - 1);
  return sorted[lo] + (pos - double(lo)) * (sorted[hi] - sorted[lo]);
}

} // namespace mirage::sim
