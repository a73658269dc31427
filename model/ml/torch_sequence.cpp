// The transformer and the mixture of transformer experts of the Mirage paper's predictors
// (paper-notes §4.4): each row is a sequence (steps × features, row-major), embedded per step,
// encoded by a TransformerEncoder, flattened and regressed to one value; inputs and target
// standardised with statistics kept as buffers. A second torch translation unit (30-50 s to compile), kept apart from
// the MLP's.
#include <torch/torch.h>

#include "ml/internal.h"
#include "ml/torch_common.h"

#include <array>
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

// Adam over shuffled mini-batches of `xs` towards `target` (rows × 1), L1 or squared loss;
// the shuffles drawn from `generator`; afterEpoch() runs after each pass. With partRows > 0 each batch's gradient is
// summed over parts of that many rows (the same step, less memory for what the backward pass keeps).
template <typename Forward, typename AfterEpoch>
void trainEpochs(const std::vector<torch::Tensor> &parameters, Forward forward, const torch::Tensor &xs,
                 const torch::Tensor &target, at::Generator &generator, int epochs, long batchRows, float learningRate,
                 bool squared, AfterEpoch afterEpoch, long partRows = 0)
{
  torch::optim::Adam optimiser(parameters, torch::optim::AdamOptions(learningRate));
  const long n = xs.size(0);
  const long batch = std::min(n, batchRows);
  for (int epoch = 0; epoch < epochs; ++epoch) {
    auto order = torch::randperm(n, generator, torch::TensorOptions().dtype(torch::kLong)).to(xs.device());
    for (long begin = 0; begin < n; begin += batch) {
      auto idx = order.slice(0, begin, std::min(n, begin + batch));
      optimiser.zero_grad();
      const long rows = idx.size(0), part = partRows > 0 ? std::min(rows, partRows) : rows;
      for (long p = 0; p < rows; p += part) {
        auto partIdx = idx.slice(0, p, std::min(rows, p + part));
        auto pred = forward(xs.index_select(0, partIdx));
        auto want = target.index_select(0, partIdx);
        auto loss = squared ? torch::mse_loss(pred, want) : torch::l1_loss(pred, want);
        (part == rows ? loss : loss * (double(partIdx.size(0)) / double(rows))).backward();
      }
      optimiser.step();
    }
    afterEpoch();
  }
}

template <typename Forward>
void trainEpochs(const std::vector<torch::Tensor> &parameters, Forward forward, const torch::Tensor &xs,
                 const torch::Tensor &target, at::Generator &generator, int epochs, long batchRows, float learningRate,
                 bool squared)
{
  trainEpochs(parameters, forward, xs, target, generator, epochs, batchRows, learningRate, squared, [] {});
}

// forward() over the rows a few hundred at a time, without gradients: over all rows at once a
// transformer's attention alone takes rows × steps² floats (400 MB for 4,788 rows of 144 steps).
template <typename Forward> torch::Tensor inChunks(const torch::Tensor &rows, Forward forward)
{
  constexpr long kChunk = 256;
  torch::NoGradGuard noGrad;
  std::vector<torch::Tensor> parts;
  for (long begin = 0; begin < rows.size(0); begin += kChunk)
    parts.push_back(forward(rows.slice(0, begin, std::min<long>(rows.size(0), begin + kChunk))));
  return parts.empty() ? forward(rows) : torch::cat(parts, 0);
}

// Keeps the parameters of the epoch that did best on held-out rows, and puts them back.
class BestEpoch {
public:
  explicit BestEpoch(std::vector<torch::Tensor> parameters) : m_parameters(std::move(parameters)) {}
  void offer(double loss)
  {
    if (!m_kept.empty() && !(loss < m_best))
      return;
    m_best = loss;
    m_kept.clear();
    for (const auto &p : m_parameters)
      m_kept.push_back(p.detach().clone());
  }
  void restore()
  {
    torch::NoGradGuard noGrad;
    for (std::size_t i = 0; i < m_parameters.size() && i < m_kept.size(); ++i)
      m_parameters[i].copy_(m_kept[i]);
  }

private:
  std::vector<torch::Tensor> m_parameters, m_kept;
  double m_best = 0;
};

