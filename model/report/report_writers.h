#pragma once
// Writes a report document: PDF (a title page, then pages with a header and page numbers, charts
// drawn as vectors), self-contained HTML (charts as embedded PNG) or CSV (its main table, RFC
// 4180). Every file is written atomically (QSaveFile): an unwritable path is an error naming it,
// and a file that was there stays as it was. Needs a QGuiApplication for PDF and HTML (fonts).
#include "core/result.h"
#include "report/report_document.h"

namespace mirage::report {

enum class ReportFormat { Pdf, Html, Csv, Ics };

// "pdf", "html", "csv", "ics"; an error names the known ones.
Result<ReportFormat> reportFormatFromName(const QString &name);

// Each writes the file whole (or leaves none) and says why it could not.
Result<void> writeHtml(const ReportDocument &document, const QString &path);
Result<void> writePdf(const ReportDocument &document, const QString &path);
Result<void> writeCsv(const ReportDocument &document, const QString &path);

// By the path's suffix: .html/.htm, .csv, .ics, else PDF.
ReportFormat reportFormatOfPath(const QString &path);

// A CSV field, quoted when it must be.
QString csvField(const QString &text);

} // namespace mirage::report
