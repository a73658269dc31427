#include "ml/ml_api.h"
#include "plain_check.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <random>
#include <thread>

using namespace mirage::ml;

namespace {
// y = 3 x0 - 2 x1 + 0.5 x2^2 + noise: smooth enough for a small MLP, non-linear enough that a
// constant or a purely linear fit is clearly worse.
void makeData(std::size_t n, std::uint32_t seed, Matrix &x, std::vector<float> &y)
{
  std::mt19937 rng(seed);
  std::uniform_real_distribution<float> u(-2.0f, 2.0f);
  std::normal_distribution<float> noise(0.0f, 0.05f);
  x = Matrix(n, 3);
  y.resize(n);
  for (std::size_t i = 0; i < n; ++i) {
    for (std::size_t c = 0; c < 3; ++c)
      x.at(i, c) = u(rng);
    y[i] = 3 * x.at(i, 0) - 2 * x.at(i, 1) + 0.5f * x.at(i, 2) * x.at(i, 2) + noise(rng);
  }
}

double rmse(const std::vector<float> &a, const std::vector<float> &b)
{
  double s = 0;
  for (std::size_t i = 0; i < a.size(); ++i)
    s += (a[i] - b[i]) * double(a[i] - b[i]);
  return std::sqrt(s / double(a.size()));
}

double stddev(const std::vector<float> &v)
{
  double m = 0, s = 0;
  for (float f : v)
    m += f;
  m /= double(v.size());
  for (float f : v)
    s += (f - m) * (f - m);
  return std::sqrt(s / double(v.size()));
}

RegressorOptions quickOptions(const std::string &device = "cpu")
{
  RegressorOptions o;
  o.epochs = 150;
  o.learningRate = 0.01f;
  o.device = device;
  return o;
}

void checkLearnsAndRoundTrips(const std::string &kind, double maxRelativeError)
{
  Matrix xTrain, xTest;
  std::vector<float> yTrain, yTest;
  makeData(600, 1, xTrain, yTrain);
  makeData(200, 2, xTest, yTest);
  auto options = quickOptions();
  if (kind == "xgboost-gbtree") {
    options.epochs = 200;
    options.learningRate = 0.1f;
  }
  auto model = makeRegressor(kind, options);
  CHECK(model->kind() == kind);
  model->fit(xTrain, yTrain);
  const auto predicted = model->predict(xTest);
  CHECK(predicted.size() == yTest.size());
  // Held-out error well below the spread of the target: the model learned the function.
  const double relative = rmse(predicted, yTest) / stddev(yTest);
  std::printf("  %s: held-out RMSE / sd(y) = %.3f\n", kind.c_str(), relative);
  CHECK(relative < maxRelativeError);

  const auto bytes = model->save();
  CHECK(bytes.size() > 16);
  auto restored = makeRegressor(kind, options);
  CHECK_THROWS(restored->predict(xTest));
  restored->load(bytes);
  const auto again = restored->predict(xTest);
  CHECK(again.size() == predicted.size());
  double maxDiff = 0;
  for (std::size_t i = 0; i < again.size(); ++i)
    maxDiff = std::max(maxDiff, double(std::fabs(again[i] - predicted[i])));
  CHECK(maxDiff < 1e-5);

  Matrix wrong(4, 5);
  CHECK_THROWS(model->predict(wrong));
  CHECK_THROWS(restored->load(std::vector<std::uint8_t>{1, 2, 3}));
}
} // namespace

TEST_CASE(kinds_are_listed_and_unknown_kind_is_an_error)
{
  const auto kinds = regressorKinds();
  CHECK(std::find(kinds.begin(), kinds.end(), "torch-mlp") != kinds.end());
  CHECK_THROWS(makeRegressor("no-such-model"));
  CHECK_THROWS(makeRegressor("torch-mlp", [] {
    RegressorOptions o;
    o.device = "tpu";
    return o;
  }()));
}

TEST_CASE(shape_mismatch_is_an_error)
{
  auto model = makeRegressor("torch-mlp", quickOptions());
  Matrix x(10, 2);
  std::vector<float> y(9, 0.0f);
  CHECK_THROWS(model->fit(x, y));
  CHECK_THROWS(model->fit(Matrix(), {}));
}

