#pragma once
// The three reports as documents: a chain's schedule, a what-if comparison and a cluster forecast
// summary. Times are shown in `zone` (the user's), with the zone named on the title page.
#include "core/cluster_snapshot.h"
#include "forecast/job_request.h"
#include "forecast/wait_forecast.h"
#include "report/chain_schedule.h"
#include "report/report_document.h"
#include "whatif/whatif_run.h"

#include <QJsonObject>

#include <map>

namespace mirage::report {

ReportDocument scheduleReport(const ChainSchedule &schedule, const QTimeZone &zone);

// `results[i]` belongs to `scenarios[i]`; the first is the base the others are compared with.
ReportDocument whatIfReport(const QList<whatif::Scenario> &scenarios, const std::vector<whatif::WhatIfResult> &results,
                            const QTimeZone &zone);

// The cluster's partitions and queue, and the wait forecast of each method for `request`.
// `forecasts`: the chosen method's first, then every other method the cluster allows;
// `unavailable`: the methods it does not, with why ("xgboost: no trained model"); `validation`:
// the trained models' validation scores by method, whose calibration curves get a section.
ReportDocument forecastReport(const ClusterSnapshot &snapshot, const QString &cluster, const JobRequest &request,
                              const std::vector<WaitForecast> &forecasts, const QTimeZone &zone,
                              const QStringList &unavailable = {},
                              const std::map<QString, QJsonObject> &validation = {});

// "2023-03-01 14:00 CET" in `zone`.
QString localTime(EpochSeconds t, const QTimeZone &zone);

} // namespace mirage::report
