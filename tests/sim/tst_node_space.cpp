// The map a Slurm backfill pass keeps (sim/node_space.h): the sorted tails and gaps it updates
// plan by plan must be what they would be if worked out afresh from each node's holds.
#include "plain_check.h"
#include "sim/node_space.h"

#include <random>
#include <tuple>

using namespace mirage::sim;

namespace {

constexpr SimTime kNow = 6000;
constexpr SimTime kGrid = 60;

// Two partitions sharing nodes 4-7 (B lists its nodes backwards).
struct Cluster {
  std::vector<SimPartition> partitions{{"a", {0, 1, 2, 3, 4, 5, 6, 7}}, {"b", {11, 10, 9, 8, 7, 6, 5, 4}}};
  std::vector<std::vector<int>> positions, partitionsOfNode;
  std::vector<std::vector<std::pair<SimTime, int>>> busyByEnd;
  std::vector<SimTime> freeAt;

  explicit Cluster(std::mt19937_64 &rng)
  {
    positions.assign(partitions.size(), std::vector<int>(12, -1));
    partitionsOfNode.assign(12, {});
    busyByEnd.assign(partitions.size(), {});
    for (std::size_t p = 0; p < partitions.size(); ++p)
      for (std::size_t pos = 0; pos < partitions[p].nodes.size(); ++pos) {
        const auto n = static_cast<std::size_t>(partitions[p].nodes[pos]);
        positions[p][n] = static_cast<int>(pos);
        partitionsOfNode[n].push_back(static_cast<int>(p));
      }
    freeAt.assign(12, kNow);
    for (std::size_t n = 0; n < 12; ++n) {
      if (rng() % 3 == 0)
        continue;                                          // free now
      const SimTime end = kNow + SimTime(rng() % 20) * 45; // some end within this minute
      freeAt[n] = std::max(kNow, end / kGrid * kGrid);
      for (int p : partitionsOfNode[n])
        busyByEnd[static_cast<std::size_t>(p)].emplace_back(end, positions[static_cast<std::size_t>(p)][n]);
    }
    for (auto &busy : busyByEnd)
      std::sort(busy.begin(), busy.end());
  }

  NodeSpace space() const
  {
    NodeSpace s;
    s.freeAt = freeAt;
    s.reset(partitions, positions, partitionsOfNode, busyByEnd, kNow);
    return s;
  }
};

// A node's tail and gaps worked out from its holds.
void holdsOf(const NodeSpace &s, std::size_t n, SimTime &tail, std::vector<NodeSpace::Interval> &gaps)
{
  tail = s.freeAt[n];
  gaps.clear();
  for (const auto &[a, b] : s.planned[n]) {
    if (a > tail)
      gaps.emplace_back(tail, a);
    tail = std::max(tail, b);
  }
}

bool matchesAfresh(NodeSpace &s, const Cluster &c)
{
  for (std::size_t p = 0; p < c.partitions.size(); ++p) {
    std::vector<std::pair<SimTime, int>> tails;
    std::vector<std::tuple<SimTime, SimTime, SimTime, int>> gaps; // (-length, start, end, position)
    for (std::size_t pos = 0; pos < c.partitions[p].nodes.size(); ++pos) {
      SimTime tail = 0;
      std::vector<NodeSpace::Interval> nodeGaps;
      holdsOf(s, static_cast<std::size_t>(c.partitions[p].nodes[pos]), tail, nodeGaps);
      tails.emplace_back(tail, static_cast<int>(pos));
      for (const auto &[a, b] : nodeGaps)
        gaps.emplace_back(a - b, a, b, static_cast<int>(pos));
    }
    std::sort(tails.begin(), tails.end());
    std::sort(gaps.begin(), gaps.end());
    const auto &kept = s.tails(p);
    const auto &keptGaps = s.gapsByLength(p);
    if (kept.size() != tails.size() || keptGaps.size() != gaps.size())
      return false;
    for (std::size_t i = 0; i < tails.size(); ++i)
      if (kept[i].at != tails[i].first || kept[i].position != tails[i].second)
        return false;
    for (std::size_t i = 0; i < gaps.size(); ++i)
      if (keptGaps[i].start != std::get<1>(gaps[i]) || keptGaps[i].end != std::get<2>(gaps[i]) ||
          keptGaps[i].position != std::get<3>(gaps[i]))
        return false;
  }
  return true;
}

// A plan a pass could make on node n: from its tail on, or inside one of its gaps.
NodeSpace::Interval somePlan(const NodeSpace &s, std::size_t n, std::mt19937_64 &rng)
{
  SimTime tail = 0;
  std::vector<NodeSpace::Interval> gaps;
  holdsOf(s, n, tail, gaps);
  if (!gaps.empty() && rng() % 2 == 0) {
    const auto [a, b] = gaps[rng() % gaps.size()];
    const SimTime start = a + SimTime(rng() % std::uint64_t((b - a) / kGrid + 1)) * kGrid;
    const SimTime end = std::min(b, start + SimTime(1 + rng() % 4) * kGrid);
    if (start < end)
      return {start, end};
  }
  const SimTime start = tail + SimTime(rng() % 4) * kGrid; // right at the tail or after a gap
  if (rng() % 10 == 0)
    return {start, start}; // a limit shorter than the grid step
  return {start, start + SimTime(1 + rng() % 6) * kGrid};
}

} // namespace

TEST_CASE(kept_tails_and_gaps_match_the_holds_plan_after_plan)
{
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    std::mt19937_64 rng(seed);
    const Cluster c(rng);
    NodeSpace kept = c.space(), afresh = c.space();
    for (std::size_t p = 0; p < c.partitions.size(); ++p)
      (void)kept.tails(p); // from now on kept updates its lists by each change
    bool same = matchesAfresh(kept, c);
    for (int step = 0; step < 60 && same; ++step) {
      const auto n = static_cast<std::size_t>(rng() % 12);
      if (step < 3 && kept.planned[n].empty()) { // a job started now on a free node
        const SimTime until = kNow + SimTime(1 + rng() % 5) * kGrid;
        if (kept.freeAt[n] == kNow) {
          kept.setFreeAt(static_cast<int>(n), until);
          afresh.setFreeAt(static_cast<int>(n), until);
        }
      } else {
        const NodeSpace::Interval plan = somePlan(kept, n, rng);
        kept.plan(static_cast<int>(n), plan);
        afresh.plan(static_cast<int>(n), plan);
      }
      same = matchesAfresh(kept, c);
    }
    CHECK(same);
    CHECK(matchesAfresh(afresh, c)); // lists built once, at the end, from the holds
  }
}

TEST_CASE(a_pass_without_plans_takes_its_tails_from_the_busy_nodes)
{
  std::mt19937_64 rng(7);
  const Cluster c(rng);
  NodeSpace s = c.space();
  CHECK(matchesAfresh(s, c));
  // Nodes ending within one minute share a tail and are ordered by position.
  const auto &tails = s.tails(1);
  bool ordered = true;
  for (std::size_t i = 1; i < tails.size(); ++i)
    ordered = ordered && (tails[i - 1].at < tails[i].at ||
                          (tails[i - 1].at == tails[i].at && tails[i - 1].position < tails[i].position));
  CHECK(ordered);
}

int main()
{
  return plain_check::runAll();
}
