// A random forest grown from binned features, depth first, that holds the histograms of one path
// from the root only. XGBoost's forest keeps a histogram (features × bins gradient sums) for every
// node of the tree it grows: for the paper's 6,048 features that is ~3 MB a node and close to a
// gigabyte for depth-8 trees. Here the histograms live on a stack as deep as the tree (each split
// builds its smaller child's and subtracts it from the parent's for the larger child), a few MB each,
// so fitting needs the bins (a byte per value) and a few tens of megabytes beside them.
//
// Like XGBoost's random forest as configured before (and sklearn's RandomForestRegressor in what
// the leaves are): each tree on a subsample of the rows without replacement, a subsample of the
// features at every node, splits that reduce the squared error most, leaves that hold their rows'
// mean, and the forest's output the mean of its trees.
#include "ml/internal.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstring>
#include <numeric>
#include <random>
#include <thread>

namespace mirage::ml::detail {
namespace {

constexpr double kRowShare = 0.8;                // rows each tree sees
constexpr double kFeatureShare = 0.8;            // features each node may split on
constexpr char kMagic[4] = {'H', 'F', 'R', '1'}; // then features, trees, nodes; roots; nodes
constexpr std::size_t kNodeBytes = 20;

struct Node {
  std::int32_t feature = -1; // -1: a leaf
  float threshold = 0;       // rows with !(x >= threshold) go left (so NaN goes left)
  std::int32_t left = 0, right = 0;
  float value = 0; // a leaf's mean
};

// Each feature's cut points: a value's bin is the number of cuts at or below it (NaN: bin 0).
struct FeatureBins {
  std::vector<std::vector<float>> cuts;
  std::vector<std::uint32_t> offset; // first histogram slot of each feature; offset.back(): all slots