TEST_CASE(torch_mlp_learns_and_round_trips)
{
  configureThreads(1);
  checkLearnsAndRoundTrips("torch-mlp", 0.15);
}

// A ReLU network goes on linearly past its training data; inputs are held to the range each
// spanned in training (x in [-2, 2] here, y ≈ 3 x0 there), so a queue far longer than any seen
// gives the answer for the longest seen, not one a hundred times too large. Kept across save/load.
TEST_CASE(torch_mlp_holds_inputs_to_their_training_range)
{
  configureThreads(1);
  Matrix x;
  std::vector<float> y;
  makeData(600, 1, x, y);
  auto model = makeRegressor("torch-mlp", quickOptions());
  model->fit(x, y);
  float high = -1e9f;
  for (std::size_t r = 0; r < x.rows; ++r)
    high = std::max(high, x.at(r, 0));
  Matrix probe(2, 3);
  probe.at(0, 0) = high;
  probe.at(1, 0) = 100 * high;
  const auto p = model->predict(probe);
  std::printf("  x0 at its training maximum %.3f: %.3f; a hundred times it: %.3f\n", double(high), double(p[0]),
              double(p[1]));
  CHECK(std::fabs(p[0] - 3 * high) < 1.0f);
  CHECK(p[1] == p[0]);
  auto restored = makeRegressor("torch-mlp", quickOptions());
  restored->load(model->save());
  CHECK(restored->predict(probe) == p);
}

TEST_CASE(xgboost_models_learn_and_round_trip)
{
  const auto kinds = regressorKinds();
  if (std::find(kinds.begin(), kinds.end(), "xgboost-gbtree") == kinds.end())
    SKIP("built without XGBoost");
  checkLearnsAndRoundTrips("xgboost-gbtree", 0.2);
  checkLearnsAndRoundTrips("xgboost-rf", 0.35);
}

TEST_CASE(xgboost_splits_only_on_its_histogram_bins)
{
  const auto kinds = regressorKinds();
  if (std::find(kinds.begin(), kinds.end(), "xgboost-gbtree") == kinds.end())
    SKIP("built without XGBoost");
  // One feature with 500 distinct values and y = x: with two bins every tree can split it at one
  // place only, so the boosted model takes at most two values; with 256 it follows y closely.
  Matrix x(500, 1);
  std::vector<float> y(500);
  for (std::size_t i = 0; i < 500; ++i)
    x.at(i, 0) = y[i] = float(i);
  const auto distinctPredictions = [&](int bins) {
    RegressorOptions o = quickOptions();
    o.epochs = 30;
    o.learningRate = 0.3f;
    o.maxBins = bins;
    auto model = makeRegressor("xgboost-gbtree", o);
    model->fit(x, y);
    std::vector<float> p = model->predict(x);
    std::sort(p.begin(), p.end());
    return std::size_t(std::unique(p.begin(), p.end()) - p.begin());
  };
  CHECK(distinctPredictions(2) <= 2);
  CHECK(distinctPredictions(256) > 16);
  RegressorOptions one = quickOptions();
  one.maxBins = 1;
  CHECK_THROWS(makeRegressor("xgboost-gbtree", one));
}

TEST_CASE(histogram_forest_learns_and_round_trips)
{
  checkLearnsAndRoundTrips("histogram-forest", 0.35);
}

