#include "traces/line_source.h"

#include "core/core_tr.h"

#include <QFileInfo>

#include <zlib.h>

namespace mirage {

struct LineSource::Impl {
  gzFile file = nullptr;
  qint64 size = 0;
  ~Impl()
  {
    if (file)
      gzclose(file);
  }
};

LineSource::LineSource() : d(std::make_unique<Impl>()) {}
LineSource::~LineSource() = default;

bool LineSource::open(const QString &path)
{
  const QFileInfo info(path);
  if (!info.exists()) {
    m_error = CoreTr::tr("%1: no such file").arg(path);
    return false;
  }
  if (info.isDir() || !info.isReadable()) {
    m_error = CoreTr::tr("%1: not a readable file").arg(path);
    return false;
  }
  d->size = info.size();
  // gzopen reads plain files transparently.
  d->file = gzopen(QFile::encodeName(path).constData(), "rb");
  if (!d->file) {
    m_error = CoreTr::tr("%1: cannot open").arg(path);
    return false;
  }
  gzbuffer(d->file, 1 << 18);
  return true;
}

void LineSource::openData(const QByteArray &data)
{
  m_buffer = data;
  m_pos = 0;
  m_eof = true; // everything is in the buffer already
  d->size = data.size();
}

bool LineSource::compressed() const
{
  return d->file && !gzdirect(d->file);
}

bool LineSource::fill()
{
  if (m_eof || !d->file)
    return false;
  // Keep the unread tail, append a block.
  m_buffer.remove(0, m_pos);
  m_pos = 0;
  const qsizetype old = m_buffer.size();
  constexpr int kBlock = 1 << 20;
  m_buffer.resize(old + kBlock);
  const int got = gzread(d->file, m_buffer.data() + old, kBlock);
  if (got < 0) {
    int code = 0;
    m_error = CoreTr::tr("read error: %1").arg(QString::fromLocal8Bit(gzerror(d->file, &code)));
    m_buffer.resize(old);
    m_eof = true;
    return false;
  }
  m_buffer.resize(old + got);
  if (got == 0) {
    // A truncated gzip stream ends without its trailer: zlib says so here.
    int code = 0;
    const char *message = gzerror(d->file, &code);
    if (code != Z_OK && code != Z_STREAM_END)
      m_error = CoreTr::tr("read error: %1").arg(QString::fromLocal8Bit(message));
    m_eof = true;
  }
  return got > 0;
}

bool LineSource::next(QByteArray &line)
{
  m_skippedLength = 0;
  qint64 dropped = 0; // bytes of an over-long line let go so far
  for (;;) {
    const qsizetype nl = m_buffer.indexOf('\n', m_pos + m_searched);
    if (nl >= 0) {
      qsizetype end = nl;
      if (end > m_pos && m_buffer[end - 1] == '\r')
        --end;
      if (dropped > 0) {
        m_skippedLength = dropped + (end - m_pos);
        line.clear();
      } else {
        line = m_buffer.mid(m_pos, end - m_pos);
      }
      m_pos = nl + 1;
      m_searched = 0;
      ++m_lineNumber;
      return true;
    }
    m_searched = m_buffer.size() - m_pos; // searched already: the next search starts after it
    if (m_searched > kMaxLineBytes) {     // too long to be a line of any format: let it go
      dropped += m_searched;
      m_pos = m_buffer.size();
      m_searched = 0;
    }
    if (!fill()) {
      if (m_pos < m_buffer.size() || dropped > 0) { // last line without a newline
        line = dropped > 0 ? QByteArray() : m_buffer.mid(m_pos);
        if (line.endsWith('\r'))
          line.chop(1);
        m_skippedLength = dropped > 0 ? dropped + (m_buffer.size() - m_pos) : 0;
        m_pos = m_buffer.size();
        m_searched = 0;
        ++m_lineNumber;
        return true;
      }
      return false;
    }
  }
}

double LineSource::progress() const
{
  if (d->size <= 0)
    return 0;
  if (!d->file)
    return double(m_pos) / double(d->size);
  const double done = double(gzoffset(d->file)) / double(d->size);
  return done > 1 ? 1 : done;
}

} // namespace mirage