  static FeatureBins fromColumns(const Matrix &x, int maxBins)
  {
    FeatureBins bins;
    bins.cuts.resize(x.cols);
    // A block of columns at a time, so that the row-major values are read in order.
    constexpr std::size_t kBlock = 64;
    std::vector<std::vector<float>> block(kBlock);
    for (std::size_t first = 0; first < x.cols; first += kBlock) {
      const std::size_t width = std::min(kBlock, x.cols - first);
      for (std::size_t k = 0; k < width; ++k)
        block[k].clear();
      for (std::size_t r = 0; r < x.rows; ++r) {
        const float *row = x.values.data() + r * x.cols + first;
        for (std::size_t k = 0; k < width; ++k)
          if (!std::isnan(row[k]))
            block[k].push_back(row[k]);
      }
      for (std::size_t k = 0; k < width; ++k)
        bins.cuts[first + k] = cutsOf(block[k], maxBins);
    }
    bins.offset.resize(x.cols + 1, 0);
    for (std::size_t c = 0; c < x.cols; ++c)
      bins.offset[c + 1] = bins.offset[c] + std::uint32_t(bins.cuts[c].size() + 1);
    return bins;
  }
  // Cuts between every two distinct values where they are few. Where they are many: a value
  // that holds a bin's share of the rows or more gets a bin of its own, and the rest are cut into
  // bins of equal shares of what is left (cuts at equal ranks alone would fall on the repeated
  // values and leave a few bins: a time limit's multiples of 8 h took all but 7 of 32).
  static std::vector<float> cutsOf(std::vector<float> &values, int maxBins)
  {
    std::sort(values.begin(), values.end());
    std::vector<float> distinct;
    std::vector<std::size_t> counts;
    for (std::size_t i = 0; i < values.size(); ++i) {
      if (i == 0 || values[i] != values[i - 1]) {
        distinct.push_back(values[i]);
        counts.push_back(0);
      }
      ++counts.back();
    }
    std::vector<float> cuts;
    if (distinct.size() <= std::size_t(maxBins)) {
      if (!distinct.empty())
        cuts.assign(distinct.begin() + 1, distinct.end());
      return cuts;
    }
    const double share = double(values.size()) / maxBins;
    std::size_t bigRows = 0, bigValues = 0;
    for (std::size_t c : counts)
      if (double(c) >= share) {
        bigRows += c;
        ++bigValues;
      }
    const double restShare = double(values.size() - bigRows) /
                             double(std::max<std::ptrdiff_t>(1, std::ptrdiff_t(maxBins) - std::ptrdiff_t(bigValues)));
    std::size_t inBin = 0;
    for (std::size_t i = 0; i + 1 < distinct.size() && cuts.size() + 1 < std::size_t(maxBins); ++i) {
      inBin += counts[i];
      if (double(counts[i]) >= share || double(counts[i + 1]) >= share || double(inBin) >= restShare) {
        cuts.push_back(distinct[i + 1]);
        inBin = 0;
      }
    }
    return cuts;
  }
  std::uint8_t bin(std::size_t feature, float v) const
  {
    if (std::isnan(v))
      return 0;
    const auto &c = cuts[feature];
    return std::uint8_t(std::upper_bound(c.begin(), c.end(), v) - c.begin());
  }
};

// A node's histogram: per feature and bin, the count and the sum of the targets of its rows.
struct Histogram {
  std::vector<double> sum;
  std::vector<std::uint32_t> count;
  explicit Histogram(std::size_t slots) : sum(slots), count(slots) {}
  void clear()
  {
    std::fill(sum.begin(), sum.end(), 0.0);
    std::fill(count.begin(), count.end(), 0u);
  }
  void subtract(const Histogram &other)
  {
    for (std::size_t i = 0; i < sum.size(); ++i) {
      sum[i] -= other.sum[i];
      count[i] -= other.count[i];
    }
  }
};

struct Split {
  double gain = 0;
  std::int32_t feature = -1;
  std::uint8_t lastLeftBin = 0;
};

// Grows one tree. Its histograms come from a stack of one buffer per depth, reused for every tree.
class TreeGrower {
public:
  TreeGrower(const std::vector<std::uint8_t> &binned, std::size_t cols, const std::vector<float> &y,
             const FeatureBins &bins, int maxDepth)
      : m_binned(binned), m_cols(cols), m_y(y), m_bins(bins), m_maxDepth(maxDepth)
  {
    for (int d = 0; d < maxDepth; ++d)
      m_stack.emplace_back(bins.offset.back());
    m_features.resize(cols);
  }

  std::vector<Node> grow(std::uint64_t seed)
  {
    m_rng.seed(seed);
    std::vector<std::uint32_t> rows(m_y.size());
    std::iota(rows.begin(), rows.end(), 0u);
    std::shuffle(rows.begin(), rows.end(), m_rng);
    rows.resize(std::max<std::size_t>(1, std::size_t(double(rows.size()) * kRowShare)));
    std::sort(rows.begin(), rows.end()); // in memory order, for the histogram passes
    m_rows = std::move(rows);
    m_nodes.clear();
    build(m_stack[0], 0, m_rows.size());
    grow(0, m_rows.size(), 0);
    return std::move(m_nodes);
  }

private:
  void build(Histogram &h, std::size_t begin, std::size_t end) const
  {
    h.clear();
    for (std::size_t i = begin; i < end; ++i) {
      const std::uint32_t r = m_rows[i];
      const std::uint8_t *row = m_binned.data() + std::size_t(r) * m_cols;
      const double target = m_y[r];
      for (std::size_t c = 0; c < m_cols; ++c) {
        const std::uint32_t slot = m_bins.offset[c] + row[c];
        h.sum[slot] += target;
        ++h.count[slot];
      }
    }
  }

