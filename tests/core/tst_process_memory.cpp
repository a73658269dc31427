// releaseFreedMemory hands the freed heap back to the system, unless keepFreedMemory() said to
// keep it: the window's process keeps it, because glibc's malloc_trim holds every thread's heap
// locked while it walks it, the GUI thread's too (docs/PERFORMANCE.md, issue 18 item 5).
#include "core/process_memory.h"

#include <QTest>

#include <cstdlib>
#include <cstring>
#include <vector>

using namespace mirage;

namespace {

// 256 MB of 4-KB blocks, written so that they are resident, then all freed but every 64th: the
// free runs lie between kept blocks, so the heap cannot give them back at its top. Returns the
// kept blocks.
std::vector<void *> fragmentTheHeap()
{
  constexpr std::size_t kBlock = 4096, kBlocks = 65536;
  std::vector<void *> blocks(kBlocks);
  for (void *&b : blocks) {
    b = std::malloc(kBlock);
    std::memset(b, 1, kBlock);
  }
  std::vector<void *> kept;
  for (std::size_t i = 0; i < kBlocks; ++i) {
    if (i % 64 == 63)
      kept.push_back(blocks[i]);
    else
      std::free(blocks[i]);
  }
  return kept;
}

void freeAll(const std::vector<void *> &blocks)
{
  for (void *b : blocks)
    std::free(b);
}

} // namespace

class TestProcessMemory : public QObject {
  Q_OBJECT
private slots:
  void initTestCase()
  {
#if !defined(__GLIBC__) || !defined(__linux__)
    QSKIP("glibc on Linux only");
#endif
  }

  void freed_heap_goes_back_to_the_system()
  {
    keepFreedMemory(false);
    const double base = residentMegabytes();
    const std::vector<void *> kept = fragmentTheHeap();
    const double fragmented = residentMegabytes();
    QVERIFY2(fragmented - base > 200, qPrintable(QStringLiteral("%1 → %2 MB").arg(base).arg(fragmented)));
    releaseFreedMemory();
    const double released = residentMegabytes();
    QVERIFY2(fragmented - released > 200, qPrintable(QStringLiteral("%1 → %2 MB").arg(fragmented).arg(released)));
    freeAll(kept);
  }

  void a_window_keeps_its_freed_heap()
  {
    keepFreedMemory(true);
    const std::vector<void *> kept = fragmentTheHeap();
    const double fragmented = residentMegabytes();
    releaseFreedMemory();
    const double after = residentMegabytes();
    QVERIFY2(fragmented - after < 20, qPrintable(QStringLiteral("%1 → %2 MB").arg(fragmented).arg(after)));
    freeAll(kept);
    keepFreedMemory(false);
  }
};

QTEST_GUILESS_MAIN(TestProcessMemory)
#include "tst_process_memory.moc"
