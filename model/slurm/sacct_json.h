#pragma once

#include "core/result.h"
#include "core/trace_job.h"

#include <QByteArray>
#include <vector>

namespace mirage {

// `sacct --json` of both generations (22.05's dbv0.0.38; 23.02+'s data_parser v0.0.39+, where
// numbers may come as {"set", "infinite", "number"} and states as lists) -> the jobs as history
// records. Steps are left out. 22.05 reports exit codes wrongly in JSON; Mirage does not use them.
Result<std::vector<TraceJob>> parseSacctJson(const QByteArray &json);

} // namespace mirage