  // The split whose children's squared error is lowest, if it is lower than the node's by more
  // than rounding (minGain).
  Split bestSplit(const Histogram &h, double sum, std::size_t n, double minGain)
  {
    std::iota(m_features.begin(), m_features.end(), 0u);
    const std::size_t drawn = std::max<std::size_t>(1, std::size_t(double(m_cols) * kFeatureShare));
    for (std::size_t i = 0; i < drawn; ++i)
      std::swap(m_features[i], m_features[i + std::uniform_int_distribution<std::size_t>(0, m_cols - i - 1)(m_rng)]);
    std::sort(m_features.begin(), m_features.begin() + std::ptrdiff_t(drawn));
    const double parent = sum * sum / double(n);
    Split best;
    best.gain = minGain;
    for (std::size_t k = 0; k < drawn; ++k) {
      const std::uint32_t c = m_features[k];
      const std::uint32_t first = m_bins.offset[c], slots = m_bins.offset[c + 1] - first;
      double leftSum = 0;
      std::size_t leftCount = 0;
      for (std::uint32_t b = 0; b + 1 < slots; ++b) {
        leftSum += h.sum[first + b];
        leftCount += h.count[first + b];
        if (leftCount == 0)
          continue;
        if (leftCount == n)
          break;
        const double rightSum = sum - leftSum;
        const double gain =
            leftSum * leftSum / double(leftCount) + rightSum * rightSum / double(n - leftCount) - parent;
        if (gain > best.gain) {
          best.gain = gain;
          best.feature = std::int32_t(c);
          best.lastLeftBin = std::uint8_t(b);
        }
      }
    }
    return best;
  }

  // The rows in [begin, end) with their histogram in m_stack[depth]; returns the node's index.
  std::int32_t grow(std::size_t begin, std::size_t end, int depth)
  {
    const auto index = std::int32_t(m_nodes.size());
    m_nodes.emplace_back();
    double sum = 0, squares = 0;
    for (std::size_t i = begin; i < end; ++i) {
      const double target = m_y[m_rows[i]];
      sum += target;
      squares += target * target;
    }
    const std::size_t n = end - begin;
    m_nodes[std::size_t(index)].value = float(sum / double(n));
    if (depth >= m_maxDepth || n < 2)
      return index;
    const Split split = bestSplit(m_stack[std::size_t(depth)], sum, n, 1e-9 * squares + 1e-30);
    if (split.feature < 0)
      return index;
    const auto feature = std::size_t(split.feature);
    const auto middle =
        std::size_t(std::stable_partition(m_rows.begin() + std::ptrdiff_t(begin), m_rows.begin() + std::ptrdiff_t(end),
                                          [&](std::uint32_t r) {
                                            return m_binned[std::size_t(r) * m_cols + feature] <= split.lastLeftBin;
                                          }) -
                    m_rows.begin());
    // The larger child takes the parent's buffer (parent minus the smaller child), the smaller one
    // the next on the stack; below them, children at the last depth need none.
    const bool leftSmaller = middle - begin <= end - middle;
    if (depth + 1 < m_maxDepth) {
      Histogram &parent = m_stack[std::size_t(depth)];
      Histogram &small = m_stack[std::size_t(depth) + 1];
      leftSmaller ? build(small, begin, middle) : build(small, middle, end);
      parent.subtract(small);
    }
    // Each child reads its histogram from m_stack[depth + 1]: the smaller child's is there; the
    // larger's is moved there once the smaller child's subtree is done with that slot.
    std::int32_t left = 0, right = 0;
    const auto growLarger = [&](std::size_t b, std::size_t e) {
      if (depth + 1 < m_maxDepth)
        std::swap(m_stack[std::size_t(depth)], m_stack[std::size_t(depth) + 1]);
      return grow(b, e, depth + 1);
    };
    if (leftSmaller) {
      left = grow(begin, middle, depth + 1);
      right = growLarger(middle, end);
    } else {
      right = grow(middle, end, depth + 1);
      left = growLarger(begin, middle);
    }
    Node &node = m_nodes[std::size_t(index)];
    node.feature = split.feature;
    node.threshold = m_bins.cuts[feature][split.lastLeftBin];
    node.left = left;
    node.right = right;
    return index;
  }

