// The transformer regressor of the Mirage paper's predictors (paper-notes §4.4): each row is a
// sequence (steps × features, row-major), embedded per step, encoded by a TransformerEncoder,
// flattened and regressed to one value; inputs and target standardised with statistics kept as
// buffers. A second torch translation unit (30-50 s to compile), kept apart from the MLP's.
#include <torch/torch.h>

#include "ml/internal.h"
#include "ml/torch_common.h"

#include <cstring>
#include <sstream>

namespace mirage::ml::detail {
namespace {

struct SequenceShape {
  std::int32_t steps = 0, features = 0, model = 64, heads = 2, layers = 2, feedForward = 128;
};

struct TransformerImpl : torch::nn::Module {
  explicit TransformerImpl(const SequenceShape &s)
      : shape(s), embed(register_module("embed", torch::nn::Linear(s.features, s.model))),
        encoder(register_module(
            "encoder",
            torch::nn::TransformerEncoder(torch::nn::TransformerEncoderOptions(
                torch::nn::TransformerEncoderLayerOptions(s.model, s.heads).dim_feedforward(s.feedForward).dropout(0.0),
                s.layers)))),
        head(register_module("head", torch::nn::Linear(std::int64_t(s.steps) * s.model, 1))),
        xMean(register_buffer("x_mean", torch::zeros({s.features}))),
        xStd(register_buffer("x_std", torch::ones({s.features}))), yMean(register_buffer("y_mean", torch::zeros({1}))),
        yStd(register_buffer("y_std", torch::ones({1})))
  {
  }
  torch::Tensor forwardScaled(torch::Tensor x)
  {
    const auto n = x.size(0);
    x = x.view({n, shape.steps, shape.features});
    x = (x - xMean) / xStd;
    x = embed->forward(x).transpose(0, 1); // steps × batch × model
    x = encoder->forward(x).transpose(0, 1).reshape({n, std::int64_t(shape.steps) * shape.model});
    return head->forward(x);
  }
  torch::Tensor forward(torch::Tensor x) { return forwardScaled(std::move(x)) * yStd + yMean; }

  SequenceShape shape;
  torch::nn::Linear embed;
  torch::nn::TransformerEncoder encoder;
  torch::nn::Linear head;
  torch::Tensor xMean, xStd, yMean, yStd;
};
TORCH_MODULE(Transformer);

constexpr char kMagic[4] = {'T', 'R', 'F', '1'};

class TorchTransformerRegressor final : public Regressor {
public:
  explicit TorchTransformerRegressor(RegressorOptions options)
      : m_options(std::move(options)), m_device(chooseDevice(m_options.device))
  {
  }
  std::string kind() const override { return "torch-transformer"; }
  std::string device() const override { return m_device.str(); }

  void fit(const Matrix &x, const std::vector<float> &y) override
  {
    checkShapes(x, &y);
    // Without a sequence length every feature is one step.
    const int steps = m_options.sequenceLength > 0 ? m_options.sequenceLength : int(x.cols);
    if (steps < 1 || x.cols % std::size_t(steps) != 0)
      throw MlError("torch-transformer: " + std::to_string(x.cols) + " features are not " + std::to_string(steps) +
                    " steps of equal size");
    torch::manual_seed(m_options.seed);
    SequenceShape shape;
    shape.steps = steps;
    shape.features = std::int32_t(x.cols / std::size_t(steps));
    shape.model = m_options.hiddenUnits;
    m_model = Transformer(shape);
    auto xs =
        torch::from_blob(const_cast<float *>(x.values.data()), {long(x.rows), long(x.cols)}, torch::kFloat32).clone();
    auto ys = torch::tensor(y, torch::kFloat32);
    {
      torch::NoGradGuard noGrad;
      const auto perStep = xs.view({long(x.rows) * steps, shape.features});
      m_model->xMean.copy_(perStep.mean(0));
      m_model->xStd.copy_(perStep.std(0, /*unbiased=*/false).clamp_min(1e-6));
      m_model->yMean.fill_(ys.mean().item<float>());
      m_model->yStd.fill_(std::max(ys.std(/*unbiased=*/false).item<float>(), 1e-6f));
    }
    m_model->to(m_device);
    xs = xs.to(m_device);
    auto target = ((ys - ys.mean()) / m_model->yStd.cpu()).unsqueeze(1).to(m_device);
    torch::optim::Adam optimiser(m_model->parameters(), torch::optim::AdamOptions(m_options.learningRate));
    const long n = xs.size(0);
    const long batch = std::min<long>(n, 128);
    m_model->train();
    for (int epoch = 0; epoch < m_options.epochs; ++epoch) {
      auto order = torch::randperm(n, torch::TensorOptions().dtype(torch::kLong)).to(m_device);
      for (long begin = 0; begin < n; begin += batch) {
        auto idx = order.slice(0, begin, std::min(n, begin + batch));
        optimiser.zero_grad();
        auto pred = m_model->forwardScaled(xs.index_select(0, idx));
        auto loss = m_options.loss == "squared" ? torch::mse_loss(pred, target.index_select(0, idx))
                                                : torch::l1_loss(pred, target.index_select(0, idx));
        loss.backward();
        optimiser.step();
      }
    }
    m_model->eval();
  }