// Per-feature mean and spread of rows read as steps × features, and of the targets.
void fitScaling(const torch::Tensor &xs, const torch::Tensor &ys, std::int32_t features, torch::Tensor &xMean,
                torch::Tensor &xStd, torch::Tensor &yMean, torch::Tensor &yStd)
{
  torch::NoGradGuard noGrad;
  const auto perStep = xs.reshape({-1, features});
  xMean.copy_(perStep.mean(0));
  xStd.copy_(perStep.std(0, /*unbiased=*/false).clamp_min(1e-6));
  yMean.fill_(ys.mean().item<float>());
  yStd.fill_(std::max(ys.std(/*unbiased=*/false).item<float>(), 1e-6f));
}

// The steps of a row of `cols` features, or a clear error.
int stepsOf(const std::string &kind, int sequenceLength, std::size_t cols)
{
  const int steps = sequenceLength > 0 ? sequenceLength : int(cols);
  if (steps < 1 || cols % std::size_t(steps) != 0)
    throw MlError(kind + ": " + std::to_string(cols) + " features are not " + std::to_string(steps) +
                  " steps of equal size");
  return steps;
}

// What the transformer and the mixture share: prediction over rows of steps × features, and a
// saved form of magic, a header of positive int32 and the module's torch::save.
template <typename Holder>
std::vector<float> predictSequences(const std::string &kind, Holder &model, const Matrix &x,
                                    const torch::Device &device)
{
  if (!model)
    throw MlError(kind + ": predict() before fit() or load()");
  checkShapes(x, nullptr);
  const long width = long(model->shape.steps) * model->shape.features;
  if (long(x.cols) != width)
    throw MlError(kind + ": model takes " + std::to_string(width) + " features, got " + std::to_string(x.cols));
  const torch::Tensor out =
      inChunks(viewOf(x).to(device), [&](const torch::Tensor &rows) { return model->forward(rows); })
          .to(torch::kCPU)
          .contiguous();
  return {out.data_ptr<float>(), out.data_ptr<float>() + out.numel()};
}

template <typename Holder, std::size_t N>
std::vector<std::uint8_t> saveSequenceModel(const char (&magic)[4], const std::array<std::int32_t, N> &header,
                                            Holder &model, const torch::Device &device)
{
  std::ostringstream stream;
  stream.write(magic, 4);
  stream.write(reinterpret_cast<const char *>(header.data()), std::streamsize(N * sizeof(std::int32_t)));
  model->to(torch::kCPU); // loads anywhere, CUDA-trained or not
  torch::save(model, stream);
  model->to(device);
  const std::string bytes = stream.str();
  return {bytes.begin(), bytes.end()};
}

template <std::size_t N>
std::array<std::int32_t, N> readSequenceHeader(const std::string &kind, const char (&magic)[4],
                                               const std::vector<std::uint8_t> &bytes)
{
  if (bytes.size() < 4 + N * sizeof(std::int32_t) || std::memcmp(bytes.data(), magic, 4) != 0)
    throw MlError(kind + ": not a saved " + kind + " model");
  std::array<std::int32_t, N> h{};
  std::memcpy(h.data(), bytes.data() + 4, N * sizeof(std::int32_t));
  for (std::int32_t v : h)
    if (v <= 0 || v > 100000)
      throw MlError(kind + ": corrupt model header");
  return h;
}