  const std::vector<std::uint8_t> &m_binned;
  std::size_t m_cols;
  const std::vector<float> &m_y;
  const FeatureBins &m_bins;
  int m_maxDepth;
  std::vector<Histogram> m_stack;
  std::vector<std::uint32_t> m_features;
  std::vector<std::uint32_t> m_rows;
  std::vector<Node> m_nodes;
  std::mt19937_64 m_rng;
};

std::uint64_t treeSeed(std::uint64_t seed, std::size_t tree)
{
  std::uint64_t z = seed * 0x9E3779B97F4A7C15ull + tree + 1;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

class HistogramForest final : public Regressor {
public:
  explicit HistogramForest(RegressorOptions options) : m_options(std::move(options)) {}
  std::string kind() const override { return "histogram-forest"; }
  std::string device() const override { return "cpu"; }

  void fit(const Matrix &x, const std::vector<float> &y) override
  {
    checkShapes(x, &y);
    for (float v : y)
      if (!std::isfinite(v))
        throw MlError("histogram-forest: a target is not a finite number");
    // The targets about their mean, so that the gains are not lost in rounding of large sums.
    const double mean = std::accumulate(y.begin(), y.end(), 0.0) / double(y.size());
    std::vector<float> centred(y.size());
    for (std::size_t i = 0; i < y.size(); ++i)
      centred[i] = float(double(y[i]) - mean);
    const FeatureBins bins = FeatureBins::fromColumns(x, m_options.maxBins);
    std::vector<std::uint8_t> binned(x.rows * x.cols);
    for (std::size_t r = 0; r < x.rows; ++r)
      for (std::size_t c = 0; c < x.cols; ++c)
        binned[r * x.cols + c] = bins.bin(c, x.values[r * x.cols + c]);
    // Trees on every thread; each tree's seed is its own, so the forest is the same on any number.
    const auto treeCount = std::size_t(m_options.forestTrees);
    std::vector<std::vector<Node>> trees(treeCount);
    std::atomic<std::size_t> next{0};
    const auto work = [&] {
      TreeGrower grower(binned, x.cols, centred, bins, m_options.maxDepth);
      for (std::size_t t = next++; t < treeCount; t = next++)
        trees[t] = grower.grow(treeSeed(m_options.seed, t));
    };
    const std::size_t threads = std::min<std::size_t>(treeCount, std::size_t(std::max(1, m_options.threads)));
    std::vector<std::thread> pool;
    for (std::size_t i = 1; i < threads; ++i)
      pool.emplace_back(work);
    work();
    for (auto &t : pool)
      t.join();
    m_features = x.cols;
    m_roots.clear();
    m_nodes.clear();
    for (auto &tree : trees) {
      const auto base = std::int32_t(m_nodes.size());
      m_roots.push_back(base);
      for (Node n : tree) {
        n.value = float(double(n.value) + mean);
        if (n.feature >= 0) {
          n.left += base;
          n.right += base;
        }
        m_nodes.push_back(n);
      }
    }
  }

  std::vector<float> predict(const Matrix &x) const override
  {
    if (m_roots.empty())
      throw MlError("histogram-forest: predict() before fit() or load()");
    checkShapes(x, nullptr);
    if (x.cols != m_features)
      throw MlError("histogram-forest: model takes " + std::to_string(m_features) + " features, got " +
                    std::to_string(x.cols));
    std::vector<float> out(x.rows);
    for (std::size_t r = 0; r < x.rows; ++r) {
      const float *row = x.values.data() + r * x.cols;
      double total = 0;
      for (const std::int32_t root : m_roots) {
        const Node *n = &m_nodes[std::size_t(root)];
        while (n->feature >= 0)
          n = &m_nodes[std::size_t(row[n->feature] >= n->threshold ? n->right : n->left)];
        total += n->value;
      }
      out[r] = float(total / double(m_roots.size()));
    }
    return out;
  }

  std::vector<std::uint8_t> save() const override
  {
    if (m_roots.empty())
      throw MlError("histogram-forest: save() before fit()");
    const std::uint32_t header[3] = {std::uint32_t(m_features), std::uint32_t(m_roots.size()),
                                     std::uint32_t(m_nodes.size())};
    std::vector<std::uint8_t> out(sizeof kMagic + sizeof header + m_roots.size() * 4 + m_nodes.size() * kNodeBytes);
    std::uint8_t *at = out.data();
    const auto put = [&at](const void *p, std::size_t n) {
      std::memcpy(at, p, n);
      at += n;
    };
    put(kMagic, sizeof kMagic);
    put(header, sizeof header);
    put(m_roots.data(), m_roots.size() * sizeof(std::int32_t));
    for (const Node &n : m_nodes) {
      put(&n.feature, sizeof n.feature);
      put(&n.threshold, sizeof n.threshold);
      put(&n.left, sizeof n.left);
      put(&n.right, sizeof n.right);
      put(&n.value, sizeof n.value);
    }
    return out;
  }

  void load(const std::vector<std::uint8_t> &bytes) override
  {
    std::size_t at = 0;
    const auto take = [&](void *p, std::size_t n) {
      if (bytes.size() - at < n)
        throw MlError("histogram-forest: truncated model");
      std::memcpy(p, bytes.data() + at, n);
      at += n;
    };
    char magic[4] = {};
    take(magic, 4);
    if (std::memcmp(magic, kMagic, 4) != 0)
      throw MlError("histogram-forest: not a histogram-forest model");
    std::uint32_t header[3] = {};
    take(header, sizeof header);
    if (header[0] == 0 || header[1] == 0 || header[2] < header[1] ||
        std::uint64_t(header[2]) * kNodeBytes + std::uint64_t(header[1]) * 4 != bytes.size() - at)
      throw MlError("histogram-forest: corrupt model header");
    std::vector<std::int32_t> roots(header[1]);
    take(roots.data(), roots.size() * sizeof(std::int32_t));
    std::vector<Node> nodes(header[2]);
    for (Node &n : nodes) {
      take(&n.feature, sizeof n.feature);
      take(&n.threshold, sizeof n.threshold);
      take(&n.left, sizeof n.left);
      take(&n.right, sizeof n.right);
      take(&n.value, sizeof n.value);
    }
    // Every split's children come after it (so no walk can loop) and inside the model.
    for (std::size_t i = 0; i < nodes.size(); ++i) {
      const Node &n = nodes[i];
      if (n.feature >= std::int32_t(header[0]) ||
          (n.feature >= 0 && (n.left <= std::int32_t(i) || n.right <= std::int32_t(i) ||
                              std::size_t(n.left) >= nodes.size() || std::size_t(n.right) >= nodes.size())))
        throw MlError("histogram-forest: corrupt node " + std::to_string(i));
    }
    for (const std::int32_t root : roots)
      if (root < 0 || std::size_t(root) >= nodes.size())
        throw MlError("histogram-forest: corrupt tree root");
    m_features = header[0];
    m_roots = std::move(roots);
    m_nodes = std::move(nodes);
  }

private:
  RegressorOptions m_options;
  std::size_t m_features = 0;
  std::vector<std::int32_t> m_roots;
  std::vector<Node> m_nodes;
};

} // namespace

std::unique_ptr<Regressor> makeHistogramForest(const RegressorOptions &options)
{
  if (options.maxDepth < 1 || options.forestTrees < 1 || options.maxBins < 2 || options.maxBins > 256)
    throw MlError("histogram-forest: maxDepth and forestTrees must be positive, maxBins in 2-256");
  if (!options.quantiles.empty())
    throw MlError("histogram-forest: no quantile outputs");
  return std::make_unique<HistogramForest>(options);
}

} // namespace mirage::ml::detail