// y steps from 0 to 10 where x reaches 5; five columns hold x, five hold noise, and every node
// draws 8 of the 10. Every tree of depth 1 splits on x there, at the value itself (x < 5 left),
// whatever rows it drew, and its leaves are the plain means; a missing value goes left, as it
// was binned.
TEST_CASE(histogram_forest_splits_where_the_target_steps)
{
  Matrix x(200, 10);
  std::vector<float> y(200);
  std::mt19937 rng(3);
  std::uniform_real_distribution<float> noise(0.0f, 1.0f);
  for (std::size_t i = 0; i < 200; ++i) {
    for (std::size_t c = 0; c < 5; ++c) {
      x.at(i, c) = float(i % 10);
      x.at(i, 5 + c) = noise(rng);
    }
    y[i] = i % 10 < 5 ? 0.0f : 10.0f;
  }
  RegressorOptions o;
  o.maxDepth = 1;
  o.forestTrees = 7;
  o.maxBins = 32;
  auto model = makeRegressor("histogram-forest", o);
  model->fit(x, y);
  Matrix probe(4, 10);
  const float probes[4] = {4.99f, 5.0f, -100.0f, std::nanf("")};
  for (std::size_t r = 0; r < 4; ++r)
    for (std::size_t c = 0; c < 5; ++c)
      probe.at(r, c) = probes[r];
  const auto p = model->predict(probe);
  CHECK(p[0] == 0.0f && p[1] == 10.0f && p[2] == 0.0f && p[3] == 0.0f);
  // 7 trees of one split and two leaves: magic, 3 counts, 7 roots, 21 nodes of 20 bytes.
  CHECK(model->save().size() == 4 + 12 + 7 * 4 + 21 * 20);
}

// Where a few values repeat (a time limit's multiples), each gets a bin of its own and the rest
// share the other bins: here 0 and 100 hold 90 % of the rows and 1-99 the rest, y steps at 25.
// Cuts at equal ranks alone would fall on 0 and 100 and once near 50, so that 5 and 30 could not
// be told apart.
TEST_CASE(histogram_forest_gives_repeated_values_their_own_bins)
{
  Matrix x(1000, 1);
  std::vector<float> y(1000);
  for (std::size_t i = 0; i < 1000; ++i) {
    x.at(i, 0) = i < 200 ? 0.0f : i < 900 ? 100.0f : float(1 + i % 99);
    y[i] = x.at(i, 0) >= 25 && x.at(i, 0) < 100 ? 10.0f : 0.0f;
  }
  RegressorOptions o;
  o.maxDepth = 4;
  o.forestTrees = 5;
  o.maxBins = 8;
  auto model = makeRegressor("histogram-forest", o);
  model->fit(x, y);
  Matrix probe(4, 1);
  probe.values = {0.0f, 5.0f, 60.0f, 100.0f};
  const auto p = model->predict(probe);
  std::printf("  at 0, 5, 60, 100: %g %g %g %g\n", double(p[0]), double(p[1]), double(p[2]), double(p[3]));
  CHECK(p[0] == 0.0f && p[3] == 0.0f);
  CHECK(p[1] < 1.0f && p[2] > 9.0f);
}

// Each tree has its own seed, so the forest is the same on any number of threads; another seed
// grows another forest. A node whose child comes before it is refused on loading (it could loop).
TEST_CASE(histogram_forest_is_the_same_on_any_threads_and_refuses_corrupt_bytes)
{
  Matrix x;
  std::vector<float> y;
  makeData(400, 5, x, y);
  RegressorOptions o;
  o.maxDepth = 6;
  o.forestTrees = 12;
  o.maxBins = 16;
  const auto bytesWith = [&](int threads, std::uint64_t seed) {
    RegressorOptions t = o;
    t.threads = threads;
    t.seed = seed;
    auto model = makeRegressor("histogram-forest", t);
    model->fit(x, y);
    return model->save();
  };
  const auto one = bytesWith(1, 9);
  CHECK(one == bytesWith(3, 9));
  CHECK(one != bytesWith(1, 10));
  auto restored = makeRegressor("histogram-forest", o);
  std::vector<std::uint8_t> looping = one;
  const std::size_t firstNode = 4 + 12 + 12 * 4; // the first tree's root, a split
  const std::int32_t self = 0;
  std::memcpy(looping.data() + firstNode + 8, &self, sizeof self); // its left child: itself
  CHECK_THROWS(restored->load(looping));
  CHECK_THROWS(restored->load(std::vector<std::uint8_t>(one.begin(), one.end() - 1)));
  restored->load(one);
  CHECK(restored->save() == one);
  o.maxBins = 257;
  CHECK_THROWS(makeRegressor("histogram-forest", o));
}