  std::vector<float> predict(const Matrix &x) const override
  {
    if (!m_model)
      throw MlError("torch-transformer: predict() before fit() or load()");
    checkShapes(x, nullptr);
    if (long(x.cols) != long(m_model->shape.steps) * m_model->shape.features)
      throw MlError("torch-transformer: model takes " +
                    std::to_string(long(m_model->shape.steps) * m_model->shape.features) + " features, got " +
                    std::to_string(x.cols));
    torch::NoGradGuard noGrad;
    auto out = m_model->forward(toTensor(x).to(m_device)).to(torch::kCPU).contiguous();
    return {out.data_ptr<float>(), out.data_ptr<float>() + out.numel()};
  }

  std::vector<std::uint8_t> save() const override
  {
    if (!m_model)
      throw MlError("torch-transformer: save() before fit()");
    std::ostringstream stream;
    stream.write(kMagic, 4);
    const SequenceShape &s = m_model->shape;
    const std::int32_t header[6] = {s.steps, s.features, s.model, s.heads, s.layers, s.feedForward};
    stream.write(reinterpret_cast<const char *>(header), sizeof header);
    m_model->to(torch::kCPU);
    torch::save(m_model, stream);
    m_model->to(m_device);
    const std::string bytes = stream.str();
    return {bytes.begin(), bytes.end()};
  }

  void load(const std::vector<std::uint8_t> &bytes) override
  {
    if (bytes.size() < 28 || std::memcmp(bytes.data(), kMagic, 4) != 0)
      throw MlError("torch-transformer: not a saved torch-transformer model");
    std::int32_t h[6];
    std::memcpy(h, bytes.data() + 4, sizeof h);
    for (std::int32_t v : h)
      if (v <= 0 || v > 100000)
        throw MlError("torch-transformer: corrupt model header");
    const SequenceShape shape{h[0], h[1], h[2], h[3], h[4], h[5]};
    std::istringstream stream(std::string(bytes.begin() + 28, bytes.end()));
    auto model = std::make_shared<TransformerImpl>(shape);
    try {
      torch::load(model, stream);
    } catch (const c10::Error &e) {
      throw MlError(std::string("torch-transformer: cannot read model: ") + e.what_without_backtrace());
    }
    m_model = Transformer(model);
    m_model->to(m_device);
    m_model->eval();
  }

private:
  RegressorOptions m_options;
  torch::Device m_device;
  mutable Transformer m_model{nullptr};
};

} // namespace

std::unique_ptr<Regressor> makeTorchTransformer(const RegressorOptions &options)
{
  if (options.epochs < 1 || options.hiddenUnits < 2 || options.hiddenUnits % 2 != 0 || !(options.learningRate > 0))
    throw MlError("torch-transformer: epochs and learningRate must be positive, hiddenUnits even");
  return std::make_unique<TorchTransformerRegressor>(options);
}

} // namespace mirage::ml::detail
