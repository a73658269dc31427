#include "report/report_writers.h"

#include "core/atomic_file.h"
#include "core/core_tr.h"
#include "report/report_chart.h"

#include <QBuffer>
#include <QFileInfo>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>

namespace mirage::report {

const ReportTable *ReportDocument::mainTable() const
{
  for (const ReportSection &s : sections)
    for (const ReportTable &t : s.tables)
      if (!t.rows.isEmpty())
        return &t;
  return nullptr;
}

Result<ReportFormat> reportFormatFromName(const QString &name)
{
  if (name == QLatin1String("pdf"))
    return ReportFormat::Pdf;
  if (name == QLatin1String("html"))
    return ReportFormat::Html;
  if (name == QLatin1String("csv"))
    return ReportFormat::Csv;
  if (name == QLatin1String("ics"))
    return ReportFormat::Ics;
  return Result<ReportFormat>::failure(CoreTr::tr("unknown format '%1' (pdf, html, csv, ics)").arg(name));
}

QString csvField(const QString &text)
{
  if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"')) && !text.contains(QLatin1Char('\n')))
    return text;
  return QLatin1Char('"') + QString(text).replace(QLatin1Char('"'), QStringLiteral("\"\"")) + QLatin1Char('"');
}

Result<void> writeCsv(const ReportDocument &document, const QString &path)
{
  const ReportTable *table = document.mainTable();
  if (!table)
    return failure(CoreTr::tr("%1: the report has no table to write as CSV").arg(path));
  QString text;
  const auto line = [&](const QStringList &cells) {
    QStringList quoted;
    for (const QString &c : cells)
      quoted << csvField(c);
    text += quoted.join(QLatin1Char(',')) + QStringLiteral("\r\n");
  };
  line(table->header);
  for (const QStringList &row : table->rows)
    line(row);
  return writeFileAtomically(path, text.toUtf8());
}

Result<void> writeHtml(const ReportDocument &document, const QString &path)
{
  QString html;
  html += QStringLiteral("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>%1</title>\n")
              .arg(document.title.toHtmlEscaped());
  html += QStringLiteral(
      "<style>body{font-family:'DejaVu Sans',sans-serif;max-width:60em;margin:2em auto;color:#222}"
      "h1{font-size:1.8em}h2{border-bottom:1px solid #ccc;padding-bottom:.2em;margin-top:1.6em}"
      "table{border-collapse:collapse;margin:1em 0}th,td{border:1px solid #ccc;padding:.3em .6em;text-align:left}"
      "th{background:#f0f0f0}.facts{color:#555}img{max-width:100%}</style></head><body>\n");
  html += QStringLiteral("<h1>%1</h1>\n<div class=\"facts\">").arg(document.title.toHtmlEscaped());
  for (const QString &f : document.facts)
    html += QStringLiteral("<div>%1</div>").arg(f.toHtmlEscaped());
  html += QStringLiteral("</div>\n");
  if (!document.summary.isEmpty()) {
    html += QStringLiteral("<h2>%1</h2>\n").arg(CoreTr::tr("Summary").toHtmlEscaped());
    for (const QString &p : document.summary)
      html += QStringLiteral("<p>%1</p>\n").arg(p.toHtmlEscaped());
  }
  for (const ReportSection &s : document.sections) {
    html += QStringLiteral("<h2>%1</h2>\n").arg(s.heading.toHtmlEscaped());
    for (const QString &p : s.paragraphs)
      html += QStringLiteral("<p>%1</p>\n").arg(p.toHtmlEscaped());
    for (const ReportTable &t : s.tables) {
      if (!t.title.isEmpty())
        html += QStringLiteral("<h3>%1</h3>\n").arg(t.title.toHtmlEscaped());
      html += QStringLiteral("<table><tr>");
      for (const QString &h : t.header)
        html += QStringLiteral("<th>%1</th>").arg(h.toHtmlEscaped());
      html += QStringLiteral("</tr>\n");
      for (const QStringList &row : t.rows) {
        html += QStringLiteral("<tr>");
        for (const QString &c : row)
          html += QStringLiteral("<td>%1</td>").arg(c.toHtmlEscaped());
        html += QStringLiteral("</tr>\n");
      }
      html += QStringLiteral("</table>\n");
    }
    for (const ReportChart &c : s.charts) {
      QByteArray png;
      QBuffer buffer(&png);
      buffer.open(QIODevice::WriteOnly);
      chartImage(c, document.zone).save(&buffer, "PNG");
      html += QStringLiteral("<figure><img alt=\"%1\" src=\"data:image/png;base64,%2\"></figure>\n")
                  .arg(c.title.toHtmlEscaped(), QString::fromLatin1(png.toBase64()));
    }
  }
  html += QStringLiteral("</body></html>\n");
  return writeFileAtomically(path, html.toUtf8());
}

ReportFormat reportFormatOfPath(const QString &path)
{
  const QString suffix = QFileInfo(path).suffix().toLower();
  if (suffix == QLatin1String("html") || suffix == QLatin1String("htm"))
    return ReportFormat::Html;
  if (suffix == QLatin1String("csv"))
    return ReportFormat::Csv;
  if (suffix == QLatin1String("ics"))
    return ReportFormat::Ics;
  return ReportFormat::Pdf;
}

namespace {

// Lays out a document on PDF pages: a y cursor, a new page (with its header) when something does
// not fit.
class PdfLayout {
public:
  PdfLayout(QPdfWriter &writer, QPainter &painter, const ReportDocument &document)
      : m_writer(writer), m_painter(painter), m_document(document)
  {
    m_page = QRectF(QPointF(0, 0), QSizeF(writer.width(), writer.height()));
  }
  void titlePage()
  {
    QFont big = m_painter.font();
    big.setPointSizeF(20);
    big.setBold(true);
    m_painter.setFont(big);
    // The title, its facts and the summary open the first page; the sections follow on it.
    const QRectF titleBox(0, m_page.height() * 0.04, m_page.width(), m_page.height() * 0.08);
    m_painter.drawText(titleBox, Qt::AlignHCenter | Qt::AlignBottom | Qt::TextWordWrap, m_document.title);
    QFont body = m_painter.font();
    body.setPointSizeF(11);
    body.setBold(false);
    m_painter.setFont(body);
    double y = titleBox.bottom() + lineHeight() * 2;
    for (const QString &f : m_document.facts) {
      const QRectF box =
          m_painter.boundingRect(QRectF(0, y, m_page.width(), 1e6), Qt::AlignHCenter | Qt::TextWordWrap, f);
      m_painter.drawText(box, Qt::AlignHCenter | Qt::TextWordWrap, f);
      y += box.height() + lineHeight() * 0.5;
    }
    m_painter.setPen(QColor(0xcc, 0xcc, 0xcc));
    m_painter.drawLine(QPointF(0, y + lineHeight() * 0.5), QPointF(m_page.width(), y + lineHeight() * 0.5));
    m_painter.setPen(Qt::black);
    m_y = y + lineHeight() * 1.5;
    if (!m_document.summary.isEmpty()) {
      heading(CoreTr::tr("Summary"));
      for (const QString &p : m_document.summary)
        paragraph(p);
    }
  }
  // Sections follow one another; a section starts a new page only when less than a quarter of
  // the page is left (a heading alone at the bottom helps nobody).
  void sections()
  {
    for (const ReportSection &s : m_document.sections) {
      ensureRoom(m_page.height() * 0.25);
      m_y += lineHeight() * 0.5;
      heading(s.heading);
      for (const QString &p : s.paragraphs)
        paragraph(p);
      for (const ReportTable &t : s.tables)
        table(t);
      for (const ReportChart &c : s.charts)
        chart(c);
    }
  }

private:
  double lineHeight() const { return QFontMetricsF(m_painter.font(), &m_writer).height(); }
  void newPage()
  {
    m_writer.newPage();
    ++m_pageNumber;
    QFont small = m_painter.font();
    small.setPointSizeF(8);
    small.setBold(false);
    m_painter.setFont(small);
    const double h = lineHeight();
    m_painter.setPen(QColor(0x66, 0x66, 0x66));
    m_painter.drawText(QRectF(0, 0, m_page.width(), h), Qt::AlignLeft, m_document.title);
    m_painter.drawText(QRectF(0, 0, m_page.width(), h), Qt::AlignRight, CoreTr::tr("page %1").arg(m_pageNumber));
    m_painter.drawLine(QPointF(0, h * 1.3), QPointF(m_page.width(), h * 1.3));
    m_painter.setPen(Qt::black);
    QFont body = small;
    body.setPointSizeF(10);
    m_painter.setFont(body);
    m_y = h * 2.5;
  }
  void ensureRoom(double height)
  {
    if (m_y + height > m_page.height())
      newPage();
  }
  void heading(const QString &text)
  {
    QFont f = m_painter.font();
    const QFont body = f;
    f.setPointSizeF(14);
    f.setBold(true);
    m_painter.setFont(f);
    ensureRoom(lineHeight() * 2);
    m_painter.drawText(QRectF(0, m_y, m_page.width(), lineHeight() * 1.5), Qt::AlignLeft, text);
    m_y += lineHeight() * 1.8;
    m_painter.setFont(body);
  }
  void paragraph(const QString &text)
  {
    const QRectF box = m_painter.boundingRect(QRectF(0, 0, m_page.width(), 1e6), Qt::TextWordWrap, text);
    ensureRoom(box.height());
    m_painter.drawText(QRectF(0, m_y, m_page.width(), box.height()), Qt::TextWordWrap, text);
    m_y += box.height() + lineHeight() * 0.6;
  }
  void table(const ReportTable &t)
  {
    if (!t.title.isEmpty()) {
      QFont f = m_painter.font();
      f.setBold(true);
      m_painter.setFont(f);
      ensureRoom(lineHeight() * 3);
      m_painter.drawText(QRectF(0, m_y, m_page.width(), lineHeight()), Qt::AlignLeft, t.title);
      m_y += lineHeight() * 1.3;
      f.setBold(false);
      m_painter.setFont(f);
    }
    // Columns as wide as their widest cell (a header may wrap at its words); a smaller font, then
    // narrower columns, when the page is too narrow.
    const QFont bodyFont = m_painter.font();
    QFont tableFont = bodyFont;
    std::vector<double> widths;
    double total = 0;
    for (double size = bodyFont.pointSizeF(); size >= 6.0; size -= 0.5) {
      tableFont.setPointSizeF(size);
      const QFontMetricsF fm(tableFont, &m_writer);
      widths.assign(std::size_t(t.header.size()), 0.0);
      for (qsizetype c = 0; c < t.header.size(); ++c)
        for (const QString &word : t.header[c].split(QLatin1Char(' ')))
          widths[std::size_t(c)] = std::max(widths[std::size_t(c)], fm.horizontalAdvance(word) + fm.height());
      for (const QStringList &r : t.rows)
        for (qsizetype c = 0; c < r.size() && c < qsizetype(widths.size()); ++c)
          widths[std::size_t(c)] = std::max(widths[std::size_t(c)], fm.horizontalAdvance(r[c]) + fm.height());
      total = 0;
      for (double w : widths)
        total += w;
      if (total <= m_page.width())
        break;
    }
    m_painter.setFont(tableFont);
    const QFontMetricsF fm(tableFont, &m_writer);
    const double scale = total > m_page.width() ? m_page.width() / total : 1.0;
    const double rowH = fm.height() * 1.5;
    double headerH = rowH;
    for (qsizetype c = 0; c < t.header.size(); ++c)
      headerH = std::max(headerH, fm.boundingRect(QRectF(0, 0, widths[std::size_t(c)] * scale - fm.height() / 2, 1e6),
                                                  Qt::TextWordWrap, t.header[c])
                                          .height() +
                                      fm.height() * 0.5);
    const auto drawRow = [&](const QStringList &cells, bool header) {
      const double h = header ? headerH : rowH;
      ensureRoom(h);
      m_painter.setFont(tableFont);
      double x = 0;
      if (header)
        m_painter.fillRect(QRectF(0, m_y, total * scale, h), QColor(0xf0, 0xf0, 0xf0));
      for (qsizetype c = 0; c < cells.size() && c < qsizetype(widths.size()); ++c) {
        const double w = widths[std::size_t(c)] * scale;
        m_painter.setPen(QColor(0xcc, 0xcc, 0xcc));
        m_painter.drawRect(QRectF(x, m_y, w, h));
        m_painter.setPen(Qt::black);
        const QRectF cell(x + fm.height() / 4, m_y, w - fm.height() / 2, h);
        if (header)
          m_painter.drawText(cell, Qt::AlignVCenter | Qt::TextWordWrap, cells[c]);
        else
          m_painter.drawText(cell, Qt::AlignVCenter, fm.elidedText(cells[c], Qt::ElideRight, cell.width()));
        x += w;
      }
      m_y += h;
    };
    drawRow(t.header, true);
    for (const QStringList &r : t.rows) {
      if (m_y + rowH > m_page.height()) {
        newPage();
        drawRow(t.header, true);
      }
      drawRow(r, false);
    }
    m_painter.setFont(bodyFont);
    m_y += lineHeight();
  }
  void chart(const ReportChart &c)
  {
    const double h = m_page.width() * 0.5;
    ensureRoom(h);
    paintChart(m_painter, QRectF(0, m_y, m_page.width(), h), c, m_document.zone);
    m_y += h + lineHeight();
  }

  QPdfWriter &m_writer;
  QPainter &m_painter;
  const ReportDocument &m_document;
  QRectF m_page;
  double m_y = 0;
  int m_pageNumber = 1;
};

} // namespace

Result<void> writePdf(const ReportDocument &document, const QString &path)
{
  QSaveFile file(path);
  if (!file.open(QIODevice::WriteOnly))
    return failure(CoreTr::tr("cannot write %1: %2").arg(path, file.errorString()));
  {
    QPdfWriter writer(&file);
    writer.setPageSize(QPageSize(QPageSize::A4));
    writer.setPageMargins(QMarginsF(18, 15, 18, 15), QPageLayout::Millimeter);
    writer.setResolution(144);
    writer.setTitle(document.title);
    writer.setCreator(QStringLiteral("Mirage"));
    QPainter painter(&writer);
    if (!painter.isActive())
      return failure(CoreTr::tr("cannot write %1: no PDF painter").arg(path));
    PdfLayout layout(writer, painter, document);
    layout.titlePage();
    layout.sections();
  }
  if (!file.commit())
    return failure(CoreTr::tr("cannot write %1: %2").arg(path, file.errorString()));
  return {};
}

} // namespace mirage::report