template <typename Impl>
void loadSequenceBody(const std::string &kind, const std::vector<std::uint8_t> &bytes, std::size_t headerInts,
                      std::shared_ptr<Impl> &module)
{
  std::istringstream stream(std::string(bytes.begin() + long(4 + headerInts * sizeof(std::int32_t)), bytes.end()));
  try {
    torch::load(module, stream);
  } catch (const c10::Error &e) {
    throw MlError(kind + ": cannot read model: " + e.what_without_backtrace());
  }
}

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
    const int steps = stepsOf("torch-transformer", m_options.sequenceLength, x.cols);
    SequenceShape shape;
    shape.steps = steps;
    shape.features = std::int32_t(x.cols / std::size_t(steps));
    shape.model = m_options.hiddenUnits;
    auto [model, generator] = buildSeeded(m_options.seed, [&] { return Transformer(shape); });
    m_model = model;
    auto xs = viewOf(x);
    auto ys = torch::tensor(y, torch::kFloat32);
    fitScaling(xs, ys, shape.features, m_model->xMean, m_model->xStd, m_model->yMean, m_model->yStd);
    m_model->to(m_device);
    xs = xs.to(m_device);
    auto target = ((ys - ys.mean()) / m_model->yStd.cpu()).unsqueeze(1).to(m_device);
    m_model->train();
    trainEpochs(
        m_model->parameters(), [&](const torch::Tensor &batch) { return m_model->forwardScaled(batch); }, xs, target,
        generator, m_options.epochs, 128, m_options.learningRate, m_options.loss == "squared");
    m_model->eval();
  }

  std::vector<float> predict(const Matrix &x) const override
  {
    return predictSequences("torch-transformer", m_model, x, m_device);
  }

  std::vector<std::uint8_t> save() const override
  {
    if (!m_model)
      throw MlError("torch-transformer: save() before fit()");
    const SequenceShape &s = m_model->shape;
    return saveSequenceModel(
        kMagic, std::array<std::int32_t, 6>{s.steps, s.features, s.model, s.heads, s.layers, s.feedForward}, m_model,
        m_device);
  }

  void load(const std::vector<std::uint8_t> &bytes) override
  {
    const auto h = readSequenceHeader<6>("torch-transformer", kMagic, bytes);
    auto model = std::make_shared<TransformerImpl>(SequenceShape{h[0], h[1], h[2], h[3], h[4], h[5]});
    loadSequenceBody("torch-transformer", bytes, h.size(), model);
    m_model = Transformer(model);
    m_model->to(m_device);
    m_model->eval();
  }

private:
  RegressorOptions m_options;
  torch::Device m_device;
  mutable Transformer m_model{nullptr};
};

// The paper's mixture of experts (paper-notes §4.4): transformer experts of one layer and one head,
// and a gate (flatten → Linear 32 → Linear experts → softmax, linear as the authors') weighting
// their outputs. Inputs and target are standardised once, for gate and experts alike.
struct MixtureImpl : torch::nn::Module {
  MixtureImpl(const SequenceShape &expert, std::int32_t experts)
      : shape(expert), count(experts),
        gateIn(register_module("gate_in", torch::nn::Linear(std::int64_t(expert.steps) * expert.features, 32))),
        gateOut(register_module("gate_out", torch::nn::Linear(32, experts))),
        xMean(register_buffer("x_mean", torch::zeros({expert.features}))),
        xStd(register_buffer("x_std", torch::ones({expert.features}))),
        yMean(register_buffer("y_mean", torch::zeros({1}))), yStd(register_buffer("y_std", torch::ones({1})))
  {
    for (std::int32_t k = 0; k < experts; ++k)
      members.push_back(register_module("expert" + std::to_string(k), Transformer(expert)));
  }
  // Rows already standardised, flat.
  torch::Tensor expertOutputs(const torch::Tensor &z)
  {
    std::vector<torch::Tensor> outs;
    for (auto &e : members)
      outs.push_back(e->forwardScaled(z));
    return torch::cat(outs, 1); // rows × experts
  }
  torch::Tensor mixWith(const torch::Tensor &z, const torch::Tensor &outputs)
  {
    const auto weights = torch::softmax(gateOut->forward(gateIn->forward(z)), 1);
    return (weights * outputs).sum(1, /*keepdim=*/true);
  }
  torch::Tensor mixScaled(const torch::Tensor &z) { return mixWith(z, expertOutputs(z)); }
  std::vector<torch::Tensor> gateParameters() const
  {
    auto p = gateIn->parameters();
    for (const auto &q : gateOut->parameters())
      p.push_back(q);
    return p;
  }
  torch::Tensor standardise(const torch::Tensor &x)
  {
    const auto n = x.size(0);
    return ((x.view({n, shape.steps, shape.features}) - xMean) / xStd).view({n, -1});
  }
  torch::Tensor forward(const torch::Tensor &x) { return mixScaled(standardise(x)) * yStd + yMean; }

