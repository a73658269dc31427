#pragma once
// What every fuzz target shares: the input as bytes and as UTF-8 text, and one QCoreApplication-free
// entry. Each target feeds one family of parsers; a crash, a leak or undefined behaviour is a finding.

#include <QByteArray>
#include <QString>

#include <cstddef>
#include <cstdint>

namespace mirage::fuzz {

inline QByteArray bytes(const std::uint8_t *data, std::size_t size)
{
  return QByteArray(reinterpret_cast<const char *>(data), qsizetype(size));
}

inline QString text(const std::uint8_t *data, std::size_t size)
{
  return QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
}

} // namespace mirage::fuzz
