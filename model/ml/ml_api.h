#pragma once
// The public face of mirage_ml: STL only, no torch, no xgboost, no Qt. Callers in Qt code include
// this header; the implementations live in the torch and xgboost translation units.

#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

namespace mirage::ml {

// Row-major dense matrix of features.
struct Matrix {
  std::size_t rows = 0;
  std::size_t cols = 0;
  std::vector<float> values; // rows * cols

  Matrix() = default;
  Matrix(std::size_t r, std::size_t c) : rows(r), cols(c), values(r * c, 0.0f) {}
  float &at(std::size_t r, std::size_t c) { return values[r * cols + c]; }
  float at(std::size_t r, std::size_t c) const { return values[r * cols + c]; }
};

// Thrown for bad arguments and for failures inside torch or xgboost; what() says which.
class MlError : public std::runtime_error {
public:
  using std::runtime_error::runtime_error;
};

struct RegressorOptions {
  int epochs = 300;           // torch: passes over the data; xgboost: boosting rounds
  float learningRate = 0.01f; // torch: Adam's; xgboost: eta
  int hiddenUnits = 32;       // torch MLP
  int maxDepth = 4;           // trees
  int forestTrees = 50;       // random forest: trees in the one round
  // xgboost: histogram bins per feature (XGBoost's max_bin). Each tree node's histogram holds
  // features × bins gradient sums, which for thousands of features is what fitting's memory is.
  int maxBins = 256;
  std::uint64_t seed = 1;
  std::string device = "auto";  // "auto" (CUDA when torch sees it), "cpu", "cuda"
  std::string loss = "squared"; // "squared" or "absolute" (the median); ignored with quantiles
  // torch-mlp only: one output per level in (0, 1), trained together with the pinball loss;
  // predict() then returns rows x levels values, row-major.
  std::vector<float> quantiles;
  // xgboost: threads while fitting (prediction stays on one: it is called from many threads).
  int threads = 1;
  // torch-transformer: each row is this many steps of equal size (0: one feature per step;
  // hiddenUnits: the model width, even).
  int sequenceLength = 0;
  // torch-moe: this many transformer experts (1 layer, 1 head, width hiddenUnits), expert k
  // pretrained for `epochs` on the k-th chronological 5 % of the rows (so rows must come in time
  // order); then the gate for 3 × epochs on the first 80 % with the experts' outputs held, then
  // everything together for epochs / 20 passes, each phase keeping its epoch best on the last 20 %.
  int experts = 10;
};

class Regressor {
public:
  virtual ~Regressor() = default;
  virtual std::string kind() const = 0;
  virtual std::string device() const = 0;
  // Trains from scratch. Throws MlError on shape mismatch or empty data.
  virtual void fit(const Matrix &x, const std::vector<float> &y) = 0;
  // rows x outputs() values, row-major.
  virtual std::vector<float> predict(const Matrix &x) const = 0;
  virtual int outputs() const { return 1; }
  // Opaque bytes that load() turns back into the same model (stored in the SQLite store).
  virtual std::vector<std::uint8_t> save() const = 0;
  virtual void load(const std::vector<std::uint8_t> &bytes) = 0;
};

struct LibraryVersions {
  std::string torch;
  std::string xgboost; // empty when built without XGBoost
  bool cudaAvailable = false;
  int cudaDevices = 0;
};

// "torch-mlp", "torch-transformer", "torch-moe", "histogram-forest" (a random forest grown in
// little memory: maxDepth, forestTrees, maxBins ≤ 256, seed, threads), and with XGBoost
// "xgboost-gbtree" and "xgboost-rf".
std::vector<std::string> regressorKinds();
std::unique_ptr<Regressor> makeRegressor(const std::string &kind, const RegressorOptions &options = {});
LibraryVersions libraryVersions();
// Pins torch's intra-op threads and OpenBLAS to `threads` (1 on this project's 2-core machines).
void configureThreads(int threads);
// How the library hands freed heap back to the system when a fit has freed much of it (by
// default glibc's malloc_trim): the process's own function, which a window's process makes do
// nothing (core/process_memory.h). Null: the default again.
void setFreedMemoryRelease(void (*release)());

// The entry point that a process loading libmirage_ml.so at run time resolves with dlsym.
struct PluginApi {
  int abiVersion;
  LibraryVersions (*versions)();
  std::vector<std::string> (*kinds)();
  std::unique_ptr<Regressor> (*make)(const std::string &kind, const RegressorOptions &options);
  void (*configureThreads)(int threads);
  void (*setFreedMemoryRelease)(void (*release)());
};
inline constexpr int kPluginAbiVersion = 7;
inline constexpr const char *kPluginSymbol = "mirage_ml_plugin";

} // namespace mirage::ml

extern "C" const mirage::ml::PluginApi *mirage_ml_plugin();