  SequenceShape shape;
  std::int32_t count;
  std::vector<Transformer> members;
  torch::nn::Linear gateIn, gateOut;
  torch::Tensor xMean, xStd, yMean, yStd;
};
TORCH_MODULE(Mixture);

constexpr char kMixtureMagic[4] = {'M', 'O', 'E', '1'};

class TorchMixtureRegressor final : public Regressor {
public:
  explicit TorchMixtureRegressor(RegressorOptions options)
      : m_options(std::move(options)), m_device(chooseDevice(m_options.device))
  {
  }
  std::string kind() const override { return "torch-moe"; }
  std::string device() const override { return m_device.str(); }

  void fit(const Matrix &x, const std::vector<float> &y) override
  {
    checkShapes(x, &y);
    const int steps = stepsOf("torch-moe", m_options.sequenceLength, x.cols);
    const long n = long(x.rows);
    const long slice = n / 20; // 5 %
    if (slice < 1 || n < 10)
      throw MlError("torch-moe: " + std::to_string(n) + " rows are too few (at least 20)");
    SequenceShape shape;
    shape.steps = steps;
    shape.features = std::int32_t(x.cols / std::size_t(steps));
    shape.model = m_options.hiddenUnits;
    shape.heads = 1;
    shape.layers = 1;
    auto [model, generator] = buildSeeded(m_options.seed, [&] { return Mixture(shape, m_options.experts); });
    auto xs = viewOf(x);
    auto ys = torch::tensor(y, torch::kFloat32);
    fitScaling(xs, ys, shape.features, model->xMean, model->xStd, model->yMean, model->yStd);
    model->to(m_device);
    torch::Tensor z, target;
    {
      torch::NoGradGuard noGrad;
      z = model->standardise(xs.to(m_device));
      target = ((ys.to(m_device) - model->yMean) / model->yStd).unsqueeze(1);
    }
    xs = torch::Tensor(); // z from here on
    const bool squared = m_options.loss == "squared";
    model->train();
    // Expert k learns the k-th chronological 5 % alone.
    for (std::int32_t k = 0; k < model->count; ++k) {
      const long begin = k * slice, end = std::min(n, begin + slice);
      auto &expert = model->members[std::size_t(k)];
      trainEpochs(
          expert->parameters(), [&](const torch::Tensor &b) { return expert->forwardScaled(b); },
          z.slice(0, begin, end), target.slice(0, begin, end), generator, m_options.epochs, 64, m_options.learningRate,
          squared);
    }
    // Then the gate on the first 80 % with the experts' outputs computed once, and all of it
    // together for a last pass or two; the epoch best on the last 20 % is kept.
    const long split = std::max(1L, n * 4 / 5);
    const auto zTrain = z.slice(0, 0, split), yTrain = target.slice(0, 0, split);
    const auto zCheck = split < n ? z.slice(0, split, n) : zTrain,
               yCheck = split < n ? target.slice(0, split, n) : yTrain;
    const auto lossOn = [&](const torch::Tensor &p, const torch::Tensor &want) {
      return (squared ? torch::mse_loss(p, want) : torch::l1_loss(p, want)).item<double>();
    };
    const torch::Tensor outputs = inChunks(z, [&](const torch::Tensor &rows) { return model->expertOutputs(rows); });
    const auto outCheck = split < n ? outputs.slice(0, split, n) : outputs.slice(0, 0, split);
    // The gate's batches are rows of z and of the outputs, picked by row number (a copy of z
    // with the outputs beside it would take as much memory again).
    const auto rowNumbers =
        torch::arange(split, torch::TensorOptions().dtype(torch::kLong).device(m_device)).unsqueeze(1);
    BestEpoch gateBest(model->gateParameters());
    const auto gateCheck = [&] {
      torch::NoGradGuard noGrad;
      gateBest.offer(lossOn(model->mixWith(zCheck, outCheck), yCheck));
    };
    gateCheck();
    trainEpochs(
        model->gateParameters(),
        [&](const torch::Tensor &rows) {
          const auto r = rows.squeeze(1);
          return model->mixWith(z.index_select(0, r), outputs.index_select(0, r));
        },
        rowNumbers, yTrain, generator, 3 * m_options.epochs, 128, m_options.learningRate, squared, gateCheck);
    gateBest.restore();
    BestEpoch jointBest(model->parameters());
    const auto jointCheck = [&] {
      jointBest.offer(
          lossOn(inChunks(zCheck, [&](const torch::Tensor &rows) { return model->mixScaled(rows); }), yCheck));
    };
    jointCheck();
    trainEpochs(
        model->parameters(), [&](const torch::Tensor &b) { return model->mixScaled(b); }, zTrain, yTrain, generator,
        std::max(1, m_options.epochs / 20), 128, m_options.learningRate, squared, jointCheck,
        32 /* rows a part: ten experts' attention over a whole batch took ~400 MB */);
    jointBest.restore();
    model->eval();
    m_model = model;
  }

