#pragma once
// A set of small integers (node positions) as a bitset with a count: O(1) insert, erase and size,
// and a walk in increasing order that skips 64 absent members at a time. Plain C++, no Qt.

#include <bit>
#include <cstdint>
#include <vector>

namespace mirage::sim {

class NodeBitset {
public:
  explicit NodeBitset(std::size_t size = 0) : m_words((size + 63) / 64, 0) {}

  bool contains(std::size_t i) const { return (m_words[i / 64] >> (i % 64)) & 1U; }
  void insert(std::size_t i)
  {
    if (!contains(i)) {
      m_words[i / 64] |= std::uint64_t(1) << (i % 64);
      ++m_count;
    }
  }
  void erase(std::size_t i)
  {
    if (contains(i)) {
      m_words[i / 64] &= ~(std::uint64_t(1) << (i % 64));
      --m_count;
    }
  }
  int size() const { return m_count; }

  // Calls f(i) for each member in increasing order until f returns false.
  template <class F> void forEach(F &&f) const
  {
    for (std::size_t w = 0; w < m_words.size(); ++w)
      for (std::uint64_t bits = m_words[w]; bits != 0; bits &= bits - 1)
        if (!f(w * 64 + static_cast<std::size_t>(std::countr_zero(bits))))
          return;
  }

private:
  std::vector<std::uint64_t> m_words;
  int m_count = 0;
};

} // namespace mirage::sim
