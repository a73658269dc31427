#pragma once

#include <QByteArray>
#include <QString>

#include <memory>

namespace mirage {

// Reads a text file line by line, plain or gzip-compressed (detected from the content), in large
// blocks. Tracks line numbers and the share of the file read, for progress bars.
class LineSource {
public:
  LineSource();
  ~LineSource();
  LineSource(const LineSource &) = delete;
  LineSource &operator=(const LineSource &) = delete;

  // False with error() set when the file cannot be opened.
  bool open(const QString &path);
  // Reads lines from memory (command output) instead of a file.
  void openData(const QByteArray &data);
  // The next line without its end-of-line characters; false at the end or on a read error. A line
  // longer than kMaxLineBytes is not kept in memory: it comes back empty, with skippedLineLength()
  // saying how long it was.
  bool next(QByteArray &line);
  // The length of the line next() returned last when it was too long to keep; 0 otherwise.
  qint64 skippedLineLength() const { return m_skippedLength; }
  static constexpr qsizetype kMaxLineBytes = qsizetype(1) << 20; // no trace or Slurm line is near it
  qint64 lineNumber() const { return m_lineNumber; }
  // 0..1 of the (compressed) file consumed.
  double progress() const;
  QString error() const { return m_error; }
  bool compressed() const;

private:
  bool fill();
  struct Impl;
  std::unique_ptr<Impl> d;
  QByteArray m_buffer;
  qsizetype m_pos = 0;
  qint64 m_lineNumber = 0;
  qint64 m_skippedLength = 0;
  qsizetype m_searched = 0; // the unread bytes already searched for a newline
  bool m_eof = false;
  QString m_error;
};

} // namespace mirage
