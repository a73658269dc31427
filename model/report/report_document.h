#pragma once
// What a report says, apart from how it is written: a title page (title and facts such as the
// data window and the method), then sections of paragraphs, tables and charts. The writers
// (report_writers.h) turn one document into PDF, self-contained HTML or CSV.
#include <QList>
#include <QString>
#include <QStringList>
#include <QTimeZone>

#include <vector>

namespace mirage::report {

struct ReportTable {
  QString title;
  QStringList header;
  QList<QStringList> rows;
};

struct ReportSeries {
  QString name;
  std::vector<double> x, y;
};

struct ReportChart {
  QString title, xLabel, yLabel;
  bool timeAxis = false; // x are epoch seconds, labelled as dates in the document's zone
  std::vector<ReportSeries> series;
};

struct ReportSection {
  QString heading;
  QStringList paragraphs;
  QList<ReportTable> tables;
  QList<ReportChart> charts;
};

struct ReportDocument {
  QString title;
  QStringList facts; // the title page's lines ("Data: …", "Method: …", "Generated: …")
  // What the numbers mean, in a few sentences ("+16 nodes cuts the mean wait from 6.0 h to 1.1 h"):
  // the first thing the reader sees after the title.
  QStringList summary;
  QList<ReportSection> sections;
  QTimeZone zone = QTimeZone::utc(); // of the times shown
  // The table a CSV export holds (the first with rows when none is named).
  const ReportTable *mainTable() const;
};

} // namespace mirage::report