  std::vector<float> predict(const Matrix &x) const override
  {
    return predictSequences("torch-moe", m_model, x, m_device);
  }

  std::vector<std::uint8_t> save() const override
  {
    if (!m_model)
      throw MlError("torch-moe: save() before fit()");
    const SequenceShape &s = m_model->shape;
    return saveSequenceModel(
        kMixtureMagic,
        std::array<std::int32_t, 7>{s.steps, s.features, s.model, s.heads, s.layers, s.feedForward, m_model->count},
        m_model, m_device);
  }

  void load(const std::vector<std::uint8_t> &bytes) override
  {
    const auto h = readSequenceHeader<7>("torch-moe", kMixtureMagic, bytes);
    auto model = std::make_shared<MixtureImpl>(SequenceShape{h[0], h[1], h[2], h[3], h[4], h[5]}, h[6]);
    loadSequenceBody("torch-moe", bytes, h.size(), model);
    m_model = Mixture(model);
    m_model->to(m_device);
    m_model->eval();
  }

private:
  RegressorOptions m_options;
  torch::Device m_device;
  mutable Mixture m_model{nullptr};
};

} // namespace

std::unique_ptr<Regressor> makeTorchTransformer(const RegressorOptions &options)
{
  if (options.epochs < 1 || options.hiddenUnits < 2 || options.hiddenUnits % 2 != 0 || !(options.learningRate > 0))
    throw MlError("torch-transformer: epochs and learningRate must be positive, hiddenUnits even");
  return std::make_unique<TorchTransformerRegressor>(options);
}

std::unique_ptr<Regressor> makeTorchMixture(const RegressorOptions &options)
{
  if (options.epochs < 1 || options.hiddenUnits < 1 || !(options.learningRate > 0) || options.experts < 1 ||
      options.experts > 20)
    throw MlError("torch-moe: epochs, hiddenUnits and learningRate must be positive, experts 1…20 (5 % each)");
  return std::make_unique<TorchMixtureRegressor>(options);
}

} // namespace mirage::ml::detail
