#pragma once
// A chain-policy evaluation (the JSON of services::evaluatePolicies, as mirage-cli evaluate
// prints it) as a report: what was evaluated, a summary in words (which methods no other beats in
// both interruption and overlap, how much less interruption than reactive), the scores with their
// 95 % intervals for all episodes and per load bucket, and the distribution of d per method.
#include "report/report_document.h"

#include <QJsonObject>

namespace mirage::report {

ReportDocument policiesReport(const QJsonObject &evaluation, const QTimeZone &zone);

} // namespace mirage::report
