#pragma once
// What the torch translation units share: the device a model asks for, and a matrix as a tensor.
// Include only from the torch .cpp files of model/ml (it pulls in torch).
#include <torch/torch.h>

#include "ml/ml_api.h"

#include <ATen/CPUGeneratorImpl.h>

#include <mutex>
#include <string>
#include <utility>

namespace mirage::ml::detail {

inline torch::Device chooseDevice(const std::string &wanted)
{
  if (wanted == "cpu")
    return torch::kCPU;
  if (wanted == "cuda") {
    if (!torch::cuda::is_available())
      throw MlError("device 'cuda' requested but torch sees no CUDA device");
    return torch::kCUDA;
  }
  if (wanted != "auto")
    throw MlError("unknown device '" + wanted + "' (auto, cpu, cuda)");
  return torch::cuda::is_available() ? torch::Device(torch::kCUDA) : torch::Device(torch::kCPU);
}

// The matrix as a tensor over its own memory, not a copy (the paper's 4,788 × 6,048 training rows
// are 116 MB): only for reading while x lives; nothing may write to it in place.
inline torch::Tensor viewOf(const Matrix &x)
{
  return torch::from_blob(const_cast<float *>(x.values.data()), {static_cast<long>(x.rows), static_cast<long>(x.cols)},
                          torch::kFloat32);
}

// Models may be trained on several threads at once, and torch has one global generator. A model
// draws its initial weights from it seeded, under one lock, and trains with a copy of it as it
// stood right after (its shuffles): each comes out as it would alone, as a model trained alone
// always did, whatever trains beside it. Returns build()'s result and that copy.
inline std::mutex &globalGeneratorMutex()
{
  static std::mutex mutex;
  return mutex;
}

template <typename Build> auto buildSeeded(std::uint64_t seed, Build &&build)
{
  const std::lock_guard lock(globalGeneratorMutex());
  torch::manual_seed(seed);
  auto built = build();
  at::Generator global = at::detail::getDefaultCPUGenerator(); // a handle on the one generator
  const std::lock_guard generatorLock(global.mutex());
  return std::pair{std::move(built), global.clone()};
}

} // namespace mirage::ml::detail
