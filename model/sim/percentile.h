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

} // namespace mirage::sim
