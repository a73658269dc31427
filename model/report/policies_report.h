#pragma once
// A chain-policy evaluation (the JSON of services::evaluatePolicies, as mirage-cli evaluate
// prints it) as a report: what was evaluated, a summary in words (which methods no other beats in
// both interruption and overlap, how much less interruption than reactive), the scores with their
// 95 % intervals for all episodes and per load bucket, and the distribution of d per method.
#include "report/report_document.h"

#include <QJsonObject>

namespace mirage::report {

ReportDocument policiesReport(const QJsonObject &evaluation, const QTimeZone &zone);
// "0.31 [0.20–0.45]": a score of the evaluation's JSON (`key`) and its 95 % interval (`key`_ci).
QString scoreWithInterval(const QJsonObject &scores, const char *key);

} // namespace mirage::report
