// The one translation unit that includes torch (30-50 s to compile; keep it alone). No Qt here:
// Qt's `slots` macro breaks torch's headers.
#include <torch/torch.h>

#include "ml/internal.h"
#include "ml/torch_common.h"

#include <cstring>
#include <limits>
#include <sstream>

namespace mirage::ml::detail {
namespace {

// A small MLP regressor that standardises its inputs and target with statistics kept as buffers,
// so a saved model carries them. Inputs are held to the range the training rows spanned: a ReLU
// network goes on linearly past it, and a queue twenty-four standard deviations longer than any
// seen in training (LS6 in February 2023) made quantiles of e^9 times the wait.
struct MlpImpl : torch::nn::Module {
  MlpImpl(long inputs, long hidden, long outputs, bool heldToRange = true)
      : fc1(register_module("fc1", torch::nn::Linear(inputs, hidden))),
        fc2(register_module("fc2", torch::nn::Linear(hidden, hidden))),
        out(register_module("out", torch::nn::Linear(hidden, outputs))),
        xMean(register_buffer("x_mean", torch::zeros({inputs}))), xStd(register_buffer("x_std", torch::ones({inputs}))),
        yMean(register_buffer("y_mean", torch::zeros({1}))), yStd(register_buffer("y_std", torch::ones({1})))
  {
    if (heldToRange) { // models saved before (MLP1, MLP2) have no range
      xLow = register_buffer("x_low", torch::full({inputs}, -std::numeric_limits<float>::infinity()));
      xHigh = register_buffer("x_high", torch::full({inputs}, std::numeric_limits<float>::infinity()));
    }
  }
  // Output in standardised target units.
  torch::Tensor forwardScaled(torch::Tensor x)
  {
    if (xLow.defined())
      x = torch::clamp(x, xLow, xHigh);
    x = (x - xMean) / xStd;
    x = torch::relu(fc1->forward(x));
    x = torch::relu(fc2->forward(x));
    return out->forward(x); // rows x outputs
  }
  torch::Tensor forward(torch::Tensor x) { return forwardScaled(std::move(x)) * yStd + yMean; }

  torch::nn::Linear fc1, fc2, out;
  torch::Tensor xMean, xStd, yMean, yStd;
  torch::Tensor xLow, xHigh; // each input's least and greatest value in training
};
TORCH_MODULE(Mlp);

constexpr char kMagicV1[4] = {'M', 'L', 'P', '1'}; // one output, header {inputs, hidden}
constexpr char kMagicV2[4] = {'M', 'L', 'P', '2'}; // header {inputs, hidden, levels}, then the levels
constexpr char kMagic[4] = {'M', 'L', 'P', '3'};   // as MLP2, and the inputs' training range

// Mean pinball loss of `pred` (rows x levels) for targets `y` (rows x 1) at the given levels.
torch::Tensor pinballLoss(const torch::Tensor &pred, const torch::Tensor &y, const torch::Tensor &levels)
{
  const auto diff = y - pred;
  return torch::max(levels * diff, (levels - 1) * diff).mean();
}

class TorchMlpRegressor final : public Regressor {
public:
  explicit TorchMlpRegressor(RegressorOptions options)
      : m_options(std::move(options)), m_device(chooseDevice(m_options.device))
  {
  }
  std::string kind() const override { return "torch-mlp"; }
  int outputs() const override { return m_options.quantiles.empty() ? 1 : int(m_options.quantiles.size()); }
  std::string device() const override { return m_device.str(); }

  void fit(const Matrix &x, const std::vector<float> &y) override
  {
    checkShapes(x, &y);
    m_inputs = static_cast<long>(x.cols);
    auto [model, generator] =
        buildSeeded(m_options.seed, [&] { return Mlp(m_inputs, m_options.hiddenUnits, outputs()); });
    m_model = model;
    auto xs = viewOf(x);
    auto ys = torch::tensor(y, torch::kFloat32);
    {
      torch::NoGradGuard noGrad;
      m_model->xLow.copy_(std::get<0>(xs.min(0)));
      m_model->xHigh.copy_(std::get<0>(xs.max(0)));
      m_model->xMean.copy_(xs.mean(0));
      m_model->xStd.copy_(xs.std(0, /*unbiased=*/false).clamp_min(1e-6));
      m_model->yMean.fill_(ys.mean().item<float>());
      m_model->yStd.fill_(std::max(ys.std(/*unbiased=*/false).item<float>(), 1e-6f));
    }
    m_model->to(m_device);
    xs = xs.to(m_device);
    auto target = ((ys - ys.mean()) / m_model->yStd.cpu()).unsqueeze(1).to(m_device);
    auto levels = torch::tensor(m_options.quantiles, torch::kFloat32).unsqueeze(0).to(m_device);
    const auto lossOf = [&](const torch::Tensor &pred, const torch::Tensor &truth) {
      if (!m_options.quantiles.empty())
        return pinballLoss(pred, truth, levels);
      return m_options.loss == "absolute" ? torch::l1_loss(pred, truth) : torch::mse_loss(pred, truth);
    };
    torch::optim::Adam optimiser(m_model->parameters(), torch::optim::AdamOptions(m_options.learningRate));
    const long n = xs.size(0);
    const long batch = std::min<long>(n, 256);
    m_model->train();
    for (int epoch = 0; epoch < m_options.epochs; ++epoch) {
      auto order = torch::randperm(n, generator, torch::TensorOptions().dtype(torch::kLong)).to(m_device);
      for (long begin = 0; begin < n; begin += batch) {
        auto idx = order.slice(0, begin, std::min(n, begin + batch));
        optimiser.zero_grad();
        auto loss = lossOf(m_model->forwardScaled(xs.index_select(0, idx)), target.index_select(0, idx));
        loss.backward();
        optimiser.step();
      }
    }
    m_model->eval();
  }

