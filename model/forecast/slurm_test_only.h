#pragma once
// Slurm's own estimate of when a job request would start, from the live cluster: `sbatch
// --test-only` plans the request with the real scheduler and submits nothing.
#include "forecast/forecaster.h"
#include "slurm/command_runner.h"

#include <QTimeZone>

#include <memory>

namespace mirage {

// The argument list that asks Slurm about `request`.
QStringList testOnlyCommand(const JobRequest &request);
// "sbatch: Job 42 to start at 2026-12-03T07:00:00 using 8 processors on nodes node1 in partition
// gpu" -> the start, read in the cluster's zone (Slurm prints local time without an offset).
Result<EpochSeconds> parseTestOnlyStart(const QString &output, const QTimeZone &zone);

// slurm-estimate on a live cluster: Slurm's answer, a point forecast.
class SlurmTestOnlyForecaster final : public Forecaster {
public:
  explicit SlurmTestOnlyForecaster(std::shared_ptr<CommandRunner> runner) : m_runner(std::move(runner)) {}
  QString method() const override { return QStringLiteral("slurm-estimate"); }
  Result<WaitForecast> forecast(const ClusterSnapshot &snapshot, const JobRequest &request,
                                EpochSeconds at) const override;

private:
  std::shared_ptr<CommandRunner> m_runner;
};

} // namespace mirage