TEST_CASE(versions_are_reported)
{
  const auto v = libraryVersions();
  CHECK(!v.torch.empty() && v.torch[0] >= '1' && v.torch[0] <= '9');
  CHECK(v.cudaAvailable == (v.cudaDevices > 0));
  const auto *api = mirage_ml_plugin();
  CHECK(api != nullptr && api->abiVersion == kPluginAbiVersion);
  CHECK(api->versions().torch == v.torch);
}

// The transformer reads each row as a sequence: here 3 steps of 1 feature.
RegressorOptions transformerOptions(const std::string &device)
{
  RegressorOptions o;
  o.epochs = 60;
  o.learningRate = 0.01f;
  o.hiddenUnits = 16;
  o.sequenceLength = 3;
  o.loss = "squared";
  o.device = device;
  return o;
}

// A sequence model (the transformer, or the mixture of transformer experts) learns, comes back
// from its bytes identically, refuses rows that are not whole sequences, and gives the same
// outputs from the same weights on CUDA.
void checkSequenceModel(const std::string &kind)
{
  Matrix x, xTest;
  std::vector<float> y, yTest;
  makeData(600, 1, x, y);
  makeData(200, 2, xTest, yTest);
  auto model = makeRegressor(kind, transformerOptions("cpu"));
  model->fit(x, y);
  const auto predicted = model->predict(xTest);
  const double relative = rmse(predicted, yTest) / stddev(yTest);
  std::printf("  %s: held-out RMSE / sd(y) = %.3f\n", kind.c_str(), relative);
  CHECK(relative < 0.3);
  auto restored = makeRegressor(kind, transformerOptions("cpu"));
  restored->load(model->save());
  const auto again = restored->predict(xTest);
  double maxDiff = 0;
  for (std::size_t i = 0; i < again.size(); ++i)
    maxDiff = std::max(maxDiff, double(std::fabs(again[i] - predicted[i])));
  CHECK(maxDiff < 1e-5);
  Matrix uneven(40, 5); // 5 features are not 3 steps
  auto other = makeRegressor(kind, transformerOptions("cpu"));
  CHECK_THROWS(other->fit(uneven, std::vector<float>(40, 0.0f)));
  CHECK_THROWS(restored->predict(uneven));
  CHECK_THROWS(other->load(std::vector<std::uint8_t>(40, 7))); // not a saved model
  if (libraryVersions().cudaAvailable) {                       // the same weights on CUDA
    auto onCuda = makeRegressor(kind, transformerOptions("cuda"));
    onCuda->load(model->save());
    const auto b = onCuda->predict(xTest);
    double cudaDiff = 0;
    for (std::size_t i = 0; i < b.size(); ++i)
      cudaDiff = std::max(cudaDiff, double(std::fabs(b[i] - predicted[i])));
    std::printf("  %s: max |cpu - cuda| = %g\n", kind.c_str(), cudaDiff);
    CHECK(cudaDiff < 1e-3);
  }
}

TEST_CASE(transformer_learns_and_round_trips)
{
  checkSequenceModel("torch-transformer");
}

TEST_CASE(mixture_of_experts_learns_and_round_trips)
{
  checkSequenceModel("torch-moe");
  // Ten experts on 5 % slices each need at least 20 rows; and no more than 20 experts.
  Matrix few(12, 3);
  auto tooFew = makeRegressor("torch-moe", transformerOptions("cpu"));
  CHECK_THROWS(tooFew->fit(few, std::vector<float>(12, 0.0f)));
  RegressorOptions many = transformerOptions("cpu");
  many.experts = 21;
  CHECK_THROWS(makeRegressor("torch-moe", many));
}