  std::vector<float> predict(const Matrix &x) const override
  {
    if (!m_model)
      throw MlError("torch-mlp: predict() before fit() or load()");
    checkShapes(x, nullptr);
    if (static_cast<long>(x.cols) != m_inputs)
      throw MlError("torch-mlp: model takes " + std::to_string(m_inputs) + " features, got " + std::to_string(x.cols));
    torch::NoGradGuard noGrad;
    auto out = m_model->forward(viewOf(x).to(m_device)).to(torch::kCPU).contiguous();
    return {out.data_ptr<float>(), out.data_ptr<float>() + out.numel()};
  }

  std::vector<std::uint8_t> save() const override
  {
    if (!m_model)
      throw MlError("torch-mlp: save() before fit()");
    std::ostringstream stream;
    stream.write(kMagic, 4);
    const std::int32_t header[3] = {static_cast<std::int32_t>(m_inputs), m_options.hiddenUnits,
                                    static_cast<std::int32_t>(m_options.quantiles.size())};
    stream.write(reinterpret_cast<const char *>(header), sizeof header);
    stream.write(reinterpret_cast<const char *>(m_options.quantiles.data()),
                 static_cast<std::streamsize>(m_options.quantiles.size() * sizeof(float)));
    // Saved from the CPU so a model trained on CUDA loads anywhere.
    m_model->to(torch::kCPU);
    torch::save(m_model, stream);
    m_model->to(m_device);
    const std::string bytes = stream.str();
    return {bytes.begin(), bytes.end()};
  }

  void load(const std::vector<std::uint8_t> &bytes) override
  {
    const bool v1 = bytes.size() >= 12 && std::memcmp(bytes.data(), kMagicV1, 4) == 0;
    const bool v3 = bytes.size() >= 16 && std::memcmp(bytes.data(), kMagic, 4) == 0;
    const bool v2 = v3 || (bytes.size() >= 16 && std::memcmp(bytes.data(), kMagicV2, 4) == 0);
    if (!v1 && !v2)
      throw MlError("torch-mlp: not a saved torch-mlp model (" + std::to_string(bytes.size()) + " bytes)");
    std::int32_t header[3] = {0, 0, 0};
    std::memcpy(header, bytes.data() + 4, v2 ? 12 : 8);
    std::size_t offset = v2 ? 16 : 12;
    if (header[0] <= 0 || header[1] <= 0 || header[2] < 0 || header[2] > 1000 ||
        bytes.size() < offset + std::size_t(header[2]) * sizeof(float))
      throw MlError("torch-mlp: corrupt model header");
    std::vector<float> quantiles(static_cast<std::size_t>(header[2]));
    if (!quantiles.empty()) // a point model has none (memcpy to a null pointer is undefined, even of 0 bytes)
      std::memcpy(quantiles.data(), bytes.data() + offset, quantiles.size() * sizeof(float));
    offset += quantiles.size() * sizeof(float);
    std::istringstream stream(std::string(bytes.begin() + static_cast<std::ptrdiff_t>(offset), bytes.end()));
    auto model = std::make_shared<MlpImpl>(header[0], header[1], std::max<long>(1, header[2]), v3);
    try {
      torch::load(model, stream);
    } catch (const c10::Error &e) {
      throw MlError(std::string("torch-mlp: cannot read model: ") + e.what_without_backtrace());
    }
    m_inputs = header[0];
    m_options.hiddenUnits = header[1];
    m_options.quantiles = std::move(quantiles);
    m_model = Mlp(model);
    m_model->to(m_device);
    m_model->eval();
  }

private:
  RegressorOptions m_options;
  torch::Device m_device;
  long m_inputs = 0;
  mutable Mlp m_model{nullptr}; // forward() is not const in torch
};

} // namespace

std::unique_ptr<Regressor> makeTorchMlp(const RegressorOptions &options)
{
  if (options.epochs < 1 || options.hiddenUnits < 1 || !(options.learningRate > 0))
    throw MlError("torch-mlp: epochs, hiddenUnits and learningRate must be positive");
  if (options.loss != "squared" && options.loss != "absolute")
    throw MlError("torch-mlp: unknown loss '" + options.loss + "' (squared, absolute)");
  for (float q : options.quantiles)
    if (!(q > 0 && q < 1))
      throw MlError("torch-mlp: quantile levels must lie in (0, 1), got " + std::to_string(q));
  return std::make_unique<TorchMlpRegressor>(options);
}

std::string torchVersion()
{
  return TORCH_VERSION;
}

int cudaDeviceCount()
{
  return static_cast<int>(torch::cuda::device_count());
}

void setTorchThreads(int threads)
{
  torch::set_num_threads(threads);
}

} // namespace mirage::ml::detail
