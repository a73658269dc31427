#pragma once
// What the torch translation units share: the device a model asks for, and a matrix as a tensor.
// Include only from the torch .cpp files of model/ml (it pulls in torch).
#include <torch/torch.h>

#include "ml/ml_api.h"

#include <string>

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

inline torch::Tensor toTensor(const Matrix &x)
{
  return torch::from_blob(const_cast<float *>(x.values.data()), {static_cast<long>(x.rows), static_cast<long>(x.cols)},
                          torch::kFloat32)
      .clone();
}

} // namespace mirage::ml::detail