// Models trained at once on threads of their own (as an evaluation trains the transformer and the
// mixture) come out byte for byte as each trained alone: torch's one global generator must not
// mix their initial weights or their shuffles.
TEST_CASE(models_trained_at_once_come_out_as_each_alone)
{
  Matrix x;
  std::vector<float> y;
  makeData(300, 3, x, y);
  RegressorOptions options = transformerOptions("cpu");
  options.epochs = 8;
  const std::vector<std::string> kinds{"torch-transformer", "torch-moe", "torch-mlp", "torch-transformer"};
  const auto train = [&](std::size_t i) {
    RegressorOptions o = options;
    o.seed = 11 + i; // the two transformers differ only in their seed
    auto model = makeRegressor(kinds[i], o);
    model->fit(x, y);
    return model->save();
  };
  std::vector<std::vector<std::uint8_t>> alone, atOnce(kinds.size());
  for (std::size_t i = 0; i < kinds.size(); ++i)
    alone.push_back(train(i));
  CHECK(alone[0] != alone[3]);
  std::vector<std::thread> threads;
  for (std::size_t i = 0; i < kinds.size(); ++i)
    threads.emplace_back([&, i] { atOnce[i] = train(i); });
  for (std::thread &t : threads)
    t.join();
  for (std::size_t i = 0; i < kinds.size(); ++i) {
    std::printf("  %s (seed %zu): %zu bytes, %s\n", kinds[i].c_str(), 11 + i, alone[i].size(),
                alone[i] == atOnce[i] ? "the same at once" : "DIFFERENT at once");
    CHECK(alone[i] == atOnce[i]);
  }
}

// On a machine with CUDA: the same weights give the same outputs on both devices, and training a
// few steps on CUDA reaches the accuracy the CPU run reaches.
TEST_CASE(cuda_matches_cpu_when_available)
{
  if (!libraryVersions().cudaAvailable)
    SKIP("no CUDA device");
  Matrix x, xTest;
  std::vector<float> y, yTest;
  makeData(600, 1, x, y);
  makeData(200, 2, xTest, yTest);
  auto cpu = makeRegressor("torch-mlp", quickOptions("cpu"));
  cpu->fit(x, y);
  auto onCuda = makeRegressor("torch-mlp", quickOptions("cuda"));
  CHECK(onCuda->device().rfind("cuda", 0) == 0);
  onCuda->load(cpu->save());
  const auto a = cpu->predict(xTest), b = onCuda->predict(xTest);
  double maxDiff = 0;
  for (std::size_t i = 0; i < a.size(); ++i)
    maxDiff = std::max(maxDiff, double(std::fabs(a[i] - b[i])));
  std::printf("  max |cpu - cuda| on the same weights: %g\n", maxDiff);
  CHECK(maxDiff < 1e-3);
  auto trainedOnCuda = makeRegressor("torch-mlp", quickOptions("cuda"));
  trainedOnCuda->fit(x, y);
  const double relCuda = rmse(trainedOnCuda->predict(xTest), yTest) / stddev(yTest);
  const double relCpu = rmse(a, yTest) / stddev(yTest);
  std::printf("  held-out RMSE / sd(y): cpu %.3f, cuda %.3f\n", relCpu, relCuda);
  CHECK(relCuda < 0.15);
  CHECK(std::fabs(relCuda - relCpu) < 0.05);
  // The sequence models train on CUDA too, to the accuracy their CPU runs reach, and what CUDA
  // trained loads and predicts alike on the CPU.
  for (const std::string kind : {"torch-transformer", "torch-moe"}) {
    auto onGpu = makeRegressor(kind, transformerOptions("cuda"));
    CHECK(onGpu->device().rfind("cuda", 0) == 0);
    onGpu->fit(x, y);
    const auto g = onGpu->predict(xTest);
    auto onCpu = makeRegressor(kind, transformerOptions("cpu"));
    onCpu->fit(x, y);
    const double relGpu = rmse(g, yTest) / stddev(yTest), relOnCpu = rmse(onCpu->predict(xTest), yTest) / stddev(yTest);
    std::printf("  %s held-out RMSE / sd(y): cpu %.3f, cuda %.3f\n", kind.c_str(), relOnCpu, relGpu);
    CHECK(relGpu < 0.3);
    CHECK(std::fabs(relGpu - relOnCpu) < 0.1);
    auto back = makeRegressor(kind, transformerOptions("cpu"));
    back->load(onGpu->save());
    const auto c = back->predict(xTest);
    double diff = 0;
    for (std::size_t i = 0; i < c.size(); ++i)
      diff = std::max(diff, double(std::fabs(c[i] - g[i])));
    CHECK(diff < 1e-3);
  }
}

PLAIN_TEST_MAIN()
